import { describe, expect, it } from 'vitest';
import {
  dadosFaturamentoBody,
  dataFaturamentoMinima,
  dataFaturamentoPadrao,
  type FaturamentoAtual,
  MENSAGENS_FATURAMENTO,
  validarFaturamento,
  verificarFaturamento,
} from './faturamento';

const HOJE = '2030-06-12'; // a Wednesday

const atual: FaturamentoAtual = {
  pc_faturamento: 50,
  dt_faturamento: '2030-07-01',
  ad_pc_faturamento: 30,
  ad_dt_faturamento: '2030-05-01',
  pc_fat_encaminhamento: null,
  dt_fat_encaminhamento: null,
  pc_total_faturado: 30,
  id_adiantamento_faturado: 'S',
  id_encaminhamento_faturado: 'N',
  id_fechamento_faturado: 'N',
};

const corpo = (v: Record<string, unknown>) =>
  dadosFaturamentoBody.parse({
    nr_vaga: 1,
    pc_faturamento: 50,
    dt_faturamento: '2030-07-01',
    pc_adiantamento: 30,
    dt_adiantamento: '2030-05-01',
    ...v,
  });

describe('billing dates', () => {
  it('defaults to the next Sunday, never today', () => {
    expect(dataFaturamentoPadrao(HOJE)).toBe('2030-06-16');
    expect(dataFaturamentoPadrao('2030-06-15')).toBe('2030-06-16'); // Saturday → tomorrow
    expect(dataFaturamentoPadrao('2030-06-16')).toBe('2030-06-23'); // Sunday → a week ahead
    expect(dataFaturamentoMinima(HOJE)).toBe('2030-06-13');
  });
});

describe('validarFaturamento', () => {
  it('accepts a change within the rules', () => {
    expect(validarFaturamento(corpo({ pc_faturamento: 70 }), atual, HOJE)).toEqual({
      erros: [],
      conflito: null,
    });
  });
  it('keeps the total between the billed percent and 150', () => {
    const baixo = validarFaturamento(
      corpo({ pc_faturamento: 0, dt_faturamento: null }),
      { ...atual, pc_total_faturado: 40 },
      HOJE,
    );
    expect(baixo.erros).toEqual([MENSAGENS_FATURAMENTO.totalMinimo(40)]);
    expect(
      dadosFaturamentoBody.safeParse({
        nr_vaga: 1,
        pc_faturamento: 100,
        dt_faturamento: '2030-07-01',
        pc_encaminhamento: 60,
        dt_encaminhamento: '2030-07-01',
      }).success,
    ).toBe(false);
  });
  it('needs changed dates after today', () => {
    expect(validarFaturamento(corpo({ dt_faturamento: HOJE }), atual, HOJE).erros).toEqual([
      'Data de faturamento deve ser maior que a data atual!',
    ]);
    // an unchanged past date of a billed part is fine
    expect(validarFaturamento(corpo({}), atual, HOJE).erros).toEqual([]);
  });
  it('refuses changing a billed part', () => {
    expect(validarFaturamento(corpo({ pc_adiantamento: 40 }), atual, HOJE).conflito).toBe(
      MENSAGENS_FATURAMENTO.parcelaFaturada('O adiantamento'),
    );
  });
  it('needs the date of a part with a percentage', () => {
    const r = dadosFaturamentoBody.safeParse({ nr_vaga: 1, pc_faturamento: 10 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(MENSAGENS_FATURAMENTO.dataObrigatoria);
  });
});

describe('verificarFaturamento', () => {
  it('puts each finding on its field', () => {
    const r = verificarFaturamento(
      corpo({ pc_faturamento: 0, dt_faturamento: null, pc_encaminhamento: 10, dt_encaminhamento: HOJE }),
      { ...atual, pc_total_faturado: 50 },
      HOJE,
    );
    expect(r).toEqual({
      conflito: null,
      problemas: [
        { campo: 'pc_faturamento', mensagem: MENSAGENS_FATURAMENTO.totalMinimo(50) },
        { campo: 'dt_encaminhamento', mensagem: MENSAGENS_FATURAMENTO.dataMaiorQueHoje },
      ],
    });
  });
  it('names each changed date, and the billed part on the field that changed', () => {
    const datas = verificarFaturamento(
      corpo({ dt_faturamento: HOJE, pc_encaminhamento: 5, dt_encaminhamento: '2030-01-01' }),
      atual,
      HOJE,
    );
    expect(datas.problemas.map((p) => p.campo)).toEqual(['dt_faturamento', 'dt_encaminhamento']);
    // the tab's answer keeps one message for both
    expect(
      validarFaturamento(
        corpo({ dt_faturamento: HOJE, pc_encaminhamento: 5, dt_encaminhamento: '2030-01-01' }),
        atual,
        HOJE,
      ).erros,
    ).toEqual([MENSAGENS_FATURAMENTO.dataMaiorQueHoje]);
    expect(verificarFaturamento(corpo({ dt_adiantamento: '2030-05-02' }), atual, HOJE).conflito).toEqual({
      campo: 'dt_adiantamento',
      mensagem: MENSAGENS_FATURAMENTO.parcelaFaturada('O adiantamento'),
    });
    expect(verificarFaturamento(corpo({ pc_adiantamento: 31 }), atual, HOJE).conflito?.campo).toBe(
      'pc_adiantamento',
    );
  });
  it('finds the total above 150 on the closing percentage', () => {
    const novo = { ...corpo({}), pc_faturamento: 121 };
    expect(verificarFaturamento(novo, atual, HOJE).problemas).toEqual([
      { campo: 'pc_faturamento', mensagem: MENSAGENS_FATURAMENTO.totalMaximo },
    ]);
  });
});
