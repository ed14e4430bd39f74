import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './client';
import { copiarPglite, SQL_CONTAGENS } from './copia-pglite';
import { runMigrations } from './migrate';

const raiz = fs.mkdtempSync(path.join(os.tmpdir(), 'copia-pglite-'));
afterAll(() => fs.rmSync(raiz, { recursive: true, force: true }));

describe('copiarPglite', () => {
  it('copies the running database between two statements, and the copy restores with the same counts', async () => {
    const origem = await openDb({ dataDir: path.join(raiz, 'origem', 'pglite') });
    await runMigrations(origem);
    await origem.query(
      `INSERT INTO pessoa (cd_pessoa, nm_pessoa) SELECT g, 'Pessoa ' || g FROM generate_series(1, 50) g`,
    );
    // writes keep coming while the copy is taken; the manifest counts what the tarball holds
    let parar = false;
    let escritas = 0;
    const escritor = (async () => {
      for (let i = 51; !parar; i++) {
        await origem.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO pessoa (cd_pessoa, nm_pessoa) VALUES (${i}, ${`Pessoa ${i}`})`);
        });
        escritas++;
      }
    })();
    const copia = await copiarPglite(origem.pglite!, path.join(raiz, 'copias'));
    parar = true;
    await escritor;
    const [{ n: final }] = await origem.query<{ n: number }>('SELECT count(*)::int AS n FROM pessoa');
    await origem.close();

    expect(fs.existsSync(copia.arquivo)).toBe(true);
    const manifesto = fs.readFileSync(copia.manifesto, 'utf8');
    const pessoas = copia.contagens.find((c) => c.tabela === 'public.pessoa')!.linhas;
    expect(manifesto).toContain(`tabela public.pessoa ${pessoas} p`);
    expect(pessoas).toBeGreaterThanOrEqual(50);
    expect(final).toBe(50 + escritas);

    const restaurado = await openDb({
      dataDir: path.join(raiz, 'restaurado', 'pglite'),
      loadDataDir: new Blob([fs.readFileSync(copia.arquivo)]),
    });
    try {
      const linhas = await restaurado.query<{ tabela: string; linhas: string }>(SQL_CONTAGENS);
      expect(linhas.map((l) => ({ tabela: l.tabela, linhas: Number(l.linhas) }))).toEqual(copia.contagens);
    } finally {
      await restaurado.close();
    }
  }, 120_000);
});
