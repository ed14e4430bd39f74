import { createHash, randomBytes } from 'node:crypto';
import { COOKIE_SESSAO, type UsuarioSessao } from '@backoffice/domain/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { DbHandle } from '../db/client';

export { COOKIE_SESSAO };

/** A session found by its token: who it belongs to and its key in table sessao. */
export interface SessaoAtiva {
  id: string;
  usuario: UsuarioSessao;
}

// The last access is written at most this often per session, so reads stay read-only.
const RENOVAR_APOS_SEGUNDOS = 60;

/** A new random token for the cookie; only its SHA-256 is stored. */
export function novoToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The key of the session row for a cookie token. */
export function idDaSessao(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Tokens are 43 base64url characters; anything else is rejected without a query.
const FORMATO_TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface LinhaSessao {
  cd_sip: number;
  user_sip: number;
  cd_unid: number;
  cd_uf_unid: string;
  apelido: string;
  grupos: number[] | null;
  cd_setor: number | null;
  permissoes: number[] | null;
  nm_login: string;
  nm_pessoa: string;
  id_trocar_senha: string;
  renovar: boolean;
}

/** Opens a session for the user; returns the token to put in the cookie. */
export async function criarSessao(
  handle: DbHandle,
  config: Pick<Config, 'SESSION_IDLE_MINUTES'>,
  dados: { cd_sip: number; ip?: string; userAgent?: string },
): Promise<string> {
  const token = novoToken();
  await handle.query(
    `insert into sessao (id_sessao, cd_sip, expira_em, ds_ip, ds_user_agent)
     values ($1, $2, now() + make_interval(mins => $3), $4, $5)`,
    [
      idDaSessao(token),
      dados.cd_sip,
      config.SESSION_IDLE_MINUTES,
      dados.ip?.slice(0, 64) ?? null,
      dados.userAgent?.slice(0, 300) ?? null,
    ],
  );
  // Expired rows of anyone are dropped here, where a write happens anyway.
  await handle.query('delete from sessao where expira_em < now()');
  return token;
}

const SQL_LER_SESSAO = `
  select s.cd_sip, u.user_sip, u.cd_unid, u.cd_uf_unid, u.apelido, u.grupos, u.cd_setor, u.permissoes,
         u.nm_login, p.nm_pessoa, u.id_trocar_senha,
         s.ultimo_acesso_em < now() - make_interval(secs => ${RENOVAR_APOS_SEGUNDOS}) as renovar
    from sessao s
    join usuario u on u.cd_sip = s.cd_sip
    join pessoa p on p.cd_pessoa = u.user_sip
   where s.id_sessao = $1 and s.expira_em > now() and u.id_ativo = 'S'`;

// Every authenticated request runs this query, so it is planned once per connection: planning
// the join costs more than running it.
const preparadasPglite = new WeakMap<object, Promise<void>>();

async function consultarSessao(handle: DbHandle, id: string): Promise<LinhaSessao[]> {
  if (handle.pool) {
    const r = await handle.pool.query<LinhaSessao>({
      name: 'sessao_ler',
      text: SQL_LER_SESSAO,
      values: [id],
    });
    return r.rows;
  }
  const pglite = handle.pglite;
  if (pglite) {
    let preparada = preparadasPglite.get(pglite);
    if (!preparada) {
      preparada = pglite.exec(`prepare sessao_ler(bpchar) as ${SQL_LER_SESSAO}`).then(
        () => {},
        (err: { code?: string }) => {
          if (err.code === '42P05') return; // already prepared on this connection
          preparadasPglite.delete(pglite);
          throw err;
        },
      );
      preparadasPglite.set(pglite, preparada);
    }
    await preparada;
    // EXECUTE takes no bind parameters; the id is a SHA-256 in hex (checked), safe to inline.
    if (!/^[0-9a-f]{64}$/.test(id)) return [];
    const r = await pglite.query<LinhaSessao>(`execute sessao_ler('${id}')`);
    return r.rows;
  }
  return handle.query<LinhaSessao>(SQL_LER_SESSAO, [id]);
}

/**
 * The session of a cookie token, or null when unknown, expired, or its user was deactivated.
 * Slides the expiry, writing at most once a minute per session.
 */
export async function lerSessao(
  handle: DbHandle,
  config: Pick<Config, 'SESSION_IDLE_MINUTES'>,
  token: string,
): Promise<SessaoAtiva | null> {
  if (!FORMATO_TOKEN.test(token)) return null;
  const id = idDaSessao(token);
  const linhas = await consultarSessao(handle, id);
  const l = linhas[0];
  if (!l) return null;
  if (l.renovar) {
    await handle.query(
      `update sessao set ultimo_acesso_em = now(), expira_em = now() + make_interval(mins => $2)
        where id_sessao = $1 and ultimo_acesso_em < now() - make_interval(secs => ${RENOVAR_APOS_SEGUNDOS})`,
      [id, config.SESSION_IDLE_MINUTES],
    );
  }
  return {
    id,
    usuario: {
      user_sip: Number(l.user_sip),
      cd_sip: l.cd_sip,
      cd_unid: l.cd_unid,
      cd_uf_unid: l.cd_uf_unid.trim(),
      apelido: l.apelido,
      grupos: l.grupos ?? [],
      cd_setor: l.cd_setor,
      permissoes: l.permissoes ?? [],
      nm_login: l.nm_login,
      nm_pessoa: l.nm_pessoa,
      ...(l.id_trocar_senha === 'S' ? { trocar_senha: true } : {}),
    },
  };
}

/** Ends a session (logout). */
export async function encerrarSessao(handle: DbHandle, id: string): Promise<void> {
  await handle.query('delete from sessao where id_sessao = $1', [id]);
}

/** Of the given session keys, those still valid (used to drop WebSocket clients after logout or expiry). */
export async function sessoesValidas(handle: DbHandle, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const linhas = await handle.query<{ id_sessao: string }>(
    `select s.id_sessao from sessao s join usuario u on u.cd_sip = s.cd_sip
      where s.id_sessao = any($1::text[]) and s.expira_em > now() and u.id_ativo = 'S'`,
    [ids],
  );
  return new Set(linhas.map((l) => l.id_sessao.trim()));
}

/** The session token sent by the browser, if any. */
export function tokenDoPedido(request: FastifyRequest): string | undefined {
  const v = request.cookies?.[COOKIE_SESSAO];
  return v ? v : undefined;
}

/**
 * Whether the browser reached us over HTTPS: COOKIE_SECURE=true says so, false says not, auto looks at
 * the request (X-Forwarded-Proto counts only with TRUST_PROXY). Decides the cookie's Secure flag and HSTS.
 */
export function servidoPorHttps(request: FastifyRequest, config: Pick<Config, 'COOKIE_SECURE'>): boolean {
  if (config.COOKIE_SECURE === 'true') return true;
  if (config.COOKIE_SECURE === 'false') return false;
  return request.protocol === 'https';
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, whole site, Secure over HTTPS. */
export function gravarCookieSessao(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'COOKIE_SECURE'>,
  token: string,
): void {
  reply.setCookie(COOKIE_SESSAO, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: servidoPorHttps(request, config),
  });
}

export function limparCookieSessao(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'COOKIE_SECURE'>,
): void {
  reply.clearCookie(COOKIE_SESSAO, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: servidoPorHttps(request, config),
  });
}
