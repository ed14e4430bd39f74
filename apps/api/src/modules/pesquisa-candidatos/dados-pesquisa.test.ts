import { LIMITES_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers';
import { type Executor, linhas } from '../../db/client';
import { configurarTransacaoPesquisa } from './pesquisa.service';
import { codigoIdiomaNiveis } from './plano-pesquisa.service';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.drop();
});

describe('search data of a candidate (atualizar_pesquisa_candidato)', () => {
  it('keeps in the row every minimum language level met and the active disability types', async () => {
    const q = db.handle.query.bind(db.handle);
    await q(
      `INSERT INTO idioma (cd_idioma, nm_idioma) VALUES (71, 'Inglês'), (72, 'Espanhol') ON CONFLICT DO NOTHING`,
    );
    await q(
      `INSERT INTO tipo_deficiencia (cd_tipo_deficiencia, nm_tipo_deficiencia)
       VALUES (1, 'Física'), (3, 'Visual'), (4, 'Intelectual') ON CONFLICT DO NOTHING`,
    );
    const [p] = await q<{ cd_pessoa: number }>(
      `INSERT INTO pessoa (nm_pessoa) VALUES ('Ana Idiomas') RETURNING cd_pessoa`,
    );
    const id = p.cd_pessoa;
    await q(`INSERT INTO candidato (cd_pessoa, id_possue_deficiencia) VALUES ($1, 'S')`, [id]);
    const niveis = {
      71: { fala: 4, leitura: 3, escrita: 2 },
      72: { fala: 1, leitura: 4, escrita: 4 },
    };
    for (const [cd, n] of Object.entries(niveis)) {
      await q(
        `INSERT INTO candidato_idioma (cd_pessoa_candidato, cd_idioma, id_fala, id_leitura, id_escrita)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, Number(cd), n.fala, n.leitura, n.escrita],
      );
    }
    await q(
      `INSERT INTO candidato_deficiencia (cd_pessoa_candidato, cd_tipo_deficiencia, id_status)
       VALUES ($1, 1, 'A'), ($1, 1, 'A'), ($1, 3, 'I'), ($1, 4, 'A')`,
      [id],
    );
    await q('SELECT atualizar_pesquisa_candidato($1)', [id]);
    const linha = async () =>
      (
        await q<{ idiomas_niveis: number[]; deficiencias: number[] }>(
          'SELECT idiomas_niveis, deficiencias FROM candidato WHERE cd_pessoa = $1',
          [id],
        )
      )[0];

    const r = await linha();
    // every minimum level a search may ask (the domain's limits; the SQL function writes 2..4)
    const minimos: number[] = [];
    for (let n = LIMITES_PESQUISA.nivelIdiomaMin; n <= LIMITES_PESQUISA.nivelIdiomaMax; n++) minimos.push(n);
    expect(minimos).toHaveLength(3);
    expect(r.deficiencias).toEqual([1, 4]);
    // a search at minimum levels f/l/e finds the code exactly when every level reaches its minimum
    for (const [cd, n] of Object.entries(niveis)) {
      for (const f of minimos)
        for (const l of minimos)
          for (const e of minimos) {
            const atende = n.fala >= f && n.leitura >= l && n.escrita >= e;
            expect(
              r.idiomas_niveis.includes(codigoIdiomaNiveis(Number(cd), f, l, e)),
              `${cd} ${f}${l}${e}`,
            ).toBe(atende);
          }
    }
    expect(r.idiomas_niveis).toHaveLength(6);

    await q('DELETE FROM candidato_idioma WHERE cd_pessoa_candidato = $1', [id]);
    await q(`UPDATE candidato_deficiencia SET id_status = 'I' WHERE cd_pessoa_candidato = $1`, [id]);
    await q('SELECT atualizar_pesquisa_candidato($1)', [id]);
    expect(await linha()).toEqual({ idiomas_niveis: [], deficiencias: [] });
  });
});

describe('search transaction settings', () => {
  it('limit the time, leave out JIT and parallel workers, and end with the transaction', async () => {
    const ler = async (ex: Executor) =>
      linhas<{ t: string; jit: string; paralelo: string }>(
        await ex.execute(sql`SELECT (SELECT setting FROM pg_settings WHERE name = 'statement_timeout') AS t,
                                    current_setting('jit') AS jit,
                                    current_setting('max_parallel_workers_per_gather') AS paralelo`),
      )[0];
    const fora = await ler(db.handle.db);
    const dentro = await db.handle.db.transaction(async (tx) => {
      await configurarTransacaoPesquisa(tx);
      return ler(tx);
    });
    expect(dentro).toEqual({ t: String(LIMITES_PESQUISA.tempoMaximoMs), jit: 'off', paralelo: '0' });
    expect(await ler(db.handle.db)).toEqual(fora);
  });
});
