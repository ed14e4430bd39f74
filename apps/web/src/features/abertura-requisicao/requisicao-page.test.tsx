import { MENSAGENS_ABERTURA as M, type RequisicaoResposta } from '@backoffice/domain/abertura-requisicao';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { salvarUsuario } from '../../lib/sessao';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { RequisicaoPage } from './requisicao-page';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const vaga = (nr: number, extra: Partial<RequisicaoResposta['VAGAS'][number]> = {}) => ({
  NR_VAGA: nr,
  CD_SITUACAO_VAGA: 1,
  NM_SITUACAO_VAGA: 'Aberta',
  CD_CARGO_CLIENTE: 7,
  NM_CARGO_CLIENTE: 'Operador de empilhadeira',
  VL_SALARIO: 2500,
  ID_SALARIO: 'M' as const,
  CD_TURNO: 101,
  NM_TURNO: 'Comercial 08-18',
  CD_CENTRO_CUSTO: 'CC-10',
  NM_CENTRO_CUSTO: 'Produção',
  CD_GRAU_INSTRUCAO_DE: null,
  CD_GRAU_INSTRUCAO_ATE: null,
  ID_SEXO: null,
  NR_IDADE_DE: null,
  NR_IDADE_ATE: null,
  NR_ANOS_EXPERIENCIA_DE: null,
  NR_ANOS_EXPERIENCIA_ATE: null,
  ID_VAGA_PCD: 'N' as const,
  ID_VAGA_CONFIDENCIAL: 'N' as const,
  ID_VAGA_SIGILOSA: 'N' as const,
  CD_PESSOA_ANALISTA: 500,
  NM_PESSOA_ANALISTA: 'Ana Analista',
  DT_ABERTURA: '2030-03-02',
  QT_CANDIDATOS: 0,
  ...extra,
});

const REQUISICAO: RequisicaoResposta = {
  NR_REQUISICAO: 55,
  CD_PESSOA_CLIENTE: 10,
  NM_CLIENTE: 'Metalúrgica Joinville',
  NM_APELIDO_CLIENTE: 'Metal JV',
  ID_ESCONDE_INFO_SIGILOSA: 'N',
  CD_EMPRESA: 1,
  NM_EMPRESA: 'Joinville',
  CD_EMPRESA_AGRUPADORA: 1,
  CD_EMPRESA_CLIENTE: 1,
  DT_REQUISICAO: '2030-03-02',
  NM_REQUISITANTE: 'Marina Souza',
  DS_AREA: 'Logística',
  NR_PEDIDO_CLIENTE: 'PED-1',
  CD_TIPO_CONTRATACAO: 1,
  NM_TIPO_CONTRATACAO: 'Efetivo',
  ID_SETOR: 'S',
  ID_TIPO_VAGA: 'O',
  DS_OBSERVACOES: null,
  ID_SITUACAO: 'A',
  CD_MOTIVO_CANCELAMENTO: null,
  NM_MOTIVO_CANCELAMENTO: null,
  DS_MOTIVO_CANCELAMENTO: null,
  DT_CANCELAMENTO: null,
  NM_USUARIO_CRIACAO: 'Gil Gestor',
  QT_VAGAS: 2,
  QT_CANDIDATOS: 0,
  ID_EDITAVEL: 'S',
  DS_NAO_EDITAVEL: null,
  BENEFICIOS: { id_transporte: 'C', ds_obs_transporte: '1', id_vale_refeicao: 'S' },
  DIVULGACAO: { ID_LIBERA_INTERNET: 'N', QT_CANDIDATOS_VAGA_WEB: 100, DS_OBSERVACAO_INTERNET: null },
  VAGAS: [vaga(101), vaga(102, { CD_SITUACAO_VAGA: 6, NM_SITUACAO_VAGA: 'Fechada' })],
};

let requisicao: RequisicaoResposta;
let enviados: { metodo: string; url: string; corpo: unknown }[];
let abrir: ReturnType<typeof vi.fn>;

beforeEach(() => {
  requisicao = REQUISICAO;
  enviados = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const metodo = init?.method ?? 'GET';
      if (metodo !== 'GET') {
        enviados.push({ metodo, url, corpo: init?.body ? JSON.parse(String(init.body)) : null });
        return json({ NR_REQUISICAO: 55, NR_VAGA: [], message: M.cancelada(55, 1) });
      }
      if (url === '/api/requisicoes/55') return json(requisicao);
      if (url.startsWith('/api/vaga/motivos-cancelamento-vaga-list'))
        return json([{ CD_MOTIVO_CANCELAMENTO: 2, DS_MOTIVO_CANCELAMENTO: 'Cliente desistiu' }]);
      if (url.startsWith('/api/cargo/cargos-cliente/10/1'))
        return json([
          {
            CD_CARGO_CLIENTE: 7,
            NM_CARGO_CLIENTE: 'Operador de empilhadeira',
            NM_CARGO: null,
            CD_CARGO_INTERNO: null,
            ID_CARGO_EXIBIR_WEB: 'I',
            DS_CARGO_EXIBIR_WEB: 'Cargo interno',
          },
        ]);
      return json([]);
    }),
  );
  salvarUsuario({
    cd_sip: 3,
    user_sip: 77,
    cd_unid: 1,
    cd_uf_unid: 'SC',
    apelido: 'gil',
    nm_login: 'gil',
    nm_pessoa: 'Gil Gestor',
    grupos: [],
    cd_setor: null,
    permissoes: [59],
  });
  abrir = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function montar() {
  return renderizar(
    <TabsContext.Provider value={{ abrir } as unknown as TabsApi}>
      <RequisicaoPage params={{ nrRequisicao: '55' }} />
    </TabsContext.Provider>,
  );
}

describe('Requisição (página)', () => {
  it('shows the header, benefits and vacancies; a vacancy opens its tab', async () => {
    montar();
    expect(await screen.findByRole('heading', { name: 'Requisição 55' })).toBeInTheDocument();
    expect(screen.getByText('Marina Souza')).toBeInTheDocument();
    expect(
      screen.getByText('Transporte coletivo (Percentual sobre total), Vale refeição'),
    ).toBeInTheDocument();
    const tabela = screen.getByRole('table', { name: 'Vagas da requisição 55' });
    expect(within(tabela).getByText('Fechada')).toBeInTheDocument();
    fireEvent.click(within(tabela).getByRole('button', { name: '101' }));
    expect(abrir).toHaveBeenCalledWith('Vaga', { nrVaga: 101 }, { titulo: 'Vaga 101' });
  });

  it('cancels with a reason: the body sent names the register and the text', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    montar();
    await user.click(await screen.findByRole('button', { name: 'Cancelar requisição' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar a requisição 55' });
    expect(within(dialogo).getByText(/A vaga aberta da requisição será cancelada/)).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar a requisição' }));
    expect(await within(dialogo).findByText(M.motivoObrigatorio)).toBeInTheDocument();
    expect(enviados).toHaveLength(0);
    await user.click(within(dialogo).getByRole('combobox', { name: 'Motivo do cancelamento' }));
    await user.click(await screen.findByRole('option', { name: 'Cliente desistiu', hidden: true }));
    fireEvent.change(within(dialogo).getByRole('textbox', { name: 'Descreva o motivo' }), {
      target: { value: 'O cliente suspendeu as contratações deste mês.' },
    });
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar a requisição' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      metodo: 'POST',
      url: '/api/requisicoes/55/cancelamento',
      corpo: {
        cd_motivo_cancelamento: 2,
        ds_motivo_cancelamento: 'O cliente suspendeu as contratações deste mês.',
      },
    });
  }, 120_000);

  it('edits the open vacancies as lines (quantity 1, not removable) and sends their numbers', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    montar();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('heading', { name: 'Editar a requisição 55' })).toBeInTheDocument();
    // only the open vacancy is a line; the closed one keeps its data
    expect(screen.getByTestId('total-vagas')).toHaveTextContent('1 linha · 1 vaga (0 novas)');
    expect(screen.getByRole('textbox', { name: 'Quantidade da linha 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover a linha 1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Cliente' })).toHaveValue('Metal JV');
    fireEvent.change(screen.getByRole('combobox', { name: 'Requisitante' }), {
      target: { value: 'Paulo Lima' },
    });
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      metodo: 'PUT',
      url: '/api/requisicoes/55',
      corpo: {
        nm_requisitante: 'Paulo Lima',
        beneficios: { id_transporte: 'C', ds_obs_transporte: '1', id_vale_refeicao: 'S' },
        linhas: [{ nr_vaga: 101, cd_cargo_cliente: 7, qt_vagas: 1, vl_salario: 2500, cd_turno: 101 }],
      },
    });
    expect((enviados[0].corpo as Record<string, unknown>).cd_pessoa_cliente).toBeUndefined();
  }, 120_000);

  it('a requisition with candidates says why it cannot be edited; a cancelled one shows its reason', async () => {
    requisicao = { ...REQUISICAO, ID_EDITAVEL: 'N', DS_NAO_EDITAVEL: M.comCandidatos(2), QT_CANDIDATOS: 2 };
    const { unmount } = montar();
    expect(await screen.findByText(M.comCandidatos(2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
    unmount();
    requisicao = {
      ...REQUISICAO,
      ID_SITUACAO: 'C',
      ID_EDITAVEL: 'N',
      DS_NAO_EDITAVEL: M.requisicaoCancelada,
      NM_MOTIVO_CANCELAMENTO: 'Cliente desistiu',
      DS_MOTIVO_CANCELAMENTO: 'Suspendeu as contratações.',
      DT_CANCELAMENTO: '2030-03-05T13:00:00.000Z',
    };
    montar();
    expect(await screen.findByText('Cliente desistiu: Suspendeu as contratações.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar requisição' })).toBeNull();
  });
});
