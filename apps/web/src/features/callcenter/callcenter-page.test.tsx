import type { ConversaCallcenterLinha, ConversaChatbotResposta } from '@backoffice/domain/callcenter';
import type { ConfiguracaoCliente } from '@backoffice/domain/menu';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { realtime } from '../../lib/realtime-client';
import { CHAVE_USUARIO } from '../../lib/sessao';
import { CallcenterPage } from './callcenter-page';

// The real-time channel: the test delivers the events the server would send.
const { ouvintes, abrirAba } = vi.hoisted(() => ({
  ouvintes: new Map<string, (dados: unknown) => void>(),
  abrirAba: vi.fn(),
}));
vi.mock('../../lib/realtime-client', async (original) => ({
  ...(await original<typeof import('../../lib/realtime-client')>()),
  useRealtime: (tipo: string, fn: (dados: unknown) => void) => {
    ouvintes.set(tipo, fn);
  },
}));
vi.mock('../../lib/tabs', async (original) => ({
  ...(await original<typeof import('../../lib/tabs')>()),
  useTabs: () => ({ abrir: abrirAba, fechar: vi.fn() }),
}));

const EU = 70;
const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

function linha(id: number, extra: Partial<ConversaCallcenterLinha> = {}): ConversaCallcenterLinha {
  return {
    ID_CHATBOT_CONVERSA: id,
    CD_PESSOA_CANDIDATO: 1000 + id,
    NM_CANDIDATO: `Maria Aparecida da Silva ${id}`,
    NR_TELEFONE_CANDIDATO: '5547999112233',
    NM_PESSOA_CLIENTE: 'Metalúrgica',
    CD_PESSOA_CLIENTE_VAGA: 9,
    NOME_ANALISTA: 'Roberta Analista',
    CD_PESSOA_ANALISTA: 5,
    CD_PESSOA_ANALISTA_ATENDIMENTO: null,
    NM_ANALISTA_ATENDIMENTO: null,
    DT_INICIO_ATENDIMENTO_CC: null,
    DT_FIM_ATENDIMENTO_CC: null,
    DT_INICIO_CHAT: '2026-03-10T10:00:00.000Z',
    DT_ULTIMA_RESPOSTA: '2026-03-10T10:00:00.000Z',
    QTDE_DIAS: null,
    VAGA_SELECIONADA: '{"NR_VAGA":55}',
    NR_VAGA: 55,
    CD_EMPRESA: 1,
    ID_STATUS_TYPE: 2,
    ID_MOTIVO_CALL_CENTER: null,
    NM_MOTIVO: null,
    ID_CHATBOT_ATIVO: 'S',
    ...extra,
  };
}

const comigo = {
  CD_PESSOA_ANALISTA_ATENDIMENTO: EU,
  NM_ANALISTA_ATENDIMENTO: 'Ana Atendente',
  DT_INICIO_ATENDIMENTO_CC: '2026-03-10T10:05:00.000Z',
};
const fila = [
  linha(1),
  linha(2, { ...comigo }),
  linha(3, {
    CD_PESSOA_ANALISTA_ATENDIMENTO: 8,
    NM_ANALISTA_ATENDIMENTO: 'Beto',
    DT_INICIO_ATENDIMENTO_CC: '2026-03-10T10:05:00.000Z',
  }),
];
const finalizados = [
  linha(4, {
    ...comigo,
    DT_FIM_ATENDIMENTO_CC: '2026-03-07T10:00:00.000Z',
    QTDE_DIAS: 3,
    NM_MOTIVO: 'Outro motivo',
  }),
];

function conversa(id: number): ConversaChatbotResposta {
  return {
    ID_CHATBOT_CONVERSA: id,
    CD_PESSOA_CANDIDATO: 1000 + id,
    NOME_CANDIDATO: `Maria Aparecida da Silva ${id}`,
    NR_TELEFONE: '5547999112233',
    ID_STATUS_TYPE: 2,
    DS_STATUS_CONVERSA: 'Candidato respondeu',
    DT_INICIO_CONVERSA: '2026-03-10T09:00:00.000Z',
    NODES: [],
    NR_VAGA: 55,
    CD_EMPRESA: 1,
    DT_ULTIMA_RESPOSTA: new Date().toISOString(),
    JANELA: 'aberta',
    CD_PESSOA_ANALISTA_ATENDIMENTO: EU,
    NM_ANALISTA_ATENDIMENTO: 'Ana Atendente',
    DT_INICIO_ATENDIMENTO_CC: '2026-03-10T10:05:00.000Z',
    DT_FIM_ATENDIMENTO_CC: null,
    ID_CHATBOT_ATIVO: 'N',
  };
}

const CONFIGURACAO: ConfiguracaoCliente = {
  URL_WEBMAIL: null,
  URL_RHBSAAS: null,
  URL_DAYONE: null,
  URL_SITE_LEGADO: null,
  PAGINAS_LEGADO: [],
  ID_USUARIO_HELP_DESK: 'N',
  UNIDADES_CALLCENTER: [],
  ID_CHATBOT_UNIDADE: 'S',
  ID_LAYOUT_CURRICULO_2_UNIDADE: 'N',
  ENVIO_SIMULADO: [],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    CHAVE_USUARIO,
    JSON.stringify({
      user_sip: EU,
      cd_sip: 7,
      cd_unid: 1,
      cd_uf_unid: 'SC',
      apelido: 'ana',
      grupos: [],
      cd_setor: null,
      permissoes: [316],
      nm_login: 'ana',
      nm_pessoa: 'Ana Atendente',
    }),
  );
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const u = String(url);
    if (u.endsWith('/api/configuracao')) return json({ ...CONFIGURACAO, UNIDADES_CALLCENTER: [1, 430] });
    if (u.includes('/callcenter/candidatos/')) return json(fila);
    if (u.includes('/callcenter/meus-atendimentos/')) return json(finalizados);
    if (u.includes('/callcenter/iniciar-atendimento/'))
      return json({ message: 'Atendimento iniciado com sucesso!' });
    if (u.includes('/callcenter/retomar-atendimento/'))
      return json({ message: 'Conversa retomada com sucesso!' });
    if (u.includes('/callcenter/encerrar-atendimento'))
      return json({ message: 'Atendimento encerrado com sucesso!' });
    if (u.includes('/callcenter/motivos-desistencia'))
      return json([
        { ID_MOTIVO_CALL_CENTER: 1, NM_MOTIVO: 'Candidato desistiu da vaga' },
        { ID_MOTIVO_CALL_CENTER: 2, NM_MOTIVO: 'Sem interesse na vaga' },
      ]);
    if (u.includes('/vaga/info-vaga/55'))
      return json({
        NR_VAGA: 55,
        NM_CARGO: 'Soldador',
        NM_CARGO_CLIENTE: null,
        NM_PESSOA_CLIENTE: 'Metalúrgica',
        NM_EMPRESA: 'Unidade Joinville',
      });
    const c = u.match(/conversa-chatbot\/(\d+)/);
    if (c) return json(conversa(Number(c[1])));
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  ouvintes.clear();
});

describe('CallcenterPage', () => {
  it('lists the queue: names cut, the take-over for free rows, the actions only for the attendant', async () => {
    renderWithProviders(<CallcenterPage />);
    const tabela = await screen.findByRole('table', { name: 'Conversas para atender' });
    expect(await within(tabela).findAllByText('Maria Aparecida da S.')).toHaveLength(3);
    const livre = screen.getByTestId('callcenter-1');
    expect(within(livre).getByRole('button', { name: /^Iniciar Atendimento/ })).toBeInTheDocument();
    const minha = screen.getByTestId('callcenter-2');
    for (const acao of ['Retomar Conversa', 'Relacionar a vaga', 'Agendar', 'Encerrar'])
      expect(within(minha).getByRole('button', { name: acao })).toBeInTheDocument();
    const doOutro = screen.getByTestId('callcenter-3');
    expect(within(doOutro).getByText('Em atendimento')).toBeInTheDocument();
    // only the candidate's code and the vacancy number are buttons there
    expect(within(doOutro).getAllByRole('button')).toHaveLength(2);
    expect(within(doOutro).queryByRole('button', { name: /Iniciar|Encerrar|Agendar/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes(`/callcenter/candidatos/${EU}/1`))).toBe(
      true,
    );
  });

  it('opens the candidate data from the code and shows the finished ones with their days badge', async () => {
    renderWithProviders(<CallcenterPage />);
    await screen.findByTestId('callcenter-1');
    await userEvent.click(screen.getByRole('button', { name: /Dados do candidato .*, código 1001/ }));
    expect(abrirAba).toHaveBeenCalledWith('DadosCandidato', { cdPessoaCandidato: 1001 }, expect.anything());
    await userEvent.click(screen.getByRole('tab', { name: 'finalizados' }));
    const fim = await screen.findByTestId('finalizado-4');
    expect(within(fim).getByText('3 dias')).toBeInTheDocument();
    expect(within(fim).getByRole('button', { name: 'Conversa Whatsapp' })).toBeInTheDocument();
  });

  it('takes a conversation, opens its chat tab, and the tab blinks on a reply until seen', async () => {
    renderWithProviders(<CallcenterPage />);
    const livre = await screen.findByTestId('callcenter-1');
    await userEvent.click(within(livre).getByRole('button', { name: /^Iniciar Atendimento/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Iniciar Atendimento' }),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) => String(u).includes(`/callcenter/iniciar-atendimento/1/${EU}/1`)),
      ).toBe(true),
    );
    const aba = await screen.findByTestId('aba-chat-1');
    await waitFor(() => expect(aba).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByTestId('regras-canal')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /^atender/ }));
    ouvintes.get('chatbot')?.({ id_chatbot_conversa: 1, nr_telefone: '5547999112233', id_tipo: 'RECEBIDO' });
    await waitFor(() => expect(screen.getByTestId('aba-chat-1')).toHaveAttribute('data-piscando', 'S'));
    // a message of the agent (not the candidate's) does not make it blink
    ouvintes.get('chatbot')?.({ id_chatbot_conversa: 2, nr_telefone: '5547999112233' });
    await userEvent.click(screen.getByTestId('aba-chat-1'));
    await waitFor(() => expect(screen.getByTestId('aba-chat-1')).toHaveAttribute('data-piscando', 'N'));
  });

  it('reloads the lists when the queue changes elsewhere', async () => {
    renderWithProviders(<CallcenterPage />);
    await screen.findByTestId('callcenter-1');
    const antes = fetchMock.mock.calls.filter(([u]) => String(u).includes('/callcenter/candidatos/')).length;
    ouvintes.get('callcenter')?.({ acao: 'iniciado', id_chatbot_conversa: 1, cd_empresa: 1 });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([u]) => String(u).includes('/callcenter/candidatos/')).length,
      ).toBeGreaterThan(antes),
    );
  });

  it('ends with a required reason, sends the attendance key and closes the chat tab', async () => {
    localStorage.setItem('callcenterAbasChat', JSON.stringify([2]));
    renderWithProviders(<CallcenterPage />);
    const minha = await screen.findByTestId('callcenter-2');
    expect(screen.getByTestId('aba-chat-2')).toBeInTheDocument();
    await userEvent.click(within(minha).getByRole('button', { name: 'Encerrar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Encerrar atendimento' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Encerrar atendimento' }));
    expect(await within(dialogo).findByText('Informe o motivo do encerramento.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('encerrar-atendimento'))).toBe(false);
    expect(localStorage.getItem('MOTIVOS_CALLCENTER')).toContain('Sem interesse na vaga');
    await userEvent.click(within(dialogo).getByRole('radio', { name: 'Sem interesse na vaga' }));
    await userEvent.click(within(dialogo).getByRole('checkbox', { name: 'Devolver o candidato ao chatbot' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Encerrar atendimento' }));
    await waitFor(() => expect(screen.queryByTestId('aba-chat-2')).not.toBeInTheDocument());
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('encerrar-atendimento')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      id_chatbot_conversa: 2,
      cd_pessoa_candidato: 1002,
      cd_pessoa_analista_atendimento: EU,
      id_motivo_call_center: 2,
      id_devolver_chatbot: 'S',
    });
  });

  it('resumes a finished attendance into a chat tab, and toggles the vacancy detail by its number', async () => {
    renderWithProviders(<CallcenterPage />);
    const livre = await screen.findByTestId('callcenter-1');
    await userEvent.click(within(livre).getByRole('button', { name: '55' }));
    expect(await within(livre).findByText('Soldador')).toBeInTheDocument();
    await userEvent.click(within(livre).getByRole('button', { name: '55' }));
    expect(within(livre).queryByText('Soldador')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'finalizados' }));
    const fim = await screen.findByTestId('finalizado-4');
    await userEvent.click(within(fim).getByRole('button', { name: 'Retomar Conversa' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) => String(u).includes('/callcenter/retomar-atendimento/4')),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.getByTestId('aba-chat-4')).toHaveAttribute('aria-selected', 'true'));
  });

  it('reads everything again after the real-time channel reconnects (nothing said meanwhile is missed)', async () => {
    renderWithProviders(<CallcenterPage />);
    await screen.findByTestId('callcenter-1');
    const leituras = () =>
      fetchMock.mock.calls.filter(([u]) => String(u).includes('/callcenter/candidatos/')).length;
    const antes = leituras();
    const estado = realtime as unknown as { mudarEstado(e: string): void };
    estado.mudarEstado('aguardando');
    estado.mudarEstado('conectado');
    await waitFor(() => expect(leituras()).toBeGreaterThan(antes));
    estado.mudarEstado('desconectado');
  });
});
