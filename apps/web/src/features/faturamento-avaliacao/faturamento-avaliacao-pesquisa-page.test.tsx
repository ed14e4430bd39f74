import { dataNegocio, somarMeses } from '@backoffice/domain/datas';
import {
  type FaturamentoAvaliacaoLinha,
  type FaturamentoAvaliacaoResposta,
  MENSAGENS_FATURAMENTO_AVALIACAO as M,
} from '@backoffice/domain/faturamento-avaliacao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { entrarComo } from '../../lib/sessao-teste';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { FaturamentoAvaliacaoPesquisaPage } from './faturamento-avaliacao-pesquisa-page';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const LINHA: FaturamentoAvaliacaoLinha = {
  NR_VAGA: 812,
  NR_REQUISICAO: 41,
  DT_ABERTURA: '2030-01-31',
  CD_SITUACAO_VAGA: 1,
  NM_SITUACAO_VAGA: 'Aberta',
  CD_PESSOA_CLIENTE: 9,
  NM_CLIENTE: 'Metalúrgica Joinville',
  CD_EMPRESA: 1,
  NM_EMPRESA: 'Joinville',
  CD_PESSOA_ANALISTA: 5,
  NM_PESSOA_ANALISTA: 'Ana Souza',
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

const RESPOSTA: FaturamentoAvaliacaoResposta = {
  linhas: [LINHA],
  pagina: 1,
  por_pagina: 50,
  totais: {
    QT_VAGAS: 1,
    QT_A_FATURAR: 0,
    QT_PARCIAL: 1,
    QT_FATURADA: 0,
    QT_SEM_FATURAMENTO: 0,
    PC_TOTAL: 100,
    PC_TOTAL_FATURADO: 30,
    PC_A_FATURAR: 70,
  },
};

const VAZIA: FaturamentoAvaliacaoResposta = {
  ...RESPOSTA,
  linhas: [],
  totais: {
    ...RESPOSTA.totais,
    QT_VAGAS: 0,
    QT_PARCIAL: 0,
    PC_TOTAL: 0,
    PC_TOTAL_FATURADO: 0,
    PC_A_FATURAR: 0,
  },
};

let pedidos: URL[];
let resposta: (url: URL) => Response;

beforeEach(() => {
  pedidos = [];
  resposta = () => json(RESPOSTA);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (entrada: string) => {
      const url = new URL(entrada, 'http://localhost');
      if (url.pathname.startsWith('/api/unidade/lista-unidades'))
        return json([{ CD_EMPRESA_AGRUPADORA: 1, NM_EMPRESA: 'Joinville', ID_UNIDADE_USUARIO: 'S' }]);
      pedidos.push(url);
      return resposta(url);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function montar(permissoes: number[]) {
  entrarComo({ permissoes });
  const abrir = vi.fn();
  renderWithProviders(
    <TabsContext.Provider value={{ abrir } as unknown as TabsApi}>
      <FaturamentoAvaliacaoPesquisaPage />
    </TabsContext.Provider>,
  );
  return { abrir, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const listas = () => pedidos.filter((u) => u.pathname === '/api/faturamento/avaliacoes');

describe('Faturamento Avaliação › Pesquisar', () => {
  it('lists the vacancies opened in the last months with their billing and the totals', async () => {
    montar([58]);
    const linha = await screen.findByTestId('faturamento-812');
    const hoje = dataNegocio();
    expect(Object.fromEntries(listas()[0].searchParams)).toEqual({
      periodo: 'abertura',
      inicio: somarMeses(hoje, -3),
      termino: hoje,
      pagina: '1',
      por_pagina: '50',
    });
    expect(within(linha).getByText('Metalúrgica Joinville')).toBeInTheDocument();
    // the parts with something, each on its line; the total and what was billed
    expect(within(linha).getByText('Adiantamento')).toBeInTheDocument();
    expect(within(linha).getByText('Fechamento')).toBeInTheDocument();
    expect(within(linha).queryByText('Encaminhamento')).not.toBeInTheDocument();
    expect(within(linha).getByText('30%')).toBeInTheDocument();
    expect(within(linha).getByText(/01\/02\/2030/)).toBeInTheDocument();
    expect(within(linha).getByText('faturado')).toBeInTheDocument();
    expect(within(linha).getByText('100%')).toBeInTheDocument();
    expect(within(linha).getByText('faturado 30%')).toBeInTheDocument();
    expect(within(linha).getByText('Parcialmente faturada')).toBeInTheDocument();
    const totais = screen.getByTestId('totais-faturamento');
    expect(within(totais).getByTestId('total-Vagas')).toHaveTextContent('1');
    expect(within(totais).getByTestId('total-Soma a faturar')).toHaveTextContent('70%');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('searches with the filters chosen and goes back to the first page', async () => {
    const { user } = montar([58]);
    await screen.findByTestId('faturamento-812');
    await user.type(screen.getByRole('textbox', { name: 'Requisição' }), '41');
    await user.click(screen.getByRole('combobox', { name: 'Situação do faturamento' }));
    await user.click(await screen.findByRole('option', { name: 'Parcialmente faturada', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(listas()).toHaveLength(2));
    expect(Object.fromEntries(listas()[1].searchParams)).toMatchObject({
      nr_requisicao: '41',
      estado: 'parcial',
      pagina: '1',
    });
  });

  it('refuses a period that ends before it starts beside the field, without searching', async () => {
    const { user } = montar([58]);
    await screen.findByTestId('faturamento-812');
    const ate = screen.getByRole('textbox', { name: 'Até' });
    await user.clear(ate);
    await user.type(ate, '01/01/2000');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(M.periodoInvertido)).toBeInTheDocument();
    expect(listas()).toHaveLength(1);
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    resposta = () => json(VAZIA);
    montar([107]);
    expect(await screen.findByText(M.vazia)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar XLSX' })).toBeDisabled();
  });

  it('opens Criar from the requisition for the codes that edit; finance only reads it', async () => {
    const editor = montar([59]);
    await editor.user.click(await screen.findByRole('button', { name: 'Faturar a requisição 41' }));
    expect(editor.abrir).toHaveBeenCalledWith('SelecaoFaturamentoAvaliacaoCriar', { nrRequisicao: 41 });
  });

  it('shows finance the requisition as text', async () => {
    montar([107]);
    const linha = await screen.findByTestId('faturamento-812');
    expect(within(linha).getByText('41')).toBeInTheDocument();
    expect(within(linha).queryByRole('button', { name: /Faturar/ })).not.toBeInTheDocument();
  });

  it('exports the filter searched as CSV', async () => {
    const criar = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: criar, revokeObjectURL: vi.fn() }));
    const { user } = montar([107]);
    await screen.findByTestId('faturamento-812');
    resposta = () =>
      new Response('Vaga;Requisição\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(criar).toHaveBeenCalled());
    const exportacao = pedidos.find((u) => u.pathname === '/api/faturamento/avaliacoes/exportar');
    expect(exportacao && Object.fromEntries(exportacao.searchParams)).toMatchObject({
      formato: 'csv',
      periodo: 'abertura',
    });
  });
});
