import { randomBytes } from 'node:crypto';
import type { LoginRequest, UsuarioSessao } from '@backoffice/domain/auth';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { normalizeIP } from '@fastify/rate-limit';
import type { AppDeps } from '../../platform/deps';
import { conferirSenha, hashSenha } from '../../platform/password';
import { criarSessao, encerrarSessao, idDaSessao, lerSessao } from '../../platform/sessions';

export interface ContextoLogin {
  deps: Pick<AppDeps, 'handle' | 'config'>;
  /** The client's address (X-Forwarded-For counts only with TRUST_PROXY), kept with the session. */
  ip: string;
  userAgent?: string;
}

/**
 * The address failures are counted by: an IPv4 address, or the /64 of an IPv6 one (a client holds
 * a whole /64), the same grouping as the per-address rate limit.
 */
export function enderecoDasFalhas(ip: string): string {
  return normalizeIP(ip).slice(0, 64);
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
 * give the same answer. LOGIN_MAX_FAILURES consecutive wrong passwords from one address lock the
 * login for LOGIN_LOCK_MINUTES from that address only (a right password from it is refused
 * meanwhile; the user elsewhere still logs in); a success there clears its count, and a count
 * whose last failure is older than LOGIN_LOCK_MINUTES is forgotten.
 */
export async function entrar(ctx: ContextoLogin, pedido: LoginRequest): Promise<ResultadoLogin> {
  const { handle, config } = ctx.deps;
  const endereco = enderecoDasFalhas(ctx.ip);
  const [u] = await handle.query<LinhaLogin>(
    `select u.cd_sip, u.ds_senha_hash, u.id_ativo,
            coalesce(ceil(extract(epoch from (f.dt_bloqueio_ate - now())) / 60), 0)::int as minutos_bloqueio
       from usuario u
       left join falha_login f on f.cd_sip = u.cd_sip and f.ds_endereco = $2
      where lower(u.nm_login) = lower($1)
      order by (u.nm_login = $1) desc, u.cd_sip
      limit 1`,
    [pedido.usuario, endereco],
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
    const bloqueado = await contarFalha(ctx.deps, u.cd_sip, endereco);
    if (bloqueado) {
      return { ok: false, status: 423, mensagem: MENSAGENS.loginBloqueado(config.LOGIN_LOCK_MINUTES) };
    }
    return INVALIDO;
  }
  await handle.query('delete from falha_login where cd_sip = $1 and ds_endereco = $2', [u.cd_sip, endereco]);
  const aberta = await abrirSessao(ctx, u.cd_sip);
  return aberta ? { ok: true, ...aberta } : INVALIDO;
}

/**
 * Opens a session for a user who proved who they are (password or company account): records the
 * last login and answers the cookie's token and the user; null when the user is not active.
 */
export async function abrirSessao(
  ctx: ContextoLogin,
  cdSip: number,
): Promise<{ token: string; usuario: UsuarioSessao } | null> {
  const { handle, config } = ctx.deps;
  await handle.query("update usuario set dt_ultimo_login = now() where cd_sip = $1 and id_ativo = 'S'", [
    cdSip,
  ]);
  const token = await criarSessao(handle, config, { cd_sip: cdSip, ip: ctx.ip, userAgent: ctx.userAgent });
  const sessao = await lerSessao(handle, config, token);
  if (!sessao) {
    await encerrarSessao(handle, idDaSessao(token));
    return null;
  }
  return { token, usuario: sessao.usuario };
}

/** Counts a wrong password of the login from the address; true when it locks the login there. */
async function contarFalha(
  deps: Pick<AppDeps, 'handle' | 'config'>,
  cdSip: number,
  endereco: string,
): Promise<boolean> {
  const { handle, config } = deps;
  // Forgotten counts go first (anyone's: the table keeps only the last LOGIN_LOCK_MINUTES of failures).
  await handle.query('delete from falha_login where dt_ultima_falha < now() - make_interval(mins => $1)', [
    config.LOGIN_LOCK_MINUTES,
  ]);
  // One statement, so concurrent failures (of any instance) are all counted.
  const [r] = await handle.query<{ bloqueado: boolean }>(
    `insert into falha_login as f (cd_sip, ds_endereco, nr_falhas, dt_bloqueio_ate, dt_ultima_falha)
     values ($1, $2, case when $3 <= 1 then 0 else 1 end,
             case when $3 <= 1 then now() + make_interval(mins => $4) end, now())
     on conflict (cd_sip, ds_endereco) do update
        set nr_falhas = case when f.nr_falhas + 1 >= $3 then 0 else f.nr_falhas + 1 end,
            dt_bloqueio_ate = case when f.nr_falhas + 1 >= $3 then now() + make_interval(mins => $4) end,
            dt_ultima_falha = now()
     returning dt_bloqueio_ate is not null as bloqueado`,
    [cdSip, endereco, config.LOGIN_MAX_FAILURES, config.LOGIN_LOCK_MINUTES],
  );
  return r?.bloqueado === true;
}

/** Ends the session (logout). */
export async function sair(deps: Pick<AppDeps, 'handle'>, sessaoId: string): Promise<void> {
  await encerrarSessao(deps.handle, sessaoId);
}
