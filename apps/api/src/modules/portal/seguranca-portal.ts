import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIMITES_PORTAL } from '@backoffice/domain/portal';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { DbHandle } from '../../db/client';
import { contarNoBanco } from '../../platform/rate-limit-store';
import { servidoPorHttps } from '../../platform/sessions';
import { hashToken, novoToken } from '../../platform/tokens';

/** The candidate's session cookie: apart from the back-office's, and sent only to the portal's paths. */
export const COOKIE_CANDIDATO = 'sessao_candidato';
const CAMINHO_COOKIE = '/vagas';

// Written at most once a minute per session, so reads stay read-only.
const RENOVAR_APOS_SEGUNDOS = 60;
const FORMATO_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type ResultadoCarimbo = 'ok' | 'rapido' | 'expirado' | 'invalido' | 'usado';

/**
 * Signed form stamps: the moment a form was served, a random nonce and what it is for (the vacancy,
 * the session), signed with the portal's key. A stamp proves the form came from our page (a
 * cross-site page cannot read one), its age tells a person from a bot that posts at once, and it is
 * good for one post (usar).
 */
export class Carimbos {
  private readonly chave: Buffer;
  constructor(config: Pick<Config, 'PORTAL_SECRET'>) {
    this.chave = config.PORTAL_SECRET ? Buffer.from(config.PORTAL_SECRET) : randomBytes(32);
  }

  private assinar(texto: string): string {
    return createHmac('sha256', this.chave).update(texto).digest('base64url');
  }

  gerar(finalidade: string, agora = Date.now()): string {
    const marca = `${agora.toString(36)}.${randomBytes(9).toString('base64url')}`;
    return `${marca}.${this.assinar(`${finalidade}|${marca}`)}`;
  }

  /** The stamp's signature and age, without spending it. */
  conferir(carimbo: string, finalidade: string, minimoS: number, agora = Date.now()): ResultadoCarimbo {
    const m = /^(([0-9a-z]{1,12})\.[A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(carimbo);
    if (!m) return 'invalido';
    const esperado = Buffer.from(this.assinar(`${finalidade}|${m[1]}`));
    const recebido = Buffer.from(m[3]);
    if (esperado.length !== recebido.length || !timingSafeEqual(esperado, recebido)) return 'invalido';
    const idade = (agora - Number.parseInt(m[2], 36)) / 1000;
    if (idade < minimoS) return 'rapido';
    if (idade > LIMITES_PORTAL.tempoMaximoS) return 'expirado';
    return 'ok';
  }

  /**
   * Checks the stamp and spends it: a second post of the same stamp (a replay, a double click) is
   * 'usado'. Spent stamps are counted in the database (every instance) for as long as a stamp lives.
   */
  async usar(
    handle: DbHandle,
    carimbo: string,
    finalidade: string,
    minimoS: number,
  ): Promise<ResultadoCarimbo> {
    const r = this.conferir(carimbo, finalidade, minimoS);
    if (r !== 'ok') return r;
    const { current } = await contarNoBanco(
      handle,
      `portal:carimbo:${carimbo.slice(carimbo.lastIndexOf('.') + 1)}`,
      LIMITES_PORTAL.tempoMaximoS * 1000,
    );
    return current === 1 ? 'ok' : 'usado';
  }

  /** A keyed digest of a value that must not be kept in clear (a CPF in a limit's key). */
  resumo(valor: string): string {
    return this.assinar(`resumo|${valor}`).slice(0, 32);
  }
}

/** Opens a candidate session; returns the cookie's token. */
export async function criarSessaoCandidato(handle: DbHandle, cdPessoa: number): Promise<string> {
  const token = novoToken();
  await handle.query(
    `insert into sessao_candidato (id_sessao, cd_pessoa, expira_em)
     values ($1, $2, now() + make_interval(mins => $3))`,
    [hashToken(token), cdPessoa, LIMITES_PORTAL.sessaoMin],
  );
  await handle.query('delete from sessao_candidato where expira_em < now()');
  return token;
}

/** The candidate of a session token (sliding its expiry), or null. */
export async function lerSessaoCandidato(
  handle: DbHandle,
  token: string | undefined,
): Promise<{ id: string; cd_pessoa: number } | null> {
  if (!token || !FORMATO_TOKEN.test(token)) return null;
  const id = hashToken(token);
  const [s] = await handle.query<{ cd_pessoa: string | number; renovar: boolean }>(
    `select cd_pessoa, ultimo_acesso_em < now() - make_interval(secs => ${RENOVAR_APOS_SEGUNDOS}) as renovar
       from sessao_candidato where id_sessao = $1 and expira_em > now()`,
    [id],
  );
  if (!s) return null;
  if (s.renovar)
    await handle.query(
      `update sessao_candidato set ultimo_acesso_em = now(), expira_em = now() + make_interval(mins => $2)
        where id_sessao = $1`,
      [id, LIMITES_PORTAL.sessaoMin],
    );
  return { id, cd_pessoa: Number(s.cd_pessoa) };
}

export async function encerrarSessaoCandidato(handle: DbHandle, id: string): Promise<void> {
  await handle.query('delete from sessao_candidato where id_sessao = $1', [id]);
}

export function gravarCookieCandidato(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'COOKIE_SECURE'>,
  token: string,
): void {
  reply.setCookie(COOKIE_CANDIDATO, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: CAMINHO_COOKIE,
    secure: servidoPorHttps(request, config),
  });
}

export function limparCookieCandidato(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'COOKIE_SECURE'>,
): void {
  reply.clearCookie(COOKIE_CANDIDATO, {
    httpOnly: true,
    sameSite: 'lax',
    path: CAMINHO_COOKIE,
    secure: servidoPorHttps(request, config),
  });
}
