import type { UsuarioSessao } from '@backoffice/domain/auth';
import { isoParaBr } from '@backoffice/domain/controles';
import { dataUtc } from '@backoffice/domain/datas';
import { LIMITES_FATURAMENTO, MENSAGENS_FATURAMENTO } from '@backoffice/domain/faturamento';
import { podeAcessar } from '@backoffice/domain/permissions';
import { hojeNegocio, type RespostaSalvar } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { vagaAtrasada } from '@backoffice/domain/vaga-prazo';
import { SITUACAO_VAGA } from '@backoffice/domain/vaga-situacao';
import {
  avaliarMudancaSituacao,
  type CancelamentoPropostaResposta,
  dentroCancelamentoLivre,
  justificativaAposMudanca,
  type justificativaVagaBody,
  limiteCancelamentoLivre,
  MENSAGENS_SITUACAO,
  type MotivoCancelamentoLinha,
  SITUACOES_EXIGEM_MOTIVO,
  SITUACOES_JUSTIFICAVEIS,
  type situacaoVagaBody,
  vagaExpirada,
} from '@backoffice/domain/vaga-situacao-regras';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { consultar, type Executor } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { marcasDoUsuario } from '../../usuario/usuario.tabelas';
import { type ContextoEdicao, salvarCamposVaga, TIPO_HISTORICO_VAGA, travarVaga } from '../alteracao.service';
import { diasPrazoDaUnidade, prazoDaUnidade } from './vaga-prazo.service';

const M = MENSAGENS_VAGA_EDICAO;

/** True when the user may justify a cancellation (their flag, Administração › Usuários). */
export async function usuarioJustifica(deps: AppDeps, usuario: UsuarioSessao): Promise<boolean> {
  return (await marcasDoUsuario(deps.db, usuario.cd_sip)).justificaCancelamento;
}

/**
 * False when the user is a recruiter (no Selection code) and the vacancy is not one of their own
 * overdue vacancies: a recruiter reaches the situation tab only through Cancelar of the overdue flow
 * (spec 001 §2.13; docs/decisions/0012). A selector is never restricted here.
 */
export async function recrutadorPodeAlterarSituacao(
  exec: Executor,
  usuario: UsuarioSessao,
  v: {
    cd_situacao_vaga: number;
    dt_abertura: string | Date;
    dt_prorrogacao: string | Date | null;
    cd_pessoa_analista: number | string | null;
  },
  hoje: string,
): Promise<boolean> {
  if (podeAcessar(usuario.permissoes, 'selecao')) return true;
  const data = (d: string | Date | null) =>
    d === null ? null : typeof d === 'string' ? d.slice(0, 10) : dataUtc(d);
  return vagaAtrasada(
    {
      cd_situacao_vaga: Number(v.cd_situacao_vaga),
      dt_abertura: data(v.dt_abertura) ?? '',
      dt_prorrogacao: data(v.dt_prorrogacao),
      cd_pessoa_analista: v.cd_pessoa_analista === null ? null : Number(v.cd_pessoa_analista),
    },
    usuario,
    hoje,
    await prazoDaUnidade(exec, usuario.cd_unid),
  );
}

/** Codes of the situation catalogue, in order. */
export async function catalogoSituacoes(ex: Executor): Promise<{ cd: number; nome: string }[]> {
  const r = await consultar<{ cd: number; nome: string }>(
    ex,
    sql`SELECT cd_situacao_vaga AS cd, nm_situacao_vaga AS nome FROM ${tabelasCatalogo.situacao_vaga('s')} ORDER BY cd_situacao_vaga`,
  );
  return r.map((x) => ({ cd: Number(x.cd), nome: x.nome }));
}

/** True when a candidate of the vacancy was approved. */
export async function candidatoAprovado(ex: Executor, nrVaga: number): Promise<number | null> {
  const r = await consultar<{ cd: number }>(
    ex,
    sql`SELECT cd_pessoa_candidato AS cd FROM vaga_candidato
         WHERE nr_vaga = ${nrVaga} AND id_situacao = 'A'
         ORDER BY dt_aprovacao NULLS LAST, cd_pessoa_candidato LIMIT 1`,
  );
  return r.length ? Number(r[0].cd) : null;
}

/** GET vaga/motivos-cancelamento-vaga-list: the active reasons. */
export function listarMotivosCancelamento(deps: AppDeps): Promise<MotivoCancelamentoLinha[]> {
  return consultar<MotivoCancelamentoLinha>(
    deps.db,
    sql`SELECT cd_motivo_cancelamento AS "CD_MOTIVO_CANCELAMENTO", ds_motivo_cancelamento AS "DS_MOTIVO_CANCELAMENTO"
          FROM ${tabelasCatalogo.motivo_cancelamento('m')} WHERE id_ativo = 'S' ORDER BY cd_motivo_cancelamento`,
  );
}

/** GET vaga/cancelamento-vaga-proposta/{nrVaga}: whether the vacancy is still in its free-cancellation period. */
export async function buscarPropostaCancelamento(
  deps: AppDeps,
  nrVaga: number,
): Promise<CancelamentoPropostaResposta> {
  const [v] = await consultar<{ dt_abertura: string }>(
    deps.db,
    sql`SELECT dt_abertura FROM vaga WHERE nr_vaga = ${nrVaga}`,
  );
  if (!v) throw notFound(M.conflito.vagaNaoEncontrada);
  const dias = deps.config.CANCELAMENTO_LIVRE_DIAS;
  const limite = limiteCancelamentoLivre(v.dt_abertura, dias);
  const livre = dentroCancelamentoLivre(v.dt_abertura, dias, hojeNegocio());
  return {
    NR_VAGA: nrVaga,
    ID_AVISO_CANCELAMENTO: livre ? 'S' : 'N',
    QT_DIAS_CANCELAMENTO_LIVRE: dias,
    DT_LIMITE_CANCELAMENTO: limite,
    DS_AVISO: livre ? MENSAGENS_SITUACAO.avisoCancelamentoLivre(isoParaBr(limite)) : null,
  };
}

/**
 * PUT vaga/situacao-vaga: every §4.2 rule (avaliarMudancaSituacao) against the locked row; a frozen
 * vacancy may only be cancelled, and not at all once its advance was billed. The justification goes
 * back to N outside 5, 6 and 9.
 */
export function salvarSituacao(
  ctx: ContextoEdicao,
  body: z.output<typeof situacaoVagaBody>,
): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga, { permiteCongelada: true });
    if (!(await recrutadorPodeAlterarSituacao(tx, ctx.usuario, v, hojeNegocio())))
      throw forbidden(MENSAGENS_SITUACAO.somenteVagaAtrasadaPropria);
    const [catalogo, aprovado] = await Promise.all([catalogoSituacoes(tx), candidatoAprovado(tx, v.nr_vaga)]);
    const hj = hojeNegocio();
    const nova = body.cd_situacao_vaga;
    const recusa = avaliarMudancaSituacao({
      atual: v.cd_situacao_vaga,
      nova,
      expirada: vagaExpirada({ ...v, nr_dias_prazo_vaga: await diasPrazoDaUnidade(tx, v.cd_empresa) }, hj),
      catalogo: catalogo.map((c) => c.cd),
      cdTipoContratacao: v.cd_tipo_contratacao,
      temCandidatoAprovado: aprovado !== null,
      adiantamentoFaturado: v.id_adiantamento_faturado === 'S',
      cdMotivo: body.cd_motivo_cancelamento,
      dtFaturamento: body.dt_faturamento,
      hoje: hj,
    });
    if (recusa) throw new HttpError(recusa.status, recusa.mensagem);
    const muda = nova !== v.cd_situacao_vaga;
    const novos: Parameters<typeof salvarCamposVaga>[2] = {
      ds_situacao_vaga: body.ds_situacao_vaga ?? undefined,
    };
    if (muda) {
      novos.cd_situacao_vaga = nova;
      novos.dt_situacao = new Date();
      novos.id_cancelada_just = justificativaAposMudanca(nova, v.id_cancelada_just === 'S' ? 'S' : 'N');
      if (SITUACOES_EXIGEM_MOTIVO.includes(nova)) {
        const [motivo] = await consultar<{ cd: number }>(
          tx,
          sql`SELECT cd_motivo_cancelamento AS cd FROM ${tabelasCatalogo.motivo_cancelamento('m')}
               WHERE cd_motivo_cancelamento = ${body.cd_motivo_cancelamento ?? 0} AND id_ativo = 'S'`,
        );
        if (!motivo) throw badRequest(MENSAGENS_SITUACAO.motivoInvalido);
        novos.cd_motivo_cancelamento = body.cd_motivo_cancelamento;
        novos.dt_cancelamento = new Date();
      }
      if (nova === SITUACAO_VAGA.FECHADA) novos.dt_fechamento = new Date();
      if (nova === SITUACAO_VAGA.CANCELADA_COM_FATURAMENTO) {
        novos.dt_faturamento = body.dt_faturamento ?? undefined;
        if (body.pc_faturamento != null) {
          const total = body.pc_faturamento + (v.ad_pc_faturamento ?? 0) + (v.pc_fat_encaminhamento ?? 0);
          if (total > LIMITES_FATURAMENTO.totalMax) throw badRequest(MENSAGENS_FATURAMENTO.totalMaximo);
          if (total + 0.005 < v.pc_total_faturado)
            throw badRequest(MENSAGENS_FATURAMENTO.totalMinimo(v.pc_total_faturado));
          novos.pc_faturamento = body.pc_faturamento;
        }
      }
    }
    const r = await salvarCamposVaga(tx, v, novos, {
      usuario: ctx.usuario,
      titulo: 'Situação da vaga',
      tipo: TIPO_HISTORICO_VAGA.situacao,
      sucesso: M.sucesso.situacao,
    });
    return r;
  });
}

/** PUT vaga/justificativa-vaga: only the users with the flag, only in 5, 6 and 9. */
export async function salvarJustificativa(
  ctx: ContextoEdicao,
  body: z.output<typeof justificativaVagaBody>,
): Promise<RespostaSalvar> {
  if (!(await usuarioJustifica(ctx.deps, ctx.usuario)))
    throw forbidden(MENSAGENS_SITUACAO.justificativaSemPermissao);
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    if (!SITUACOES_JUSTIFICAVEIS.includes(v.cd_situacao_vaga))
      throw conflict(MENSAGENS_SITUACAO.justificativaSituacao);
    return salvarCamposVaga(
      tx,
      v,
      {
        id_cancelada_just: body.id_cancelada_just,
        ds_justificativa: body.id_cancelada_just === 'S' ? body.ds_justificativa : null,
      },
      {
        usuario: ctx.usuario,
        titulo: 'Justificativa da vaga',
        tipo: TIPO_HISTORICO_VAGA.justificativa,
        sucesso: M.sucesso.justificativa,
      },
    );
  });
}
