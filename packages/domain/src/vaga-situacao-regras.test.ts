import { describe, expect, it } from 'vitest';
import {
  avaliarMudancaSituacao,
  type ContextoMudancaSituacao,
  dentroCancelamentoLivre,
  justificativaAposMudanca,
  justificativaVagaBody,
  limiteCancelamentoLivre,
  MENSAGENS_SITUACAO,
  opcoesSituacao,
  permiteAtualizarSituacao,
  podeJustificar,
  situacaoVagaBody,
  situacaoVagaDaVaga,
  vagaExpirada,
} from './vaga-situacao-regras';

const CATALOGO = [1, 5, 6, 7, 8, 9, 10, 11, 12, 13];
const HOJE = '2030-06-15';

describe('opcoesSituacao', () => {
  it('offers the catalogue without 6 and 13', () => {
    expect(opcoesSituacao({ atual: 1, expirada: false, catalogo: CATALOGO })).toEqual([
      1, 5, 7, 8, 9, 10, 11, 12,
    ]);
  });
  it("adds 'Fechada' when the current situation is 6", () => {
    expect(opcoesSituacao({ atual: 6, expirada: false, catalogo: CATALOGO })).toContain(6);
  });
  it('offers only 13 and 5 on a frozen vacancy', () => {
    expect(opcoesSituacao({ atual: 13, expirada: false, catalogo: CATALOGO })).toEqual([13, 5]);
  });
  it('offers only 5 and 9 on an expired vacancy', () => {
    expect(opcoesSituacao({ atual: 1, expirada: true, catalogo: CATALOGO })).toEqual([5, 9]);
  });
  it('removes 1 when the current situation is 5', () => {
    expect(opcoesSituacao({ atual: 5, expirada: false, catalogo: CATALOGO })).not.toContain(1);
  });
});

describe('permiteAtualizarSituacao', () => {
  it('locks situations 5, 9 and 10', () => {
    for (const cd of [5, 9, 10]) {
      expect(
        permiteAtualizarSituacao({ cdSituacao: cd, cdTipoContratacao: 1, temCandidatoAprovado: false }),
      ).toEqual({
        atualiza: false,
        mensagem: MENSAGENS_SITUACAO.situacaoNaoEditavel,
      });
    }
    expect(
      permiteAtualizarSituacao({ cdSituacao: 6, cdTipoContratacao: 1, temCandidatoAprovado: false }).atualiza,
    ).toBe(true);
  });
  it('locks when an approved candidate exists and the hiring type is not 1 or 10', () => {
    expect(
      permiteAtualizarSituacao({ cdSituacao: 1, cdTipoContratacao: 2, temCandidatoAprovado: true }),
    ).toEqual({
      atualiza: false,
      mensagem: MENSAGENS_SITUACAO.candidatoAprovado,
    });
    expect(
      permiteAtualizarSituacao({ cdSituacao: 1, cdTipoContratacao: 1, temCandidatoAprovado: true }).atualiza,
    ).toBe(true);
    expect(
      permiteAtualizarSituacao({ cdSituacao: 1, cdTipoContratacao: 10, temCandidatoAprovado: true }).atualiza,
    ).toBe(true);
    expect(
      permiteAtualizarSituacao({ cdSituacao: 1, cdTipoContratacao: 2, temCandidatoAprovado: false }).atualiza,
    ).toBe(true);
  });
});

describe('avaliarMudancaSituacao', () => {
  const base: ContextoMudancaSituacao = {
    atual: 1,
    nova: 7,
    expirada: false,
    catalogo: CATALOGO,
    cdTipoContratacao: 1,
    temCandidatoAprovado: false,
    adiantamentoFaturado: false,
    cdMotivo: null,
    dtFaturamento: null,
    hoje: HOJE,
  };
  it('accepts an offered change', () => {
    expect(avaliarMudancaSituacao(base)).toBeNull();
  });
  it('refuses a change the rules do not offer with 409', () => {
    expect(avaliarMudancaSituacao({ ...base, nova: 13 })).toEqual({
      status: 409,
      mensagem: MENSAGENS_SITUACAO.situacaoNaoPermitida,
    });
    expect(avaliarMudancaSituacao({ ...base, nova: 6 })?.status).toBe(409);
    expect(avaliarMudancaSituacao({ ...base, expirada: true, nova: 7 })?.status).toBe(409);
    expect(avaliarMudancaSituacao({ ...base, atual: 13, nova: 1 })?.status).toBe(409);
  });
  it('needs a reason for 5, 8 and 9', () => {
    for (const nova of [5, 8]) {
      expect(avaliarMudancaSituacao({ ...base, nova })).toEqual({
        status: 400,
        mensagem: MENSAGENS_SITUACAO.motivoObrigatorio,
      });
      expect(avaliarMudancaSituacao({ ...base, nova, cdMotivo: 2 })).toBeNull();
    }
  });
  it('needs a billing date after today to cancel with billing', () => {
    const nove = { ...base, nova: 9, cdMotivo: 1 };
    expect(avaliarMudancaSituacao(nove)?.mensagem).toBe(MENSAGENS_SITUACAO.dataFaturamentoObrigatoria);
    expect(avaliarMudancaSituacao({ ...nove, dtFaturamento: HOJE })).toEqual({
      status: 400,
      mensagem: 'Data de faturamento deve ser maior que a data atual!',
    });
    expect(avaliarMudancaSituacao({ ...nove, dtFaturamento: '2030-06-16' })).toBeNull();
  });
  it("puts the change's missing input on its fields in the tab's schema", () => {
    const esquema = situacaoVagaDaVaga(1, HOJE);
    const r = esquema.safeParse({ nr_vaga: 7, cd_situacao_vaga: 9 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cd_motivo_cancelamento', MENSAGENS_SITUACAO.motivoObrigatorio],
      ['dt_faturamento', MENSAGENS_SITUACAO.dataFaturamentoObrigatoria],
    ]);
    expect(
      esquema.safeParse({
        nr_vaga: 7,
        cd_situacao_vaga: 9,
        cd_motivo_cancelamento: 2,
        dt_faturamento: '2030-06-16',
      }).success,
    ).toBe(true);
    // the situation kept: a note alone needs nothing else
    expect(situacaoVagaDaVaga(9, HOJE).safeParse({ nr_vaga: 7, cd_situacao_vaga: 9 }).success).toBe(true);
  });
  it('lets a frozen vacancy be cancelled unless its advance was billed', () => {
    const congelada = { ...base, atual: 13, nova: 5, cdMotivo: 9 };
    expect(avaliarMudancaSituacao(congelada)).toBeNull();
    expect(avaliarMudancaSituacao({ ...congelada, adiantamentoFaturado: true })).toEqual({
      status: 409,
      mensagem: MENSAGENS_SITUACAO.cobrancaAdiantamento,
    });
    expect(MENSAGENS_SITUACAO.cobrancaAdiantamento).toContain('Cancelar Vaga com Cobrança de Adiantamento');
  });
  it('refuses changing a cancelled or locked situation', () => {
    expect(avaliarMudancaSituacao({ ...base, atual: 5, nova: 7 })?.status).toBe(409);
    expect(avaliarMudancaSituacao({ ...base, atual: 10, nova: 1 })?.status).toBe(409);
    expect(
      avaliarMudancaSituacao({ ...base, cdTipoContratacao: 2, temCandidatoAprovado: true })?.mensagem,
    ).toBe(MENSAGENS_SITUACAO.candidatoAprovado);
  });
});

describe('justification', () => {
  it('is offered to listed users only in 5, 6 and 9', () => {
    for (const cd of [5, 6, 9]) expect(podeJustificar({ usuarioListado: true, cdSituacao: cd })).toBe(true);
    expect(podeJustificar({ usuarioListado: true, cdSituacao: 1 })).toBe(false);
    expect(podeJustificar({ usuarioListado: false, cdSituacao: 5 })).toBe(false);
  });
  it('resets to N outside 5, 6 and 9', () => {
    expect(justificativaAposMudanca(1, 'S')).toBe('N');
    expect(justificativaAposMudanca(9, 'S')).toBe('S');
  });
  it('needs 20 to 1999 characters when S', () => {
    expect(
      justificativaVagaBody.safeParse({ nr_vaga: 1, id_cancelada_just: 'S', ds_justificativa: 'curta' })
        .success,
    ).toBe(false);
    expect(justificativaVagaBody.safeParse({ nr_vaga: 1, id_cancelada_just: 'S' }).success).toBe(false);
    expect(
      justificativaVagaBody.safeParse({
        nr_vaga: 1,
        id_cancelada_just: 'S',
        ds_justificativa: 'x'.repeat(2000),
      }).success,
    ).toBe(false);
    expect(justificativaVagaBody.safeParse({ nr_vaga: 1, id_cancelada_just: 'N' }).success).toBe(true);
  });
});

describe('dates', () => {
  it('expires open vacancies past 90 days (120 for unit 330) unless extended', () => {
    const v = {
      cd_situacao_vaga: 1,
      nr_dias_prazo_vaga: 90,
      dt_abertura: '2030-03-01',
      dt_prorrogacao: null,
    };
    expect(vagaExpirada(v, '2030-05-30')).toBe(false); // 90 days
    expect(vagaExpirada(v, '2030-05-31')).toBe(true);
    expect(vagaExpirada({ ...v, nr_dias_prazo_vaga: 120 }, '2030-05-31')).toBe(false);
    expect(vagaExpirada({ ...v, dt_prorrogacao: '2030-05-31' }, '2030-05-31')).toBe(false);
    expect(vagaExpirada({ ...v, cd_situacao_vaga: 5 }, '2030-12-31')).toBe(false);
  });
  it('counts the free-cancellation period from the opening', () => {
    expect(limiteCancelamentoLivre('2030-06-01', 7)).toBe('2030-06-08');
    expect(dentroCancelamentoLivre('2030-06-01', 7, '2030-06-08')).toBe(true);
    expect(dentroCancelamentoLivre('2030-06-01', 7, '2030-06-09')).toBe(false);
  });
  it('checks the situation note length only when one is written', () => {
    expect(
      situacaoVagaBody.parse({ nr_vaga: 1, cd_situacao_vaga: 7, ds_situacao_vaga: '  ' }).ds_situacao_vaga,
    ).toBeNull();
    expect(
      situacaoVagaBody.safeParse({ nr_vaga: 1, cd_situacao_vaga: 7, ds_situacao_vaga: 'curta' }).success,
    ).toBe(false);
    expect(situacaoVagaBody.safeParse({ nr_vaga: 1 }).success).toBe(false);
  });
});
