import {
  type BuscaCandidatoLinha,
  type FiltrosBuscaCandidatos,
  LIMITES_BUSCA_CANDIDATOS as L,
  MENSAGENS_BUSCA_CANDIDATOS as M,
  padraoNomeBusca,
} from '@backoffice/domain/candidato-busca';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type Executor, linhas } from '../../../db/client';
import { HttpError } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';

/**
 * Candidate search by name, CPF or code (spec 001 §2.14). The search runs on candidato_busca, one
 * narrow row per candidate kept by triggers, with the name as searched (f_unaccent(lower(nm_pessoa))),
 * the place, the blocked flag and the columns the list shows; both calls stop at 200 matches, so a
 * search costs about the same whatever the number of candidates:
 * - a name fragment, alone or within a city, is one scan of candidato_busca_nome_idx, where the
 *   city's key and the fragment's trigrams meet, case and accents ignored;
 * - a CPF is found in pessoa_cpf_idx, a code by the key;
 * - state and city alone in candidato_busca_local_idx, blocked candidates in a partial index of
 *   their own; the city is compared as the catalogue writes it, whatever the case and accents typed.
 * The 200 answered are the first 200 matches the database reaches (not the 'best' 200: the spec
 * asks the user to narrow the filters when the cap is reached), shown in name order.
 */

/** PostgreSQL's code for a statement cancelled by statement_timeout. */
const CANCELADA_POR_TEMPO = '57014';

function canceladaPorTempo(e: unknown): boolean {
  for (let x: unknown = e; x; x = (x as { cause?: unknown }).cause) {
    if ((x as { code?: string }).code === CANCELADA_POR_TEMPO) return true;
    if (/statement timeout/i.test(String((x as { message?: string }).message ?? ''))) return true;
  }
  return false;
}

/**
 * Settings of a search's transaction: its time limit; no JIT and no parallel workers (starting them
 * costs more than reading 200 rows, and concurrent searches already use every core).
 */
export async function configurarTransacaoBusca(tx: Executor): Promise<void> {
  await tx.execute(sql`
    SELECT set_config('statement_timeout', ${String(L.tempoMaximoMs)}, true),
           set_config('jit', 'off', true),
           set_config('max_parallel_workers_per_gather', '0', true)`);
}

/** One short transaction; a search cut by the time limit answers the spec's 'too many results' text. */
async function naTransacao<T>(db: Db, fn: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await configurarTransacaoBusca(tx);
      return fn(tx);
    });
  } catch (e) {
    if (!(e instanceof HttpError) && canceladaPorTempo(e)) throw new HttpError(503, M.muitosResultados);
    throw e;
  }
}

/**
 * The candidate's city as stored: the catalogue's spelling of the name typed (case and accents
 * aside) in the state, when given, plus the text as typed (a place outside the catalogue).
 */
async function nomesDaCidade(tx: Executor, cidade: string, uf: string | undefined): Promise<string[]> {
  const [r] = linhas<{ nomes: string[] | null }>(
    await tx.execute(sql`
      SELECT array_agg(DISTINCT nm_cidade) AS nomes FROM ${tabelasCatalogo.cidade('cidade')}
       WHERE f_unaccent(lower(nm_cidade)) = f_unaccent(lower(${cidade}))
         ${uf ? sql`AND cd_uf = ${uf}` : sql``}`),
  );
  return [...new Set([cidade, ...(r?.nomes ?? [])])];
}

/** The conditions of the filters on candidato_busca b (and pessoa p for the CPF). */
async function condicoes(tx: Executor, f: FiltrosBuscaCandidatos): Promise<{ onde: SQL; pessoa: boolean }> {
  const w: SQL[] = [];
  if (f.cd_pessoa !== undefined) w.push(sql`b.cd_pessoa = ${f.cd_pessoa}`);
  if (f.nr_documento_cpf !== undefined) w.push(sql`p.nr_documento_cpf = ${f.nr_documento_cpf}`);
  // normalized here and by the same function the column holds (it is folded into the pattern the
  // index reads before the plan is made)
  if (f.nm_pessoa !== undefined)
    w.push(sql`b.nm_busca LIKE f_unaccent(lower(${padraoNomeBusca(f.nm_pessoa)}))`);
  if (f.id_bloqueado !== undefined) w.push(sql`b.id_bloqueado = ${f.id_bloqueado}`);
  if (f.cd_uf !== undefined) w.push(sql`b.cd_uf = ${f.cd_uf}`);
  if (f.nm_cidade !== undefined) {
    const nomes = await nomesDaCidade(tx, f.nm_cidade, f.cd_uf);
    w.push(sql`b.nm_cidade = ANY(${sql.param(nomes)}::text[])`);
  }
  return { onde: sql.join(w, sql` AND `), pessoa: f.nr_documento_cpf !== undefined };
}

interface LinhaBusca {
  cd_pessoa: number | string;
  nm_pessoa: string;
  nr_documento_cpf: string | null;
  cd_uf: string | null;
  nm_cidade: string | null;
  criado_em: Date | string;
  alterado_em: Date | string;
  alterado_por: string | null;
  id_destaque: string;
  id_bloqueado: string;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function paraLinha(l: LinhaBusca): BuscaCandidatoLinha {
  return {
    CODIGO_PESSOA: Number(l.cd_pessoa),
    NOME_PESSOA: l.nm_pessoa,
    CPF: l.nr_documento_cpf,
    UF: l.cd_uf,
    CIDADE: l.nm_cidade,
    DATA_CRIACAO: iso(l.criado_em),
    ALTERADO_EM: iso(l.alterado_em),
    ALTERADO_POR: l.alterado_por,
    ID_DESTAQUE: l.id_destaque === 'S' ? 'S' : 'N',
    ID_BLOQUEADO: l.id_bloqueado === 'S' ? 'S' : 'N',
  };
}

/**
 * The two statements of a search: the rows (the first 200 matches, read from candidato_busca alone
 * but the name of who changed each, in name order) and the count up to 200. The person's row is
 * joined only to find a CPF.
 */
export async function consultasBusca(
  tx: Executor,
  f: FiltrosBuscaCandidatos,
): Promise<{ linhas: SQL; contagem: SQL }> {
  const { onde, pessoa } = await condicoes(tx, f);
  const origem = sql`candidato_busca b ${pessoa ? sql`JOIN pessoa p ON p.cd_pessoa = b.cd_pessoa` : sql``}`;
  return {
    linhas: sql`
      SELECT s.cd_pessoa, s.nm_pessoa, s.nr_documento_cpf, s.cd_uf, s.nm_cidade, s.criado_em, s.alterado_em,
             coalesce(pu.nm_pessoa, u.apelido) AS alterado_por, s.id_destaque, s.id_bloqueado
        FROM (SELECT b.cd_pessoa, b.nm_pessoa, b.nr_documento_cpf, b.cd_uf, b.nm_cidade, b.criado_em,
                     b.alterado_em, b.alterado_por, b.id_destaque, b.id_bloqueado
                FROM ${origem}
               WHERE ${onde}
               LIMIT ${L.maxResultados}) s
        LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = s.alterado_por
        LEFT JOIN pessoa pu ON pu.cd_pessoa = u.user_sip
       ORDER BY s.nm_pessoa, s.cd_pessoa`,
    contagem: sql`
      SELECT count(*) AS total FROM (SELECT 1 FROM ${origem} WHERE ${onde} LIMIT ${L.maxResultados}) s`,
  };
}

/** GET candidato/pesquisa/{...}: at most 200 candidates matching every filter, in name order. */
export async function buscarCandidatos(db: Db, f: FiltrosBuscaCandidatos): Promise<BuscaCandidatoLinha[]> {
  return naTransacao(db, async (tx) => {
    const { linhas: consulta } = await consultasBusca(tx, f);
    return linhas<LinhaBusca>(await tx.execute(consulta)).map(paraLinha);
  });
}

/** GET candidato/count/pesquisa/{...}: the matches counted up to 200 (200 means 200 or more). */
export async function contarCandidatos(db: Db, f: FiltrosBuscaCandidatos): Promise<{ TOTAL: number }> {
  return naTransacao(db, async (tx) => {
    const { contagem } = await consultasBusca(tx, f);
    const [r] = linhas<{ total: number | string }>(await tx.execute(contagem));
    return { TOTAL: Number(r?.total ?? 0) };
  });
}
