import { aplicarPadroesPesquisa, pesquisaCandidatosBody } from '@backoffice/domain/pesquisa-filtros';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { montarConsulta } from './pesquisa.service';
import {
  cidadesDoGuia,
  codigoIdiomaNiveis,
  fracaoComum,
  guiaIndice,
  janelaRecente,
  SEMANAS_JANELA_MAX,
  semanaPesquisa,
  semanasDaJanela,
} from './plano-pesquisa.service';
import type { LexemaTermo, PreparoPesquisa } from './texto-pesquisa.service';

const DIA = 86_400_000;
const agora = Date.parse('2026-06-30T12:00:00Z');
// a million candidates updated evenly over the last 1,000 days
const histograma = Array.from({ length: 101 }, (_, i) => agora - (100 - i) * 10 * DIA);

function preparo(freq: number[], opcionais: number[] = []): PreparoPesquisa {
  return {
    consultas: {
      palavrasChaveObrigatorio: freq.map((f, i) => ({ q: `'t${i}'`, freq: f })),
      palavrasChaveOpcional: opcionais.map((f, i) => ({ q: `'o${i}'`, freq: f })),
      palavrasChaveExcluido: [],
    },
    vazios: [],
    candidatos: 1_000_000,
    fracaoIdioma: null,
    histogramaAlterado: histograma,
    fracaoLocal: 0.5,
    fracaoCargo: null,
  };
}
const filtros = (b: Record<string, unknown> = {}) =>
  aplicarPadroesPesquisa(
    pesquisaCandidatosBody.parse({ nrVaga: 1, ultimaAtualizacaoDe: '2023-01-01', ...b }),
    '2026-06-30',
  );

describe('janelaRecente', () => {
  it('sizes the window to hold about 1.5 × 2,000 matches of a middling keyword', () => {
    const j = janelaRecente(filtros({ estado: 'SC' }), preparo([0.1]));
    // 30,000 rows of 500,000 in the state: the newest 6 % of the period, about 60 days
    expect(j).not.toBeNull();
    const dias = (agora - Date.parse(j as string)) / DIA;
    expect(dias).toBeGreaterThan(55);
    expect(dias).toBeLessThan(65);
  });

  it('leaves common and rare keywords, optional ones and neighbourhoods to the plain search', () => {
    expect(janelaRecente(filtros(), preparo([0.8]))).toBeNull();
    expect(janelaRecente(filtros(), preparo([0.001]))).toBeNull();
    expect(janelaRecente(filtros(), preparo([0.1], [0.2]))).toBeNull();
    expect(
      janelaRecente(filtros({ estado: 'SC', cidades: ['Joinville'], bairros: ['Centro'] }), preparo([0.1])),
    ).toBeNull();
    expect(janelaRecente(filtros(), { ...preparo([0.1]), histogramaAlterado: [] })).toBeNull();
  });

  it('is not used when the period asked is already narrower', () => {
    expect(janelaRecente(filtros({ ultimaAtualizacaoDe: '2026-06-20' }), preparo([0.1]))).toBeNull();
  });

  it('combines required keywords as independent', () => {
    // 0.3 × 0.3 = 0.09: middling together although each is common
    expect(janelaRecente(filtros(), preparo([0.3, 0.3]))).not.toBeNull();
  });
});

describe('semanasDaJanela', () => {
  // 2026-06-25 was a Thursday: epoch weeks start on Thursdays at 00:00 UTC
  const quinta = semanaPesquisa(Date.parse('2026-06-25T00:00:00Z'));
  const ate = (dia: string) => filtros({ ultimaAtualizacaoDe: '2026-01-01', ultimaAtualizacaoAte: dia });

  it('numbers the weeks from the window start to the end of the period asked', () => {
    // the period ends at the end of 2026-06-27 in Brazil (03:00 UTC the next day)
    expect(semanasDaJanela('2026-06-26T10:00:00.000Z', ate('2026-06-27'))).toEqual([quinta]);
    expect(semanasDaJanela('2026-06-24T10:00:00.000Z', ate('2026-06-27'))).toEqual([quinta - 1, quinta]);
    // Wednesday in Brazil runs until 03:00 UTC on Thursday: the Thursday week is in
    expect(semanasDaJanela('2026-06-24T10:00:00.000Z', ate('2026-06-24'))).toEqual([quinta - 1, quinta]);
  });

  it('leaves windows over more weeks, or a period without end, to one scan of the index', () => {
    expect(SEMANAS_JANELA_MAX).toBe(2);
    expect(semanasDaJanela('2026-06-10T10:00:00.000Z', ate('2026-06-27'))).toBeNull();
    expect(
      semanasDaJanela('2026-06-26T10:00:00.000Z', filtros({ ultimaAtualizacaoDe: '2026-01-01' })),
    ).toBeNull();
  });

  it('shapes the search: a scan per week, or the guide and the window start through the indexes', () => {
    const palavra: PreparoPesquisa = {
      ...preparo([0.1]),
      consultas: {
        palavrasChaveObrigatorio: [
          { q: "'empilhadeir'", freq: 0.1, lexemas: [{ lexema: 'empilhadeir', prefixo: false, freq: 0.1 }] },
        ],
        palavrasChaveOpcional: [],
        palavrasChaveExcluido: [],
      },
    };
    const texto = (janela: string) =>
      new PgDialect().sqlToQuery(
        montarConsulta(ate('2026-06-27'), palavra, { hoje: '2026-06-27' }, janela).selecao,
      ).sql;
    const porSemana = texto('2026-06-24T10:00:00.000Z');
    expect(porSemana.match(/semana_pesquisa\(c\.alterado_em\) = \$\d+::int/g)).toHaveLength(2);
    expect(porSemana).toMatch(/\(c\.alterado_em >= \$\d+::timestamptz\) IS TRUE/);
    const inteira = texto('2026-06-10T10:00:00.000Z');
    expect(inteira).not.toContain('semana_pesquisa');
    expect(inteira).toMatch(/c\.tsv_pesquisa @@ \$\d+::tsquery/);
    expect(inteira).not.toMatch(/\(c\.alterado_em >= \$\d+::timestamptz\) IS TRUE/);
  });
});

describe('fracaoComum', () => {
  it('is about sqrt(2000 / N), within 1 % and 50 %', () => {
    expect(fracaoComum(1_000_000)).toBeCloseTo(0.0447, 3);
    expect(fracaoComum(100_000)).toBeCloseTo(0.1414, 3);
    expect(fracaoComum(0)).toBe(0.5);
    expect(fracaoComum(1e12)).toBe(0.01);
  });
});

describe('guiaIndice', () => {
  const termo = (lexemas: LexemaTermo[]) => ({ q: '', freq: 0, lexemas });
  const palavra = (lexema: string, freq: number): LexemaTermo => ({ lexema, prefixo: false, freq });
  const prefixo = (lexema: string, freq: number, expansao?: string[]): LexemaTermo => ({
    lexema,
    prefixo: true,
    freq,
    expansao,
  });

  it('enters the index by every whole word and a prefix as the lexemes it stands for', () => {
    const g = guiaIndice([
      termo([palavra('oper', 0.37), palavra('empilhadeir', 0.1)]),
      termo([prefixo('log', 0.18, ['logic', 'logist'])]),
    ]);
    expect(g).toEqual({
      q: "'empilhadeir' & 'oper' & ('logic' | 'logist')",
      freq: 0.1,
      grupos: [['empilhadeir'], ['oper'], ['logic', 'logist']],
    });
  });

  it('leaves out a prefix with too many lexemes or too common, unless it is the rarest', () => {
    expect(guiaIndice([termo([palavra('oper', 0.37), prefixo('a', 0.9)])])?.q).toBe("'oper'");
    expect(guiaIndice([termo([palavra('oper', 0.2), prefixo('log', 0.3, ['logist'])])])?.q).toBe("'oper'");
    expect(guiaIndice([termo([palavra('oper', 0.37), prefixo('xyz', 0.001)])])?.q).toBe("'xyz':* & 'oper'");
  });

  it('reads a prefix no candidate has as such (an empty range of the index)', () => {
    expect(guiaIndice([termo([palavra('oper', 0.37), prefixo('quokk', 0.0001, [])])])?.q).toBe(
      "'quokk':* & 'oper'",
    );
  });

  it('has lexeme groups for the city-keyed index only when no prefix is walked whole', () => {
    expect(guiaIndice([termo([palavra('oper', 0.2), prefixo('log', 0.3, ['logist'])])])?.grupos).toEqual([
      ['oper'],
    ]);
    expect(guiaIndice([termo([palavra('oper', 0.37), prefixo('xyz', 0.001)])])?.grupos).toBeNull();
    expect(guiaIndice([termo([palavra('oper', 0.37), prefixo('quokk', 0.0001, [])])])?.grupos).toBeNull();
  });
});

describe('cidadesDoGuia', () => {
  const limiar = fracaoComum(1_000_000);
  /** One required word of the given frequency, with its lexeme. */
  const palavra = (freq: number, lexema = 'empilhadeir') => {
    const p = preparo([freq]);
    p.consultas.palavrasChaveObrigatorio[0].lexemas = [{ lexema, prefixo: false, freq }];
    return p;
  };

  it('finds a rare keyword asked in a few cities through their keyed lexemes', () => {
    expect(cidadesDoGuia(filtros({ estado: 'SC', cidades: ['Joinville'] }), palavra(0.01), limiar)).toEqual([
      'Joinville',
    ]);
    expect(
      cidadesDoGuia(filtros({ estado: 'SC', cidades: ['Joinville', 'Blumenau'] }), palavra(0.01), limiar),
    ).toEqual(['Joinville', 'Blumenau']);
  });

  it('keeps the plain plan without cities, with neighbourhoods, many cities, or no keyword', () => {
    expect(cidadesDoGuia(filtros({ estado: 'SC' }), palavra(0.01), limiar)).toBeNull();
    expect(
      cidadesDoGuia(
        filtros({ estado: 'SC', cidades: ['Joinville'], bairros: ['Centro'] }),
        palavra(0.01),
        limiar,
      ),
    ).toBeNull();
    const onze = Array.from({ length: 11 }, (_, i) => `Cidade ${i}`);
    expect(cidadesDoGuia(filtros({ estado: 'SC', cidades: onze }), palavra(0.01), limiar)).toBeNull();
    expect(cidadesDoGuia(filtros({ estado: 'SC', cidades: ['Joinville'] }), preparo([]), limiar)).toBeNull();
  });

  it('keeps it for a common keyword, a prefix walked whole, or a period much narrower than the keyword', () => {
    const cidade = { estado: 'SC', cidades: ['Joinville'] };
    expect(cidadesDoGuia(filtros(cidade), palavra(0.2), limiar)).toBeNull();
    const prefixo = palavra(0.01);
    prefixo.consultas.palavrasChaveObrigatorio[0].lexemas = [{ lexema: 'empilh', prefixo: true, freq: 0.01 }];
    expect(cidadesDoGuia(filtros(cidade), prefixo, limiar)).toBeNull();
    // the last 10 days of a 1,000-day history: 1 % of the rows, under ten times the keyword's 1 %
    expect(
      cidadesDoGuia(filtros({ ...cidade, ultimaAtualizacaoDe: '2026-06-20' }), palavra(0.01), limiar),
    ).toBeNull();
    expect(
      cidadesDoGuia(filtros({ ...cidade, ultimaAtualizacaoDe: '2026-06-20' }), palavra(0.0005), limiar),
    ).toEqual(['Joinville']);
  });

  it('writes one keyed condition per city and keeps the place and period indexes out of the plan', () => {
    const f = filtros({ estado: 'SC', cidades: ['Joinville', 'Blumenau'] });
    const q = new PgDialect().sqlToQuery(montarConsulta(f, palavra(0.01), { hoje: '2026-06-30' }).selecao);
    expect(q.sql).toContain('lexemas_cidade(c.nm_cidade, c.tsv_pesquisa) @> $');
    expect(q.params).toContainEqual(['Joinville|empilhadeir']);
    expect(q.params).toContainEqual(['Blumenau|empilhadeir']);
    expect(q.sql).toMatch(/\(c\.nm_cidade = ANY\(\$\d+::text\[\]\)\) IS TRUE/);
    expect(q.sql).toMatch(/\(c\.alterado_em >= \$\d+::timestamptz\) IS TRUE/);
    expect(q.sql).not.toContain('c.tsv_pesquisa @@ $');
  });
});

describe('language filter', () => {
  const f = filtros({ estado: 'SC', cd_idioma: 7, fala: 3, leitura: 4 });
  const consulta = (fracaoIdioma: number) =>
    new PgDialect().sqlToQuery(
      montarConsulta(f, { ...preparo([]), fracaoIdioma }, { hoje: '2026-06-30' }).selecao,
    );

  it('checks a common language in the row, by the code of its minimum levels', () => {
    const q = consulta(0.4);
    expect(q.sql).toMatch(/c\.idiomas_niveis @> \$\d+::int\[\]/);
    expect(q.params).toContainEqual([7342]);
    expect(q.params).toContainEqual([codigoIdiomaNiveis(7, 3, 4, 2)]);
    expect(q.sql).not.toContain('candidato_idioma');
  });

  it('joins a rare language from its own table', () => {
    const q = consulta(0.001);
    expect(q.sql).toContain('FROM candidato_idioma i');
    expect(q.sql).not.toContain('idiomas_niveis');
  });
});
