import {
  type CargoClienteCadastroLinha,
  type ClienteDados,
  type ClienteListaLinha,
  type ContatoClienteLinha,
  MENSAGENS_CLIENTES as M,
} from '@backoffice/domain/clientes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { entrarComo } from '../../lib/sessao-teste';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { CargosTab } from './cargos-tab';
import { ClienteForm } from './cliente-form';
import { ClientePage } from './cliente-page';
import { ClientesPage } from './clientes-page';
import { ContatosTab } from './contatos-tab';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const LINHA: ClienteListaLinha = {
  cd_pessoa: 501,
  id_tipo_pessoa: 'J',
  nm_pessoa: 'Metalúrgica Exemplo S.A.',
  nm_apelido: 'Metal Exemplo',
  nr_documento: '11222333000181',
  cd_empresa: 1,
  nm_empresa: 'Joinville',
  nm_cidade: 'Joinville',
  cd_uf: 'SC',
  id_ativo: 'S',
  id_optante_simples_nac: 'S',
};

/** A client imported before the rules: no CNPJ, an old phone, a region spelled otherwise. */
const ANTIGO: ClienteDados = {
  cd_pessoa: 77,
  id_tipo_pessoa: 'J',
  nr_documento_cnpj: null,
  nr_documento_cpf: null,
  nm_pessoa: 'IND. & COM. "ZÉ"',
  nm_apelido: null,
  cd_empresa: 1,
  nm_empresa: 'Joinville',
  cd_cep: '892',
  cd_tipo_logradouro: null,
  nm_cep: null,
  nr_endereco: null,
  ds_complemento: null,
  nm_bairro: null,
  nm_regiao: 'Zona Norte',
  nm_cidade: 'Joinville',
  cd_uf: 'S ',
  ds_email: null,
  telefones: [{ cd_tipo_telefone: '7', nr_telefone: '3333-444', nr_ramal: null }],
  cd_pessoa_comercial: null,
  nm_pessoa_comercial: null,
  qt_funcionarios: null,
  id_confidencial_padrao: 'N',
  id_ativo: 'S',
  id_optante_simples_nac: null,
  dt_valida_simples: null,
  criado_em: '2020-01-01T00:00:00Z',
  alterado_em: '2020-01-01T00:00:00Z',
};

const fetchMock = vi.fn<typeof fetch>();
const enviados: { metodo: string; url: string; corpo: unknown }[] = [];
let respostaEscrita: () => Response;
const abrir = vi.fn();

beforeEach(() => {
  entrarComo({ permissoes: [58] });
  enviados.length = 0;
  abrir.mockReset();
  respostaEscrita = () => json({ cd_pessoa: 900, cd_empresa: 1, message: M.criado, simples: null });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const u = String(url);
    const metodo = init?.method ?? 'GET';
    if (metodo !== 'GET') {
      enviados.push({ metodo, url: u, corpo: init?.body ? JSON.parse(String(init.body)) : null });
      return respostaEscrita();
    }
    if (u.includes('/unidade/unidades-selecionador/'))
      return json([{ CD_EMPRESA: 1, NM_EMPRESA: 'Joinville', CD_EMPRESA_AGRUPADORA: 1 }]);
    if (u.includes('/endereco/buscar-cep/89201000'))
      return json({
        dados_cep: {
          CD_CEP: '89201000',
          ENDERECO: 'Rua das Indústrias',
          NM_CIDADE: 'Joinville',
          NM_UF: 'Santa Catarina',
          CD_UF: 'SC',
          CD_PAIS: 1,
        },
        bairro_viacep: 'Centro',
        bairros: [],
      });
    if (u.includes('/endereco/buscar-cep/')) return json({ error: 'CEP não encontrado' }, 404);
    if (/\/api\/clientes\?/.test(u)) return json({ total: 1, linhas: [LINHA] });
    if (u.includes('/api/clientes/77/contatos')) return json([]);
    if (u.includes('/api/clientes/77/parecer-indicadores'))
      return json({
        encaminhados: 0,
        respondidos: 0,
        taxa_resposta: null,
        mediana_horas: null,
        aprovados: 0,
        aprovacoes_por_encaminhado: null,
      });
    if (u.includes('/api/clientes/77')) return json(ANTIGO);
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function montar(ui: ReactElement) {
  const tabs = { abrir, url: () => '/t/x' } as unknown as TabsApi;
  return renderizar(<TabsContext.Provider value={tabs}>{ui}</TabsContext.Provider>);
}

const usuario = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Clientes (list)', () => {
  it('lists the clients, searches by text and opens a client or a new one', async () => {
    const user = usuario();
    montar(<ClientesPage />);
    const tabela = await screen.findByRole('table', { name: 'Clientes' });
    expect(await within(tabela).findByText('Metal Exemplo')).toBeInTheDocument();
    expect(within(tabela).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(tabela).getByText('Optante')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Pesquisar' }), 'metal');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('texto=metal'))).toBe(true),
    );

    await user.click(within(tabela).getByRole('button', { name: 'Metal Exemplo' }));
    expect(abrir).toHaveBeenCalledWith(
      'DadosCliente',
      { cdPessoa: 501, cdEmpresa: 1 },
      { titulo: 'Cliente - Metal Exemplo' },
    );
    await user.click(screen.getByRole('button', { name: 'Novo cliente' }));
    expect(abrir).toHaveBeenLastCalledWith('DadosCliente', {}, { titulo: 'Novo cliente' });
  });

  it('offers no new client to a user who only reads', async () => {
    entrarComo({ permissoes: [36] });
    montar(<ClientesPage />);
    await screen.findByText('Metal Exemplo');
    expect(screen.queryByRole('button', { name: 'Novo cliente' })).toBeNull();
  });
});

describe('Novo cliente (form)', () => {
  const aoAbrirCliente = vi.fn();

  it('shows the missing fields beside them and sends nothing', async () => {
    const user = usuario();
    montar(<ClienteForm cliente={null} aoAbrirCliente={aoAbrirCliente} />);
    await user.click(await screen.findByRole('button', { name: 'Cadastrar cliente' }));
    expect(await screen.findByText(M.cnpjObrigatorio)).toBeInTheDocument();
    expect(screen.getByText(M.razaoSocialObrigatoria)).toBeInTheDocument();
    expect(screen.getByText(M.cepObrigatorio)).toBeInTheDocument();
    expect(enviados).toEqual([]);
  });

  it('fills the address from the CEP, refuses a phone of the wrong shape beside it, then saves', async () => {
    const user = usuario();
    montar(<ClienteForm cliente={null} aoAbrirCliente={aoAbrirCliente} />);
    await user.type(await screen.findByRole('textbox', { name: /^CNPJ/ }), '11222333000181');
    // long texts pasted (one event each), masked fields typed
    await user.click(screen.getByRole('textbox', { name: /^Razão social/ }));
    await user.paste('Metalúrgica Exemplo S.A.');
    await user.click(screen.getByRole('textbox', { name: /^Nome fantasia/ }));
    await user.paste('Metal Exemplo');
    await user.type(screen.getByRole('textbox', { name: /^CEP/ }), '89201000');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Logradouro/ })).toHaveValue('Rua das Indústrias'),
    );
    expect(screen.getByRole('textbox', { name: /^Bairro/ })).toHaveValue('Centro');
    expect(screen.getByRole('textbox', { name: /^Cidade/ })).toHaveValue('Joinville');
    await user.type(screen.getByRole('textbox', { name: /^Número\s*\*?$/ }), '100');
    await user.type(screen.getByRole('textbox', { name: 'Número do telefone 1' }), '3333');
    await user.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));
    expect(await screen.findByText(M.telefoneInvalido)).toBeInTheDocument();
    expect(enviados).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Número do telefone 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Número do telefone 1' }), '(47) 3333-4444');
    await user.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      metodo: 'POST',
      url: expect.stringContaining('/api/clientes'),
      corpo: {
        id_tipo_pessoa: 'J',
        nr_documento_cnpj: '11.222.333/0001-81',
        nm_apelido: 'Metal Exemplo',
        cd_empresa: 1,
        nm_cep: 'Rua das Indústrias',
        cd_tipo_logradouro: 'R',
        cd_uf: 'SC',
        telefones: [{ cd_tipo_telefone: '11', nr_telefone: '(47) 3333-4444', nr_ramal: null }],
      },
    });
  }, 60_000);

  it('shows a repeated CNPJ beside the field with a link to the client that has it', async () => {
    respostaEscrita = () =>
      json(
        {
          error: [`nr_documento_cnpj: ${M.cnpjDuplicado('Metal Exemplo')}`],
          cliente: { cd_pessoa: 501, cd_empresa: 1, nm_pessoa: 'Metal Exemplo' },
        },
        409,
      );
    const user = usuario();
    const dados = { ...ANTIGO, nm_apelido: 'Zé', cd_pessoa: 78 };
    montar(<ClienteForm cliente={dados} aoAbrirCliente={aoAbrirCliente} />);
    await user.type(await screen.findByRole('textbox', { name: /^CNPJ/ }), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.cnpjDuplicado('Metal Exemplo'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.abrirExistente }));
    expect(aoAbrirCliente).toHaveBeenCalledWith({
      cd_pessoa: 501,
      cd_empresa: 1,
      nm_pessoa: 'Metal Exemplo',
    });
  });
});

describe('DadosCliente (the client page)', () => {
  it('saves a client imported before the rules as it is', async () => {
    respostaEscrita = () => json({ cd_pessoa: 77, cd_empresa: 1, message: M.alterado, simples: null });
    const user = usuario();
    montar(<ClientePage params={{ cdPessoa: '77', cdEmpresa: '1' }} />);
    expect(await screen.findByRole('heading', { name: 'IND. & COM. "ZÉ"' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      metodo: 'PUT',
      url: expect.stringContaining('/api/clientes/77'),
      corpo: {
        nr_documento_cnpj: '',
        nm_regiao: 'Zona Norte',
        cd_cep: '892',
        telefones: [{ cd_tipo_telefone: '7', nr_telefone: '3333-444', nr_ramal: null }],
      },
    });
    for (const tab of ['Contatos', 'Cargos', 'Centros de custo', 'Tipos de processo'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
  });

  it('is read-only for the recruitment', async () => {
    entrarComo({ permissoes: [36] });
    montar(<ClientePage params={{ cdPessoa: '77', cdEmpresa: '1' }} />);
    await screen.findByRole('heading', { name: 'IND. & COM. "ZÉ"' });
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.getByText(/Somente leitura/)).toBeInTheDocument();
  });
});

describe('Contatos', () => {
  it('registers a contact, refusing a mobile of the wrong shape beside it', async () => {
    respostaEscrita = () => json({ cd_pessoa: 901, message: M.contatoCriado });
    const user = usuario();
    montar(<ContatosTab cdCliente={77} somenteLeitura={false} />);
    await screen.findByText('Nenhum contato cadastrado.');
    await user.click(screen.getByRole('button', { name: 'Novo contato' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo contato' });
    await user.type(within(modal).getByRole('textbox', { name: /^Nome/ }), 'Ana Contato');
    await user.type(within(modal).getByRole('textbox', { name: 'Data de nascimento' }), '12041985');
    await user.click(within(modal).getByRole('button', { name: 'Adicionar telefone' }));
    await user.type(within(modal).getByRole('textbox', { name: 'Número do telefone 1' }), '4733330000');
    await user.type(within(modal).getByRole('textbox', { name: 'Ramal 1' }), '201');
    await user.type(within(modal).getByRole('textbox', { name: 'Número do telefone 2' }), '4733334444');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText(M.celularInvalido)).toBeInTheDocument();
    expect(enviados).toEqual([]);

    await user.clear(within(modal).getByRole('textbox', { name: 'Número do telefone 2' }));
    await user.type(within(modal).getByRole('textbox', { name: 'Número do telefone 2' }), '47988887777');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      metodo: 'POST',
      url: expect.stringContaining('/api/clientes/77/contatos'),
      corpo: {
        nm_pessoa: 'Ana Contato',
        dt_nascimento: '1985-04-12',
        telefones: [
          { cd_tipo_telefone: '11', nr_telefone: '4733330000', nr_ramal: '201' },
          { cd_tipo_telefone: '5', nr_telefone: '47988887777', nr_ramal: null },
        ],
      },
    });
  });

  it('deactivates a contact from its row', async () => {
    const ana: ContatoClienteLinha = {
      cd_pessoa: 901,
      nm_pessoa: 'Ana Contato',
      nm_cargo: 'Gerente de RH',
      id_sexo: 'F',
      dt_nascimento: '1985-04-12',
      id_estado_civil: 'A',
      ds_email: null,
      telefones: [],
      id_ativo: 'S',
    };
    fetchMock.mockImplementation(async (url, init) => {
      if ((init?.method ?? 'GET') !== 'GET') {
        enviados.push({
          metodo: init?.method ?? '',
          url: String(url),
          corpo: JSON.parse(String(init?.body)),
        });
        return json({ cd_pessoa: 901, message: M.contatoAlterado });
      }
      return json([ana]);
    });
    const user = usuario();
    montar(<ContatosTab cdCliente={77} somenteLeitura={false} />);
    await user.click(await screen.findByRole('button', { name: 'Desativar Ana Contato' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      metodo: 'PUT',
      url: expect.stringContaining('/api/clientes/77/contatos/901'),
      corpo: { id_ativo: 'N' },
    });
  });
});

describe('Cargos do cliente', () => {
  const cargo = (c: Partial<CargoClienteCadastroLinha>): CargoClienteCadastroLinha => ({
    cd_cargo_cliente: 1,
    cd_empresa_cliente: 1,
    nm_cargo_cliente: 'Soldador',
    cd_cargo_interno: 10,
    nm_cargo_interno: 'Soldador',
    id_cargo_exibir_web: 'I',
    id_ativo: 'S',
    nr_em_uso: 0,
    ...c,
  });
  const unidades = [{ value: '1', label: 'Joinville' }];

  it('shows the situation and deactivates or reactivates a position from its row menu', async () => {
    const linhas = [
      cargo({ cd_cargo_cliente: 31, nm_cargo_cliente: 'Soldador', nr_em_uso: 2 }),
      cargo({ cd_cargo_cliente: 32, nm_cargo_cliente: 'Torneiro', id_ativo: 'N' }),
    ];
    fetchMock.mockImplementation(async (url, init) => {
      const metodo = init?.method ?? 'GET';
      if (metodo !== 'GET') {
        enviados.push({ metodo, url: String(url), corpo: JSON.parse(String(init?.body)) });
        return json({ cd_cargo_cliente: 31, message: M.cargoDesativado });
      }
      return json(linhas);
    });
    const user = usuario();
    montar(<CargosTab cdCliente={77} unidade={1} unidades={unidades} somenteLeitura={false} />);
    const tabela = await screen.findByRole('table', { name: 'Cargos do cliente' });
    const linha = async (nome: string) =>
      (await within(tabela).findByRole('button', { name: `Ações de ${nome}` })).closest('tr') as HTMLElement;
    const soldador = await linha('Soldador');
    const torneiro = await linha('Torneiro');
    expect(within(soldador).getByText('Ativo')).toBeInTheDocument();
    expect(within(torneiro).getByText('Inativo')).toBeInTheDocument();

    // in use: Excluir is unavailable and says why; Desativar is offered
    await user.click(within(soldador).getByRole('button', { name: 'Ações de Soldador' }));
    const excluir = await screen.findByRole('menuitem', { name: 'Excluir' });
    expect(excluir).toBeDisabled();
    expect(excluir).toHaveAttribute('title', M.cargoEmUso(2));
    expect(screen.queryByRole('menuitem', { name: 'Reativar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Desativar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      metodo: 'PUT',
      url: expect.stringContaining('/api/clientes/77/cargos/31'),
      corpo: { id_ativo: 'N' },
    });

    await user.click(within(torneiro).getByRole('button', { name: 'Ações de Torneiro' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reativar' }));
    await waitFor(() => expect(enviados).toHaveLength(2));
    expect(enviados[1]).toEqual({
      metodo: 'PUT',
      url: expect.stringContaining('/api/clientes/77/cargos/32'),
      corpo: { id_ativo: 'S' },
    });
  });

  it('offers no row actions to read-only users', async () => {
    fetchMock.mockImplementation(async () => json([cargo({ nm_cargo_cliente: 'Soldador' })]));
    montar(<CargosTab cdCliente={77} unidade={1} unidades={unidades} somenteLeitura />);
    await screen.findByText('Ativo');
    expect(screen.queryByRole('button', { name: 'Ações de Soldador' })).not.toBeInTheDocument();
  });
});
