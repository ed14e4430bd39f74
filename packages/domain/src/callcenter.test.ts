import { describe, expect, it } from 'vitest';
import {
  corDiasFinalizado,
  ehAtendente,
  filtroUnidade,
  formatarDuracao,
  janelaConversa,
  minutosAtendimento,
  nomeCurtoCallcenter,
} from './callcenter';

describe('call-center rules', () => {
  it('cuts names at 20 characters plus a dot', () => {
    expect(nomeCurtoCallcenter('Maria')).toBe('Maria');
    expect(nomeCurtoCallcenter('12345678901234567890')).toBe('12345678901234567890');
    expect(nomeCurtoCallcenter('Maria Aparecida da Silva Santos')).toBe('Maria Aparecida da S.');
    expect(nomeCurtoCallcenter('Osmar Bruno Tavares Lima')).toBe('Osmar Bruno Tavares.');
    expect(nomeCurtoCallcenter(null)).toBe('');
  });

  it('colours the elapsed days: up to 1 success, 2 warning, 3 or more danger', () => {
    expect([0, 1, 2, 3, 10].map(corDiasFinalizado)).toEqual([
      'success',
      'success',
      'warning',
      'danger',
      'danger',
    ]);
  });

  it('opens the window with the reply and closes it 24 hours after the last one', () => {
    const agora = Date.parse('2026-03-10T12:00:00Z');
    expect(janelaConversa(null, agora)).toBe('aguardandoResposta');
    expect(janelaConversa('2026-03-09T12:00:00Z', agora)).toBe('aberta');
    expect(janelaConversa('2026-03-09T11:59:59Z', agora)).toBe('expirada');
  });

  it('gives the actions to the attendant only', () => {
    expect(ehAtendente({ CD_PESSOA_ANALISTA_ATENDIMENTO: 7 }, 7)).toBe(true);
    expect(ehAtendente({ CD_PESSOA_ANALISTA_ATENDIMENTO: 7 }, 8)).toBe(false);
    expect(ehAtendente({ CD_PESSOA_ANALISTA_ATENDIMENTO: null }, 0)).toBe(false);
  });

  it('measures the attendance time', () => {
    const agora = Date.parse('2026-03-10T12:00:00Z');
    expect(minutosAtendimento(null, null, agora)).toBeNull();
    expect(minutosAtendimento('2026-03-10T11:15:00Z', null, agora)).toBe(45);
    expect(minutosAtendimento('2026-03-10T09:00:00Z', '2026-03-10T11:05:00Z', agora)).toBe(125);
    expect([null, 45, 125, 1500].map(formatarDuracao)).toEqual(['-', '45 min', '2 h 05 min', '1 d 1 h']);
  });

  it('reads the unit filter as a code or *', () => {
    expect(filtroUnidade.parse('*')).toBe('*');
    expect(filtroUnidade.parse('430')).toBe(430);
    expect(filtroUnidade.safeParse('1e3').success).toBe(false);
    expect(filtroUnidade.safeParse('').success).toBe(false);
  });
});
