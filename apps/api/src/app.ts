import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CONTRATOS_PLATAFORMA } from '@backoffice/domain/contratos/plataforma';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { MARCA_NONCE_CSP } from '@backoffice/domain/seguranca';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { z } from 'zod';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import { LeituraReplicada } from './db/replicas';
import { agendamentoPlugin } from './modules/agendamento/agendamento.plugin';
import { authModulePlugin } from './modules/auth/auth.plugin';
import { autoatendimentoPlugin } from './modules/autoatendimento/autoatendimento.plugin';
import { campanhaPlugin } from './modules/campanha/campanha.plugin';
import { candidatoPlugin } from './modules/candidato/candidato.plugin';
import { catalogoPlugin } from './modules/catalogo/catalogo.plugin';
import { clientePlugin } from './modules/cliente/cliente.plugin';
import { configuracaoPlugin } from './modules/configuracao/configuracao.plugin';
import { grupoPlugin } from './modules/grupo/grupo.plugin';
import { healthPlugin } from './modules/health/health.plugin';
import { helpdeskPlugin } from './modules/helpdesk/helpdesk.plugin';
import { importacaoPlugin } from './modules/importacao/importacao.plugin';
import { mensageriaPlugin } from './modules/mensageria/mensageria.plugin';
import { pesquisaCandidatosPlugin } from './modules/pesquisa-candidatos/pesquisa-candidatos.plugin';
import { portalPlugin } from './modules/portal/portal.plugin';
import { erroDeEndereco } from './modules/portal/raiz';
import { usuarioPlugin } from './modules/usuario/usuario.plugin';
import { paginasParecerClientePlugin, vagaPlugin } from './modules/vaga/vaga.plugin';
import { criarAssinatura } from './platform/adapters/assinatura-factory';
import { criarMensageria } from './platform/adapters/mensageria';
import { criarSimplesNacional } from './platform/adapters/simples-nacional';
import { authPlugin } from './platform/auth';
import { esquemaDoContrato } from './platform/contratos';
import type { AppDeps } from './platform/deps';
import { opcoesSwagger, opcoesSwaggerUi } from './platform/docs';
import { instalarDrenagem } from './platform/drenagem';
import { installErrorHandler, installJsonParser } from './platform/errors';
import { EstadoInstancia } from './platform/instancia';
import { criarFilaTrabalhos } from './platform/jobs';
import { instalarLeituraReplicada } from './platform/leitura';
import { createLogger } from './platform/logger';
import { criarMetricas, type Metricas, metricasPlugin } from './platform/metricas';
import { RealtimeHub, realtimePlugin } from './platform/realtime';
import { nonceCsp, securityHeadersPlugin } from './platform/security-headers';

z.config(z.locales.pt());

export interface BuildAppOptions {
  config: Config;
  handle: DbHandle;
  /** Serve the built web app from this folder (with index.html fallback for client routes). */
  webDistDir?: string;
  /** Where logs go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

// A request id sent by a proxy or client is kept only when it is short and plain.
const ID_REQUISICAO_VALIDO = /^[A-Za-z0-9._:-]{1,128}$/;

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's Prometheus metrics (served by /metrics or the METRICS_PORT listener). */
    metricas: Metricas;
  }
}

/** Builds the Fastify app: platform plugins first, then one plugin per module under /api. */
/**
 * The web app's files under `assets/` carry their content's hash in the name, so they never change:
 * cached for a year without asking again. Other files (favicon, robots) are checked each time.
 */
export function cacheDoArquivo(arquivo: string): string {
  return /[\\/]assets[\\/]/.test(arquivo) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config, handle } = opts;
  const app = Fastify({
    loggerInstance: createLogger(config, opts.logDestination) as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req) => {
      const id = req.headers['x-request-id'];
      return typeof id === 'string' && ID_REQUISICAO_VALIDO.test(id) ? id : randomUUID();
    },
    forceCloseConnections: true,
    // An address Fastify cannot decode: the portal's own page under /vagas, JSON elsewhere.
    frameworkErrors: erroDeEndereco,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonParser(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any hook that may answer (access, CSRF, rate limit), so every answer carries the headers.
  await app.register(securityHeadersPlugin, { config });

  const realtime = new RealtimeHub(handle, app.log);
  // 'iniciando' until ready: the server runs the migrations before building the app
  const instancia = new EstadoInstancia();
  app.addHook('onReady', async () => {
    instancia.marcarPronta();
  });
  instalarDrenagem(app, instancia, realtime, config.DRENAGEM_SEGUNDOS * 1000);
  // Read replicas (PostgreSQL only): the heavy reads go to them (db/replicas.ts, platform/leitura.ts).
  const replicas =
    handle.kind === 'postgres' && config.DATABASE_REPLICA_URL.length > 0
      ? new LeituraReplicada(handle, {
          urls: config.DATABASE_REPLICA_URL,
          atrasoMaxSegundos: config.REPLICA_ATRASO_MAX_SEGUNDOS,
          verificacaoSegundos: config.REPLICA_VERIFICACAO_SEGUNDOS,
          poolMax: config.DB_POOL_MAX,
          statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
          log: app.log,
        })
      : undefined;
  if (replicas) {
    instalarLeituraReplicada(app, config, replicas);
    app.addHook('onReady', () => replicas.iniciar());
    app.addHook('onClose', () => replicas.fechar());
  }
  const metricas = criarMetricas({ handle, realtime, instancia, log: app.log, replicas });
  app.decorate('metricas', metricas);
  await app.register(metricasPlugin, { config, metricas });

  const deps: AppDeps = {
    config,
    handle,
    db: handle.db,
    dbLeitura: replicas?.db ?? handle.db,
    handleLeitura: replicas?.handle ?? handle,
    replicas,
    instancia,
    realtime,
    mensageria: criarMensageria(config),
    simplesNacional: criarSimplesNacional(config, handle),
    assinatura: criarAssinatura(config, handle),
    jobs: criarFilaTrabalhos(handle, app.log),
  };
  app.addHook('onClose', async () => {
    await deps.jobs.parar();
    const email = deps.mensageria.email as { fechar?: () => void };
    email.fechar?.();
  });
  app.decorate('deps', deps);

  // swagger first: it collects every route registered after it.
  await app.register(swagger, opcoesSwagger);
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // Access rules from here on: every later route under /api must declare config.acesso.
  await app.register(authPlugin, { deps });

  await app.register(swaggerUi, opcoesSwaggerUi);
  app.get(
    `/api${CONTRATOS_PLATAFORMA.openapi.caminho}`,
    {
      config: { acesso: { publica: true } },
      schema: {
        ...esquemaDoContrato(CONTRATOS_PLATAFORMA.openapi, {
          tags: ['plataforma'],
          summary: 'Documento OpenAPI',
        }),
        hide: true,
      },
    },
    async () => app.swagger() as unknown as Record<string, unknown>,
  );
  await app.register(realtimePlugin, { config, hub: realtime });

  // One plugin per module (modules/<module>/<module>.plugin.ts), each registering its routes.
  await app.register(
    async (api) => {
      await api.register(healthPlugin, { deps });
      await api.register(catalogoPlugin, { deps });
      await api.register(clientePlugin, { deps });
      await api.register(candidatoPlugin, { deps });
      await api.register(usuarioPlugin, { deps });
      await api.register(vagaPlugin, { deps });
      await api.register(agendamentoPlugin, { deps });
      await api.register(configuracaoPlugin, { deps });
      await api.register(authModulePlugin, { deps });
      await api.register(pesquisaCandidatosPlugin, { deps });
      await api.register(autoatendimentoPlugin, { deps });
      await api.register(mensageriaPlugin, { deps });
      await api.register(grupoPlugin, { deps });
      await api.register(helpdeskPlugin, { deps });
      await api.register(campanhaPlugin, { deps });
      await api.register(importacaoPlugin, { deps });
    },
    { prefix: '/api' },
  );

  // The candidate portal: the LGPD requests' API routes, then its own pages under /vagas (outside
  // the API and the back-office's page), robots.txt and favicon.ico at the site's root.
  await app.register(portalPlugin, { deps });
  // The client's page of a verdict link (/cliente/parecer/…): no login, the link's token is the credential.
  await app.register(paginasParecerClientePlugin, { deps });

  if (opts.webDistDir && fs.existsSync(path.join(opts.webDistDir, 'index.html'))) {
    // index.html carries the CSP nonce of each answer, so it is never served as a plain file.
    const paginaWeb = fs.readFileSync(path.join(opts.webDistDir, 'index.html'), 'utf8');
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      wildcard: false,
      index: false,
      // the compressed copies are sent in place of their file, never asked for by name
      globIgnore: ['index.html', '**/*.br', '**/*.gz'],
      preCompressed: true,
      setHeaders: (reply, arquivo) => {
        reply.header('cache-control', cacheDoArquivo(arquivo));
      },
    });
    // Client routes (/login, /t/<tab>...) get index.html; the error handler keeps the 404 of everything else.
    app.get('/*', { schema: { hide: true }, config: { nonceCsp: true } }, (request, reply) => {
      const caminho = request.url.split('?')[0];
      const ultimo = caminho.slice(caminho.lastIndexOf('/') + 1);
      if (
        caminho.startsWith('/api/') ||
        caminho === '/api' ||
        caminho.startsWith('/ws') ||
        (ultimo.includes('.') && caminho !== '/index.html')
      ) {
        return reply.status(404).send({ error: MENSAGENS.rotaNaoEncontrada });
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(paginaWeb.replaceAll(MARCA_NONCE_CSP, nonceCsp(reply)));
    });
  }

  return app;
}
