import {
  type cancelamentoRequisicaoBody,
  type EdicaoRequisicao,
  faturamentoPadrao,
  MENSAGENS_ABERTURA as M,
  type RequisicaoSalvaResposta,
  recrutamentoDoSetor,
  SITUACOES_CANCELADAS_COM_REQUISICAO,
  SITUACOES_EDITAVEIS_REQUISICAO,
} from '@backoffice/domain/abertura-requisicao';
import { dataNegocio } from '@backoffice/domain/datas';
import { EVENTO_VAGA } from '@backoffice/domain/vaga-edicao';
import { SITUACAO_VAGA } from '@backoffice/domain/vaga-situacao';
import { avaliarMudancaSituacao, vagaExpirada } from '@backoffice/domain/vaga-situacao-regras';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { consultar, type Tx } from '../../../db/client';
import { requisicao, vaga } from '../../../db/schema/index';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import {
  type ContextoEdicao,
  salvarCamposVaga,
  type VagaAlteracao,
  type VagaRegistro,
} from '../alteracao.service';
import {
  avisar,
  clienteAtivo,
  colunasDaLinha,
  colunasDoCabecalho,
  conferirReferencias,
  conferirTipoContratacao,
  criarVagasDasLinhas,
  gravarBeneficios,
  TIPO_HISTORICO_REQUISICAO,
  type VagaCriada,
} from './abertura.service';

interface RequisicaoTravada {
  nr_requisicao: number;
  cd_pessoa_cliente: number;
  cd_empresa: number;
  cd_empresa_cliente: number | null;
  id_situacao: string;
}

/** Locks the requisition and its vacancies (404 unknown, 409 cancelled). */
async function travarRequisicao(
  tx: Tx,
  nr: number,
): Promise<{ req: RequisicaoTravada; vagas: VagaRegistro[] }> {
  const [req] = await consultar<RequisicaoTravada>(
    tx,
    sql`SELECT nr_requisicao, cd_pessoa_cliente, cd_empresa, cd_empresa_cliente, id_situacao
          FROM requisicao WHERE nr_requisicao = ${nr} FOR UPDATE`,
  );
  if (!req) throw notFound(M.requisicaoNaoEncontrada);
  if (req.id_situacao === 'C') throw conflict(M.requisicaoCancelada);
  const vagas = await tx
    .select()
    .from(vaga)
    .where(eq(vaga.nr_requisicao, nr))
    .orderBy(vaga.nr_vaga)
    .for('update');
  return {
    req: {
      ...req,
      nr_requisicao: Number(req.nr_requisicao),
      cd_pessoa_cliente: Number(req.cd_pessoa_cliente),
      cd_empresa: Number(req.cd_empresa),
      cd_empresa_cliente: req.cd_empresa_cliente === null ? null : Number(req.cd_empresa_cliente),
    },
    vagas,
  };
}

/** Candidates related to the requisition's vacancies plus its web applicants. */
export async function candidatosDaRequisicao(tx: Tx, nr: number): Promise<number> {
  const [r] = await consultar<{ n: number }>(
    tx,
    sql`SELECT (SELECT count(*) FROM vaga_candidato vc JOIN vaga v ON v.nr_vaga = vc.nr_vaga WHERE v.nr_requisicao = ${nr})
             + (SELECT count(*) FROM candidato_web cw WHERE cw.nr_requisicao = ${nr}) AS n`,
  );
  return Number(r?.n ?? 0);
}

/**
 * PUT /api/requisicoes/{nr}: while no candidate is related (409 otherwise), the header applies to
 * every open vacancy, a line naming a vacancy replaces its data, a new line creates its vacancies.
 * Vacancies the edit does not name keep theirs. Each vacancy that changes gets a note of what did.
 */
export function alterarRequisicao(
  ctx: ContextoEdicao,
  nr: number,
  b: EdicaoRequisicao,
): Promise<RequisicaoSalvaResposta> {
  return ctx.deps.db.transaction(async (tx) => {
    const { req, vagas } = await travarRequisicao(tx, nr);
    const candidatos = await candidatosDaRequisicao(tx, nr);
    if (candidatos > 0) throw conflict(M.comCandidatos(candidatos));
    const porNumero = new Map(vagas.map((v) => [v.nr_vaga, v]));
    const erros: string[] = [];
    b.linhas.forEach((l, i) => {
      if (l.nr_vaga == null) return;
      const v = porNumero.get(l.nr_vaga);
      if (!v) erros.push(`linhas.${i}.nr_vaga: ${M.vagaDeOutraRequisicao}`);
    });
    if (erros.length) throw badRequest(erros);
    for (const l of b.linhas) {
      const v = l.nr_vaga == null ? undefined : porNumero.get(l.nr_vaga);
      if (v && !SITUACOES_EDITAVEIS_REQUISICAO.includes(v.cd_situacao_vaga))
        throw conflict(M.vagaNaoEditavel(v.nr_vaga));
    }
    const cliente = await clienteAtivo(tx, req.cd_pessoa_cliente);
    if (!cliente) throw conflict(M.clienteInexistente);
    const cdEmpresaCliente = req.cd_empresa_cliente ?? cliente.cd_empresa;
    await conferirTipoContratacao(tx, b.cd_tipo_contratacao, erros);
    const ref = await conferirReferencias(tx, {
      cdCliente: req.cd_pessoa_cliente,
      cdEmpresaCliente,
      cdEmpresa: req.cd_empresa,
      cdTipoContratacao: b.cd_tipo_contratacao,
      linhas: b.linhas,
      cargosAtuais: b.linhas.map((l) =>
        l.nr_vaga == null ? null : (porNumero.get(l.nr_vaga)?.cd_cargo_cliente ?? null),
      ),
      erros,
    });
    if (erros.length) throw badRequest(erros);

    const novas = b.linhas.filter((l) => l.nr_vaga == null);
    const existentes = b.linhas.filter((l) => l.nr_vaga != null);
    await tx
      .update(requisicao)
      .set({
        nm_requisitante: b.nm_requisitante,
        ds_area: b.ds_area ?? null,
        nr_pedido_cliente: b.nr_pedido_cliente ?? null,
        ds_observacoes: b.ds_observacoes ?? null,
        cd_tipo_contratacao: b.cd_tipo_contratacao,
        id_recrutamento: recrutamentoDoSetor(b.id_setor),
        id_tipo_vaga: b.id_tipo_vaga,
        qt_vagas: vagas.length + novas.reduce((s, l) => s + l.qt_vagas, 0),
        alterado_em: new Date(),
        alterado_por: ctx.usuario.cd_sip,
      })
      .where(eq(requisicao.nr_requisicao, nr));
    await gravarBeneficios(tx, nr, b.beneficios, ctx.usuario.cd_sip);

    // the header on every open vacancy; each named line on its vacancy
    const cabecalho = colunasDoCabecalho(b);
    const linhaDe = new Map(existentes.map((l) => [l.nr_vaga as number, l]));
    const alteradas: number[] = [];
    const analistasNovos: VagaCriada[] = [];
    const paraRecrutamento: number[] = [];
    const recrutamento = recrutamentoDoSetor(b.id_setor);
    for (const v of vagas) {
      if (!SITUACOES_EDITAVEIS_REQUISICAO.includes(v.cd_situacao_vaga)) continue;
      const l = linhaDe.get(v.nr_vaga);
      const novos: VagaAlteracao = { ...cabecalho };
      if (v.cd_tipo_contratacao !== b.cd_tipo_contratacao && v.pc_total_faturado === 0)
        Object.assign(novos, faturamentoPadrao(b.cd_tipo_contratacao));
      if (l) {
        Object.assign(novos, colunasDaLinha(l, ref, v.id_vaga_confidencial === 'S' ? 'S' : 'N'));
      } else if (v.cd_tipo_contratacao !== b.cd_tipo_contratacao && v.cd_turno !== null) {
        // a shift of the old hiring type does not fit the new one
        novos.cd_turno = null;
      }
      const r = await salvarCamposVaga(tx, v, novos, {
        usuario: ctx.usuario,
        titulo: `Requisição ${nr} alterada`,
        tipo: TIPO_HISTORICO_REQUISICAO.edicao,
        sucesso: M.alterada(nr),
      });
      if (r.status === 1) alteradas.push(v.nr_vaga);
      if (recrutamento === 'S' && v.id_recrutamento !== 'S') paraRecrutamento.push(v.nr_vaga);
      const analista = novos.cd_usuario_analista;
      if (analista != null && analista !== v.cd_usuario_analista)
        analistasNovos.push({
          nr_vaga: v.nr_vaga,
          cd_sip: analista,
          cd_pessoa_analista: novos.cd_pessoa_analista ?? null,
        });
    }
    const [primeira] = vagas;
    const criadas = await criarVagasDasLinhas(tx, ctx, {
      nrRequisicao: nr,
      cdEmpresa: req.cd_empresa,
      cdCliente: req.cd_pessoa_cliente,
      cliente: { ...cliente, cd_empresa: cdEmpresaCliente },
      cabecalho: b,
      situacao: b.cd_situacao_vaga,
      divulgacao: primeira
        ? {
            id_libera_internet: primeira.id_libera_internet === 'S' ? 'S' : 'N',
            qt_candidatos_vaga_web: primeira.qt_candidatos_vaga_web ?? b.divulgacao.qt_candidatos_vaga_web,
            ds_observacao_internet: primeira.ds_observacao_internet,
          }
        : b.divulgacao,
      linhas: novas,
      ref,
    });
    const nrsCriadas = criadas.map((v) => v.nr_vaga);
    await avisar(tx, ctx, {
      nrRequisicao: nr,
      cdEmpresa: req.cd_empresa,
      atribuidas: [...analistasNovos, ...criadas],
      alteradas: [...alteradas, ...nrsCriadas],
      recrutamento: recrutamento === 'S' ? [...paraRecrutamento, ...nrsCriadas] : [],
    });
    return {
      NR_REQUISICAO: nr,
      NR_VAGA: nrsCriadas,
      message: M.alterada(nr),
    };
  });
}

/**
 * POST /api/requisicoes/{nr}/cancelamento: the requisition cancelled with its reason, and its open
 * vacancies (1, 7, 11, 12, 13) cancelled (5) with it by the situation tab's rules: a vacancy the
 * rules keep (approved candidate, advance billed) refuses the whole cancellation (409, nothing written).
 */
export function cancelarRequisicao(
  ctx: ContextoEdicao,
  nr: number,
  b: z.output<typeof cancelamentoRequisicaoBody>,
): Promise<RequisicaoSalvaResposta> {
  return ctx.deps.db.transaction(async (tx) => {
    const { req, vagas } = await travarRequisicao(tx, nr);
    const [motivo] = await consultar<{ cd: number }>(
      tx,
      sql`SELECT m.cd_motivo_cancelamento AS cd FROM ${tabelasCatalogo.motivo_cancelamento('m')}
           WHERE m.cd_motivo_cancelamento = ${b.cd_motivo_cancelamento} AND m.id_ativo = 'S'`,
    );
    if (!motivo) throw badRequest(`cd_motivo_cancelamento: ${M.motivoInexistente}`);
    const abertas = vagas.filter((v) => SITUACOES_CANCELADAS_COM_REQUISICAO.includes(v.cd_situacao_vaga));
    const hoje = dataNegocio();
    if (abertas.length) {
      const catalogo = await consultar<{ cd: number }>(
        tx,
        sql`SELECT s.cd_situacao_vaga AS cd FROM ${tabelasCatalogo.situacao_vaga('s')}`,
      );
      const [prazo] = await consultar<{ dias: number }>(
        tx,
        sql`SELECT e.nr_dias_prazo_vaga AS dias FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = ${req.cd_empresa}`,
      );
      const aprovadas = new Set(
        (
          await consultar<{ nr: number }>(
            tx,
            sql`SELECT DISTINCT vc.nr_vaga AS nr FROM vaga_candidato vc
                 WHERE vc.nr_vaga = ANY(${sql.param(abertas.map((v) => v.nr_vaga))}::bigint[])
                   AND vc.id_situacao = 'A'`,
          )
        ).map((x) => Number(x.nr)),
      );
      for (const v of abertas) {
        const recusa = avaliarMudancaSituacao({
          atual: v.cd_situacao_vaga,
          nova: SITUACAO_VAGA.CANCELADA,
          expirada: vagaExpirada({ ...v, nr_dias_prazo_vaga: Number(prazo?.dias ?? 90) }, hoje),
          catalogo: catalogo.map((c) => Number(c.cd)),
          cdTipoContratacao: v.cd_tipo_contratacao,
          temCandidatoAprovado: aprovadas.has(v.nr_vaga),
          adiantamentoFaturado: v.id_adiantamento_faturado === 'S',
          cdMotivo: b.cd_motivo_cancelamento,
          dtFaturamento: null,
          hoje,
        });
        if (recusa) throw conflict(M.vagaNaoCancelavel(v.nr_vaga, recusa.mensagem));
      }
    }
    const agora = new Date();
    await tx
      .update(requisicao)
      .set({
        id_situacao: 'C',
        cd_motivo_cancelamento: b.cd_motivo_cancelamento,
        ds_motivo_cancelamento: b.ds_motivo_cancelamento,
        dt_cancelamento: agora,
        cd_usuario_cancelamento: ctx.usuario.cd_sip,
        alterado_em: agora,
        alterado_por: ctx.usuario.cd_sip,
      })
      .where(eq(requisicao.nr_requisicao, nr));
    for (const v of abertas) {
      await salvarCamposVaga(
        tx,
        v,
        {
          cd_situacao_vaga: SITUACAO_VAGA.CANCELADA,
          ds_situacao_vaga: b.ds_motivo_cancelamento,
          cd_motivo_cancelamento: b.cd_motivo_cancelamento,
          dt_situacao: agora,
          dt_cancelamento: agora,
        },
        {
          usuario: ctx.usuario,
          titulo: `Requisição ${nr} cancelada`,
          tipo: TIPO_HISTORICO_REQUISICAO.cancelamento,
          sucesso: M.cancelada(nr, abertas.length),
        },
      );
    }
    const nrs = abertas.map((v) => v.nr_vaga);
    if (nrs.length)
      await ctx.deps.realtime.publish(tx, {
        tipo: EVENTO_VAGA,
        dados: { NR_VAGA: nrs[0], NR_REQUISICAO: nr, NR_VAGAS: nrs },
      });
    return { NR_REQUISICAO: nr, NR_VAGA: nrs, message: M.cancelada(nr, nrs.length) };
  });
}
