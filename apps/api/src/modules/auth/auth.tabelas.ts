import { LIMITES_ADMIN_ACESSO } from '@backoffice/domain/administracao-acesso';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import { sessao } from '../../db/schema';
import { hashToken, novoToken } from '../../platform/tokens';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasAuth.sessao('x')}`. Reads only; the changes others make in their own
 * transaction are below.
 */
export const tabelasAuth = pecasDasTabelas({ sessao });

/**
 * Ends every session of a user and forgets their wrong-password count (Administração: access turned
 * off, password reset), in the caller's transaction. Each instance reads sessions from the database,
 * so the user's next request, on any instance, gets 401.
 */
export async function encerrarSessoesDoUsuario(tx: Executor, cdSip: number): Promise<void> {
  await tx.execute(sql`DELETE FROM sessao WHERE cd_sip = ${cdSip}`);
  await tx.execute(sql`DELETE FROM falha_login WHERE cd_sip = ${cdSip}`);
}

/** True when wrong passwords keep the user's login locked now, from any address. */
export async function loginBloqueado(ex: Executor, cdSip: number): Promise<boolean> {
  const [r] = await consultar<{ bloqueado: boolean }>(
    ex,
    sql`SELECT EXISTS (SELECT 1 FROM falha_login WHERE cd_sip = ${cdSip} AND dt_bloqueio_ate > now()) AS bloqueado`,
  );
  return r?.bloqueado === true;
}

/** Forgets the user's wrong passwords and locks from every address (Administração's unlock). */
export async function desbloquearLogin(tx: Executor, cdSip: number): Promise<void> {
  await tx.execute(sql`DELETE FROM falha_login WHERE cd_sip = ${cdSip}`);
}

/**
 * A new one-time link to choose a password (the token, to be sent; only its SHA-256 is kept), valid
 * LIMITES_ADMIN_ACESSO.linkValidoHoras; the user's older links stop working. In the caller's transaction.
 */
export async function criarLinkRedefinicao(tx: Executor, cdSip: number, autor: number): Promise<string> {
  const token = novoToken();
  await tx.execute(sql`DELETE FROM redefinicao_senha_usuario WHERE cd_sip = ${cdSip}`);
  await tx.execute(sql`
    INSERT INTO redefinicao_senha_usuario (id_token, cd_sip, cd_sip_autor, expira_em)
    VALUES (${hashToken(token)}, ${cdSip}, ${autor},
            now() + make_interval(hours => ${LIMITES_ADMIN_ACESSO.linkValidoHoras}))`);
  return token;
}
