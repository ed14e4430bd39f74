import type { ContatoClienteLinha } from '@backoffice/domain/clientes';
import { MENSAGENS_PARECER } from '@backoffice/domain/parecer-cliente';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../app/test-utils';
import { renderWithProviders } from '../../../components/testing/render';
import { AbaRelacionados } from '../aba-relacionados';
import { EncaminharClienteModal } from './encaminhar-cliente-modal';

vi.mock('../../../lib/tabs', async (original) => ({
  ...(await original<typeof import('../../../lib/tabs')>()),
  useTabs: () => ({ abrir: vi.fn(), fechar: vi.fn() }),
}));

const M = MENSAGENS_PARECER;

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

function contato(extra: Partial<ContatoClienteLinha>): ContatoClienteLinha {
  return {
    cd_pessoa: 1,
    nm_pessoa: 'Contato',
    nm_cargo: null,
    id_sexo: null,
    dt_nascimento: null,
    id_estado_civil: null,
    ds_email: 'contato@cliente.com.br',
    telefones: [],
    id_ativo: 'S',
    ...extra,
  };
}

const CONTATOS = [
  contato({
    cd_pessoa: 21,
    nm_pessoa: 'Carla Gestora',
    nm_cargo: 'RH',
    ds_email: 'carla@cliente.com.br',
    telefones: [{ cd_tipo_telefone: '5', nr_telefone: '11987654321', nr_ramal: null }],
  }),
  contato({
    cd_pessoa: 22,
    nm_pessoa: 'Diego Fixo',
    ds_email: 'diego@cliente.com.br',
    telefones: [{ cd_tipo_telefone: '11', nr_telefone: '1133334444', nr_ramal: null }],
  }),
  contato({ cd_pessoa: 23, nm_pessoa: 'Elisa Inativa', id_ativo: 'N' }),
  contato({ cd_pessoa: 24, nm_pessoa: 'Fábio Sem Email', ds_email: null }),
];

function relacionado(cd: number, nome: string, situacao: 'A' | 'R' | null) {
  return {
    CD_PESSOA: cd,
    NM_PESSOA: nome,
    CD_ESTAGIO_VAGA: 4,
    NM_ESTAGIO_VAGA: 'Em análise',
    ID_SITUACAO: situacao,
    NOTA: null,
    ID_SEXO: 'F',
    ID_POSSUE_DEFICIENCIA: 'N',
    ID_DESTAQUE: 'N',
    ANALISTA_VAGA: 'Rosa',
    DT: null,
    CRIADO_EM: '2030-01-02T10:00:00.000Z',
    CD_ORIGEM_RELACIONAMENTO: 1,
    CD_SITUACAO_ATUAL_VAGA: 1,
    CD_TIPO_CONTRATACAO: 1,
    ID_ENVIA_EMAIL_REPROV: 'S',
    NR_VAGA: 55,
  };
}

const enviados: { url: string; corpo: unknown }[] = [];
let resposta: () => Response;

beforeEach(() => {
  enviados.length = 0;
  resposta = () =>
    json({
      message: M.enviado(2),
      id_link: 9,
      url: 'https://backoffice.exemplo/parecer/abc123',
      expira_em: '2030-01-16T12:00:00.000Z',
      canais: ['email', 'whatsapp'],
    });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) => {
      const u = String(url);
      if ((init?.method ?? 'GET') !== 'GET') {
        enviados.push({ url: u, corpo: JSON.parse(String(init?.body)) });
        return resposta();
      }
      if (u.includes('/clientes/7/contatos')) return json(CONTATOS);
      if (u.includes('/vaga/dados-vaga-resumida/55'))
        return json({
          VAGA: { NR_VAGA: 55, CD_SITUACAO_VAGA: 1, CD_PESSOA_CLIENTE: 7, CD_PESSOA_ANALISTA: 3 },
        });
      if (u.includes('/vaga/candidatos-relacionados/55'))
        return json([
          relacionado(10, 'Ana Candidata', null),
          relacionado(11, 'Bruno Reprovado', 'R'),
          relacionado(12, 'Caio Candidato', null),
        ]);
      return json([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function abrir() {
  const onClose = vi.fn();
  const onEnviado = vi.fn();
  renderWithProviders(
    <EncaminharClienteModal
      nrVaga={55}
      cdPessoaCliente={7}
      candidatos={[
        { cd: 10, nome: 'Ana Candidata' },
        { cd: 12, nome: 'Caio Candidato' },
      ]}
      onClose={onClose}
      onEnviado={onEnviado}
    />,
  );
  return { onClose, onEnviado };
}

const whatsapp = () => screen.getByRole('switch', { name: /Enviar também por WhatsApp/ });

describe('EncaminharClienteModal', () => {
  it('offers the active contacts with their e-mail and mobile, WhatsApp only for a contact with a mobile', async () => {
    abrir();
    const grupo = await screen.findByRole('radiogroup', { name: /Contato do cliente/ });
    expect(within(grupo).getAllByRole('radio')).toHaveLength(3);
    expect(within(grupo).queryByLabelText(/Elisa Inativa/)).toBeNull();
    expect(screen.getByText(/carla@cliente\.com\.br · Celular/)).toBeInTheDocument();
    expect(screen.getByText('diego@cliente.com.br · Sem celular')).toBeInTheDocument();
    expect(within(grupo).getByRole('radio', { name: /Fábio Sem Email/ })).toBeDisabled();

    expect(whatsapp()).toBeDisabled();
    expect(screen.getByText('Escolha o contato primeiro.')).toBeInTheDocument();
    fireEvent.click(within(grupo).getByRole('radio', { name: /Diego Fixo/ }));
    expect(whatsapp()).toBeDisabled();
    expect(screen.getByText(/O contato não tem celular cadastrado/)).toBeInTheDocument();
    fireEvent.click(within(grupo).getByRole('radio', { name: /Carla Gestora/ }));
    await waitFor(() => expect(whatsapp()).toBeEnabled());
  });

  it('lists the candidates going, each removable, and refuses sending without a contact', async () => {
    abrir();
    const lista = await screen.findByRole('list', { name: /Candidatos encaminhados \(2\)/ });
    expect(within(lista).getByText(/Ana Candidata/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Não encaminhar Caio Candidato' }));
    expect(screen.getByRole('list', { name: /Candidatos encaminhados \(1\)/ })).toBeInTheDocument();
    await screen.findByRole('radiogroup', { name: /Contato do cliente/ });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(M.contatoObrigatorio)).toBeInTheDocument();
    expect(enviados).toHaveLength(0);
  });

  it('sends and shows the link once, with a copy button, its expiry and channels', async () => {
    const { onEnviado } = abrir();
    fireEvent.click(await screen.findByRole('radio', { name: /Carla Gestora/ }));
    await waitFor(() => expect(whatsapp()).toBeEnabled());
    fireEvent.click(whatsapp());
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      url: expect.stringContaining('/api/vaga/55/parecer-cliente'),
      corpo: { cd_pessoa_contato: 21, candidatos: [10, 12], whatsapp: true },
    });
    const link = await screen.findByRole('textbox', { name: 'Link do parecer' });
    expect(link).toHaveValue('https://backoffice.exemplo/parecer/abc123');
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
    expect(screen.getByText('16/01/2030')).toBeInTheDocument();
    expect(screen.getByText(/enviado por E-mail e WhatsApp/)).toBeInTheDocument();
    expect(screen.getByText(/Este link não será mostrado de novo/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(onEnviado).toHaveBeenCalledWith(expect.objectContaining({ id_link: 9 }));
  });

  it('from the selection, sends it as a bulk action with its undo toast and shows the link', async () => {
    resposta = () =>
      json({
        message: 'Ação aplicada a 2 candidato(s).',
        id_acao_lote: 31,
        aplicados: 2,
        recusados: [],
        desfazer_ate: new Date(Date.now() + 600_000).toISOString(),
        custo_estimado: null,
        link: {
          url: 'https://backoffice.exemplo/parecer/lote',
          expira_em: '2030-01-16T12:00:00.000Z',
          canais: ['email'],
        },
      });
    renderizar(
      <EncaminharClienteModal
        nrVaga={55}
        cdPessoaCliente={7}
        candidatos={[
          { cd: 10, nome: 'Ana Candidata' },
          { cd: 12, nome: 'Caio Candidato' },
        ]}
        onClose={vi.fn()}
        emLote
      />,
    );
    fireEvent.click(await screen.findByRole('radio', { name: /Diego Fixo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      url: expect.stringContaining('/api/vaga/55/acoes-em-lote'),
      corpo: {
        tipo: 'encaminhar',
        cd_pessoa_contato: 22,
        candidatos: [10, 12],
        whatsapp: false,
        confirmar: true,
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Link do parecer' })).toHaveValue(
      'https://backoffice.exemplo/parecer/lote',
    );
    expect(await screen.findByRole('button', { name: /Desfazer/ })).toBeInTheDocument();
  });

  it('shows a refusal naming candidates in the modal, and one about the contact beside it', async () => {
    resposta = () =>
      json(
        { error: [M.candidatoReprovado('Ana Candidata'), M.candidatoNaoRelacionado('Caio Candidato')] },
        409,
      );
    abrir();
    fireEvent.click(await screen.findByRole('radio', { name: /Diego Fixo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    const alerta = await screen.findByRole('alert', { name: /O link não foi enviado/ });
    expect(within(alerta).getByText(M.candidatoReprovado('Ana Candidata'))).toBeInTheDocument();
    expect(within(alerta).getByText(M.candidatoNaoRelacionado('Caio Candidato'))).toBeInTheDocument();

    resposta = () => json({ error: M.contatoInativo }, 400);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(enviados).toHaveLength(2));
    const grupo = screen.getByRole('radiogroup', { name: /Contato do cliente/ });
    expect(await screen.findByText(M.contatoInativo)).toBeInTheDocument();
    expect(grupo).toHaveAttribute('aria-describedby', expect.stringContaining('error'));
    expect(screen.queryByRole('alert', { name: /O link não foi enviado/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Link do parecer' })).toBeNull();
  });
});

describe('Encaminhar ao cliente from the related candidates', () => {
  it("opens the modal for one candidate from the row's menu", async () => {
    renderWithProviders(<AbaRelacionados nrVaga={55} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Ana Candidata' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Encaminhar ao cliente', hidden: true }));
    // the modal reads the vacancy's client, then its contacts
    const lista = await screen.findByRole('list', { name: /Candidatos encaminhados \(1\)/ });
    const modal = screen.getByRole('dialog', { name: 'Encaminhar ao cliente' });
    expect(within(lista).getByText(/Ana Candidata/)).toBeInTheDocument();
    expect(await within(modal).findByRole('radio', { name: /Carla Gestora/ })).toBeInTheDocument();
  });

  it('offers no forwarding for a rejected candidate', async () => {
    renderWithProviders(<AbaRelacionados nrVaga={55} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Bruno Reprovado' }));
    await screen.findByRole('menuitem', { name: 'Histórico', hidden: true });
    expect(screen.queryByRole('menuitem', { name: 'Encaminhar ao cliente', hidden: true })).toBeNull();
  });

  it('the bulk bar forwards the selected candidates', async () => {
    renderWithProviders(<AbaRelacionados nrVaga={55} />);
    await screen.findByText('Bruno Reprovado');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Candidata' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Caio Candidato' }));
    const barra = screen.getByRole('region', { name: 'Ações em lote' });
    fireEvent.click(within(barra).getByRole('button', { name: /Encaminhar ao cliente/ }));
    const lista = await screen.findByRole('list', { name: /Candidatos encaminhados \(2\)/ });
    expect(screen.getByRole('dialog', { name: 'Encaminhar ao cliente' })).toContainElement(lista);
    expect(within(lista).getByText(/Caio Candidato/)).toBeInTheDocument();
    expect(within(lista).queryByText(/Bruno Reprovado/)).toBeNull();
  });
});
