import { MENSAGENS_FATURAMENTO } from '@backoffice/domain/faturamento';
import {
  type FaturamentoRequisicaoResposta,
  type FaturamentoVagaRequisicao,
  MENSAGENS_FATURAMENTO_AVALIACAO as M,
} from '@backoffice/domain/faturamento-avaliacao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { FaturamentoAvaliacaoCriarPage } from './faturamento-avaliacao-criar-page';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const vaga = (nr: number, extra: Partial<FaturamentoVagaRequisicao> = {}): FaturamentoVagaRequisicao => ({
  NR_VAGA: nr,
  NM_CARGO: 'Soldador',
  CD_SITUACAO_VAGA: 1,
  NM_SITUACAO_VAGA: 'Aberta',
  CD_TIPO_CONTRATACAO: 1,
  NM_TIPO_CONTRATACAO: 'Efetivo',
  NM_PESSOA_ANALISTA: 'Ana Souza',
  PC_FATURAMENTO: null,
  DT_FATURAMENTO: null,
  AD_PC_FATURAMENTO: null,
  AD_DT_FATURAMENTO: null,
  PC_FAT_ENCAMINHAMENTO: null,
  DT_FAT_ENCAMINHAMENTO: null,
  PC_TOTAL: 0,
  PC_TOTAL_FATURADO: 0,
  PC_A_FATURAR: 0,
  ID_ADIANTAMENTO_FATURADO: 'N',
  ID_ENCAMINHAMENTO_FATURADO: 'N',
  ID_FECHAMENTO_FATURADO: 'N',
  ESTADO_FATURAMENTO: 'sem_faturamento',
  ID_EDITAVEL: 'S',
  DS_BLOQUEIO: null,
  ...extra,
});

const REQUISICAO: FaturamentoRequisicaoResposta = {
  NR_REQUISICAO: 41,
  CD_PESSOA_CLIENTE: 9,
  NM_CLIENTE: 'Metalúrgica Joinville',
  DT_REQUISICAO: '2030-01-02',
  NM_EMPRESA: 'Joinville',
  PC_TOTAL_MAXIMO: 150,
  DT_FATURAMENTO_PADRAO: '2030-06-16',
  DT_FATURAMENTO_MINIMA: '2030-06-13',
  VAGAS: [
    vaga(101),
    vaga(102, {
      AD_PC_FATURAMENTO: 30,
      AD_DT_FATURAMENTO: '2030-01-05',
      ID_ADIANTAMENTO_FATURADO: 'S',
      PC_TOTAL: 30,
      PC_TOTAL_FATURADO: 30,
      ESTADO_FATURAMENTO: 'faturada',
    }),
    vaga(103, {
      CD_SITUACAO_VAGA: 13,
      NM_SITUACAO_VAGA: 'Congelada',
      ID_EDITAVEL: 'N',
      DS_BLOQUEIO: M.vagaCongelada,
    }),
    vaga(104),
  ],
};

let enviados: unknown[];
let aoSalvar: (corpo: unknown) => Response;
let requisicao: () => Response;

beforeEach(() => {
  enviados = [];
  aoSalvar = () => json({ status: 1, message: M.salvo(1, 41), NR_REQUISICAO: 41, VAGAS_ALTERADAS: [101] });
  requisicao = () => json(REQUISICAO);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (entrada: string, init?: RequestInit) => {
      const url = new URL(entrada, 'http://localhost');
      if (init?.method === 'POST') {
        const corpo = JSON.parse(String(init.body));
        enviados.push(corpo);
        return aoSalvar(corpo);
      }
      if (url.pathname === '/api/faturamento/avaliacoes/requisicao/41') return requisicao();
      return json({ error: M.requisicaoNaoEncontrada }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function montar(params: Record<string, string> = { nrRequisicao: '41' }) {
  renderWithProviders(<FaturamentoAvaliacaoCriarPage params={params} />);
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const campo = (nome: string) => screen.getByRole('textbox', { name: nome });

describe('Faturamento Avaliação › Criar', () => {
  it("shows the requisition's vacancies: editable cells, billed parts locked, blocked ones with the reason", async () => {
    montar();
    expect(await screen.findByText('Metalúrgica Joinville')).toBeInTheDocument();
    expect(campo('% adiantamento da vaga 101')).toBeEnabled();
    expect(campo('Data do fechamento da vaga 104')).toBeInTheDocument();
    // the billed advance of 102 cannot change
    expect(campo('% adiantamento da vaga 102')).toBeDisabled();
    expect(within(screen.getByTestId('criar-vaga-102')).getByText('Já faturado')).toBeInTheDocument();
    // the frozen one has no field, only its reason
    const congelada = screen.getByTestId('criar-vaga-103');
    expect(within(congelada).getByText(M.vagaCongelada)).toBeInTheDocument();
    expect(within(congelada).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('loads a requisition typed, and says when it does not exist', async () => {
    const user = montar({});
    await user.type(screen.getByRole('textbox', { name: 'Número da requisição' }), '999');
    await user.click(screen.getByRole('button', { name: 'Carregar vagas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.requisicaoNaoEncontrada);
    await user.clear(screen.getByRole('textbox', { name: 'Número da requisição' }));
    await user.type(screen.getByRole('textbox', { name: 'Número da requisição' }), '41');
    await user.click(screen.getByRole('button', { name: 'Carregar vagas' }));
    expect(await screen.findByText('Metalúrgica Joinville')).toBeInTheDocument();
  });

  it('gives a new percentage the default date and saves only the vacancies changed', async () => {
    const user = montar();
    await screen.findByText('Metalúrgica Joinville');
    await user.type(campo('% fechamento da vaga 101'), '70');
    expect(campo('Data do fechamento da vaga 101')).toHaveValue('16/06/2030');
    await user.type(campo('% adiantamento da vaga 101'), '30');
    expect(screen.getByText('1 vaga alterada.')).toBeInTheDocument();
    // what the server holds after the save, read again
    requisicao = () =>
      json({
        ...REQUISICAO,
        VAGAS: REQUISICAO.VAGAS.map((v) =>
          v.NR_VAGA === 101
            ? {
                ...v,
                PC_FATURAMENTO: 70,
                DT_FATURAMENTO: '2030-06-16',
                AD_PC_FATURAMENTO: 30,
                AD_DT_FATURAMENTO: '2030-06-16',
              }
            : v,
        ),
      });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      nr_requisicao: 41,
      vagas: [
        {
          nr_vaga: 101,
          pc_adiantamento: 30,
          dt_adiantamento: '2030-06-16',
          pc_encaminhamento: null,
          dt_encaminhamento: null,
          pc_faturamento: 70,
          dt_faturamento: '2030-06-16',
        },
      ],
    });
    // the form starts again from the billing read after the save
    expect(await screen.findByText('Nenhuma vaga alterada.')).toBeInTheDocument();
    expect(campo('% fechamento da vaga 101')).toHaveValue('70%');
  });

  it('refuses a total over 150 beside the field, naming the vacancy, without saving', async () => {
    const user = montar();
    await screen.findByText('Metalúrgica Joinville');
    await user.type(campo('% fechamento da vaga 104'), '100');
    await user.type(campo('% encaminhamento da vaga 104'), '60');
    expect(within(screen.getByTestId('criar-vaga-104')).getByText('160%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await within(screen.getByTestId('criar-vaga-104')).findByText(
        `Vaga 104: ${MENSAGENS_FATURAMENTO.totalMaximo}`,
      ),
    ).toBeInTheDocument();
    expect(enviados).toHaveLength(0);
  });

  it("puts the server's refusals on the rows they name, whatever lines were sent", async () => {
    aoSalvar = () =>
      json(
        {
          error: [
            `vagas.1.dt_faturamento: Vaga 104: ${MENSAGENS_FATURAMENTO.dataMaiorQueHoje}`,
            `vagas.0.nr_vaga: Vaga 101: ${M.vagaCongelada}`,
          ],
        },
        400,
      );
    const user = montar();
    await screen.findByText('Metalúrgica Joinville');
    await user.type(campo('% encaminhamento da vaga 101'), '10');
    await user.type(campo('% fechamento da vaga 104'), '50');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect((enviados[0] as { vagas: { nr_vaga: number }[] }).vagas.map((v) => v.nr_vaga)).toEqual([101, 104]);
    const linha104 = screen.getByTestId('criar-vaga-104');
    expect(
      await within(linha104).findByText(`Vaga 104: ${MENSAGENS_FATURAMENTO.dataMaiorQueHoje}`),
    ).toBeInTheDocument();
    expect(campo('Data do fechamento da vaga 104')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(screen.getByTestId('criar-vaga-101')).getByText(`Vaga 101: ${M.vagaCongelada}`),
    ).toBeInTheDocument();
  });

  it('says when nothing changed instead of saving', async () => {
    const user = montar();
    await screen.findByText('Metalúrgica Joinville');
    expect(screen.getByText('Nenhuma vaga alterada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(enviados).toHaveLength(0);
  });
});
