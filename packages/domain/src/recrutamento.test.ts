import { describe, expect, it } from 'vitest';
import { filtrosPadrao } from './minhas-vagas';
import {
  corDiasAberturaRelatorio,
  corDiasEstacionadaRelatorio,
  queryDosFiltrosRecrutamento,
  rotuloTipoRelatorio,
  tituloVagasAbertas,
  vagasAbertasPorTipoBody,
  vagasRecrutamentoQuery,
} from './recrutamento';

describe('recruitment lists (spec 001 §2.10, §2.13, §2.15)', () => {
  it("titles an open-vacancy list 'Vagas de {sector} - {type}'", () => {
    expect(tituloVagasAbertas('R', 'A')).toBe('Vagas de Recrutamento - Administrativo');
    expect(tituloVagasAbertas('S', 'Q')).toBe('Vagas de Seleção - Qualificado');
  });

  it('colours the report: days open above 5 and days parked above 30 are danger', () => {
    expect(corDiasAberturaRelatorio(5)).toBeNull();
    expect(corDiasAberturaRelatorio(6)).toBe('danger');
    expect(corDiasEstacionadaRelatorio(30)).toBeNull();
    expect(corDiasEstacionadaRelatorio(31)).toBe('danger');
  });

  it('labels the hiring type: TE Temporário, TR Terceiro, otherwise Efetivo', () => {
    expect(rotuloTipoRelatorio('TE')).toBe('Temporário');
    expect(rotuloTipoRelatorio('TR')).toBe('Terceiro');
    expect(rotuloTipoRelatorio('ES')).toBe('Efetivo');
    expect(rotuloTipoRelatorio(null)).toBe('Efetivo');
  });

  it('the filter defaults: mine, recruitment sector, open and at the client, ending today, my unit', () => {
    const f = filtrosPadrao('recrutamento', { cd_unid: 101 }, '2026-11-24');
    expect(queryDosFiltrosRecrutamento(f)).toEqual({
      tipo_vagas: 'M',
      setor: 'S',
      aberta: 'S',
      cliente: 'S',
      cd_unidade: 101,
      termino: '2026-11-24',
    });
    // a selection-list status carried over is not sent
    expect(queryDosFiltrosRecrutamento({ ...f, situacoes: ['aberta', 'fechada'] })).not.toHaveProperty(
      'fechada',
    );
  });

  it('the query defaults the sector to recruitment and leaves the other statuses out', () => {
    const q = vagasRecrutamentoQuery.parse({ fechada: 'S' });
    expect(q.setor).toBe('S');
    expect(q).not.toHaveProperty('fechada');
    expect(vagasRecrutamentoQuery.safeParse({ setor: 'R' }).success).toBe(false);
  });

  it('open-vacancy lists take a type A/G/Q/O and a sector R/S', () => {
    expect(vagasAbertasPorTipoBody.safeParse({ tipo_vaga: 'G', origem: 'S' }).success).toBe(true);
    expect(vagasAbertasPorTipoBody.safeParse({ tipo_vaga: 'X', origem: 'S' }).success).toBe(false);
    expect(vagasAbertasPorTipoBody.safeParse({ tipo_vaga: 'A', origem: 'T' }).success).toBe(false);
  });
});
