import { instanteNegocio } from '@backoffice/domain/datas';
import {
  type DivulgacaoRedeSocialLinha,
  type DivulgaWeb,
  type DivulgaWebResposta,
  MENSAGENS_DIVULGACAO,
  SITUACOES_DIVULGACAO,
} from '@backoffice/domain/divulgacao';
import { hojeNegocio, type RespostaSalvar } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { sql } from 'drizzle-orm';
import { consultar, type Tx } from '../../../db/client';
import { iso, sn } from '../../../db/linha';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import {
  type ContextoEdicao,
  registrarHistoricoVaga,
  salvarCamposVaga,
  TIPO_HISTORICO_VAGA,
  travarVaga,
  travarVagasRequisicao,
} from '../alteracao.service';
import { enfileirarDivulgacao } from './divulgacao-fila.service';
import { CONDICAO_PUBLICADA } from './divulgacao-publica.service';

const M = MENSAGENS_VAGA_EDICAO;
const D = MENSAGENS_DIVULGACAO;

/** The São Paulo date of a stored timestamp. */
const dia = (v: unknown) => (v === null || v === undefined ? null : hojeNegocio(new Date(v as string)));

// Dates of the tab are days: they start at midnight in São Paulo (UTC-3, no daylight saving since 2019).
const inicioDoDia = (data: string) => instanteNegocio(data);

/** GET vaga/requisicao-vaga-liberada-internet/{nrVaga}: the Divulga Web data (spec 000 §3.4). */
export async function buscarDivulgaWeb(deps: AppDeps, nrVaga: number): Promise<DivulgaWebResposta> {
  const [v] = await consultar<Record<string, unknown>>(
    deps.db,
    sql`SELECT v.nr_requisicao, v.id_libera_internet, v.id_divulga_redes_sociais, v.id_local_trabalho,
               v.qt_candidatos_vaga_web, v.ds_observacao_internet, v.ds_requisitos_internet, v.ds_atividades_internet,
               v.ds_local_atuacao_internet, v.dt_libera_internet, v.dt_retira_internet, v.dt_email_divulgacao_internet,
               v.id_envia_email_alteracoes, v.cd_uf_atuacao, v.nm_cidade_atuacao, (${CONDICAO_PUBLICADA}) AS publicada
          FROM vaga v WHERE v.nr_vaga = ${nrVaga}`,
  );
  if (!v) throw notFound(M.conflito.vagaNaoEncontrada);
  return {
    NR_VAGA: nrVaga,
    NR_REQUISICAO: Number(v.nr_requisicao),
    ID_LIBERA_INTERNET: sn(v.id_libera_internet as string),
    ID_DIVULGA_REDES_SOCIAIS: sn(v.id_divulga_redes_sociais as string),
    ID_LOCAL_TRABALHO: v.id_local_trabalho === 'L' ? 'L' : 'C',
    QT_CANDIDATOS_VAGA_WEB: Number(v.qt_candidatos_vaga_web ?? 100),
    DS_OBSERVACAO_INTERNET: (v.ds_observacao_internet as string | null) ?? null,
    DS_REQUISITOS_INTERNET: (v.ds_requisitos_internet as string | null) ?? null,
    DS_ATIVIDADES_INTERNET: (v.ds_atividades_internet as string | null) ?? null,
    DS_LOCAL_ATUACAO_INTERNET: (v.ds_local_atuacao_internet as string | null) ?? null,
    DT_LIBERA_INTERNET: dia(v.dt_libera_internet),
    DT_RETIRA_INTERNET: dia(v.dt_retira_internet),
    DT_EMAIL_DIVULGACAO_INTERNET: dia(v.dt_email_divulgacao_internet),
    ID_ENVIA_EMAIL_ALTERACOES: sn(v.id_envia_email_alteracoes as string),
    CD_UF_ATUACAO: (v.cd_uf_atuacao as string | null) ?? null,
    NM_CIDADE_ATUACAO: (v.nm_cidade_atuacao as string | null) ?? null,
    ID_PUBLICADA_WEB: v.publicada === true || v.publicada === 't' ? 'S' : 'N',
  };
}

async function conferirLocalAtuacao(tx: Tx, uf: string, cidade: string): Promise<string> {
  const [e] = await consultar<{ cd_uf: string }>(
    tx,
    sql`SELECT cd_uf FROM ${tabelasCatalogo.estado('e')} WHERE cd_uf = ${uf}`,
  );
  if (!e) throw badRequest(D.estadoInvalido);
  const [c] = await consultar<{ nm_cidade: string }>(
    tx,
    sql`SELECT nm_cidade FROM ${tabelasCatalogo.cidade('c')} WHERE cd_uf = ${uf} AND f_unaccent(lower(nm_cidade)) = f_unaccent(lower(${cidade})) LIMIT 1`,
  );
  if (!c) throw badRequest(D.cidadeInvalida);
  return c.nm_cidade;
}

/**
 * POST vaga/divulga-vaga-web. Released: every field of §3.4 (the release date defaults to the one
 * stored, else now). Not released: only the flags go off, the texts stay for a later release.
 * replica_descricao S copies description, requirements and activities to the requisition's other
 * vacancies.
 */
export function salvarDivulgaWeb(ctx: ContextoEdicao, body: DivulgaWeb): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    const nota = {
      usuario: ctx.usuario,
      titulo: 'Divulga Web',
      tipo: TIPO_HISTORICO_VAGA.divulgaWeb,
      sucesso: M.sucesso.divulgaWeb,
    };
    if (body.id_libera_internet === 'N') {
      return salvarCamposVaga(tx, v, { id_libera_internet: 'N', id_divulga_redes_sociais: 'N' }, nota);
    }
    const cidade =
      body.id_local_trabalho === 'L' && body.cd_uf_atuacao && body.nm_cidade_atuacao
        ? await conferirLocalAtuacao(tx, body.cd_uf_atuacao, body.nm_cidade_atuacao)
        : null;
    const textos = {
      ds_observacao_internet: body.ds_observacao_internet,
      ds_requisitos_internet: body.ds_requisitos_internet,
      ds_atividades_internet: body.ds_atividades_internet,
    };
    const r = await salvarCamposVaga(
      tx,
      v,
      {
        id_libera_internet: 'S',
        id_divulga_redes_sociais: body.id_divulga_redes_sociais,
        id_local_trabalho: body.id_local_trabalho,
        qt_candidatos_vaga_web: body.qt_candidatos_vaga_web,
        ...textos,
        ds_local_atuacao_internet: body.ds_local_atuacao_internet,
        dt_libera_internet: body.dt_libera_internet
          ? inicioDoDia(body.dt_libera_internet)
          : (v.dt_libera_internet ?? new Date()),
        dt_retira_internet: body.dt_retira_internet ? inicioDoDia(body.dt_retira_internet) : null,
        dt_email_divulgacao_internet: body.dt_email_divulgacao_internet
          ? inicioDoDia(body.dt_email_divulgacao_internet)
          : null,
        id_envia_email_alteracoes: body.envia_email_alteracoes,
        cd_uf_atuacao: body.cd_uf_atuacao,
        nm_cidade_atuacao: cidade,
      },
      nota,
    );
    if (body.replica_descricao !== 'S') return r;
    const irmas = (await travarVagasRequisicao(tx, v.nr_requisicao)).filter((x) => x.nr_vaga !== v.nr_vaga);
    let replicadas = 0;
    for (const x of irmas) {
      const rx = await salvarCamposVaga(tx, x, textos, {
        ...nota,
        titulo: `Divulga Web (replicado da vaga ${v.nr_vaga})`,
      });
      if (rx.status === 1) replicadas += 1;
    }
    return r.status === 1 || replicadas ? { status: 1, message: M.sucesso.divulgaWeb } : r;
  });
}

interface LinhaIntegracao {
  cd_integracao: number;
  nm_integracao: string;
  ds_logo: string;
  id_prazo_24h: string;
  id_divulgado: string | null;
  id_situacao: 'F' | 'P' | 'E' | null;
  dt_divulgacao: Date | string | null;
  ds_erro: string | null;
}

/** GET vaga/divulgacoes-redes-sociais/{nrRequisicao}: one card per active integration. */
export async function listarDivulgacoes(
  deps: AppDeps,
  nrRequisicao: number,
  adaptadorLocal: boolean,
): Promise<DivulgacaoRedeSocialLinha[]> {
  const [req] = await consultar<{ n: number }>(
    deps.db,
    sql`SELECT nr_requisicao AS n FROM requisicao WHERE nr_requisicao = ${nrRequisicao}`,
  );
  if (!req) throw notFound(M.conflito.requisicaoNaoEncontrada);
  const linhas = await consultar<LinhaIntegracao>(
    deps.db,
    sql`SELECT i.cd_integracao, i.nm_integracao, i.ds_logo, i.id_prazo_24h, d.id_divulgado, d.id_situacao,
               d.dt_divulgacao, d.ds_erro
          FROM integracao_divulgacao i
          LEFT JOIN requisicao_divulgacao d ON d.cd_integracao = i.cd_integracao AND d.nr_requisicao = ${nrRequisicao}
         WHERE i.id_ativo = 'S'
         ORDER BY i.nr_ordem, i.cd_integracao`,
  );
  return linhas.map((l) => {
    const divulgado = sn(l.id_divulgado);
    const situacao = divulgado === 'S' ? l.id_situacao : null;
    return {
      CD_INTEGRACAO: Number(l.cd_integracao),
      NM_INTEGRACAO: l.nm_integracao,
      DS_LOGO: l.ds_logo,
      DIVULGADO: divulgado,
      DATA_DIVULGACAO: divulgado === 'S' ? iso(l.dt_divulgacao) : null,
      ID_PRAZO_24H: sn(l.id_prazo_24h),
      ID_SITUACAO_DIVULGACAO: situacao,
      DS_AVISO: l.id_prazo_24h === 'S' && situacao === SITUACOES_DIVULGACAO.FILA ? D.efetivacao24h : null,
      DS_ERRO: situacao === SITUACOES_DIVULGACAO.ERRO ? l.ds_erro : null,
      ID_ADAPTADOR_LOCAL: adaptadorLocal ? 'S' : 'N',
    };
  });
}

async function integracaoAtiva(tx: Tx, cd: number): Promise<string> {
  const [i] = await consultar<{ nm: string }>(
    tx,
    sql`SELECT nm_integracao AS nm FROM integracao_divulgacao WHERE cd_integracao = ${cd} AND id_ativo = 'S'`,
  );
  if (!i) throw notFound(D.integracaoNaoEncontrada);
  return i.nm;
}

/**
 * POST vaga/{nrVaga}/divulgar-requisicao-redes-sociais/{nrRequisicao}: queues the publication on one
 * integration (N → S); the worker hands it to the job-board adapter, which marks it published with
 * its date. Refused while web publishing is off.
 */
export async function divulgarRedeSocial(
  ctx: ContextoEdicao,
  nrVaga: number,
  nrRequisicao: number,
  cdIntegracao: number,
): Promise<RespostaSalvar> {
  const boss = await ctx.deps.jobs.boss();
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, nrVaga);
    if (v.nr_requisicao !== nrRequisicao) throw badRequest(D.vagaDeOutraRequisicao);
    await travarVagasRequisicao(tx, nrRequisicao);
    if (v.id_libera_internet !== 'S') throw conflict(D.internetDesabilitada);
    const nome = await integracaoAtiva(tx, cdIntegracao);
    const [atual] = await consultar<{ id_divulgado: string }>(
      tx,
      sql`SELECT id_divulgado FROM requisicao_divulgacao
           WHERE nr_requisicao = ${nrRequisicao} AND cd_integracao = ${cdIntegracao} FOR UPDATE`,
    );
    if (atual?.id_divulgado === 'S') throw conflict(D.jaDivulgada);
    await tx.execute(sql`
      INSERT INTO requisicao_divulgacao AS d
             (nr_requisicao, cd_integracao, nr_vaga, id_divulgado, id_situacao, dt_solicitacao, cd_usuario, alterado_em)
      VALUES (${nrRequisicao}, ${cdIntegracao}, ${nrVaga}, 'S', 'F', now(), ${ctx.usuario.cd_sip}, now())
      ON CONFLICT (nr_requisicao, cd_integracao) DO UPDATE
         SET nr_vaga = excluded.nr_vaga, id_divulgado = 'S', id_situacao = 'F', dt_solicitacao = now(),
             dt_divulgacao = NULL, dt_remocao = NULL, ds_id_externo = NULL, ds_erro = NULL,
             cd_usuario = excluded.cd_usuario, alterado_em = now()`);
    await enfileirarDivulgacao(boss, tx, {
      nr_requisicao: nrRequisicao,
      cd_integracao: cdIntegracao,
      nr_vaga: nrVaga,
      id_acao: 'P',
    });
    await registrarHistoricoVaga(
      tx,
      nrVaga,
      ctx.usuario,
      TIPO_HISTORICO_VAGA.redesSociais,
      `Divulgação solicitada em ${nome}`,
    );
    return { status: 1, message: M.sucesso.divulgar };
  });
}

/**
 * POST vaga/remover-divulgacao-rede-social/{nrRequisicao}: S → N at once; a publication still in the
 * queue is cancelled, one already effective gets a removal queued for the job board.
 */
export async function removerRedeSocial(
  ctx: ContextoEdicao,
  nrRequisicao: number,
  body: { cd_integracao: number; nr_vaga?: number | null },
): Promise<RespostaSalvar> {
  const boss = await ctx.deps.jobs.boss();
  return ctx.deps.db.transaction(async (tx) => {
    const vagas = await travarVagasRequisicao(tx, nrRequisicao);
    if (body.nr_vaga != null && !vagas.some((v) => v.nr_vaga === body.nr_vaga))
      throw badRequest(D.vagaDeOutraRequisicao);
    const nome = await integracaoAtiva(tx, body.cd_integracao);
    const [atual] = await consultar<{
      id_divulgado: string;
      id_situacao: string | null;
      ds_id_externo: string | null;
      nr_vaga: number | null;
    }>(
      tx,
      sql`SELECT id_divulgado, id_situacao, ds_id_externo, nr_vaga FROM requisicao_divulgacao
           WHERE nr_requisicao = ${nrRequisicao} AND cd_integracao = ${body.cd_integracao} FOR UPDATE`,
    );
    if (atual?.id_divulgado !== 'S') throw conflict(D.naoDivulgada);
    await tx.execute(sql`
      UPDATE fila_divulgacao SET dt_concluido = now(), id_resultado = 'C'
       WHERE nr_requisicao = ${nrRequisicao} AND cd_integracao = ${body.cd_integracao}
         AND id_acao = 'P' AND dt_concluido IS NULL`);
    if (atual.id_situacao === SITUACOES_DIVULGACAO.PUBLICADA && atual.ds_id_externo) {
      await enfileirarDivulgacao(boss, tx, {
        nr_requisicao: nrRequisicao,
        cd_integracao: body.cd_integracao,
        nr_vaga: atual.nr_vaga === null ? null : Number(atual.nr_vaga),
        id_acao: 'R',
        ds_payload: { id_externo: atual.ds_id_externo },
      });
    }
    await tx.execute(sql`
      UPDATE requisicao_divulgacao
         SET id_divulgado = 'N', id_situacao = NULL, dt_divulgacao = NULL, dt_remocao = now(), ds_id_externo = NULL,
             ds_erro = NULL, cd_usuario = ${ctx.usuario.cd_sip}, alterado_em = now()
       WHERE nr_requisicao = ${nrRequisicao} AND cd_integracao = ${body.cd_integracao}`);
    const nrVaga = body.nr_vaga ?? (atual.nr_vaga === null ? vagas[0].nr_vaga : Number(atual.nr_vaga));
    await registrarHistoricoVaga(
      tx,
      nrVaga,
      ctx.usuario,
      TIPO_HISTORICO_VAGA.redesSociais,
      `Divulgação removida de ${nome}`,
    );
    return { status: 1, message: M.sucesso.removerDivulgacao };
  });
}
