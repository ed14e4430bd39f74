import { MENSAGENS_ABERTURA as M } from '@backoffice/domain/abertura-requisicao';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { salvarUsuario } from '../../lib/sessao';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { AberturaRequisicaoPage } from './abertura-requisicao-page';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const GETS: Record<string, unknown> = {
  '/api/cliente/clientes/': [
    {
      CD_PESSOA: 10,
      NM_PESSOA: 'Metalúrgica Joinville',
      NM_APELIDO: 'Metal JV',
      CD_EMPRESA: 1,
      NR_DOCUMENTO_CNPJ: null,
    },
  ],
  '/api/requisicoes/cliente/10': {
    CD_PESSOA: 10,
    NM_PESSOA: 'Metalúrgica Joinville',
    NM_APELIDO: 'Metal JV',
    CD_EMPRESA: 1,
    NM_EMPRESA: 'Joinville',
    CD_EMPRESA_AGRUPADORA: 1,
    ID_CONFIDENCIAL_PADRAO: 'N',
    CONTATOS: ['Marina Souza'],
  },
  '/api/unidade/unidades-selecionador/3': [
    { CD_EMPRESA: 1, NM_EMPRESA: 'Joinville', CD_EMPRESA_AGRUPADORA: 1 },
  ],
  '/api/cargo/cargos-cliente/10/1': [
    {
      CD_CARGO_CLIENTE: 7,
      NM_CARGO_CLIENTE: 'Operador de empilhadeira',
      NM_CARGO: null,
      CD_CARGO_INTERNO: null,
      ID_CARGO_EXIBIR_WEB: 'I',
      DS_CARGO_EXIBIR_WEB: 'Cargo interno',
    },
    {
      CD_CARGO_CLIENTE: 8,
      NM_CARGO_CLIENTE: 'Auxiliar administrativo',
      NM_CARGO: null,
      CD_CARGO_INTERNO: null,
      ID_CARGO_EXIBIR_WEB: 'I',
      DS_CARGO_EXIBIR_WEB: 'Cargo interno',
    },
  ],
  '/api/centro-custo/list-centro-custo/10/1': [{ CD_CENTRO_CUSTO: 'CC-10', NM_CENTRO_CUSTO: 'Produção' }],
  '/api/turno/turnos-list/1': [{ CD_TURNO: 101, NM_TURNO: 'Comercial 08-18', CD_TURNO_DATASUL: null }],
  '/api/escolaridade/escolaridades': [{ CD_ESCOLARIDADE: 5, NM_ESCOLARIDADE: 'Ensino Médio Completo' }],
  '/api/cadastros/areas/ativos': [
    { cd: 1, nome: 'Logística' },
    { cd: 2, nome: 'Produção' },
  ],
  '/api/analista/lista-analistas/77/unidade/1': [
    { CD_PESSOA: 500, NM_PESSOA: 'Ana Analista', APELIDO: 'ana', CD_UNID: 1 },
  ],
};

let enviados: { url: string; corpo: unknown }[];
let respostaPost: () => Response;
let abrir: ReturnType<typeof vi.fn>;

beforeEach(() => {
  enviados = [];
  respostaPost = () => json({ NR_REQUISICAO: 55, NR_VAGA: [101, 102, 103], message: M.aberta(55, 3) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') !== 'GET') {
        enviados.push({ url, corpo: init?.body ? JSON.parse(String(init.body)) : null });
        return respostaPost();
      }
      const chave = Object.keys(GETS).find((k) => url.startsWith(k));
      return chave ? json(GETS[chave]) : json([]);
    }),
  );
  salvarUsuario({
    cd_sip: 3,
    user_sip: 77,
    cd_unid: 1,
    cd_uf_unid: 'SC',
    apelido: 'gil',
    nm_login: 'gil',
    nm_pessoa: 'Gil Gestor',
    grupos: [],
    cd_setor: null,
    permissoes: [59],
  });
  abrir = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function montar() {
  const api = { abrir } as unknown as TabsApi;
  return renderizar(
    <TabsContext.Provider value={api}>
      <AberturaRequisicaoPage />
    </TabsContext.Provider>,
  );
}

type Usuario = ReturnType<typeof userEvent.setup>;

/** Picks an option of a select: in the list that select controls (each line has its own). */
async function escolher(user: Usuario, campo: string, opcao: string) {
  const caixa = screen.getByRole('combobox', { name: campo });
  await user.click(caixa);
  const lista = await waitFor(() => {
    const l = document.getElementById(caixa.getAttribute('aria-controls') ?? '');
    if (!l) throw new Error(`lista de ${campo} ausente`);
    return l;
  });
  await user.click(await within(lista).findByRole('option', { name: opcao, hidden: true }));
}

/** The header of a requisition for Metal JV, the requester typed. */
async function cabecalho(user: Usuario) {
  const cliente = screen.getByRole('combobox', { name: 'Cliente' });
  await user.click(cliente);
  fireEvent.change(cliente, { target: { value: 'Metal' } });
  await user.click(
    await screen.findByRole(
      'option',
      { name: 'Metalúrgica Joinville (Metal JV)', hidden: true },
      { timeout: 10_000 },
    ),
  );
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Unidade' })).toHaveValue('Joinville'));
  fireEvent.change(screen.getByRole('combobox', { name: 'Requisitante' }), {
    target: { value: 'Marina Souza' },
  });
  await escolher(user, 'Tipo da vaga', 'Operacional (O)');
}

async function linha(user: Usuario, n: number, cargo: string, quantidade: string) {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: `Cargo do cliente da linha ${n}` })).toBeEnabled(),
  );
  await escolher(user, `Cargo do cliente da linha ${n}`, cargo);
  fireEvent.change(screen.getByRole('textbox', { name: `Quantidade da linha ${n}` }), {
    target: { value: quantidade },
  });
  // a new line starts with the analyst of the line above
  if (
    screen.getByRole('combobox', { name: `Analista da linha ${n}` }).getAttribute('value') !== 'Ana Analista'
  )
    await escolher(user, `Analista da linha ${n}`, 'Ana Analista');
}

describe('Abertura de requisição', () => {
  it('opens a requisition of two lines (2 + 1): the totals, the body sent, the number and the vacancies', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    montar();
    await cabecalho(user);
    await escolher(user, 'Departamento', 'Logística');
    await linha(user, 1, 'Operador de empilhadeira', '2');
    await escolher(user, 'Centro de custo da linha 1', 'CC-10 — Produção');
    await user.type(screen.getByRole('textbox', { name: 'Salário da linha 1' }), '2500');
    await user.click(screen.getByRole('button', { name: 'Adicionar linha' }));
    await linha(user, 2, 'Auxiliar administrativo', '1');
    expect(screen.getByTestId('total-vagas')).toHaveTextContent('2 linhas · 3 vagas');
    await user.click(screen.getByRole('checkbox', { name: 'Vale refeição' }));
    await user.click(screen.getByRole('button', { name: 'Abrir requisição' }));

    expect(await screen.findByText(M.aberta(55, 3))).toBeInTheDocument();
    expect(enviados).toHaveLength(1);
    expect(enviados[0].url).toBe('/api/requisicoes');
    expect(enviados[0].corpo).toMatchObject({
      cd_pessoa_cliente: 10,
      cd_empresa: 1,
      nm_requisitante: 'Marina Souza',
      ds_area: 'Logística',
      cd_tipo_contratacao: 1,
      id_setor: 'S',
      id_tipo_vaga: 'O',
      cd_situacao_vaga: 1,
      beneficios: { id_vale_refeicao: 'S', id_transporte: 'N', id_plano_saude: 'N' },
      divulgacao: { id_libera_internet: 'N', qt_candidatos_vaga_web: 100 },
      linhas: [
        {
          cd_cargo_cliente: 7,
          qt_vagas: 2,
          vl_salario: 2500,
          id_salario: 'M',
          cd_centro_custo: 'CC-10',
          cd_pessoa_analista: 500,
        },
        { cd_cargo_cliente: 8, qt_vagas: 1, cd_pessoa_analista: 500, cd_centro_custo: 'CC-10' },
      ],
    });
    const vagas = screen.getByRole('group', { name: 'Vagas abertas' });
    expect(
      within(vagas)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Vaga 101', 'Vaga 102', 'Vaga 103']);
    await user.click(within(vagas).getByRole('button', { name: 'Vaga 102' }));
    expect(abrir).toHaveBeenCalledWith('Vaga', { nrVaga: 102 }, { titulo: 'Vaga 102' });
    await user.click(screen.getByRole('button', { name: 'Ver a requisição 55' }));
    expect(abrir).toHaveBeenCalledWith('Requisicao', { nrRequisicao: 55 });
    // another requisition starts from an empty form
    await user.click(screen.getByRole('button', { name: 'Abrir outra requisição' }));
    expect(screen.getByRole('combobox', { name: 'Requisitante' })).toHaveValue('');
  }, 120_000);

  it('offers the active areas as the department, filtered by the typed text, and keeps a name outside them', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    montar();
    const departamento = screen.getByRole('combobox', { name: 'Departamento' });
    await user.type(departamento, 'prod');
    expect(await screen.findByRole('option', { name: 'Produção', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Logística', hidden: true })).not.toBeInTheDocument();
    await user.clear(departamento);
    await user.type(departamento, 'Almoxarifado');
    await user.tab();
    expect(departamento).toHaveValue('Almoxarifado');

    await cabecalho(user);
    await linha(user, 1, 'Operador de empilhadeira', '1');
    await user.click(screen.getByRole('button', { name: 'Abrir requisição' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0].corpo).toMatchObject({ ds_area: 'Almoxarifado' });
  }, 120_000);

  it('refuses quantity 0 beside the line without sending anything', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    montar();
    await cabecalho(user);
    await linha(user, 1, 'Operador de empilhadeira', '0');
    await user.click(screen.getByRole('button', { name: 'Abrir requisição' }));
    const qt = screen.getByRole('textbox', { name: 'Quantidade da linha 1' });
    await waitFor(() => expect(qt).toHaveAccessibleDescription(expect.stringContaining(M.quantidade)));
    expect(qt).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(M.corrijaOsCampos)).toBeInTheDocument();
    expect(enviados).toHaveLength(0);
  }, 120_000);

  it("puts the server's refusal beside the line's field and keeps everything typed", async () => {
    respostaPost = () => json({ error: [`linhas.1.cd_cargo_cliente: ${M.cargoDeOutroCliente}`] }, 400);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    montar();
    await cabecalho(user);
    await linha(user, 1, 'Operador de empilhadeira', '2');
    await user.click(screen.getByRole('button', { name: 'Adicionar linha' }));
    await linha(user, 2, 'Auxiliar administrativo', '1');
    await user.click(screen.getByRole('button', { name: 'Abrir requisição' }));
    const cargo2 = screen.getByRole('combobox', { name: 'Cargo do cliente da linha 2' });
    await waitFor(() =>
      expect(cargo2).toHaveAccessibleDescription(expect.stringContaining(M.cargoDeOutroCliente)),
    );
    expect(screen.getByRole('combobox', { name: 'Cargo do cliente da linha 1' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Requisitante' })).toHaveValue('Marina Souza');
    expect(screen.getByRole('textbox', { name: 'Quantidade da linha 1' })).toHaveValue('2');
    expect(cargo2).toHaveValue('Auxiliar administrativo');
    expect(screen.queryByText(M.aberta(55, 3))).toBeNull();
  }, 120_000);

  it('adds and removes lines; the only line cannot be removed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    montar();
    expect(screen.getByRole('button', { name: 'Remover a linha 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Adicionar linha' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar linha' }));
    expect(screen.getByTestId('total-vagas')).toHaveTextContent('3 linhas · 3 vagas');
    await user.click(screen.getByRole('button', { name: 'Remover a linha 2' }));
    expect(screen.getByTestId('total-vagas')).toHaveTextContent('2 linhas · 2 vagas');
    expect(screen.queryByRole('combobox', { name: 'Cargo do cliente da linha 3' })).toBeNull();
    // the profile of a line opens below it
    await user.click(screen.getByRole('button', { name: 'Perfil da linha 2' }));
    expect(screen.getByRole('textbox', { name: 'Idade de, linha 2' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'PCD, linha 2' })).not.toBeChecked();
  }, 120_000);
});
