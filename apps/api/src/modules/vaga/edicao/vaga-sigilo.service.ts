import type { UsuarioSessao } from '@backoffice/domain/auth';
import { MENSAGENS_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { linhas } from '../../../db/client';
import { conflict, notFound } from '../../../platform/errors';

export type TipoSigilo = 'sigilosa' | 'confidencial';

/**
 * Switches the secret (sigilosa) or confidential flag of every vacancy of a requisition (spec 000
 * §4.5). A vacancy is never both: turning one on while the other is on is refused. Answers the
 * success text.
 */
export async function alterarSigilo(
  db: Db,
  usuario: UsuarioSessao,
  tipo: TipoSigilo,
  nrRequisicao: number,
  novoStatus: 'S' | 'N',
): Promise<string> {
  return db.transaction(async (tx) => {
    const vagas = linhas<{ id_vaga_sigilosa: string; id_vaga_confidencial: string }>(
      await tx.execute(sql`
        SELECT id_vaga_sigilosa, id_vaga_confidencial FROM vaga WHERE nr_requisicao = ${nrRequisicao}
         ORDER BY nr_vaga FOR UPDATE`),
    );
    if (!vagas.length) throw notFound(MENSAGENS_PESQUISA.requisicaoSemVagas);
    if (novoStatus === 'S') {
      if (tipo === 'sigilosa' && vagas.some((v) => v.id_vaga_confidencial === 'S'))
        throw conflict(MENSAGENS_PESQUISA.confidencialNaoSigilosa);
      if (tipo === 'confidencial' && vagas.some((v) => v.id_vaga_sigilosa === 'S'))
        throw conflict(MENSAGENS_PESQUISA.sigilosaNaoConfidencial);
    }
    const coluna = sql.identifier(tipo === 'sigilosa' ? 'id_vaga_sigilosa' : 'id_vaga_confidencial');
    await tx.execute(sql`
      UPDATE vaga SET ${coluna} = ${novoStatus}, alterado_em = now(), alterado_por = ${usuario.cd_sip}
       WHERE nr_requisicao = ${nrRequisicao}`);
    return tipo === 'sigilosa'
      ? MENSAGENS_PESQUISA.vagaSigilosaAtualizada
      : MENSAGENS_PESQUISA.vagaConfidencialAtualizada;
  });
}
