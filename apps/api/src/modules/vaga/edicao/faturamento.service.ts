import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  type DadosFaturamento,
  type DadosFaturamentoResposta,
  dataFaturamentoMinima,
  dataFaturamentoPadrao,
  LIMITES_FATURAMENTO,
  MENSAGENS_FATURAMENTO,
  validarFaturamento,
} from '@backoffice/domain/faturamento';
import { hojeNegocio, type RespostaSalvar, temAbaFaturamento } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { vagaExpirada } from '@backoffice/domain/vaga-situacao-regras';
import { sql } from 'drizzle-orm';
import { consultar, type Executor, type Tx } from '../../../db/client';
import { num, sn } from '../../../db/linha';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import {
  type ContextoEdicao,
  salvarCamposVaga,
  TIPO_HISTORICO_VAGA,
  travarVaga,
  type VagaRegistro,
} from '../alteracao.service';
import { diasPrazoDaUnidade } from '../situacao/vaga-prazo.service';

const M = MENSAGENS_VAGA_EDICAO;

interface LinhaFaturamento {
  pc_faturamento: number | null;
  dt_faturamento: string | null;
  ad_pc_faturamento: number | null;
  ad_dt_faturamento: string | null;
  pc_fat_encaminhamento: number | null;
  dt_fat_encaminhamento: string | null;
  pc_total_faturado: number;
  id_adiantamento_faturado: string;
  id_encaminhamento_faturado: string;
  id_fechamento_faturado: string;
}

// An absent percentage arrives as 0: it stays null when it was never set.
const percentual = (novo: number, atual: number | null) => (novo === 0 && atual === null ? null : novo);

/** GET vaga/dados-faturamento/{nrVaga} (spec 000 §3.5) with the tab's limits and default date. */
export async function buscarFaturamento(deps: AppDeps, nrVaga: number): Promise<DadosFaturamentoResposta> {
  const [l] = await consultar<LinhaFaturamento>(
    deps.db,
    sql`SELECT pc_faturamento::float8 AS pc_faturamento, dt_faturamento, ad_pc_faturamento::float8 AS ad_pc_faturamento,
               ad_dt_faturamento, pc_fat_encaminhamento::float8 AS pc_fat_encaminhamento, dt_fat_encaminhamento,
               pc_total_faturado::float8 AS pc_total_faturado, id_adiantamento_faturado, id_encaminhamento_faturado,
               id_fechamento_faturado
          FROM vaga WHERE nr_vaga = ${nrVaga}`,
  );
  if (!l) throw notFound(M.conflito.vagaNaoEncontrada);
  const hj = hojeNegocio();
  return {
    NR_VAGA: nrVaga,
    PC_FATURAMENTO: num(l.pc_faturamento),
    DT_FATURAMENTO: l.dt_faturamento,
    AD_PC_FATURAMENTO: num(l.ad_pc_faturamento),
    AD_DT_FATURAMENTO: l.ad_dt_faturamento,
    PC_FAT_ENCAMINHAMENTO: num(l.pc_fat_encaminhamento),
    DT_FAT_ENCAMINHAMENTO: l.dt_fat_encaminhamento,
    PC_TOTAL_FATURADO: Number(l.pc_total_faturado ?? 0),
    ID_ADIANTAMENTO_FATURADO: sn(l.id_adiantamento_faturado),
    ID_ENCAMINHAMENTO_FATURADO: sn(l.id_encaminhamento_faturado),
    ID_FECHAMENTO_FATURADO: sn(l.id_fechamento_faturado),
    PC_TOTAL_MAXIMO: LIMITES_FATURAMENTO.totalMax,
    DT_FATURAMENTO_PADRAO: dataFaturamentoPadrao(hj),
    DT_FATURAMENTO_MINIMA: dataFaturamentoMinima(hj),
  };
}

/**
 * Whether the vacancy is expired today (its unit's deadline, spec 001 §5): the billing tab is gone
 * then. `prazos` keeps each unit's days for a caller reading many vacancies.
 */
export async function vagaExpiradaHoje(
  tx: Executor,
  v: Pick<VagaRegistro, 'cd_empresa' | 'cd_situacao_vaga' | 'dt_abertura' | 'dt_prorrogacao'>,
  hoje: string,
  prazos: Map<number, number> = new Map(),
): Promise<boolean> {
  let dias = prazos.get(v.cd_empresa);
  if (dias === undefined) {
    dias = await diasPrazoDaUnidade(tx, v.cd_empresa);
    prazos.set(v.cd_empresa, dias);
  }
  return vagaExpirada({ ...v, nr_dias_prazo_vaga: dias }, hoje);
}

/**
 * Writes a billing the rules accepted: the three percentages and dates, a note on the vacancy's
 * timeline; status 2 when nothing changes (nothing written). In the caller's transaction, the row
 * locked (travarVaga).
 */
export function gravarFaturamento(
  tx: Tx,
  v: VagaRegistro,
  body: DadosFaturamento,
  usuario: UsuarioSessao,
): Promise<RespostaSalvar> {
  return salvarCamposVaga(
    tx,
    v,
    {
      pc_faturamento: percentual(body.pc_faturamento, v.pc_faturamento),
      dt_faturamento: body.dt_faturamento,
      ad_pc_faturamento: percentual(body.pc_adiantamento, v.ad_pc_faturamento),
      ad_dt_faturamento: body.dt_adiantamento,
      pc_fat_encaminhamento: percentual(body.pc_encaminhamento, v.pc_fat_encaminhamento),
      dt_fat_encaminhamento: body.dt_encaminhamento,
    },
    {
      usuario,
      titulo: 'Faturamento',
      tipo: TIPO_HISTORICO_VAGA.faturamento,
      sucesso: M.sucesso.faturamento,
    },
  );
}

/**
 * POST vaga/dados-faturamento: only for vacancies with the billing tab (hiring type not 2 or 6, not
 * expired); billed parts stay as they are, the total stays between the billed percent and 150, and
 * changed dates must be after today.
 */
export function salvarFaturamento(ctx: ContextoEdicao, body: DadosFaturamento): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    const hj = hojeNegocio();
    const expirada = await vagaExpiradaHoje(tx, v, hj);
    if (!temAbaFaturamento(v.cd_tipo_contratacao, expirada))
      throw conflict(expirada ? MENSAGENS_FATURAMENTO.vagaExpirada : MENSAGENS_FATURAMENTO.semFaturamento);
    const r = validarFaturamento(body, v, hj);
    if (r.conflito) throw conflict(r.conflito);
    if (r.erros.length) throw badRequest(r.erros);
    return gravarFaturamento(tx, v, body, ctx.usuario);
  });
}
