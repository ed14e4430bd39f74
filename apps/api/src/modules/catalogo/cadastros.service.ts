import {
  type CadastroLinha,
  chaveNomeCadastro,
  MENSAGENS_CADASTROS as M,
  type MotivoCancelamentoCadastroBody,
  type TurnoCadastroBody,
  type TurnoCadastroLinha,
} from '@backoffice/domain/cadastros';
import { sql } from 'drizzle-orm';
import { consultar, type Executor, type Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { tabelasVaga } from '../vaga/vaga.tabelas';

type Deps = Pick<AppDeps, 'handle'>;

/** Changes of one register one at a time: the name check and the next code hold. */
function emSerie<T>(deps: Deps, registro: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.handle.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cadastro:${registro}`}))`);
    return fn(tx);
  });
}

// Shifts per hiring type (turno; code 302)

const usoTurno = sql`(SELECT count(*)::int FROM ${tabelasVaga.vaga('v')} WHERE v.cd_turno = t.cd_turno)`;

/** Every shift, active or not, with its hiring type and the vacancies that name it. */
export function listarTurnosCadastro(deps: Deps): Promise<TurnoCadastroLinha[]> {
  return consultar<TurnoCadastroLinha>(
    deps.handle.db,
    sql`SELECT t.cd_turno AS cd, t.nm_turno AS nome, t.id_ativo, ${usoTurno} AS nr_em_uso,
               t.cd_tipo_contratacao, tc.nm_tipo_contratacao
          FROM turno t JOIN tipo_contratacao tc ON tc.cd_tipo_contratacao = t.cd_tipo_contratacao
         ORDER BY tc.nm_tipo_contratacao, f_unaccent(lower(t.nm_turno)), t.cd_turno`,
  );
}

async function turnoAtual(tx: Executor, cd: number) {
  const [t] = await consultar<{ cd_tipo_contratacao: number; nr_em_uso: number }>(
    tx,
    sql`SELECT t.cd_tipo_contratacao, ${usoTurno} AS nr_em_uso FROM turno t WHERE t.cd_turno = ${cd} FOR UPDATE`,
  );
  if (!t) throw notFound(M.naoEncontrado);
  return t;
}

/** Refuses an unknown hiring type and a name another shift of the same type has. */
async function conferirTurno(tx: Executor, b: TurnoCadastroBody, cd?: number): Promise<void> {
  const [tipo] = await consultar<{ cd: number }>(
    tx,
    sql`SELECT cd_tipo_contratacao AS cd FROM tipo_contratacao WHERE cd_tipo_contratacao = ${b.cd_tipo_contratacao}`,
  );
  if (!tipo) throw badRequest([`cd_tipo_contratacao: ${M.tipoContratacaoInexistente}`]);
  const outros = await consultar<{ cd: number; nome: string }>(
    tx,
    sql`SELECT cd_turno AS cd, nm_turno AS nome FROM turno WHERE cd_tipo_contratacao = ${b.cd_tipo_contratacao}`,
  );
  const chave = chaveNomeCadastro(b.nome);
  if (outros.some((o) => o.cd !== cd && chaveNomeCadastro(o.nome) === chave))
    throw conflict([`nome: ${M.nomeTurnoExiste}`]);
}

export async function criarTurno(deps: Deps, b: TurnoCadastroBody) {
  const cd = await emSerie(deps, 'turnos', async (tx) => {
    await conferirTurno(tx, b);
    const [r] = await consultar<{ cd: number }>(
      tx,
      sql`INSERT INTO turno (cd_turno, nm_turno, cd_tipo_contratacao, id_ativo)
          SELECT coalesce(max(cd_turno), 0) + 1, ${b.nome}, ${b.cd_tipo_contratacao}, ${b.id_ativo} FROM turno
          RETURNING cd_turno AS cd`,
    );
    return r!.cd;
  });
  return { cd, message: M.criado };
}

/** Renames, (de)activates or moves a shift; its hiring type stays while vacancies name it. */
export async function alterarTurno(deps: Deps, cd: number, b: TurnoCadastroBody) {
  await emSerie(deps, 'turnos', async (tx) => {
    const atual = await turnoAtual(tx, cd);
    if (atual.cd_tipo_contratacao !== b.cd_tipo_contratacao && atual.nr_em_uso > 0)
      throw conflict([`cd_tipo_contratacao: ${M.tipoContratacaoEmUso(atual.nr_em_uso)}`]);
    await conferirTurno(tx, b, cd);
    await tx.execute(sql`
      UPDATE turno SET nm_turno = ${b.nome}, cd_tipo_contratacao = ${b.cd_tipo_contratacao}, id_ativo = ${b.id_ativo}
       WHERE cd_turno = ${cd}`);
  });
  return { cd, message: M.alterado };
}

/** Deletes a shift no vacancy names (otherwise 409: deactivate it instead). */
export async function excluirTurno(deps: Deps, cd: number) {
  await emSerie(deps, 'turnos', async (tx) => {
    const atual = await turnoAtual(tx, cd);
    if (atual.nr_em_uso > 0) throw conflict(M.emUso(atual.nr_em_uso));
    await tx.execute(sql`DELETE FROM turno WHERE cd_turno = ${cd}`);
  });
  return { cd, message: M.excluido };
}

// Vacancy cancellation reasons (motivo_cancelamento; code 59)

const usoMotivo = sql`(SELECT count(*)::int FROM ${tabelasVaga.vaga('v')}
                        WHERE v.cd_motivo_cancelamento = m.cd_motivo_cancelamento)`;

/** Every cancellation reason, active or not, with the vacancies cancelled with it. */
export function listarMotivosCancelamentoCadastro(deps: Deps): Promise<CadastroLinha[]> {
  return consultar<CadastroLinha>(
    deps.handle.db,
    sql`SELECT m.cd_motivo_cancelamento AS cd, m.ds_motivo_cancelamento AS nome, m.id_ativo, ${usoMotivo} AS nr_em_uso
          FROM motivo_cancelamento m
         ORDER BY f_unaccent(lower(m.ds_motivo_cancelamento)), m.cd_motivo_cancelamento`,
  );
}

async function motivoAtual(tx: Executor, cd: number) {
  const [m] = await consultar<{ nr_em_uso: number }>(
    tx,
    sql`SELECT ${usoMotivo} AS nr_em_uso FROM motivo_cancelamento m WHERE m.cd_motivo_cancelamento = ${cd} FOR UPDATE`,
  );
  if (!m) throw notFound(M.naoEncontrado);
  return m;
}

async function conferirMotivo(tx: Executor, b: MotivoCancelamentoCadastroBody, cd?: number): Promise<void> {
  const outros = await consultar<{ cd: number; nome: string }>(
    tx,
    sql`SELECT cd_motivo_cancelamento AS cd, ds_motivo_cancelamento AS nome FROM motivo_cancelamento`,
  );
  const chave = chaveNomeCadastro(b.nome);
  if (outros.some((o) => o.cd !== cd && chaveNomeCadastro(o.nome) === chave))
    throw conflict([`nome: ${M.nomeExiste}`]);
}

export async function criarMotivoCancelamento(deps: Deps, b: MotivoCancelamentoCadastroBody) {
  const cd = await emSerie(deps, 'motivos-cancelamento', async (tx) => {
    await conferirMotivo(tx, b);
    // the code is a smallint without a sequence (the reference data numbers them)
    const [r] = await consultar<{ cd: number }>(
      tx,
      sql`INSERT INTO motivo_cancelamento (cd_motivo_cancelamento, ds_motivo_cancelamento, id_ativo)
          SELECT coalesce(max(cd_motivo_cancelamento), 0) + 1, ${b.nome}, ${b.id_ativo} FROM motivo_cancelamento
          RETURNING cd_motivo_cancelamento AS cd`,
    );
    return r!.cd;
  });
  return { cd, message: M.criado };
}

export async function alterarMotivoCancelamento(deps: Deps, cd: number, b: MotivoCancelamentoCadastroBody) {
  await emSerie(deps, 'motivos-cancelamento', async (tx) => {
    await motivoAtual(tx, cd);
    await conferirMotivo(tx, b, cd);
    await tx.execute(sql`
      UPDATE motivo_cancelamento SET ds_motivo_cancelamento = ${b.nome}, id_ativo = ${b.id_ativo}
       WHERE cd_motivo_cancelamento = ${cd}`);
  });
  return { cd, message: M.alterado };
}

export async function excluirMotivoCancelamento(deps: Deps, cd: number) {
  await emSerie(deps, 'motivos-cancelamento', async (tx) => {
    const atual = await motivoAtual(tx, cd);
    if (atual.nr_em_uso > 0) throw conflict(M.emUso(atual.nr_em_uso));
    await tx.execute(sql`DELETE FROM motivo_cancelamento WHERE cd_motivo_cancelamento = ${cd}`);
  });
  return { cd, message: M.excluido };
}
