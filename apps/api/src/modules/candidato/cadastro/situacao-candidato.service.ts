import type { UsuarioSessao } from '@backoffice/domain/auth';
import { MENSAGENS_CADASTRO as M, situacaoEsocial } from '@backoffice/domain/candidato-cadastro';
import type { ParecerLinha } from '@backoffice/domain/curriculo-cadastro';
import { escaparHtml } from '@backoffice/domain/texto-html';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, linhas, type Tx } from '../../../db/client';
import { iso } from '../../../db/linha';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';

/**
 * The candidate's status actions of the editor (spec 002 §4): block/release, inactivate/activate,
 * e-Social status, score, image-use consent and opinions. Each is one transaction with the history
 * note and the who-changed-what row it generates.
 */

export interface CtxSituacao {
  deps: AppDeps;
  usuario: UsuarioSessao;
}
type Resposta = { status: 1 | 2; message: string };

async function consulta(ex: Executor, q: SQL): Promise<Record<string, unknown>[]> {
  return linhas<Record<string, unknown>>(await ex.execute(q));
}

/** Locks the candidate's row; 404 when unknown. */
async function travar(tx: Tx, cd: number): Promise<Record<string, unknown>> {
  const [c] = await consulta(
    tx,
    sql`SELECT id_bloqueado, to_char(dt_inativo, 'YYYY-MM-DD') AS dt_inativo, id_situacao_esocial
          FROM candidato WHERE cd_pessoa = ${cd} FOR UPDATE`,
  );
  if (!c) throw notFound(M.candidatoNaoEncontrado);
  return c;
}

async function registrar(tx: Tx, cd: number, usuario: UsuarioSessao, nota: string, tipo: string | null) {
  await tx.execute(
    sql`INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, cd_usuario, id_tipo)
        VALUES (${cd}, ${escaparHtml(nota)}, ${usuario.cd_sip}, ${tipo})`,
  );
  // the change is recorded by the trigger on candidato (candidato_operacao)
  await tx.execute(
    sql`UPDATE candidato SET alterado_em = now(), alterado_por = ${usuario.cd_sip} WHERE cd_pessoa = ${cd}`,
  );
}

/** POST candidato/bloquear-candidato | desbloquear-candidato. */
export function bloquear(ctx: CtxSituacao, cd: number, bloqueia: boolean, motivo: string): Promise<Resposta> {
  return ctx.deps.db.transaction(async (tx) => {
    const c = await travar(tx, cd);
    if ((c.id_bloqueado === 'S') === bloqueia) throw conflict(bloqueia ? M.jaBloqueado : M.jaLiberado);
    await tx.execute(
      sql`UPDATE candidato SET id_bloqueado = ${bloqueia ? 'S' : 'N'}, alterado_em = now(),
                 alterado_por = ${ctx.usuario.cd_sip}
           WHERE cd_pessoa = ${cd}`,
    );
    await registrar(
      tx,
      cd,
      ctx.usuario,
      `${bloqueia ? 'Candidato bloqueado' : 'Candidato liberado'}: ${motivo}`,
      bloqueia ? 'B' : 'L',
    );
    return { status: 1 as const, message: bloqueia ? M.bloqueado : M.liberado };
  });
}

/** POST candidato/inativar-candidato (until a date after today) | ativar-candidato. */
export function inativar(
  ctx: CtxSituacao,
  cd: number,
  inativa: boolean,
  dtInativo: string | null | undefined,
  motivo: string,
): Promise<Resposta> {
  if (inativa && !dtInativo) throw badRequest(M.dataInativacao);
  if (inativa && (dtInativo as string) <= dataNegocio()) throw badRequest(M.dataInativacaoPassada);
  return ctx.deps.db.transaction(async (tx) => {
    await travar(tx, cd);
    await tx.execute(
      sql`UPDATE candidato SET dt_inativo = ${inativa ? dtInativo : null}::date, alterado_em = now(),
                 alterado_por = ${ctx.usuario.cd_sip}
           WHERE cd_pessoa = ${cd}`,
    );
    const nota = inativa
      ? `Candidato inativo até ${(dtInativo as string).split('-').reverse().join('/')}: ${motivo}`
      : `Candidato ativado: ${motivo}`;
    await registrar(tx, cd, ctx.usuario, nota, inativa ? 'I' : 'AT');
    return { status: 1 as const, message: inativa ? M.inativado : M.ativado };
  });
}

/** POST candidato/status-esocial: V writes the validation note (code V). */
export function statusEsocial(
  ctx: CtxSituacao,
  cd: number,
  status: string,
  descricao: string | null | undefined,
) {
  return ctx.deps.db.transaction(async (tx) => {
    await travar(tx, cd);
    await tx.execute(
      sql`UPDATE candidato SET id_situacao_esocial = ${status}, alterado_em = now(), alterado_por = ${ctx.usuario.cd_sip}
           WHERE cd_pessoa = ${cd}`,
    );
    const nome = situacaoEsocial(status).nome;
    await registrar(
      tx,
      cd,
      ctx.usuario,
      `e-Social: ${nome}${descricao ? ` — ${descricao}` : ''}`,
      status === 'V' ? 'V' : 'ES',
    );
    return { status: 1 as const, message: M.esocialAtualizado };
  });
}

/** GET candidato/atualiza-nota/{id}/{nota}: stored doubled (0..10). */
export function atualizarNota(ctx: CtxSituacao, cd: number, nota: number) {
  return ctx.deps.db.transaction(async (tx) => {
    await travar(tx, cd);
    await tx.execute(sql`UPDATE candidato SET nr_nota_candidato = ${nota} WHERE cd_pessoa = ${cd}`);
    // the change is recorded by the trigger on candidato (candidato_operacao)
    await tx.execute(
      sql`UPDATE candidato SET alterado_em = now(), alterado_por = ${ctx.usuario.cd_sip} WHERE cd_pessoa = ${cd}`,
    );
    return { status: 1 as const, message: M.notaAtualizada };
  });
}

/** GET candidato/autoriza-uso-imagem/{id}/{user}: the consent request goes again (back to pending, 0). */
export function reenviarUsoImagem(ctx: CtxSituacao, cd: number) {
  return ctx.deps.db.transaction(async (tx) => {
    await travar(tx, cd);
    await tx.execute(sql`UPDATE candidato SET id_uso_imagem = '0' WHERE cd_pessoa = ${cd}`);
    await registrar(
      tx,
      cd,
      ctx.usuario,
      'Solicitação de autorização de uso de imagem reenviada ao candidato.',
      'UI',
    );
    return { status: 1 as const, message: M.usoImagemReenviado };
  });
}

/** GET candidato/lista-parecer/{id}: newest first. */
export async function listarPareceres(deps: AppDeps, cd: number): Promise<ParecerLinha[]> {
  const [c] = await consulta(deps.db, sql`SELECT 1 FROM candidato WHERE cd_pessoa = ${cd}`);
  if (!c) throw notFound(M.candidatoNaoEncontrado);
  const r = await consulta(
    deps.db,
    sql`SELECT p.id_parecer, p.ds_observacoes, u.apelido, p.criado_em
          FROM candidato_parecer p LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = p.cd_usuario
         WHERE p.cd_pessoa_candidato = ${cd} ORDER BY p.criado_em DESC, p.id_parecer DESC LIMIT 500`,
  );
  return r.map((x) => ({
    ID: Number(x.id_parecer),
    DS_OBSERVACOES: String(x.ds_observacoes),
    NM_USUARIO: x.apelido === null ? null : String(x.apelido),
    CRIADO_EM: iso(x.criado_em as Date | string),
  }));
}

/** POST candidato/inserir-parecer. */
export function inserirParecer(ctx: CtxSituacao, cd: number, texto: string) {
  return ctx.deps.db.transaction(async (tx) => {
    await travar(tx, cd);
    await tx.execute(
      sql`INSERT INTO candidato_parecer (cd_pessoa_candidato, ds_observacoes, cd_usuario)
          VALUES (${cd}, ${texto}, ${ctx.usuario.cd_sip})`,
    );
    // the change is recorded by the trigger on candidato (candidato_operacao)
    await tx.execute(
      sql`UPDATE candidato SET alterado_em = now(), alterado_por = ${ctx.usuario.cd_sip} WHERE cd_pessoa = ${cd}`,
    );
    return { status: 1 as const, message: M.parecerInserido };
  });
}
