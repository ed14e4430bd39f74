import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb, testConfig } from '../../test/helpers';
import type { AppDeps } from '../platform/deps';
import { seedOnFirstStart } from './first-start';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Parameters<
  typeof seedOnFirstStart
>[1];

let db: TestDb | undefined;
afterEach(async () => {
  await db?.drop();
  db = undefined;
  vi.restoreAllMocks();
});

function deps(d: TestDb, env: Record<string, string>): Pick<AppDeps, 'config' | 'handle'> {
  return { config: testConfig(env), handle: d.handle };
}

const usuarios = async (d: TestDb) =>
  (await d.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM usuario'))[0].n;

describe('seedOnFirstStart', () => {
  it('loads the demo once when enabled and prints the demo logins', async () => {
    db = await createTestDb();
    const saida = vi.spyOn(console, 'log').mockImplementation(() => {});
    const d = deps(db, { DEMO_DATA: 'true', DEMO_CANDIDATES: '60', DEMO_PASSWORD: 'abc12345' });
    await seedOnFirstStart(d, log);
    const texto = saida.mock.calls.flat().join('\n');
    for (const login of ['admin', 'selecao', 'recrutamento', 'callcenter', 'financeiro', 'marketing']) {
      expect(texto).toMatch(new RegExp(`\\b${login}\\b.*abc12345`));
    }
    const n = await usuarios(db);
    expect(n).toBeGreaterThanOrEqual(26);
    const [c] = await db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM candidato');
    expect(c.n).toBe(60);

    // a second start finds users and loads nothing more
    await seedOnFirstStart(d, log);
    expect(await usuarios(db)).toBe(n);

    // JUSTIFICATIVA_USUARIOS unset: the demo's admin may justify cancellations; set, it is kept as given
    const [admin] = await db.handle.query<{ user_sip: number }>(
      `SELECT user_sip FROM usuario WHERE nm_login = 'admin'`,
    );
    expect(d.config.JUSTIFICATIVA_USUARIOS).toEqual([Number(admin.user_sip)]);
    const informado = deps(db, { DEMO_DATA: 'true', JUSTIFICATIVA_USUARIOS: '' });
    await seedOnFirstStart(informado, log);
    expect(informado.config.JUSTIFICATIVA_USUARIOS).toEqual([]);
  });

  it('loads only reference data when demo data is off, and says how to create the first administrator', async () => {
    db = await createTestDb();
    const saida = vi.spyOn(console, 'log').mockImplementation(() => {});
    await seedOnFirstStart(deps(db, { DEMO_DATA: 'false' }), log);
    expect(await usuarios(db)).toBe(0);
    const [e] = await db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM estado');
    expect(e.n).toBe(27);
    expect(saida.mock.calls.flat().join('\n')).toContain('npm run admin:criar -- --login LOGIN');
  });

  it('defaults to demo data on the embedded database only', async () => {
    db = await createTestDb();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await seedOnFirstStart(deps(db, { DEMO_CANDIDATES: '10' }), log);
    expect((await usuarios(db)) > 0).toBe(db.handle.kind === 'pglite');
  });
});
