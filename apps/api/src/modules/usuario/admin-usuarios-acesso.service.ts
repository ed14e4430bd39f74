import { MENSAGENS_ADMIN_USUARIOS as M } from '@backoffice/domain/administracao';
import {
  MENSAGENS_ADMIN_ACESSO as MA,
  textoEmailPrimeiroAcesso,
  textoEmailRedefinicao,
} from '@backoffice/domain/administracao-acesso';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { enderecoBackoffice } from '../../platform/endereco-publico';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import {
  criarLinkRedefinicao,
  desbloquearLogin,
  encerrarSessoesDoUsuario,
  loginBloqueado,
} from '../auth/auth.tabelas';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { registrarEmailEnviado } from '../mensageria/mensageria.tabelas';
import { auditar } from './admin-usuarios.service';

// Administração › Usuários: the unlock of a login locked by wrong passwords and the password reset
// by a one-time link sent to the user's e-mail (docs/administracao.md).

/** The path of the back-office's public page that takes the link's token. */
export const CAMINHO_REDEFINIR_SENHA = '/redefinir-senha';

interface UsuarioAcesso {
  cd_sip: number;
  nm_login: string;
  nm_pessoa: string;
  ds_email: string | null;
}

/** The user, its row locked for this transaction; 404 when unknown. */
async function travarUsuario(tx: Executor, userSip: number): Promise<UsuarioAcesso> {
  const [u] = await consultar<UsuarioAcesso>(
    tx,
    sql`SELECT u.cd_sip, u.nm_login, p.nm_pessoa, u.ds_email FROM usuario u
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip
         WHERE u.user_sip = ${userSip} FOR UPDATE OF u`,
  );
  if (!u) throw notFound(M.usuarioNaoEncontrado);
  return u;
}

/** Unlocks a login locked by wrong passwords (every address); 409 when it is not locked. */
export async function desbloquearUsuario(deps: Pick<AppDeps, 'db'>, autor: number, userSip: number) {
  await deps.db.transaction(async (tx) => {
    const u = await travarUsuario(tx, userSip);
    if (!(await loginBloqueado(tx, u.cd_sip))) throw conflict(MA.naoBloqueado);
    await desbloquearLogin(tx, u.cd_sip);
    await auditar(tx, autor, userSip, 'desbloquear', { bloqueado: true }, { bloqueado: false });
  });
  return { message: MA.desbloqueado };
}

/** Why the link is sent: a reset asked by an administrator, or a new user's first password. */
export type MotivoLinkSenhaUsuario = 'redefinicao' | 'primeiro-acesso';

const EMAIL_DO_LINK = {
  redefinicao: { assunto: MA.assuntoLink, texto: textoEmailRedefinicao, acao: 'redefinir-senha-link' },
  'primeiro-acesso': {
    assunto: MA.assuntoPrimeiroAcesso,
    texto: textoEmailPrimeiroAcesso,
    acao: 'link-primeiro-acesso',
  },
} as const;

/**
 * Sends the user a one-time link to choose a new password (valid 24 hours; older links stop
 * working) and ends the user's sessions. The current password keeps working until the link is used.
 * 400 when the user has no e-mail; when the e-mail cannot be sent, 502 and nothing is written. The
 * outbox keeps the message; with a real adapter it keeps it without the token. A user an import
 * created gets the same link with the words of a first access (`motivo`).
 */
export async function enviarLinkRedefinicao(
  deps: Pick<AppDeps, 'db' | 'config' | 'mensageria'>,
  autor: number,
  userSip: number,
  motivo: MotivoLinkSenhaUsuario = 'redefinicao',
) {
  const email = EMAIL_DO_LINK[motivo];
  return deps.db.transaction(async (tx) => {
    const u = await travarUsuario(tx, userSip);
    if (!u.ds_email) throw badRequest(MA.semEmail);
    const token = await criarLinkRedefinicao(tx, u.cd_sip, autor);
    await encerrarSessoesDoUsuario(tx, u.cd_sip);
    await auditar(tx, autor, userSip, email.acao, null, { ds_email: u.ds_email });
    const base = `${enderecoBackoffice(deps.config)}${CAMINHO_REDEFINIR_SENHA}?token=`;
    const texto = email.texto(u.nm_pessoa, u.nm_login, `${base}${token}`);
    const adaptador = deps.mensageria.email;
    let id: string;
    try {
      ({ id } = await adaptador.enviar({ para: u.ds_email, assunto: email.assunto, texto }));
    } catch (e) {
      // the transaction is undone: no link, sessions kept, nothing audited
      throw new HttpError(502, MA.emailFalhou((e as Error).message.slice(0, 300)));
    }
    await registrarEmailEnviado(tx, {
      adaptador: adaptador.nome,
      destino: u.ds_email,
      assunto: email.assunto,
      texto:
        adaptador.nome === 'local'
          ? texto
          : email.texto(u.nm_pessoa, u.nm_login, `${base}[link de uso único omitido]`),
      html: null,
      idExterno: id,
      cdPessoa: null,
      cdUsuario: autor,
    });
    return { user_sip: userSip, ds_email: u.ds_email, message: MA.linkEnviado(u.ds_email) };
  });
}
