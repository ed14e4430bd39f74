import { CONTRATOS_FECHAMENTO as C } from '@backoffice/domain/contratos/fechamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FechamentoCandidaturasResposta } from '@backoffice/domain/portal-candidaturas';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultar, type Executor } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { iniciarMensagensFechamento } from './mensagem-fechamento.service';

/**
 * The pending candidates of closed vacancies whose closing row was written in the period (dates in
 * Brasília): how many, sent, opted out, without contact, failed, and the share sent.
 */
export async function relatorioFechamento(
  ex: Executor,
  q: { de?: string; ate?: string },
): Promise<FechamentoCandidaturasResposta> {
  const f: SQL[] = [sql`true`];
  if (q.de) f.push(sql`(m.criado_em AT TIME ZONE 'America/Sao_Paulo')::date >= ${q.de}::date`);
  if (q.ate) f.push(sql`(m.criado_em AT TIME ZONE 'America/Sao_Paulo')::date <= ${q.ate}::date`);
  const [r] = await consultar<{ p: number; e: number; o: number; s: number; f: number }>(
    ex,
    sql`SELECT count(*)::int AS p,
               count(*) FILTER (WHERE m.id_resultado = 'E')::int AS e,
               count(*) FILTER (WHERE m.id_resultado = 'O')::int AS o,
               count(*) FILTER (WHERE m.id_resultado = 'S')::int AS s,
               count(*) FILTER (WHERE m.id_resultado = 'F')::int AS f
          FROM mensagem_fechamento_vaga m
         WHERE ${sql.join(f, sql` AND `)}`,
  );
  return {
    QT_PENDENTES: r.p,
    QT_ENVIADAS: r.e,
    QT_RECUSA: r.o,
    QT_SEM_CONTATO: r.s,
    QT_FALHAS: r.f,
    PC_ENVIADAS: r.p ? Math.round((r.e * 1000) / r.p) / 10 : null,
  };
}

/** The closing messages' round and their figure on the management reports. */
export const fechamentoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  let rodadas: { parar(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    rodadas = iniciarMensagensFechamento(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await rodadas?.parar();
  });
  const rota = router(app, {
    tags: ['relatorios'],
    acesso: { permissoes: [...PERMISSOES.gerencial] },
    respostas: { 400: respostaErro },
  });
  rota(C.relatorio, { resumo: 'Candidaturas de vagas encerradas avisadas por mensagem' }, async (request) =>
    relatorioFechamento(deps.db, request.query),
  );
};
