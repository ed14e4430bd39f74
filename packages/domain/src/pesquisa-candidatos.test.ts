import { describe, expect, it } from 'vitest';
import { analisarPalavrasChave, habilitacoesQueAtendem, mesesAntes } from './pesquisa-candidatos';
import { aplicarPadroesPesquisa, lerNumeroBr, pesquisaCandidatosBody, rotuloTotal } from './pesquisa-filtros';
import { MENSAGENS_PICKER } from './pickers';

describe('analisarPalavrasChave', () => {
  it('splits words, quoted phrases and prefixes', () => {
    expect(analisarPalavrasChave('empilhadeira, "operador de loja"; logíst* excel')).toEqual([
      { tipo: 'palavra', texto: 'empilhadeira' },
      { tipo: 'frase', texto: 'operador de loja' },
      { tipo: 'prefixo', texto: 'logíst' },
      { tipo: 'palavra', texto: 'excel' },
    ]);
  });

  it('drops symbols and repeated terms, keeps inner hyphens', () => {
    expect(analisarPalavrasChave("!!! e-commerce ; E-COMMERCE ' -- $%")).toEqual([
      { tipo: 'palavra', texto: 'e-commerce' },
    ]);
    expect(analisarPalavrasChave('*** a* "')).toEqual([]);
  });

  it('keeps SQL and tsquery syntax as plain text, never as operators', () => {
    const termos = analisarPalavrasChave("x' OR 1=1; DROP TABLE candidato; -- a:* & !b | c<->d");
    for (const t of termos) expect(t.texto).toMatch(/^[\p{L}\p{N}\-' ]+$/u);
    expect(termos.find((t) => t.tipo === 'prefixo')).toBeUndefined();
  });

  it('reads an unclosed quote as a phrase to the end', () => {
    expect(analisarPalavrasChave('"auxiliar administrativo')).toEqual([
      { tipo: 'frase', texto: 'auxiliar administrativo' },
    ]);
  });
});

describe('pesquisaCandidatosBody', () => {
  const ok = (b: Record<string, unknown>) => pesquisaCandidatosBody.safeParse({ nrVaga: 1, ...b });
  const erros = (b: Record<string, unknown>) => {
    const r = ok(b);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('needs the vacancy', () => {
    expect(pesquisaCandidatosBody.safeParse({}).success).toBe(false);
    expect(pesquisaCandidatosBody.safeParse({ nrVaga: '' }).error?.issues[0].message).toBe(
      'Vaga não informada',
    );
  });

  it('takes empty fields as absent and reads pt-BR numbers and dates', () => {
    const r = ok({
      salarioDe: '1.500,00',
      salarioAte: '',
      alturaDe: '1,60',
      ultimaAtualizacaoDe: '01-02-2025',
      cidades: 'Joinville, Blumenau',
      estado: 'sc',
    });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      salarioDe: 1500,
      alturaDe: 1.6,
      ultimaAtualizacaoDe: '2025-02-01',
      estado: 'SC',
      cidades: ['Joinville', 'Blumenau'],
    });
    expect(r.data?.salarioAte).toBeUndefined();
  });

  it('refuses inverted ranges', () => {
    expect(erros({ idadeDe: 40, idadeAte: 20 })).toEqual([
      'A idade inicial deve ser menor ou igual à final.',
    ]);
    expect(erros({ ultimaAtualizacaoDe: '2025-05-01', ultimaAtualizacaoAte: '2025-01-01' })).toHaveLength(1);
    expect(erros({ salarioDe: 3000, salarioAte: 1000 })).toHaveLength(1);
  });

  it('refuses sizes, levels, experience and ages outside the spec', () => {
    expect(erros({ quantidadePesquisa: 601 })).toHaveLength(1);
    expect(erros({ quantidadePesquisa: 1000 })).toHaveLength(1);
    expect(ok({ quantidadePesquisa: '600' }).success).toBe(true);
    expect(erros({ cd_idioma: 1, fala: 5 })).toHaveLength(1);
    expect(erros({ cd_idioma: 1, fala: 1 })).toHaveLength(1);
    expect(erros({ cargo: 3, experiencia: 11 })).toHaveLength(1);
    expect(ok({ cargo: 3, experiencia: '0,6' }).success).toBe(true);
    expect(erros({ experiencia: 2 })).toEqual(['Selecione um cargo para filtrar pela experiência.']);
    expect(erros({ idadeDe: 200 })).toHaveLength(1);
    expect(erros({ alturaAte: 17 })).toHaveLength(1);
    expect(erros({ idadeDe: -3 })).toHaveLength(1);
  });

  it('refuses keyword fields with nothing searchable', () => {
    expect(erros({ palavrasChaveObrigatorio: '!!! ?? %%' })[0]).toMatch(
      /^Palavras-chave obrigatórias: informe/,
    );
    expect(ok({ palavrasChaveObrigatorio: '   ' }).success).toBe(true);
  });

  it('needs the state for cities and a city for neighbourhoods', () => {
    expect(erros({ cidades: ['Joinville'] })).toEqual(['Selecione um estado primeiro']);
    expect(erros({ estado: 'SC', bairros: ['Centro'] })).toEqual([MENSAGENS_PICKER.selecioneCidade]);
  });
});

describe('aplicarPadroesPesquisa', () => {
  it('fills size, the six-month window and language levels', () => {
    const b = pesquisaCandidatosBody.parse({
      nrVaga: 9,
      cd_idioma: 1,
      fala: 3,
      selectDeficiencia: 'N',
      deficiencias: [1],
    });
    const f = aplicarPadroesPesquisa(b, '2025-08-31');
    expect(f).toMatchObject({
      quantidadePesquisa: 50,
      ultimaAtualizacaoDe: '2025-02-28',
      ultimaAtualizacaoAte: '2025-08-31',
      leitura: 2,
      escrita: 2,
      fala: 3,
    });
    expect(f.deficiencias).toBeUndefined();
  });

  it('keeps a window the user gave', () => {
    const b = pesquisaCandidatosBody.parse({ nrVaga: 9, ultimaAtualizacaoAte: '2024-01-01' });
    expect(aplicarPadroesPesquisa(b, '2025-08-31').ultimaAtualizacaoDe).toBeUndefined();
  });
});

describe('helpers', () => {
  it('licence coverage', () => {
    expect(habilitacoesQueAtendem('B')).toEqual(['B', 'AB', 'C', 'AC', 'D', 'AD', 'E', 'AE']);
    expect(habilitacoesQueAtendem('AB')).toEqual(['AB', 'AC', 'AD', 'AE']);
    expect(habilitacoesQueAtendem('A')).toEqual(['A', 'AB', 'AC', 'AD', 'AE']);
    expect(habilitacoesQueAtendem('X')).toEqual([]);
  });
  it('numbers, months and totals', () => {
    expect(lerNumeroBr('R$ 12.345,67')).toBe(12345.67);
    expect(lerNumeroBr('abc')).toBe('abc');
    expect(mesesAntes('2025-03-31', 1)).toBe('2025-02-28');
    expect(rotuloTotal(1000)).toBe('1000');
    expect(rotuloTotal(1001)).toBe('1000+');
  });
});
