import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  type HistoricoVagaEncaminhadoLinha,
  type HistoricoVagaWebLinha,
  MENSAGENS_HISTORICO_CANDIDATO,
  type TimelineLinha,
  type timelineBody,
} from '@backoffice/domain/candidato-historico';
import type { RespostaSalvar } from '@backoffice/domain/vaga-edicao';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { consultar } from '../../../db/client';
import { iso } from '../../../db/linha';
import { candidato_historico } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/deps';
import { notFound } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import { tabelasVaga, vagaComo } from '../../vaga/vaga.tabelas';

const M = MENSAGENS_HISTORICO_CANDIDATO;
// Shown instead of the client when a vacancy is secret (spec 001 §4).
const SIGILOSA = 'Informação Sigilosa';
const LIMITE_LINHAS = 500;

async function exigirCandidato(ex: Executor, cdPessoa: number): Promise<void> {
  const [c] = await consultar<{ cd: number }>(
    ex,
    sql`SELECT cd_pessoa AS cd FROM candidato WHERE cd_pessoa = ${cdPessoa}`,
  );
  if (!c) throw notFound(M.candidatoNaoEncontrado);
}

/** GET candidato/historico_vaga_web/{cd}: requisitions the candidate applied to online, newest first. */
export async function listarHistoricoWeb(deps: AppDeps, cdPessoa: number): Promise<HistoricoVagaWebLinha[]> {
  await exigirCandidato(deps.db, cdPessoa);
  const linhas = await consultar<Omit<HistoricoVagaWebLinha, 'CRIADO_EM'> & { CRIADO_EM: Date | string }>(
    deps.db,
    sql`SELECT cw.nr_requisicao AS "NR_REQUISICAO",
               (SELECT count(*) FROM ${vagaComo('v')} WHERE v.nr_requisicao = cw.nr_requisicao)::int AS "QTD_VAGAS",
               coalesce(e.nm_empresa_menu, e.nm_empresa) AS "DS_CIDADE_SERVICO",
               CASE WHEN cw.id_desvincular_web = 'S' THEN ${M.statusDescartado}
                    ELSE coalesce((SELECT CASE vc.id_situacao WHEN 'A' THEN 'Aprovado' WHEN 'R' THEN 'Reprovado'
                                                ELSE ev.nm_estagio_vaga END
                                     FROM ${tabelasVaga.vaga_candidato('vc')}
                                     JOIN ${vagaComo('v2')} ON v2.nr_vaga = vc.nr_vaga
                                     JOIN ${tabelasCatalogo.estagio_vaga('ev')} ON ev.cd_estagio_vaga = vc.cd_estagio_vaga
                                    WHERE v2.nr_requisicao = cw.nr_requisicao
                                      AND vc.cd_pessoa_candidato = cw.cd_pessoa_candidato
                                    ORDER BY vc.cd_estagio_vaga DESC LIMIT 1), ${M.statusInscrito})
               END AS "STATUS_CANDIDATO",
               CASE WHEN EXISTS (SELECT 1 FROM ${vagaComo('v3')} WHERE v3.nr_requisicao = cw.nr_requisicao AND v3.id_vaga_sigilosa = 'S')
                    THEN ${SIGILOSA} ELSE cli.nm_pessoa END AS "NM_EMPRESA",
               cw.criado_em AS "CRIADO_EM"
          FROM ${tabelasVaga.candidato_web('cw')}
          JOIN ${tabelasVaga.requisicao('r')} ON r.nr_requisicao = cw.nr_requisicao
          JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = r.cd_empresa
          JOIN pessoa cli ON cli.cd_pessoa = r.cd_pessoa_cliente
         WHERE cw.cd_pessoa_candidato = ${cdPessoa}
         ORDER BY cw.criado_em DESC, cw.nr_requisicao DESC
         LIMIT ${LIMITE_LINHAS}`,
  );
  return linhas.map((l) => ({
    ...l,
    NR_REQUISICAO: Number(l.NR_REQUISICAO),
    QTD_VAGAS: Number(l.QTD_VAGAS),
    CRIADO_EM: iso(l.CRIADO_EM) ?? '',
  }));
}

/** GET candidato/historico_vaga_encaminhado/{cd}: vacancies the candidate reached stage 5 or later on. */
export async function listarHistoricoEncaminhado(
  deps: AppDeps,
  cdPessoa: number,
): Promise<HistoricoVagaEncaminhadoLinha[]> {
  await exigirCandidato(deps.db, cdPessoa);
  const linhas = await consultar<
    Omit<HistoricoVagaEncaminhadoLinha, 'DT_ENCAMINHAMENTO'> & { DT_ENCAMINHAMENTO: Date | null }
  >(
    deps.db,
    sql`SELECT vc.nr_vaga AS "NR_VAGA", vc.dt_encaminhamento AS "DT_ENCAMINHAMENTO", vc.cd_estagio_vaga AS "CD_ESTAGIO_VAGA",
               coalesce(cc.nm_cargo_cliente, cg.nm_cargo, '') AS "NM_CARGO",
               CASE WHEN v.id_vaga_sigilosa = 'S' THEN ${SIGILOSA} ELSE cli.nm_pessoa END AS "NM_EMPRESA",
               coalesce(s.nm_situacao_vaga, v.cd_situacao_vaga::text) AS "NM_SITUACAO_VAGA"
          FROM ${tabelasVaga.vaga_candidato('vc')}
          JOIN ${vagaComo('v')} ON v.nr_vaga = vc.nr_vaga
          JOIN pessoa cli ON cli.cd_pessoa = v.cd_pessoa_cliente
          LEFT JOIN ${tabelasCatalogo.situacao_vaga('s')} ON s.cd_situacao_vaga = v.cd_situacao_vaga
          LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
          LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
         WHERE vc.cd_pessoa_candidato = ${cdPessoa} AND vc.cd_estagio_vaga >= 5
         ORDER BY vc.dt_encaminhamento DESC NULLS LAST, vc.nr_vaga DESC
         LIMIT ${LIMITE_LINHAS}`,
  );
  return linhas.map((l) => ({
    ...l,
    NR_VAGA: Number(l.NR_VAGA),
    CD_ESTAGIO_VAGA: Number(l.CD_ESTAGIO_VAGA),
    DT_ENCAMINHAMENTO: iso(l.DT_ENCAMINHAMENTO),
  }));
}

/** GET candidato/timeline/{cd}: the candidate's notes, newest first. */
export async function listarTimeline(deps: AppDeps, cdPessoa: number): Promise<TimelineLinha[]> {
  await exigirCandidato(deps.db, cdPessoa);
  const linhas = await consultar<{
    NM_USUARIO: string | null;
    DT_HISTORICO: Date | string;
    DS_OBSERVACOES: string;
  }>(
    deps.db,
    sql`SELECT p.nm_pessoa AS "NM_USUARIO", h.dt_historico AS "DT_HISTORICO", h.ds_historico AS "DS_OBSERVACOES"
          FROM candidato_historico h
          LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = h.cd_usuario
          LEFT JOIN pessoa p ON p.cd_pessoa = u.user_sip
         WHERE h.cd_pessoa_candidato = ${cdPessoa}
         ORDER BY h.dt_historico DESC, h.id_historico DESC
         LIMIT ${LIMITE_LINHAS}`,
  );
  return linhas.map((l) => ({ ...l, DT_HISTORICO: iso(l.DT_HISTORICO) ?? '' }));
}

/** POST candidato/timeline: a note in the logged user's name. */
export async function inserirTimeline(
  deps: AppDeps,
  usuario: UsuarioSessao,
  body: z.output<typeof timelineBody>,
): Promise<RespostaSalvar> {
  return deps.db.transaction(async (tx) => {
    await exigirCandidato(tx, body.cd_pessoa_candidato);
    await tx.insert(candidato_historico).values({
      cd_pessoa_candidato: body.cd_pessoa_candidato,
      ds_historico: body.ds_historico,
      cd_usuario: usuario.cd_sip,
    });
    return { status: 1, message: M.inserido };
  });
}
