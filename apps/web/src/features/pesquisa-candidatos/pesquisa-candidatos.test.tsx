import { MENSAGENS_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { notify } from '../../lib/notify';
import { corpoPesquisa, filtrosDoPerfil, filtrosVazios } from './filtros';
import { PesquisaVaga } from './pesquisa-candidatos-page';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

function infoVaga(extra: Record<string, unknown> = {}) {
  return {
    NR_VAGA: 77,
    NM_CARGO: 'Eletricista',
    NM_PESSOA_CLIENTE: 'Cliente X',
    VAGA_CONGELADA: 'N',
    VAGAS_ATRASADAS_USUARIO: [],
    PERFIL_PESQUISA: {
      palavrasChaveObrigatorio: 'eletricista',
      idadeDe: 18,
      alturaDe: 1.7,
      selectDeficiencia: 'S',
      deficiencias: [1, 3],
      cd_idioma: 2,
      quantidadePesquisa: 100,
      ultimaAtualizacaoDe: '2026-01-01',
      ultimaAtualizacaoAte: '2026-03-01',
    },
    ...extra,
  };
}

const resposta = {
  nr_selecao: 9,
  total: 1,
  total_label: '1',
  quantidade: 100,
  candidatos: [
    {
      CD_PESSOA: 5,
      NM_PESSOA: 'Ana Souza',
      NM_BAIRRO: 'Centro',
      NM_CIDADE: 'Campinas',
      CD_UF: 'SP',
      DATA: '2026-02-10T10:00:00.000Z',
      ID_SELECIONAR: 'N',
      ID_DESTAQUE: 'S',
      POSSUI_DEFICIENCIA: 'S',
      POSSUI_RELACIONAMENTO: null,
      RELACIONADO: 0,
      CD_ESTAGIO_VAGA: null,
      ENVIO_CANDIDATO: 'N',
      EMAIL: null,
      SMS: null,
      WHATSAPP: null,
      NR_TELEFONE_CEL: '19999998888',
      NR_WHATSAPP: '5519999998888',
    },
  ],
};

const curriculo = {
  pessoa: {
    ...Object.fromEntries(
      [
        'NM_APELIDO',
        'NR_DOCUMENTO_CPF',
        'DS_EMAIL',
        'DT_NASCIMENTO',
        'IDADE',
        'ID_SEXO',
        'ID_ESTADO_CIVIL',
      ].map((k) => [k, null]),
    ),
    CD_PESSOA: 5,
    NM_PESSOA: 'Ana Souza',
    NR_TELEFONE_CEL: '19999998888',
    NM_CIDADE: 'Campinas',
    ID_DESTAQUE: 'S',
    ID_INDISPONIVEL: 'N',
    ID_POSSUE_DEFICIENCIA: 'N',
    NM_ESCOLARIDADE: 'Ensino Médio Completo',
    ALTERADO_EM: '2026-02-10T10:00:00.000Z',
    DEFICIENCIAS: [],
    IDIOMAS: [],
  },
  pretensao: {
    PRETENSAO_SALARIAL: 2500,
    TURNOS: [],
    CARGOS: [{ CD_CARGO: 1, NM_CARGO: 'Eletricista', NR_EXPERIENCIA: 2 }],
  },
  experiencia: [],
  formacao: [],
  cursos: [],
};

const escolaridades = [
  { CD_ESCOLARIDADE: 5, NM_ESCOLARIDADE: 'Ensino Médio Completo' },
  { CD_ESCOLARIDADE: 9, NM_ESCOLARIDADE: 'Superior Completo' },
];

function mockFetch(info: unknown, pesquisa: () => Response = () => json(resposta)) {
  const corpos: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('vaga/info-vaga/')) return json(info);
    if (url.includes('pesquisa-candidatos/pesquisa')) {
      corpos.push(JSON.parse(String(init?.body)));
      return pesquisa();
    }
    if (url.includes('candidato-visualizado')) return json({ error: 'erro' }, 500);
    if (url.includes('curriculo-resumido/5')) return json(curriculo);
    if (url.includes('escolaridade/escolaridades')) return json(escolaridades);
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return corpos;
}

const campoTipos = () =>
  screen.getAllByLabelText('Tipos de deficiência').find((e) => e.tagName === 'INPUT') as HTMLInputElement;

const campoEscolaridade = async () =>
  (await screen.findAllByLabelText('Escolaridade de')).find((e) => e.tagName === 'INPUT') as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('filtros da pesquisa', () => {
  it('turns the saved profile into the request body', () => {
    const corpo = corpoPesquisa(filtrosDoPerfil(infoVaga().PERFIL_PESQUISA, '2026-03-10'), 77);
    expect(corpo).toEqual({
      nrVaga: 77,
      palavrasChaveObrigatorio: 'eletricista',
      idadeDe: 18,
      alturaDe: 1.7,
      selectDeficiencia: 'S',
      deficiencias: [1, 3],
      cd_idioma: 2,
      leitura: 2,
      escrita: 2,
      fala: 2,
      quantidadePesquisa: 100,
      ultimaAtualizacaoDe: '2026-01-01',
      ultimaAtualizacaoAte: '2026-03-01',
    });
  });

  it('starts empty with 50 results and the last six months', () => {
    const corpo = corpoPesquisa(filtrosVazios('2026-08-31'), 1);
    expect(corpo).toEqual({
      nrVaga: 1,
      quantidadePesquisa: 50,
      selectDeficiencia: 'N',
      ultimaAtualizacaoDe: '2026-02-28',
      ultimaAtualizacaoAte: '2026-08-31',
    });
  });
});

describe('PesquisaVaga', { timeout: 30_000 }, () => {
  it('clears the disability types when Não is chosen and searches into the Candidatos section', async () => {
    const corpos = mockFetch(infoVaga());
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Pessoal' }));
    await screen.findAllByLabelText('Tipos de deficiência');
    const tipos = campoTipos();
    expect(tipos).not.toBeDisabled();
    const grupo = screen.getByRole('radiogroup', { name: 'Possui deficiência' });
    fireEvent.click(within(grupo).getByRole('radio', { name: 'Não' }));
    await waitFor(() => expect(campoTipos()).toBeDisabled());
    fireEvent.click(within(grupo).getByRole('radio', { name: 'Sim' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Candidatos' })).toHaveAttribute('aria-selected', 'true');
    expect(corpos[0].selectDeficiencia).toBe('S');
    expect(corpos[0].deficiencias).toBeUndefined();
    expect(corpos[0].palavrasChaveObrigatorio).toBe('eletricista');
    expect(screen.getByText('HOT')).toBeInTheDocument();
    expect(screen.getByText('PCD')).toBeInTheDocument();
  });

  it('starts a PCD vacancy filtered on candidates with a disability, with a chip that removes it', async () => {
    const info = infoVaga({ ID_VAGA_PCD: 'S' });
    const corpos = mockFetch({
      ...info,
      PERFIL_PESQUISA: { ...info.PERFIL_PESQUISA, selectDeficiencia: 'N', deficiencias: [] },
    });
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    expect(await screen.findByTestId('filtro-vaga-pcd')).toHaveTextContent('Vaga PCD');
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0].selectDeficiencia).toBe('S');
    fireEvent.click(screen.getByRole('button', { name: 'Remover o filtro de vaga PCD' }));
    await waitFor(() => expect(screen.queryByTestId('filtro-vaga-pcd')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('tab', { name: 'Pessoal' }));
    const grupo = screen.getByRole('radiogroup', { name: 'Possui deficiência' });
    expect(within(grupo).getByRole('radio', { name: 'Não' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(corpos).toHaveLength(2));
    expect(corpos[1].selectDeficiencia).toBe('N');
  });

  it('does not filter a vacancy that is not PCD on disability', async () => {
    const info = infoVaga({ ID_VAGA_PCD: 'N' });
    mockFetch({
      ...info,
      PERFIL_PESQUISA: { ...info.PERFIL_PESQUISA, selectDeficiencia: 'N', deficiencias: [] },
    });
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    await screen.findByRole('button', { name: 'Pesquisar' });
    expect(screen.queryByTestId('filtro-vaga-pcd')).not.toBeInTheDocument();
  });

  it('rolls the seen checkbox back with a message when the server fails', async () => {
    const erro = vi.spyOn(notify, 'erro').mockImplementation(() => '');
    mockFetch(infoVaga());
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pesquisar' }));
    const visto = await screen.findByRole('checkbox', { name: 'Visto Ana Souza' });
    fireEvent.click(visto);
    await waitFor(() => expect(erro).toHaveBeenCalledWith(MENSAGENS_PESQUISA.erroVisualizado));
    expect(screen.getByRole('checkbox', { name: 'Visto Ana Souza' })).not.toBeChecked();
  });

  it('searches with Enter in a keyword field and with Ctrl+Enter in any field', async () => {
    const corpos = mockFetch(infoVaga());
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    const opcionais = await screen.findByRole('textbox', { name: 'Palavras-chave opcionais' });
    fireEvent.keyDown(opcionais, { key: 'Enter', shiftKey: true });
    expect(corpos).toHaveLength(0);
    fireEvent.keyDown(opcionais, { key: 'Enter' });
    await waitFor(() => expect(corpos).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Pessoal' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Básicos' }));
    const salario = screen.getByRole('textbox', { name: 'Pretensão salarial de' });
    fireEvent.keyDown(salario, { key: 'Enter' });
    expect(corpos).toHaveLength(1);
    fireEvent.keyDown(salario, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(corpos).toHaveLength(2));
  });

  it('shows an inverted salary range beside its field, without asking the server', async () => {
    const erro = vi.spyOn(notify, 'erro').mockImplementation(() => '');
    erro.mockClear();
    const info = infoVaga();
    const corpos = mockFetch({
      ...info,
      PERFIL_PESQUISA: { ...info.PERFIL_PESQUISA, salarioDe: 9000, salarioAte: 1000 },
    });
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Pessoal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(MENSAGENS_PESQUISA.faixa.salario)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pretensão salarial de' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(corpos).toHaveLength(0);
    expect(erro).not.toHaveBeenCalled();
  });

  it('says nothing was found and how to widen the search', async () => {
    mockFetch(infoVaga(), () => json({ ...resposta, total: 0, total_label: '0', candidatos: [] }));
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(MENSAGENS_PESQUISA.nenhumCandidato)).toBeInTheDocument();
    expect(screen.getByText(MENSAGENS_PESQUISA.dicaAmpliar)).toBeInTheDocument();
  });

  it('shows the frozen message instead of the panel', async () => {
    mockFetch(infoVaga({ VAGA_CONGELADA: 'S' }));
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    expect(await screen.findByText(MENSAGENS_PESQUISA.vagaCongelada)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pesquisar' })).not.toBeInTheDocument();
  });

  it('blocks the panel on opening while the analyst has overdue vacancies', async () => {
    mockFetch(infoVaga({ VAGAS_ATRASADAS_USUARIO: [12, 15] }));
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    expect(await screen.findByText(MENSAGENS_PESQUISA.vagasAtrasadas([12, 15]))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pesquisar' })).not.toBeInTheDocument();
  });

  it('offers the education levels from the server and keeps them in the browser for the session', async () => {
    sessionStorage.clear();
    const fetchMock = vi.fn(async (url: string) => {
      if (url.includes('escolaridade/escolaridades')) return json(escolaridades);
      return json(url.includes('vaga/info-vaga/') ? infoVaga() : []);
    });
    vi.stubGlobal('fetch', fetchMock);
    const chamadas = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('escolaridade/')).length;
    const primeira = renderWithProviders(<PesquisaVaga nrVaga={77} />);
    fireEvent.click(await campoEscolaridade());
    expect(await screen.findAllByRole('option', { name: 'Superior Completo', hidden: true })).toHaveLength(2);
    expect(chamadas()).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('picker:escolaridades') ?? '[]')).toEqual(escolaridades);
    primeira.unmount();
    // A new screen with a fresh query cache reads the list from the browser, not from the server.
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    fireEvent.click(await campoEscolaridade());
    expect(await screen.findAllByRole('option', { name: 'Superior Completo', hidden: true })).toHaveLength(2);
    expect(chamadas()).toBe(1);
  });

  it('shows the overdue message when the search is refused', async () => {
    const msg = MENSAGENS_PESQUISA.vagasAtrasadas([12]);
    mockFetch(infoVaga(), () => json({ error: msg }, 409));
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
  });

  it('opens the resumed resume from the name', async () => {
    mockFetch(infoVaga());
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pesquisar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ana Souza' }));
    expect(await screen.findByText('Ensino Médio Completo')).toBeInTheDocument();
    expect(screen.getByText(/Eletricista \(2 anos\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Currículo completo' })).toBeInTheDocument();
  });

  it('opens the appointment of a candidate from the row', async () => {
    mockFetch(infoVaga());
    renderWithProviders(<PesquisaVaga nrVaga={77} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pesquisar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Agendar Ana Souza' }));
    expect(await screen.findByText('Agendar - Ana Souza')).toBeInTheDocument();
  });
});
