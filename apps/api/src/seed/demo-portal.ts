import type { DbHandle } from '../db/client';

/** A text the web password's reminder may hold (it never holds the password itself). */
const LEMBRETE = 'A senha de demonstração';

/**
 * The candidate the portal's area can be tried with: the first web applicant of the demo (a record
 * with a CPF, not blocked) gets the demo password as its web password. Null when the demo has no
 * web applicant.
 */
export async function gerarCandidatoPortalDemo(
  handle: DbHandle,
  hashSenha: string,
): Promise<{ cpf: string; nome: string } | null> {
  const [c] = await handle.query<{ cd: number; cpf: string; nome: string }>(
    `SELECT c.cd_pessoa::float8 AS cd, p.nr_documento_cpf AS cpf, p.nm_pessoa AS nome
       FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
      WHERE c.id_bloqueado = 'N' AND p.nr_documento_cpf IS NOT NULL
        AND EXISTS (SELECT 1 FROM candidato_web w WHERE w.cd_pessoa_candidato = c.cd_pessoa AND w.id_tipo = 'WEB')
      ORDER BY c.cd_pessoa LIMIT 1`,
  );
  if (!c) return null;
  await handle.query(
    'UPDATE candidato SET nm_senha_web = $1, ds_lembrete_senha_web = $2 WHERE cd_pessoa = $3',
    [hashSenha, LEMBRETE, c.cd],
  );
  return { cpf: c.cpf, nome: c.nome };
}
