import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
// the document.fonts stand-in Mantine's autosizing text areas need in jsdom
import '../../components/testing/render';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { CurriculoEditor } from './curriculo-editor';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const DADOS = {
  CD_PESSOA: 5,
  NM_PESSOA: 'Joana Prado',
  NM_APELIDO: null,
  NR_DOCUMENTO_CPF: '52998224725',
  DS_EMAIL: 'joana@example.com',
  DT_NASCIMENTO: '1990-03-15',
  ID_ESTADO_CIVIL: 'S',
  ID_SEXO: 'F',
  CD_PAIS: 1,
  CD_UF_ORIGEM: 'SC',
  NM_CIDADE_ORIGEM: 'Joinville',
  CD_CEP: '89201100',
  NM_CEP: 'Rua XV',
  NM_BAIRRO: 'Centro',
  NM_CIDADE: 'Joinville',
  CD_UF: 'SC',
  NR_TELEFONE_CEL: '47999998888',
  NR_TELEFONE_RES: '4733334444',
  ID_TURNO_NORMAL: 'S',
  ID_BLOQUEADO: 'N',
  DT_INATIVO: null,
  ID_SITUACAO_ESOCIAL: 'N',
  ID_USO_IMAGEM: '0',
  NR_NOTA_CANDIDATO: null,
  NR_ALTURA: 1.7,
  NR_PESO: 65,
};

let respostaSalvar: unknown = { status: 1, message: M.sucessoAtualizacao, cd_pessoa: 5 };
let statusSalvar = 200;
const fetchMock = vi.fn<typeof fetch>();
const abrir = vi.fn();

beforeEach(() => {
  respostaSalvar = { status: 1, message: M.sucessoAtualizacao, cd_pessoa: 5 };
  statusSalvar = 200;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const u = String(url);
    if (u.includes('curriculo/dados-base'))
      return json({
        idiomas: [],
        softwares: [],
        competencias: [],
        cargos: [{ CD_CARGO: 1, NM_CARGO: 'Auxiliar' }],
      });
    if (u.includes('dados-candidato/5')) return json(DADOS);
    if (u.includes('cursos/5'))
      return json([
        {
          NR_SEQUENCIA: 3,
          CD_NIVEL: 2,
          ID_SITUACAO: 'C',
          DT_CONCLUSAO_CURSO: null,
          NR_CARGA_HORARIA: null,
          DS_SERIE: null,
          NM_PESSOA_ESTAB_ENSINO: 'EEB',
          NM_CURSO: null,
          DS_OBSERVACOES: null,
        },
      ]);
    if (u.includes('candidato/cargos/5'))
      return json([{ CD_CARGO: 1, NM_CARGO: 'Auxiliar', NR_EXPERIENCIA: 2 }]);
    if (u.includes('salvar-curriculo')) return json(respostaSalvar, statusSalvar);
    if (u.includes('estados/estados-por-pais/1')) return json([{ cdUf: 'SC', nmUf: 'Santa Catarina' }]);
    if (u.includes('cidades/cidades-por-estado/SC/1'))
      return json([{ CD_CIDADE: 4209102, NM_CIDADE: 'Joinville', CD_UF: 'SC' }]);
    if (u.includes('endereco/buscar-cep/89201100'))
      return json({
        dados_cep: {
          CD_CEP: '89201100',
          ENDERECO: 'Rua XV de Novembro',
          NM_CIDADE: 'Joinville',
          NM_UF: 'Santa Catarina',
          CD_UF: 'SC',
          CD_PAIS: 1,
        },
        bairro_viacep: 'Centro',
        bairros: [],
      });
    if (u.includes('documento/valida-cpf')) return json({ CD_PESSOA: null, NM_PESSOA: null, message: null });
    if (u.includes('grupos-list'))
      return json([
        {
          CD_TIPO_GRUPO_CANDIDATO: 8,
          NM_TIPO_GRUPO_CANDIDATO: 'Operadores',
          CD_EMPRESA: 1,
          NM_EMPRESA: 'Unidade 1',
          CD_CARGO: 1,
          NM_CARGO: 'Auxiliar',
          CD_PESSOA_SELECIONADOR: 1,
          CRIADO_POR: 'Ana',
          DS_OBSERVACOES: null,
          QT_CANDIDATOS: 0,
          CRIADO_EM: '2026-01-01T00:00:00.000Z',
        },
      ]);
    if (u.includes('candidatos-add')) return json({ message: 'ok', adicionados: 1 });
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function montar(ui: ReactElement) {
  const tabs = { abrir, url: () => '/t/x' } as unknown as TabsApi;
  return renderizar(<TabsContext.Provider value={tabs}>{ui}</TabsContext.Provider>);
}

const chamadasSalvar = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('salvar-curriculo'));

/** The editor's menu entry of a section (its name, and what it holds pending, if anything). */
function secao(nome: string) {
  const menu = screen.getByRole('navigation', { name: 'Seções do currículo' });
  return within(menu).getByRole('button', { name: new RegExp(`^${nome}(, .*)?$`) });
}

/** A text field of the editor by its label (required ones end in ' *'). */
const campo = (rotulo: string) => screen.getByRole('textbox', { name: new RegExp(`^${rotulo}( \\*)?$`) });

async function escolher(rotulo: string, opcao: string) {
  await userEvent.click(screen.getByLabelText(new RegExp(`^${rotulo}( \\*)?$`), { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: opcao, hidden: true }));
}

/** Types a text as one change (a masked field takes it as pasted): the editor renders once. */
async function escrever(el: HTMLElement, texto: string, mascara = false) {
  if (!mascara) return void fireEvent.change(el, { target: { value: texto } });
  await userEvent.click(el);
  await userEvent.paste(texto);
}

/** Fills the mandatory personal data of a new record. */
async function preencherPessoal() {
  await escrever(campo('Nome'), 'Marta Ribeiro');
  await escrever(campo('CPF'), '52998224725', true);
  await escrever(campo('E-mail'), 'marta@example.com');
  await userEvent.type(screen.getByLabelText(/^Data de nascimento/), '20051991');
  await escolher('Estado civil', 'Solteiro(a)');
  await escolher('Sexo', 'Feminino');
  await escolher('UF de nascimento', 'Santa Catarina (SC)');
  await escolher('Cidade de nascimento', 'Joinville');
}

describe('CurriculoEditor', () => {
  it('a new record keeps the sections after the personal data closed; a refused save shows each message once, beside its field', async () => {
    montar(<CurriculoEditor />);
    expect(await screen.findByRole('heading', { name: 'Pessoal', level: 3 })).toBeInTheDocument();
    expect(secao('Endereço')).toBeDisabled();
    expect(secao('Acesso WEB')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // under the field only (no toast repeats it)
    expect(await screen.findAllByText(M.nome)).toHaveLength(1);
    expect(campo('Nome')).toHaveAccessibleDescription(M.nome);
    expect(campo('Nome')).toBeRequired();
    // the section's menu entry counts what it holds
    expect(secao('Pessoal')).toHaveAccessibleName(/^Pessoal, \d+ pendências$/);
    expect(chamadasSalvar()).toHaveLength(0);
  }, 60_000);

  it('a new record opens each section as the data before it become valid, and one Salvar stores it whole', async () => {
    const onCadastrado = vi.fn();
    respostaSalvar = { status: 1, message: M.sucessoCadastro, cd_pessoa: 77 };
    montar(<CurriculoEditor onCadastrado={onCadastrado} />);
    await screen.findByRole('heading', { name: 'Pessoal', level: 3 });
    await preencherPessoal();
    // no save: the address and the web access open as the personal data become valid
    await waitFor(() => expect(secao('Endereço')).toBeEnabled());
    expect(secao('Acesso WEB')).toBeEnabled();
    expect(secao('Contato')).toBeDisabled();

    await userEvent.click(secao('Endereço'));
    // a complete CEP is looked up and fills the street, neighbourhood, city and state
    await escrever(campo('CEP'), '89201100', true);
    await waitFor(() => expect(campo('Endereço')).toHaveValue('Rua XV de Novembro'));
    await escrever(campo('Complemento'), 'Casa 2');
    await waitFor(() => expect(secao('Contato')).toBeEnabled());
    expect(secao('Formação')).toBeDisabled();

    await userEvent.click(secao('Contato'));
    await escrever(campo('Celular'), '47999887766', true);
    await escrever(campo('Telefone para recado'), '4733445566', true);
    await waitFor(() => expect(secao('Formação')).toBeEnabled());
    expect(secao('Documentos')).toBeEnabled();
    expect(secao('Cargo')).toBeDisabled();

    await userEvent.click(secao('Formação'));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar formação' }));
    await escolher('Nível', 'Médio');
    await escolher('Situação', 'Concluído');
    await waitFor(() => expect(secao('Cargo')).toBeEnabled());
    expect(secao('Empregos anteriores')).toBeDisabled();

    await userEvent.click(secao('Cargo'));
    await escolher('Adicionar cargo pretendido', 'Auxiliar');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turno normal' }));
    await waitFor(() => expect(secao('Empregos anteriores')).toBeEnabled());
    for (const s of ['Idiomas', 'Softwares', 'Competências']) expect(secao(s)).toBeEnabled();
    expect(chamadasSalvar()).toHaveLength(0);

    // one save sends what every section holds; no web password: the server e-mails the link
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onCadastrado).toHaveBeenCalledWith(77));
    expect(chamadasSalvar()).toHaveLength(1);
    const corpo = chamadasSalvar()[0][1]?.body as FormData;
    expect(corpo.get('cd_pessoa_candidato')).toBe('0');
    expect(corpo.get('nm_pessoa')).toBe('Marta Ribeiro');
    expect(corpo.get('nm_cidade_origem')).toBe('Joinville');
    expect(corpo.get('cd_cep')).toBe('89201100');
    expect(corpo.get('ds_complemento')).toBe('Casa 2');
    expect(corpo.get('nr_telefone_rec')).toBe('4733445566');
    expect(JSON.parse(String(corpo.get('addCurso')))).toEqual([
      expect.objectContaining({ cd_nivel: expect.anything(), id_situacao: 'C' }),
    ]);
    expect(JSON.parse(String(corpo.get('cargosSelecionados')))).toEqual([
      { CD_CARGO: 1, NM_CARGO: 'Auxiliar', NR_EXPERIENCIA: 0 },
    ]);
    expect(corpo.get('id_turno_normal')).toBe('S');
    expect(corpo.get('nm_senha_web') ?? '').toBe('');
    // a whole registration drives every section of the editor: minutes when both cores are busy
  }, 240_000);

  it('web access: empty is fine; once given, each missing field says so once, beside it', async () => {
    montar(<CurriculoEditor />);
    await screen.findByRole('heading', { name: 'Pessoal', level: 3 });
    await preencherPessoal();
    await waitFor(() => expect(secao('Acesso WEB')).toBeEnabled());
    await userEvent.click(secao('Acesso WEB'));
    const senha = screen.getByLabelText(/^Senha/);
    expect(senha).not.toBeRequired();
    await escrever(senha, 'abc123');
    const confirmacao = screen.getByLabelText(/^Confirmação da senha/);
    const lembrete = screen.getByRole('textbox', { name: /^Lembrete da senha/ });
    // given, the three are required
    expect(senha).toBeRequired();
    expect(confirmacao).toBeRequired();
    expect(lembrete).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // the save stays on the web access, which holds messages, and sends nothing
    await waitFor(() => expect(secao('Acesso WEB')).toHaveAccessibleName('Acesso WEB, 2 pendências'));
    expect(screen.getByRole('heading', { name: 'Acesso WEB', level: 3 })).toBeInTheDocument();
    expect(senha).not.toHaveAccessibleDescription(M.obrigatorio);
    expect(confirmacao).toHaveAccessibleDescription(M.obrigatorio);
    expect(lembrete).toHaveAccessibleDescription(M.obrigatorio);
    expect(screen.getAllByText(M.obrigatorio)).toHaveLength(2);
    expect(chamadasSalvar()).toHaveLength(0);
    await escrever(confirmacao, 'abc124');
    await escrever(lembrete, 'a de sempre');
    expect(await screen.findByText(M.senhaConfirmacao)).toBeInTheDocument();
    expect(secao('Acesso WEB')).toHaveAccessibleName('Acesso WEB, 1 pendência');
  }, 120_000);

  it('an edit refuses an invalid CEP beside the field, in its section, and sends nothing', async () => {
    montar(<CurriculoEditor cdPessoaCandidato={5} />);
    await screen.findByDisplayValue('Joana Prado');
    await userEvent.click(secao('Endereço'));
    await userEvent.clear(campo('CEP'));
    await escrever(campo('CEP'), '123', true);
    await userEvent.click(secao('Pessoal'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // taken to the section that holds the message
    expect(await screen.findByRole('heading', { name: 'Endereço', level: 3 })).toBeInTheDocument();
    expect(campo('CEP')).toHaveAccessibleDescription(M.cepInvalido);
    expect(screen.getAllByText(M.cepInvalido)).toHaveLength(1);
    expect(secao('Endereço')).toHaveAccessibleName('Endereço, 1 pendência');
    expect(chamadasSalvar()).toHaveLength(0);
  }, 90_000);

  it('a CPF of another candidate (409) shows beside the CPF, in the personal data, not in a toast', async () => {
    respostaSalvar = { error: M.cpfExistente };
    statusSalvar = 409;
    montar(<CurriculoEditor cdPessoaCandidato={5} />);
    await screen.findByDisplayValue('Joana Prado');
    await userEvent.click(secao('Endereço'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('heading', { name: 'Pessoal', level: 3 })).toBeInTheDocument();
    await waitFor(() => expect(campo('CPF')).toHaveAccessibleDescription(M.cpfExistente));
    expect(screen.getAllByText(M.cpfExistente)).toHaveLength(1);
    expect(secao('Pessoal')).toHaveAccessibleName('Pessoal, 1 pendência');
  }, 60_000);

  it('loads a stored candidate, opens every section and saves the whole record as multipart', async () => {
    montar(<CurriculoEditor cdPessoaCandidato={5} />);
    expect(await screen.findByDisplayValue('Joana Prado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Endereço' })).toBeEnabled();
    expect(screen.getByText('22,5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByText(M.sucessoAtualizacao)).toBeInTheDocument());
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('salvar-curriculo')) ?? [];
    const corpo = init?.body as FormData;
    expect(corpo).toBeInstanceOf(FormData);
    expect(corpo.get('cd_pessoa_candidato')).toBe('5');
    expect(corpo.get('nm_pessoa')).toBe('Joana Prado');
    expect(JSON.parse(String(corpo.get('addCurso')))).toEqual([]);
    expect(JSON.parse(String(corpo.get('cargosSelecionados')))).toEqual([
      { CD_CARGO: 1, NM_CARGO: 'Auxiliar', NR_EXPERIENCIA: 2 },
    ]);
  });

  it('shows an unknown answer status as the unexpected-error message', async () => {
    respostaSalvar = { status: 7, message: 'x', cd_pessoa: 5 };
    montar(<CurriculoEditor cdPessoaCandidato={5} />);
    await screen.findByDisplayValue('Joana Prado');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.inesperado)).toBeInTheDocument();
    respostaSalvar = { status: 1, message: M.sucessoAtualizacao, cd_pessoa: 5 };
  });

  it("adds the stored candidate to a group ('Incluir candidato a grupo', Cancelar/Criar)", async () => {
    montar(<CurriculoEditor cdPessoaCandidato={5} />);
    await screen.findByDisplayValue('Joana Prado');
    await userEvent.click(screen.getByRole('button', { name: 'Add. grupo de cand.' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Incluir candidato a grupo' });
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('combobox', { name: /^Grupo/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Operadores/, hidden: true }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Candidato adicionado com sucesso!')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('candidatos-add')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      cd_tipo_grupo_candidato: 8,
      candidatos: [{ cd_pessoa: 5, nm_pessoa: 'Joana Prado', ds_observacoes: '' }],
    });
  });
});
