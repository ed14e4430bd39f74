import { aplicarPadroesPesquisa, pesquisaCandidatosBody } from '@backoffice/domain/pesquisa-filtros';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestDb, type TestDb } from '../../../test/helpers';
import { criarCandidato, criarCatalogos } from '../../../test/pesquisa-fixtures';
import { linhas } from '../../db/client';
import { montarConsulta } from './pesquisa.service';
import { semanaPesquisa } from './plano-pesquisa.service';
import type { PreparoPesquisa } from './texto-pesquisa.service';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await criarCatalogos(db.handle);
  await criarUnidade(db.handle.db, { cd_empresa: 1 });
});
afterAll(async () => {
  await db?.drop();
});

const DIA = 86_400_000;

describe('week of the last update', () => {
  it('is numbered alike by the database (semana_pesquisa) and the search', async () => {
    // epoch weeks start on Thursdays at 00:00 UTC: 2026-11-19 is one
    const instantes = [
      '2026-11-19T00:00:00.000Z',
      '2026-11-18T23:59:59.999Z',
      '2026-11-19T00:00:00.001Z',
      '2026-11-23T02:59:59.500Z',
      '2026-11-23T03:00:00.000Z',
      '1970-01-01T00:00:00.000Z',
      '2024-02-29T12:34:56.789Z',
    ];
    const r = await db.handle.query<{ i: number; s: number }>(
      `SELECT x.i::int AS i, semana_pesquisa(x.t) AS s
         FROM unnest($1::timestamptz[]) WITH ORDINALITY AS x(t, i) ORDER BY x.i`,
      [instantes],
    );
    expect(r.map((l) => Number(l.s))).toEqual(instantes.map((t) => semanaPesquisa(Date.parse(t))));
    expect(semanaPesquisa(Date.parse(instantes[0]))).toBe(semanaPesquisa(Date.parse(instantes[1])) + 1);
  });
});

describe('a recent window read by week', () => {
  it('finds every candidate of the window holding the keyword, and only them', async () => {
    const h = db.handle;
    const com = (dias: number, horas = 0) =>
      criarCandidato(h, { texto: 'operador de empilhadeira', diasAlterado: dias, horasAlterado: horas });
    const dentro = [await com(0), await com(1, 5), await com(4), await com(5, -2)];
    const fora = [await com(5, 3), await com(9), await com(30)];
    const semPalavra = await criarCandidato(h, { texto: 'cozinheira', diasAlterado: 1 });

    const hoje = dataNegocio();
    const f = aplicarPadroesPesquisa(
      pesquisaCandidatosBody.parse({
        nrVaga: 1,
        palavrasChaveObrigatorio: 'empilhadeira',
        quantidadePesquisa: 50,
      }),
      hoje,
    );
    const [{ agora }] = await h.query<{ agora: string }>(`SELECT now()::text AS agora`);
    const janela = new Date(Date.parse(agora.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')) - 5 * DIA);
    const preparo: PreparoPesquisa = {
      consultas: {
        palavrasChaveObrigatorio: [
          { q: "'empilhadeir'", freq: 0.1, lexemas: [{ lexema: 'empilhadeir', prefixo: false, freq: 0.1 }] },
        ],
        palavrasChaveOpcional: [],
        palavrasChaveExcluido: [],
      },
      vazios: [],
      candidatos: 1_000_000,
      fracaoIdioma: null,
      histogramaAlterado: [],
      fracaoLocal: 1,
      fracaoCargo: null,
    };
    const consulta = montarConsulta(f, preparo, { hoje }, janela.toISOString()).selecao;
    const texto = new PgDialect().sqlToQuery(consulta).sql;
    expect(texto).toContain('semana_pesquisa(c.alterado_em) = $');
    // the window's start is checked in the row, not through the update-date indexes
    expect(texto).toMatch(/\(c\.alterado_em >= \$\d+::timestamptz\) IS TRUE/);

    const achados = linhas<{ cd_pessoa: number }>(await h.db.execute(consulta)).map((l) =>
      Number(l.cd_pessoa),
    );
    expect(new Set(achados)).toEqual(new Set(dentro));
    for (const cd of [...fora, semPalavra]) expect(achados).not.toContain(cd);
  });
});

describe('the place of a recent window read by week', () => {
  const hoje = dataNegocio();
  const filtros = aplicarPadroesPesquisa(
    pesquisaCandidatosBody.parse({ nrVaga: 1, estado: 'SC', palavrasChaveObrigatorio: 'empilhadeira' }),
    hoje,
  );
  // an equal-count histogram of the last update: one bound per day over the last 100 days
  const agora = Date.now();
  const histograma = Array.from({ length: 101 }, (_, i) => agora - (100 - i) * DIA);
  const preparo = (fracaoLocal: number, freq: number): PreparoPesquisa => ({
    consultas: {
      palavrasChaveObrigatorio: [
        { q: "'empilhadeir'", freq, lexemas: [{ lexema: 'empilhadeir', prefixo: false, freq }] },
      ],
      palavrasChaveOpcional: [],
      palavrasChaveExcluido: [],
    },
    vazios: [],
    candidatos: 1_000_000,
    fracaoIdioma: null,
    histogramaAlterado: histograma,
    fracaoLocal,
    fracaoCargo: null,
  });
  const texto = (p: PreparoPesquisa) =>
    new PgDialect().sqlToQuery(
      montarConsulta(filtros, p, { hoje }, new Date(agora - 2 * DIA).toISOString()).selecao,
    ).sql;

  it("stays off the index when the state's rows dwarf the keyword's postings of those weeks", () => {
    // a quarter of the pool in the state; the keyword in 1 % of the rows, a few weeks' worth of them
    expect(texto(preparo(0.25, 0.01))).toMatch(/\(c\.cd_uf = \$\d+\) IS TRUE/);
  });

  it('meets the keyword in one bitmap when the state is small next to them', () => {
    expect(texto(preparo(0.002, 0.2))).toMatch(/c\.cd_uf = \$\d+ AND/);
    expect(texto(preparo(0.002, 0.2))).not.toMatch(/\(c\.cd_uf = \$\d+\) IS TRUE/);
  });
});
