import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { ESTADOS_CIVIS } from './cliente-resumo';
import { brParaIso, erroLimiteData, LIMITES_CONTROLES } from './controles';
import { dataDigitada, dataNegocio } from './datas';
import { TIPOS_LOGRADOURO } from './endereco-formato';
import { codigo, inteiro, inteiroEntrada, textoAparado, UFS_BRASIL } from './entrada';
import { cnpjValido, cpfValido } from './formatacao';
import { REGIOES } from './minhas-vagas';
import { PERMISSOES } from './permissions';
import { EXIBIR_CARGO_WEB } from './pickers';
import { MENSAGENS_VAGA_EDICAO } from './vaga-edicao-mensagens';

/**
 * Clients (Seleção › Clientes, docs/clientes.md): the client company or person (CNPJ or CPF, legal
 * and short name, address, e-mail, phones, commercial contact, number of employees, the
 * confidentiality default, the unit), its contacts (spec 001 §3 'Client summary'), its names for
 * positions (CD_CARGO_CLIENTE, spec 000 §3.2), its cost centres and its process types
 * (TIPOS_PROCESSOS, spec 002 §7).
 *
 * The rules here are those of a value being written: a value a record already holds (imported before
 * these rules: a client without CNPJ, a phone of another shape, a region spelled otherwise) passes
 * unchanged. `problemasCliente` and its siblings take the stored record and check only what changes.
 */

// Permissions

/**
 * Who registers and edits clients: the codes that open vacancy editing today (PERMISSOES.selecao:
 * the selection's analysts 58/60 and its management 59, with the selection's process codes), where
 * the client's positions and cost centres are picked. Who reads them: those, and the recruitment's
 * analysts, whose vacancy lists open the client card and its 'DADOS DO CLIENTE'.
 */
export const PERMISSOES_CLIENTES = {
  ler: [...new Set([...PERMISSOES.clientes, ...PERMISSOES.recrutamentoEntrar])] as readonly number[],
  editar: PERMISSOES.clientes as readonly number[],
} as const;

// Limits (the columns of pessoa, cliente, cliente_contato, pessoa_telefone, cargo_cliente,
// centro_custo and tipo_processo)

export const LIMITES_CLIENTES = {
  nomeMax: 200,
  apelidoMax: 120,
  /** A CNPJ as typed, with its mask (12.ABC.345/01DE-35). */
  cnpjTextoMax: 18,
  cpfTextoMax: 14,
  cepTextoMax: 9,
  tipoLogradouroMax: 10,
  logradouroMax: 200,
  numeroMax: 20,
  complementoMax: 120,
  bairroMax: 120,
  regiaoMax: 20,
  cidadeMax: 120,
  ufMax: 2,
  emailMax: 200,
  /** Phones of one client or contact (a record may hold more than a form offers: the list's bound). */
  telefonesMax: 10,
  telefonesListaMax: 30,
  telefoneTextoMax: 30,
  telefoneGravadoMax: 20,
  ramalMax: 10,
  funcionariosMax: 1_000_000,
  cargoContatoMax: 120,
  nomeCargoClienteMax: 120,
  centroCustoCodigoMax: 30,
  centroCustoNomeMax: 120,
  tipoProcessoCodigoMax: 20,
  tipoProcessoAbreviadoMax: 40,
  tipoProcessoDescricaoMax: 200,
  /** The client list: text filter and page sizes. */
  buscaMax: 100,
  paginaMax: 100,
  tamanhoPaginaPadrao: 50,
  /** The longest the save waits for the Simples Nacional consultation before answering without it. */
  esperaSimplesMs: 8_000,
} as const;

const L = LIMITES_CLIENTES;

// Codes

export type TipoPessoa = 'J' | 'F';
export const ROTULOS_TIPO_PESSOA: Record<TipoPessoa, string> = {
  J: 'Pessoa jurídica (CNPJ)',
  F: 'Pessoa física (CPF)',
};

/** Phone types of a client or contact: '11' and '2' are shown as the main phone, '5' as the mobile (spec 001 §3). */
export const TIPOS_TELEFONE_CLIENTE = ['11', '2', '5'] as const;
export type TipoTelefoneCliente = (typeof TIPOS_TELEFONE_CLIENTE)[number];
export const ROTULOS_TIPO_TELEFONE_CLIENTE: Record<TipoTelefoneCliente, string> = {
  '11': 'Comercial',
  '2': 'Fixo',
  '5': 'Celular',
};

/** The regions of the client's address, as the vacancy filters read them (nm_regiao). */
export const REGIOES_CLIENTE = REGIOES.map((r) => r.nome);

/** The street types offered: one code per name of TIPOS_LOGRADOURO (every code there is accepted). */
export const OPCOES_TIPO_LOGRADOURO: readonly { cd: string; nome: string }[] = (() => {
  const vistos = new Set<string>();
  const r: { cd: string; nome: string }[] = [];
  for (const [cd, nome] of Object.entries(TIPOS_LOGRADOURO)) {
    if (vistos.has(nome)) continue;
    vistos.add(nome);
    r.push({ cd, nome });
  }
  return r.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
})();

export const SEXOS_CONTATO = { F: 'Feminino', M: 'Masculino' } as const;
export { ESTADOS_CIVIS };

const ESTADOS_CIVIS_CODIGOS: readonly string[] = Object.keys(ESTADOS_CIVIS);

export { EXIBIR_CARGO_WEB };

// Messages

const V = MENSAGENS_VAGA_EDICAO.validacao;

export const MENSAGENS_CLIENTES = {
  naoEncontrado: 'Cliente não encontrado.',
  erroCarregar: 'Não foi possível carregar os clientes.',
  erroCarregarCliente: 'Não foi possível carregar o cliente.',
  criado: 'Cliente cadastrado.',
  alterado: 'Cliente alterado.',
  // documents
  cnpjObrigatorio: 'Informe o CNPJ.',
  cnpjInvalido: 'CNPJ inválido.',
  cpfObrigatorio: 'Informe o CPF.',
  cpfInvalido: 'CPF inválido.',
  cnpjDuplicado: (nome: string) => `Já existe um cliente com este CNPJ: ${nome}.`,
  cpfDuplicado: (nome: string) => `Já existe um cliente com este CPF: ${nome}.`,
  abrirExistente: 'Abrir o cliente existente',
  // names
  razaoSocialObrigatoria: 'Informe a razão social.',
  nomeObrigatorio: 'Informe o nome.',
  apelidoObrigatorio: 'Informe o nome fantasia (apelido).',
  caracteresInvalidos: 'O texto contém caracteres inválidos.',
  // unit and people
  unidadeObrigatoria: 'Escolha a unidade.',
  unidadeInexistente: 'Unidade não encontrada ou inativa.',
  comercialInvalido: 'Contato comercial: escolha um usuário ativo.',
  // address
  cepObrigatorio: 'Informe o CEP.',
  cepInvalido: 'CEP inválido.',
  tipoLogradouroInvalido: 'Tipo de logradouro inválido.',
  logradouroObrigatorio: 'Informe o logradouro.',
  numeroObrigatorio: 'Informe o número (ou S/N).',
  bairroObrigatorio: 'Informe o bairro.',
  regiaoInvalida: `Região inválida: escolha ${REGIOES.map((r) => r.nome).join(', ')}.`,
  cidadeObrigatoria: 'Informe a cidade.',
  ufObrigatoria: 'Informe a UF.',
  ufInvalida: 'UF inválida.',
  emailInvalido: 'E-mail inválido.',
  // phones
  telefoneObrigatorio: 'Informe ao menos um telefone.',
  telefonesMax: `Informe no máximo ${L.telefonesMax} telefones.`,
  telefoneTipoInvalido: 'Tipo de telefone inválido: use 11 ou 2 (principal) ou 5 (celular).',
  telefoneNumeroObrigatorio: 'Informe o número do telefone (ou remova a linha).',
  telefoneInvalido: 'Telefone inválido: informe o DDD e o número (10 ou 11 dígitos).',
  celularInvalido: 'Celular inválido: informe o DDD e os 9 dígitos do celular, começando por 9.',
  ramalInvalido: `Ramal inválido: informe só números (até ${L.ramalMax}).`,
  ramalCelular: 'Celular não tem ramal.',
  telefoneRepetido: 'Telefone repetido.',
  // Simples Nacional (the consultation made when the client is saved)
  simplesConsultado: 'Regime do Simples Nacional consultado.',
  simplesFalhou:
    'Não foi possível consultar o Simples Nacional agora; o cliente foi salvo e pode ser validado depois no Bot Valida Cliente.',
  // contacts
  contatoNaoEncontrado: 'Contato não encontrado.',
  contatoNomeObrigatorio: 'Informe o nome do contato.',
  sexoInvalido: 'Sexo inválido: use F ou M.',
  dataNascimentoInvalida: 'Data de nascimento inválida. Use o formato dd/mm/aaaa.',
  dataNascimentoFutura: 'A data de nascimento não pode ser futura.',
  estadoCivilInvalido: 'Estado civil inválido.',
  contatoCriado: 'Contato cadastrado.',
  contatoAlterado: 'Contato alterado.',
  // client positions
  cargoNaoEncontrado: 'Cargo do cliente não encontrado.',
  cargoNomeObrigatorio: V.nomeCargoClienteObrigatorio,
  cargoInternoInexistente: V.cargoInternoInvalido,
  cargoInternoObrigatorio: 'Escolha o cargo interno: é ele que a web exibe.',
  exibirCargoWebInvalido: V.exibirCargoWeb,
  cargoNomeExiste: 'Já existe um cargo com este nome para o cliente nesta unidade.',
  cargoEmUso: (n: number) =>
    `Este cargo está em uso (${n} ${n === 1 ? 'vaga' : 'vagas'}): não pode ser excluído, apenas desativado.`,
  cargoCriado: 'Cargo do cliente cadastrado.',
  cargoAlterado: 'Cargo do cliente alterado.',
  cargoDesativado: 'Cargo do cliente desativado: deixa de ser oferecido nas vagas e requisições.',
  cargoReativado: 'Cargo do cliente reativado.',
  cargoExcluido: 'Cargo do cliente excluído.',
  unidadeClienteInexistente: 'Unidade não encontrada.',
  // cost centres
  centroNaoEncontrado: 'Centro de custo não encontrado.',
  centroCodigoObrigatorio: 'Informe o código do centro de custo.',
  centroCodigoInvalido: 'Código inválido: use letras, números, espaço, ponto, hífen ou sublinhado.',
  centroNomeObrigatorio: 'Informe o nome do centro de custo.',
  centroCodigoExiste: 'Já existe um centro de custo com este código para o cliente nesta unidade.',
  centroCodigoEmUso: (n: number) =>
    `Este centro de custo está em uso (${n} ${n === 1 ? 'vaga' : 'vagas'}): o código e a unidade não podem mudar.`,
  centroCriado: 'Centro de custo cadastrado.',
  centroAlterado: 'Centro de custo alterado.',
  // process types
  tipoNaoEncontrado: 'Tipo de processo não encontrado.',
  tipoObrigatorio: 'Informe o código do tipo de processo.',
  tipoInvalido: 'Código inválido: use letras e números, sem espaços.',
  abreviadoObrigatorio: 'Informe a descrição abreviada.',
  tipoExiste: 'Já existe um tipo de processo com este código para o cliente.',
  tipoEmUso: (n: number) =>
    `Este tipo de processo está em uso (${n} ${n === 1 ? 'agendamento' : 'agendamentos'}): o código não pode mudar.`,
  tipoCriado: 'Tipo de processo cadastrado.',
  tipoAlterado: 'Tipo de processo alterado.',
} as const;

const M = MENSAGENS_CLIENTES;

// Normalising (what is compared and written)

/** A text trimmed, '' as null. */
export function textoOuNulo(v: string | null | undefined): string | null {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
}

/** A CNPJ or CPF without its mask, letters in capitals; null when empty. */
export function documentoSemMascara(v: string | null | undefined): string | null {
  const t = (v ?? '').replace(/[\s./-]/g, '').toUpperCase();
  return t === '' ? null : t;
}

/** A CEP without its hyphen and spaces; null when empty. */
export function cepSemMascara(v: string | null | undefined): string | null {
  const t = (v ?? '').replace(/[\s.-]/g, '');
  return t === '' ? null : t;
}

const semAcento = (v: string) => v.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A region as the filters read it ('norte' → 'Norte'); another text trimmed, as it came. */
export function regiaoCanonica(v: string | null | undefined): string | null {
  const t = textoOuNulo(v);
  if (t === null) return null;
  return REGIOES_CLIENTE.find((r) => semAcento(r) === semAcento(t)) ?? t;
}

/** A phone's digits ('' when none). */
export function digitosTelefone(v: string | null | undefined): string {
  return (v ?? '').replace(/\D/g, '');
}

/** A CNPJ whose check digits are right: the numeric one, or the alphanumeric one (from July 2026). */
export function cnpjClienteValido(v: string | null | undefined): boolean {
  const c = documentoSemMascara(v) ?? '';
  if (/^\d{14}$/.test(c)) return cnpjValido(c);
  return /^[0-9A-Z]{12}\d{2}$/.test(c) && isValidCnpj(c, { version: 2 });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROLE = /[\u0000-\u001f\u007f]/;
const PADRAO_EMAIL = /^[^\s@\p{Cc}\p{Cs}]+@[^\s@\p{Cc}\p{Cs}]+\.[^\s@\p{Cc}\p{Cs}]{2,}$/u;
const PADRAO_CODIGO_CENTRO = /^[\p{L}\p{N} ._-]+$/u;
const PADRAO_CODIGO_TIPO = /^[\p{L}\p{N}_-]+$/u;

export function emailValido(v: string): boolean {
  return v.length <= L.emailMax && PADRAO_EMAIL.test(v);
}

// Schemas (the shape of a request; the rules of a written value are in problemas*)

const textoOpcional = (max: number) => textoAparado(max).nullable().optional();
const sn = z.enum(['S', 'N']);

/** A phone as sent: its type, the number as typed (mask characters allowed) and the extension. */
export const telefoneClienteBody = z.object({
  cd_tipo_telefone: textoAparado(2, M.telefoneTipoInvalido),
  nr_telefone: textoAparado(L.telefoneTextoMax, M.telefoneInvalido),
  nr_ramal: textoOpcional(L.ramalMax),
});
export type TelefoneClienteBody = z.input<typeof telefoneClienteBody>;

export const telefoneClienteLinha = z.object({
  cd_tipo_telefone: z.string(),
  nr_telefone: z.string(),
  nr_ramal: z.string().nullable(),
});
export type TelefoneClienteLinha = z.infer<typeof telefoneClienteLinha>;

const telefonesBody = z.array(telefoneClienteBody).max(L.telefonesListaMax, M.telefonesMax).optional();

/**
 * POST /api/clientes and PUT /api/clientes/{cd_pessoa}. Every field is optional: on a change an
 * absent field keeps what the client has (null or '' clears it; `telefones` replaces the list).
 */
export const clienteBody = z.object({
  id_tipo_pessoa: z.enum(['J', 'F']).optional(),
  nr_documento_cnpj: textoOpcional(L.cnpjTextoMax),
  nr_documento_cpf: textoOpcional(L.cpfTextoMax),
  /** Legal name (razão social), or the person's name. */
  nm_pessoa: textoOpcional(L.nomeMax),
  /** Short name (NM_APELIDO): what the vacancy lists show. */
  nm_apelido: textoOpcional(L.apelidoMax),
  /** The unit that serves the client. */
  cd_empresa: codigo('int4', M.unidadeObrigatoria).optional(),
  cd_cep: textoOpcional(L.cepTextoMax),
  cd_tipo_logradouro: textoOpcional(L.tipoLogradouroMax),
  /** The street (the legacy calls it NM_CEP). */
  nm_cep: textoOpcional(L.logradouroMax),
  nr_endereco: textoOpcional(L.numeroMax),
  ds_complemento: textoOpcional(L.complementoMax),
  nm_bairro: textoOpcional(L.bairroMax),
  nm_regiao: textoOpcional(L.regiaoMax),
  nm_cidade: textoOpcional(L.cidadeMax),
  cd_uf: textoOpcional(L.ufMax),
  ds_email: textoOpcional(L.emailMax),
  telefones: telefonesBody,
  /** The commercial contact: a user's person code (CD_PESSOA_ANALISTA of the analyst picker). */
  cd_pessoa_comercial: codigo('int8', M.comercialInvalido).nullable().optional(),
  qt_funcionarios: inteiro('int4', { max: L.funcionariosMax }).nullable().optional(),
  /** 'S': the client's new vacancies start confidential. */
  id_confidencial_padrao: sn.optional(),
  id_ativo: sn.optional(),
});
export type ClienteBody = z.input<typeof clienteBody>;
export type ClienteBodySaida = z.output<typeof clienteBody>;

/** The editable fields of a client as stored (what the rules compare with). */
export interface ClienteEstado {
  id_tipo_pessoa: string;
  nr_documento_cnpj: string | null;
  nr_documento_cpf: string | null;
  nm_pessoa: string;
  nm_apelido: string | null;
  cd_empresa: number;
  cd_cep: string | null;
  cd_tipo_logradouro: string | null;
  nm_cep: string | null;
  nr_endereco: string | null;
  ds_complemento: string | null;
  nm_bairro: string | null;
  nm_regiao: string | null;
  nm_cidade: string | null;
  cd_uf: string | null;
  ds_email: string | null;
  telefones: readonly TelefoneClienteLinha[];
  cd_pessoa_comercial: number | null;
  qt_funcionarios: number | null;
  id_confidencial_padrao: string;
  id_ativo: string;
}

/** GET /api/clientes/{cd_pessoa}: the client as the form edits it, with what it shows besides. */
export const clienteDados = z.object({
  cd_pessoa: z.number().int(),
  id_tipo_pessoa: z.string(),
  nr_documento_cnpj: z.string().nullable(),
  nr_documento_cpf: z.string().nullable(),
  nm_pessoa: z.string(),
  nm_apelido: z.string().nullable(),
  cd_empresa: z.number().int(),
  nm_empresa: z.string().nullable(),
  cd_cep: z.string().nullable(),
  cd_tipo_logradouro: z.string().nullable(),
  nm_cep: z.string().nullable(),
  nr_endereco: z.string().nullable(),
  ds_complemento: z.string().nullable(),
  nm_bairro: z.string().nullable(),
  nm_regiao: z.string().nullable(),
  nm_cidade: z.string().nullable(),
  cd_uf: z.string().nullable(),
  ds_email: z.string().nullable(),
  telefones: z.array(telefoneClienteLinha),
  cd_pessoa_comercial: z.number().int().nullable(),
  nm_pessoa_comercial: z.string().nullable(),
  qt_funcionarios: z.number().int().nullable(),
  id_confidencial_padrao: z.string(),
  id_ativo: z.string(),
  /** The Simples Nacional regime as last consulted (S/N, null: never or failed) and when. */
  id_optante_simples_nac: z.string().nullable(),
  dt_valida_simples: z.string().nullable(),
  criado_em: z.string(),
  alterado_em: z.string(),
});
export type ClienteDados = z.infer<typeof clienteDados>;

export const clienteParams = z.object({ cd_pessoa: codigo('int8', M.naoEncontrado) });

/** The Simples Nacional consultation made by the save (its failure never undoes the save). */
export const consultaSimplesSalvar = z.object({
  consultado: z.boolean(),
  id_optante_simples_nac: z.enum(['S', 'N']).nullable(),
  mensagem: z.string(),
});

export const clienteSalvoResposta = z.object({
  cd_pessoa: z.number().int(),
  cd_empresa: z.number().int(),
  message: z.string(),
  /** Null when the save asked nothing (a CPF client, or the CNPJ and its regime already known). */
  simples: consultaSimplesSalvar.nullable(),
});
export type ClienteSalvoResposta = z.infer<typeof clienteSalvoResposta>;

/** The 409 of a CNPJ or CPF another client has: the message and that client, for a link to it. */
export const clienteDuplicadoResposta = z.object({
  error: z.union([z.string(), z.array(z.string())]),
  cliente: z
    .object({ cd_pessoa: z.number().int(), cd_empresa: z.number().int(), nm_pessoa: z.string() })
    .optional(),
});
export type ClienteDuplicadoResposta = z.infer<typeof clienteDuplicadoResposta>;

// The list

export const SITUACOES_FILTRO_CLIENTE = { S: 'Ativos', N: 'Inativos', T: 'Todos' } as const;

export const clientesQuery = z.object({
  /** Part of the name or short name (case and accents aside), or the start of the CNPJ/CPF. */
  texto: textoAparado(L.buscaMax).optional(),
  cd_empresa: codigo('int4').optional(),
  id_ativo: z.enum(['S', 'N', 'T']).default('S'),
  pagina: inteiroEntrada('int4', { min: 1, max: 100_000 }).default(1),
  tamanho: inteiroEntrada('int2', { min: 1, max: L.paginaMax }).default(L.tamanhoPaginaPadrao),
});
export type ClientesQuery = z.input<typeof clientesQuery>;

export const clienteListaLinha = z.object({
  cd_pessoa: z.number().int(),
  id_tipo_pessoa: z.string(),
  nm_pessoa: z.string(),
  nm_apelido: z.string().nullable(),
  /** The CNPJ, or the CPF of a person client. */
  nr_documento: z.string().nullable(),
  cd_empresa: z.number().int(),
  nm_empresa: z.string().nullable(),
  nm_cidade: z.string().nullable(),
  cd_uf: z.string().nullable(),
  id_ativo: z.string(),
  id_optante_simples_nac: z.string().nullable(),
});
export type ClienteListaLinha = z.infer<typeof clienteListaLinha>;

export const clientesResposta = z.object({ total: z.number().int(), linhas: z.array(clienteListaLinha) });

// Rules of a written value

export interface ProblemaCampo {
  /** Dotted path of the field ('telefones.0.nr_telefone'). */
  campo: string;
  mensagem: string;
}

/** 'campo: mensagem', as the api answers a refused field. */
export function comoErros(problemas: readonly ProblemaCampo[]): string[] {
  return problemas.map((p) => `${p.campo}: ${p.mensagem}`);
}

type Problemas = ProblemaCampo[];

function conferirTexto(
  p: Problemas,
  campo: string,
  valor: string | null,
  obrigatorio: string | null,
): boolean {
  if (valor === null) {
    if (obrigatorio) p.push({ campo, mensagem: obrigatorio });
    return false;
  }
  if (CONTROLE.test(valor)) {
    p.push({ campo, mensagem: M.caracteresInvalidos });
    return false;
  }
  return true;
}

const mesmoTelefone = (a: TelefoneClienteLinha, b: TelefoneClienteLinha) =>
  a.cd_tipo_telefone.trim() === b.cd_tipo_telefone.trim() &&
  a.nr_telefone.trim() === b.nr_telefone.trim() &&
  textoOuNulo(a.nr_ramal) === textoOuNulo(b.nr_ramal);

/** A phone to write: an unchanged stored one as it is, a new one by its digits. */
export function telefoneGravado(t: TelefoneClienteLinha, anteriores: readonly TelefoneClienteLinha[]) {
  const antigo = anteriores.find((a) => mesmoTelefone(a, t));
  if (antigo) return { ...antigo, nr_ramal: textoOuNulo(antigo.nr_ramal) };
  return {
    cd_tipo_telefone: t.cd_tipo_telefone.trim(),
    nr_telefone: digitosTelefone(t.nr_telefone),
    nr_ramal: textoOuNulo(t.nr_ramal),
  };
}

/**
 * The phones' problems: each phone not stored as it is must be of type 11, 2 or 5, a main phone of
 * 10 or 11 digits (DDD and number) with an extension of digits, a mobile of 11 digits whose number
 * starts with 9 and no extension; no phone twice; at most LIMITES_CLIENTES.telefonesMax when the
 * list grows; at least one when `exigirUm`.
 */
export function problemasTelefones(
  telefones: readonly TelefoneClienteLinha[],
  anteriores: readonly TelefoneClienteLinha[],
  exigirUm: boolean,
  campo = 'telefones',
): ProblemaCampo[] {
  const p: Problemas = [];
  if (telefones.length === 0 && exigirUm) p.push({ campo, mensagem: M.telefoneObrigatorio });
  if (telefones.length > L.telefonesMax && telefones.length > anteriores.length)
    p.push({ campo, mensagem: M.telefonesMax });
  const vistos = new Set<string>();
  telefones.forEach((t, i) => {
    const base = `${campo}.${i}`;
    const chave = `${t.cd_tipo_telefone.trim()}|${digitosTelefone(t.nr_telefone)}|${textoOuNulo(t.nr_ramal) ?? ''}`;
    if (vistos.has(chave)) p.push({ campo: `${base}.nr_telefone`, mensagem: M.telefoneRepetido });
    vistos.add(chave);
    if (anteriores.some((a) => mesmoTelefone(a, t))) return;
    const tipo = t.cd_tipo_telefone.trim();
    if (!(TIPOS_TELEFONE_CLIENTE as readonly string[]).includes(tipo)) {
      p.push({ campo: `${base}.cd_tipo_telefone`, mensagem: M.telefoneTipoInvalido });
      return;
    }
    const bruto = t.nr_telefone.trim();
    if (bruto === '') {
      p.push({ campo: `${base}.nr_telefone`, mensagem: M.telefoneNumeroObrigatorio });
      return;
    }
    const d = digitosTelefone(bruto);
    const forma = /^[\d\s().+-]+$/.test(bruto);
    const ramal = textoOuNulo(t.nr_ramal);
    if (tipo === '5') {
      if (!forma || d.length !== 11 || d[2] !== '9' || d.startsWith('0'))
        p.push({ campo: `${base}.nr_telefone`, mensagem: M.celularInvalido });
      if (ramal !== null) p.push({ campo: `${base}.nr_ramal`, mensagem: M.ramalCelular });
      return;
    }
    if (!forma || (d.length !== 10 && d.length !== 11) || (d.startsWith('0') && !d.startsWith('0800')))
      p.push({ campo: `${base}.nr_telefone`, mensagem: M.telefoneInvalido });
    if (ramal !== null && !new RegExp(`^\\d{1,${L.ramalMax}}$`).test(ramal))
      p.push({ campo: `${base}.nr_ramal`, mensagem: M.ramalInvalido });
  });
  return p;
}

/** The phones of a request as rows (type, number and extension trimmed). */
export function telefonesDoCorpo(t: readonly TelefoneClienteBody[] | undefined) {
  return (t ?? []).map((x) => ({
    cd_tipo_telefone: x.cd_tipo_telefone.trim(),
    nr_telefone: x.nr_telefone.trim(),
    nr_ramal: textoOuNulo(x.nr_ramal),
  }));
}

/** A client as it will be: the stored record with the fields the request sends (a new one: the request). */
export function clienteEfetivo(b: ClienteBodySaida, anterior: ClienteEstado | null): ClienteEstado {
  const a = anterior;
  /** A text field: absent keeps the stored value, else trimmed ('' is null). */
  const t = (k: TextoCliente) => (b[k] === undefined ? (a ? a[k] : null) : textoOuNulo(b[k]));
  const doc = (k: 'nr_documento_cnpj' | 'nr_documento_cpf') =>
    b[k] === undefined ? (a ? a[k] : null) : documentoSemMascara(b[k]);
  const maiusculo = (k: 'cd_tipo_logradouro' | 'cd_uf') =>
    b[k] === undefined ? (a ? a[k] : null) : (textoOuNulo(b[k])?.toUpperCase() ?? null);
  const anteriores = a?.telefones ?? [];
  return {
    id_tipo_pessoa: b.id_tipo_pessoa ?? a?.id_tipo_pessoa ?? 'J',
    nr_documento_cnpj: doc('nr_documento_cnpj'),
    nr_documento_cpf: doc('nr_documento_cpf'),
    nm_pessoa: t('nm_pessoa') ?? '',
    nm_apelido: t('nm_apelido'),
    cd_empresa: b.cd_empresa ?? a?.cd_empresa ?? 0,
    cd_cep: b.cd_cep === undefined ? (a ? a.cd_cep : null) : cepSemMascara(b.cd_cep),
    cd_tipo_logradouro: maiusculo('cd_tipo_logradouro'),
    nm_cep: t('nm_cep'),
    nr_endereco: t('nr_endereco'),
    ds_complemento: t('ds_complemento'),
    nm_bairro: t('nm_bairro'),
    nm_regiao: b.nm_regiao === undefined ? (a ? a.nm_regiao : null) : regiaoCanonica(b.nm_regiao),
    nm_cidade: t('nm_cidade'),
    cd_uf: maiusculo('cd_uf'),
    ds_email: t('ds_email'),
    telefones:
      b.telefones === undefined
        ? anteriores
        : telefonesDoCorpo(b.telefones).map((x) => telefoneGravado(x, anteriores)),
    cd_pessoa_comercial:
      b.cd_pessoa_comercial === undefined ? (a?.cd_pessoa_comercial ?? null) : b.cd_pessoa_comercial,
    qt_funcionarios: b.qt_funcionarios === undefined ? (a?.qt_funcionarios ?? null) : b.qt_funcionarios,
    id_confidencial_padrao: b.id_confidencial_padrao ?? a?.id_confidencial_padrao ?? 'N',
    id_ativo: b.id_ativo ?? a?.id_ativo ?? 'S',
  };
}

type TextoCliente =
  | 'nm_pessoa'
  | 'nm_apelido'
  | 'nm_cep'
  | 'nr_endereco'
  | 'ds_complemento'
  | 'nm_bairro'
  | 'nm_regiao'
  | 'nm_cidade'
  | 'ds_email';

/** A stored client as the rules compare it: texts trimmed, documents and CEP without their masks. */
export function normalAnterior(a: ClienteEstado): ClienteEstado {
  return {
    ...a,
    nr_documento_cnpj: documentoSemMascara(a.nr_documento_cnpj),
    nr_documento_cpf: documentoSemMascara(a.nr_documento_cpf),
    cd_cep: cepSemMascara(a.cd_cep),
    cd_tipo_logradouro: textoOuNulo(a.cd_tipo_logradouro)?.toUpperCase() ?? null,
    cd_uf: textoOuNulo(a.cd_uf)?.toUpperCase() ?? null,
    nm_pessoa: textoOuNulo(a.nm_pessoa) ?? '',
    nm_apelido: textoOuNulo(a.nm_apelido),
    nm_cep: textoOuNulo(a.nm_cep),
    nr_endereco: textoOuNulo(a.nr_endereco),
    ds_complemento: textoOuNulo(a.ds_complemento),
    nm_bairro: textoOuNulo(a.nm_bairro),
    nm_regiao: textoOuNulo(a.nm_regiao),
    nm_cidade: textoOuNulo(a.nm_cidade),
    ds_email: textoOuNulo(a.ds_email),
  };
}

/**
 * What refuses a client being written: `novo` is the request, `anterior` the stored record (null for
 * a new client). Each rule looks only at a value that changes, so a record imported before them is
 * saved as it is. A new client needs its CNPJ (a company) or CPF (a person) with right check digits,
 * its name and short name, the unit, the CEP, street, number, neighbourhood, city and state, and a
 * phone; the street type, region, e-mail and phones must be of the accepted shapes.
 */
export function problemasCliente(novo: ClienteBodySaida, anterior: ClienteEstado | null): ProblemaCampo[] {
  const p: Problemas = [];
  const antes = anterior ? normalAnterior(anterior) : null;
  const e = clienteEfetivo(novo, antes);
  const mudou = <K extends keyof ClienteEstado>(k: K) => antes === null || e[k] !== antes[k];
  const tipoMudou = mudou('id_tipo_pessoa');
  const pj = e.id_tipo_pessoa === 'J';

  if (pj && (tipoMudou || mudou('nr_documento_cnpj'))) {
    if (e.nr_documento_cnpj === null) p.push({ campo: 'nr_documento_cnpj', mensagem: M.cnpjObrigatorio });
    else if (!cnpjClienteValido(e.nr_documento_cnpj))
      p.push({ campo: 'nr_documento_cnpj', mensagem: M.cnpjInvalido });
  }
  if (!pj && (tipoMudou || mudou('nr_documento_cpf'))) {
    if (e.nr_documento_cpf === null) p.push({ campo: 'nr_documento_cpf', mensagem: M.cpfObrigatorio });
    else if (!cpfValido(e.nr_documento_cpf) || !/^\d{11}$/.test(e.nr_documento_cpf))
      p.push({ campo: 'nr_documento_cpf', mensagem: M.cpfInvalido });
  }
  // the other document, when it is written, must be right too
  if (pj && e.nr_documento_cpf !== null && mudou('nr_documento_cpf') && !cpfValido(e.nr_documento_cpf))
    p.push({ campo: 'nr_documento_cpf', mensagem: M.cpfInvalido });
  if (
    !pj &&
    e.nr_documento_cnpj !== null &&
    mudou('nr_documento_cnpj') &&
    !cnpjClienteValido(e.nr_documento_cnpj)
  )
    p.push({ campo: 'nr_documento_cnpj', mensagem: M.cnpjInvalido });

  const textos: [keyof ClienteEstado, string | null][] = [
    ['nm_pessoa', pj ? M.razaoSocialObrigatoria : M.nomeObrigatorio],
    ['nm_apelido', M.apelidoObrigatorio],
    ['nm_cep', M.logradouroObrigatorio],
    ['nr_endereco', M.numeroObrigatorio],
    ['ds_complemento', null],
    ['nm_bairro', M.bairroObrigatorio],
    ['nm_cidade', M.cidadeObrigatoria],
  ];
  for (const [k, obrigatorio] of textos) {
    const valor = e[k] as string | null;
    if (mudou(k)) conferirTexto(p, k, valor === '' ? null : valor, obrigatorio);
  }
  if (mudou('cd_empresa') && !(e.cd_empresa > 0))
    p.push({ campo: 'cd_empresa', mensagem: M.unidadeObrigatoria });
  if (mudou('cd_cep')) {
    if (e.cd_cep === null) p.push({ campo: 'cd_cep', mensagem: M.cepObrigatorio });
    else if (!/^\d{8}$/.test(e.cd_cep)) p.push({ campo: 'cd_cep', mensagem: M.cepInvalido });
  }
  if (mudou('cd_tipo_logradouro') && e.cd_tipo_logradouro !== null && !TIPOS_LOGRADOURO[e.cd_tipo_logradouro])
    p.push({ campo: 'cd_tipo_logradouro', mensagem: M.tipoLogradouroInvalido });
  if (mudou('nm_regiao') && e.nm_regiao !== null && !REGIOES_CLIENTE.includes(e.nm_regiao as never))
    p.push({ campo: 'nm_regiao', mensagem: M.regiaoInvalida });
  if (mudou('cd_uf')) {
    if (e.cd_uf === null) p.push({ campo: 'cd_uf', mensagem: M.ufObrigatoria });
    else if (!(UFS_BRASIL as readonly string[]).includes(e.cd_uf))
      p.push({ campo: 'cd_uf', mensagem: M.ufInvalida });
  }
  if (mudou('ds_email') && e.ds_email !== null && !emailValido(e.ds_email))
    p.push({ campo: 'ds_email', mensagem: M.emailInvalido });
  if (novo.telefones !== undefined || anterior === null) {
    const anteriores = anterior?.telefones ?? [];
    const lista = telefonesDoCorpo(novo.telefones);
    p.push(...problemasTelefones(lista, anteriores, anterior === null || anteriores.length > 0));
  }
  return p;
}

// Contacts

/** POST /api/clientes/{cd_pessoa}/contatos and PUT …/contatos/{cd_contato}: absent keeps the stored value. */
export const contatoClienteBody = z.object({
  nm_pessoa: textoOpcional(L.nomeMax),
  /** The contact's position at the client (free text). */
  nm_cargo: textoOpcional(L.cargoContatoMax),
  id_sexo: textoOpcional(1),
  /** dd/mm/aaaa or YYYY-MM-DD; answered as YYYY-MM-DD. */
  dt_nascimento: textoOpcional(10),
  id_estado_civil: textoOpcional(1),
  ds_email: textoOpcional(L.emailMax),
  telefones: telefonesBody,
  id_ativo: sn.optional(),
});
export type ContatoClienteBody = z.input<typeof contatoClienteBody>;
export type ContatoClienteBodySaida = z.output<typeof contatoClienteBody>;

export const contatoClienteLinha = z.object({
  cd_pessoa: z.number().int(),
  nm_pessoa: z.string(),
  nm_cargo: z.string().nullable(),
  id_sexo: z.string().nullable(),
  dt_nascimento: z.string().nullable(),
  id_estado_civil: z.string().nullable(),
  ds_email: z.string().nullable(),
  telefones: z.array(telefoneClienteLinha),
  id_ativo: z.string(),
});
export type ContatoClienteLinha = z.infer<typeof contatoClienteLinha>;
export type ContatoEstado = Omit<ContatoClienteLinha, 'cd_pessoa'>;

export const contatoParams = clienteParams.extend({ cd_contato: codigo('int8', M.contatoNaoEncontrado) });

/** A contact as it will be (the stored one with the fields sent). */
export function contatoEfetivo(b: ContatoClienteBodySaida, anterior: ContatoEstado | null): ContatoEstado {
  const t = (k: 'nm_pessoa' | 'nm_cargo' | 'id_sexo' | 'id_estado_civil' | 'ds_email') =>
    b[k] === undefined ? (anterior ? anterior[k] : null) : textoOuNulo(b[k]);
  const sexo = t('id_sexo');
  const estado = t('id_estado_civil');
  return {
    nm_pessoa: t('nm_pessoa') ?? '',
    nm_cargo: t('nm_cargo'),
    id_sexo: sexo?.toUpperCase() ?? null,
    dt_nascimento:
      b.dt_nascimento === undefined
        ? (anterior?.dt_nascimento ?? null)
        : b.dt_nascimento === null || b.dt_nascimento.trim() === ''
          ? null
          : dataDigitada(b.dt_nascimento),
    id_estado_civil: estado?.toUpperCase() ?? null,
    ds_email: t('ds_email'),
    telefones:
      b.telefones === undefined
        ? (anterior?.telefones ?? [])
        : telefonesDoCorpo(b.telefones).map((x) => telefoneGravado(x, anterior?.telefones ?? [])),
    id_ativo: b.id_ativo ?? anterior?.id_ativo ?? 'S',
  };
}

/** Message of a birth date (ISO) being written: a real date from 01/01/1900 to today. */
export function erroDataNascimento(iso: string, hoje: string = dataNegocio()): string | null {
  const br = `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || brParaIso(br) !== iso) return M.dataNascimentoInvalida;
  if (iso > hoje) return M.dataNascimentoFutura;
  return erroLimiteData(
    iso,
    LIMITES_CONTROLES.dataMinimaHistorica,
    hoje,
    LIMITES_CONTROLES.dataMinimaHistorica,
  );
}

/** What refuses a contact being written (only the values that change are checked, as for the client). */
export function problemasContato(
  novo: ContatoClienteBodySaida,
  anterior: ContatoEstado | null,
  hoje: string = dataNegocio(),
): ProblemaCampo[] {
  const p: Problemas = [];
  const antes = anterior
    ? {
        ...anterior,
        nm_pessoa: textoOuNulo(anterior.nm_pessoa) ?? '',
        nm_cargo: textoOuNulo(anterior.nm_cargo),
        ds_email: textoOuNulo(anterior.ds_email),
        id_sexo: textoOuNulo(anterior.id_sexo)?.toUpperCase() ?? null,
        id_estado_civil: textoOuNulo(anterior.id_estado_civil)?.toUpperCase() ?? null,
      }
    : null;
  const e = contatoEfetivo(novo, antes);
  const mudou = <K extends keyof ContatoEstado>(k: K) => antes === null || e[k] !== antes[k];
  if (mudou('nm_pessoa')) conferirTexto(p, 'nm_pessoa', e.nm_pessoa || null, M.contatoNomeObrigatorio);
  if (mudou('nm_cargo')) conferirTexto(p, 'nm_cargo', e.nm_cargo, null);
  if (mudou('id_sexo') && e.id_sexo !== null && !Object.hasOwn(SEXOS_CONTATO, e.id_sexo))
    p.push({ campo: 'id_sexo', mensagem: M.sexoInvalido });
  if (
    mudou('id_estado_civil') &&
    e.id_estado_civil !== null &&
    !ESTADOS_CIVIS_CODIGOS.includes(e.id_estado_civil)
  )
    p.push({ campo: 'id_estado_civil', mensagem: M.estadoCivilInvalido });
  if (mudou('dt_nascimento') && e.dt_nascimento !== null) {
    const erro = erroDataNascimento(e.dt_nascimento, hoje);
    if (erro) p.push({ campo: 'dt_nascimento', mensagem: erro });
  }
  if (mudou('ds_email') && e.ds_email !== null && !emailValido(e.ds_email))
    p.push({ campo: 'ds_email', mensagem: M.emailInvalido });
  if (novo.telefones !== undefined)
    p.push(...problemasTelefones(telefonesDoCorpo(novo.telefones), anterior?.telefones ?? [], false));
  return p;
}

// Client positions

export const cargoClienteBody = z.object({
  nm_cargo_cliente: textoOpcional(L.nomeCargoClienteMax),
  /** The internal position it maps to (the position catalogue). */
  cd_cargo_interno: codigo('int4', M.cargoInternoInexistente).nullable().optional(),
  /** I: the web shows the internal position; C: the client's name. */
  id_cargo_exibir_web: z.enum(['I', 'C'], { error: M.exibirCargoWebInvalido }).optional(),
  /** The client's unit the position belongs to (default: the client's). */
  cd_empresa_cliente: codigo('int4', M.unidadeClienteInexistente).optional(),
  /** N: no longer offered for new choices (vacancies that name it keep it). */
  id_ativo: sn.optional(),
});
export type CargoClienteBody = z.input<typeof cargoClienteBody>;
export type CargoClienteBodySaida = z.output<typeof cargoClienteBody>;

export const cargoClienteCadastroLinha = z.object({
  cd_cargo_cliente: z.number().int(),
  cd_empresa_cliente: z.number().int(),
  nm_cargo_cliente: z.string(),
  cd_cargo_interno: z.number().int().nullable(),
  nm_cargo_interno: z.string().nullable(),
  id_cargo_exibir_web: z.string(),
  id_ativo: z.string(),
  /** Vacancies that name it. */
  nr_em_uso: z.number().int(),
});
export type CargoClienteCadastroLinha = z.infer<typeof cargoClienteCadastroLinha>;
export type CargoEstado = Pick<
  CargoClienteCadastroLinha,
  'nm_cargo_cliente' | 'cd_cargo_interno' | 'id_cargo_exibir_web' | 'cd_empresa_cliente' | 'id_ativo'
>;

export const cargoClienteParams = clienteParams.extend({
  cd_cargo_cliente: codigo('int4', M.cargoNaoEncontrado),
});

export function cargoEfetivo(
  b: CargoClienteBodySaida,
  anterior: CargoEstado | null,
  unidade: number,
): CargoEstado {
  return {
    nm_cargo_cliente:
      b.nm_cargo_cliente === undefined
        ? (anterior?.nm_cargo_cliente ?? '')
        : (textoOuNulo(b.nm_cargo_cliente) ?? ''),
    cd_cargo_interno:
      b.cd_cargo_interno === undefined ? (anterior?.cd_cargo_interno ?? null) : b.cd_cargo_interno,
    id_cargo_exibir_web: b.id_cargo_exibir_web ?? anterior?.id_cargo_exibir_web ?? 'I',
    cd_empresa_cliente: b.cd_empresa_cliente ?? anterior?.cd_empresa_cliente ?? unidade,
    id_ativo: b.id_ativo ?? anterior?.id_ativo ?? 'S',
  };
}

export function problemasCargo(
  novo: CargoClienteBodySaida,
  anterior: CargoEstado | null,
  unidade: number,
): ProblemaCampo[] {
  const p: Problemas = [];
  const e = cargoEfetivo(novo, anterior, unidade);
  const antes = anterior ? { ...anterior, nm_cargo_cliente: anterior.nm_cargo_cliente.trim() } : null;
  const mudou = <K extends keyof CargoEstado>(k: K) => antes === null || e[k] !== antes[k];
  if (mudou('nm_cargo_cliente'))
    conferirTexto(p, 'nm_cargo_cliente', e.nm_cargo_cliente || null, M.cargoNomeObrigatorio);
  if (
    (mudou('id_cargo_exibir_web') || mudou('cd_cargo_interno')) &&
    e.id_cargo_exibir_web === 'I' &&
    e.cd_cargo_interno === null
  )
    p.push({ campo: 'cd_cargo_interno', mensagem: M.cargoInternoObrigatorio });
  return p;
}

// Cost centres

export const centroCustoClienteBody = z.object({
  /** The client's own code of the cost centre. */
  cd_centro_custo: textoOpcional(L.centroCustoCodigoMax),
  nm_centro_custo: textoOpcional(L.centroCustoNomeMax),
  cd_empresa_cliente: codigo('int4', M.unidadeClienteInexistente).optional(),
  id_ativo: sn.optional(),
});
export type CentroCustoClienteBody = z.input<typeof centroCustoClienteBody>;
export type CentroCustoClienteBodySaida = z.output<typeof centroCustoClienteBody>;

export const centroCustoClienteLinha = z.object({
  cd_empresa_cliente: z.number().int(),
  cd_centro_custo: z.string(),
  nm_centro_custo: z.string(),
  id_ativo: z.string(),
  nr_em_uso: z.number().int(),
});
export type CentroCustoClienteLinha = z.infer<typeof centroCustoClienteLinha>;
export type CentroCustoEstado = Omit<CentroCustoClienteLinha, 'nr_em_uso'>;

export const centroCustoParams = clienteParams.extend({
  cd_empresa_cliente: codigo('int4', M.centroNaoEncontrado),
  cd_centro_custo: textoAparado(L.centroCustoCodigoMax, M.centroNaoEncontrado).min(1, M.centroNaoEncontrado),
});

export function centroCustoEfetivo(
  b: CentroCustoClienteBodySaida,
  anterior: CentroCustoEstado | null,
  unidade: number,
): CentroCustoEstado {
  // a stored code kept as it is (spaces and all) while the request sends the same
  const codigo =
    b.cd_centro_custo === undefined
      ? (anterior?.cd_centro_custo ?? '')
      : (textoOuNulo(b.cd_centro_custo) ?? '');
  return {
    cd_centro_custo:
      anterior && codigo === anterior.cd_centro_custo.trim() ? anterior.cd_centro_custo : codigo,
    nm_centro_custo:
      b.nm_centro_custo === undefined
        ? (anterior?.nm_centro_custo ?? '')
        : (textoOuNulo(b.nm_centro_custo) ?? ''),
    cd_empresa_cliente: b.cd_empresa_cliente ?? anterior?.cd_empresa_cliente ?? unidade,
    id_ativo: b.id_ativo ?? anterior?.id_ativo ?? 'S',
  };
}

export function problemasCentroCusto(
  novo: CentroCustoClienteBodySaida,
  anterior: CentroCustoEstado | null,
  unidade: number,
): ProblemaCampo[] {
  const p: Problemas = [];
  const e = centroCustoEfetivo(novo, anterior, unidade);
  if (anterior === null || e.cd_centro_custo !== anterior.cd_centro_custo) {
    if (conferirTexto(p, 'cd_centro_custo', e.cd_centro_custo || null, M.centroCodigoObrigatorio)) {
      if (!PADRAO_CODIGO_CENTRO.test(e.cd_centro_custo))
        p.push({ campo: 'cd_centro_custo', mensagem: M.centroCodigoInvalido });
    }
  }
  if (anterior === null || e.nm_centro_custo !== anterior.nm_centro_custo.trim())
    conferirTexto(p, 'nm_centro_custo', e.nm_centro_custo || null, M.centroNomeObrigatorio);
  return p;
}

// Process types

export const tipoProcessoClienteBody = z.object({
  /** The type's code (TIPO), as the referrals and appointments name it. */
  tipo: textoOpcional(L.tipoProcessoCodigoMax),
  ds_tipo_abreviado: textoOpcional(L.tipoProcessoAbreviadoMax),
  ds_tipo_processo: textoOpcional(L.tipoProcessoDescricaoMax),
  id_ativo: sn.optional(),
});
export type TipoProcessoClienteBody = z.input<typeof tipoProcessoClienteBody>;
export type TipoProcessoClienteBodySaida = z.output<typeof tipoProcessoClienteBody>;

export const tipoProcessoClienteLinha = z.object({
  id_tipo_processo: z.number().int(),
  tipo: z.string(),
  ds_tipo_abreviado: z.string(),
  ds_tipo_processo: z.string().nullable(),
  id_ativo: z.string(),
  /** Appointments that name it. */
  nr_em_uso: z.number().int(),
});
export type TipoProcessoClienteLinha = z.infer<typeof tipoProcessoClienteLinha>;
export type TipoProcessoEstado = Omit<TipoProcessoClienteLinha, 'nr_em_uso' | 'id_tipo_processo'>;

export const tipoProcessoParams = clienteParams.extend({
  id_tipo_processo: codigo('int4', M.tipoNaoEncontrado),
});

export function tipoProcessoEfetivo(
  b: TipoProcessoClienteBodySaida,
  anterior: TipoProcessoEstado | null,
): TipoProcessoEstado {
  const t = (k: 'tipo' | 'ds_tipo_abreviado') =>
    b[k] === undefined ? (anterior?.[k] ?? '') : (textoOuNulo(b[k]) ?? '');
  return {
    tipo: t('tipo').toUpperCase(),
    ds_tipo_abreviado: t('ds_tipo_abreviado'),
    ds_tipo_processo:
      b.ds_tipo_processo === undefined
        ? (anterior?.ds_tipo_processo ?? null)
        : textoOuNulo(b.ds_tipo_processo),
    id_ativo: b.id_ativo ?? anterior?.id_ativo ?? 'S',
  };
}

export function problemasTipoProcesso(
  novo: TipoProcessoClienteBodySaida,
  anterior: TipoProcessoEstado | null,
): ProblemaCampo[] {
  const p: Problemas = [];
  const e = tipoProcessoEfetivo(novo, anterior);
  if (anterior === null || e.tipo !== anterior.tipo.toUpperCase()) {
    if (conferirTexto(p, 'tipo', e.tipo || null, M.tipoObrigatorio) && !PADRAO_CODIGO_TIPO.test(e.tipo))
      p.push({ campo: 'tipo', mensagem: M.tipoInvalido });
  }
  if (anterior === null || e.ds_tipo_abreviado !== anterior.ds_tipo_abreviado.trim())
    conferirTexto(p, 'ds_tipo_abreviado', e.ds_tipo_abreviado || null, M.abreviadoObrigatorio);
  if (anterior === null || e.ds_tipo_processo !== textoOuNulo(anterior.ds_tipo_processo))
    conferirTexto(p, 'ds_tipo_processo', e.ds_tipo_processo, null);
  return p;
}

/** The answer of a write under a client (contact, position, cost centre, process type). */
export const cadastroClienteResposta = z.object({ message: z.string() });
export const contatoSalvoResposta = cadastroClienteResposta.extend({ cd_pessoa: z.number().int() });
export const cargoSalvoResposta = cadastroClienteResposta.extend({ cd_cargo_cliente: z.number().int() });
export const centroCustoSalvoResposta = cadastroClienteResposta.extend({
  cd_empresa_cliente: z.number().int(),
  cd_centro_custo: z.string(),
});
export const tipoProcessoSalvoResposta = cadastroClienteResposta.extend({
  id_tipo_processo: z.number().int(),
});

/**
 * A schema of the form: the request's shape plus the rules against the stored record (none for a new
 * one), each problem on its field. The api checks the same rules (problemas*).
 */
export function comRegras<S extends z.ZodType>(
  esquema: S,
  regras: (valor: z.output<S>) => readonly ProblemaCampo[],
): z.ZodType<z.output<S>, z.input<S>> {
  return esquema.superRefine((valor, ctx) => {
    for (const p of regras(valor as z.output<S>))
      ctx.addIssue({
        code: 'custom',
        message: p.mensagem,
        path: p.campo.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      });
  }) as unknown as z.ZodType<z.output<S>, z.input<S>>;
}
