import type { ContratacaoLinha } from '@backoffice/domain/contratacao';
import { MENSAGENS_CONTRATACAO } from '@backoffice/domain/contratacao';
import { MENSAGENS_TEMPORARIO } from '@backoffice/domain/contratacao-regras';
import { dataNegocio, somarDias } from '@backoffice/domain/datas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { entrarComo } from '../../lib/sessao-teste';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { ContratacoesLista } from './contratacoes-lista';
import { diasAteFimDoMes } from './partes-contratacao';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const hoje = dataNegocio();

const LINHA: ContratacaoLinha = {
  ID_CONTRATACAO: 31,
  NR_VAGA: 812,
  CD_PESSOA_CANDIDATO: 501,
  NM_CANDIDATO: 'Bruna Lima',
  CD_PESSOA_CLIENTE: 9,
  NM_CLIENTE: 'Metalúrgica Joinville',
  CD_UNIDADE: 1,
  NM_ANALISTA: 'Ana Souza',
  CD_TIPO_CONTRATACAO: 2,
  NM_TIPO_CONTRATACAO: 'Temporário',
  ID_APRENDIZ: 'N',
  ID_PCD: 'N',
  DT_INICIO: '2030-01-01',
  DT_FIM: '2030-06-29',
  DT_FIM_ORIGINAL: '2030-06-29',
  QT_PRORROGACOES: 0,
  DS_MOTIVO_PRORROGACAO: null,
  ID_SITUACAO: 'A',
  DT_ENCERRAMENTO: null,
  DS_MOTIVO_ENCERRAMENTO: null,
  ID_CONTRATACAO_SUBSTITUIDA: null,
  DS_MOTIVO_SUBSTITUICAO: null,
  DIAS_PARA_TERMINAR: 5,
  PENDENCIAS_ADMISSAO: [
    { campo: 'nr_documento_pis', rotulo: 'PIS/NIT' },
    { campo: 'id_cutis', rotulo: 'Raça/cor' },
  ],
  DT_PRAZO_ADMISSAO: '2029-12-31',
};

const OUTRA: ContratacaoLinha = {
  ...LINHA,
  ID_CONTRATACAO: 32,
  NM_CANDIDATO: 'Carlos Dias',
  CD_TIPO_CONTRATACAO: 1,
  NM_TIPO_CONTRATACAO: 'Efetivo',
  DT_INICIO: somarDias(hoje, 3),
  DT_FIM: null,
  DIAS_PARA_TERMINAR: null,
  DT_PRAZO_ADMISSAO: somarDias(hoje, 2),
};

let pedidos: { url: URL; metodo: string; corpo: unknown }[];
let resposta: (url: URL, metodo: string) => Response | undefined;

beforeEach(() => {
  pedidos = [];
  resposta = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (entrada: string, init?: RequestInit) => {
      const url = new URL(entrada, 'http://localhost');
      const metodo = init?.method ?? 'GET';
      if (url.pathname.startsWith('/api/unidade/lista-unidades'))
        return json([{ CD_EMPRESA_AGRUPADORA: 1, NM_EMPRESA: 'Joinville', ID_UNIDADE_USUARIO: 'S' }]);
      pedidos.push({ url, metodo, corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
      const r = resposta(url, metodo);
      if (r) return r;
      if (url.pathname === '/api/contratacoes') return json({ linhas: [LINHA, OUTRA], total: 2 });
      if (url.pathname === '/api/contratacoes/31') return json(LINHA);
      return json({ message: 'ok' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function montar(permissoes: number[], props: Parameters<typeof ContratacoesLista>[0] = {}) {
  entrarComo({ permissoes });
  const abrir = vi.fn();
  renderWithProviders(
    <TabsContext.Provider value={{ abrir } as unknown as TabsApi}>
      <ContratacoesLista {...props} />
    </TabsContext.Provider>,
  );
  return { abrir, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const listas = () => pedidos.filter((p) => p.url.pathname === '/api/contratacoes').map((p) => p.url);

async function abrirContratacao(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Abrir a contratação de Bruna Lima' }));
  return screen.findByRole('dialog', { name: /Contratação 31/ });
}

describe('Contratações', () => {
  it('lists the placements with days left, extensions, situation and the S-2200 gaps', async () => {
    montar([58]);
    const linha = await screen.findByTestId('contratacao-31');
    expect(Object.fromEntries(listas()[0].searchParams)).toEqual({ pagina: '1', por_pagina: '50' });
    expect(within(linha).getByText('Metalúrgica Joinville')).toBeInTheDocument();
    expect(within(linha).getByText('01/01/2030')).toBeInTheDocument();
    expect(within(linha).getByText('29/06/2030')).toBeInTheDocument();
    expect(within(linha).getByText('5 dias').closest('[data-cor]')).toHaveAttribute('data-cor', 'red');
    expect(within(linha).getByLabelText('eSocial: 2 pendências')).toHaveTextContent('eSocial 2');
    expect(within(linha).getByText('Ativa')).toBeInTheDocument();
    expect(within(linha).queryByText('prorrogado')).not.toBeInTheDocument();
    expect(screen.getByTestId('total-contratacoes')).toHaveTextContent('2 contratações');
  });

  it('marks an extended contract under its end', async () => {
    const prorrogada = { ...LINHA, ID_CONTRATACAO: 35, QT_PRORROGACOES: 1 };
    resposta = (url) =>
      url.pathname === '/api/contratacoes' ? json({ linhas: [LINHA, prorrogada], total: 2 }) : undefined;
    montar([58]);
    expect(within(await screen.findByTestId('contratacao-35')).getByText('prorrogado')).toBeInTheDocument();
    expect(within(screen.getByTestId('contratacao-31')).queryByText('prorrogado')).not.toBeInTheDocument();
  });

  it('searches with the filters and the quick choices of the end, and exports the same filters', async () => {
    const criar = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: criar, revokeObjectURL: vi.fn() }));
    const { user } = montar([58]);
    await screen.findByTestId('contratacao-31');
    await user.click(screen.getByRole('combobox', { name: 'Tipo de contratação' }));
    await user.click(await screen.findByRole('option', { name: 'Temporário', hidden: true }));
    await user.click(screen.getByRole('button', { name: '30 dias' }));
    await waitFor(() => expect(listas()).toHaveLength(2));
    expect(Object.fromEntries(listas()[1].searchParams)).toEqual({
      cd_tipo_contratacao: '2',
      termina_em_dias: '30',
      pagina: '1',
      por_pagina: '50',
    });
    await user.click(screen.getByRole('button', { name: 'Este mês' }));
    await waitFor(() =>
      expect(listas().at(-1)?.searchParams.get('termina_em_dias')).toBe(String(diasAteFimDoMes(hoje))),
    );
    resposta = (url) =>
      url.pathname === '/api/contratacoes/exportar'
        ? new Response('Contratação\r\n', { status: 200, headers: { 'content-type': 'text/csv' } })
        : undefined;
    await user.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    await waitFor(() => expect(criar).toHaveBeenCalled());
    const exportacao = pedidos.find((p) => p.url.pathname === '/api/contratacoes/exportar')?.url;
    expect(exportacao && Object.fromEntries(exportacao.searchParams)).toEqual({
      cd_tipo_contratacao: '2',
      termina_em_dias: String(diasAteFimDoMes(hoje)),
      formato: 'xlsx',
    });
  });

  it('refuses more than a year ahead beside the field, without searching', async () => {
    const { user } = montar([58]);
    await screen.findByTestId('contratacao-31');
    await user.type(screen.getByRole('textbox', { name: 'Terminam em (dias)' }), '400');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('No máximo 366 dias.')).toBeInTheDocument();
    expect(listas()).toHaveLength(1);
  });

  it('asks the server for the pending admissions and shows their S-2200 due date', async () => {
    resposta = (url) =>
      url.pathname === '/api/contratacoes'
        ? url.searchParams.get('admissoes_pendentes') === 'S'
          ? json({ linhas: [OUTRA], total: 1 })
          : json({ linhas: [LINHA, OUTRA], total: 2 })
        : undefined;
    const { user } = montar([58]);
    await screen.findByTestId('contratacao-31');
    await user.click(screen.getByRole('switch', { name: /Admissões pendentes/ }));
    await waitFor(() => expect(listas()).toHaveLength(2));
    expect(Object.fromEntries(listas()[1].searchParams)).toEqual({
      admissoes_pendentes: 'S',
      pagina: '1',
      por_pagina: '50',
    });
    expect(await screen.findByText('Prazo S-2200')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId(/^contratacao-/).map((l) => l.dataset.testid)).toEqual(['contratacao-32']),
    );
    expect(screen.getByTestId('total-contratacoes')).toHaveTextContent('1 contratação');
  });

  it('says when nothing matches the filters and disables the export', async () => {
    resposta = (url) => (url.pathname === '/api/contratacoes' ? json({ linhas: [], total: 0 }) : undefined);
    const { user } = montar([58]);
    await user.click(await screen.findByRole('button', { name: '7 dias' }));
    expect(await screen.findByText('Nenhuma contratação com estes filtros.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('opens the placement with its facts and the S-2200 checklist linking to the record', async () => {
    const { user, abrir } = montar([58]);
    const gaveta = await abrirContratacao(user);
    expect(await within(gaveta).findByText('Ana Souza')).toBeInTheDocument();
    const lista = within(gaveta).getByTestId('checklist-s2200');
    expect(within(lista).getByTestId('s2200-nr_documento_pis')).toHaveTextContent(
      '✗ PIS/NIT — falta na ficha',
    );
    expect(within(lista).getByTestId('s2200-nr_documento_cpf')).toHaveTextContent('✓ CPF');
    expect(within(gaveta).getByText('31/12/2029')).toBeInTheDocument();
    await user.click(within(gaveta).getByRole('button', { name: /Abrir a ficha do candidato/ }));
    expect(abrir).toHaveBeenCalledWith('DadosCandidato', { cdPessoaCandidato: 501 });
    for (const acao of ['Editar', 'Prorrogar', 'Encerrar'])
      expect(within(gaveta).getByRole('button', { name: acao })).toBeInTheDocument();
  });

  it('is read-only for finance', async () => {
    const { user } = montar([107]);
    const gaveta = await abrirContratacao(user);
    expect(await within(gaveta).findByText(/Somente leitura/)).toBeInTheDocument();
    for (const acao of ['Editar', 'Prorrogar', 'Encerrar'])
      expect(within(gaveta).queryByRole('button', { name: acao })).not.toBeInTheDocument();
  });

  it('refuses a temporary term over 180 days beside the end, before sending', async () => {
    const { user } = montar([58]);
    const gaveta = await abrirContratacao(user);
    await user.click(await within(gaveta).findByRole('button', { name: 'Editar' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar a contratação 31' });
    const fim = within(modal).getByRole('textbox', { name: 'Término' });
    await user.clear(fim);
    await user.type(fim, '30/06/2030');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(modal).findByText(MENSAGENS_TEMPORARIO.contratoLongo('29/06/2030')),
    ).toBeInTheDocument();
    expect(pedidos.some((p) => p.metodo === 'PUT')).toBe(false);
  });

  it('asks the reason of a replacement chosen', async () => {
    resposta = (url) =>
      url.pathname === '/api/contratacoes' && url.searchParams.get('cd_pessoa_cliente') === '9'
        ? json({ linhas: [LINHA, { ...OUTRA, ID_CONTRATACAO: 20, NM_CANDIDATO: 'Davi Reis' }], total: 2 })
        : undefined;
    const { user } = montar([58]);
    const gaveta = await abrirContratacao(user);
    await user.click(await within(gaveta).findByRole('button', { name: 'Editar' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar a contratação 31' });
    await user.click(within(modal).getByRole('combobox', { name: 'Substitui a contratação' }));
    await user.click(await screen.findByRole('option', { name: /20 - Davi Reis/, hidden: true }));
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText(MENSAGENS_CONTRATACAO.motivoSubstituicao)).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: /Motivo da substituição/ }), 'Licença');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(pedidos.find((p) => p.metodo === 'PUT')).toBeDefined());
    expect(pedidos.find((p) => p.metodo === 'PUT')?.corpo).toMatchObject({
      id_contratacao_substituida: 20,
      ds_motivo_substituicao: 'Licença',
    });
  });

  it('shows the last day allowed and refuses an extension over 90 days beside the new end', async () => {
    const { user } = montar([58]);
    const gaveta = await abrirContratacao(user);
    await user.click(await within(gaveta).findByRole('button', { name: 'Prorrogar' }));
    const modal = await screen.findByRole('dialog', { name: 'Prorrogar a contratação 31' });
    expect(within(modal).getByTestId('ultimo-dia-permitido')).toHaveTextContent('27/09/2030');
    await user.type(within(modal).getByRole('textbox', { name: 'Novo término' }), '30/09/2030');
    await user.click(within(modal).getByRole('button', { name: 'Prorrogar' }));
    expect(await within(modal).findByText(MENSAGENS_TEMPORARIO.prorrogacaoLonga)).toBeInTheDocument();
    expect(within(modal).getByText(MENSAGENS_TEMPORARIO.motivoProrrogacao)).toBeInTheDocument();
    expect(pedidos.some((p) => p.url.pathname.endsWith('/prorrogar'))).toBe(false);
  });

  it('puts the server refusal of an extension beside the new end', async () => {
    resposta = (url) =>
      url.pathname.endsWith('/prorrogar')
        ? json({ error: 'dt_fim: Contrato alterado por outra pessoa.' }, 400)
        : undefined;
    const { user } = montar([58]);
    const gaveta = await abrirContratacao(user);
    await user.click(await within(gaveta).findByRole('button', { name: 'Prorrogar' }));
    const modal = await screen.findByRole('dialog', { name: 'Prorrogar a contratação 31' });
    await user.type(within(modal).getByRole('textbox', { name: 'Novo término' }), '29/07/2030');
    await user.type(within(modal).getByRole('textbox', { name: /Motivo da prorrogação/ }), 'Demanda mantida');
    await user.click(within(modal).getByRole('button', { name: 'Prorrogar' }));
    expect(await within(modal).findByText('Contrato alterado por outra pessoa.')).toBeInTheDocument();
    expect(pedidos.find((p) => p.url.pathname.endsWith('/prorrogar'))?.corpo).toEqual({
      dt_fim: '2030-07-29',
      ds_motivo: 'Demanda mantida',
    });
  });

  it('refuses an end after the term and without a reason', async () => {
    const { user } = montar([58]);
    const gaveta = await abrirContratacao(user);
    await user.click(await within(gaveta).findByRole('button', { name: 'Encerrar' }));
    const modal = await screen.findByRole('dialog', { name: 'Encerrar a contratação 31' });
    await user.type(within(modal).getByRole('textbox', { name: 'Data do encerramento' }), '01/07/2030');
    await user.click(within(modal).getByRole('button', { name: 'Encerrar' }));
    expect(await within(modal).findByText(MENSAGENS_CONTRATACAO.encerramentoDepoisDoFim)).toBeInTheDocument();
    expect(within(modal).getByText(MENSAGENS_CONTRATACAO.motivoEncerramento)).toBeInTheDocument();
    expect(pedidos.some((p) => p.url.pathname.endsWith('/encerrar'))).toBe(false);
  });

  it('lists a client’s placements with the client fixed and no client filter', async () => {
    montar([58], { fixos: { cd_pessoa_cliente: 9 } });
    await screen.findByTestId('contratacao-31');
    expect(listas()[0].searchParams.get('cd_pessoa_cliente')).toBe('9');
    expect(screen.queryByRole('textbox', { name: 'Cliente' })).not.toBeInTheDocument();
  });

  it('lists a candidate’s placements compactly, without the filter bar', async () => {
    montar([58], { compacto: true, fixos: { cd_pessoa_candidato: 501 } });
    await screen.findByTestId('contratacao-31');
    expect(listas()[0].searchParams.get('cd_pessoa_candidato')).toBe('501');
    expect(screen.queryByRole('form', { name: 'Filtros das contratações' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });
});
