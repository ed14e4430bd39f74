import { describe, expect, it } from 'vitest';
import {
  aoMudarGrau,
  aoMudarNota,
  avaliarConfiabilidade,
  camposDoTipo,
  classificacaoConfiabilidade,
  errosTeste,
  MENSAGENS_TESTES as M,
  podeEditarTeste,
  questionarioCompleto,
  resultadoLearningMeans,
  resultadoLearningStyles,
  salvarLsCorpo,
  testeCorpo,
  testeDoFormulario,
  totalCategoria,
} from './testes';

describe('reliability category total by the sum of its answers', () => {
  it.each([
    [0, 0],
    [0.25, 1],
    [2, 1],
    [2.01, 5],
    [2.25, 5],
    [5, 5],
    [5.01, 10],
    [5.25, 10],
    [7.5, 10],
  ])('sum %s → %s', (soma, total) => {
    expect(totalCategoria(soma)).toBe(total);
  });
});

describe('reliability rating at every cut-off', () => {
  it.each([
    [0, 'C'],
    [24, 'C'],
    [24.99, 'C'],
    [25, 'B'],
    [499, 'B'],
    [500, 'A'],
    [999, 'A'],
    [1000, 'AA'],
    [10000, 'AA'],
  ])('score %s → %s', (nota, c) => {
    expect(classificacaoConfiabilidade(nota)).toBe(c);
  });
});

describe('reliability evaluation', () => {
  const perguntas = [
    { ID: 1, DS_CLASSIFICACAO_AVALIACAO: 'A' },
    { ID: 2, DS_CLASSIFICACAO_AVALIACAO: 'A' },
    { ID: 3, DS_CLASSIFICACAO_AVALIACAO: 'B' },
    { ID: 4, DS_CLASSIFICACAO_AVALIACAO: 'B' },
  ];
  it('is parcial while any question is unanswered, final otherwise', () => {
    const p = avaliarConfiabilidade(perguntas, { 1: 2.5, 2: 2.5 });
    expect(p.situacao).toBe('parcial');
    expect(p.respondidas).toBe(2);
    expect(p.categorias).toEqual([
      { categoria: 'A', soma: 5, total: 5 },
      { categoria: 'B', soma: 0, total: 0 },
    ]);
    expect(p.nota_final).toBe(0);
    const f = avaliarConfiabilidade(
      perguntas,
      new Map([
        [1, 2.5],
        [2, 2.5],
        [3, 2.5],
        [4, 1.25],
      ]),
    );
    expect(f.situacao).toBe('final');
    // A: 5 → 5; B: 3.75 → 5; product 25 → B
    expect(f.nota_final).toBe(25);
    expect(f.classificacao).toBe('B');
  });
  it('multiplies the category totals: four categories at 10 give AA, the lowest answers C', () => {
    const q = [1, 2, 3, 4, 5, 6, 7, 8].map((ID) => ({
      ID,
      DS_CLASSIFICACAO_AVALIACAO: `c${Math.ceil(ID / 2)}`,
    }));
    const alto = avaliarConfiabilidade(
      q,
      Object.fromEntries(q.map((x) => [x.ID, 2.5])) as Record<number, number>,
    );
    expect(alto.nota_final).toBe(5 * 5 * 5 * 5);
    expect(alto.classificacao).toBe('A');
    const baixo = avaliarConfiabilidade(
      q,
      Object.fromEntries(q.map((x) => [x.ID, 0.25])) as Record<number, number>,
    );
    expect(baixo.nota_final).toBe(1);
    expect(baixo.classificacao).toBe('C');
    const tres = [1, 2, 3].map((ID) => ({ ID, DS_CLASSIFICACAO_AVALIACAO: 'x' }));
    const dez = avaliarConfiabilidade(tres, { 1: 2.5, 2: 2.5, 3: 1.25 });
    expect(dez.categorias[0]).toEqual({ categoria: 'x', soma: 6.25, total: 10 });
  });
  it('counts only the values 0.25, 1.25 and 2.5 as answers', () => {
    const r = avaliarConfiabilidade(perguntas, { 1: 3, 2: 2.5, 3: 2.5, 4: 2.5 });
    expect(r.situacao).toBe('parcial');
    expect(r.categorias[0].soma).toBe(2.5);
  });
});

describe('test type rules', () => {
  it('N shows only the numeric grade, C only the degree, E both', () => {
    expect(camposDoTipo('N')).toEqual({ nota: true, grau: false });
    expect(camposDoTipo('C')).toEqual({ nota: false, grau: true });
    expect(camposDoTipo('E')).toEqual({ nota: true, grau: true });
  });
  it("puts each rule on its field in the form's schema, by the type it carries", () => {
    const r = testeDoFormulario.safeParse({
      dt_teste: '2026-01-01',
      cd_teste: 1,
      id_tipo_teste: 'E',
      cd_pessoa_candidato: 5,
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cd_grau_teste', M.grauObrigatorio],
      ['nr_nota', M.notaObrigatoria],
    ]);
    expect(
      testeDoFormulario.safeParse({
        dt_teste: '2026-01-01',
        cd_teste: 1,
        id_tipo_teste: 'N',
        nr_nota: 8.5,
        cd_pessoa_candidato: 5,
      }).success,
    ).toBe(true);
  });
  it('asks every question of a questionnaire on its answers', () => {
    const esquema = questionarioCompleto(salvarLsCorpo, 'respostas', (v) => v.respostas.length >= 2);
    const r = esquema.safeParse({ cd_pessoa_candidato: 5, respostas: [{ id_pergunta: 1, resposta: 'V' }] });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['respostas', M.todasPerguntas],
    ]);
    expect(
      esquema.safeParse({
        cd_pessoa_candidato: 5,
        respostas: [
          { id_pergunta: 1, resposta: 'V' },
          { id_pergunta: 2, resposta: 'F' },
        ],
      }).success,
    ).toBe(true);
  });
  it('asks date, test, degree for C/E and grade for N/E with the spec texts', () => {
    expect(errosTeste({}, null)).toEqual([M.dataObrigatoria, M.testeObrigatorio]);
    expect(errosTeste({ dt_teste: '2026-01-01', cd_teste: 1 }, 'C')).toEqual([M.grauObrigatorio]);
    expect(errosTeste({ dt_teste: '2026-01-01', cd_teste: 1 }, 'N')).toEqual([M.notaObrigatoria]);
    expect(errosTeste({ dt_teste: '2026-01-01', cd_teste: 1 }, 'E')).toEqual([
      M.grauObrigatorio,
      M.notaObrigatoria,
    ]);
    expect(errosTeste({ dt_teste: '2026-01-01', cd_teste: 1, nr_nota: 0 }, 'N')).toEqual([]);
    expect(errosTeste({ dt_teste: '2026-01-01', cd_teste: 1, nr_nota: 10 }, 'N')).toEqual([]);
    expect(errosTeste({ dt_teste: '2026-01-01', cd_teste: 1, nr_nota: 10.5 }, 'N')).toEqual([M.notaFaixa]);
    expect(errosTeste({ dt_teste: '2026-01-01', cd_teste: 1, cd_grau_teste: 'MS' }, 'N')).toEqual([
      M.notaObrigatoria,
      M.grauNaoAceito,
    ]);
    expect(errosTeste({ dt_teste: '2026-01-01', cd_teste: 1, nr_nota: 5 }, 'C')).toEqual([
      M.grauObrigatorio,
      M.notaNaoAceita,
    ]);
  });
  it('changing the degree clears the grade and vice versa', () => {
    expect(aoMudarGrau({ nr_nota: 7, cd_grau_teste: null }, 'S')).toEqual({
      nr_nota: null,
      cd_grau_teste: 'S',
    });
    expect(aoMudarNota({ nr_nota: null, cd_grau_teste: 'S' }, 8)).toEqual({
      nr_nota: 8,
      cd_grau_teste: null,
    });
  });
  it('the request refuses a grade out of 0–10 and an unknown degree', () => {
    const base = { cd_pessoa_candidato: 1, cd_teste: 10, dt_teste: '2026-01-01' };
    expect(testeCorpo.safeParse({ ...base, nr_nota: 10.01 }).success).toBe(false);
    expect(testeCorpo.safeParse({ ...base, nr_nota: -1 }).success).toBe(false);
    expect(testeCorpo.safeParse({ ...base, cd_grau_teste: 'X' }).success).toBe(false);
    expect(testeCorpo.safeParse({ ...base, nr_nota: 9.5 }).success).toBe(true);
  });
  it('CAN_EDIT: S the form, CONF the reliability, else nothing', () => {
    expect(podeEditarTeste('S')).toBe('form');
    expect(podeEditarTeste('CONF')).toBe('confiabilidade');
    expect(podeEditarTeste('N')).toBeNull();
  });
});

describe('Learning Styles and Learning Means results', () => {
  it('shares of V per style', () => {
    const r = resultadoLearningStyles(
      [
        { ID: 1, DS_CATEGORIA: 'Ativo' },
        { ID: 2, DS_CATEGORIA: 'Ativo' },
        { ID: 3, DS_CATEGORIA: 'Teórico' },
      ],
      new Map([
        [1, 'V'],
        [2, 'F'],
        [3, 'V'],
      ]),
    );
    expect(r).toEqual([
      { estilo: 'Ativo', pontos: 1, percentual: 50 },
      { estilo: 'Teórico', pontos: 1, percentual: 100 },
    ]);
  });
  it('counts the chosen answers per means', () => {
    const opcoes = [
      { ID_RESPOSTA: 11, DS_CATEGORIA: 'Visual' },
      { ID_RESPOSTA: 12, DS_CATEGORIA: 'Auditivo' },
      { ID_RESPOSTA: 21, DS_CATEGORIA: 'Visual' },
      { ID_RESPOSTA: 22, DS_CATEGORIA: 'Auditivo' },
    ];
    expect(resultadoLearningMeans(opcoes, [11, 21])).toEqual([
      { meio: 'Visual', pontos: 2, percentual: 100 },
      { meio: 'Auditivo', pontos: 0, percentual: 0 },
    ]);
  });
});
