import { describe, expect, it } from 'vitest';
import {
  agendaAnalistaBody,
  agendamentoEditavel,
  atrasou,
  diasDaSemana,
  MENSAGENS_AGENDA,
} from './agenda-candidato';

describe('late flag (spec 002 §3.4 ID_ATRASOU)', () => {
  const marcado = '2030-01-10T13:00:00.000Z';
  it('is A when the candidate arrived after the scheduled time, N on time', () => {
    expect(atrasou(marcado, '2030-01-10T13:00:01.000Z', null)).toBe('A');
    expect(atrasou(marcado, '2030-01-10T13:00:00.000Z', null)).toBe('N');
    expect(atrasou(marcado, '2030-01-10T12:50:00.000Z', null)).toBe('N');
  });
  it('without arrival: A once the time has passed, unless the appointment is closed', () => {
    expect(atrasou(marcado, null, null, new Date('2030-01-10T13:00:01Z'))).toBe('A');
    expect(atrasou(marcado, null, null, new Date('2030-01-10T12:59:59Z'))).toBe('N');
    expect(atrasou(marcado, null, '2030-01-10T14:00:00Z', new Date('2030-01-11T00:00:00Z'))).toBe('N');
  });
});

describe('appointment editing (spec 002 §4)', () => {
  it('is editable only without a closing date', () => {
    expect(agendamentoEditavel(null)).toBe(true);
    expect(agendamentoEditavel(undefined)).toBe(true);
    expect(agendamentoEditavel('2030-01-10T14:00:00Z')).toBe(false);
  });
  it('asks the no-show question with the name', () => {
    expect(MENSAGENS_AGENDA.naoCompareceu('Ana')).toBe('Deseja salvar que o candidato Ana não compareceu?');
  });
});

describe("analyst's schedule filter", () => {
  const base = { cd_pessoa_analista: 1, inicio: '2030-01-01', termino: '2030-01-31' };
  it('accepts a period up to 62 days, start not after end', () => {
    expect(agendaAnalistaBody.safeParse(base).success).toBe(true);
    expect(agendaAnalistaBody.safeParse({ ...base, termino: '2030-03-04' }).success).toBe(true);
    expect(agendaAnalistaBody.safeParse({ ...base, termino: '2030-03-05' }).success).toBe(false);
    const invertido = agendaAnalistaBody.safeParse({ ...base, inicio: '2030-02-01' });
    expect(invertido.success).toBe(false);
    expect(invertido.error?.issues[0].message).toBe(MENSAGENS_AGENDA.periodo);
  });
  it('defaults to every type and situation', () => {
    expect(agendaAnalistaBody.parse(base)).toMatchObject({ tipo_agendamento: 'todos', situacao: 'T' });
  });
});

describe('week of a day', () => {
  it('runs Monday to Sunday', () => {
    expect(diasDaSemana('2030-01-10')).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
    expect(diasDaSemana('2030-01-13')[0]).toBe('2030-01-07');
    expect(diasDaSemana('2030-01-14')[0]).toBe('2030-01-14');
  });
});
