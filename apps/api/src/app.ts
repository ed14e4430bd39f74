import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import { healthRoutes } from './modules/health/health.routes';
import { authPlugin } from './platform/auth';
import type { AppDeps } from './platform/deps';
import { installErrorHandler } from './platform/errors';
import { createLogger } from './platform/logger';
import { realtimePlugin } from './platform/realtime';

z.config(z.locales.pt());

export interface BuildAppOptions {
  config: Config;
  handle: DbHandle;
  /** Serve the built web app from this folder (with index.html fallback for client routes). */
  webDistDir?: string;
}

export type App = FastifyInstance;

/** Builds the Fastify app: platform plugins first, then one plugin per module under /api. */
export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config, handle } = opts;
  const app = Fastify({
    loggerInstance: createLogger(config) as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    forceCloseConnections: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  const deps: AppDeps = { config, handle, db: handle.db };
  app.decorate('deps', deps);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Back-office de Recrutamento e Seleção', version: '0.1.0' },
      components: { securitySchemes: { sessao: { type: 'apiKey', in: 'cookie', name: 'sessao' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { config: { acesso: { publica: true } }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(cookie);
  await app.register(websocket);
  await app.register(authPlugin, { deps });
  await app.register(realtimePlugin, { deps });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { deps });
    },
    { prefix: '/api' },
  );

  if (opts.webDistDir && fs.existsSync(path.join(opts.webDistDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: opts.webDistDir, wildcard: false });
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/ws')) {
        return reply.sendFile('index.html');
      }
      return reply.status(404).send({ error: 'Recurso não encontrado.' });
    });
  }

  return app;
}
