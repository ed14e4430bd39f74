import { LIMITES_USUARIO } from './administracao';
import {
  emailValido as emailCandidatoValido,
  LIMITES_CADASTRO,
  pisNitValido,
  sugestaoEmail,
} from './candidato-cadastro';
import {
  cnpjClienteValido,
  emailValido,
  LIMITES_CLIENTES,
  OPCOES_TIPO_LOGRADOURO,
  REGIOES_CLIENTE,
} from './clientes';
import { LIMITES_CONTROLES } from './controles';
import { TIPOS_LOGRADOURO } from './endereco-formato';
import { cpfValido } from './formatacao';
import type { StatusLinha, TipoImportacao } from './importacao';
import { CAMPOS_IMPORTACAO, type CampoImportacao } from './importacao-layout';
import {
  IDADE_USUAL_IMPORTACAO,
  MENSAGENS_LINHA_IMPORTACAO as M,
  MOTIVOS_IMPORTACAO as MOTIVOS,
} from './importacao-mensagens';
import {
  chaveCabecalho,
  cortarTexto,
  DINHEIRO_MAXIMO,
  digitosCpf,
  digitosPis,
  idadeNaData,
  lerCep,
  lerData,
  lerDinheiro,
  lerDocumento,
  lerEstadoCivil,
  lerHabilitacao,
  lerInteiro,
  lerRg,
  lerSexo,
  lerSimNao,
  lerTelefone,
  lerTipoContratacao,
  lerTipoSalario,
  lerUf,
  limparTexto,
  limparTextoLongo,
  primeiroEmail,
  separarLista,
} from './importacao-valores';

/**
 * The check of one row of an import (docs/importacao.md): what the dry run shows and the import
 * writes. Records of an older system often miss rules made for new records here (one phone, no
 * education, an e-mail with a typo): they are imported with a warning (A), and a value that cannot be
 * kept is left out with a warning saying so. A row is an error (E, not imported) only when it cannot
 * make a sound record: no name, a missing or invalid key, a date that is not a date, a state that
 * does not exist, a required value over its column's limit, a client, position or unit not found
 * where the record cannot do without it.
 */

/** What a row's check asks the database (the api answers from caches loaded before the dry run). */
export interface ContextoImportacao {
  /** The business date, aaaa-mm-dd. */
  hoje: string;
  /** cd_cidade of a city of the state (the caller compares the name without case and accents). */
  cidade(uf: string, nome: string): number | null;
  /** cd_escolaridade by code or name. */
  escolaridade(texto: string): number | null;
  /** cd_cargo of the catalogue by code or name. */
  cargo(texto: string): number | null;
  /** An access profile (id_perfil) by name or code. */
  perfil(texto: string): number | null;
  /** A unit (cd_empresa) by code or name. */
  unidade(texto: string): number | null;
  /** cd_pessoa of a client by its CNPJ (14 characters) or CPF (11 digits). */
  cliente(documento: string): number | null;
  /** cd_sip of a user by login (given in lower case). */
  usuario(login: string): number | null;
  /** cd_cargo_cliente of one of the client's own positions by code or name. */
  cargoCliente?(cdCliente: number, texto: string): number | null;
}

export type ValorImportado = string | number | null | number[] | string[];

/**
 * A checked row. `dados` holds the fields whose column is mapped (a blank cell as null, or the
 * default of an S/N field) and what they give (cd_cidade, id_tipo_pessoa): an unmapped field is
 * absent, so an update keeps what the record has.
 */
export interface LinhaValidada {
  status: StatusLinha;
  /** pt-BR, each naming the field's label: 'CPF: dígitos verificadores inválidos'. */
  mensagens: string[];
  /** CPF digits (candidatos), CNPJ/CPF (clientes), login in lower case (usuarios), nr_vaga_origem (vagas). */
  chave: string | null;
  dados: Record<string, ValorImportado>;
}

/** Cells a database export writes for 'nothing'. */
const VAZIOS = new Set(['null', '-', '--', 'n/a', '#n/a', '#n/d', 'n/d']);
/** A CNH answered with 'none'. */
const SEM_CNH = new Set(['nao', 'naopossui', 'naotem', 'nenhuma', 'semcnh']);

const CAMPOS_POR_NOME = Object.fromEntries(
  Object.entries(CAMPOS_IMPORTACAO).map(([tipo, campos]) => [
    tipo,
    Object.fromEntries(campos.map((c) => [c.campo, c])),
  ]),
) as Record<TipoImportacao, Readonly<Record<string, CampoImportacao>>>;

const TIPO_LOGRADOURO_POR_NOME = new Map(OPCOES_TIPO_LOGRADOURO.map((o) => [chaveCabecalho(o.nome), o.cd]));
function lerTipoLogradouro(t: string): string | null {
  const cd = t.toUpperCase().replace(/\.$/, '');
  return TIPOS_LOGRADOURO[cd] ? cd : (TIPO_LOGRADOURO_POR_NOME.get(chaveCabecalho(t)) ?? null);
}
const lerRegiao = (t: string) => REGIOES_CLIENTE.find((r) => chaveCabecalho(r) === chaveCabecalho(t)) ?? null;
const RAMAL = new RegExp(`^\\d{1,${LIMITES_CLIENTES.ramalMax}}$`);
const lerRamal = (t: string) => (RAMAL.test(t) ? t : null);
const lerRgCandidato = (t: string) => lerRg(t, LIMITES_CADASTRO.rg);
const lerPis = (t: string) => {
  const d = digitosPis(t);
  return d !== null && pisNitValido(d) ? d : null;
};
const lerFuncionarios = (t: string) => {
  const n = lerInteiro(t);
  return n !== null && n <= LIMITES_CLIENTES.funcionariosMax ? n : null;
};

/** Domains already looked at by sugestaoEmail (a file repeats few domains; bounded). */
const SUGESTOES = new Map<string, string | null>();
function sugestaoDominio(email: string): string | null {
  const arroba = email.lastIndexOf('@');
  const dominio = email.slice(arroba + 1);
  let s = SUGESTOES.get(dominio);
  if (s === undefined) {
    const sugerido = sugestaoEmail(`x@${dominio}`);
    s = sugerido ? sugerido.slice(2) : null;
    if (SUGESTOES.size > 10_000) SUGESTOES.clear();
    SUGESTOES.set(dominio, s);
  }
  return s === null ? null : `${email.slice(0, arroba)}@${s}`;
}

/** The check of one row: its cells by field, its messages, status and values. */
class Conferencia {
  status: StatusLinha = 'V';
  readonly mensagens: string[] = [];
  readonly dados: Record<string, ValorImportado> = {};

  constructor(
    private readonly campos: Readonly<Record<string, CampoImportacao>>,
    readonly valores: Readonly<Record<string, string>>,
  ) {}

  rotulo(campo: string): string {
    return this.campos[campo]!.rotulo;
  }

  erro(mensagem: string): void {
    this.mensagens.push(mensagem);
    this.status = 'E';
  }

  aviso(mensagem: string): void {
    this.mensagens.push(mensagem);
    if (this.status === 'V') this.status = 'A';
  }

  /** A value left out, with a warning saying why. */
  naoImportado(campo: string, motivo: string): null {
    this.aviso(M.naoImportado(this.rotulo(campo), motivo));
    this.dados[campo] = null;
    return null;
  }

  guardar<T extends ValorImportado>(campo: string, valor: T): T {
    this.dados[campo] = valor;
    return valor;
  }

  /** The cell cleaned to one line: undefined when the field is not mapped, '' when blank. */
  celula(campo: string): string | undefined {
    const v = this.valores[campo];
    if (v === undefined) return undefined;
    const t = limparTexto(v);
    return t.length <= 4 && VAZIOS.has(t.toLowerCase()) ? '' : t;
  }

  /**
   * The cell of a field that needs a value: '' (with the error) when unmapped or blank, a blank one
   * recorded as null.
   */
  exigida(campo: string): string {
    const t = this.celula(campo) ?? '';
    if (t === '') {
      this.erro(M.obrigatorio(this.rotulo(campo)));
      if (this.valores[campo] !== undefined) this.dados[campo] = null;
    }
    return t;
  }

  /** A text field: over its column's limit it is cut (cortavel), left out, or an error when required. */
  texto(campo: string, longo = false): string | null {
    const c = this.campos[campo]!;
    const bruto = this.valores[campo];
    if (c.obrigatorio && this.exigida(campo) === '') return null;
    if (bruto === undefined) return null;
    let t = longo ? limparTextoLongo(bruto) : (this.celula(campo) ?? '');
    if (t === '') return this.guardar(campo, null);
    if (c.max !== undefined && t.length > c.max) {
      if (c.obrigatorio) {
        this.erro(M.longo(c.rotulo, c.max));
        return this.guardar(campo, null);
      }
      if (!c.cortavel) return this.naoImportado(campo, MOTIVOS.longo(c.max));
      t = cortarTexto(t, c.max);
      this.aviso(M.cortado(c.rotulo, c.max));
    }
    return this.guardar(campo, t);
  }

  /** An optional value read by `ler`: left out with a warning when it is not one. */
  lido<T extends ValorImportado>(
    campo: string,
    ler: (t: string) => T | null,
    motivo: (t: string) => string,
  ): T | null {
    const t = this.celula(campo);
    if (t === undefined) return null;
    if (t === '') return this.guardar(campo, null);
    const v = ler(t);
    return v === null ? this.naoImportado(campo, motivo(t)) : this.guardar(campo, v);
  }

  /** An S/N field: blank is `padrao`; an unknown answer is `padrao` with a warning, or an error. */
  simNao(campo: string, padrao: 'S' | 'N', desconhecidoErro = false): 'S' | 'N' | null {
    const t = this.celula(campo);
    if (t === undefined) return null;
    if (t === '') return this.guardar(campo, padrao);
    const v = lerSimNao(t);
    if (v !== null) return this.guardar(campo, v);
    if (desconhecidoErro) {
      this.erro(M.simNaoInvalido(this.rotulo(campo), t));
      return this.guardar(campo, null);
    }
    this.aviso(M.simNaoPadrao(this.rotulo(campo), t, padrao));
    return this.guardar(campo, padrao);
  }

  /** A date: not a date of the calendar is an error. */
  data(campo: string, hoje: string): string | null {
    const obrigatorio = this.campos[campo]!.obrigatorio;
    const t = obrigatorio ? this.exigida(campo) : this.celula(campo);
    if (!t) return t === '' && !obrigatorio ? this.guardar(campo, null) : null;
    const iso = lerData(t, hoje);
    if (iso === null) this.erro(M.dataInvalida(this.rotulo(campo), t));
    return this.guardar(campo, iso);
  }

  /** A date of a person's life: after today or before 1900 it is left out. */
  dataDaVida(campo: string, hoje: string): string | null {
    const iso = this.data(campo, hoje);
    if (iso === null) return null;
    if (iso > hoje) return this.naoImportado(campo, MOTIVOS.futura());
    if (iso < LIMITES_CONTROLES.dataMinimaHistorica) return this.naoImportado(campo, MOTIVOS.antiga());
    return iso;
  }

  /** An e-mail: the first of the cell, checked by `valido`; a likely typo is kept with a warning. */
  email(campo: string, valido: (e: string) => boolean): string | null {
    const obrigatorio = this.campos[campo]!.obrigatorio;
    const t = obrigatorio ? this.exigida(campo) : this.celula(campo);
    if (!t) return t === '' && !obrigatorio ? this.guardar(campo, null) : null;
    const r = this.rotulo(campo);
    const { email, varios } = primeiroEmail(t);
    if (!valido(email)) {
      if (!obrigatorio) return this.naoImportado(campo, MOTIVOS.email(t));
      this.erro(M.emailObrigatorio(r, t));
      return this.guardar(campo, null);
    }
    if (varios) this.aviso(M.variosEmails(r, email));
    const sugestao = sugestaoDominio(email);
    if (sugestao) this.aviso(M.sugestaoEmail(r, email, sugestao));
    return this.guardar(campo, email);
  }

  /** A state: one that does not exist is an error. */
  uf(campo: string): string | null {
    const t = this.celula(campo);
    if (!t) return t === '' ? this.guardar(campo, null) : null;
    const uf = lerUf(t);
    if (uf === null) this.erro(M.ufInexistente(this.rotulo(campo), t));
    return this.guardar(campo, uf);
  }

  /** cd_cidade of the mapped city and state (an unknown city keeps its name, with a warning). */
  cidade(ctx: ContextoImportacao, uf: string | null, nome: string | null): void {
    if (this.valores.nm_cidade === undefined && this.valores.cd_uf === undefined) return;
    let cd: number | null = null;
    if (nome && uf) {
      cd = ctx.cidade(uf, nome);
      if (cd === null) this.aviso(M.cidadeNaoEncontrada(this.rotulo('nm_cidade'), nome, uf));
    } else if (nome && !this.celula('cd_uf')) this.aviso(M.cidadeSemUf(this.rotulo('nm_cidade')));
    this.dados.cd_cidade = cd;
  }

  /** Phones of the fields; how many have a number. */
  telefones(...campos: string[]): number {
    let n = 0;
    for (const campo of campos) if (this.lido(campo, lerTelefone, MOTIVOS.telefone) !== null) n++;
    return n;
  }

  /** Codes of a list cell found by `buscar`; the names not found. */
  codigos(
    campo: string,
    buscar: (t: string) => number | null,
  ): { codigos: number[]; faltam: string[] } | null {
    const t = this.valores[campo];
    if (t === undefined) return null;
    const codigos: number[] = [];
    const faltam: string[] = [];
    for (const item of separarLista(t)) {
      const cd = buscar(item);
      if (cd === null) faltam.push(item);
      else if (!codigos.includes(cd)) codigos.push(cd);
    }
    this.dados[campo] = codigos;
    return { codigos, faltam };
  }

  resultado(chave: string | null): LinhaValidada {
    return { status: this.status, mensagens: this.mensagens, chave, dados: this.dados };
  }
}

/** A CPF: with `obrigatorio`, missing or invalid is an error; otherwise invalid is left out. */
function cpf(c: Conferencia, campo: string, obrigatorio: boolean): string | null {
  const t = obrigatorio ? c.exigida(campo) : c.celula(campo);
  if (!t) return t === '' && !obrigatorio ? c.guardar(campo, null) : null;
  const d = digitosCpf(t);
  if (d !== null && cpfValido(d)) return c.guardar(campo, d);
  if (!obrigatorio) return c.naoImportado(campo, MOTIVOS.cpf(t));
  const r = c.rotulo(campo);
  c.erro(d === null ? M.cpfFormato(r, t) : M.digitosVerificadores(r));
  return c.guardar(campo, null);
}

/** A client's CNPJ or CPF (required): its kind and characters, or null with the error. */
function documento(c: Conferencia, campo: string): { tipo: 'J' | 'F'; numero: string } | null {
  const t = c.exigida(campo);
  if (!t) return null;
  const doc = lerDocumento(t, cpfValido, cnpjClienteValido);
  const r = c.rotulo(campo);
  if (doc === null) c.erro(M.documentoFormato(r, t));
  else if (!(doc.tipo === 'J' ? cnpjClienteValido(doc.numero) : cpfValido(doc.numero)))
    c.erro(M.digitosVerificadores(r));
  else return doc;
  return null;
}

/** Money up to R$ 99.999,99; otherwise left out. */
function dinheiro(c: Conferencia, campo: string): void {
  const v = c.lido(campo, lerDinheiro, MOTIVOS.dinheiro);
  if (v !== null && v > DINHEIRO_MAXIMO) c.naoImportado(campo, MOTIVOS.dinheiroMaximo(c.celula(campo)!));
}

function validarCandidato(c: Conferencia, ctx: ContextoImportacao): string | null {
  const hoje = ctx.hoje;
  c.texto('nm_pessoa');
  const chave = cpf(c, 'nr_documento_cpf', true);
  const nascimento = c.dataDaVida('dt_nascimento', hoje);
  if (nascimento !== null) {
    const idade = idadeNaData(nascimento, hoje);
    if (idade < IDADE_USUAL_IMPORTACAO.min || idade > IDADE_USUAL_IMPORTACAO.max)
      c.aviso(M.idade(c.rotulo('dt_nascimento'), idade));
  }
  c.lido('id_sexo', lerSexo, MOTIVOS.sexo);
  c.lido('id_estado_civil', lerEstadoCivil, MOTIVOS.estadoCivil);
  if (!c.celula('ds_email')) c.aviso(M.semEmail(c.rotulo('ds_email')));
  c.email('ds_email', emailCandidatoValido);

  const telefones = c.telefones('nr_telefone_cel', 'nr_telefone_res', 'nr_telefone_rec');
  if (telefones === 0) c.aviso(M.semTelefone);
  else if (telefones === 1) c.aviso(M.umTelefone);
  if (c.simNao('id_possui_whatsapp_cel', 'N') === 'S' && !c.dados.nr_telefone_cel) {
    c.aviso(M.whatsappSemCelular(c.rotulo('id_possui_whatsapp_cel')));
    c.dados.id_possui_whatsapp_cel = 'N';
  }

  c.lido('cd_cep', lerCep, MOTIVOS.cep);
  for (const campo of ['nm_cep', 'nr_endereco', 'ds_complemento', 'nm_bairro']) c.texto(campo);
  c.cidade(ctx, c.uf('cd_uf'), c.texto('nm_cidade'));

  const escolaridade = c.lido('cd_escolaridade', (t) => ctx.escolaridade(t), MOTIVOS.escolaridade);
  if (escolaridade === null && !c.celula('cd_escolaridade'))
    c.aviso(M.semEscolaridade(c.rotulo('cd_escolaridade')));
  const cargos = c.codigos('cargos', (t) => ctx.cargo(t));
  if (cargos?.faltam.length) c.aviso(M.cargosNaoEncontrados(c.rotulo('cargos'), cargos.faltam));
  dinheiro(c, 'pretensao_salarial');
  c.texto('ds_experiencia_profissional', true);

  c.lido('nr_documento_rg', lerRgCandidato, MOTIVOS.rg);
  c.lido('nr_documento_pis', lerPis, MOTIVOS.pis);
  const cnh = c.celula('cd_habilitacao_cat');
  if (cnh !== undefined && SEM_CNH.has(chaveCabecalho(cnh))) c.dados.cd_habilitacao_cat = null;
  else c.lido('cd_habilitacao_cat', lerHabilitacao, MOTIVOS.habilitacao);
  if (c.simNao('id_possue_deficiencia', 'N') === 'S')
    c.aviso(M.pcdSemLaudo(c.rotulo('id_possue_deficiencia')));
  c.texto('nm_pessoa_mae');
  c.texto('nm_pessoa_pai');
  c.dataDaVida('criado_em', hoje);
  return chave;
}

/** The parts of a client's address a new client needs, by field. */
const ENDERECO_CLIENTE = ['cd_cep', 'nm_cep', 'nr_endereco', 'nm_bairro', 'nm_cidade', 'cd_uf'] as const;
const CONTATO = [
  'contato_nm_pessoa',
  'contato_ds_email',
  'contato_nr_telefone',
  'contato_nm_cargo',
  'contato_dt_nascimento',
];

function validarCliente(c: Conferencia, ctx: ContextoImportacao): string | null {
  const doc = documento(c, 'nr_documento');
  if (doc) {
    c.dados.id_tipo_pessoa = doc.tipo;
    c.dados[doc.tipo === 'J' ? 'nr_documento_cnpj' : 'nr_documento_cpf'] = doc.numero;
  }
  c.texto('nm_pessoa');
  if (!c.texto('nm_apelido')) c.aviso(M.semNomeFantasia(c.rotulo('nm_apelido')));
  const unidade = c.celula('cd_empresa');
  if (unidade === '') c.aviso(M.unidadePadrao(c.rotulo('cd_empresa')));
  if (unidade !== undefined) {
    const cd = unidade ? ctx.unidade(unidade) : null;
    if (unidade && cd === null) c.aviso(M.unidadeNaoEncontradaPadrao(c.rotulo('cd_empresa'), unidade));
    c.dados.cd_empresa = cd;
  }
  c.lido('cd_cep', lerCep, MOTIVOS.cep);
  c.lido('cd_tipo_logradouro', lerTipoLogradouro, MOTIVOS.tipoLogradouro);
  for (const campo of ['nm_cep', 'nr_endereco', 'ds_complemento', 'nm_bairro']) c.texto(campo);
  c.lido('nm_regiao', lerRegiao, MOTIVOS.regiao);
  c.cidade(ctx, c.uf('cd_uf'), c.texto('nm_cidade'));
  const faltam = ENDERECO_CLIENTE.filter((k) => !c.celula(k));
  if (faltam.length === ENDERECO_CLIENTE.length) c.aviso(M.semEndereco);
  else if (faltam.length) c.aviso(M.enderecoIncompleto(faltam.map((k) => c.rotulo(k))));
  c.email('ds_email', emailValido);
  if (c.telefones('nr_telefone', 'nr_telefone_cel') === 0) c.aviso(M.semTelefoneCliente);
  c.lido('nr_ramal', lerRamal, MOTIVOS.ramal);
  c.lido('qt_funcionarios', lerFuncionarios, MOTIVOS.inteiro);
  c.simNao('id_ativo', 'S');

  // a row without contact cells is the client alone
  if (CONTATO.some((k) => c.celula(k))) {
    if (!c.celula('contato_nm_pessoa')) {
      c.aviso(M.contatoSemNome(c.rotulo('contato_nm_pessoa')));
      for (const k of CONTATO) if (c.celula(k) !== undefined) c.dados[k] = null;
    } else {
      c.texto('contato_nm_pessoa');
      c.email('contato_ds_email', emailValido);
      c.telefones('contato_nr_telefone');
      c.texto('contato_nm_cargo');
      c.dataDaVida('contato_dt_nascimento', ctx.hoje);
    }
  } else for (const k of CONTATO) if (c.celula(k) !== undefined) c.dados[k] = null;
  return doc?.numero ?? null;
}

const LOGIN = /^[A-Za-z0-9._-]+$/;

function validarUsuario(c: Conferencia, ctx: ContextoImportacao): string | null {
  let chave: string | null = null;
  const t = c.exigida('nm_login');
  if (t) {
    const r = c.rotulo('nm_login');
    const login = t.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (
      !LOGIN.test(login) ||
      login.length < LIMITES_USUARIO.loginMin ||
      login.length > LIMITES_USUARIO.loginMax
    ) {
      c.erro(M.loginInvalido(r, t));
      c.dados.nm_login = null;
    } else {
      if (login !== t) c.aviso(M.loginAcentos(r, t, login));
      c.dados.nm_login = login;
      chave = login.toLowerCase();
    }
  }
  c.texto('nm_pessoa');
  c.email('ds_email', emailValido);
  cpf(c, 'nr_documento_cpf', false);
  const perfis = c.codigos('perfis', (p) => ctx.perfil(p));
  if (perfis?.faltam.length) c.erro(M.perfisNaoEncontrados(c.rotulo('perfis'), perfis.faltam));
  else if (!perfis?.codigos.length) c.aviso(M.semPerfil(c.rotulo('perfis')));
  const unidade = c.exigida('cd_empresa');
  if (unidade) {
    const cd = ctx.unidade(unidade);
    if (cd === null) c.erro(M.unidadeNaoEncontrada(c.rotulo('cd_empresa'), unidade));
    c.dados.cd_empresa = cd;
  }
  c.telefones('nr_telefone');
  c.lido('nr_ramal', lerRamal, MOTIVOS.ramal);
  c.simNao('id_ativo', 'S', true);
  return chave;
}

function validarVaga(c: Conferencia, ctx: ContextoImportacao): string | null {
  let chave: string | null = null;
  const nr = c.exigida('nr_vaga_origem');
  if (nr) {
    const n = lerInteiro(nr);
    if (n === null || n < 1) c.erro(M.numeroVaga(c.rotulo('nr_vaga_origem'), nr));
    else chave = String(n);
    c.dados.nr_vaga_origem = n !== null && n >= 1 ? n : null;
  }

  let cliente: number | null = null;
  const doc = documento(c, 'cd_pessoa_cliente');
  if (doc) {
    cliente = ctx.cliente(doc.numero);
    if (cliente === null) c.erro(M.clienteNaoEncontrado(c.rotulo('cd_pessoa_cliente')));
  }
  if (c.valores.cd_pessoa_cliente !== undefined) c.dados.cd_pessoa_cliente = cliente;

  const unidade = c.celula('cd_empresa');
  if (unidade !== undefined) {
    const cd = unidade ? ctx.unidade(unidade) : null;
    if (unidade && cd === null) c.aviso(M.unidadeNaoEncontradaCliente(c.rotulo('cd_empresa'), unidade));
    c.dados.cd_empresa = cd;
  }

  const cargo = c.exigida('cd_cargo');
  if (cargo) {
    const cd = ctx.cargo(cargo);
    if (cd === null) c.erro(M.cargoNaoEncontrado(c.rotulo('cd_cargo'), cargo));
    c.dados.cd_cargo = cd;
  }
  const cargoCliente = c.celula('cd_cargo_cliente');
  if (cargoCliente && cliente !== null) {
    const buscar = ctx.cargoCliente;
    c.lido('cd_cargo_cliente', (t) => (buscar ? buscar.call(ctx, cliente, t) : null), MOTIVOS.cargoCliente);
  } else if (cargoCliente !== undefined) c.dados.cd_cargo_cliente = null;

  const tipo = c.exigida('cd_tipo_contratacao');
  if (tipo) {
    const cd = lerTipoContratacao(tipo);
    if (cd === null) c.erro(M.tipoContratacao(c.rotulo('cd_tipo_contratacao'), tipo));
    c.dados.cd_tipo_contratacao = cd;
  }
  dinheiro(c, 'vl_salario');
  c.lido('id_salario', lerTipoSalario, MOTIVOS.tipoSalario);

  const abertura = c.data('dt_abertura', ctx.hoje);
  if (abertura !== null && abertura < LIMITES_CONTROLES.dataMinima) {
    c.erro(M.aberturaAntiga(c.rotulo('dt_abertura')));
    c.dados.dt_abertura = null;
  } else if (abertura !== null && abertura > ctx.hoje) c.aviso(M.aberturaFutura(c.rotulo('dt_abertura')));
  const prazo = c.data('dt_prorrogacao', ctx.hoje);
  if (prazo !== null && abertura !== null && prazo < abertura)
    c.naoImportado('dt_prorrogacao', MOTIVOS.prazo());

  c.lido('cd_usuario_analista', (t) => ctx.usuario(t.toLowerCase()), MOTIVOS.analista);
  c.texto('ds_area');
  c.texto('nm_requisitante');
  c.texto('ds_observacoes', true);
  return chave;
}

const VALIDADORES: Record<TipoImportacao, (c: Conferencia, ctx: ContextoImportacao) => string | null> = {
  candidatos: validarCandidato,
  clientes: validarCliente,
  usuarios: validarUsuario,
  vagas: validarVaga,
};

/**
 * The check of one row of a file of the kind: `valores` holds the raw text of each mapped field's
 * cell (an absent field is not mapped). Pure and without schemas: the dry run checks a million rows.
 */
export function validarLinha(
  tipo: TipoImportacao,
  valores: Readonly<Record<string, string>>,
  ctx: ContextoImportacao,
): LinhaValidada {
  const c = new Conferencia(CAMPOS_POR_NOME[tipo], valores);
  const chave = VALIDADORES[tipo](c, ctx);
  return c.resultado(chave);
}
