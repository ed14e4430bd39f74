import { chaveNomeCadastro } from '@backoffice/domain/cadastros';
import {
  type ClienteBodySaida,
  type ClienteEstado,
  type ContatoClienteBodySaida,
  type ContatoEstado,
  clienteEfetivo,
  contatoEfetivo,
  digitosTelefone,
  LIMITES_CLIENTES,
  normalAnterior,
  type TelefoneClienteLinha,
  textoOuNulo,
} from '@backoffice/domain/clientes';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import type { GravadorImportacao, LoteImportacao, ResultadoGravacao } from '../../db/gravador-importacao';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';
import { gravarContatoExistente, inserirContato } from './cliente-cadastros.service';
import { estadoDoCliente, gravarCliente, inserirCliente, lerCliente, telefonesDe } from './clientes.service';

type Dados = Record<string, unknown>;

const texto = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The client's text fields an import fills (the document is the key, written on insert). */
const TEXTOS_CLIENTE = [
  'nm_pessoa',
  'nm_apelido',
  'cd_cep',
  'cd_tipo_logradouro',
  'nm_cep',
  'nr_endereco',
  'ds_complemento',
  'nm_bairro',
  'nm_regiao',
  'nm_cidade',
  'cd_uf',
  'ds_email',
] as const;

/** A mobile number (DDD and 9 digits starting with 9) is a mobile ('5'); any other a main phone ('11'). */
const tipoDoNumero = (n: string) => (n.length === 11 && n[2] === '9' ? '5' : '11');

/** The client's phones of a row: the main one (with its extension) and the mobile. */
function telefonesDoCliente(d: Dados): TelefoneClienteLinha[] {
  const t: TelefoneClienteLinha[] = [];
  const fixo = texto(d.nr_telefone);
  if (fixo) t.push({ cd_tipo_telefone: '11', nr_telefone: fixo, nr_ramal: texto(d.nr_ramal) });
  const cel = texto(d.nr_telefone_cel);
  if (cel) t.push({ cd_tipo_telefone: tipoDoNumero(cel), nr_telefone: cel, nr_ramal: null });
  return t;
}

/**
 * The phones a record will have: those it has, with the file's numbers it lacks added (up to the
 * limit) and a new extension written on a number it has. Null when nothing changes. An import never
 * removes a phone.
 */
function somarTelefones(
  atuais: readonly TelefoneClienteLinha[],
  novos: readonly TelefoneClienteLinha[],
): TelefoneClienteLinha[] | null {
  const lista = [...atuais];
  let mudou = false;
  for (const n of novos) {
    const i = lista.findIndex((a) => digitosTelefone(a.nr_telefone) === n.nr_telefone);
    const atual = lista[i];
    if (!atual) {
      if (lista.length < LIMITES_CLIENTES.telefonesMax) {
        lista.push(n);
        mudou = true;
      }
    } else if (n.nr_ramal !== null && textoOuNulo(atual.nr_ramal) !== n.nr_ramal) {
      lista[i] = { ...atual, nr_ramal: n.nr_ramal };
      mudou = true;
    }
  }
  return mudou ? lista : null;
}

/** The request the client's form would send with the row's values (a blank cell sends nothing). */
function corpoDoCliente(d: Dados): ClienteBodySaida {
  const b: ClienteBodySaida = {};
  for (const k of TEXTOS_CLIENTE) {
    const v = texto(d[k]);
    if (v !== null) b[k] = v;
  }
  if (d.id_tipo_pessoa === 'J' || d.id_tipo_pessoa === 'F') b.id_tipo_pessoa = d.id_tipo_pessoa;
  const cnpj = texto(d.nr_documento_cnpj);
  if (cnpj) b.nr_documento_cnpj = cnpj;
  const cpf = texto(d.nr_documento_cpf);
  if (cpf) b.nr_documento_cpf = cpf;
  if (typeof d.cd_empresa === 'number') b.cd_empresa = d.cd_empresa;
  if (typeof d.qt_funcionarios === 'number') b.qt_funcionarios = d.qt_funcionarios;
  if (d.id_ativo === 'S' || d.id_ativo === 'N') b.id_ativo = d.id_ativo;
  return b;
}

/** The request the contact's form would send with the row's contact values. */
function corpoDoContato(d: Dados): ContatoClienteBodySaida {
  const b: ContatoClienteBodySaida = {};
  const nome = texto(d.contato_nm_pessoa);
  if (nome) b.nm_pessoa = nome;
  const email = texto(d.contato_ds_email);
  if (email) b.ds_email = email;
  const cargo = texto(d.contato_nm_cargo);
  if (cargo) b.nm_cargo = cargo;
  const nascimento = texto(d.contato_dt_nascimento);
  if (nascimento) b.dt_nascimento = nascimento;
  return b;
}

function telefonesDoContato(d: Dados): TelefoneClienteLinha[] {
  const n = texto(d.contato_nr_telefone);
  return n ? [{ cd_tipo_telefone: tipoDoNumero(n), nr_telefone: n, nr_ramal: null }] : [];
}

const comoCorpo = (t: readonly TelefoneClienteLinha[]) =>
  t.map((x) => ({ cd_tipo_telefone: x.cd_tipo_telefone, nr_telefone: x.nr_telefone, nr_ramal: x.nr_ramal }));

/** True when a field of `depois` differs from `antes` (lists compared by their contents). */
function mudou<T extends object>(antes: T, depois: T): boolean {
  return (Object.keys(depois) as (keyof T)[]).some(
    (k) => JSON.stringify(antes[k] ?? null) !== JSON.stringify(depois[k] ?? null),
  );
}

interface ContatoGuardado {
  cd_pessoa: number;
  estado: ContatoEstado;
}

/** The contacts of these clients as the rules compare them (texts trimmed), by client. */
async function contatosDosClientes(
  ex: Executor,
  clientes: readonly number[],
): Promise<Map<number, ContatoGuardado[]>> {
  const mapa = new Map<number, ContatoGuardado[]>();
  if (!clientes.length) return mapa;
  const linhas = await consultar<Record<string, unknown>>(
    ex,
    sql`SELECT k.cd_pessoa_cliente, k.cd_pessoa, p.nm_pessoa, k.nm_cargo, k.id_sexo,
               to_char(k.dt_nascimento, 'YYYY-MM-DD') AS dt_nascimento, k.id_estado_civil, p.ds_email, k.id_ativo
          FROM cliente_contato k JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = k.cd_pessoa
         WHERE k.cd_pessoa_cliente = ANY(${sql.param(clientes)}::bigint[])
         ORDER BY k.cd_pessoa_cliente, k.id_ativo DESC, k.cd_pessoa`,
  );
  const fones = await telefonesDe(
    ex,
    linhas.map((l) => Number(l.cd_pessoa)),
  );
  const t = (v: unknown) => textoOuNulo(v === null || v === undefined ? null : String(v));
  for (const l of linhas) {
    const cd = Number(l.cd_pessoa);
    const lista = mapa.get(Number(l.cd_pessoa_cliente)) ?? [];
    lista.push({
      cd_pessoa: cd,
      estado: {
        nm_pessoa: t(l.nm_pessoa) ?? '',
        nm_cargo: t(l.nm_cargo),
        id_sexo: t(l.id_sexo)?.toUpperCase() ?? null,
        dt_nascimento: t(l.dt_nascimento),
        id_estado_civil: t(l.id_estado_civil)?.toUpperCase() ?? null,
        ds_email: t(l.ds_email),
        telefones: fones.get(cd) ?? [],
        id_ativo: String(l.id_ativo),
      },
    });
    mapa.set(Number(l.cd_pessoa_cliente), lista);
  }
  return mapa;
}

/**
 * The contact of the client a row names: the one with its e-mail, else the one with its name (case
 * and accents aside) whose e-mail does not tell them apart.
 */
function contatoDaLinha(contatos: readonly ContatoGuardado[], b: ContatoClienteBodySaida) {
  const email = b.ds_email?.toLowerCase() ?? null;
  const nome = chaveNomeCadastro(b.nm_pessoa ?? '');
  return (
    (email ? contatos.find((c) => c.estado.ds_email?.toLowerCase() === email) : undefined) ??
    contatos.find(
      (c) => chaveNomeCadastro(c.estado.nm_pessoa) === nome && (email === null || c.estado.ds_email === null),
    )
  );
}

interface ClienteDaBase {
  cd_pessoa: number;
  /** The import that created it. */
  cd_importacao: number | null;
}

/** The clients of these documents (CNPJ in capitals or CPF digits), the oldest of each. */
async function clientesDosDocumentos(
  ex: Executor,
  documentos: readonly string[],
): Promise<Map<string, ClienteDaBase>> {
  const mapa = new Map<string, ClienteDaBase>();
  if (!documentos.length) return mapa;
  const r = await consultar<{
    cd_pessoa: number;
    cnpj: string | null;
    cpf: string | null;
    cd_importacao: number | null;
  }>(
    ex,
    sql`SELECT c.cd_pessoa, p.nr_documento_cnpj AS cnpj, p.nr_documento_cpf AS cpf, p.cd_importacao
          FROM cliente c JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = c.cd_pessoa
         WHERE p.nr_documento_cnpj = ANY(${sql.param(documentos)}::text[])
            OR p.nr_documento_cpf = ANY(${sql.param(documentos)}::text[])
         ORDER BY c.cd_pessoa`,
  );
  const procurados = new Set(documentos);
  for (const c of r) {
    const x = {
      cd_pessoa: Number(c.cd_pessoa),
      cd_importacao: c.cd_importacao === null ? null : Number(c.cd_importacao),
    };
    for (const doc of [c.cnpj, c.cpf]) if (doc && procurados.has(doc) && !mapa.has(doc)) mapa.set(doc, x);
  }
  return mapa;
}

/** The unit of a client the file gives none: the importing user's, else the first active unit. */
async function unidadePadrao(ex: Executor, cdUsuario: number | null): Promise<number> {
  const [u] = await consultar<{ cd: number | null }>(
    ex,
    sql`SELECT coalesce(
              (SELECT u.cd_unid FROM ${tabelasUsuario.usuario('u')} WHERE u.cd_sip = ${cdUsuario}),
              (SELECT e.cd_empresa FROM ${tabelasCatalogo.empresa('e')}
                ORDER BY (e.id_ativo = 'S') DESC, e.cd_empresa LIMIT 1)) AS cd`,
  );
  return Number(u?.cd);
}

interface ClienteNoLote {
  cd_pessoa: number;
  contatos: ContatoGuardado[];
}

/**
 * Clients with their contacts (docs/importacao.md): one row per contact, the client's columns
 * repeated. The first row of a client creates it as the client form would (a person row, the client
 * in the file's unit or the default one, its phones) or, when it is in the base and the import
 * updates, writes the mapped fields that changed (a blank cell keeps the value; phones are added,
 * never removed). Each row's contact is found within the client by e-mail, else by name: a new one
 * is created (even under a client kept as it is), an existing one updated only when the import
 * updates. I when the row created the client or the contact, U when it changed something, S else.
 */
export const gravadorClientes: GravadorImportacao = {
  async existentes(ex, chaves) {
    return new Set((await clientesDosDocumentos(ex, chaves)).keys());
  },

  async gravar(tx, lote) {
    const naBase = await clientesDosDocumentos(tx, [...new Set(lote.linhas.map((l) => l.chave))]);
    const contatos = lote.linhas.some((l) => texto(l.dados.contato_nm_pessoa))
      ? await contatosDosClientes(tx, [...new Set([...naBase.values()].map((c) => c.cd_pessoa))])
      : new Map<number, ContatoGuardado[]>();
    let unidade: number | null = null;
    const noLote = new Map<string, ClienteNoLote>();
    const resultados: ResultadoGravacao[] = [];
    for (const l of lote.linhas) {
      let resultado: ResultadoGravacao['resultado'] = 'S';
      let cliente = noLote.get(l.chave);
      if (!cliente) {
        const existente = naBase.get(l.chave);
        if (existente) {
          cliente = { cd_pessoa: existente.cd_pessoa, contatos: contatos.get(existente.cd_pessoa) ?? [] };
          // a client this import created took its columns from its first row
          if (lote.atualizar && existente.cd_importacao !== lote.cdImportacao)
            if (await atualizarCliente(tx, existente.cd_pessoa, l.dados, lote)) resultado = 'U';
        } else {
          unidade ??= await unidadePadrao(tx, lote.cdUsuario);
          const b = corpoDoCliente(l.dados);
          const e = clienteEfetivo(
            { ...b, cd_empresa: b.cd_empresa ?? unidade, telefones: comoCorpo(telefonesDoCliente(l.dados)) },
            null,
          );
          cliente = {
            cd_pessoa: await inserirCliente(tx, e, lote.cdUsuario, lote.cdImportacao),
            contatos: [],
          };
          resultado = 'I';
        }
        noLote.set(l.chave, cliente);
      }
      const contato = await gravarContatoDaLinha(tx, cliente, l.dados, lote);
      if (contato === 'I') resultado = 'I';
      else if (contato === 'U' && resultado === 'S') resultado = 'U';
      resultados.push({ nr_linha: l.nr_linha, resultado, cd_registro: cliente.cd_pessoa });
    }
    return resultados;
  },

  async aoConcluir({ deps }) {
    await deps.db.execute(sql`ANALYZE cliente`);
    await deps.db.execute(sql`ANALYZE cliente_contato`);
  },
};

/** Writes the row's mapped client fields that change; true when something did. */
async function atualizarCliente(tx: Executor, cd: number, d: Dados, lote: LoteImportacao): Promise<boolean> {
  const antes = normalAnterior(estadoDoCliente(await lerCliente(tx, cd)));
  const b = corpoDoCliente(d);
  const telefones = somarTelefones(antes.telefones, telefonesDoCliente(d));
  if (telefones) b.telefones = comoCorpo(telefones);
  const e: ClienteEstado = clienteEfetivo(b, antes);
  if (!mudou(antes, e)) return false;
  await gravarCliente(tx, cd, e, antes, { cdUsuario: lote.cdUsuario, telefones: telefones !== null });
  return true;
}

/** The row's contact: created (I), updated (U) or kept (S); null when the row has none. */
async function gravarContatoDaLinha(
  tx: Executor,
  cliente: ClienteNoLote,
  d: Dados,
  lote: LoteImportacao,
): Promise<'I' | 'U' | 'S' | null> {
  const b = corpoDoContato(d);
  if (!b.nm_pessoa) return null;
  const novos = telefonesDoContato(d);
  const guardado = contatoDaLinha(cliente.contatos, b);
  if (!guardado) {
    const e = contatoEfetivo({ ...b, telefones: comoCorpo(novos) }, null);
    const cd = await inserirContato(tx, cliente.cd_pessoa, e, lote.cdUsuario, lote.cdImportacao);
    cliente.contatos.push({ cd_pessoa: cd, estado: e });
    return 'I';
  }
  if (!lote.atualizar) return 'S';
  // a name that differs only in case or accents is the same name: the stored spelling stays
  if (chaveNomeCadastro(b.nm_pessoa) === chaveNomeCadastro(guardado.estado.nm_pessoa)) delete b.nm_pessoa;
  const telefones = somarTelefones(guardado.estado.telefones, novos);
  if (telefones) b.telefones = comoCorpo(telefones);
  const e = contatoEfetivo(b, guardado.estado);
  if (!mudou(guardado.estado, e)) return 'S';
  await gravarContatoExistente(tx, guardado.cd_pessoa, e, {
    cdUsuario: lote.cdUsuario,
    telefones: telefones !== null,
  });
  guardado.estado = e;
  return 'U';
}
