import { afterEach, describe, expect, it, vi } from 'vitest';
import { criarUsuario } from '../../test/factories';
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

    // the demo's admin holds the profile Administrador (no extra code), sees Help Desk (HELP_DESK_USER
    // defaults to 'admin') and, JUSTIFICATIVA_USUARIOS unset, may justify cancellations
    const admin = async () =>
      (
        await db!.handle.query<{ perfis: string[]; extras: number[]; help: string; justifica: string }>(
          `SELECT array(SELECT p.nm_perfil FROM usuario_perfil up JOIN perfil_acesso p USING (id_perfil)
                         WHERE up.cd_sip = u.cd_sip) AS perfis,
                  u.permissoes_extras AS extras, u.id_help_desk AS help, u.id_justifica_cancelamento AS justifica
             FROM usuario u WHERE u.nm_login = 'admin'`,
        )
      )[0];
    expect(await admin()).toEqual({ perfis: ['Administrador'], extras: [], help: 'S', justifica: 'S' });
    const [selecao] = await db.handle.query<{ perfis: string[] }>(
      `SELECT array(SELECT p.nm_perfil FROM usuario_perfil up JOIN perfil_acesso p USING (id_perfil)
                     WHERE up.cd_sip = u.cd_sip) AS perfis FROM usuario u WHERE u.nm_login = 'selecao'`,
    );
    expect(selecao.perfis).toEqual(['Analista de Seleção']);
    // every user's codes are still their profiles' plus their extra codes
    const [{ fora }] = await db.handle.query<{ fora: number }>(
      `SELECT count(*)::int AS fora FROM usuario u
        WHERE NOT (u.permissoes @> u.permissoes_extras AND u.permissoes <@ (u.permissoes_extras || coalesce(
          (SELECT array_agg(c) FROM usuario_perfil up JOIN perfil_acesso p USING (id_perfil), unnest(p.codigos) c
            WHERE up.cd_sip = u.cd_sip), '{}')))`,
    );
    expect(fora).toBe(0);

    // JUSTIFICATIVA_USUARIOS set, even empty: the demo's admin is not made one
    await db.handle.query(`UPDATE usuario SET id_justifica_cancelamento = 'N'`);
    await seedOnFirstStart(deps(db, { DEMO_DATA: 'true', JUSTIFICATIVA_USUARIOS: '' }), log);
    expect((await admin()).justifica).toBe('N');
    await seedOnFirstStart(d, log);
    expect((await admin()).justifica).toBe('S');
  });

  it('gives the flags to the users the variables name while nobody has them, and then keeps them', async () => {
    db = await createTestDb();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const suporte = await criarUsuario(db.handle.db, { nm_login: 'Suporte.TI' });
    const ana = await criarUsuario(db.handle.db);
    const bia = await criarUsuario(db.handle.db);
    const flags = async () =>
      db!.handle.query<{ user_sip: number; help: string; justifica: string }>(
        `SELECT user_sip::int AS user_sip, id_help_desk AS help, id_justifica_cancelamento AS justifica
           FROM usuario ORDER BY cd_sip`,
      );
    const env = {
      DEMO_DATA: 'false',
      HELP_DESK_USER: ' suporte.ti ',
      JUSTIFICATIVA_USUARIOS: `${ana.user_sip},${bia.user_sip}`,
    };
    await seedOnFirstStart(deps(db, env), log);
    expect(await flags()).toEqual([
      { user_sip: suporte.user_sip, help: 'S', justifica: 'N' },
      { user_sip: ana.user_sip, help: 'N', justifica: 'S' },
      { user_sip: bia.user_sip, help: 'N', justifica: 'S' },
    ]);
    // in the users' trail, by nobody
    const trilha = await db.handle.query<{ ds_chave: string; autor: number | null; depois: unknown }>(
      `SELECT ds_chave, cd_sip_autor AS autor, depois FROM auditoria_admin WHERE ds_entidade = 'usuario' ORDER BY id`,
    );
    expect(trilha).toEqual([
      { ds_chave: String(suporte.user_sip), autor: null, depois: { id_help_desk: 'S' } },
      { ds_chave: String(ana.user_sip), autor: null, depois: { id_justifica_cancelamento: 'S' } },
      { ds_chave: String(bia.user_sip), autor: null, depois: { id_justifica_cancelamento: 'S' } },
    ]);

    // once a user has a flag, Administração decides: the variables no longer add anyone
    await db.handle.query(
      `UPDATE usuario SET id_justifica_cancelamento = 'N' WHERE user_sip = ${bia.user_sip}`,
    );
    await seedOnFirstStart(deps(db, { ...env, HELP_DESK_USER: ana.nm_login }), log);
    expect(await flags()).toEqual([
      { user_sip: suporte.user_sip, help: 'S', justifica: 'N' },
      { user_sip: ana.user_sip, help: 'N', justifica: 'S' },
      { user_sip: bia.user_sip, help: 'N', justifica: 'N' },
    ]);

    // without demo data, an unset JUSTIFICATIVA_USUARIOS gives the flag to nobody
    await db.handle.query(`UPDATE usuario SET id_justifica_cancelamento = 'N', id_help_desk = 'N'`);
    await seedOnFirstStart(deps(db, { DEMO_DATA: 'false', HELP_DESK_USER: '' }), log);
    expect((await flags()).every((f) => f.help === 'N' && f.justifica === 'N')).toBe(true);
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
