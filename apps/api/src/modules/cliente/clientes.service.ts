import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  type ClienteBodySaida,
  type ClienteDados,
  type ClienteEstado,
  type ClienteListaLinha,
  type ClienteSalvoResposta,
  clienteEfetivo,
  type clientesQuery,
  comoErros,
  documentoSemMascara,
  LIMITES_CLIENTES,
  MENSAGENS_CLIENTES as M,
  normalAnterior,
  problemasCliente,
  type TelefoneClienteLinha,
} from '@backoffice/domain/clientes';
import { padraoContem } from '@backoffice/domain/controles';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { consultar, type Executor, type Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  alterarPessoaDeCliente,
  inserirPessoaDeCliente,
  tabelasCandidato,
  trocarTelefonesDaPessoa,
} from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';
import { consultarERegistrarSimples } from './bot-cliente.service';

type Deps = Pick<AppDeps, 'db' | 'handle' | 'simplesNacional'>;
type Linha = Record<string, unknown>;

const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));
const numero = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const isoUtc = (coluna: SQL) => sql`to_char(${coluna} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

// Reads

/** The phones of people in their order (pessoa_telefone.nr_sequencia). */
export async function telefonesDe(
  ex: Executor,
  pessoas: readonly number[],
): Promise<Map<number, TelefoneClienteLinha[]>> {
  const mapa = new Map<number, TelefoneClienteLinha[]>();
  if (!pessoas.length) return mapa;
  const linhas = await consultar<Linha>(
    ex,
    sql`SELECT t.cd_pessoa, t.cd_tipo_telefone, t.nr_telefone, t.nr_ramal
          FROM ${tabelasCandidato.pessoa_telefone('t')}
         WHERE t.cd_pessoa = ANY(${sql.param(pessoas)}::bigint[])
         ORDER BY t.cd_pessoa, t.nr_sequencia`,
  );
  for (const l of linhas) {
    const cd = Number(l.cd_pessoa);
    const lista = mapa.get(cd) ?? [];
    lista.push({
      cd_tipo_telefone: String(l.cd_tipo_telefone).trim(),
      nr_telefone: String(l.nr_telefone),
      nr_ramal: texto(l.nr_ramal),
    });
    mapa.set(cd, lista);
  }
  return mapa;
}

/** The client's record as the form edits it (404 for a person who is not a client). */
export async function lerCliente(ex: Executor, cd: number, bloquear = false): Promise<ClienteDados> {
  const [c] = await consultar<Linha>(
    ex,
    sql`SELECT c.cd_pessoa, p.id_tipo_pessoa, p.nr_documento_cnpj, p.nr_documento_cpf, p.nm_pessoa, p.nm_apelido,
               c.cd_empresa, e.nm_empresa, c.cd_cep, c.cd_tipo_logradouro, c.nm_cep, c.nr_endereco, c.ds_complemento,
               c.nm_bairro, c.nm_regiao, c.nm_cidade, c.cd_uf, coalesce(c.ds_email, p.ds_email) AS ds_email,
               c.cd_pessoa_comercial, com.nm_pessoa AS nm_pessoa_comercial, c.qt_funcionarios,
               c.id_confidencial_padrao, c.id_ativo, c.id_optante_simples_nac,
               ${isoUtc(sql`c.dt_valida_simples`)} AS dt_valida_simples,
               ${isoUtc(sql`c.criado_em`)} AS criado_em, ${isoUtc(sql`c.alterado_em`)} AS alterado_em
          FROM cliente c
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = c.cd_pessoa
          LEFT JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = c.cd_empresa
          LEFT JOIN ${tabelasCandidato.pessoa('com')} ON com.cd_pessoa = c.cd_pessoa_comercial
         WHERE c.cd_pessoa = ${cd}
         ${bloquear ? sql`FOR UPDATE OF c` : sql``}`,
  );
  if (!c) throw notFound(M.naoEncontrado);
  const telefones = (await telefonesDe(ex, [cd])).get(cd) ?? [];
  return {
    cd_pessoa: Number(c.cd_pessoa),
    id_tipo_pessoa: String(c.id_tipo_pessoa).trim(),
    nr_documento_cnpj: texto(c.nr_documento_cnpj),
    nr_documento_cpf: texto(c.nr_documento_cpf),
    nm_pessoa: String(c.nm_pessoa),
    nm_apelido: texto(c.nm_apelido),
    cd_empresa: Number(c.cd_empresa),
    nm_empresa: texto(c.nm_empresa),
    cd_cep: texto(c.cd_cep),
    cd_tipo_logradouro: texto(c.cd_tipo_logradouro),
    nm_cep: texto(c.nm_cep),
    nr_endereco: texto(c.nr_endereco),
    ds_complemento: texto(c.ds_complemento),
    nm_bairro: texto(c.nm_bairro),
    nm_regiao: texto(c.nm_regiao),
    nm_cidade: texto(c.nm_cidade),
    cd_uf: texto(c.cd_uf),
    ds_email: texto(c.ds_email),
    telefones,
    cd_pessoa_comercial: numero(c.cd_pessoa_comercial),
    nm_pessoa_comercial: texto(c.nm_pessoa_comercial),
    qt_funcionarios: numero(c.qt_funcionarios),
    id_confidencial_padrao: String(c.id_confidencial_padrao),
    id_ativo: String(c.id_ativo),
    id_optante_simples_nac: texto(c.id_optante_simples_nac),
    dt_valida_simples: texto(c.dt_valida_simples),
    criado_em: String(c.criado_em),
    alterado_em: String(c.alterado_em),
  };
}

/** GET /api/clientes: by name, short name or the start of the CNPJ/CPF; unit; situation; a page. */
export async function listarClientes(
  ex: Executor,
  q: z.output<typeof clientesQuery>,
): Promise<{ total: number; linhas: ClienteListaLinha[] }> {
  const filtros: SQL[] = [];
  const t = q.texto?.trim() ?? '';
  if (t) {
    const doc = /\d/.test(t) && /^[\dA-Za-z./\s-]+$/.test(t) ? (documentoSemMascara(t) ?? '') : '';
    const padrao = padraoContem(t);
    filtros.push(sql`(f_unaccent(lower(p.nm_pessoa)) LIKE ${padrao}
                     OR f_unaccent(lower(coalesce(p.nm_apelido, ''))) LIKE ${padrao}
                     ${doc ? sql`OR p.nr_documento_cnpj LIKE ${`${doc}%`} OR p.nr_documento_cpf LIKE ${`${doc}%`}` : sql``})`);
  }
  if (q.cd_empresa) filtros.push(sql`c.cd_empresa = ${q.cd_empresa}`);
  if (q.id_ativo !== 'T') filtros.push(sql`c.id_ativo = ${q.id_ativo}`);
  const onde = filtros.length ? sql`WHERE ${sql.join(filtros, sql` AND `)}` : sql``;
  const de = sql`FROM cliente c JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = c.cd_pessoa`;
  const [total] = await consultar<{ n: number }>(ex, sql`SELECT count(*)::int AS n ${de} ${onde}`);
  const inicio = t
    ? sql`(f_unaccent(lower(coalesce(p.nm_apelido, p.nm_pessoa))) LIKE ${padraoContem(t).slice(1)}) DESC,`
    : sql``;
  const linhas = await consultar<Linha>(
    ex,
    sql`SELECT c.cd_pessoa, p.id_tipo_pessoa, p.nm_pessoa, p.nm_apelido,
               CASE WHEN p.id_tipo_pessoa = 'F' THEN coalesce(p.nr_documento_cpf, p.nr_documento_cnpj)
                    ELSE coalesce(p.nr_documento_cnpj, p.nr_documento_cpf) END AS nr_documento,
               c.cd_empresa, e.nm_empresa, c.nm_cidade, c.cd_uf, c.id_ativo, c.id_optante_simples_nac
          ${de} LEFT JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = c.cd_empresa
          ${onde}
         ORDER BY ${inicio} f_unaccent(lower(coalesce(p.nm_apelido, p.nm_pessoa))), c.cd_pessoa
         LIMIT ${q.tamanho} OFFSET ${(q.pagina - 1) * q.tamanho}`,
  );
  return {
    total: Number(total?.n ?? 0),
    linhas: linhas.map((l) => ({
      cd_pessoa: Number(l.cd_pessoa),
      id_tipo_pessoa: String(l.id_tipo_pessoa).trim(),
      nm_pessoa: String(l.nm_pessoa),
      nm_apelido: texto(l.nm_apelido),
      nr_documento: texto(l.nr_documento),
      cd_empresa: Number(l.cd_empresa),
      nm_empresa: texto(l.nm_empresa),
      nm_cidade: texto(l.nm_cidade),
      cd_uf: texto(l.cd_uf),
      id_ativo: String(l.id_ativo),
      id_optante_simples_nac: texto(l.id_optante_simples_nac),
    })),
  };
}

// Writes

/** The stored record as the rules compare it. */
export function estadoDoCliente(d: ClienteDados): ClienteEstado {
  const { cd_pessoa: _c, nm_empresa: _e, nm_pessoa_comercial: _n, id_optante_simples_nac: _o, ...resto } = d;
  const { dt_valida_simples: _d, criado_em: _cr, alterado_em: _a, ...editaveis } = resto;
  return editaveis;
}

/**
 * Refuses a CNPJ (company) or CPF (person) another client has: 409 naming that client, so the web
 * links to it. The document's advisory lock makes two saves of the same document wait for each
 * other, so the second one sees the first.
 */
async function conferirDocumentoUnico(tx: Tx, e: ClienteEstado, cd: number | null): Promise<void> {
  const pj = e.id_tipo_pessoa === 'J';
  const doc = pj ? e.nr_documento_cnpj : e.nr_documento_cpf;
  if (doc === null) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cliente:documento:${doc}`}))`);
  const coluna = pj ? sql`p.nr_documento_cnpj` : sql`p.nr_documento_cpf`;
  const [outro] = await consultar<{ cd_pessoa: number; cd_empresa: number; nm_pessoa: string }>(
    tx,
    sql`SELECT c.cd_pessoa, c.cd_empresa, coalesce(p.nm_apelido, p.nm_pessoa) AS nm_pessoa
          FROM cliente c JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = c.cd_pessoa
         WHERE upper(${coluna}) = ${doc} ${cd === null ? sql`` : sql`AND c.cd_pessoa <> ${cd}`}
         ORDER BY c.cd_pessoa LIMIT 1`,
  );
  if (!outro) return;
  const campo = pj ? 'nr_documento_cnpj' : 'nr_documento_cpf';
  const mensagem = pj ? M.cnpjDuplicado(outro.nm_pessoa) : M.cpfDuplicado(outro.nm_pessoa);
  throw conflict([`${campo}: ${mensagem}`], {
    cliente: {
      cd_pessoa: Number(outro.cd_pessoa),
      cd_empresa: Number(outro.cd_empresa),
      nm_pessoa: outro.nm_pessoa,
    },
  });
}

/** The unit (active) and the commercial contact (an active user's person), when they change. */
async function conferirReferencias(tx: Tx, e: ClienteEstado, antes: ClienteEstado | null): Promise<void> {
  const erros: string[] = [];
  if (!antes || e.cd_empresa !== antes.cd_empresa) {
    const [u] = await consultar<{ cd: number }>(
      tx,
      sql`SELECT cd_empresa AS cd FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = ${e.cd_empresa} AND e.id_ativo = 'S'`,
    );
    if (!u) erros.push(`cd_empresa: ${M.unidadeInexistente}`);
  }
  if (e.cd_pessoa_comercial !== null && (!antes || e.cd_pessoa_comercial !== antes.cd_pessoa_comercial)) {
    const [u] = await consultar<{ cd: number }>(
      tx,
      sql`SELECT u.cd_sip AS cd FROM ${tabelasUsuario.usuario('u')}
           WHERE u.user_sip = ${e.cd_pessoa_comercial} AND u.id_ativo = 'S' LIMIT 1`,
    );
    if (!u) erros.push(`cd_pessoa_comercial: ${M.comercialInvalido}`);
  }
  if (erros.length) throw badRequest(erros);
}

/** The city's code when the state has a city of that name (accents and case aside), else null. */
const cdCidade = (uf: string | null, cidade: string | null) =>
  uf && cidade
    ? sql`(SELECT ci.cd_cidade FROM ${tabelasCatalogo.cidade('ci')}
            WHERE ci.cd_uf = ${uf} AND f_unaccent(lower(ci.nm_cidade)) = f_unaccent(lower(${cidade}))
            ORDER BY ci.cd_cidade LIMIT 1)`
    : sql`NULL`;

function pessoaDe(e: ClienteEstado, cdUsuario: number | null, cdImportacao: number | null = null) {
  return {
    tipo: e.id_tipo_pessoa,
    nome: e.nm_pessoa,
    apelido: e.nm_apelido,
    cpf: e.nr_documento_cpf,
    cnpj: e.nr_documento_cnpj,
    email: e.ds_email,
    cdUsuario,
    cdImportacao,
  };
}

/**
 * Writes a new client (its person row, the client row and its phones) in the caller's transaction,
 * once the rules have passed; its code. `cdImportacao` marks the person row of an imported one.
 */
export async function inserirCliente(
  tx: Executor,
  e: ClienteEstado,
  cdUsuario: number | null,
  cdImportacao: number | null = null,
): Promise<number> {
  const cdPessoa = await inserirPessoaDeCliente(tx, pessoaDe(e, cdUsuario, cdImportacao));
  await tx.execute(sql`
    INSERT INTO cliente (cd_pessoa, cd_empresa, cd_tipo_logradouro, cd_cep, nm_cep, nr_endereco, ds_complemento,
                         nm_bairro, nm_regiao, cd_cidade, nm_cidade, cd_uf, ds_email, cd_pessoa_comercial,
                         id_ativo, qt_funcionarios, id_confidencial_padrao)
    VALUES (${cdPessoa}, ${e.cd_empresa}, ${e.cd_tipo_logradouro}, ${e.cd_cep}, ${e.nm_cep}, ${e.nr_endereco},
            ${e.ds_complemento}, ${e.nm_bairro}, ${e.nm_regiao}, ${cdCidade(e.cd_uf, e.nm_cidade)}, ${e.nm_cidade},
            ${e.cd_uf}, ${e.ds_email}, ${e.cd_pessoa_comercial}, ${e.id_ativo}, ${e.qt_funcionarios},
            ${e.id_confidencial_padrao})`);
  await trocarTelefonesDaPessoa(tx, cdPessoa, e.telefones);
  return cdPessoa;
}

/**
 * Writes a client's new state `e` over `antes` (both as the rules compare them) in the caller's
 * transaction: the person row, the client row (the city's code again when the city changes) and,
 * when `telefones`, the phones.
 */
export async function gravarCliente(
  tx: Executor,
  cd: number,
  e: ClienteEstado,
  antes: ClienteEstado,
  o: { cdUsuario: number | null; telefones: boolean },
): Promise<void> {
  await alterarPessoaDeCliente(tx, cd, pessoaDe(e, o.cdUsuario));
  const cidadeMudou = e.cd_uf !== antes.cd_uf || e.nm_cidade !== antes.nm_cidade;
  await tx.execute(sql`
    UPDATE cliente
       SET cd_empresa = ${e.cd_empresa}, cd_tipo_logradouro = ${e.cd_tipo_logradouro}, cd_cep = ${e.cd_cep},
           nm_cep = ${e.nm_cep}, nr_endereco = ${e.nr_endereco}, ds_complemento = ${e.ds_complemento},
           nm_bairro = ${e.nm_bairro}, nm_regiao = ${e.nm_regiao}, nm_cidade = ${e.nm_cidade}, cd_uf = ${e.cd_uf},
           ${cidadeMudou ? sql`cd_cidade = ${cdCidade(e.cd_uf, e.nm_cidade)},` : sql``}
           ds_email = ${e.ds_email}, cd_pessoa_comercial = ${e.cd_pessoa_comercial}, id_ativo = ${e.id_ativo},
           qt_funcionarios = ${e.qt_funcionarios}, id_confidencial_padrao = ${e.id_confidencial_padrao},
           alterado_em = now()
     WHERE cd_pessoa = ${cd}`);
  if (o.telefones) await trocarTelefonesDaPessoa(tx, cd, e.telefones);
}

/**
 * Whether the save consults the Simples Nacional: a company with a CNPJ, when it is new, its CNPJ
 * changed, or its regime was never consulted.
 */
function consultaSimples(
  e: ClienteEstado,
  antes: ClienteEstado | null,
  jaConsultado: boolean,
): string | null {
  if (e.id_tipo_pessoa !== 'J' || e.nr_documento_cnpj === null) return null;
  if (antes && antes.nr_documento_cnpj === e.nr_documento_cnpj && jaConsultado) return null;
  return e.nr_documento_cnpj;
}

/**
 * The Simples Nacional regime through the validation bot's adapter, recorded in the client's history.
 * Its failure (or its taking longer than LIMITES_CLIENTES.esperaSimplesMs) never undoes the save: the
 * answer says so, and the bot can validate the client later.
 */
async function simplesAoSalvar(
  deps: Deps,
  usuario: UsuarioSessao,
  cd: number,
  cnpj: string | null,
): Promise<ClienteSalvoResposta['simples']> {
  if (cnpj === null) return null;
  const falhou = { consultado: false, id_optante_simples_nac: null, mensagem: M.simplesFalhou };
  let relogio: ReturnType<typeof setTimeout> | undefined;
  const prazo = new Promise<null>((r) => {
    relogio = setTimeout(() => r(null), LIMITES_CLIENTES.esperaSimplesMs);
  });
  try {
    const r = await Promise.race([
      consultarERegistrarSimples(deps.handle, deps.simplesNacional, usuario.cd_sip, cd, cnpj).catch(
        () => null,
      ),
      prazo,
    ]);
    if (!r || r.erro) return falhou;
    return { consultado: true, id_optante_simples_nac: r.optante, mensagem: M.simplesConsultado };
  } finally {
    clearTimeout(relogio);
  }
}

/** POST /api/clientes: a new client (400 beside the fields, 409 for a CNPJ/CPF another client has). */
export async function criarCliente(
  deps: Deps,
  usuario: UsuarioSessao,
  b: ClienteBodySaida,
): Promise<ClienteSalvoResposta> {
  const problemas = problemasCliente(b, null);
  if (problemas.length) throw badRequest(comoErros(problemas));
  const e = clienteEfetivo(b, null);
  const cd = await deps.db.transaction(async (tx) => {
    await conferirDocumentoUnico(tx, e, null);
    await conferirReferencias(tx, e, null);
    return inserirCliente(tx, e, usuario.cd_sip);
  });
  const simples = await simplesAoSalvar(deps, usuario, cd, consultaSimples(e, null, false));
  return { cd_pessoa: cd, cd_empresa: e.cd_empresa, message: M.criado, simples };
}

/**
 * PUT /api/clientes/{cd_pessoa}: the fields sent change, the others stay; the rules check only the
 * values that change, so a record imported before them is saved as it is.
 */
export async function alterarCliente(
  deps: Deps,
  usuario: UsuarioSessao,
  cd: number,
  b: ClienteBodySaida,
): Promise<ClienteSalvoResposta> {
  const r = await deps.db.transaction(async (tx) => {
    const dados = await lerCliente(tx, cd, true);
    const anterior = estadoDoCliente(dados);
    const problemas = problemasCliente(b, anterior);
    if (problemas.length) throw badRequest(comoErros(problemas));
    const antes = normalAnterior(anterior);
    const e = clienteEfetivo(b, antes);
    const docMudou =
      e.id_tipo_pessoa !== antes.id_tipo_pessoa ||
      e.nr_documento_cnpj !== antes.nr_documento_cnpj ||
      e.nr_documento_cpf !== antes.nr_documento_cpf;
    if (docMudou) await conferirDocumentoUnico(tx, e, cd);
    await conferirReferencias(tx, e, antes);
    await gravarCliente(tx, cd, e, antes, {
      cdUsuario: usuario.cd_sip,
      telefones: b.telefones !== undefined,
    });
    return { e, antes, consultado: dados.dt_valida_simples !== null };
  });
  const simples = await simplesAoSalvar(deps, usuario, cd, consultaSimples(r.e, r.antes, r.consultado));
  return { cd_pessoa: cd, cd_empresa: r.e.cd_empresa, message: M.alterado, simples };
}

/** The client exists (404 otherwise); its unit, for what is created under it. */
export async function unidadeDoCliente(ex: Executor, cd: number, bloquear = false): Promise<number> {
  const [c] = await consultar<{ cd_empresa: number }>(
    ex,
    sql`SELECT cd_empresa FROM cliente WHERE cd_pessoa = ${cd} ${bloquear ? sql`FOR UPDATE` : sql``}`,
  );
  if (!c) throw notFound(M.naoEncontrado);
  return Number(c.cd_empresa);
}
