import { isoParaBr } from '@backoffice/domain/controles';
import { EVENTO_VAGA } from '@backoffice/domain/vaga-edicao';
import {
  dataProrrogacao,
  MENSAGENS_PRORROGACAO as M,
  type prorrogarBody,
  type prorrogarResposta,
  recusaProrrogacao,
} from '@backoffice/domain/vaga-prazo';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { vaga } from '../../../db/schema/index';
import { conflict, forbidden, notFound } from '../../../platform/errors';
import { type ContextoEdicao, registrarHistoricoVaga, TIPO_HISTORICO_VAGA } from '../alteracao.service';
import { prazoDaUnidade } from './vaga-prazo.service';

/**
 * PUT vaga/prorrogar (spec 001 §2.13, §4, §5): the user extends one of their overdue vacancies with a
 * reason. Refused on a frozen vacancy and on one not open (409), by anyone but its analyst (403), and
 * when the vacancy is not overdue (409). The extension date becomes today plus VAGA_PRORROGACAO_DIAS;
 * the reason is kept, the timeline gets a note (type P) and everyone the 'vaga' event, in one
 * transaction. `hoje` is the business date.
 */
export function prorrogarVaga(
  ctx: ContextoEdicao,
  body: z.output<typeof prorrogarBody>,
  hoje: string,
): Promise<z.output<typeof prorrogarResposta>> {
  const { deps, usuario } = ctx;
  return deps.db.transaction(async (tx) => {
    const [v] = await tx.select().from(vaga).where(eq(vaga.nr_vaga, body.nr_vaga)).for('update');
    if (!v) throw notFound(M.vagaNaoEncontrada);
    const recusa = recusaProrrogacao(
      {
        cd_situacao_vaga: v.cd_situacao_vaga,
        dt_abertura: v.dt_abertura,
        dt_prorrogacao: v.dt_prorrogacao,
        cd_pessoa_analista: v.cd_pessoa_analista,
      },
      usuario,
      hoje,
      await prazoDaUnidade(tx, usuario.cd_unid),
    );
    if (recusa === M.naoAnalista) throw forbidden(recusa);
    if (recusa) throw conflict(recusa);

    const ate = dataProrrogacao(hoje, deps.config.VAGA_PRORROGACAO_DIAS);
    const motivo = body.ds_motivo_prorrogacao;
    await tx
      .update(vaga)
      .set({
        dt_prorrogacao: ate,
        ds_motivo_prorrogacao: motivo,
        alterado_em: sql`now()`,
        alterado_por: usuario.cd_sip,
      })
      .where(eq(vaga.nr_vaga, v.nr_vaga));
    await registrarHistoricoVaga(
      tx,
      v.nr_vaga,
      usuario,
      TIPO_HISTORICO_VAGA.prorrogacao,
      M.historico(isoParaBr(ate), motivo),
    );
    await deps.realtime.publish(tx, {
      tipo: EVENTO_VAGA,
      dados: { NR_VAGA: v.nr_vaga, ACAO: 'prorrogar', DT_PRORROGACAO: ate },
    });
    return { message: M.sucesso, NR_VAGA: v.nr_vaga, DT_PRORROGACAO: ate };
  });
}
