import { MENSAGENS_BENEFICIOS } from '@backoffice/domain/beneficios';
import { MENSAGENS_DIVULGACAO } from '@backoffice/domain/divulgacao';
import type { DadosVaga } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_SITUACAO } from '@backoffice/domain/vaga-situacao-regras';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { notify } from '../../lib/notify';
import { AVISO_CONGELADA, ordenarAbas, PainelVaga } from './painel-vaga';

const TODAS = [
  'tab_faturamento',
  'tab_descricao_vaga',
  'tab_cargo_salario',
  'tab_horario',
  'tab_centro_custo',
  'tab_analista',
  'tab_insalubridade_periculosidade',
  'tab_nr_pedido',
  'tab_requisitante',
  'tab_setor',
  'tab_divulga_web',
  'tab_divulga_autoatendimento',
  'tab_beneficios',
  'tab_recrutamento',
  'tab_situacao_vaga',
];

function dadosVaga(extra: Partial<DadosVaga> = {}): DadosVaga {
  return {
    NR_VAGA: 7,
    NR_REQUISICAO: 3,
    CD_EMPRESA: 1,
    NM_EMPRESA: 'Unidade',
    CD_EMPRESA_CLIENTE: 1,
    CD_PESSOA: 10,
    NM_PESSOA: 'Cliente Teste',
    NM_APELIDO: null,
    VL_SALARIO: 1500,
    ID_SALARIO: 'M',
    CD_CARGO: 1,
    NM_CARGO: 'Auxiliar',
    NM_CARGO_CLIENTE: 'Auxiliar de estoque',
    CD_CARGO_CLIENTE: 2,
    ID_CARGO_EXIBIR_WEB: 'C',
    CD_TURNO: null,
    NM_TURNO: null,
    CD_CENTRO_CUSTO: null,
    NM_CENTRO_CUSTO: null,
    DS_AREA: null,
    NR_PEDIDO_CLIENTE: 'P-1',
    NM_REQUISITANTE: null,
    SITUACAO_VAGA: {
      CD_SITUACAO_VAGA: 1,
      DS_SITUACAO_VAGA: null,
      NM_SITUACAO: 'Aberta',
      CD_MOTIVO_CANCELAMENTO: null,
      DS_MOTIVO_CANCELAMENTO: null,
      CD_PESSOA_CANDIDATO_APROVADO: null,
    },
    SITUACOES_VAGA: [],
    PERMITE_ATUALIZAR: { atualiza: true, mensagem: null },
    CD_QUALIFICACAO_CARGO: null,
    CD_TIPO_CONTRATACAO: 1,
    NM_TIPO_CONTRATACAO: null,
    ID_CANCELADA_JUST: 'N',
    DS_JUSTIFICATIVA: null,
    PERMITE_JUSTIFICAR: 'N',
    DS_HISTORICO: null,
    DS_OBSERVACOES: 'Descrição original',
    DS_INFORMACOES_ADICIONAIS: null,
    ID_RECRUTAMENTO: 'N',
    ID_TIPO_VAGA: 'N',
    ID_INSALUBRIDADE: 'N',
    ID_PERICULOSIDADE: 'N',
    VL_INSALUBRIDADE: null,
    VL_PERICULOSIDADE: null,
    FATURAMENTO: {
      ID_ADIANTAMENTO_FATURADO: 'N',
      PC_TOTAL_FATURADO: 0,
      PC_FATURAMENTO: null,
      AD_PC_FATURAMENTO: null,
      PC_FAT_ENCAMINHAMENTO: null,
    },
    CD_PESSOA_ANALISTA: null,
    NM_PESSOA_ANALISTA: null,
    NR_TELEFONE_ANALISTA: null,
    ID_VAGA_SIGILOSA: 'N',
    ID_VAGA_CONFIDENCIAL: 'N',
    ID_VAGA_PCD: 'N',
    ID_LIBERA_INTERNET: 'N',
    DT_LIBERA_INTERNET: null,
    DT_RETIRA_INTERNET: null,
    DT_ABERTURA: '2026-11-01',
    DT_PRORROGACAO: null,
    ID_VAGA_EXPIRADA: 'N',
    ID_VAGA_CONGELADA: 'N',
    NM_CRIADOR: null,
    CRIADO_EM: '2026-11-01T10:00:00Z',
    ABAS: [...TODAS].reverse(),
    ABAS_HABILITADAS: TODAS,
    ...extra,
  };
}

const FATURAMENTO = {
  NR_VAGA: 7,
  PC_FATURAMENTO: 100,
  DT_FATURAMENTO: '2026-12-06',
  AD_PC_FATURAMENTO: null,
  AD_DT_FATURAMENTO: null,
  PC_FAT_ENCAMINHAMENTO: null,
  DT_FAT_ENCAMINHAMENTO: null,
  PC_TOTAL_FATURADO: 0,
  ID_ADIANTAMENTO_FATURADO: 'N',
  ID_ENCAMINHAMENTO_FATURADO: 'N',
  ID_FECHAMENTO_FATURADO: 'N',
  PC_TOTAL_MAXIMO: 150,
  DT_FATURAMENTO_PADRAO: '2026-11-29',
  DT_FATURAMENTO_MINIMA: '2026-11-23',
};

let fetchMock: ReturnType<typeof vi.fn>;

function servir(dados: DadosVaga, outras: Record<string, unknown> = {}) {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).includes('/api/vaga/dados-vaga/')) return Response.json(dados);
    const outra = Object.keys(outras).find((k) => String(url).includes(k));
    if (outra) return Response.json(outras[outra]);
    if (String(url).includes('/api/vaga/dados-faturamento/')) return Response.json(FATURAMENTO);
    if (init?.method === 'PUT') return Response.json({ status: 1, message: 'ok' });
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  vi.spyOn(notify, 'info').mockImplementation(() => '');
  vi.spyOn(notify, 'sucesso').mockImplementation(() => '');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ordenarAbas', () => {
  it("keeps the spec's order with Faturamento first and applies the restriction", () => {
    expect(ordenarAbas({ ABAS: [...TODAS].reverse() })).toEqual(TODAS);
    expect(ordenarAbas({ ABAS: TODAS }, ['tab_situacao_vaga'])).toEqual(['tab_situacao_vaga']);
  });
});

describe('PainelVaga', () => {
  it('answers "Não há dados para atualizar" when nothing changed, and saves once something did', async () => {
    servir(dadosVaga());
    const user = userEvent.setup();
    renderWithProviders(<PainelVaga nrVaga={7} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)[0]).toBe('Faturamento');
    await user.click(screen.getByRole('tab', { name: 'Descrição da vaga' }));
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    await user.click(salvar);
    expect(notify.info).toHaveBeenCalledWith(MENSAGENS_VAGA_EDICAO.info.semAlteracoes);
    expect(fetchMock.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'PUT')).toBe(
      false,
    );

    await user.type(screen.getByRole('textbox', { name: 'Descrição da vaga' }), ' nova');
    await user.click(salvar);
    const put = fetchMock.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'PUT');
    expect(put?.[0]).toContain('/api/vaga/descricao-vaga');
    expect(JSON.parse(String((put?.[1] as RequestInit | undefined)?.body))).toMatchObject({
      nr_vaga: 7,
      ds_observacoes: 'Descrição original nova',
    });
  });

  it('keeps a refused tab open: no success, the message beside its field, and saves once fixed', async () => {
    servir(dadosVaga());
    const put = vi.fn(async () =>
      Response.json({ error: ['ds_observacoes: A descrição não pode ter links'] }, { status: 400 }),
    );
    const base = fetchMock as unknown as (url: string, init?: RequestInit) => Promise<Response>;
    fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'PUT' ? put() : base(url, init),
    );
    vi.stubGlobal('fetch', fetchMock);
    const erro = vi.spyOn(notify, 'erro').mockImplementation(() => '');
    const aoSalvar = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PainelVaga nrVaga={7} somente={['tab_descricao_vaga']} aoSalvar={aoSalvar} />);
    const campo = await screen.findByRole('textbox', { name: 'Descrição da vaga' });
    await user.type(campo, ' www');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('A descrição não pode ter links')).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(aoSalvar).not.toHaveBeenCalled();
    expect(notify.sucesso).not.toHaveBeenCalled();
    expect(erro).not.toHaveBeenCalled();

    put.mockImplementation(async () => Response.json({ status: 1, message: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(aoSalvar).toHaveBeenCalledTimes(1));
    expect(notify.sucesso).toHaveBeenCalled();
  });

  it('refuses the benefits without the transport discount beside that field, sending nothing', async () => {
    servir(dadosVaga(), {
      '/api/vaga/beneficios-requisicao-vaga-web/': { status: 2, message: null, BENEFICIOS: null },
    });
    const aviso = vi.spyOn(notify, 'aviso').mockImplementation(() => '');
    const aoSalvar = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PainelVaga nrVaga={7} somente={['tab_beneficios']} aoSalvar={aoSalvar} />);
    await user.click(await screen.findByRole('radio', { name: 'Coletivo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS_BENEFICIOS.descontoObrigatorio)).toBeInTheDocument();
    expect(aviso).not.toHaveBeenCalled();
    expect(aoSalvar).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'POST')).toBe(
      false,
    );
  });

  it('puts a web publishing rule beside its field and sends nothing', async () => {
    servir(dadosVaga(), {
      '/api/vaga/requisicao-vaga-liberada-internet/': {
        NR_VAGA: 7,
        NR_REQUISICAO: 3,
        ID_LIBERA_INTERNET: 'N',
        ID_DIVULGA_REDES_SOCIAIS: 'N',
        ID_LOCAL_TRABALHO: 'C',
        QT_CANDIDATOS_VAGA_WEB: null,
        DS_OBSERVACAO_INTERNET: null,
        DS_REQUISITOS_INTERNET: null,
        DS_ATIVIDADES_INTERNET: null,
        DS_LOCAL_ATUACAO_INTERNET: null,
        DT_LIBERA_INTERNET: null,
        DT_RETIRA_INTERNET: null,
        DT_EMAIL_DIVULGACAO_INTERNET: null,
        ID_ENVIA_EMAIL_ALTERACOES: 'N',
        CD_UF_ATUACAO: null,
        NM_CIDADE_ATUACAO: null,
        ID_PUBLICADA_WEB: 'N',
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PainelVaga nrVaga={7} somente={['tab_divulga_web']} />);
    await user.click(await screen.findByRole('switch', { name: 'Divulgar a vaga na internet' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS_DIVULGACAO.descricaoMin)).toBeInTheDocument();
    const envios = fetchMock.mock.calls.filter(([, i]) => {
      const metodo = (i as RequestInit | undefined)?.method ?? 'GET';
      return metodo !== 'GET';
    });
    expect(envios).toHaveLength(0);
  });

  it('shows the frozen banner, disables all tabs but the situation and shows the hint', async () => {
    servir(
      dadosVaga({
        ID_VAGA_CONGELADA: 'S',
        ABAS_HABILITADAS: ['tab_situacao_vaga'],
        PERMITE_ATUALIZAR: { atualiza: true, mensagem: 'Só é possível cancelar a vaga' },
      }),
    );
    renderWithProviders(<PainelVaga nrVaga={7} />);
    expect(await screen.findByText(AVISO_CONGELADA)).toBeInTheDocument();
    expect(screen.getByText('Só é possível cancelar a vaga')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Descrição da vaga' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Situação da vaga' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows only the tabs the caller restricts it to', async () => {
    servir(dadosVaga());
    renderWithProviders(<PainelVaga nrVaga={7} somente={['tab_nr_pedido']} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(1);
    expect(screen.getByLabelText('Nº do pedido do cliente')).toHaveValue('P-1');
  });

  const AREAS = {
    '/api/cadastros/areas/ativos': [
      { cd: 1, nome: 'Logística' },
      { cd: 2, nome: 'Produção' },
    ],
  };
  const corpoDoPut = () => {
    const put = fetchMock.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'PUT');
    return put ? { url: String(put[0]), corpo: JSON.parse(String((put[1] as RequestInit).body)) } : null;
  };

  it('offers the active areas on the Setor tab, filtered by the typed text without accents, and saves the chosen one', async () => {
    servir(dadosVaga(), AREAS);
    const user = userEvent.setup();
    renderWithProviders(<PainelVaga nrVaga={7} somente={['tab_setor']} />);
    const setor = await screen.findByRole('combobox', { name: 'Setor' });
    await user.type(setor, 'logistica');
    expect(await screen.findByRole('option', { name: 'Logística', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Produção', hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Logística', hidden: true }));
    expect(setor).toHaveValue('Logística');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(corpoDoPut()).not.toBeNull());
    expect(corpoDoPut()).toEqual({
      url: '/api/vaga/setor-vaga',
      corpo: { nr_vaga: 7, ds_area: 'Logística' },
    });
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/cadastros/areas/ativos'))).toBe(true);
  });

  it('keeps an area outside the register on the Setor tab and saves it as typed', async () => {
    servir(dadosVaga({ DS_AREA: 'Almoxarifado' }), AREAS);
    const user = userEvent.setup();
    renderWithProviders(<PainelVaga nrVaga={7} somente={['tab_setor']} />);
    const setor = await screen.findByRole('combobox', { name: 'Setor' });
    expect(setor).toHaveValue('Almoxarifado');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(notify.info).toHaveBeenCalledWith(MENSAGENS_VAGA_EDICAO.info.semAlteracoes);
    await user.type(setor, ' central');
    await user.tab();
    expect(setor).toHaveValue('Almoxarifado central');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(corpoDoPut()).not.toBeNull());
    expect(corpoDoPut()?.corpo).toEqual({ nr_vaga: 7, ds_area: 'Almoxarifado central' });
  });

  it('keeps insalubridade and periculosidade mutually exclusive', async () => {
    servir(dadosVaga());
    const user = userEvent.setup();
    renderWithProviders(<PainelVaga nrVaga={7} somente={['tab_insalubridade_periculosidade']} />);
    const ins = await screen.findByRole('switch', { name: 'Insalubridade' });
    const per = screen.getByRole('switch', { name: 'Periculosidade' });
    await user.click(ins);
    expect(ins).toBeChecked();
    await user.click(per);
    expect(per).toBeChecked();
    expect(ins).not.toBeChecked();
    expect(screen.getByText('Percentual de periculosidade')).toBeInTheDocument();
  });

  it('has no save button on the social networks tab', async () => {
    servir(dadosVaga({ ID_LIBERA_INTERNET: 'S', ABAS: ['tab_divulgar_redes_sociais'] }));
    renderWithProviders(<PainelVaga nrVaga={7} />);
    await screen.findByRole('tab', { name: 'Divulgar Redes Sociais' });
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('puts the missing reason of a cancellation beside its field, sends nothing, and saves once chosen', async () => {
    const situacoes = [
      { CD_SITUACAO_VAGA: 1, NM_SITUACAO_VAGA: 'Aberta' },
      { CD_SITUACAO_VAGA: 8, NM_SITUACAO_VAGA: 'Suspensa' },
    ];
    servir(dadosVaga({ SITUACOES_VAGA: situacoes as DadosVaga['SITUACOES_VAGA'] }), {
      '/api/vaga/cancelamento-vaga-proposta/': { ID_AVISO_CANCELAMENTO: 'S', DS_AVISO: null },
      '/api/vaga/motivos-cancelamento-vaga-list': [
        { CD_MOTIVO_CANCELAMENTO: 3, DS_MOTIVO_CANCELAMENTO: 'Cliente desistiu da contratação' },
      ],
    });
    const aviso = vi.spyOn(notify, 'aviso').mockImplementation(() => '');
    const aoSalvar = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PainelVaga nrVaga={7} somente={['tab_situacao_vaga']} aoSalvar={aoSalvar} />);
    const select = await screen.findByLabelText('Situação da vaga', { selector: 'input' });
    await vi.waitFor(() => expect(select).not.toBeDisabled());
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Suspensa', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS_SITUACAO.motivoObrigatorio)).toBeInTheDocument();
    expect(aviso).not.toHaveBeenCalled();
    expect(aoSalvar).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([, i]) => (i as RequestInit | undefined)?.method === 'PUT')).toBe(
      false,
    );

    await user.click(screen.getByRole('radio', { name: 'Cliente desistiu da contratação' }));
    await vi.waitFor(() =>
      expect(screen.queryByText(MENSAGENS_SITUACAO.motivoObrigatorio)).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(aoSalvar).toHaveBeenCalledTimes(1));
    const put = fetchMock.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'PUT');
    expect(put?.[0]).toContain('/api/vaga/situacao-vaga');
    expect(JSON.parse(String((put?.[1] as RequestInit | undefined)?.body))).toEqual({
      nr_vaga: 7,
      cd_situacao_vaga: 8,
      cd_motivo_cancelamento: 3,
      ds_situacao_vaga: null,
      dt_faturamento: null,
      pc_faturamento: null,
    });
  });

  it("keeps the previous situation when the 'Cancelar Vaga' dialog is closed without a choice", async () => {
    const situacoes = [
      { CD_SITUACAO_VAGA: 1, NM_SITUACAO_VAGA: 'Aberta' },
      { CD_SITUACAO_VAGA: 5, NM_SITUACAO_VAGA: 'Cancelada' },
      { CD_SITUACAO_VAGA: 9, NM_SITUACAO_VAGA: 'Cancelada com faturamento' },
    ];
    servir(dadosVaga({ SITUACOES_VAGA: situacoes as DadosVaga['SITUACOES_VAGA'] }), {
      '/api/vaga/cancelamento-vaga-proposta/': { ID_AVISO_CANCELAMENTO: 'N', DS_AVISO: null },
    });
    const user = userEvent.setup();
    renderWithProviders(<PainelVaga nrVaga={7} somente={['tab_situacao_vaga']} />);
    const select = await screen.findByLabelText('Situação da vaga', { selector: 'input' });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('cancelamento-vaga-proposta'))).toBe(true),
    );

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Cancelada', hidden: true }));
    expect(await screen.findByText(MENSAGENS_SITUACAO.textoCancelarVaga)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(screen.queryByText(MENSAGENS_SITUACAO.textoCancelarVaga)).not.toBeInTheDocument(),
    );
    expect(select).toHaveValue('Aberta');

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Cancelada', hidden: true }));
    await user.click(
      await screen.findByRole('button', { name: MENSAGENS_SITUACAO.cancelarComFaturamento, hidden: true }),
    );
    expect(select).toHaveValue('Cancelada com faturamento');
    expect(screen.getByText('Data do faturamento')).toBeInTheDocument();
  });
});
