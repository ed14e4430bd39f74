import { describe, expect, it } from 'vitest';
import { MENSAGENS_FATURAMENTO } from './faturamento';
import {
  bloqueioFaturamentoAvaliacao,
  COLUNAS_EXPORTACAO_FATURAMENTO,
  estadoFaturamento,
  type FaturamentoAvaliacaoLinha,
  faturamentoAvaliacaoBody,
  faturamentoAvaliacaoExportacaoQuery,
  faturamentoAvaliacaoQuery,
  formatarPercentualFaturamento,
  LIMITES_FATURAMENTO_AVALIACAO,
  MENSAGENS_FATURAMENTO_AVALIACAO as M,
  PERMISSOES_FATURAMENTO_AVALIACAO,
  totalFaturamento,
} from './faturamento-avaliacao';
import { temPermissao } from './permissions';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('billing state', () => {
  it('is "sem faturamento" without percentages, "a faturar" until something is billed', () => {
    expect(estadoFaturamento(0, 0)).toBe('sem_faturamento');
    expect(estadoFaturamento(0.004, 0)).toBe('sem_faturamento');
    expect(estadoFaturamento(0.01, 0)).toBe('a_faturar');
    expect(estadoFaturamento(130, 0)).toBe('a_faturar');
  });
  it('is "parcial" while the billed percent is below the total, "faturada" from it', () => {
    expect(estadoFaturamento(130, 30)).toBe('parcial');
    expect(estadoFaturamento(130, 129.99)).toBe('parcial');
    expect(estadoFaturamento(130, 129.996)).toBe('faturada');
    expect(estadoFaturamento(130, 130)).toBe('faturada');
    // billed more than is planned now (the total was lowered to the billed percent): billed
    expect(estadoFaturamento(0, 50)).toBe('faturada');
  });
  it('adds the three percentages, absent ones as 0, to two decimals', () => {
    expect(totalFaturamento({ pc_faturamento: 70, ad_pc_faturamento: 30, pc_fat_encaminhamento: null })).toBe(
      100,
    );
    expect(
      totalFaturamento({ pc_faturamento: 0.1, ad_pc_faturamento: 0.2, pc_fat_encaminhamento: null }),
    ).toBe(0.3);
    expect(
      totalFaturamento({ pc_faturamento: null, ad_pc_faturamento: null, pc_fat_encaminhamento: null }),
    ).toBe(0);
  });
  it('formats percentages in pt-BR', () => {
    expect(formatarPercentualFaturamento(37.5)).toBe('37,5%');
    expect(formatarPercentualFaturamento(null)).toBe('—');
  });
});

describe('which vacancies Criar may change', () => {
  const vaga = (cd_situacao_vaga: number, cd_tipo_contratacao = 1) => ({
    cd_situacao_vaga,
    cd_tipo_contratacao,
  });
  it('refuses frozen and cancelled-without-billing vacancies', () => {
    expect(bloqueioFaturamentoAvaliacao(vaga(13), false)).toBe(M.vagaCongelada);
    expect(bloqueioFaturamentoAvaliacao(vaga(5), false)).toBe(M.vagaCancelada);
    expect(bloqueioFaturamentoAvaliacao(vaga(8), false)).toBe(M.vagaCancelada);
  });
  it('refuses what has no billing tab: hiring types 2 and 6, expired vacancies', () => {
    expect(bloqueioFaturamentoAvaliacao(vaga(1, 2), false)).toBe(MENSAGENS_FATURAMENTO.semFaturamento);
    expect(bloqueioFaturamentoAvaliacao(vaga(1, 6), false)).toBe(MENSAGENS_FATURAMENTO.semFaturamento);
    expect(bloqueioFaturamentoAvaliacao(vaga(1), true)).toBe(MENSAGENS_FATURAMENTO.vagaExpirada);
  });
  it('accepts open, closed, client, commercial and cancelled-with-billing vacancies', () => {
    for (const s of [1, 6, 7, 9, 10, 11, 12]) expect(bloqueioFaturamentoAvaliacao(vaga(s), false)).toBeNull();
  });
});

describe('permissions', () => {
  it('lets 58, 59 and 60 edit; finance (107) only reads', () => {
    const { editar, consultar } = PERMISSOES_FATURAMENTO_AVALIACAO;
    for (const c of [58, 59, 60]) {
      expect(temPermissao([c], editar)).toBe(true);
      expect(temPermissao([c], consultar)).toBe(true);
    }
    expect(temPermissao([107], consultar)).toBe(true);
    expect(temPermissao([107], editar)).toBe(false);
    expect(temPermissao([341, 90], consultar)).toBe(false);
  });
});

describe('Pesquisar filters', () => {
  it('reads the period as dd/mm/aaaa or ISO, and defaults the page', () => {
    const r = faturamentoAvaliacaoQuery.parse({
      cd_pessoa_cliente: '12',
      inicio: '01/02/2030',
      termino: '2030-03-31',
      periodo: 'faturamento',
      estado: 'parcial',
    });
    expect(r).toEqual({
      cd_pessoa_cliente: 12,
      inicio: '2030-02-01',
      termino: '2030-03-31',
      periodo: 'faturamento',
      estado: 'parcial',
      pagina: 1,
      por_pagina: LIMITES_FATURAMENTO_AVALIACAO.porPaginaPadrao,
    });
    expect(faturamentoAvaliacaoQuery.parse({}).periodo).toBe('abertura');
  });
  it('refuses a period that ends before it starts, an unknown state and a page size not offered', () => {
    expect(
      issues(faturamentoAvaliacaoQuery.safeParse({ inicio: '10/03/2030', termino: '09/03/2030' })),
    ).toEqual([`termino: ${M.periodoInvertido}`]);
    // the same day is a period
    expect(faturamentoAvaliacaoQuery.safeParse({ inicio: '10/03/2030', termino: '10/03/2030' }).success).toBe(
      true,
    );
    expect(issues(faturamentoAvaliacaoQuery.safeParse({ estado: 'pago' }))).toEqual([
      `estado: ${M.estadoInvalido}`,
    ]);
    expect(issues(faturamentoAvaliacaoQuery.safeParse({ periodo: 'x' }))).toEqual([
      `periodo: ${M.periodoTipoInvalido}`,
    ]);
    expect(issues(faturamentoAvaliacaoQuery.safeParse({ por_pagina: '75' }))).toEqual([
      `por_pagina: ${M.porPaginaInvalido}`,
    ]);
    expect(faturamentoAvaliacaoQuery.safeParse({ por_pagina: '200' }).success).toBe(true);
    expect(faturamentoAvaliacaoQuery.safeParse({ pagina: '0' }).success).toBe(false);
    expect(faturamentoAvaliacaoQuery.safeParse({ inicio: '31/02/2030' }).success).toBe(false);
  });
  it('exports with the same filters in csv or xlsx only', () => {
    expect(
      faturamentoAvaliacaoExportacaoQuery.safeParse({ formato: 'xlsx', estado: 'faturada' }).success,
    ).toBe(true);
    expect(faturamentoAvaliacaoExportacaoQuery.safeParse({ formato: 'pdf' }).success).toBe(false);
    expect(
      issues(
        faturamentoAvaliacaoExportacaoQuery.safeParse({
          formato: 'csv',
          inicio: '2030-02-02',
          termino: '2030-02-01',
        }),
      ),
    ).toEqual([`termino: ${M.periodoInvertido}`]);
  });
});

describe('Criar body', () => {
  const linha = (nr_vaga: number, extra: Record<string, unknown> = {}) => ({
    nr_vaga,
    pc_adiantamento: 30,
    dt_adiantamento: '15/07/2030',
    pc_faturamento: 70,
    dt_faturamento: '2030-08-01',
    ...extra,
  });

  it('reads each line with the tab schema (dates ISO, absent percentages 0)', () => {
    const r = faturamentoAvaliacaoBody.parse({ nr_requisicao: '7', vagas: [linha(1), { nr_vaga: 2 }] });
    expect(r).toEqual({
      nr_requisicao: 7,
      vagas: [
        {
          nr_vaga: 1,
          pc_faturamento: 70,
          dt_faturamento: '2030-08-01',
          pc_adiantamento: 30,
          dt_adiantamento: '2030-07-15',
          pc_encaminhamento: 0,
          dt_encaminhamento: null,
        },
        {
          nr_vaga: 2,
          pc_faturamento: 0,
          dt_faturamento: null,
          pc_adiantamento: 0,
          dt_adiantamento: null,
          pc_encaminhamento: 0,
          dt_encaminhamento: null,
        },
      ],
    });
  });

  it("names the vacancy in each line's message, on the line's field", () => {
    const r = faturamentoAvaliacaoBody.safeParse({
      nr_requisicao: 7,
      vagas: [
        linha(11),
        linha(12, { pc_faturamento: -1 }),
        linha(13, { dt_adiantamento: null }),
        linha(14, { pc_encaminhamento: 60, dt_encaminhamento: '2030-08-01' }),
      ],
    });
    expect(issues(r)).toEqual([
      `vagas.1.pc_faturamento: Vaga 12: ${MENSAGENS_FATURAMENTO.percentualInvalido}`,
      `vagas.2.dt_adiantamento: Vaga 13: ${MENSAGENS_FATURAMENTO.dataAdiantamentoObrigatoria}`,
      `vagas.3.pc_faturamento: Vaga 14: ${MENSAGENS_FATURAMENTO.totalMaximo}`,
    ]);
  });

  it('accepts a total of exactly 150 and refuses 150.01', () => {
    expect(
      faturamentoAvaliacaoBody.safeParse({
        nr_requisicao: 7,
        vagas: [linha(1, { pc_faturamento: 120 })],
      }).success,
    ).toBe(true);
    expect(
      issues(
        faturamentoAvaliacaoBody.safeParse({
          nr_requisicao: 7,
          vagas: [linha(1, { pc_faturamento: 120.01 })],
        }),
      ),
    ).toEqual([`vagas.0.pc_faturamento: Vaga 1: ${MENSAGENS_FATURAMENTO.totalMaximo}`]);
  });

  it('refuses a vacancy sent twice, no line, and more lines than allowed', () => {
    expect(
      issues(faturamentoAvaliacaoBody.safeParse({ nr_requisicao: 7, vagas: [linha(3), linha(3)] })),
    ).toEqual([`vagas.1.nr_vaga: Vaga 3: ${M.vagaRepetida}`]);
    expect(issues(faturamentoAvaliacaoBody.safeParse({ nr_requisicao: 7, vagas: [] }))).toEqual([
      `vagas: ${M.semVagas}`,
    ]);
    const muitas = Array.from({ length: LIMITES_FATURAMENTO_AVALIACAO.vagasMax + 1 }, (_, i) => ({
      nr_vaga: i + 1,
    }));
    expect(issues(faturamentoAvaliacaoBody.safeParse({ nr_requisicao: 7, vagas: muitas }))).toEqual([
      `vagas: ${M.vagasDemais}`,
    ]);
  });

  it('refuses a line without its vacancy and a body without the requisition', () => {
    expect(
      faturamentoAvaliacaoBody.safeParse({ nr_requisicao: 7, vagas: [{ pc_faturamento: 10 }] }).success,
    ).toBe(false);
    expect(faturamentoAvaliacaoBody.safeParse({ vagas: [linha(1)] }).success).toBe(false);
  });
});

describe('export columns', () => {
  it('writes dates dd/mm/aaaa, flags as Sim/Não and the state by its name', () => {
    const l: FaturamentoAvaliacaoLinha = {
      NR_VAGA: 5,
      NR_REQUISICAO: 2,
      DT_ABERTURA: '2030-01-31',
      CD_SITUACAO_VAGA: 1,
      NM_SITUACAO_VAGA: 'Aberta',
      CD_PESSOA_CLIENTE: 9,
      NM_CLIENTE: 'Metalúrgica',
      CD_EMPRESA: 1,
      NM_EMPRESA: 'Joinville',
      CD_PESSOA_ANALISTA: null,
      NM_PESSOA_ANALISTA: null,
      NM_CARGO: 'Soldador',
      CD_TIPO_CONTRATACAO: 1,
      NM_TIPO_CONTRATACAO: 'Efetivo',
      PC_FATURAMENTO: 70,
      DT_FATURAMENTO: '2030-03-01',
      AD_PC_FATURAMENTO: 30,
      AD_DT_FATURAMENTO: '2030-02-01',
      PC_FAT_ENCAMINHAMENTO: null,
      DT_FAT_ENCAMINHAMENTO: null,
      PC_TOTAL: 100,
      PC_TOTAL_FATURADO: 30,
      PC_A_FATURAR: 70,
      ID_ADIANTAMENTO_FATURADO: 'S',
      ID_ENCAMINHAMENTO_FATURADO: 'N',
      ID_FECHAMENTO_FATURADO: 'N',
      ESTADO_FATURAMENTO: 'parcial',
    };
    const porTitulo = Object.fromEntries(COLUNAS_EXPORTACAO_FATURAMENTO.map((c) => [c.titulo, c.valor(l)]));
    expect(porTitulo).toMatchObject({
      Vaga: 5,
      Abertura: '31/01/2030',
      'Data do adiantamento': '01/02/2030',
      'Adiantamento faturado': 'Sim',
      'Data do encaminhamento': null,
      '% total': 100,
      '% a faturar': 70,
      'Situação do faturamento': 'Parcialmente faturada',
    });
  });
});
