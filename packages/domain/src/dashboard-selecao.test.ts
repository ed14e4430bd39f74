import { describe, expect, it } from 'vitest';
import { queryVagasDaBarra, unidadeDoDashboard, unidadesContadas } from './dashboard-selecao';
import { vagasSelecaoQuery } from './minhas-vagas';

describe('selection dashboard units', () => {
  it('treats unit 430 as unit 1 and leaves the others as they are', () => {
    expect(unidadeDoDashboard(430)).toBe(1);
    expect(unidadeDoDashboard(1)).toBe(1);
    expect(unidadeDoDashboard(330)).toBe(330);
  });

  it('counts 430 under the grouping of 1, and never under its own grouping 330', () => {
    expect(unidadesContadas(1)).toEqual({ agrupadora: 1, mais: [430], menos: [] });
    expect(unidadesContadas(430)).toEqual({ agrupadora: 1, mais: [430], menos: [] });
    expect(unidadesContadas(330)).toEqual({ agrupadora: 330, mais: [], menos: [430] });
    expect(unidadesContadas(19)).toEqual({ agrupadora: 19, mais: [], menos: [430] });
  });
});

describe('the vacancies behind a bar', () => {
  it("an analyst's open bar lists their open, at-the-client and commercial selection vacancies of the dashboard's unit", () => {
    const q = queryVagasDaBarra({ cdUnidade: 1, cdPessoaAnalista: 77, abertas: true });
    expect(q).toEqual({
      tipo_vagas: 'A',
      setor: 'N',
      cd_pessoa_analista: 77,
      unidade_dashboard: 1,
      aberta: 'S',
      cliente: 'S',
      comercial: 'S',
    });
    expect(vagasSelecaoQuery.safeParse(q).success).toBe(true);
  });

  it("a situation's bar lists every selection vacancy of the analyst in that situation, whatever the unit", () => {
    expect(queryVagasDaBarra({ cdUnidade: 1, cdPessoaAnalista: 77, cdSituacaoVaga: 6 })).toEqual({
      tipo_vagas: 'A',
      setor: 'N',
      cd_pessoa_analista: 77,
      fechada: 'S',
    });
    expect(queryVagasDaBarra({ cdUnidade: 1, cdPessoaAnalista: 77, cdSituacaoVaga: 13 })).toMatchObject({
      congelada: 'S',
    });
  });
});
