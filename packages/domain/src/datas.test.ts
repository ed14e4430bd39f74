import { describe, expect, it } from 'vitest';
import {
  dataDe,
  dataDigitada,
  dataNegocio,
  dataUtc,
  diaDaSemana,
  diaDaSemanaAbreviado,
  diasEntre,
  formatarData,
  formatarDataHora,
  formatarDecorrido,
  formatarDiaMes,
  formatarHora,
  formatarMesAno,
  instanteComFuso,
  instanteNegocio,
  mesDigitado,
  somarDias,
  somarMeses,
} from './datas';

describe('business dates (America/Sao_Paulo)', () => {
  it('reads the business date of an instant around midnight in São Paulo (UTC−3)', () => {
    expect(dataNegocio(new Date('2030-03-10T02:59:59Z'))).toBe('2030-03-09');
    expect(dataNegocio(new Date('2030-03-10T03:00:00Z'))).toBe('2030-03-10');
    expect(dataNegocio('2030-12-31T23:30:00-03:00')).toBe('2030-12-31');
    expect(dataNegocio(new Date('2031-01-01T02:30:00Z'))).toBe('2030-12-31');
  });

  it('follows the daylight-saving time of the years that had it, none since 2019', () => {
    // summer time of 2018/2019 (UTC−2): 02:30 UTC is already 00:30 in São Paulo
    expect(dataNegocio(new Date('2018-12-01T02:30:00Z'))).toBe('2018-12-01');
    // the same instant of a year without summer time (UTC−3): still 23:30 the day before
    expect(dataNegocio(new Date('2025-12-01T02:30:00Z'))).toBe('2025-11-30');
    expect(formatarHora('2018-12-01T02:30:00Z')).toBe('00:30');
    expect(formatarHora('2025-12-01T02:30:00Z')).toBe('23:30');
  });

  it('gives the instant of a business date and time', () => {
    expect(instanteNegocio('2025-06-15', '08:30').toISOString()).toBe('2025-06-15T11:30:00.000Z');
    expect(instanteNegocio('2025-06-15').toISOString()).toBe('2025-06-15T03:00:00.000Z');
    expect(instanteNegocio('2025-06-15T00:00:00', '23:59:59').toISOString()).toBe('2025-06-16T02:59:59.000Z');
    expect(instanteNegocio('2018-12-01', '00:30').toISOString()).toBe('2018-12-01T02:30:00.000Z');
    expect(dataNegocio(instanteNegocio('2025-06-15', '23:59'))).toBe('2025-06-15');
    expect(instanteComFuso(new Date('2026-12-31T03:00:00Z'))).toBe('2026-12-31T00:00:00-03:00');
    expect(instanteComFuso('2018-12-01T02:30:00Z')).toBe('2018-12-01T00:30:00-02:00');
  });

  it('adds days and months and counts days on calendar dates', () => {
    expect(somarDias('2030-02-27', 2)).toBe('2030-03-01');
    expect(somarDias('2028-02-28T15:00:00', 1)).toBe('2028-02-29');
    expect(somarDias('2030-01-01', -1)).toBe('2029-12-31');
    expect(diasEntre('2030-01-01', '2030-03-02')).toBe(60);
    expect(diasEntre('2030-03-02', '2030-01-01')).toBe(-60);
    expect(diasEntre('2018-11-01', '2018-11-10')).toBe(9); // across the start of summer time
    expect(somarMeses('2025-03-31', -1)).toBe('2025-02-28');
    expect(somarMeses('2024-08-31', -6)).toBe('2024-02-29');
    expect(somarMeses('2025-01-15', -6)).toBe('2024-07-15');
    expect(diaDaSemana('2025-06-15')).toBe(0);
    expect(dataUtc(Date.UTC(2025, 11, 32))).toBe('2026-01-01');
  });

  it('displays dates and times in pt-BR', () => {
    expect(formatarData('2025-06-05')).toBe('05/06/2025');
    expect(formatarData('2025-06-05T23:00:00')).toBe('05/06/2025');
    expect(formatarData(new Date('2025-06-06T02:00:00Z'))).toBe('05/06/2025');
    expect(formatarData(null)).toBe('');
    expect(formatarData('lixo')).toBe('');
    expect(formatarHora(new Date('2025-06-06T00:05:00Z'))).toBe('21:05');
    expect(formatarHora(undefined)).toBe('');
    expect(formatarDataHora('2025-06-06T00:05:00Z')).toBe('05/06/2025 21:05');
  });

  it('reads a date and time with its zone as an instant, without one as São Paulo time', () => {
    expect(formatarData('2024-03-01T02:00:00Z')).toBe('29/02/2024');
    expect(formatarData('2024-03-01 02:00:00+00')).toBe('29/02/2024');
    expect(formatarData('2024-03-01T02:00:00')).toBe('01/03/2024');
    expect(dataDe('2024-03-01')).toBe('2024-03-01');
    expect(dataDe('2024-03-01T02:00:00')).toBe('2024-03-01');
    expect(dataDe('2024-03-01T02:00:00Z')).toBe('2024-02-29');
    expect(dataDe(new Date('2024-03-01T12:00:00Z'))).toBe('2024-03-01');
    expect(dataDe(null)).toBeNull();
    expect(dataDe('lixo')).toBeNull();
    expect(formatarDataHora('2026-11-27T23:35:06.123Z')).toBe('27/11/2026 20:35');
    expect(formatarDataHora('2026-11-27T20:35:06-03:00')).toBe('27/11/2026 20:35');
    expect(formatarDataHora('2026-11-27 20:35:06')).toBe('27/11/2026 20:35');
    expect(formatarHora('2026-11-27T20:35:06')).toBe('20:35');
    expect(formatarDataHora('lixo')).toBe('');
  });

  it('names the day of the week in short pt-BR', () => {
    expect(['2025-06-15', '2025-06-16', '2025-06-21'].map(diaDaSemanaAbreviado)).toEqual([
      'dom.',
      'seg.',
      'sáb.',
    ]);
    expect(formatarDiaMes('2025-06-05')).toBe('05/06');
    expect(formatarDiaMes(null)).toBe('');
  });

  it('tells how long ago within a day, the date and time otherwise', () => {
    const agora = new Date('2026-06-06T15:00:00Z');
    const antes = (ms: number) => new Date(agora.getTime() - ms);
    expect(formatarDecorrido(antes(10_000), agora)).toBe('há poucos segundos');
    expect(formatarDecorrido(antes(60_000), agora)).toBe('há um minuto');
    expect(formatarDecorrido(antes(20 * 60_000).toISOString(), agora)).toBe('há 20 minutos');
    expect(formatarDecorrido(antes(60 * 60_000), agora)).toBe('há uma hora');
    expect(formatarDecorrido(antes(5 * 3_600_000), agora)).toBe('há 5 horas');
    expect(formatarDecorrido(antes(23 * 3_600_000), agora)).toBe('há um dia');
    expect(formatarDecorrido(antes(25 * 3_600_000), agora)).toBe('05/06/2026 11:00');
    expect(formatarDecorrido(new Date('2026-06-06T15:10:00Z'), agora)).toBe('06/06/2026 12:10');
    expect(formatarDecorrido(null, agora)).toBe('');
  });
});

describe('dates typed in a form without script (dd/mm/aaaa)', () => {
  it('reads dd/mm/aaaa, with one-digit day or month and other separators, as the ISO date', () => {
    expect(dataDigitada('15/03/1996')).toBe('1996-03-15');
    expect(dataDigitada(' 5/3/1996 ')).toBe('1996-03-05');
    expect(dataDigitada('15-03-1996')).toBe('1996-03-15');
    expect(dataDigitada('15.03.1996')).toBe('1996-03-15');
  });
  it('lets an ISO date pass and leaves anything else for the rule to refuse', () => {
    expect(dataDigitada('1996-03-15')).toBe('1996-03-15');
    expect(dataDigitada('15/03/96')).toBe('15/03/96');
    expect(dataDigitada('')).toBe('');
  });
  it('reads a month typed as mm/aaaa and shows a stored month so', () => {
    expect(mesDigitado('07/2019')).toBe('2019-07');
    expect(mesDigitado('7/2019')).toBe('2019-07');
    expect(mesDigitado('2019-07')).toBe('2019-07');
    expect(formatarMesAno('2019-07-01')).toBe('07/2019');
    expect(formatarMesAno('')).toBe('');
  });
});
