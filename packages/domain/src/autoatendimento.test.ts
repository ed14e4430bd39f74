import { describe, expect, it } from 'vitest';
import {
  acaoPermitida,
  acoesPermitidas,
  descartarAutoatendimentoBody,
  erroMotivoDescarte,
  MENSAGENS_AUTOATENDIMENTO,
  SITUACAO_AUTOATENDIMENTO as S,
} from './autoatendimento';

describe('self-service actions per situation', () => {
  it('waiting rows: forward, reject, schedule, did-not-attend', () => {
    expect(acoesPermitidas(S.AGUARDANDO)).toEqual(['encaminhar', 'reprovar', 'agendar', 'naoCompareceu']);
    expect(acaoPermitida(S.AGUARDANDO, 'reciclar')).toBe(false);
  });
  it('handled rows: recycle and reject; a rejected row only recycles', () => {
    for (const s of [S.ENCAMINHADO, S.NAO_COMPARECEU, S.AGENDADO, S.RECICLADO]) {
      expect(acoesPermitidas(s)).toEqual(['reciclar', 'reprovar']);
      expect(acaoPermitida(s, 'encaminhar')).toBe(false);
    }
    expect(acoesPermitidas(S.REPROVADO)).toEqual(['reciclar']);
  });
});

describe('discard reason', () => {
  it('needs at least 10 characters after trimming', () => {
    expect(erroMotivoDescarte('  123456789  ')).toBe(MENSAGENS_AUTOATENDIMENTO.motivoMin);
    expect(erroMotivoDescarte('1234567890')).toBeNull();
    const r = descartarAutoatendimentoBody.safeParse({ cd_pessoa_candidato: 1, nr_vaga: 2, motivo: 'curto' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(MENSAGENS_AUTOATENDIMENTO.motivoMin);
  });
});
