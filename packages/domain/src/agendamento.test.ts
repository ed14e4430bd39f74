import { describe, expect, it } from 'vitest';
import {
  type AgendamentoBody,
  agendamentoDoPainel,
  errosAgendamento,
  exigeTipoProcesso,
  lerDataHora,
  MENSAGENS_AGENDAMENTO,
} from './agendamento';

const HOJE = '2025-06-30';
const valido: AgendamentoBody = {
  cd_pessoa_candidato: 10,
  cd_usuario_atendimento: 3,
  dt_atendimento: '2025-07-02T14:30:00-03:00',
};

describe('errosAgendamento (spec 000 §5.3)', () => {
  it('accepts a complete appointment', () => {
    expect(errosAgendamento(valido, HOJE)).toEqual([]);
  });

  it('asks for candidate, attending user and date with time', () => {
    expect(errosAgendamento({}, HOJE)).toEqual([
      MENSAGENS_AGENDAMENTO.candidato,
      MENSAGENS_AGENDAMENTO.usuarioAtendimento,
      MENSAGENS_AGENDAMENTO.dataHora,
    ]);
    expect(errosAgendamento({ ...valido, dt_atendimento: '02/07/2025' }, HOJE)[0]).toMatch(
      /^Necessário informar a data e a hora/,
    );
  });

  it("puts each rule on its field in the panel's schema", () => {
    const r = agendamentoDoPainel(null, HOJE).safeParse({ cd_pessoa_cliente: 5, descricao: 'curta' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cd_pessoa_candidato', MENSAGENS_AGENDAMENTO.candidato],
      ['cd_usuario_atendimento', MENSAGENS_AGENDAMENTO.usuarioAtendimento],
      ['dt_atendimento', MENSAGENS_AGENDAMENTO.dataHora],
      ['tipo_processo', MENSAGENS_AGENDAMENTO.tipoProcesso],
      ['descricao', MENSAGENS_AGENDAMENTO.descricaoMin],
    ]);
    expect(agendamentoDoPainel(null, HOJE).safeParse(valido).success).toBe(true);
  });

  it('asks for the process type when a client is set, except for the exempt client', () => {
    expect(errosAgendamento({ ...valido, cd_pessoa_cliente: 5 }, HOJE)).toEqual([
      MENSAGENS_AGENDAMENTO.tipoProcesso,
    ]);
    expect(errosAgendamento({ ...valido, cd_pessoa_cliente: 5, tipo_processo: 'ENT' }, HOJE)).toEqual([]);
    expect(errosAgendamento({ ...valido, cd_pessoa_cliente: 80011 }, HOJE)).toEqual([]);
    expect(exigeTipoProcesso(null)).toBe(false);
  });

  it('checks the description only when filled: 10 to 2000', () => {
    expect(errosAgendamento({ ...valido, descricao: 'curta' }, HOJE)).toEqual([
      MENSAGENS_AGENDAMENTO.descricaoMin,
    ]);
    expect(errosAgendamento({ ...valido, descricao: '   ' }, HOJE)).toEqual([]);
    expect(errosAgendamento({ ...valido, descricao: 'x'.repeat(2001) }, HOJE)).toEqual([
      MENSAGENS_AGENDAMENTO.descricaoMax,
    ]);
    expect(errosAgendamento({ ...valido, descricao: 'x'.repeat(10) }, HOJE)).toEqual([]);
  });

  it('keeps the service date from today to 90 days ahead', () => {
    expect(errosAgendamento({ ...valido, dt_atendimento: '30/06/2025 08:00' }, HOJE)).toEqual([]);
    expect(errosAgendamento({ ...valido, dt_atendimento: '28-09-2025 08:00' }, HOJE)).toEqual([]); // day 90
    expect(errosAgendamento({ ...valido, dt_atendimento: '29-09-2025 08:00' }, HOJE)).toEqual([
      MENSAGENS_AGENDAMENTO.janela,
    ]);
    expect(errosAgendamento({ ...valido, dt_atendimento: '29/06/2025 23:00' }, HOJE)).toEqual([
      MENSAGENS_AGENDAMENTO.janela,
    ]);
  });

  it('on an update, the window applies only when the date changes', () => {
    const passado = '2025-06-01T12:00:00.000Z';
    expect(errosAgendamento({ ...valido, dt_atendimento: passado }, HOJE, passado)).toEqual([]);
    expect(errosAgendamento({ ...valido, dt_atendimento: '2025-06-02T12:00:00Z' }, HOJE, passado)).toEqual([
      MENSAGENS_AGENDAMENTO.janela,
    ]);
  });
});

describe('lerDataHora', () => {
  it('reads ISO and the legacy formats in business time', () => {
    expect(lerDataHora('2025-07-02T14:30')).toEqual({
      instante: '2025-07-02T17:30:00.000Z',
      data: '2025-07-02',
    });
    expect(lerDataHora('02-07-2025 22:30')).toEqual({
      instante: '2025-07-03T01:30:00.000Z',
      data: '2025-07-02',
    });
    expect(lerDataHora('2025-07-02T01:30:00Z')?.data).toBe('2025-07-01');
    expect(lerDataHora('31/02/2025 10:00')).toBeNull();
    expect(lerDataHora('2025-07-02T25:00')).toBeNull();
    expect(lerDataHora('amanhã')).toBeNull();
  });
});
