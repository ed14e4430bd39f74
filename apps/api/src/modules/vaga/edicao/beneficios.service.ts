import {
  BENEFICIOS_SN,
  type Beneficios,
  type BeneficiosLinha,
  type BeneficiosResposta,
  MENSAGENS_BENEFICIOS,
} from '@backoffice/domain/beneficios';
import type { RespostaSalvar } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { eq, sql } from 'drizzle-orm';
import { consultar } from '../../../db/client';
import { requisicao_beneficio } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, notFound } from '../../../platform/errors';
import {
  type ContextoEdicao,
  registrarHistoricoVaga,
  TIPO_HISTORICO_VAGA,
  travarVagasRequisicao,
} from '../alteracao.service';

const M = MENSAGENS_VAGA_EDICAO;
type Registro = typeof requisicao_beneficio.$inferSelect;

/** The columns of the benefits in the payload's names (everything but the keys and audit columns). */
const COLUNAS = [
  'id_transporte',
  'ds_obs_transporte',
  'ds_obs_outros_beneficios',
  ...BENEFICIOS_SN.flatMap((b) => [`id_${b.chave}`, `ds_obs_${b.chave}`]),
] as const;

function paraLinha(r: Registro): BeneficiosLinha {
  const saida: Record<string, unknown> = { NR_REQUISICAO: Number(r.nr_requisicao) };
  for (const c of COLUNAS) saida[c.toUpperCase()] = (r as Record<string, unknown>)[c] ?? null;
  saida.ALTERADO_EM = new Date(r.alterado_em).toISOString();
  return saida as BeneficiosLinha;
}

/** GET vaga/beneficios-requisicao-vaga-web/{nrRequisicao}. */
export async function buscarBeneficios(deps: AppDeps, nrRequisicao: number): Promise<BeneficiosResposta> {
  const [req] = await consultar<{ n: number }>(
    deps.db,
    sql`SELECT nr_requisicao AS n FROM requisicao WHERE nr_requisicao = ${nrRequisicao}`,
  );
  if (!req) throw notFound(M.conflito.requisicaoNaoEncontrada);
  const [b] = await deps.db
    .select()
    .from(requisicao_beneficio)
    .where(eq(requisicao_beneficio.nr_requisicao, nrRequisicao));
  if (!b) return { status: 2, message: MENSAGENS_BENEFICIOS.semBeneficios, BENEFICIOS: null };
  return { status: 1, message: null, BENEFICIOS: paraLinha(b) };
}

/** The stored benefits of a requisition (for the job boards' text), or null. */
export async function beneficiosDaRequisicao(
  deps: AppDeps,
  nrRequisicao: number,
): Promise<Beneficios | null> {
  const [b] = await deps.db
    .select()
    .from(requisicao_beneficio)
    .where(eq(requisicao_beneficio.nr_requisicao, nrRequisicao));
  return b ? (b as unknown as Beneficios) : null;
}

/**
 * POST vaga/beficios-requisicao-vaga: the requisition's benefits (shared by its vacancies, so none of
 * them may be frozen); a note on each vacancy names the benefits that changed.
 */
export function salvarBeneficios(ctx: ContextoEdicao, body: Beneficios): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const [req] = await consultar<{ n: number }>(
      tx,
      sql`SELECT nr_requisicao AS n FROM requisicao WHERE nr_requisicao = ${body.nr_requisicao} FOR UPDATE`,
    );
    if (!req) throw notFound(M.conflito.requisicaoNaoEncontrada);
    const vagas = await travarVagasRequisicao(tx, body.nr_requisicao);
    if (body.nr_vaga != null && !vagas.some((v) => v.nr_vaga === body.nr_vaga))
      throw badRequest(M.validacao.requisicaoDiferente);
    const [atual] = await tx
      .select()
      .from(requisicao_beneficio)
      .where(eq(requisicao_beneficio.nr_requisicao, body.nr_requisicao));
    const novos: Record<string, unknown> = {};
    for (const c of COLUNAS) novos[c] = (body as Record<string, unknown>)[c] ?? null;
    const mudadas = COLUNAS.filter((c) =>
      atual
        ? ((atual as Record<string, unknown>)[c] ?? null) !== novos[c]
        : novos[c] !== null && novos[c] !== 'N',
    );
    if (atual && mudadas.length === 0) return { status: 2, message: M.info.semAlteracoes };
    const valores = {
      ...novos,
      alterado_por: ctx.usuario.cd_sip,
      alterado_em: new Date(),
    } as Partial<Registro>;
    await tx
      .insert(requisicao_beneficio)
      .values({ ...valores, nr_requisicao: body.nr_requisicao } as typeof requisicao_beneficio.$inferInsert)
      .onConflictDoUpdate({ target: requisicao_beneficio.nr_requisicao, set: valores });
    const nomes = new Map<string, string>(BENEFICIOS_SN.map((b) => [b.chave, b.nome]));
    const rotulos = [
      ...new Set(
        mudadas.map((c) => {
          const chave = c.replace(/^(id_|ds_obs_)/, '');
          if (chave === 'transporte') return 'Transporte';
          if (chave === 'outros_beneficios') return 'Outros benefícios';
          return nomes.get(chave) ?? chave;
        }),
      ),
    ];
    const texto = `Benefícios da requisição ${body.nr_requisicao}: ${rotulos.length ? rotulos.join(', ') : 'cadastrados'}`;
    for (const v of vagas)
      await registrarHistoricoVaga(tx, v.nr_vaga, ctx.usuario, TIPO_HISTORICO_VAGA.beneficios, texto);
    return { status: 1, message: M.sucesso.beneficios };
  });
}
