import type { CandidatoParecerLinha, LinkParecerLinha } from '@backoffice/domain/parecer-cliente';
import type { CandidatoRelacionadoLinha } from '@backoffice/domain/vaga-candidatos';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/testing/render';
import { json, linhaRelacionado } from '../lote/testes-lote';
import { CandidatosDaVaga } from '../vaga-candidatos-page';
import { pareceresPendentes } from './api-parecer';
import { PareceresCliente } from './pareceres-cliente';

// the real-time channel: the test delivers the events the server would send
const { ouvintes } = vi.hoisted(() => ({ ouvintes: new Map<string, (dados: unknown) => void>() }));
vi.mock('../../../lib/realtime-client', async (original) => ({
  ...(await original<typeof import('../../../lib/realtime-client')>()),
  useRealtime: (tipo: string, fn: (dados: unknown) => void) => {
    ouvintes.set(tipo, fn);
  },
}));
vi.mock('../../../lib/tabs', async (original) => ({
  ...(await original<typeof import('../../../lib/tabs')>()),
  useTabs: () => ({ abrir: vi.fn(), fechar: vi.fn() }),
}));

/** A related candidate of a temporary vacancy, its resume sent (stage 4). */
const relacionado = (extra: Partial<CandidatoRelacionadoLinha>) =>
  linhaRelacionado({ CD_ESTAGIO_VAGA: 4, CD_TIPO_CONTRATACAO: 2, ...extra });

function candidato(extra: Partial<CandidatoParecerLinha>): CandidatoParecerLinha {
  return {
    cd_pessoa_candidato: 10,
    nm_pessoa: 'Ana Candidata',
    id_parecer: null,
    nm_motivo: null,
    ds_parecer: null,
    horarios: [],
    respondido_em: null,
    visto_em: null,
    tratado_em: null,
    ...extra,
  };
}

function link(extra: Partial<LinkParecerLinha>): LinkParecerLinha {
  return {
    id_link: 9,
    cd_pessoa_contato: 21,
    nm_contato: 'Carla Gestora',
    ds_email: 'carla@cliente.com.br',
    nm_usuario: 'Rosa Analista',
    canais: ['email'],
    criado_em: '2030-01-02T13:00:00.000Z',
    expira_em: '2030-01-16T13:00:00.000Z',
    revogado_em: null,
    situacao: 'ativo',
    aberturas: 3,
    ultima_abertura: '2030-01-03T17:30:00.000Z',
    lembrete_em: '2030-01-04T12:00:00.000Z',
    candidatos: [],
    ...extra,
  };
}

const LINKS: LinkParecerLinha[] = [
  link({
    candidatos: [
      candidato({
        id_parecer: 'A',
        respondido_em: '2030-01-03T18:00:00.000Z',
        visto_em: '2030-01-03T17:40:00.000Z',
      }),
      candidato({
        cd_pessoa_candidato: 11,
        nm_pessoa: 'Bruno Candidato',
        id_parecer: 'R',
        nm_motivo: 'Experiência insuficiente',
        ds_parecer: 'Pouca vivência com estoque.',
        respondido_em: '2030-01-03T18:05:00.000Z',
      }),
      candidato({
        cd_pessoa_candidato: 12,
        nm_pessoa: 'Caio Candidato',
        id_parecer: 'E',
        horarios: ['2030-01-10T13:00:00.000Z', '2030-01-11T17:30:00.000Z'],
        respondido_em: '2030-01-03T18:10:00.000Z',
      }),
      candidato({ cd_pessoa_candidato: 13, nm_pessoa: 'Davi Candidato' }),
    ],
  }),
  link({
    id_link: 8,
    nm_contato: 'Diego Compras',
    criado_em: '2029-12-01T13:00:00.000Z',
    expira_em: '2029-12-15T13:00:00.000Z',
    situacao: 'expirado',
    aberturas: 0,
    ultima_abertura: null,
    candidatos: [candidato({ id_parecer: 'A', tratado_em: '2029-12-05T12:00:00.000Z' })],
  }),
  link({
    id_link: 7,
    nm_contato: 'Elisa Diretoria',
    criado_em: '2029-11-01T13:00:00.000Z',
    situacao: 'revogado',
    revogado_em: '2029-11-02T13:00:00.000Z',
    candidatos: [],
  }),
];

const enviados: { url: string; corpo: unknown }[] = [];
const pedidos: string[] = [];
let links: LinkParecerLinha[] = LINKS;

beforeEach(() => {
  enviados.length = 0;
  pedidos.length = 0;
  links = LINKS;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) => {
      const u = String(url);
      pedidos.push(u);
      if ((init?.method ?? 'GET') !== 'GET') {
        enviados.push({ url: u, corpo: init?.body ? JSON.parse(String(init.body)) : null });
        return json({ message: 'Feito.' });
      }
      if (u.includes('/vaga/55/parecer-cliente')) return json(links);
      if (u.includes('/vaga/situacao/')) return json({ ID_VAGA_CONGELADA: 'N' });
      if (u.includes('/vaga/dados-vaga-resumida/55'))
        return json({
          VAGA: { NR_VAGA: 55, CD_SITUACAO_VAGA: 1, CD_PESSOA_CLIENTE: 7, CD_PESSOA_ANALISTA: 3 },
        });
      if (u.includes('/vaga/candidatos-relacionados/'))
        return json([
          relacionado({}),
          relacionado({ CD_PESSOA: 11, NM_PESSOA: 'Bruno Candidato' }),
          relacionado({ CD_PESSOA: 12, NM_PESSOA: 'Caio Candidato' }),
          relacionado({ CD_PESSOA: 13, NM_PESSOA: 'Davi Candidato' }),
        ]);
      if (u.includes('/vaga/contadores-candidatos/'))
        return json({
          QTD_CANDIDATOS_RELACIONADOS: 4,
          QTD_CANDIDATOS_WEB: 0,
          QTD_CANDIDATOS_DESCARTADOS: 0,
          QTD_PESQUISAS: 0,
        });
      return json([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderizar = () =>
  renderWithProviders(<PareceresCliente nrVaga={55} cdPessoaCliente={7} cdPessoaAnalista={3} />);

async function abrirLink(nome: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name: nome }));
}

describe('PareceresCliente', () => {
  it('lists the links with their state, openings and answers', async () => {
    renderizar();
    const ativo = await screen.findByTestId('link-parecer-9');
    expect(within(ativo).getByText('Carla Gestora')).toBeInTheDocument();
    expect(within(ativo).getByText('Rosa Analista')).toBeInTheDocument();
    expect(within(ativo).getByText('02/01/2030')).toBeInTheDocument();
    expect(within(ativo).getByText('16/01/2030')).toBeInTheDocument();
    expect(within(ativo).getByText('Lembrete em 04/01/2030')).toBeInTheDocument();
    expect(within(ativo).getByText('Ativo')).toBeInTheDocument();
    expect(within(ativo).getByText('Aberto 3 vezes')).toBeInTheDocument();
    expect(within(ativo).getByText('Última: 03/01/2030 14:30')).toBeInTheDocument();
    expect(within(ativo).getByText('3 de 4')).toBeInTheDocument();
    expect(within(ativo).getByRole('button', { name: 'Revogar o link de Carla Gestora' })).toBeEnabled();

    const expirado = screen.getByTestId('link-parecer-8');
    expect(within(expirado).getByText('Expirado')).toBeInTheDocument();
    expect(within(expirado).getByText('Não aberto')).toBeInTheDocument();
    expect(within(expirado).getByRole('button', { name: 'Revogar o link de Diego Compras' })).toBeDisabled();
    const revogado = screen.getByTestId('link-parecer-7');
    expect(within(revogado).getByText('Revogado')).toBeInTheDocument();
    expect(within(revogado).getByText('em 02/11/2029')).toBeInTheDocument();
  });

  it("opens a link to its candidates' verdicts, reasons, comments and proposed times", async () => {
    renderizar();
    await abrirLink(/Candidatos do link de Carla Gestora/);
    const ana = await screen.findByTestId('parecer-9-10');
    expect(within(ana).getByText('Aprovado pelo cliente')).toBeInTheDocument();
    expect(within(ana).getByText('03/01/2030 14:40')).toBeInTheDocument();
    expect(within(ana).getByText('03/01/2030 15:00')).toBeInTheDocument();
    const bruno = screen.getByTestId('parecer-9-11');
    expect(within(bruno).getByText('Reprovado pelo cliente')).toBeInTheDocument();
    expect(within(bruno).getByText('Motivo: Experiência insuficiente')).toBeInTheDocument();
    expect(within(bruno).getByText(/Pouca vivência com estoque\./)).toBeInTheDocument();
    const caio = screen.getByTestId('parecer-9-12');
    expect(within(caio).getByText('Cliente pediu entrevista')).toBeInTheDocument();
    expect(within(caio).getByText('10/01/2030 10:00')).toBeInTheDocument();
    expect(within(caio).getByText('11/01/2030 14:30')).toBeInTheDocument();
    expect(
      within(caio).getByRole('button', { name: 'Agendar entrevista de Caio Candidato' }),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('parecer-9-13')).getByText('Aguardando o cliente')).toBeInTheDocument();

    await abrirLink(/Candidatos do link de Diego Compras/);
    const tratado = await screen.findByTestId('parecer-8-10');
    expect(within(tratado).getByText('Tratado em 05/12/2029')).toBeInTheDocument();
    expect(within(tratado).queryByRole('button', { name: /Confirmar aprovação/ })).toBeNull();
  });

  it("confirms the client's approval through the approval modal", async () => {
    renderizar();
    await abrirLink(/Candidatos do link de Carla Gestora/);
    const ana = await screen.findByTestId('parecer-9-10');
    const confirmar = within(ana).getByRole('button', { name: 'Confirmar aprovação de Ana Candidata' });
    await waitFor(() => expect(confirmar).toBeEnabled());
    fireEvent.click(confirmar);
    const modal = await screen.findByRole('dialog', { name: 'Aprovar candidato - Ana Candidata' });
    expect(within(modal).getByRole('textbox', { name: /Data de início do trabalho/ })).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Aprovar' }));
    fireEvent.click(await within(modal).findByRole('button', { name: 'Confirmar aprovação' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      url: expect.stringContaining('/api/vaga/aprovar-candidato'),
      corpo: expect.objectContaining({ cd_pessoa_candidato: 10, nr_vaga: 55, nm_candidato: 'Ana Candidata' }),
    });
  });

  it("opens the candidate's scheduling for an interview the client asked", async () => {
    renderizar();
    await abrirLink(/Candidatos do link de Carla Gestora/);
    fireEvent.click(await screen.findByRole('button', { name: 'Agendar entrevista de Caio Candidato' }));
    expect(await screen.findByRole('dialog', { name: /Caio Candidato/ })).toBeInTheDocument();
    expect(pedidos.some((u) => u.includes('/vaga/situacao/55'))).toBe(true);
  });

  it('revokes an active link after the confirmation', async () => {
    renderizar();
    fireEvent.click(await screen.findByRole('button', { name: 'Revogar o link de Carla Gestora' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Revogar link' });
    expect(within(dialogo).getByText(/O contato não conseguirá mais abri-lo/)).toBeInTheDocument();
    expect(enviados).toHaveLength(0);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]!.url).toContain('/api/vaga/55/parecer-cliente/9/revogar');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revogar link' })).toBeNull());
  });

  it('explains forwarding by link when the vacancy has no link', async () => {
    links = [];
    renderizar();
    expect(await screen.findByText('Nenhum link de parecer enviado nesta vaga.')).toBeInTheDocument();
    expect(screen.getByText(/Encaminhar ao cliente/)).toBeInTheDocument();
  });
});

describe('Pareceres do cliente on the panel', () => {
  it('counts the verdicts not yet handled', () => {
    expect(pareceresPendentes(LINKS)).toBe(3);
    expect(pareceresPendentes([])).toBe(0);
    expect(pareceresPendentes(undefined)).toBe(0);
  });

  it("shows the count on the panel's tab", async () => {
    renderWithProviders(<CandidatosDaVaga nrVaga={55} />);
    const aba = await screen.findByRole('tab', { name: /Pareceres do cliente/ });
    await waitFor(() => expect(within(aba).getByLabelText('3 pareceres a tratar')).toHaveTextContent('3'));
  });

  it("reads the verdicts again on the vacancy's real-time notice", async () => {
    renderWithProviders(<CandidatosDaVaga nrVaga={55} />);
    const aba = await screen.findByRole('tab', { name: /Pareceres do cliente/ });
    await within(aba).findByLabelText('3 pareceres a tratar');
    links = [LINKS[0]!].map((l) => ({
      ...l,
      candidatos: l.candidatos.map((c) =>
        c.id_parecer === 'A' ? { ...c, tratado_em: '2030-01-04T12:00:00.000Z' } : c,
      ),
    }));
    ouvintes.get('vaga')?.({ NR_VAGA: 56 });
    ouvintes.get('vaga')?.({ NR_VAGA: 55 });
    await waitFor(() => expect(within(aba).getByLabelText('2 pareceres a tratar')).toBeInTheDocument());
  });
});
