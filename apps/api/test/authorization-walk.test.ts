import { MENSAGENS } from '@backoffice/domain/mensagens';
import { TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import { afterAll, describe, expect, it } from 'vitest';
import { ehPublica, type RotaRegistrada } from '../src/platform/access';
import type { DadosUsuario } from './factories';
import { createTestApp, injectAs, sessaoDireta } from './helpers';

// Every route any module registers is walked: nothing here names a module's routes. Two example
// routes are added so each kind of check below runs even before a module declares codes or units.
const t = await createTestApp(
  {},
  {
    rotas: (app) => {
      app.get('/api/percurso-exemplo/:id', { config: { acesso: { permissoes: [58] } } }, async () => ({}));
      app.post(
        '/api/percurso-exemplo/:id/acao',
        { config: { acesso: { permissoes: [316], unidades: [1, 101] } } },
        async () => ({}),
      );
    },
  },
);
afterAll(async () => {
  await t.close();
});

type RotaProtegida = RotaRegistrada & {
  acesso: { permissoes: readonly number[]; unidades?: readonly number[]; unidadeCom?: string };
};

const rotasApi = t.app.rotas.filter((r) => r.url === '/api' || r.url.startsWith('/api/'));
const protegidas = rotasApi.filter((r): r is RotaProtegida => !ehPublica(r.acesso));
const comCodigos = protegidas.filter((r) => r.acesso.permissoes.length > 0);
const comUnidades = protegidas.filter((r) => r.acesso.unidades !== undefined);
// limited to the units whose flag is on: unit 1 has every flag on by default, unit 9999 none
const comFlagDaUnidade = protegidas.filter((r) => r.acesso.unidadeCom !== undefined);
const UNIDADE_SEM_FLAGS = 9999;

/** The route's path with every parameter filled with 1. */
function caminho(url: string): string {
  return url
    .split('/')
    .map((parte) => (parte.startsWith(':') || parte === '*' ? '1' : parte))
    .join('/');
}

function pedir(r: RotaRegistrada, cookie: string | undefined) {
  const comCorpo = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(r.method);
  return injectAs(t.app, cookie, {
    method: r.method as 'GET',
    url: caminho(r.url),
    ...(comCorpo ? { payload: {} } : {}),
  });
}

// A request refused with 403 stops at the access check: no handler runs, so it cannot end its session
// or change its user. The refused cases therefore share one session per kind of user (the same codes
// and unit) instead of creating a user and a session for each route; the cases a handler answers
// (the last walk) still get a session of their own.
const sessoesRecusadas = new Map<string, Promise<string>>();
function sessaoRecusada(dados: DadosUsuario): Promise<string> {
  const chave = JSON.stringify(dados);
  let cookie = sessoesRecusadas.get(chave);
  if (!cookie) {
    cookie = sessaoDireta(t.app, dados).then((s) => s.cookie);
    sessoesRecusadas.set(chave, cookie);
  }
  return cookie;
}

function erro(res: { method?: string; body: string }, metodo: string): unknown {
  return metodo === 'HEAD' ? undefined : JSON.parse(res.body).error;
}

describe('authorization walk', () => {
  it('finds the routes of the platform in the registry', () => {
    const chaves = rotasApi.map((r) => `${r.method} ${r.url}`);
    expect(chaves).toContain('GET /api/session');
    expect(chaves).toContain('POST /api/auth/logout');
    expect(chaves).toContain('POST /api/auth/login');
    expect(protegidas.length).toBeGreaterThanOrEqual(3);
    expect(comCodigos.map((r) => r.url)).toContain('/api/percurso-exemplo/:id');
    expect(comUnidades.map((r) => r.url)).toContain('/api/percurso-exemplo/:id/acao');
    expect(comFlagDaUnidade.map((r) => r.url)).toContain('/api/callcenter/motivos-desistencia');
  });

  it('leaves public only the routes meant to be public', () => {
    const publicas = rotasApi
      .filter((r) => ehPublica(r.acesso))
      .map((r) => r.url)
      .filter((u) => !u.startsWith('/api/docs'));
    expect(new Set(publicas)).toEqual(
      new Set([
        '/api/openapi.json',
        '/api/health',
        '/api/health/pronto',
        '/api/auth/login',
        // the login with the company account (OpenID Connect) and what the login page offers
        '/api/auth/config',
        '/api/auth/oidc/entrar',
        '/api/auth/oidc/retorno',
        // the new password through an administrator's one-time link (the token is the credential)
        '/api/auth/redefinir-senha',
        // the public job feed job boards read
        '/api/divulgacao/vagas.xml',
        '/api/divulgacao/vagas/:nrVaga',
        // the WhatsApp webhook: verification token (GET) and signed notifications (POST)
        '/api/chatbot/webhook',
        // the signature service's webhook (signed with x-autentique-signature)
        '/api/autentique/webhook',
      ]),
    );
  });

  it.each(protegidas.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s without a session → 401',
    async (_nome, r) => {
      const res = await pedir(r, undefined);
      expect(res.statusCode).toBe(401);
      if (r.method !== 'HEAD') expect(erro(res, r.method)).toBe(MENSAGENS.naoAutenticado);
    },
  );

  it.each(comCodigos.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s as a user holding no codes → 403',
    async (_nome, r) => {
      const cookie = await sessaoRecusada({ permissoes: [] });
      const res = await pedir(r, cookie);
      expect(res.statusCode).toBe(403);
      if (r.method !== 'HEAD') expect(erro(res, r.method)).toBe(MENSAGENS.semPermissao);
    },
  );

  it.each(comCodigos.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s as a user holding only codes of other areas → 403',
    async (_nome, r) => {
      const outros = TODOS_CODIGOS_PERMISSAO.filter((c) => !r.acesso.permissoes.includes(c));
      const cookie = await sessaoRecusada({ permissoes: outros });
      const res = await pedir(r, cookie);
      expect(res.statusCode).toBe(403);
    },
  );

  it.each(comUnidades.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s from a unit not allowed → 403',
    async (_nome, r) => {
      const fora = Math.max(0, ...(r.acesso.unidades ?? [])) + 1000;
      const cookie = await sessaoRecusada({ permissoes: r.acesso.permissoes, cd_unid: fora });
      const res = await pedir(r, cookie);
      expect(res.statusCode).toBe(403);
      if (r.method !== 'HEAD') expect(erro(res, r.method)).toBe(MENSAGENS.unidadeSemPermissao);
    },
  );

  it.each(comFlagDaUnidade.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s from a unit whose flag is off → 403',
    async (_nome, r) => {
      const cookie = await sessaoRecusada({ permissoes: r.acesso.permissoes, cd_unid: UNIDADE_SEM_FLAGS });
      const res = await pedir(r, cookie);
      expect(res.statusCode).toBe(403);
      if (r.method !== 'HEAD') expect(erro(res, r.method)).toBe(MENSAGENS.unidadeSemPermissao);
    },
  );

  it.each(protegidas.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s lets a holder of the codes from an allowed unit past the access check',
    async (_nome, r) => {
      const cd_unid = r.acesso.unidades?.[0] ?? 1;
      const { cookie } = await sessaoDireta(t.app, { permissoes: r.acesso.permissoes, cd_unid });
      const res = await pedir(r, cookie);
      expect(res.statusCode).not.toBe(401);
    },
  );
});
