import { aplicarPadroesPesquisa, pesquisaCandidatosBody } from '@backoffice/domain/pesquisa-candidatos';
import { describe, expect, it } from 'vitest';
import {
  fracaoComum,
  guiaIndice,
  janelaRecente,
  type LexemaTermo,
  type PreparoPesquisa,
} from './pesquisa.service';

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
    expect(g).toEqual({ q: "'empilhadeir' & 'oper' & ('logic' | 'logist')", freq: 0.1 });
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
});
