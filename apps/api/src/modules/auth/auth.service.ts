import { randomBytes } from 'node:crypto';
import type { LoginRequest, UsuarioSessao } from '@backoffice/domain/auth';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import type { AppDeps } from '../../platform/deps';
import { conferirSenha, hashSenha } from '../../platform/password';
import { criarSessao, encerrarSessao, lerSessao } from '../../platform/sessions';

export interface ContextoLogin {
  deps: Pick<AppDeps, 'handle' | 'config'>;
  ip?: string;
  userAgent?: string;
}

export type ResultadoLogin =
  | { ok: true; token: string; usuario: UsuarioSessao }
  | { ok: false; status: 401 | 423; mensagem: string };

interface LinhaLogin {
  cd_sip: number;
  ds_senha_hash: string;
  id_ativo: string;
  minutos_bloqueio: number;
}

const INVALIDO: ResultadoLogin = { ok: false, status: 401, mensagem: MENSAGENS.loginInvalido };

// Unknown logins are checked against this hash so they cost as much as a wrong password.
let hashFicticio: Promise<string> | undefined;
function hashParaComparar(): Promise<string> {
  hashFicticio ??= hashSenha(randomBytes(16).toString('hex'));
  return hashFicticio;
}

/**
 * Checks login and password and opens a session. Unknown login, wrong password and inactive user
 * give the same answer; LOGIN_MAX_FAILURES consecutive wrong passwords lock the login for
 * LOGIN_LOCK_MINUTES (a right password is refused meanwhile); a success clears the count.
 */
export async function entrar(ctx: ContextoLogin, pedido: LoginRequest): Promise<ResultadoLogin> {
  const { handle, config } = ctx.deps;
  const [u] = await handle.query<LinhaLogin>(
    `select cd_sip, ds_senha_hash, id_ativo,
            coalesce(ceil(extract(epoch from (dt_bloqueio_login_ate - now())) / 60), 0)::int as minutos_bloqueio
       from usuario where nm_login = $1`,
    [pedido.usuario],
  );
  if (!u) {
    await conferirSenha(await hashParaComparar(), pedido.senha);
    return INVALIDO;
  }
  if (u.minutos_bloqueio > 0) {
    return { ok: false, status: 423, mensagem: MENSAGENS.loginBloqueado(u.minutos_bloqueio) };
  }
  const senhaConfere = await conferirSenha(u.ds_senha_hash, pedido.senha);
  if (u.id_ativo !== 'S') return INVALIDO;
  if (!senhaConfere) {
    // One statement, so concurrent failures are all counted.
    const [r] = await handle.query<{ bloqueado: boolean }>(
      `update usuario
          set nr_falhas_login = case when nr_falhas_login + 1 >= $2 then 0 else nr_falhas_login + 1 end,
              dt_bloqueio_login_ate = case when nr_falhas_login + 1 >= $2
                                           then now() + make_interval(mins => $3) else null end
        where cd_sip = $1
      returning dt_bloqueio_login_ate is not null as bloqueado`,
      [u.cd_sip, config.LOGIN_MAX_FAILURES, config.LOGIN_LOCK_MINUTES],
    );
    if (r?.bloqueado) {
      return { ok: false, status: 423, mensagem: MENSAGENS.loginBloqueado(config.LOGIN_LOCK_MINUTES) };
    }
    return INVALIDO;
  }
  await handle.query(
    `update usuario set nr_falhas_login = 0, dt_bloqueio_login_ate = null, dt_ultimo_login = now()
      where cd_sip = $1`,
    [u.cd_sip],
  );
  const token = await criarSessao(handle, config, { cd_sip: u.cd_sip, ip: ctx.ip, userAgent: ctx.userAgent });
  const sessao = await lerSessao(handle, config, token);
  if (!sessao) return INVALIDO;
  return { ok: true, token, usuario: sessao.usuario };
}

/** Ends the session (logout). */
export async function sair(deps: Pick<AppDeps, 'handle'>, sessaoId: string): Promise<void> {
  await encerrarSessao(deps.handle, sessaoId);
}
