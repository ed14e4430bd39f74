import type { ContratoQualquer } from '@backoffice/domain/contrato';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Acesso } from './access';
import { esquemaDoContrato } from './contratos';

/** Error answers a route documents (and may send), by status: `{ 400: respostaErro, ... }`. */
export type Respostas = Record<number, z.ZodType>;

/** The app (or an encapsulated child of it) the routes are registered on. */
export type AppZod = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema of a contract's route: what types `request` and `reply` of its handler. */
export type EsquemaDaRota<K extends ContratoQualquer, E extends Respostas> = ReturnType<
  typeof esquemaDoContrato<K, E>
>;

type Opcoes<K extends ContratoQualquer, E extends Respostas> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EsquemaDaRota<K, E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** The handler of a contract's route: `request.params/query/body` and the answer typed by its schemas. */
export type HandlerDe<K extends ContratoQualquer, E extends Respostas> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EsquemaDaRota<K, E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What the routes of a file share: written once, above them. */
export interface PadroesDasRotas<E extends Respostas> {
  /** The OpenAPI tags of the routes (the area's name). */
  tags: readonly string[];
  /** The access rule of the routes that state none (see `platform/access.ts`). */
  acesso?: Acesso;
  /** The error answers of the routes that state none. */
  respostas?: E;
}

/**
 * One route: its summary, and what differs from the file's defaults. Any other Fastify route option
 * (`bodyLimit`, `preValidation`, `preHandler`, `onRequest`, ...) is passed as it is.
 */
export type OpcoesDaRota<K extends ContratoQualquer, E extends Respostas> = Omit<
  Opcoes<K, E>,
  'schema' | 'config'
> & {
  /** The OpenAPI summary (pt-BR, one line). */
  resumo: string;
  /** The OpenAPI description, when the summary is not enough. */
  descricao?: string;
  /** Replaces the default tags. */
  tags?: readonly string[];
  /** Replaces the default access rule. */
  acesso?: Acesso;
  /** Replaces the default error answers (`{}`: none). */
  respostas?: E;
  /** Route config besides `acesso` (rate limit, flags read by hooks). */
  config?: Omit<FastifyContextConfig, 'acesso'> & Record<string, unknown>;
};

/** Registers a contract's route: `rota(C.salvar, { resumo: '...' }, async (request) => ...)`. */
export type Rota<E0 extends Respostas> = <K extends ContratoQualquer, E extends Respostas = E0>(
  contrato: K,
  opcoes: OpcoesDaRota<K, E>,
  handler: HandlerDe<K, E>,
) => void;

/**
 * The registrar of a file's routes. The method and the path come from the contract, its schemas
 * validate the request and the answer (and type the handler); tags, access rule and error answers
 * come from `padroes` unless the route states its own.
 *
 * ```ts
 * const rota = router(app, { tags: ['agendamento'], acesso, respostas: erros });
 * rota(C.dados, { resumo: 'Dados de um agendamento' }, async (request) => ler(request.params.id));
 * ```
 */
export function router<E0 extends Respostas = Record<never, never>>(
  app: AppZod,
  padroes: PadroesDasRotas<E0>,
): Rota<E0> {
  return (contrato, opcoes, handler) => {
    const { resumo, descricao, tags, acesso, respostas, config, ...resto } = opcoes;
    const regra = acesso ?? padroes.acesso;
    app.route({
      ...(resto as object),
      method: contrato.metodo,
      url: contrato.caminho,
      config: { ...config, ...(regra ? { acesso: regra } : {}) },
      schema: esquemaDoContrato(contrato, {
        tags: [...(tags ?? padroes.tags)],
        summary: resumo,
        ...(descricao ? { description: descricao } : {}),
        respostas: respostas ?? padroes.respostas,
      }),
      // biome-ignore lint/suspicious/noExplicitAny: the handler is typed by the contract at the call
      handler: handler as any,
    });
  };
}
