import { describe, expect, it } from 'vitest';
import { textoDeHtml } from './texto-html';
import {
  dataInicioTrabalhoMinima,
  datasAprovacaoPadrao,
  errosAprovacao,
  erroTimeline,
  estrelasDaNota,
  MENSAGENS_VAGA_CANDIDATOS,
  podeAprovar,
  podeVoltarPendente,
  rotuloOrigemDescartado,
} from './vaga-candidatos';
import { rotuloOrigemRelacionamento } from './vaga-estagio';

const V = MENSAGENS_VAGA_CANDIDATOS.validacao;

describe('approval dates', () => {
  it('defaults to the next Sunday for billing and the Monday after for the start', () => {
    // 2030-01-02 is a Wednesday
    expect(datasAprovacaoPadrao('2030-01-02')).toEqual({
      dt_faturamento: '2030-01-06',
      dt_inicio_trabalho: '2030-01-07',
    });
    // on a Sunday the next Sunday is a week ahead
    expect(datasAprovacaoPadrao('2030-01-06')).toEqual({
      dt_faturamento: '2030-01-13',
      dt_inicio_trabalho: '2030-01-14',
    });
  });

  it('refuses a billing date of today only for hiring type 1 and a start 14 days ago or earlier', () => {
    const hoje = '2030-03-20';
    expect(dataInicioTrabalhoMinima(hoje)).toBe('2030-03-07');
    expect(errosAprovacao({ dt_faturamento: hoje, dt_inicio_trabalho: '2030-03-07' }, 1, hoje)).toEqual([
      V.dataFaturamentoHoje,
    ]);
    expect(errosAprovacao({ dt_faturamento: hoje, dt_inicio_trabalho: '2030-03-06' }, 2, hoje)).toEqual([
      V.dataInicioAntiga,
    ]);
    expect(errosAprovacao({ dt_faturamento: null, dt_inicio_trabalho: null }, 1, hoje)).toEqual([
      V.dataFaturamentoObrigatoria,
      V.dataInicioObrigatoria,
    ]);
    expect(errosAprovacao({ dt_faturamento: '2030-03-19', dt_inicio_trabalho: hoje }, 1, hoje)).toEqual([]);
  });
});

describe('candidate state rules', () => {
  it('returns to pending only approved, hiring type 1, job not closed', () => {
    const aprovado = { CD_ESTAGIO_VAGA: 6, ID_SITUACAO: 'A' };
    expect(podeVoltarPendente(aprovado, { cdTipoContratacao: 1, cdSituacao: 1 })).toBe(true);
    expect(podeVoltarPendente(aprovado, { cdTipoContratacao: 2, cdSituacao: 1 })).toBe(false);
    expect(podeVoltarPendente(aprovado, { cdTipoContratacao: 1, cdSituacao: 6 })).toBe(false);
    expect(
      podeVoltarPendente({ CD_ESTAGIO_VAGA: 5, ID_SITUACAO: null }, { cdTipoContratacao: 1, cdSituacao: 1 }),
    ).toBe(false);
  });

  it('approves pending candidates of a job not with the client, not frozen, with nobody approved', () => {
    expect(podeAprovar({ ID_SITUACAO: null }, { cdSituacao: 1, temAprovado: false })).toBe(true);
    expect(podeAprovar({ ID_SITUACAO: null }, { cdSituacao: 7, temAprovado: false })).toBe(false);
    expect(podeAprovar({ ID_SITUACAO: null }, { cdSituacao: 13, temAprovado: false })).toBe(false);
    expect(podeAprovar({ ID_SITUACAO: null }, { cdSituacao: 1, temAprovado: true })).toBe(false);
    expect(podeAprovar({ ID_SITUACAO: 'R' }, { cdSituacao: 1, temAprovado: false })).toBe(false);
  });
});

describe('labels', () => {
  it('halves the score into stars', () => {
    expect(estrelasDaNota(10)).toBe(5);
    expect(estrelasDaNota(7)).toBe(3.5);
    expect(estrelasDaNota(null)).toBe(0);
    expect(estrelasDaNota(14)).toBe(5);
  });
  it('names the origins', () => {
    expect(rotuloOrigemRelacionamento(1)).toBe('Recrutamento');
    expect(rotuloOrigemRelacionamento(99)).toBe('Callcenter');
    expect(rotuloOrigemRelacionamento(2)).toBe('Seleção');
    expect(rotuloOrigemDescartado('ELASTIC')).toBe('pesquisa');
    expect(rotuloOrigemDescartado('WEB')).toBe('WEB');
  });
});

describe('timeline note', () => {
  it('counts the text without markup', () => {
    expect(textoDeHtml('<p>Olá&nbsp;<strong>mundo</strong></p><p>fim &amp; tal</p>')).toBe(
      'Olá mundo fim & tal',
    );
    expect(erroTimeline('<p><em>curto</em></p>')).toBe(V.timelineMinimo);
    expect(erroTimeline(`<p>${'a'.repeat(20)}</p>`)).toBeNull();
    expect(erroTimeline(`<p>${'a'.repeat(3993)}</p>`)).toBe(V.timelineMaximo);
  });
});
