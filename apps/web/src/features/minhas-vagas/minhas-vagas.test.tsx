import {
  CHAVES_MINHAS_VAGAS,
  filtrosPadrao,
  MENSAGENS_MINHAS_VAGAS as M,
  type VagaSelecaoLinha,
} from '@backoffice/domain/minhas-vagas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { salvarUsuario } from '../../lib/sessao';
import {
  ESTADO_PADRAO,
  lerEstado,
  lerFiltrosSalvos,
  normalizarFiltros,
  salvarFiltros,
} from './armazenamento';
import { MinhasVagasTab } from './minhas-vagas-tab';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const vaga = (nr: number, extra: Partial<VagaSelecaoLinha> = {}): VagaSelecaoLinha => ({
  NR_VAGA: nr,
  NR_REQUISICAO: 100 + nr,
  CD_SITUACAO_VAGA: 1,
  NM_SITUACAO_VAGA: 'Aberta',
  NM_CARGO: 'Operador',
  CD_PESSOA_CLIENTE: 9,
  CD_EMPRESA_CLIENTE: 1,
  NM_APELIDO_CLIENTE: 'Metal JV',
  NM_CIDADE_CLIENTE: 'Joinville',
  CD_EMPRESA: 1,
  CD_EMPRESA_AGRUPADORA: 1,
  NM_EMPRESA: 'Joinville',
  QT_CANDIDATOS_ESTAGIO: 1,
  QT_DIAS_ABERTURA: 10,
  QT_DIAS_ESTACIONADA: 3,
  CD_CENTRO_CUSTO: 'CC-1',
  NM_CENTRO_CUSTO: 'Produção',
  CD_TURNO: 101,
  NM_TURNO: 'Comercial',
  CD_USUARIO_ANALISTA: 3,
  CD_PESSOA_ANALISTA: 77,
  NM_PESSOA_ANALISTA: 'Ana Analista',
  ID_RECRUTAMENTO: 'N',
  ID_VAGA_SIGILOSA: 'N',
  ID_VAGA_CONFIDENCIAL: 'N',
  ID_VAGA_PCD: 'N',
  ID_ESCONDE_INFO_SIGILOSA: 'N',
  CANDIDATO_APROVADO: 0,
  QTD_CANDIDATOS_RELACIONADOS: 2,
  QTD_CANDIDATOS_WEB: 1,
  QTD_CANDIDATOS_DESCARTADOS: 0,
  TIPO_CONTRATACAO: 1,
  TIPO_CONTRATACAO_STRING: 'Efetivo',
  DT_ABERTURA: '2026-01-01',
  DT_PRORROGACAO: null,
  ...extra,
});

const VAGAS = [
  vaga(1, { QT_DIAS_ESTACIONADA: 3, NM_PESSOA_ANALISTA: 'Bruno' }),
  vaga(2, {
    QT_DIAS_ESTACIONADA: 8,
    NM_PESSOA_ANALISTA: 'Ana',
    CD_SITUACAO_VAGA: 13,
    NM_SITUACAO_VAGA: 'Congelada',
    ID_VAGA_SIGILOSA: 'S',
    ID_ESCONDE_INFO_SIGILOSA: 'S',
    NM_APELIDO_CLIENTE: null,
    CANDIDATO_APROVADO: 1,
  }),
  vaga(3, {
    QT_DIAS_ESTACIONADA: 15,
    NM_PESSOA_ANALISTA: 'Carla',
    CD_SITUACAO_VAGA: 6,
    NM_SITUACAO_VAGA: 'Fechada',
    ID_VAGA_PCD: 'S',
    ID_VAGA_CONFIDENCIAL: 'S',
  }),
];

function servidor() {
  const chamadas: { url: string; corpo?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      chamadas.push({ url, corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('vaga/vagas-selecao')) return json({ VAGAS, LIMITADA: 'N' });
      if (url.includes('unidade/lista-unidades'))
        return json([{ CD_EMPRESA_AGRUPADORA: 1, NM_EMPRESA: 'Joinville', ID_UNIDADE_USUARIO: 'S' }]);
      if (url.includes('vaga/info-analista-vaga'))
        return json({
          NR_VAGA: 2,
          CD_PESSOA: 77,
          NM_PESSOA: 'Ana',
          CD_SIP: 3,
          CD_UNID: 1,
          NR_TELEFONE: null,
        });
      if (url.includes('analista/selecionadores'))
        return json([
          { CD_PESSOA_ANALISTA: 77, NM_PESSOA_ANALISTA: 'Ana', NR_TELEFONE: null, CD_SIP: 3, ID_ATUAL: 'S' },
          { CD_PESSOA_ANALISTA: 88, NM_PESSOA_ANALISTA: 'Caio', NR_TELEFONE: null, CD_SIP: 4, ID_ATUAL: 'N' },
        ]);
      if (url.includes('alterar-analista-vaga')) return json({ message: 'Analista alterado.' });
      return json([]);
    }),
  );
  return chamadas;
}

function montar() {
  salvarUsuario({
    cd_sip: 3,
    user_sip: 77,
    cd_unid: 1,
    cd_uf_unid: 'SC',
    apelido: 'Ana',
    nm_login: 'ana',
    nm_pessoa: 'Ana Analista',
    grupos: [],
    cd_setor: 2,
    permissoes: [58],
  });
  const candidatos = vi.fn((nr: number) => <p>Candidatos da vaga {nr}</p>);
  renderWithProviders(
    <MinhasVagasTab
      painelDetalhe={(nr) => <p>Detalhe da vaga {nr}</p>}
      painelCandidatos={candidatos}
      painelHistorico={(nr) => <p>Histórico da vaga {nr}</p>}
      paginaCliente={(cd) => <p>Cadastro do cliente {cd}</p>}
    />,
  );
  return { candidatos };
}

const ordem = () =>
  screen.getAllByRole('row').flatMap((r) => {
    const id = r.getAttribute('data-testid');
    return id?.startsWith('vaga-') ? [Number(id.slice(5))] : [];
  });

afterEach(() => vi.unstubAllGlobals());

describe('the filters kept in the browser (spec 002 §9)', () => {
  const padrao = filtrosPadrao('minhas-vagas', { cd_unid: 1 }, '2026-06-30');

  it('reads what was saved less than 24 h ago and forgets it after', () => {
    const agora = Date.UTC(2026, 5, 30, 12);
    salvarFiltros({ ...padrao, nm_cargo: 'operador' }, agora);
    expect(JSON.parse(localStorage.getItem(CHAVES_MINHAS_VAGAS.filtros) ?? '{}').salvoEm).toBe(agora);
    expect(lerFiltrosSalvos(padrao, agora + 86_400_000)?.nm_cargo).toBe('operador');
    expect(lerFiltrosSalvos(padrao, agora + 86_400_001)).toBeNull();
    expect(localStorage.getItem(CHAVES_MINHAS_VAGAS.filtros)).toBeNull();
  });

  it('replaces what is not of the right type by the default', () => {
    const f = normalizarFiltros(
      {
        tipo_vagas: 'X',
        nr_vaga: -3,
        situacoes: ['aberta', 'inventada'],
        regioes: 'sul',
        inicio: '31/12/2026',
      },
      padrao,
    );
    expect(f).toMatchObject({
      tipo_vagas: 'M',
      nr_vaga: null,
      situacoes: ['aberta'],
      regioes: [],
      inicio: null,
    });
  });

  it('saves the filters 500 ms after the last change', async () => {
    servidor();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      localStorage.setItem(
        CHAVES_MINHAS_VAGAS.estado,
        JSON.stringify({ ...ESTADO_PADRAO, filtrosAbertos: true }),
      );
      montar();
      fireEvent.change(screen.getByRole('textbox', { name: 'Cargo' }), { target: { value: 'Soldador' } });
      vi.advanceTimersByTime(400);
      expect(localStorage.getItem(CHAVES_MINHAS_VAGAS.filtros) ?? '').not.toContain('Soldador');
      vi.advanceTimersByTime(200);
      expect(localStorage.getItem(CHAVES_MINHAS_VAGAS.filtros)).toContain('Soldador');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Minhas Vagas (spec 001 §2.12, §4)', () => {
  it("asks the list with the spec's defaults and shows status colours, badges, days parked and the approved icon", async () => {
    const chamadas = servidor();
    montar();
    const tabela = await screen.findByRole('table', { name: 'Minhas vagas' });
    await waitFor(() => expect(ordem()).toHaveLength(3));
    const pedido = new URL(chamadas.find((c) => c.url.includes('vagas-selecao'))?.url ?? '', 'http://x');
    expect(Object.fromEntries(pedido.searchParams)).toMatchObject({
      tipo_vagas: 'M',
      setor: 'N',
      aberta: 'S',
      cliente: 'S',
      cd_unidade: '1',
    });
    expect(pedido.searchParams.get('termino')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const l2 = screen.getByTestId('vaga-2');
    expect(within(l2).getByText('Informação Sigilosa')).toBeInTheDocument();
    expect(within(l2).getByText('Sigilosa')).toBeInTheDocument();
    expect(within(l2).getByRole('img', { name: M.candidatoAprovado })).toBeInTheDocument();
    const l3 = screen.getByTestId('vaga-3');
    expect(within(l3).getByText('PCD')).toBeInTheDocument();
    expect(within(l3).getByText('Confidencial')).toBeInTheDocument();
    const cor = (nr: number) =>
      screen.getByTestId(`vaga-${nr}`).querySelector('[data-cor]')?.getAttribute('data-cor');
    expect([cor(1), cor(2), cor(3)]).toEqual(['green', 'orange', 'red']);
    expect(within(tabela).queryByRole('img', { name: M.candidatoAprovado, hidden: false })).toBeTruthy();
  });

  it('sorts by the chosen field and direction; the choice is kept under minhasVagasState', async () => {
    servidor();
    montar();
    await waitFor(() => expect(ordem()).toHaveLength(3));
    // default: days parked, descending
    expect(ordem()).toEqual([3, 2, 1]);
    fireEvent.click(screen.getByText('Crescente'));
    await waitFor(() => expect(ordem()).toEqual([1, 2, 3]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(await screen.findByRole('option', { name: 'Analista', hidden: true }));
    await waitFor(() => expect(ordem()).toEqual([2, 1, 3]));
    await waitFor(() => expect(lerEstado().ordenacao).toEqual({ campo: 'analista', direcao: 'asc' }));
  });

  it('remembers the filter panel hidden under minhasVagasState', async () => {
    localStorage.clear();
    servidor();
    montar();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    await waitFor(() => expect(lerEstado().filtrosAbertos).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar filtros' }));
    await waitFor(() => expect(lerEstado().filtrosAbertos).toBe(false));
    expect(JSON.parse(localStorage.getItem(CHAVES_MINHAS_VAGAS.estado) ?? '{}').filtrosAbertos).toBe(false);
    cleanup();
    montar();
    expect(screen.getByRole('button', { name: 'Mostrar filtros' })).toHaveAttribute('aria-expanded', 'false');
  });

  /**
   * Opens the row's '⋯' menu and answers its item (this render has no Mantine test environment, so the
   * menu's opening transition does not run here: the item is looked up among the hidden ones).
   */
  async function acaoDaLinha(nr: number, item: string): Promise<HTMLElement> {
    const botao = screen.getByRole('button', { name: `Ações da vaga ${nr}` });
    fireEvent.click(botao);
    await waitFor(() => expect(botao).toHaveAttribute('aria-expanded', 'true'));
    // the dropdown mounts in its portal a moment after the button says it is open
    return waitFor(() => {
      const menu = document.getElementById(botao.getAttribute('aria-controls') ?? '');
      if (!menu) throw new Error(`menu da vaga ${nr} ausente`);
      return within(menu).getByRole('menuitem', { name: item, hidden: true });
    });
  }

  it('opens the side panel from the row; Esc closes it', async () => {
    servidor();
    const { candidatos } = montar();
    await waitFor(() => expect(ordem()).toHaveLength(3));
    fireEvent.click(await acaoDaLinha(1, 'Ver candidatos'));
    expect(await screen.findByText('Candidatos da vaga 1')).toBeInTheDocument();
    expect(candidatos).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Detalhes da vaga 3' }));
    expect(await screen.findByText('Detalhe da vaga 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Maximizar painel' }));
    fireEvent.keyDown(screen.getByRole('region', { name: 'Painel da vaga 3' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Painel da vaga 3' })).toBeNull());
    expect(screen.getByRole('table', { name: 'Minhas vagas' })).toBeInTheDocument();
  });

  it('a refusal for overdue vacancies (409) asks the block in front of the list to check again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('vaga/vagas-selecao')
          ? json({ error: 'É necessário cancelar ou prorrogar as vagas abaixo.' }, 409)
          : json([]),
      ),
    );
    salvarUsuario({
      cd_sip: 3,
      user_sip: 77,
      cd_unid: 1,
      cd_uf_unid: 'SC',
      apelido: 'Ana',
      nm_login: 'ana',
      nm_pessoa: 'Ana Analista',
      grupos: [],
      cd_setor: 2,
      permissoes: [58],
    });
    const recusa = vi.fn();
    renderWithProviders(
      <MinhasVagasTab
        painelDetalhe={() => null}
        painelCandidatos={() => null}
        painelHistorico={() => null}
        paginaCliente={() => null}
        aoRecusarPorAtraso={recusa}
      />,
    );
    await waitFor(() => expect(recusa).toHaveBeenCalled());
  });

  it('changes the analyst only in situations 1 and 13, the save flag only when the analyst changes', async () => {
    const chamadas = servidor();
    montar();
    await waitFor(() => expect(ordem()).toHaveLength(3));
    // the row's actions are in its '⋯' menu; changing the analyst is disabled outside situations 1 and 13
    expect(await acaoDaLinha(3, 'Alterar analista')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Ações da vaga 3' }));
    fireEvent.click(await acaoDaLinha(2, 'Alterar analista'));
    const modal = await screen.findByRole('dialog', { name: 'Alterar Analista - Vaga 2' });
    const salvar = within(modal).getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(salvar).toBeEnabled());
    fireEvent.click(salvar);
    await waitFor(() => expect(chamadas.some((c) => c.url.includes('alterar-analista-vaga'))).toBe(true));
    expect(chamadas.find((c) => c.url.includes('alterar-analista-vaga'))?.corpo).toEqual({
      cd_pessoa_analista: 77,
      nr_requisicao: 102,
      id_recrutamento: 'N',
      salvar_analista: false,
      origem: 'minhas_vagas',
    });

    fireEvent.click(await acaoDaLinha(1, 'Alterar analista'));
    const outro = await screen.findByRole('dialog', { name: 'Alterar Analista - Vaga 1' });
    const user = userEvent.setup();
    await user.click(await within(outro).findByRole('combobox', { name: /Analista/ }));
    await user.click(await screen.findByRole('option', { name: 'Caio', hidden: true }));
    fireEvent.click(within(outro).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(chamadas.filter((c) => c.url.includes('alterar-analista-vaga')).at(-1)?.corpo).toMatchObject({
        cd_pessoa_analista: 88,
        salvar_analista: true,
      }),
    );
  });
});
