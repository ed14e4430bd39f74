import {
  MENSAGENS_ADMIN_ACESSO as M,
  type RedefinirSenhaLink,
} from '@backoffice/domain/administracao-acesso';
import { erroSenhaUsuario } from '@backoffice/domain/senha-usuario';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { hashSenha } from '../../platform/password';
import { hashToken } from '../../platform/tokens';
import { gravarSenhaUsuario, tabelasUsuario } from '../usuario/usuario.tabelas';
import { encerrarSessoesDoUsuario } from './auth.tabelas';

type Deps = Pick<AppDeps, 'db'>;

interface LinkValido {
  cd_sip: number;
  nm_login: string;
}

/** The active user of a link still unused and in time, or undefined. */
async function lerLink(ex: Executor, idToken: string, travar: boolean): Promise<LinkValido | undefined> {
  const [l] = await consultar<LinkValido>(
    ex,
    sql`SELECT u.cd_sip, u.nm_login FROM redefinicao_senha_usuario r JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = r.cd_sip
         WHERE r.id_token = ${idToken} AND r.usado_em IS NULL AND r.expira_em > now() AND u.id_ativo = 'S'
         ${travar ? sql`FOR UPDATE OF r` : sql``}`,
  );
  return l;
}

/**
 * The new password chosen through an administrator's one-time link (no session): the staff policy
 * applies (400 beside nova_senha, the link still usable); an unknown, used or expired link, or one of
 * a deactivated user, is 400 with one message. On success the password is stored (argon2id), the
 * link is used, the password is no longer temporary, and the user's sessions and wrong-password
 * counts end.
 */
export async function redefinirSenhaPorLink(deps: Deps, pedido: RedefinirSenhaLink): Promise<void> {
  const idToken = hashToken(pedido.token);
  const link = await lerLink(deps.db, idToken, false);
  if (!link) throw badRequest(M.linkInvalido);
  const erro = erroSenhaUsuario(pedido.nova_senha, link.nm_login);
  if (erro) throw badRequest([`nova_senha: ${erro}`]);
  const hash = await hashSenha(pedido.nova_senha);
  await deps.db.transaction(async (tx) => {
    // read again under lock: two uses of one link at once, only one passes
    const atual = await lerLink(tx, idToken, true);
    if (atual?.cd_sip !== link.cd_sip) throw badRequest(M.linkInvalido);
    await tx.execute(sql`UPDATE redefinicao_senha_usuario SET usado_em = now() WHERE id_token = ${idToken}`);
    await gravarSenhaUsuario(tx, link.cd_sip, hash, false);
    await encerrarSessoesDoUsuario(tx, link.cd_sip);
  });
}
