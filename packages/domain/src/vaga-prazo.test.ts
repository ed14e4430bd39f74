import { describe, expect, it } from 'vitest';
import {
  dataNegocio,
  dataProrrogacao,
  erroMotivoProrrogacao,
  lerDataPrazo,
  limiteAberturaPrazo,
  MENSAGENS_PRORROGACAO as M,
  MENSAGEM_VAGAS_ATRASADAS,
  prorrogarBody,
  recusaProrrogacao,
  somarDias,
  type VagaPrazo,
  vagaAtrasada,
} from './vaga-prazo';

const HOJE = '2025-06-30';
const analista = { user_sip: 77, cd_unid: 1 };
// the rule of the analyst's unit, as its flags give it (90 days; 120 for unit 330 by default)
const P90 = { ativo: true, dias: 90 };
const P120 = { ativo: true, dias: 120 };
const vaga = (v: Partial<VagaPrazo> = {}): VagaPrazo => ({
  cd_situacao_vaga: 1,
  dt_abertura: '2025-03-01', // 121 days before HOJE
  dt_prorrogacao: null,
  cd_pessoa_analista: 77,
  ...v,
});

describe('vagaAtrasada (spec 001 §5)', () => {
  it('is overdue after 90 days open with no extension', () => {
    expect(vagaAtrasada(vaga(), analista, HOJE, P90)).toBe(true);
  });

  it('counts more than 90 days: day 90 is still on time, day 91 is late', () => {
    expect(vagaAtrasada(vaga({ dt_abertura: '2025-04-01' }), analista, HOJE, P90)).toBe(false); // 90 days
    expect(vagaAtrasada(vaga({ dt_abertura: '2025-03-31' }), analista, HOJE, P90)).toBe(true); // 91 days
  });

  it('gives unit 330 120 days', () => {
    const u330 = { user_sip: 77, cd_unid: 330 };
    expect(vagaAtrasada(vaga({ dt_abertura: '2025-03-02' }), u330, HOJE, P120)).toBe(false); // 120 days
    expect(vagaAtrasada(vaga({ dt_abertura: '2025-03-01' }), u330, HOJE, P120)).toBe(true); // 121 days
  });

  it('applies only to the analyst of the vacancy', () => {
    expect(vagaAtrasada(vaga({ cd_pessoa_analista: 78 }), analista, HOJE, P90)).toBe(false);
    expect(vagaAtrasada(vaga({ cd_pessoa_analista: null }), analista, HOJE, P90)).toBe(false);
  });

  it("applies only when the rule is on for the user's unit", () => {
    expect(vagaAtrasada(vaga(), analista, HOJE, { ativo: false, dias: 90 })).toBe(false);
    expect(vagaAtrasada(vaga(), { user_sip: 77, cd_unid: 999 }, HOJE, P90)).toBe(true);
  });

  it("counts the unit's own days", () => {
    expect(
      vagaAtrasada(vaga({ dt_abertura: somarDias(HOJE, -10) }), analista, HOJE, { ativo: true, dias: 9 }),
    ).toBe(true);
    expect(
      vagaAtrasada(vaga({ dt_abertura: somarDias(HOJE, -10) }), analista, HOJE, { ativo: true, dias: 10 }),
    ).toBe(false);
  });

  it('applies only to situations 1, 7 and 11', () => {
    for (const s of [1, 7, 11])
      expect(vagaAtrasada(vaga({ cd_situacao_vaga: s }), analista, HOJE, P90)).toBe(true);
    for (const s of [5, 6, 8, 9, 10, 12, 13])
      expect(vagaAtrasada(vaga({ cd_situacao_vaga: s }), analista, HOJE, P90)).toBe(false);
  });

  it('is not overdue while the extension date is today or later; an extension in the past no longer counts', () => {
    expect(vagaAtrasada(vaga({ dt_prorrogacao: HOJE }), analista, HOJE, P90)).toBe(false);
    expect(vagaAtrasada(vaga({ dt_prorrogacao: '2025-07-15' }), analista, HOJE, P90)).toBe(false);
    expect(vagaAtrasada(vaga({ dt_prorrogacao: '2025-06-29' }), analista, HOJE, P90)).toBe(true);
  });

  it('reads DD/MM/YYYY dates with optional time, and ISO', () => {
    expect(vagaAtrasada(vaga({ dt_abertura: '01/03/2025 08:30' }), analista, HOJE, P90)).toBe(true);
    expect(vagaAtrasada(vaga({ dt_abertura: '01/05/2025' }), analista, HOJE, P90)).toBe(false);
    expect(vagaAtrasada(vaga({ dt_prorrogacao: '30/06/2025 00:00:00' }), analista, HOJE, P90)).toBe(false);
    expect(lerDataPrazo('2025-03-01T10:00:00-03:00')).toBe('2025-03-01');
    expect(lerDataPrazo('01-03-2025')).toBe('2025-03-01');
    expect(lerDataPrazo('31/02/2025')).toBeNull();
    expect(lerDataPrazo('ontem')).toBeNull();
  });

  it('ignores a vacancy without an opening date', () => {
    expect(vagaAtrasada(vaga({ dt_abertura: null }), analista, HOJE, P90)).toBe(false);
  });

  it('takes today in São Paulo', () => {
    // 02:00 UTC is still the previous day in São Paulo (UTC-3)
    expect(dataNegocio(new Date('2025-07-01T02:00:00Z'))).toBe('2025-06-30');
    expect(dataNegocio(new Date('2025-07-01T03:30:00Z'))).toBe('2025-07-01');
  });
});

describe('the rule at its edges (spec 001 §5)', () => {
  const aberta = (dias: number, v: Partial<VagaPrazo> = {}) =>
    vaga({ dt_abertura: somarDias(HOJE, -dias), ...v });

  it('unit 1: 89 and 90 days are on time, 91 is late', () => {
    expect(vagaAtrasada(aberta(89), analista, HOJE, P90)).toBe(false);
    expect(vagaAtrasada(aberta(90), analista, HOJE, P90)).toBe(false);
    expect(vagaAtrasada(aberta(91), analista, HOJE, P90)).toBe(true);
  });

  it('unit 330: 120 days are on time, 121 is late', () => {
    const u330 = { user_sip: 77, cd_unid: 330 };
    expect(vagaAtrasada(aberta(120), u330, HOJE, P120)).toBe(false);
    expect(vagaAtrasada(aberta(121), u330, HOJE, P120)).toBe(true);
  });

  it('an extension dated today holds; one dated yesterday no longer does', () => {
    expect(vagaAtrasada(aberta(200, { dt_prorrogacao: HOJE }), analista, HOJE, P90)).toBe(false);
    expect(vagaAtrasada(aberta(200, { dt_prorrogacao: somarDias(HOJE, -1) }), analista, HOJE, P90)).toBe(
      true,
    );
  });

  it('limiteAberturaPrazo is the first opening date still on time', () => {
    expect(limiteAberturaPrazo(HOJE, 90)).toBe(somarDias(HOJE, -90));
    expect(limiteAberturaPrazo(HOJE, 120)).toBe(somarDias(HOJE, -120));
    // opened before the limit is late, on the limit is not
    expect(
      vagaAtrasada(vaga({ dt_abertura: somarDias(limiteAberturaPrazo(HOJE, 90), -1) }), analista, HOJE, P90),
    ).toBe(true);
    expect(vagaAtrasada(vaga({ dt_abertura: limiteAberturaPrazo(HOJE, 90) }), analista, HOJE, P90)).toBe(
      false,
    );
  });

  it('keeps the spec notice exactly as written', () => {
    expect(MENSAGEM_VAGAS_ATRASADAS).toBe('É necessário cancelar ou prorrogar as vagas abaixo.');
  });
});

describe('extension (prorrogação, spec 001 §5)', () => {
  it('the reason: required, at least 15 characters after trimming, at most 3900', () => {
    expect(erroMotivoProrrogacao(undefined)).toBe(M.motivoObrigatorio);
    expect(erroMotivoProrrogacao('   ')).toBe(M.motivoObrigatorio);
    expect(erroMotivoProrrogacao('  abcdefghijklmn  ')).toBe(M.motivoMinimo); // 14
    expect(erroMotivoProrrogacao('  abcdefghijklmno  ')).toBeNull(); // 15
    expect(erroMotivoProrrogacao('x'.repeat(3900))).toBeNull();
    expect(erroMotivoProrrogacao('x'.repeat(3901))).toBe(M.motivoMaximo);
  });

  it('the body gives one spec message per failure and trims the reason', () => {
    const erros = (b: unknown) => {
      const r = prorrogarBody.safeParse(b);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(erros({ nr_vaga: 1 })).toEqual([M.motivoObrigatorio]);
    expect(erros({ nr_vaga: 1, ds_motivo_prorrogacao: 'curto' })).toEqual([M.motivoMinimo]);
    expect(erros({ nr_vaga: 1, ds_motivo_prorrogacao: 'x'.repeat(4000) })).toEqual([M.motivoMaximo]);
    expect(erros({ ds_motivo_prorrogacao: 'motivo suficiente' })).toEqual([M.vagaNaoIdentificada]);
    expect(erros({ nr_vaga: '0', ds_motivo_prorrogacao: 'motivo suficiente' })).toEqual([
      M.vagaNaoIdentificada,
    ]);
    expect(
      prorrogarBody.parse({ nr_vaga: '12', ds_motivo_prorrogacao: '  motivo suficiente ', cd_unidade: 1 }),
    ).toEqual({ nr_vaga: 12, ds_motivo_prorrogacao: 'motivo suficiente', cd_unidade: 1 });
  });

  it('is refused on a frozen or closed vacancy, to another user, and when not overdue', () => {
    const atrasada = vaga({ dt_abertura: somarDias(HOJE, -91) });
    expect(recusaProrrogacao(atrasada, analista, HOJE, P90)).toBeNull();
    expect(recusaProrrogacao({ ...atrasada, cd_situacao_vaga: 13 }, analista, HOJE, P90)).toBe(
      M.vagaCongelada,
    );
    for (const s of [5, 6, 8, 9, 10, 12])
      expect(recusaProrrogacao({ ...atrasada, cd_situacao_vaga: s }, analista, HOJE, P90)).toBe(
        M.vagaNaoAberta,
      );
    expect(recusaProrrogacao({ ...atrasada, cd_pessoa_analista: 78 }, analista, HOJE, P90)).toBe(
      M.naoAnalista,
    );
    expect(recusaProrrogacao(vaga({ dt_abertura: somarDias(HOJE, -90) }), analista, HOJE, P90)).toBe(
      M.naoAtrasada,
    );
  });

  it('moves the extension date the configured days past today', () => {
    expect(dataProrrogacao(HOJE)).toBe('2025-07-30');
    expect(dataProrrogacao(HOJE, 10)).toBe('2025-07-10');
  });
});
