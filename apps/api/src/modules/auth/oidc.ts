import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Config } from '../../config';

/** What of the configuration the login with the company account reads. */
export type ConfigOidc = Pick<
  Config,
  'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'PUBLIC_URL' | 'PORT'
>;

/** Path of the return under /api (the redirect URI registered at the provider). */
export const CAMINHO_RETORNO = '/api/auth/oidc/retorno';
/** Short-lived cookie that carries state, nonce and PKCE verifier from entrar to retorno. */
export const COOKIE_ESTADO = 'oidc_estado';
export const CAMINHO_COOKIE_ESTADO = '/api/auth/oidc';
/** How long the user has at the provider before the return is refused. */
export const ESTADO_VALIDO_SEGUNDOS = 600;

const ESCOPOS = 'openid email profile';

/** The redirect URI: the back-office's public address (PUBLIC_URL, else this server on localhost). */
export function uriDeRetorno(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${base}${CAMINHO_RETORNO}`;
}

interface Descoberta {
  config: Promise<oidc.Configuration>;
  em: number;
}

// The provider's metadata, per app configuration; read again after a day, or after a failure.
const descobertas = new WeakMap<object, Descoberta>();
const DESCOBERTA_VALIDA_MS = 24 * 60 * 60 * 1000;

/** The provider as openid-client knows it (discovery of OIDC_ISSUER, cached). */
export function configuracaoDoProvedor(config: ConfigOidc): Promise<oidc.Configuration> {
  const atual = descobertas.get(config);
  if (atual && Date.now() - atual.em < DESCOBERTA_VALIDA_MS) return atual.config;
  const emissor = new URL(config.OIDC_ISSUER ?? '');
  const promessa = oidc.discovery(
    emissor,
    config.OIDC_CLIENT_ID ?? '',
    undefined,
    oidc.ClientSecretBasic(config.OIDC_CLIENT_SECRET),
    {
      timeout: 10,
      // http only for a provider on this machine (config.ts refuses it elsewhere)
      ...(emissor.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
    },
  );
  descobertas.set(config, { config: promessa, em: Date.now() });
  promessa.catch(() => {
    if (descobertas.get(config)?.config === promessa) descobertas.delete(config);
  });
  return promessa;
}

/** What entrar hands to retorno, sealed in the cookie. */
export interface EstadoOidc {
  state: string;
  nonce: string;
  verificador: string;
}

/** The provider's authorization URL and the values the return must match (PKCE S256, state, nonce). */
export async function inicioDoLogin(
  provedor: oidc.Configuration,
  redirectUri: string,
): Promise<{ url: URL; estado: EstadoOidc }> {
  const verificador = oidc.randomPKCECodeVerifier();
  const estado: EstadoOidc = { state: oidc.randomState(), nonce: oidc.randomNonce(), verificador };
  const url = oidc.buildAuthorizationUrl(provedor, {
    redirect_uri: redirectUri,
    scope: ESCOPOS,
    code_challenge: await oidc.calculatePKCECodeChallenge(verificador),
    code_challenge_method: 'S256',
    state: estado.state,
    nonce: estado.nonce,
  });
  return { url, estado };
}

// The cookie is sealed with AES-256-GCM under a key derived from the client secret, which every
// instance shares: no other secret to configure, and the browser can neither read nor forge it.
function chave(segredo: string): Buffer {
  return Buffer.from(hkdfSync('sha256', segredo, 'backoffice', 'oidc-estado', 32));
}

export function selarEstado(estado: EstadoOidc, segredo: string, agora = Date.now()): string {
  const iv = randomBytes(12);
  const cifra = createCipheriv('aes-256-gcm', chave(segredo), iv);
  const dados = JSON.stringify({ ...estado, exp: Math.floor(agora / 1000) + ESTADO_VALIDO_SEGUNDOS });
  const corpo = Buffer.concat([cifra.update(dados, 'utf8'), cifra.final()]);
  return Buffer.concat([iv, cifra.getAuthTag(), corpo]).toString('base64url');
}

/** The sealed state, or null when absent, altered, sealed under another secret or expired. */
export function abrirEstado(
  valor: string | undefined,
  segredo: string,
  agora = Date.now(),
): EstadoOidc | null {
  if (!valor || valor.length > 2048) return null;
  try {
    const bruto = Buffer.from(valor, 'base64url');
    if (bruto.length < 29) return null;
    const decifra = createDecipheriv('aes-256-gcm', chave(segredo), bruto.subarray(0, 12));
    decifra.setAuthTag(bruto.subarray(12, 28));
    const texto = Buffer.concat([decifra.update(bruto.subarray(28)), decifra.final()]).toString('utf8');
    const e = JSON.parse(texto) as Partial<EstadoOidc> & { exp?: number };
    if (typeof e.exp !== 'number' || e.exp * 1000 < agora) return null;
    if (typeof e.state !== 'string' || typeof e.nonce !== 'string' || typeof e.verificador !== 'string')
      return null;
    return { state: e.state, nonce: e.nonce, verificador: e.verificador };
  } catch {
    return null;
  }
}

/** Who the provider says logged in: the e-mail (when verified or not stated as unverified) and the name. */
export interface IdentidadeOidc {
  sub: string;
  email?: string;
  /** The provider sent email_verified and it is not true. */
  emailNaoVerificado: boolean;
  nome?: string;
}

function verificado(v: unknown): boolean | undefined {
  if (v === undefined || v === null) return undefined;
  return v === true || v === 'true';
}

function texto(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/**
 * Completes the login at the provider: the code for tokens (PKCE verifier, state and nonce checked,
 * the ID token validated), then the e-mail from the ID token or, when it has none, from userinfo.
 */
export async function concluirLogin(
  provedor: oidc.Configuration,
  urlDoRetorno: URL,
  estado: EstadoOidc,
): Promise<IdentidadeOidc> {
  const tokens = await oidc.authorizationCodeGrant(provedor, urlDoRetorno, {
    pkceCodeVerifier: estado.verificador,
    expectedState: estado.state,
    expectedNonce: estado.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('resposta sem ID token');
  let fonte: Record<string, unknown> = claims;
  if (texto(claims.email) === undefined) {
    // the same subject (fetchUserInfo checks it): its e-mail and name complete the ID token's
    fonte = { ...claims, ...(await oidc.fetchUserInfo(provedor, tokens.access_token, claims.sub)) };
  }
  const nome =
    texto(fonte.name) ??
    ([texto(fonte.given_name), texto(fonte.family_name)].filter(Boolean).join(' ') || undefined);
  return {
    sub: claims.sub,
    email: texto(fonte.email),
    emailNaoVerificado: verificado(fonte.email_verified) === false,
    nome,
  };
}
