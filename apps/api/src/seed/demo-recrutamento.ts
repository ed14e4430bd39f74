import type { DbHandle } from '../db/client';

/** Candidates the demo recruiter is recorded as having registered (Relatório - Candidato, 'I'). */
const INCLUIDOS_PELO_RECRUTADOR = 40;

/**
 * The creation record of the demo recruiter's candidates: the generated candidates carry no author
 * (a bulk load names no user, so the record's trigger does not fire), so the most recently created
 * ones are given to the demo login 'recrutamento', with their own creation dates. Their changes are
 * recorded by the trigger when the demo names who changed them (gerarAutoresDemo).
 */
export async function gerarRegistrosCandidatosDemo(handle: DbHandle): Promise<void> {
  await handle.query(
    `WITH recentes AS (
       SELECT cd_pessoa, criado_em FROM candidato ORDER BY criado_em DESC, cd_pessoa LIMIT $1),
          recrutador AS (SELECT cd_sip FROM usuario WHERE nm_login = 'recrutamento'),
          autor AS (
       UPDATE candidato c SET criado_por = r.cd_sip FROM recentes x, recrutador r
        WHERE c.cd_pessoa = x.cd_pessoa RETURNING c.cd_pessoa)
     INSERT INTO candidato_operacao (cd_pessoa, cd_usuario, id_tipo_operacao, criado_em)
     SELECT x.cd_pessoa, r.cd_sip, 'I', x.criado_em FROM recentes x, recrutador r`,
    [INCLUIDOS_PELO_RECRUTADOR],
  );
}
