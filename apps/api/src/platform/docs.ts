import { createHash } from 'node:crypto';
import { ROTULOS_FLAGS_UNIDADE } from '@backoffice/domain/administracao-unidades';
import { COOKIE_SESSAO } from '@backoffice/domain/auth';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type Acesso, ehPublica, PREFIXO_DOCS } from './access';

/** Name of the session security scheme in the OpenAPI document. */
export const ESQUEMA_SESSAO = 'sessao';

/** What the OpenAPI document says of a route's access rule. */
export interface AcessoDocumentado {
  security: Record<string, string[]>[];
  'x-permissoes'?: number[];
  'x-unidades'?: number[];
  /** The flag the user's unit must have on (Administração › Unidades). */
  'x-unidade-com'?: string;
  /** The rule in words, appended to the route's description. */
  texto: string;
}

/** The OpenAPI view of an access rule: security requirement, permission codes and units, in words too. */
export function documentarAcesso(acesso: Acesso): AcessoDocumentado {
  if (ehPublica(acesso)) return { security: [], texto: 'Acesso: público (sem sessão).' };
  const permissoes = [...acesso.permissoes];
  const partes = [
    permissoes.length
      ? `Acesso: sessão com uma destas permissões: ${permissoes.join(', ')}.`
      : 'Acesso: qualquer usuário com sessão.',
  ];
  if (acesso.unidades) partes.push(`Só usuários das unidades ${acesso.unidades.join(', ')}.`);
  if (acesso.unidadeCom)
    partes.push(
      `Só usuários de unidades com "${ROTULOS_FLAGS_UNIDADE[acesso.unidadeCom]}" ligado (${acesso.unidadeCom}).`,
    );
  return {
    security: [{ [ESQUEMA_SESSAO]: [] }],
    'x-permissoes': permissoes,
    ...(acesso.unidades ? { 'x-unidades': [...acesso.unidades] } : {}),
    ...(acesso.unidadeCom ? { 'x-unidade-com': acesso.unidadeCom } : {}),
    texto: partes.join(' '),
  };
}

/** The name the document gives a route's trailing wildcard (`/*`, a path of its own segments). */
export const PARAMETRO_CURINGA = 'filtros';

/**
 * A route ending in `/*` documented with a named parameter: OpenAPI's `{*}` is no valid name, and
 * Swagger UI stops drawing the page at it.
 */
function comCuringaNomeado<T extends { schema: unknown; url: string }>(saida: T): T {
  if (!saida.url.endsWith('/*')) return saida;
  const schema = saida.schema as { params?: { properties?: Record<string, unknown>; required?: string[] } };
  const params = schema.params;
  const propriedades = params?.properties ?? {};
  const { '*': curinga, ...outras } = propriedades;
  return {
    ...saida,
    url: `${saida.url.slice(0, -1)}:${PARAMETRO_CURINGA}`,
    schema: {
      ...schema,
      params: {
        ...params,
        properties: { ...outras, ...(curinga ? { [PARAMETRO_CURINGA]: curinga } : {}) },
        required: (params?.required ?? []).map((r) => (r === '*' ? PARAMETRO_CURINGA : r)),
      },
    },
  };
}

/**
 * The OpenAPI document (@fastify/swagger): zod schemas as JSON Schema, and each route's access rule
 * (config.acesso) as its security requirement, `x-permissoes`/`x-unidades` and a line of its description.
 */
export const opcoesSwagger: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: { title: 'Back-office de Recrutamento e Seleção', version: '0.1.0' },
    // the session first: every other call needs it (the page draws the rest as it is scrolled to)
    tags: [{ name: 'sessão', description: 'Entrar, sair e a sessão que as outras chamadas usam.' }],
    components: {
      securitySchemes: {
        [ESQUEMA_SESSAO]: {
          type: 'apiKey',
          in: 'cookie',
          name: COOKIE_SESSAO,
          description:
            'Cookie HttpOnly gravado por POST /api/auth/login. Requisições que alteram dados enviam também ' +
            'X-Requested-With: XMLHttpRequest.',
        },
      },
    },
  },
  transform: (entrada) => {
    const saida = comCuringaNomeado(jsonSchemaTransform(entrada));
    // A 204 has no body: `type: 'null'` makes the document show the answer without content.
    const respostas = (saida.schema as { response?: Record<string, unknown> }).response;
    if (respostas?.['204']) respostas['204'] = { type: 'null' };
    const acesso = entrada.route.config?.acesso;
    if (!acesso) return saida;
    const { texto, ...extensoes } = documentarAcesso(acesso);
    const schema = saida.schema as Record<string, unknown>;
    const descricao = typeof schema.description === 'string' ? `${schema.description}\n\n${texto}` : texto;
    return { ...saida, schema: { ...schema, ...extensoes, description: descricao } };
  },
};

// Swagger UI draws its own logo as an inline SVG holding this style element: the docs' policy allows
// exactly this text by its hash (the page has no other inline style).
const ESTILO_LOGO_SWAGGER = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';
const HASH_ESTILO_LOGO = `'sha256-${createHash('sha256').update(ESTILO_LOGO_SWAGGER).digest('base64')}'`;

/**
 * The browsable docs at /api/docs, under the app's Content-Security-Policy plus the hash of the
 * logo's style. Without the top bar: it only offers to load another document, which the policy
 * refuses, and the fastify logo it would show is an SVG image with a style element of its own.
 */
export const opcoesSwaggerUi: FastifySwaggerUiOptions = {
  routePrefix: PREFIXO_DOCS,
  uiConfig: { layout: 'BaseLayout' },
  transformStaticCSP: (cabecalho) =>
    cabecalho.replace("style-src 'self'", `style-src 'self' ${HASH_ESTILO_LOGO}`),
};
