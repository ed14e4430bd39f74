import { z } from 'zod';
import { codigo } from './entrada';
import { FLAGS_SITUACAO, type VagasSelecaoQueryEntrada } from './minhas-vagas';
import { SITUACOES_ABERTAS_PRAZO } from './vaga-situacao';

/**
 * The selection workspace's dashboard (spec 002 §2.5): a unit and an analyst selector, the open
 * vacancies of the unit per analyst, and the situations of the chosen analyst's vacancies.
 */

/** Unit 430 is treated as unit 1 on the dashboard (spec 002 §2.5). */
export const UNIDADES_EQUIVALENTES_DASHBOARD: Readonly<Record<number, number>> = { 430: 1 };

/** The unit the dashboard shows for a unit asked or held by the user. */
export function unidadeDoDashboard(cdUnidade: number): number {
  return UNIDADES_EQUIVALENTES_DASHBOARD[cdUnidade] ?? cdUnidade;
}

/**
 * What the dashboard counts under a grouping unit (the unit selector offers grouping units): the
 * units grouped by it, plus those shown as it (430 under 1), less those shown as another (430 is
 * grouped by 330 but counts under 1).
 */
export function unidadesContadas(cdUnidade: number): { agrupadora: number; mais: number[]; menos: number[] } {
  const alvo = unidadeDoDashboard(cdUnidade);
  const equivalentes = Object.entries(UNIDADES_EQUIVALENTES_DASHBOARD);
  return {
    agrupadora: alvo,
    mais: equivalentes.filter(([, para]) => para === alvo).map(([de]) => Number(de)),
    menos: equivalentes.filter(([, para]) => para !== alvo).map(([de]) => Number(de)),
  };
}

/**
 * Vacancies counted as open on the dashboard: the situations of the overdue rule (open, with the
 * client, commercial). The dashboard counts selection vacancies only (spec 002 §9: dashboard-side
 * vacancy filter setor S, the vacancy's sector S being selection).
 */
export const SITUACOES_ABERTAS_DASHBOARD = SITUACOES_ABERTAS_PRAZO;

/** Path parameter {user}: the user_sip of the caller; the answer is always the logged user's. */
export const usuarioParams = z.object({ user: codigo('int8') });

export const listaAnalistasParams = z.object({ user: codigo('int8'), unit: codigo('int4') });
export const analistaUnidadeLinha = z.object({
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  APELIDO: z.string().nullable(),
  CD_UNID: z.number().int(),
});
export type AnalistaUnidadeLinha = z.infer<typeof analistaUnidadeLinha>;

export const graficoSelecaoQuery = z.object({
  cd_unidade: codigo('int4').optional(),
  cd_pessoa_analista: codigo('int8').optional(),
});
export type GraficoSelecaoQuery = z.infer<typeof graficoSelecaoQuery>;

export const graficoSelecaoResposta = z.object({
  /** The unit the figures are of (the one asked, or the user's; 430 shown as 1). */
  CD_UNIDADE: z.number().int(),
  /** The analyst of the situations chart (the one asked, or the user when none). */
  CD_PESSOA_ANALISTA: z.number().int(),
  VAGAS_ABERTAS: z.array(
    z.object({ CD_PESSOA_ANALISTA: z.number().int(), NM_ANALISTA: z.string(), QTD: z.number().int() }),
  ),
  SITUACOES: z.array(
    z.object({ CD_SITUACAO_VAGA: z.number().int(), NM_SITUACAO_VAGA: z.string(), QTD: z.number().int() }),
  ),
});
export type GraficoSelecaoResposta = z.infer<typeof graficoSelecaoResposta>;

export const MENSAGENS_DASHBOARD = {
  semVagasAbertas: 'Nenhuma vaga aberta nesta unidade.',
  semVagasAnalista: 'O analista não tem vagas de seleção.',
  erroCarregar: 'Não foi possível carregar o dashboard.',
} as const;

/** A bar of the dashboard: whose vacancies, of which unit, open or of one situation. */
export interface BarraDashboard {
  cdUnidade: number;
  cdPessoaAnalista: number;
  /** The open ones of the unit (first chart), or every one of a situation (second chart). */
  abertas?: boolean;
  cdSituacaoVaga?: number;
}

/**
 * The query of vaga/vagas-selecao listing exactly what a bar counts: the analyst's selection
 * vacancies, whoever's list they are in; the open ones of the dashboard's unit (430 under 1), or
 * those of one situation.
 */
export function queryVagasDaBarra(b: BarraDashboard): VagasSelecaoQueryEntrada {
  const q: Record<string, string | number> = {
    tipo_vagas: 'A',
    setor: 'N',
    cd_pessoa_analista: b.cdPessoaAnalista,
  };
  const situacoes: readonly number[] = b.abertas
    ? SITUACOES_ABERTAS_DASHBOARD
    : b.cdSituacaoVaga !== undefined
      ? [b.cdSituacaoVaga]
      : [];
  if (b.abertas) q.unidade_dashboard = b.cdUnidade;
  for (const f of FLAGS_SITUACAO) if (situacoes.includes(f.situacao)) q[f.campo] = 'S';
  return q as VagasSelecaoQueryEntrada;
}
