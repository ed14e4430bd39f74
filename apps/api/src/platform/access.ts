import { FLAGS_UNIDADE, type FlagUnidade } from '@backoffice/domain/administracao-unidades';
import type { UsuarioSessao } from '@backoffice/domain/auth';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { temPermissao } from '@backoffice/domain/permissions';
import { MENSAGENS_CONTA } from '@backoffice/domain/senha-usuario';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from './deps';
import { unauthorized } from './errors';
import { lerSessao, limparCookieSessao, tokenDoPedido } from './sessions';

/** What a route needs: public, or a session holding any of the codes (empty list = any logged user). */
export type Acesso =
  | { publica: true }
  | {
      permissoes: readonly number[];
      /** Units allowed, a fixed list; omitted = every unit. */
      unidades?: readonly number[];
      /**
       * A flag the user's unit must have on (Administração › Unidades), e.g. 'id_callcenter': read from
       * the database on each request, one lookup by the unit's key.
       */
      unidadeCom?: FlagUnidade;
      /** Answers also while the user's password is temporary (session, logout, the change itself). */
      comSenhaTemporaria?: true;
    };

/** One route of the app as the access layer knows it (the authorization walk iterates these). */
export interface RotaRegistrada {
  method: string;
  url: string;
  acesso: Acesso;
  /** The route's schemas (params, querystring, body, response), as declared. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    acesso?: Acesso;
  }
  interface FastifyInstance {
    /** Every route registered with its access rule, in registration order. */
    rotas: RotaRegistrada[];
  }
  interface FastifyRequest {
    /** The logged-in user, set before the handler on every non-public route. */
    usuario: UsuarioSessao | null;
    /** Key of the session row (sessao.id_sessao) when a session was read. */
    sessaoId: string | null;
  }
}

export const ACESSO_PUBLICO: Acesso = { publica: true };

/** Routes of the browsable API documentation, public by nature and added by a third-party plugin. */
export const PREFIXO_DOCS = '/api/docs';

export function ehPublica(acesso: Acesso): acesso is { publica: true } {
  return 'publica' in acesso && acesso.publica === true;
}

/** The logged user of a request; throws 401 when there is none (for handlers of non-public routes). */
export function exigirUsuario(request: FastifyRequest): UsuarioSessao {
  if (!request.usuario) throw unauthorized();
  return request.usuario;
}

/** Whether a route needs a session (used by the authorization walk and the docs). */
export function exigeSessao(acesso: Acesso): boolean {
  return !ehPublica(acesso);
}

function sobApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

function sobDocs(url: string): boolean {
  return url === PREFIXO_DOCS || url.startsWith(`${PREFIXO_DOCS}/`);
}

/** True when the unit's flag is on (table empresa, by its key). */
async function unidadeTemFlag(
  handle: AppDeps['handle'],
  cdUnid: number,
  flag: FlagUnidade,
): Promise<boolean> {
  // the column's name comes from the closed list of flags, never from the request
  if (!FLAGS_UNIDADE.includes(flag)) return false;
  const r = await handle.query<{ sim: number }>(
    `select 1 as sim from empresa where cd_empresa = $1 and ${flag} = 'S'`,
    [cdUnid],
  );
  return r.length > 0;
}

/**
 * Makes every route state its access rule and enforces it before the body is parsed, so 401/403
 * come before any 400. A route under /api without `config.acesso` stops the app from starting.
 */
export const accessPlugin = fp<{ deps: AppDeps }>(
  async (app: FastifyInstance, { deps }) => {
    app.decorate('rotas', [] as RotaRegistrada[]);
    app.decorateRequest('usuario', null);
    app.decorateRequest('sessaoId', null);

    app.addHook('onRoute', (route: RouteOptions) => {
      const url = route.url;
      let acesso = route.config?.acesso;
      if (!acesso && sobDocs(url)) {
        acesso = ACESSO_PUBLICO;
        route.config = { ...route.config, acesso };
      }
      if (!acesso) {
        if (sobApi(url)) {
          const metodos = [route.method].flat().join(',');
          throw new Error(
            `Rota ${metodos} ${url} sem config.acesso: declare { publica: true } ou { permissoes: [...] }.`,
          );
        }
        return;
      }
      for (const method of [route.method].flat()) {
        app.rotas.push({ method, url, acesso, schema: route.schema });
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      const acesso = request.routeOptions.config?.acesso;
      if (!acesso || ehPublica(acesso)) return;
      const token = tokenDoPedido(request);
      const sessao = token ? await lerSessao(deps.handle, deps.config, token) : null;
      if (!sessao) {
        // A stale cookie is dropped so the browser stops sending it.
        if (token) limparCookieSessao(request, reply, deps.config);
        return reply.code(401).send({ error: MENSAGENS.naoAutenticado });
      }
      request.usuario = sessao.usuario;
      request.sessaoId = sessao.id;
      if (sessao.usuario.trocar_senha && !acesso.comSenhaTemporaria) {
        return reply.code(403).send({ error: MENSAGENS_CONTA.trocarAntes });
      }
      if (!temPermissao(sessao.usuario.permissoes, acesso.permissoes)) {
        return reply.code(403).send({ error: MENSAGENS.semPermissao });
      }
      if (acesso.unidades && !acesso.unidades.includes(sessao.usuario.cd_unid)) {
        return reply.code(403).send({ error: MENSAGENS.unidadeSemPermissao });
      }
      if (
        acesso.unidadeCom &&
        !(await unidadeTemFlag(deps.handle, sessao.usuario.cd_unid, acesso.unidadeCom))
      ) {
        return reply.code(403).send({ error: MENSAGENS.unidadeSemPermissao });
      }
    });
  },
  { name: 'acesso', dependencies: ['@fastify/cookie'] },
);
