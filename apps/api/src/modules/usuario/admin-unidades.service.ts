import {
  MENSAGENS_ADMIN_UNIDADES as M,
  type UnidadeAdminBody,
  type UnidadeAdminDetalhe,
  type UnidadeAdminLinha,
  type UnidadeAdminNovaBody,
  type unidadesAdminQuery,
} from '@backoffice/domain/administracao-unidades';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { consultar, type Executor, type Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  type GravacaoUnidade,
  alterarUnidade as gravarAlteracao,
  inserirUnidade,
  tabelasCatalogo,
} from '../catalogo/catalogo.tabelas';
import { registrarAuditoria, trilhaDe } from './auditoria';

type Deps = Pick<AppDeps, 'handle'>;

interface LinhaUnidade {
  cd_unidade: number;
  nm_unidade: string;
  cd_uf: string;
  nm_cidade: string;
  cd_agrupadora: number;
  nm_agrupadora: string | null;
  id_ativo: string;
  id_callcenter: string;
  id_prazo_vaga: string;
  nr_dias_prazo_vaga: number;
  id_layout_curriculo_2: string;
  id_chatbot: string;
  qt_usuarios_ativos: number;
}

const SELECT_UNIDADE = sql`
  SELECT e.cd_empresa AS cd_unidade, e.nm_empresa AS nm_unidade, e.cd_uf, e.nm_cidade,
         e.cd_empresa_agrupadora AS cd_agrupadora,
         (SELECT a.nm_empresa FROM ${tabelasCatalogo.empresa('a')} WHERE a.cd_empresa = e.cd_empresa_agrupadora)
           AS nm_agrupadora,
         e.id_ativo, e.id_callcenter, e.id_prazo_vaga, e.nr_dias_prazo_vaga::int AS nr_dias_prazo_vaga,
         e.id_layout_curriculo_2, e.id_chatbot,
         (SELECT count(*)::int FROM usuario u WHERE u.cd_unid = e.cd_empresa AND u.id_ativo = 'S')
           AS qt_usuarios_ativos
    FROM ${tabelasCatalogo.empresa('e')}`;

const sn = (v: string): 'S' | 'N' => (v === 'S' ? 'S' : 'N');

function linha(l: LinhaUnidade): UnidadeAdminLinha {
  return {
    cd_unidade: Number(l.cd_unidade),
    nm_unidade: l.nm_unidade,
    cd_uf: l.cd_uf.trim(),
    nm_cidade: l.nm_cidade,
    cd_agrupadora: Number(l.cd_agrupadora),
    id_ativo: l.id_ativo === 'N' ? 'N' : 'S',
    id_callcenter: sn(l.id_callcenter),
    id_prazo_vaga: sn(l.id_prazo_vaga),
    nr_dias_prazo_vaga: Number(l.nr_dias_prazo_vaga),
    id_layout_curriculo_2: sn(l.id_layout_curriculo_2),
    id_chatbot: sn(l.id_chatbot),
    qt_usuarios_ativos: Number(l.qt_usuarios_ativos),
  };
}

/**
 * The units, active first, by code; filtered by text (code, name or city, without case and accents),
 * UF and activity. Also the unit picker of the users form (no filter).
 */
export async function listarUnidades(
  deps: Deps,
  q: z.infer<typeof unidadesAdminQuery> = {},
): Promise<UnidadeAdminLinha[]> {
  const linhas = await consultar<LinhaUnidade>(
    deps.handle.db,
    sql`${SELECT_UNIDADE}
         WHERE (${q.texto ?? null}::text IS NULL
                OR f_unaccent(lower(e.cd_empresa::text || ' ' || e.nm_empresa || ' ' || e.nm_cidade))
                   LIKE '%' || f_unaccent(lower(${q.texto ?? ''})) || '%')
           AND (${q.cd_uf ?? null}::text IS NULL OR e.cd_uf = ${q.cd_uf ?? null})
           AND (${q.ativo ?? null}::text IS NULL OR e.id_ativo = ${q.ativo ?? null})
         ORDER BY e.id_ativo DESC, e.cd_empresa`,
  );
  return linhas.map(linha);
}

async function lerUnidade(ex: Executor, cd: number, bloquear = false): Promise<LinhaUnidade | undefined> {
  const [l] = await consultar<LinhaUnidade>(
    ex,
    sql`${SELECT_UNIDADE} WHERE e.cd_empresa = ${cd} ${bloquear ? sql`FOR UPDATE OF e` : sql``}`,
  );
  return l;
}

/** One unit, its flags and the trail of administrative changes. */
export async function detalheUnidade(deps: Deps, cd: number): Promise<UnidadeAdminDetalhe> {
  const l = await lerUnidade(deps.handle.db, cd);
  if (!l) throw notFound(M.unidadeNaoEncontrada);
  const auditoria = await trilhaDe(deps.handle.db, 'unidade', cd);
  return {
    ...linha(l),
    nm_agrupadora: l.nm_agrupadora,
    auditoria,
  };
}

/** What the trail keeps of a unit. */
function retrato(u: GravacaoUnidade) {
  return {
    nm_unidade: u.nome,
    cd_uf: u.uf,
    nm_cidade: u.cidade,
    cd_agrupadora: u.agrupadora,
    id_ativo: u.ativo,
    id_callcenter: u.id_callcenter,
    id_prazo_vaga: u.id_prazo_vaga,
    nr_dias_prazo_vaga: u.nr_dias_prazo_vaga,
    id_layout_curriculo_2: u.id_layout_curriculo_2,
    id_chatbot: u.id_chatbot,
  };
}

function gravacao(cd: number, b: UnidadeAdminBody): GravacaoUnidade {
  return {
    cd,
    nome: b.nm_unidade,
    uf: b.cd_uf,
    cidade: b.nm_cidade,
    agrupadora: b.cd_agrupadora ?? cd,
    ativo: b.id_ativo,
    id_callcenter: b.id_callcenter,
    id_prazo_vaga: b.id_prazo_vaga,
    nr_dias_prazo_vaga: b.nr_dias_prazo_vaga,
    id_layout_curriculo_2: b.id_layout_curriculo_2,
    id_chatbot: b.id_chatbot,
  };
}

function gravacaoDaLinha(l: LinhaUnidade): GravacaoUnidade {
  const u = linha(l);
  return {
    cd: u.cd_unidade,
    nome: u.nm_unidade,
    uf: u.cd_uf,
    cidade: u.nm_cidade,
    agrupadora: u.cd_agrupadora,
    ativo: u.id_ativo,
    id_callcenter: u.id_callcenter,
    id_prazo_vaga: u.id_prazo_vaga,
    nr_dias_prazo_vaga: u.nr_dias_prazo_vaga,
    id_layout_curriculo_2: u.id_layout_curriculo_2,
    id_chatbot: u.id_chatbot,
  };
}

function auditar(tx: Executor, autor: number, cd: number, acao: string, antes: unknown, depois: unknown) {
  return registrarAuditoria(tx, { autor, entidade: 'unidade', chave: cd, acao, antes, depois });
}

/**
 * Administrative changes one at a time, in series with the users' (the same lock): a unit is not
 * turned off while a user is being placed in it.
 */
async function emSerie<T>(deps: Deps, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.handle.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('usuario:login'))`);
    return fn(tx);
  });
}

/** The grouping unit exists (a unit may group itself). */
async function conferirAgrupadora(tx: Executor, cd: number, b: UnidadeAdminBody): Promise<void> {
  if (b.cd_agrupadora === null || b.cd_agrupadora === cd) return;
  const [a] = await consultar<{ cd: number }>(
    tx,
    sql`SELECT e.cd_empresa AS cd FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = ${b.cd_agrupadora}`,
  );
  if (!a) throw badRequest([`cd_agrupadora: ${M.agrupadoraInexistente}`]);
}

/** Creates a unit with its flags (the form pre-fills the spec's defaults for the code). */
export async function criarUnidade(deps: Deps, autor: number, b: UnidadeAdminNovaBody) {
  await emSerie(deps, async (tx) => {
    const [existe] = await consultar<{ cd: number }>(
      tx,
      sql`SELECT e.cd_empresa AS cd FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = ${b.cd_unidade}`,
    );
    if (existe) throw conflict([`cd_unidade: ${M.codigoExiste}`]);
    await conferirAgrupadora(tx, b.cd_unidade, b);
    const u = gravacao(b.cd_unidade, b);
    // a concurrent creation of the same code loses here
    if (!(await inserirUnidade(tx, u))) throw conflict([`cd_unidade: ${M.codigoExiste}`]);
    await auditar(tx, autor, b.cd_unidade, 'criar', null, retrato(u));
  });
  return { cd_unidade: b.cd_unidade, message: M.criada };
}

/**
 * Edits a unit's data and flags. Turning it off is refused while active users are placed in it or
 * active units are grouped under it (409 with the count). A new UF follows to its users' records.
 */
export async function alterarUnidade(deps: Deps, autor: number, cd: number, b: UnidadeAdminBody) {
  await emSerie(deps, async (tx) => {
    const atual = await lerUnidade(tx, cd, true);
    if (!atual) throw notFound(M.unidadeNaoEncontrada);
    await conferirAgrupadora(tx, cd, b);
    if (atual.id_ativo === 'S' && b.id_ativo === 'N') {
      const usuarios = Number(atual.qt_usuarios_ativos);
      if (usuarios > 0) throw conflict([`id_ativo: ${M.usuariosAtivos(usuarios)}`]);
      const [{ n }] = await consultar<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM ${tabelasCatalogo.empresa('e')}
             WHERE e.cd_empresa_agrupadora = ${cd} AND e.cd_empresa <> ${cd} AND e.id_ativo = 'S'`,
      );
      if (Number(n) > 0) throw conflict([`id_ativo: ${M.agrupaUnidadesAtivas(Number(n))}`]);
    }
    const antes = gravacaoDaLinha(atual);
    const depois = gravacao(cd, b);
    await gravarAlteracao(tx, depois);
    if (antes.uf !== depois.uf)
      await tx.execute(sql`UPDATE usuario SET cd_uf_unid = ${depois.uf} WHERE cd_unid = ${cd}`);
    await auditar(tx, autor, cd, 'alterar', retrato(antes), retrato(depois));
  });
  return { message: M.alterada };
}
