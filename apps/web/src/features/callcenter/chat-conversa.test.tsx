import { type ConversaChatbotResposta, MENSAGENS_CALLCENTER as M } from '@backoffice/domain/callcenter';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { ChatConversa } from './chat-conversa';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

function conversa(extra: Partial<ConversaChatbotResposta> = {}): ConversaChatbotResposta {
  return {
    ID_CHATBOT_CONVERSA: 41,
    CD_PESSOA_CANDIDATO: 9,
    NOME_CANDIDATO: 'Joana Candidata',
    NR_TELEFONE: '5547999112233',
    ID_STATUS_TYPE: 2,
    DS_STATUS_CONVERSA: 'Candidato respondeu',
    DT_INICIO_CONVERSA: '2026-03-10T10:00:00.000Z',
    NODES: [
      {
        ID_CHATBOT_MENSAGEM: 1,
        JSON_MENSAGEM: {
          type: 'template',
          template: { name: 'contato_vaga', texto: 'Olá, Joana! Podemos conversar?' },
        },
        ID_TIPO: 'ENVIADO',
        DATA_MENSAGEM: '2026-03-10T10:00:00.000Z',
        NM_PESSOA_ANALISTA: 'Chatbot',
        DS_STATUS: 'read',
      },
      {
        ID_CHATBOT_MENSAGEM: 2,
        JSON_MENSAGEM: { type: 'image', image: { id: 'm1', caption: 'meu currículo' } },
        ID_TIPO: 'RECEBIDO',
        DATA_MENSAGEM: '2026-03-10T10:05:00.000Z',
        NM_PESSOA_ANALISTA: null,
        DS_STATUS: null,
      },
    ],
    NR_VAGA: 55,
    CD_EMPRESA: 1,
    DT_ULTIMA_RESPOSTA: '2026-03-10T10:05:00.000Z',
    JANELA: 'aberta',
    CD_PESSOA_ANALISTA_ATENDIMENTO: 7,
    NM_ANALISTA_ATENDIMENTO: 'Ana',
    DT_INICIO_ATENDIMENTO_CC: '2026-03-10T10:06:00.000Z',
    DT_FIM_ATENDIMENTO_CC: null,
    ID_CHATBOT_ATIVO: 'N',
    ...extra,
  };
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    json({ message: 'Mensagem enviada.', mensagem: conversa().NODES[0] }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const corpoEnviado = () => {
  const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('send-message')) ?? [];
  return JSON.parse(String(init?.body));
};

describe('ChatConversa', () => {
  it('shows the messages with their delivery status, the media the candidate sent and the channel rules', () => {
    renderWithProviders(<ChatConversa conversa={conversa()} carregando={false} podeEscrever />);
    expect(screen.getByText('Olá, Joana! Podemos conversar?')).toBeInTheDocument();
    expect(screen.getByText('Lida')).toBeInTheDocument();
    expect(screen.getByText('Imagem enviada pelo candidato: meu currículo')).toBeInTheDocument();
    expect(screen.getByTestId('regras-canal')).toHaveTextContent(M.regrasCanal);
    // a standing rule, not an error: a neutral note, never an alert in red
    expect(screen.getByTestId('regras-canal')).toHaveAttribute('role', 'note');
    expect(screen.getByTestId('regras-canal')).toHaveAttribute('data-variant', 'light');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends free text inside the window', async () => {
    renderWithProviders(<ChatConversa conversa={conversa()} carregando={false} podeEscrever />);
    const caixa = screen.getByLabelText('Mensagem');
    expect(caixa).toBeEnabled();
    expect(screen.queryByRole('button', { name: /mensagem inicial/ })).not.toBeInTheDocument();
    await userEvent.type(caixa, 'Podemos agendar?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(corpoEnviado()).toMatchObject({ message: 'Podemos agendar?', envio_primeira_msg: 'N' }),
    );
  });

  it('locks the composer before the reply and offers only the approved template', async () => {
    renderWithProviders(
      <ChatConversa
        conversa={conversa({ JANELA: 'aguardandoResposta', DT_ULTIMA_RESPOSTA: null })}
        carregando={false}
        podeEscrever
      />,
    );
    expect(screen.getByLabelText('Mensagem')).toBeDisabled();
    expect(screen.getByTestId('janela-fechada')).toHaveTextContent(M.aguardandoResposta);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem inicial (modelo aprovado)' }));
    await waitFor(() =>
      expect(corpoEnviado()).toMatchObject({ envio_primeira_msg: 'S', id_chatbot_conversa: 41 }),
    );
  });

  it('locks it 24 hours after the last reply, and for anyone but the attendant', () => {
    const { unmount } = renderWithProviders(
      <ChatConversa conversa={conversa({ JANELA: 'expirada' })} carregando={false} podeEscrever />,
    );
    expect(screen.getByLabelText('Mensagem')).toBeDisabled();
    expect(screen.getByTestId('janela-fechada')).toHaveTextContent(M.janelaExpirada);
    unmount();
    renderWithProviders(<ChatConversa conversa={conversa()} carregando={false} podeEscrever={false} />);
    expect(screen.getByLabelText('Mensagem')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /mensagem inicial/ })).not.toBeInTheDocument();
  });
});
