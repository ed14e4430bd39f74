import { randomBytes } from 'node:crypto';
import type { UsuarioAdminBody } from '@backoffice/domain/administracao';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import type { GravadorImportacao, LoteImportacao, ResultadoGravacao } from '../../db/gravador-importacao';
import { hashSenha } from '../../platform/password';
import { alterarPessoaDeUsuario, tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { perfisPorId } from './admin-perfis.service';
import { auditar, inserirUsuario } from './admin-usuarios.service';
import { enviarLinkRedefinicao } from './admin-usuarios-acesso.service';

type Dados = Record<string, unknown>;

const texto = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The login as the import keys it and as logins are unique: lower case, accents aside. */
const CHAVE_LOGIN = sql`f_unaccent(lower(u.nm_login))`;

interface UsuarioDaBase {
  user_sip: number;
  chave: string;
  nm_pessoa: string;
  ds_email: string | null;
  nr_telefone: string | null;
  nr_ramal: string | null;
  cd_unid: number;
}

async function usuariosDosLogins(
  ex: Executor,
  chaves: readonly string[],
): Promise<Map<string, UsuarioDaBase>> {
  if (!chaves.length) return new Map();
  const r = await consultar<UsuarioDaBase>(
    ex,
    sql`SELECT u.user_sip, ${CHAVE_LOGIN} AS chave, p.nm_pessoa, u.ds_email, u.nr_telefone, u.nr_ramal, u.cd_unid
          FROM usuario u JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip
         WHERE ${CHAVE_LOGIN} = ANY(${sql.param(chaves)}::text[])
         ORDER BY u.cd_sip`,
  );
  const mapa = new Map<string, UsuarioDaBase>();
  for (const u of r)
    if (!mapa.has(u.chave))
      mapa.set(u.chave, { ...u, user_sip: Number(u.user_sip), cd_unid: Number(u.cd_unid) });
  return mapa;
}

/** The state (UF) of each unit. */
async function ufsDasUnidades(ex: Executor, unidades: readonly number[]): Promise<Map<number, string>> {
  if (!unidades.length) return new Map();
  const r = await consultar<{ cd: number; uf: string }>(
    ex,
    sql`SELECT e.cd_empresa AS cd, e.cd_uf AS uf FROM ${tabelasCatalogo.empresa('e')}
         WHERE e.cd_empresa = ANY(${sql.param(unidades)}::int[])`,
  );
  return new Map(r.map((u) => [Number(u.cd), u.uf]));
}

const origemDe = (lote: LoteImportacao) => `importação nº ${lote.cdImportacao} (${lote.nomeArquivo})`;

/** The fields an import may change on a user already in the base (never profiles, codes or activity). */
type Alteravel = 'nm_pessoa' | 'ds_email' | 'nr_telefone' | 'nr_ramal' | 'cd_unid';

/**
 * Users (docs/importacao.md), keyed by login (lower case, accents aside, as logins are unique). A new
 * login becomes a user as Administração › Usuários creates one: a person row (with the CPF), the
 * unit and its state, the profiles and the codes they give, phone, extension, e-mail and activity,
 * and the trail's entry; its password is random and unknown and must be changed, and once the import
 * has ended an active new user gets by e-mail the link to choose it. A user already in the base,
 * when the import updates, gets the mapped name, e-mail, phone, extension and unit that changed (a
 * blank cell keeps the value); its profiles, codes and activity are not changed by an import.
 */
export const gravadorUsuarios: GravadorImportacao = {
  async existentes(ex, chaves) {
    return new Set((await usuariosDosLogins(ex, chaves)).keys());
  },

  async gravar(tx, lote) {
    // the lock of every user creation and change (emSerieAdmin): logins stay unique
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('usuario:login'))`);
    const naBase = await usuariosDosLogins(tx, [...new Set(lote.linhas.map((l) => l.chave))]);
    const novas = lote.linhas.filter((l) => !naBase.has(l.chave));
    const perfis = await perfisPorId(tx, [
      ...new Set(novas.flatMap((l) => (Array.isArray(l.dados.perfis) ? (l.dados.perfis as number[]) : []))),
    ]);
    const ufs = await ufsDasUnidades(tx, [
      ...new Set(
        lote.linhas.map((l) => l.dados.cd_empresa).filter((u): u is number => typeof u === 'number'),
      ),
    ]);
    // a random password nobody knows, hashed as any (the new user chooses one through the e-mailed link)
    const hashes = await Promise.all(novas.map(() => hashSenha(randomBytes(32).toString('base64url'))));
    const resultados: ResultadoGravacao[] = [];
    // a login is on one row only (the dry run refuses a repeated one)
    for (const l of lote.linhas) {
      const d = l.dados;
      const existente = naBase.get(l.chave);
      if (existente) {
        const mudou = lote.atualizar && (await atualizarUsuario(tx, existente, d, ufs, lote));
        resultados.push({
          nr_linha: l.nr_linha,
          resultado: mudou ? 'U' : 'S',
          cd_registro: existente.user_sip,
        });
        continue;
      }
      const cdUnid = d.cd_empresa as number;
      const ids = Array.isArray(d.perfis) ? (d.perfis as number[]) : [];
      const b: UsuarioAdminBody = {
        nm_login: String(d.nm_login),
        nm_pessoa: String(d.nm_pessoa),
        ds_email: texto(d.ds_email),
        cd_unid: cdUnid,
        cd_setor: null,
        grupos: [],
        nr_telefone: texto(d.nr_telefone),
        perfis: ids,
        permissoes: [],
        id_justifica_cancelamento: 'N',
        id_help_desk: 'N',
        unidades_analista: [],
      };
      const { userSip } = await inserirUsuario(tx, lote.cdUsuario, b, {
        uf: ufs.get(cdUnid) as string,
        perfis: perfis.filter((p) => ids.includes(p.id_perfil)),
        hash: hashes[novas.indexOf(l)] as string,
        origem: {
          cdImportacao: lote.cdImportacao,
          descricao: origemDe(lote),
          cpf: texto(d.nr_documento_cpf),
          nr_ramal: texto(d.nr_ramal),
          id_ativo: d.id_ativo === 'N' ? 'N' : 'S',
        },
      });
      resultados.push({ nr_linha: l.nr_linha, resultado: 'I', cd_registro: userSip });
    }
    return resultados;
  },

  async aoConcluir({ deps, cdImportacao, cdUsuario, log }) {
    // the active users this import created (their person rows carry it) get the link to choose a password
    const novos = await consultar<{ user_sip: number; cd_sip: number; nm_login: string }>(
      deps.db,
      sql`SELECT u.user_sip, u.cd_sip, u.nm_login
            FROM usuario u JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip
           WHERE p.cd_importacao = ${cdImportacao} AND u.id_ativo = 'S' AND u.ds_email IS NOT NULL
           ORDER BY u.cd_sip`,
    );
    for (const u of novos) {
      try {
        // from the command line there is no administrator: the user is the author of its own link
        await enviarLinkRedefinicao(deps, cdUsuario ?? u.cd_sip, Number(u.user_sip), 'primeiro-acesso');
      } catch (e) {
        // Administração › Usuários sends the link again
        log.warn(
          { err: e, cd_importacao: cdImportacao, nm_login: u.nm_login },
          `importação: o link para criar a senha não foi enviado a ${u.nm_login}`,
        );
      }
    }
  },
};

/** Writes the mapped fields that changed on a user already in the base; true when something did. */
async function atualizarUsuario(
  tx: Executor,
  u: UsuarioDaBase,
  d: Dados,
  ufs: ReadonlyMap<number, string>,
  lote: LoteImportacao,
): Promise<boolean> {
  const novos: Partial<Record<Alteravel, string | number>> = {};
  for (const k of ['nm_pessoa', 'ds_email', 'nr_telefone', 'nr_ramal'] as const) {
    const v = texto(d[k]);
    if (v !== null && v !== u[k]) novos[k] = v;
  }
  const unidade = d.cd_empresa;
  if (typeof unidade === 'number' && unidade !== u.cd_unid && ufs.has(unidade)) novos.cd_unid = unidade;
  const campos = Object.keys(novos) as Alteravel[];
  if (!campos.length) return false;
  const valor = <K extends Alteravel>(k: K) => (k in novos ? novos[k] : u[k]) as UsuarioDaBase[K];
  await tx.execute(sql`
    UPDATE usuario SET ds_email = ${valor('ds_email')}, nr_telefone = ${valor('nr_telefone')},
           nr_ramal = ${valor('nr_ramal')}, cd_unid = ${valor('cd_unid')},
           cd_uf_unid = ${novos.cd_unid === undefined ? sql`cd_uf_unid` : (ufs.get(novos.cd_unid as number) as string)}
     WHERE user_sip = ${u.user_sip}`);
  if (novos.nm_pessoa !== undefined || novos.ds_email !== undefined)
    await alterarPessoaDeUsuario(tx, u.user_sip, {
      nome: valor('nm_pessoa'),
      email: valor('ds_email'),
      cdUsuario: lote.cdUsuario,
    });
  const antes = Object.fromEntries(campos.map((k) => [k, u[k]]));
  await auditar(tx, lote.cdUsuario, u.user_sip, 'alterar', antes, { ...novos, origem: origemDe(lote) });
  return true;
}
