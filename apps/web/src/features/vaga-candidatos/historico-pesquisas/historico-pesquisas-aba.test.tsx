import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabsProvider } from '../../../app/tabs-provider';
import { renderizar } from '../../../app/test-utils';
import { limparSessao, salvarUsuario } from '../../../lib/sessao';
import { HistoricoPesquisasAba } from './historico-pesquisas-aba';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  limparSessao();
});

function entrar(cdUnid: number) {
  salvarUsuario({
    user_sip: 9,
    cd_sip: 9,
    cd_unid: cdUnid,
    cd_uf_unid: 'SC',
    apelido: 'liz',
    grupos: [],
    cd_setor: null,
    permissoes: [58],
    nm_login: 'liz',
    nm_pessoa: 'Liz',
  });
}

const PESQUISA = {
  NR_SELECAO: 40,
  SOMA: 12,
  CANDIDATOS_DESCARTADOS: 0,
  QT_CANDIDATOS: 12,
  NM_USUARIO: 'Liz',
  CRIADO_EM: '2026-11-20T13:00:00.000Z',
  POSSUI_ENVIO_CANDIDATO: 'N',
  ENVIO_DE_CONTATO: [],
};

const CONVERSA = {
  ID_CHATBOT_CONVERSA: 3,
  CD_PESSOA_CANDIDATO: 5,
  NOME_CANDIDATO: 'Ana Souza',
  NR_TELEFONE: '5547999112233',
  ID_STATUS_TYPE: 2,
  DS_STATUS_CONVERSA: 'Candidato respondeu',
  DT_INICIO_CONVERSA: '2026-11-20T13:00:00.000Z',
  NODES: [
    {
      ID_CHATBOT_MENSAGEM: 1,
      ID_TIPO: 'ENVIADO',
      NM_PESSOA_ANALISTA: 'liz',
      DATA_MENSAGEM: '2026-11-20T13:00:00.000Z',
      JSON_MENSAGEM: {
        type: 'template',
        template: { name: 'contato_vaga', texto: 'Olá, Ana! Temos uma vaga.' },
      },
    },
    {
      ID_CHATBOT_MENSAGEM: 2,
      ID_TIPO: 'RECEBIDO',
      NM_PESSOA_ANALISTA: null,
      DATA_MENSAGEM: '2026-11-20T13:05:00.000Z',
      JSON_MENSAGEM: { type: 'button', button: { text: 'Tenho interesse' } },
    },
    {
      ID_CHATBOT_MENSAGEM: 3,
      ID_TIPO: 'RECEBIDO',
      NM_PESSOA_ANALISTA: null,
      DATA_MENSAGEM: '2026-11-20T13:06:00.000Z',
      JSON_MENSAGEM: {
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { title: 'Manhã' } },
      },
    },
    {
      ID_CHATBOT_MENSAGEM: 4,
      ID_TIPO: 'RECEBIDO',
      NM_PESSOA_ANALISTA: null,
      DATA_MENSAGEM: '2026-11-20T13:07:00.000Z',
      JSON_MENSAGEM: { type: 'contacts', contacts: [{ name: { formatted_name: 'Carla Lima' } }] },
    },
    {
      ID_CHATBOT_MENSAGEM: 5,
      ID_TIPO: 'ENVIADO',
      NM_PESSOA_ANALISTA: 'liz',
      DATA_MENSAGEM: '2026-11-20T13:08:00.000Z',
      JSON_MENSAGEM: { type: 'text', text: { body: 'Perfeito, vamos agendar.' } },
    },
  ],
};

/** The fake server of the sends; `chatbot`: the user's unit flag the configuration answers. */
function servidorEnvios(envios: string[], chatbot: 'S' | 'N' = 'S') {
  fetchMock.mockImplementation(async (url, init) => {
    const u = String(url);
    if (u === '/api/pesquisa-candidatos/pesquisas/7') return json(200, [PESQUISA]);
    if (u === '/api/configuracao')
      return json(200, {
        URL_WEBMAIL: null,
        URL_RHBSAAS: null,
        URL_DAYONE: null,
        URL_SITE_LEGADO: null,
        ID_USUARIO_HELP_DESK: 'N',
        UNIDADES_CALLCENTER: [1],
        ID_CHATBOT_UNIDADE: chatbot,
        ID_LAYOUT_CURRICULO_2_UNIDADE: 'N',
        ENVIO_SIMULADO: ['whatsapp'],
      });
    if (u === '/api/candidato/comecar-conversas-chatbot/40' && init?.method === 'POST') {
      envios.push(u);
      return json(200, {
        message: '1 conversa iniciada pelo chatbot.',
        candidatosEnviados: [{ CD_PESSOA: 5, NM_PESSOA: 'Ana Souza', ID_CHATBOT_CONVERSA: 3 }],
        candidatosErros: [
          {
            CD_PESSOA: 6,
            NM_PESSOA: 'Bruno Lima',
            CANAL: 'whatsapp',
            ERRO: 'Candidato sem celular válido para WhatsApp.',
          },
        ],
      });
    }
    if (u === '/api/candidato/envio-anuncio-candidato/40' && init?.method === 'POST') {
      envios.push(u);
      return json(200, {
        message: 'Envio concluído: 10 e-mails e 8 SMS.',
        enviados: { email: 10, sms: 8 },
        erros: [],
      });
    }
    if (u === '/api/chatbot/conversas-status/40') return json(200, [CONVERSA]);
    return json(404, { error: 'não encontrado' });
  });
}

function montar() {
  renderizar(
    <TabsProvider acessoDaAba={() => 'permitida'}>
      <HistoricoPesquisasAba nrVaga={7} />
    </TabsProvider>,
  );
}

const json = (status: number, corpo: unknown) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

describe('HistoricoPesquisasAba', () => {
  it('lists the searches with the capped total and channels, and opens the discarded of one', async () => {
    fetchMock.mockImplementation(async (url) => {
      const u = String(url);
      if (u === '/api/pesquisa-candidatos/pesquisas/7')
        return json(200, [
          {
            NR_SELECAO: 31,
            SOMA: 1001,
            CANDIDATOS_DESCARTADOS: 1,
            NM_USUARIO: 'Liz',
            CRIADO_EM: '2026-11-20T13:00:00.000Z',
            POSSUI_ENVIO_CANDIDATO: 'S',
            ENVIO_DE_CONTATO: [{ CD_TIPO_ENVIO: 1 }, { CD_TIPO_ENVIO: 10 }],
          },
          {
            NR_SELECAO: 30,
            SOMA: 12,
            CANDIDATOS_DESCARTADOS: 0,
            NM_USUARIO: 'Liz',
            CRIADO_EM: '2026-11-19T13:00:00.000Z',
            POSSUI_ENVIO_CANDIDATO: 'N',
            ENVIO_DE_CONTATO: [],
          },
        ]);
      if (u === '/api/pesquisa-candidatos/candidatos/descartados/7/31')
        return json(200, [
          {
            CD_PESSOA: 5,
            NM_PESSOA: 'Ana Souza',
            NM_BAIRRO: 'Centro',
            NM_CIDADE: 'Joinville',
            ALTERADO_EM: '2026-11-20T14:00:00.000Z',
            NM_USUARIO: 'Liz',
          },
        ]);
      return json(404, { error: 'não encontrado' });
    });
    renderizar(
      <TabsProvider acessoDaAba={() => 'permitida'}>
        <HistoricoPesquisasAba nrVaga={7} />
      </TabsProvider>,
    );
    const tabela = await screen.findByRole('table', { name: 'Histórico de pesquisas' });
    // the table is drawn while the list loads; its rows come with the answer
    await within(tabela).findByText('1000+');
    const linhas = within(tabela).getAllByRole('row');
    expect(within(linhas[1]).getByText('1000+')).toBeInTheDocument();
    expect(within(linhas[1]).getByText('E-mail')).toBeInTheDocument();
    expect(within(linhas[1]).getByText('Chatbot')).toBeInTheDocument();
    expect(within(linhas[2]).getByText('Nenhum')).toBeInTheDocument();
    expect(within(linhas[2]).getByRole('button', { name: 'Descartados' })).toBeDisabled();

    await userEvent.click(within(linhas[1]).getByRole('button', { name: 'Descartados' }));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Centro - Joinville')).toBeInTheDocument();
  });

  it("offers the chatbot send only when the user's unit has it on (the configuration)", async () => {
    entrar(777);
    servidorEnvios([], 'N');
    montar();
    await userEvent.click(await screen.findByRole('button', { name: 'Envios da pesquisa 40' }));
    expect(await screen.findByRole('menuitem', { name: /Envio normal/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Envio chatbot/ })).not.toBeInTheDocument();
  });

  it('shows the estimated cost before starting the conversations, then who was not reached', async () => {
    entrar(19);
    const envios: string[] = [];
    servidorEnvios(envios);
    montar();
    await userEvent.click(await screen.findByRole('button', { name: 'Envios da pesquisa 40' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Envio chatbot/ }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByTestId('custo-chatbot')).toHaveTextContent(/R\$\s0,35 × 12 = R\$\s4,20/);
    expect(await within(dialogo).findByText(/Envio simulado \(WhatsApp\)/)).toBeInTheDocument();
    expect(envios).toEqual([]);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Iniciar conversas' }));
    expect(await within(dialogo).findByText('1 conversa iniciada pelo chatbot.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Bruno Lima')).toBeInTheDocument();
    expect(within(dialogo).getByText('Candidato sem celular válido para WhatsApp.')).toBeInTheDocument();
    expect(envios).toEqual(['/api/candidato/comecar-conversas-chatbot/40']);
  });

  it('confirms the normal send', async () => {
    entrar(777);
    const envios: string[] = [];
    servidorEnvios(envios);
    montar();
    await userEvent.click(await screen.findByRole('button', { name: 'Envios da pesquisa 40' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Envio normal/ }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(/por e-mail e SMS aos 12 candidatos/)).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialogo).findByText('Envio concluído: 10 e-mails e 8 SMS.')).toBeInTheDocument();
    expect(envios).toEqual(['/api/candidato/envio-anuncio-candidato/40']);
  });

  it('shows the conversations with their status and every kind of message', async () => {
    entrar(19);
    servidorEnvios([]);
    montar();
    await userEvent.click(await screen.findByRole('button', { name: 'Envios da pesquisa 40' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Conversas do chatbot' }));
    const dialogo = await screen.findByRole('dialog');
    expect(await within(dialogo).findByText('Ana Souza')).toBeInTheDocument();
    expect(within(dialogo).getByText('Candidato respondeu')).toBeInTheDocument();
    for (const texto of [
      'Olá, Ana! Temos uma vaga.',
      'Tenho interesse',
      'Manhã',
      'Contato compartilhado: Carla Lima',
      'Perfeito, vamos agendar.',
    ])
      expect(within(dialogo).getByText(texto)).toBeInTheDocument();
    expect(within(dialogo).getAllByTestId('mensagem-enviado')).toHaveLength(2);
    expect(within(dialogo).getAllByTestId('mensagem-recebido')).toHaveLength(3);
  });
});
