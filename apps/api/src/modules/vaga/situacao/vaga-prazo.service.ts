import {
  DIAS_PRAZO_VAGA,
  dataNegocio,
  diasEntre,
  limiteAberturaPrazo,
  type PrazoUnidade,
  type VagaAtrasadaLinha,
  vagaAtrasada,
} from '@backoffice/domain/vaga-prazo';
import { SITUACOES_ABERTAS_PRAZO } from '@backoffice/domain/vaga-situacao';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { num } from '../../../db/linha';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { flagsDaUnidade, tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';

/**
 * The overdue rule of a unit (Administração › Unidades): on when its id_prazo_vaga is 'S', with its
 * nr_dias_prazo_vaga. One lookup by the unit's key; off for a unit that does not exist.
 */
export async function prazoDaUnidade(exec: Executor, cdUnid: number): Promise<PrazoUnidade> {
  const f = await flagsDaUnidade(exec, cdUnid);
  return { ativo: f?.id_prazo_vaga === 'S', dias: f?.nr_dias_prazo_vaga ?? 0 };
}

/**
 * Days a vacancy of the unit may stay open before it expires (the unit's nr_dias_prazo_vaga); the
 * column's default when the unit is unknown.
 */
export async function diasPrazoDaUnidade(exec: Executor, cdEmpresa: number): Promise<number> {
  return (await flagsDaUnidade(exec, cdEmpresa))?.nr_dias_prazo_vaga ?? DIAS_PRAZO_VAGA.padrao;
}

interface LinhaPrazo {
  nr_vaga: number | string;
  cd_situacao_vaga: number;
  dt_abertura: string;
  dt_prorrogacao: string | null;
  cd_pessoa_analista: number | string | null;
}

/**
 * The user's overdue vacancies as the database narrows them (the user is the analyst, open
 * situation, opened before the unit's limit, no extension reaching today), each then confirmed by
 * the domain's rule. Nothing is read when the user's unit is not one of the rule's.
 */
async function atrasadas<T extends LinhaPrazo>(
  exec: Executor,
  usuario: { user_sip: number; cd_unid: number },
  hoje: string,
  colunas: SQL,
): Promise<T[]> {
  const prazo = await prazoDaUnidade(exec, usuario.cd_unid);
  if (!prazo.ativo) return [];
  const linhas = await consultar<T>(
    exec,
    sql`SELECT v.nr_vaga, v.cd_situacao_vaga::int AS cd_situacao_vaga,
               to_char(v.dt_abertura, 'YYYY-MM-DD') AS dt_abertura,
               to_char(v.dt_prorrogacao, 'YYYY-MM-DD') AS dt_prorrogacao, v.cd_pessoa_analista${colunas}
          FROM vaga v
         WHERE v.cd_pessoa_analista = ${usuario.user_sip}
           AND v.cd_situacao_vaga = ANY(${sql.param([...SITUACOES_ABERTAS_PRAZO])}::int[])
           AND v.dt_abertura < ${limiteAberturaPrazo(hoje, prazo.dias)}::date
           AND (v.dt_prorrogacao IS NULL OR v.dt_prorrogacao < ${hoje}::date)
         ORDER BY v.dt_abertura, v.nr_vaga`,
  );
  return linhas.filter((v) =>
    vagaAtrasada(
      {
        cd_situacao_vaga: Number(v.cd_situacao_vaga),
        dt_abertura: v.dt_abertura,
        dt_prorrogacao: v.dt_prorrogacao,
        cd_pessoa_analista: v.cd_pessoa_analista === null ? null : Number(v.cd_pessoa_analista),
      },
      usuario,
      hoje,
      prazo,
    ),
  );
}

/**
 * Numbers of the vacancies the user must cancel or extend (spec 001 §5), oldest first: the search
 * panel's block. The rule and its days are the user's unit's flags.
 */
export async function vagasAtrasadasDoUsuario(
  exec: Executor,
  usuario: { user_sip: number; cd_unid: number },
  hoje: string = dataNegocio(),
): Promise<number[]> {
  const r = await atrasadas<LinhaPrazo>(exec, usuario, hoje, sql``);
  return r.map((v) => Number(v.nr_vaga));
}

interface LinhaAtrasada extends LinhaPrazo {
  nr_requisicao: string | number;
  cd_empresa: number;
  nm_cargo: string | null;
  cd_pessoa_cliente: string | number;
  cd_empresa_cliente: number;
  nm_apelido_cliente: string | null;
  esconde: boolean;
  nm_situacao_vaga: string;
  vl_salario: string | number | null;
  cd_centro_custo: string | null;
  nm_centro_custo: string | null;
  nm_turno: string | null;
  relacionados: number;
  web: number;
  aprovados: number;
}

/**
 * The overdue list with what its rows show and expand (spec 001 §2.13): requisition, situation,
 * salary, cost centre, opening and extension dates, schedule and candidate counts. A secret or
 * confidential vacancy hides its client and cost centre.
 */
export async function listarVagasAtrasadas(
  exec: Executor,
  usuario: { user_sip: number; cd_unid: number },
  hoje: string,
): Promise<VagaAtrasadaLinha[]> {
  // each name read by its key for each row (subqueries): a join plan hashed whole tables for a few rows
  const r = await atrasadas<LinhaAtrasada>(
    exec,
    usuario,
    hoje,
    sql`, v.nr_requisicao, v.cd_empresa,
        coalesce((SELECT cc.nm_cargo_cliente FROM ${tabelasCliente.cargo_cliente('cc')} WHERE cc.cd_cargo_cliente = v.cd_cargo_cliente),
                 (SELECT cg.nm_cargo FROM ${tabelasCatalogo.cargo('cg')} WHERE cg.cd_cargo = v.cd_cargo)) AS nm_cargo,
        v.cd_pessoa_cliente, v.cd_empresa_cliente,
        (SELECT coalesce(pc.nm_apelido, pc.nm_pessoa) FROM ${tabelasCandidato.pessoa('pc')} WHERE pc.cd_pessoa = v.cd_pessoa_cliente)
          AS nm_apelido_cliente,
        (v.id_vaga_sigilosa = 'S' OR v.id_vaga_confidencial = 'S') AS esconde,
        (SELECT s.nm_situacao_vaga FROM ${tabelasCatalogo.situacao_vaga('s')} WHERE s.cd_situacao_vaga = v.cd_situacao_vaga) AS nm_situacao_vaga,
        v.vl_salario, v.cd_centro_custo,
        (SELECT ct.nm_centro_custo FROM ${tabelasCliente.centro_custo('ct')}
          WHERE ct.cd_pessoa_cliente = v.cd_pessoa_cliente AND ct.cd_empresa_cliente = v.cd_empresa_cliente
            AND ct.cd_centro_custo = v.cd_centro_custo) AS nm_centro_custo,
        (SELECT t.nm_turno FROM ${tabelasCatalogo.turno('t')} WHERE t.cd_turno = v.cd_turno) AS nm_turno,
        (SELECT count(*)::int FROM vaga_candidato vc WHERE vc.nr_vaga = v.nr_vaga) AS relacionados,
        (SELECT count(*)::int FROM candidato_web cw
          WHERE cw.nr_requisicao = v.nr_requisicao AND (cw.nr_vaga IS NULL OR cw.nr_vaga = v.nr_vaga)
            AND cw.id_desvincular_web = 'N') AS web,
        (SELECT count(*)::int FROM vaga_candidato vc WHERE vc.nr_vaga = v.nr_vaga AND vc.id_situacao = 'A') AS aprovados`,
  );
  return r.map((v) => ({
    NR_VAGA: Number(v.nr_vaga),
    NR_REQUISICAO: Number(v.nr_requisicao),
    CD_EMPRESA: Number(v.cd_empresa),
    NM_CARGO: v.nm_cargo,
    CD_PESSOA_CLIENTE: Number(v.cd_pessoa_cliente),
    CD_EMPRESA_CLIENTE: Number(v.cd_empresa_cliente),
    NM_APELIDO_CLIENTE: v.esconde ? null : v.nm_apelido_cliente,
    ID_ESCONDE_INFO_SIGILOSA: v.esconde ? 'S' : 'N',
    CD_SITUACAO_VAGA: Number(v.cd_situacao_vaga),
    NM_SITUACAO_VAGA: v.nm_situacao_vaga,
    VL_SALARIO: num(v.vl_salario),
    CD_CENTRO_CUSTO: v.esconde ? null : v.cd_centro_custo,
    NM_CENTRO_CUSTO: v.esconde ? null : v.nm_centro_custo,
    DT_ABERTURA: v.dt_abertura,
    DT_PRORROGACAO: v.dt_prorrogacao,
    NM_TURNO: v.nm_turno,
    QT_DIAS_ABERTURA: diasEntre(v.dt_abertura, hoje),
    QTD_CANDIDATOS_RELACIONADOS: Number(v.relacionados),
    QTD_CANDIDATOS_WEB: Number(v.web),
    CANDIDATO_APROVADO: Number(v.aprovados),
  }));
}
