import { MENSAGENS_RECRUTAMENTO as M, type VagaRecrutamentoLinha } from '@backoffice/domain/recrutamento';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { salvarUsuario } from '../../lib/sessao';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { ContadorVagasAbertas } from './vagas-abertas';
import { VagasRecrutamentoTab } from './vagas-recrutamento-tab';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const vaga = (nr: number, extra: Partial<VagaRecrutamentoLinha> = {}): VagaRecrutamentoLinha => ({
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
  NM_TURNO: 'Comercial 08:00 às 18:00',
  CD_USUARIO_ANALISTA: 3,
  CD_PESSOA_ANALISTA: 77,
  NM_PESSOA_ANALISTA: 'Rita',
  ID_RECRUTAMENTO: 'S',
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
  VL_SALARIO: 2150.5,
  ...extra,
});

const opcao = (t: 'A' | 'G' | 'Q' | 'O', nome: string, qtd: number) => ({
  ID_TIPO_VAGA: t,
  NM_TIPO_VAGA: nome,
  QTD_VAGAS: qtd,
});
const mapa = (o: number, a: number) => ({
  A: opcao('A', 'Administrativo', a),
  G: opcao('G', 'Gerencial', 0),
  Q: opcao('Q', 'Qualificado', 0),
  O: opcao('O', 'Operacional', o),
});

function servidor() {
  const chamadas: { url: string; metodo: string; corpo?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      chamadas.push({
        url,
        metodo: init?.method ?? 'GET',
        corpo: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url.includes('recrutamento/vagas-recrutamento'))
        return json({
          VAGAS: [vaga(1), vaga(2, { DT_PRORROGACAO: '2026-02-10', VL_SALARIO: null })],
          LIMITADA: 'N',
        });
      if (url.includes('recrutamento/contador-vagas-por-tipo'))
        return json({ RECRUTAMENTO: mapa(7, 1), SELECAO: mapa(3, 4) });
      if (url.includes('vaga/tipo-vaga')) return json({ status: 1, message: 'Tipo da vaga atualizado.' });
      return json([]);
    }),
  );
  return chamadas;
}

function montar(ui: ReactElement) {
  salvarUsuario({
    cd_sip: 3,
    user_sip: 77,
    cd_unid: 1,
    cd_uf_unid: 'SC',
    apelido: 'Rita',
    nm_login: 'rita',
    nm_pessoa: 'Rita Recrutadora',
    grupos: [],
    cd_setor: 3,
    permissoes: [36],
  });
  const abrir = vi.fn();
  const api = { abrir } as unknown as TabsApi;
  renderWithProviders(<TabsContext.Provider value={api}>{ui}</TabsContext.Provider>);
  return abrir;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Vagas Recrutamento (spec 001 §2.13)', () => {
  it('asks for the recruitment defaults, and a row opens to its requisition, salary, dates and counts', async () => {
    const chamadas = servidor();
    montar(<VagasRecrutamentoTab painelHistorico={(nr) => <p>Histórico {nr}</p>} />);
    const tabela = await screen.findByRole('table', { name: 'Vagas do recrutamento' });
    expect((await within(tabela).findAllByText('Metal JV')).length).toBe(2);
    const pedido = chamadas.find((c) => c.url.includes('vagas-recrutamento'));
    expect(pedido?.url).toContain('setor=S');
    expect(pedido?.url).toContain('tipo_vagas=M');
    expect(pedido?.url).toContain('aberta=S');
    expect(pedido?.url).toContain('cliente=S');
    expect(pedido?.url).not.toContain('fechada');

    await userEvent.click(await screen.findByRole('button', { name: 'Mais dados da vaga 2' }));
    expect(await screen.findByText('10/02/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mais dados da vaga 1' }));
    expect(await screen.findByText(M.naoProrrogada)).toBeInTheDocument();
    expect(screen.getByText(/R\$\s?2\.150,50/)).toBeInTheDocument();
    expect(screen.getAllByText('Comercial 08:00 às 18:00').length).toBeGreaterThan(0);
  });

  it('the recruitment switch sends the whole requisition to selection', async () => {
    const chamadas = servidor();
    montar(<VagasRecrutamentoTab painelHistorico={(nr) => <p>Histórico {nr}</p>} />);
    const chave = await screen.findByRole('switch', { name: 'Recrutamento da vaga 1' });
    expect(chave).toBeChecked();
    await userEvent.click(chave);
    await waitFor(() => expect(chamadas.some((c) => c.url.includes('vaga/tipo-vaga'))).toBe(true));
    const put = chamadas.find((c) => c.url.includes('vaga/tipo-vaga'));
    expect(put?.metodo).toBe('PUT');
    expect(put?.corpo).toEqual({ nr_vaga: 1, nr_requisicao: 101, id_recrutamento: 'N' });
  });

  it('the filter panel offers only the recruitment statuses', async () => {
    servidor();
    montar(<VagasRecrutamentoTab painelHistorico={(nr) => <p>Histórico {nr}</p>} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar filtros' }));
    expect(await screen.findByRole('checkbox', { name: 'Aberta' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cliente' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Fechada' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Recrutamento' })).toBeChecked();
  });

  it('an opening period that ends before it starts is refused beside its end date, and not asked', async () => {
    const chamadas = servidor();
    montar(<VagasRecrutamentoTab painelHistorico={(nr) => <p>Histórico {nr}</p>} />);
    await screen.findByRole('table', { name: 'Vagas do recrutamento' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar filtros' }));
    const ate = screen.getByRole('textbox', { name: 'Abertura até' });
    await userEvent.clear(ate);
    await userEvent.type(ate, '01/03/2025');
    await userEvent.type(screen.getByRole('textbox', { name: 'Abertura de' }), '10/03/2025');
    await waitFor(() =>
      expect(ate).toHaveAccessibleDescription('A data de início não pode ser maior que a data de término.'),
    );
    const antes = chamadas.length;
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(chamadas.slice(antes).some((c) => c.url.includes('inicio=2025-03-10'))).toBe(false);
  });
});

describe('open-vacancy counters (spec 001 §2.10)', () => {
  it('shows each type with its count and opens the list of the chosen sector and type', async () => {
    servidor();
    const abrir = montar(<ContadorVagasAbertas />);
    const user = userEvent.setup();
    const rec = await screen.findByRole('combobox', { name: 'Vagas abertas - Recrutamento' });
    await waitFor(() => expect(rec).toBeEnabled());
    await user.click(rec);
    await user.click(await screen.findByRole('option', { name: 'Operacional (7)', hidden: true }));
    expect(abrir).toHaveBeenCalledWith('vagas_abertas_rec_sel', { setor: 'R', tipo: 'O' });
    await user.click(screen.getByRole('combobox', { name: 'Vagas abertas - Seleção' }));
    await user.click(await screen.findByRole('option', { name: 'Administrativo (4)', hidden: true }));
    expect(abrir).toHaveBeenCalledWith('vagas_abertas_rec_sel', { setor: 'S', tipo: 'A' });
  });
});
