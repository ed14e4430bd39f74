import type { UsuarioSessao } from '@backoffice/domain/auth';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import {
  type EstagioRelacionar,
  MENSAGENS_PESQUISA,
  notaRelacionamento,
} from '@backoffice/domain/pesquisa-candidatos';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { linhas } from '../../../db/client';
import { conflict, notFound } from '../../../platform/errors';
import { notaNoHistoricoDoCandidato, tabelasCandidato } from '../../candidato/candidato.tabelas';
import { situacaoDaVaga } from '../perfil/info-vaga.service';

export interface Relacionamento {
  cd_pessoa_candidato: number;
  nr_vaga: number;
  cd_estagio_vaga: EstagioRelacionar;
  /** 99 call center, 1 recruitment, otherwise selection (default 2). */
  cd_origem_relacionamento?: number;
}

/** Selection, when the caller does not say where the relation comes from. */
const ORIGEM_SELECAO = 2;

/**
 * Relates a candidate to a vacancy at stage 3 (em análise), 4 (currículo enviado) or 5
 * (encaminhado), or moves the relation forward; a stage never goes back. Refused on a frozen vacancy
 * and for a blocked candidate or one inactive until today or later. The timeline note and the
 * vacancy's last movement are written in the same transaction. Answers the spec's success text.
 */
export function relacionarCandidato(
  db: Db,
  usuario: UsuarioSessao,
  r: Relacionamento,
  hoje: string = dataNegocio(),
): Promise<string> {
  return db.transaction((tx) => relacionarNaTransacao(tx, usuario, r, hoje));
}

/** relacionarCandidato inside the caller's transaction (an action that relates as one of its steps). */
export async function relacionarNaTransacao(
  tx: Pick<Db, 'execute'>,
  usuario: UsuarioSessao,
  r: Relacionamento,
  hoje: string = dataNegocio(),
): Promise<string> {
  // the vacancy row is locked: relations of one vacancy are decided one at a time
  const vaga = await situacaoDaVaga(tx, r.nr_vaga, true);
  if (!vaga) throw notFound(MENSAGENS_PESQUISA.vagaNaoEncontrada);
  if (vaga.congelada) throw conflict(MENSAGENS.vagaCongelada);
  return relacionarNaVagaTravada(tx, usuario, r, hoje);
}

/**
 * The relation itself, inside the caller's transaction, once the vacancy is locked and known not to
 * be frozen.
 */
export async function relacionarNaVagaTravada(
  tx: Pick<Db, 'execute'>,
  usuario: UsuarioSessao,
  r: Relacionamento,
  hoje: string,
): Promise<string> {
  const [cand] = linhas<{ disponivel: boolean }>(
    await tx.execute(sql`
      SELECT (id_bloqueado = 'N' AND (dt_inativo IS NULL OR dt_inativo < ${hoje}::date)) AS disponivel
        FROM ${tabelasCandidato.candidato('c')} WHERE cd_pessoa = ${r.cd_pessoa_candidato}`),
  );
  if (!cand) throw notFound(MENSAGENS_PESQUISA.candidatoNaoEncontrado);
  if (!cand.disponivel) throw conflict(MENSAGENS_PESQUISA.candidatoIndisponivel);

  const estagio = r.cd_estagio_vaga;
  const [atual] = linhas<{ cd_estagio_vaga: number }>(
    await tx.execute(sql`
      SELECT cd_estagio_vaga FROM vaga_candidato
       WHERE nr_vaga = ${r.nr_vaga} AND cd_pessoa_candidato = ${r.cd_pessoa_candidato}`),
  );
  if (atual && Number(atual.cd_estagio_vaga) >= estagio)
    throw conflict(MENSAGENS_PESQUISA.estagioNaoRetrocede);
  if (atual) {
    await tx.execute(sql`
      UPDATE vaga_candidato
         SET cd_estagio_vaga = ${estagio},
             dt_curriculo = CASE WHEN ${estagio}::int >= 4 THEN coalesce(dt_curriculo, now()) ELSE dt_curriculo END,
             dt_encaminhamento = CASE WHEN ${estagio}::int >= 5 THEN coalesce(dt_encaminhamento, now())
                                      ELSE dt_encaminhamento END,
             cd_usuario = ${usuario.cd_sip}, alterado_em = now()
       WHERE nr_vaga = ${r.nr_vaga} AND cd_pessoa_candidato = ${r.cd_pessoa_candidato}`);
  } else {
    await tx.execute(sql`
      INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, cd_origem_relacionamento,
                                  cd_usuario, dt_curriculo, dt_encaminhamento)
      VALUES (${r.nr_vaga}, ${r.cd_pessoa_candidato}, ${estagio}, ${r.cd_origem_relacionamento ?? ORIGEM_SELECAO},
              ${usuario.cd_sip}, CASE WHEN ${estagio}::int >= 4 THEN now() END,
              CASE WHEN ${estagio}::int >= 5 THEN now() END)`);
  }
  await tx.execute(sql`UPDATE vaga SET dt_ultima_movimentacao = now() WHERE nr_vaga = ${r.nr_vaga}`);
  await notaNoHistoricoDoCandidato(tx, {
    cdPessoa: r.cd_pessoa_candidato,
    texto: notaRelacionamento(estagio, r.nr_vaga),
    tipo: `R${estagio}`,
    cdUsuario: usuario.cd_sip,
    nrVaga: r.nr_vaga,
  });
  return MENSAGENS_PESQUISA.relacionado[estagio];
}
