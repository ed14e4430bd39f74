import { describe, expect, it } from 'vitest';
import {
  deslocarPeriodo,
  diasDoPeriodo,
  erroFimChatbot,
  erroGerarChatbot,
  erroInicioChatbot,
  horasDevQuery,
  linkRamal,
  MENSAGENS_CHATBOT_USO as M,
  PREVIA_PROBLEMA_HELP,
  periodoDaData,
  previaProblema,
  resumoChatbot,
  rotuloPeriodo,
  serieHorasPorDia,
  valorEstimadoUsd,
} from './operacoes';

describe('developer-hours period (21st to the 20th of the next month)', () => {
  it('starts on the 21st of the month from the 21st on, and the month before until the 20th', () => {
    expect(periodoDaData('2026-03-21')).toEqual({ inicio: '2026-03-21', fim: '2026-04-20' });
    expect(periodoDaData('2026-03-20')).toEqual({ inicio: '2026-02-21', fim: '2026-03-20' });
    expect(periodoDaData('2026-03-31')).toEqual({ inicio: '2026-03-21', fim: '2026-04-20' });
    expect(periodoDaData('2026-04-01')).toEqual({ inicio: '2026-03-21', fim: '2026-04-20' });
  });

  it('crosses the year at both edges', () => {
    expect(periodoDaData('2025-12-21')).toEqual({ inicio: '2025-12-21', fim: '2026-01-20' });
    expect(periodoDaData('2026-01-20')).toEqual({ inicio: '2025-12-21', fim: '2026-01-20' });
    expect(periodoDaData('2026-01-01')).toEqual({ inicio: '2025-12-21', fim: '2026-01-20' });
    expect(periodoDaData('2026-01-21')).toEqual({ inicio: '2026-01-21', fim: '2026-02-20' });
    expect(periodoDaData('2025-12-20')).toEqual({ inicio: '2025-11-21', fim: '2025-12-20' });
  });

  it('moves month by month across years', () => {
    const dez = periodoDaData('2025-12-25');
    expect(deslocarPeriodo(dez, 1)).toEqual({ inicio: '2026-01-21', fim: '2026-02-20' });
    expect(deslocarPeriodo(dez, -1)).toEqual({ inicio: '2025-11-21', fim: '2025-12-20' });
    expect(deslocarPeriodo(dez, -12)).toEqual({ inicio: '2024-12-21', fim: '2025-01-20' });
    expect(deslocarPeriodo(periodoDaData('2026-01-05'), -1)).toEqual({
      inicio: '2025-11-21',
      fim: '2025-12-20',
    });
    expect(rotuloPeriodo(dez)).toBe('dez/2025 - jan/2026');
  });

  it('has every day of the period, leap February included', () => {
    const fev = periodoDaData('2024-02-25');
    const dias = diasDoPeriodo(fev);
    expect(dias[0]).toBe('2024-02-21');
    expect(dias.at(-1)).toBe('2024-03-20');
    expect(dias).toContain('2024-02-29');
    expect(dias).toHaveLength(29);
    expect(diasDoPeriodo(periodoDaData('2025-02-25'))).toHaveLength(28);
  });

  it('builds the chart series per day and developer', () => {
    const p = { inicio: '2026-01-19', fim: '2026-01-20' };
    const serie = serieHorasPorDia(
      [
        { CD_USUARIO: 1, USUARIO: 'Ana', DT_SOLUCAO: '2026-01-20', TOTAL_HORAS_DIA: 3 },
        { CD_USUARIO: 2, USUARIO: 'Bia', DT_SOLUCAO: '2026-01-19', TOTAL_HORAS_DIA: 1.5 },
      ],
      p,
      ['Ana', 'Bia'],
    );
    expect(serie).toEqual([
      { dia: '19/01', Ana: 0, Bia: 1.5 },
      { dia: '20/01', Ana: 3, Bia: 0 },
    ]);
  });

  it('reads the query dates as DD/MM/YYYY only', () => {
    expect(horasDevQuery.parse({ data_inicial: '21/12/2025', data_final: '20/01/2026' })).toEqual({
      data_inicial: '2025-12-21',
      data_final: '2026-01-20',
    });
    expect(horasDevQuery.safeParse({ data_inicial: '2025-12-21', data_final: '20/01/2026' }).success).toBe(
      false,
    );
    expect(horasDevQuery.safeParse({ data_inicial: '30/02/2026', data_final: '20/03/2026' }).success).toBe(
      false,
    );
  });
});

describe('chatbot usage dates', () => {
  const hoje = '2026-03-15';
  it('refuses future dates and crossed dates with the screen’s messages', () => {
    expect(erroInicioChatbot('2026-03-16', null, hoje)).toBe(M.dataFutura);
    expect(erroFimChatbot(null, '2026-03-16', hoje)).toBe(M.dataFutura);
    expect(erroInicioChatbot('2026-03-10', '2026-03-09', hoje)).toBe(M.inicioMaiorQueFim);
    expect(erroFimChatbot('2026-03-10', '2026-03-09', hoje)).toBe(M.fimMenorQueInicio);
    expect(erroInicioChatbot('2026-03-10', '2026-03-15', hoje)).toBeNull();
    expect(erroFimChatbot('2026-03-10', '2026-03-15', hoje)).toBeNull();
  });

  it('blocks Gerar with Período inválido or the start after the end', () => {
    expect(erroGerarChatbot(null, '2026-03-10', hoje)).toBe(M.periodoInvalido);
    expect(erroGerarChatbot('2026-03-10', '2026-03-16', hoje)).toBe(M.periodoInvalido);
    expect(erroGerarChatbot('2026-03-11', '2026-03-10', hoje)).toBe(M.inicioMaiorQueFimGerar);
    expect(erroGerarChatbot('2026-03-10', '2026-03-10', hoje)).toBeNull();
  });

  it('sums the cards and rounds the value to cents', () => {
    expect(valorEstimadoUsd(3, 0.0625)).toBe(0.19);
    expect(
      resumoChatbot({
        GRAFICO: [
          { NM_ANALISTA: 'A', QTD: 2 },
          { NM_ANALISTA: 'B', QTD: 5 },
        ],
        VALOR: 0.44,
      }),
    ).toEqual({ analistas: 2, conversas: 7, valor: 0.44 });
  });
});

describe('help desk and extensions', () => {
  it('cuts the problem at 84 characters', () => {
    const exato = 'x'.repeat(PREVIA_PROBLEMA_HELP);
    expect(previaProblema(exato)).toEqual({ previa: exato, cortado: false });
    expect(previaProblema(`${exato}y`)).toEqual({ previa: `${exato}...`, cortado: true });
    expect(previaProblema(null)).toEqual({ previa: '', cortado: false });
  });

  it('calls an extension by its digits', () => {
    expect(linkRamal('20-41')).toBe('tel:2041');
  });
});
