import {
  erroSenhaUsuario,
  MENSAGENS_CONTA,
  type SessaoDoUsuario,
  TAMANHO_ID_SESSAO,
  type TrocarSenha,
} from '@backoffice/domain/senha-usuario';
import type { AppDeps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import { conferirSenha, hashSenha } from '../../platform/password';

type Deps = Pick<AppDeps, 'handle'>;

/**
 * The user's own password change: the current password must match, the new one meets the policy and
 * differs from it. On success the other sessions of the user end (the current one stays). Refusals
 * are 400 with the field's message, writing nothing.
 */
export async function trocarSenha(deps: Deps, cdSip: number, sessaoAtual: string, pedido: TrocarSenha) {
  const [u] = await deps.handle.query<{ ds_senha_hash: string; nm_login: string }>(
    'select ds_senha_hash, nm_login from usuario where cd_sip = $1',
    [cdSip],
  );
  if (!u || !(await conferirSenha(u.ds_senha_hash, pedido.senha_atual)))
    throw badRequest([`senha_atual: ${MENSAGENS_CONTA.senhaAtualErrada}`]);
  const erro = erroSenhaUsuario(pedido.nova_senha, u.nm_login);
  if (erro) throw badRequest([`nova_senha: ${erro}`]);
  if (pedido.nova_senha === pedido.senha_atual)
    throw badRequest([`nova_senha: ${MENSAGENS_CONTA.mesmaSenha}`]);
  const hash = await hashSenha(pedido.nova_senha);
  await deps.handle.query("update usuario set ds_senha_hash = $2, id_trocar_senha = 'N' where cd_sip = $1", [
    cdSip,
    hash,
  ]);
  await deps.handle.query('delete from sessao where cd_sip = $1 and id_sessao <> $2', [cdSip, sessaoAtual]);
}

/** The user's sessions still valid, the current first, then by last use. */
export async function sessoesDoUsuario(
  deps: Deps,
  cdSip: number,
  sessaoAtual: string,
): Promise<SessaoDoUsuario[]> {
  const linhas = await deps.handle.query<{
    id_sessao: string;
    criado_em: Date;
    ultimo_acesso_em: Date;
    ds_ip: string | null;
    ds_user_agent: string | null;
  }>(
    `select id_sessao, criado_em, ultimo_acesso_em, ds_ip, ds_user_agent from sessao
      where cd_sip = $1 and expira_em > now()
      order by (id_sessao = $2) desc, ultimo_acesso_em desc`,
    [cdSip, sessaoAtual],
  );
  return linhas.map((l) => ({
    id: l.id_sessao.slice(0, TAMANHO_ID_SESSAO),
    criado_em: new Date(l.criado_em).toISOString(),
    ultimo_acesso_em: new Date(l.ultimo_acesso_em).toISOString(),
    ds_ip: l.ds_ip,
    ds_user_agent: l.ds_user_agent,
    atual: l.id_sessao === sessaoAtual,
  }));
}

/** Ends one of the user's own sessions, named by the start of its key; true when it was the current one. */
export async function encerrarSessaoDoUsuario(
  deps: Deps,
  cdSip: number,
  sessaoAtual: string,
  id: string,
): Promise<{ atual: boolean }> {
  const apagadas = await deps.handle.query<{ id_sessao: string }>(
    'delete from sessao where cd_sip = $1 and left(id_sessao, $2) = $3 returning id_sessao',
    [cdSip, TAMANHO_ID_SESSAO, id],
  );
  if (apagadas.length === 0) throw notFound(MENSAGENS_CONTA.sessaoNaoEncontrada);
  return { atual: apagadas.some((s) => s.id_sessao === sessaoAtual) };
}
