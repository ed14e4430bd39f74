import { describe, expect, it } from 'vitest';
import { textoCsv } from './gerencial';
import {
  COLUNAS_INDICADORES_PARECER,
  formatarTaxaParecer,
  formatarTempoParecer,
  MENSAGENS_PARECER,
  relatorioParecerQuery,
} from './parecer-cliente';

describe('figures of the client verdict', () => {
  it('shows shares as percentages and nothing as a dash', () => {
    expect(formatarTaxaParecer(0.455)).toBe('45,5%');
    expect(formatarTaxaParecer(1)).toBe('100%');
    expect(formatarTaxaParecer(null)).toBe('—');
  });

  it('shows the median in hours under two days, else in days', () => {
    expect(formatarTempoParecer(5)).toBe('5 h');
    expect(formatarTempoParecer(30.25)).toBe('30,3 h');
    expect(formatarTempoParecer(48)).toBe('2 dias');
    expect(formatarTempoParecer(60)).toBe('2,5 dias');
    expect(formatarTempoParecer(null)).toBe('—');
  });

  it('lists the figures in order', () => {
    const i = {
      encaminhados: 10,
      respondidos: 8,
      taxa_resposta: 0.8,
      mediana_horas: 72,
      aprovados: 3,
      aprovacoes_por_encaminhado: 0.3,
    };
    expect(COLUNAS_INDICADORES_PARECER.map((c) => c.valor(i))).toEqual([
      '10',
      '8',
      '80%',
      '3 dias',
      '3',
      '30%',
    ]);
  });

  it('refuses a period that starts after it ends', () => {
    const r = relatorioParecerQuery.safeParse({ de: '2030-02-01', ate: '2030-01-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ message: MENSAGENS_PARECER.periodoInvalido, path: ['de'] });
    expect(relatorioParecerQuery.safeParse({ de: '2030-01-01', ate: '2030-01-01' }).success).toBe(true);
    expect(relatorioParecerQuery.safeParse({}).success).toBe(true);
  });
});

describe('textoCsv', () => {
  it('writes the BOM, the header and each row, quoting and guarding formulas', () => {
    const csv = textoCsv(
      [
        { titulo: 'Nome', valor: (l: { n: string; q: number }) => l.n },
        { titulo: 'Quantidade', valor: (l) => l.q },
      ],
      [
        { n: 'Loja; Centro', q: 3 },
        { n: '=HYPERLINK("x")', q: -2 },
      ],
    );
    expect(csv).toBe('\uFEFFNome;Quantidade\r\n"Loja; Centro";3\r\n"\'=HYPERLINK(""x"")";-2\r\n');
  });
});
