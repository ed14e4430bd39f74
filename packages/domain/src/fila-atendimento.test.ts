import { describe, expect, it } from 'vitest';
import {
  aguardando,
  chegadaBody,
  esperaExcedida,
  horaNegocio,
  idAtrasou,
  inicioEspera,
  LIMITES_FILA_ATENDIMENTO as L,
  lerChegada,
  MENSAGENS_FILA_ATENDIMENTO as M,
  minutosEspera,
  situacaoFila,
  type TemposAgendamento,
  textoAvisoEspera,
} from './fila-atendimento';

// 2030-03-12 10:00 in São Paulo (UTC-3)
const AGORA = new Date('2030-03-12T13:00:00.000Z');
const em = (min: number) => new Date(AGORA.getTime() + min * 60_000).toISOString();
const ag = (p: Partial<TemposAgendamento> & { min: number }): TemposAgendamento => ({
  DT_ATENDIMENTO: em(p.min),
  DT_CHEGADA: p.DT_CHEGADA ?? null,
  DT_INICIO_ATENDIMENTO: p.DT_INICIO_ATENDIMENTO ?? null,
  DT_ENCERRAMENTO: p.DT_ENCERRAMENTO ?? null,
  ID_COMPARECEU: p.ID_COMPARECEU ?? null,
});

describe('idAtrasou (ID_ATRASOU)', () => {
  it('is A for an arrival after the tolerance, and not up to it', () => {
    expect(idAtrasou(ag({ min: -60, DT_CHEGADA: em(-60 + L.toleranciaAtrasoMin + 1) }), AGORA)).toBe('A');
    expect(idAtrasou(ag({ min: -60, DT_CHEGADA: em(-60 + L.toleranciaAtrasoMin) }), AGORA)).toBeNull();
    expect(idAtrasou(ag({ min: -60, DT_CHEGADA: em(-80) }), AGORA)).toBeNull();
  });

  it('is A for an open appointment not arrived past the tolerance; not for a closed one', () => {
    expect(idAtrasou(ag({ min: -L.toleranciaAtrasoMin - 1 }), AGORA)).toBe('A');
    expect(idAtrasou(ag({ min: -L.toleranciaAtrasoMin }), AGORA)).toBeNull();
    expect(idAtrasou(ag({ min: 30 }), AGORA)).toBeNull();
    expect(idAtrasou(ag({ min: -120, DT_ENCERRAMENTO: em(-10), ID_COMPARECEU: 'N' }), AGORA)).toBeNull();
  });
});

describe('situacaoFila', () => {
  it('follows the day of an appointment', () => {
    expect(situacaoFila(ag({ min: 30 }), AGORA)).toBe('AGENDADO');
    expect(situacaoFila(ag({ min: -30 }), AGORA)).toBe('ATRASADO');
    expect(situacaoFila(ag({ min: -30, DT_CHEGADA: em(-5) }), AGORA)).toBe('AGUARDANDO');
    expect(situacaoFila(ag({ min: -30, DT_CHEGADA: em(-5), DT_INICIO_ATENDIMENTO: em(-1) }), AGORA)).toBe(
      'EM_ATENDIMENTO',
    );
    expect(
      situacaoFila(
        ag({ min: -90, DT_CHEGADA: em(-95), DT_INICIO_ATENDIMENTO: em(-90), DT_ENCERRAMENTO: em(-60) }),
        AGORA,
      ),
    ).toBe('ENCERRADO');
    expect(situacaoFila(ag({ min: -90, DT_ENCERRAMENTO: em(-10), ID_COMPARECEU: 'N' }), AGORA)).toBe(
      'NAO_COMPARECEU',
    );
  });
});

describe('the wait and the arrival-delay alert', () => {
  it('counts from the arrival, or from the scheduled time for an early candidate', () => {
    expect(inicioEspera(ag({ min: -20, DT_CHEGADA: em(-5) }))).toBe(Date.parse(em(-5)));
    expect(inicioEspera(ag({ min: 10, DT_CHEGADA: em(-5) }))).toBe(Date.parse(em(10)));
    expect(inicioEspera(ag({ min: 10 }))).toBeNull();
    expect(minutosEspera(ag({ min: -20, DT_CHEGADA: em(-5) }), AGORA)).toBe(5);
    expect(minutosEspera(ag({ min: 10, DT_CHEGADA: em(-5) }), AGORA)).toBe(0);
  });

  it('is due from the limit on, only while the candidate waits', () => {
    const limite = L.esperaAvisoMin;
    expect(esperaExcedida(ag({ min: -60, DT_CHEGADA: em(-limite) }), AGORA)).toBe(true);
    expect(esperaExcedida(ag({ min: -60, DT_CHEGADA: em(-limite + 1) }), AGORA)).toBe(false);
    expect(esperaExcedida(ag({ min: -limite + 1, DT_CHEGADA: em(-60) }), AGORA)).toBe(false);
    const iniciado = ag({ min: -60, DT_CHEGADA: em(-50), DT_INICIO_ATENDIMENTO: em(-1) });
    expect(aguardando(iniciado)).toBe(false);
    expect(esperaExcedida(iniciado, AGORA)).toBe(false);
    expect(esperaExcedida(ag({ min: -60, DT_CHEGADA: em(-50), DT_ENCERRAMENTO: em(-1) }), AGORA)).toBe(false);
    expect(esperaExcedida(ag({ min: -60 }), AGORA)).toBe(false);
  });

  it('says who waits since when, in business time', () => {
    expect(horaNegocio(em(0))).toBe('10:00');
    expect(textoAvisoEspera('Ana Souza', { DT_ATENDIMENTO: em(-30), DT_CHEGADA: em(-22) })).toBe(
      'Ana Souza chegou às 09:38 para o atendimento das 09:30 e aguarda na fila.',
    );
  });
});

describe('lerChegada', () => {
  it('defaults to now and reads today in business time', () => {
    expect(lerChegada(undefined, AGORA)).toEqual({ instante: AGORA.toISOString() });
    expect(lerChegada('2030-03-12T09:40', AGORA)).toEqual({ instante: em(-20) });
    expect(lerChegada('12/03/2030 09:40', AGORA)).toEqual({ instante: em(-20) });
    // within the clock's slack
    expect(lerChegada('2030-03-12T10:01', AGORA)).toEqual({ instante: em(L.folgaRelogioMin) });
  });

  it('refuses the future, another day and what is not a date with time', () => {
    expect(lerChegada('2030-03-12T10:05', AGORA)).toEqual({ erro: M.chegadaFutura });
    expect(lerChegada('2030-03-11T23:59', AGORA)).toEqual({ erro: M.chegadaOutroDia });
    expect(lerChegada('2030-03-12', AGORA)).toEqual({ erro: M.chegadaInvalida });
    expect(lerChegada('ontem', AGORA)).toEqual({ erro: M.chegadaInvalida });
  });

  it('is bounded in the body', () => {
    const chave = { cd_pessoa_candidato: 1, criado_em: '2030-03-11T10:00:00.000Z' };
    expect(chegadaBody.safeParse({ ...chave, data_chegada: 'x'.repeat(41) }).success).toBe(false);
    expect(chegadaBody.safeParse({ ...chave, cd_pessoa_candidato: 0 }).success).toBe(false);
    expect(chegadaBody.safeParse(chave).success).toBe(true);
  });
});
