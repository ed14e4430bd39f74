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
import { agendaCandidatoRoutes } from './modules/agendamento/agenda-candidato.routes';
import { agendamentoRoutes } from './modules/agendamento/agendamento.routes';
import { agendamentoPickerRoutes } from './modules/agendamento/agendamento-picker.routes';
import { filaAtendimentoRoutes } from './modules/agendamento/fila-atendimento.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { autoatendimentoRoutes } from './modules/autoatendimento/autoatendimento.routes';
import { campanhaRoutes } from './modules/campanha/campanha.routes';
import { curriculoCadastroRoutes } from './modules/candidato/cadastro.routes';
import { candidatoBuscaRoutes } from './modules/candidato/candidato-busca.routes';
import { candidatoPickerRoutes } from './modules/candidato/candidato-picker.routes';
import { curriculoRoutes } from './modules/candidato/curriculo.routes';
import { dadosCandidatoRoutes } from './modules/candidato/dados-candidato.routes';
import { dadosCandidatoAbasRoutes } from './modules/candidato/dados-candidato-abas.routes';
import { documentosRoutes } from './modules/candidato/documentos.routes';
import { candidatoHistoricoRoutes } from './modules/candidato/historico.routes';
import { relatorioCandidatosRoutes } from './modules/candidato/relatorio-candidatos.routes';
import { testesRoutes } from './modules/candidato/testes.routes';
import { bairrosRoutes } from './modules/catalogo/bairros.routes';
import { cargoRoutes } from './modules/catalogo/cargo.routes';
import { cidadePadraoUsuarioRoutes } from './modules/catalogo/cidade-padrao-usuario.routes';
import { cidadeUsuarioRoutes } from './modules/catalogo/cidade-usuario.routes';
import { cidadesRoutes } from './modules/catalogo/cidades.routes';
import { conhecimentoRoutes } from './modules/catalogo/conhecimento.routes';
import { enderecoRoutes } from './modules/catalogo/endereco.routes';
import { escolaridadeRoutes } from './modules/catalogo/escolaridade.routes';
import { estadosRoutes } from './modules/catalogo/estados.routes';
import { paisesRoutes } from './modules/catalogo/paises.routes';
import { turnoRoutes } from './modules/catalogo/turno.routes';
import { unidadesRoutes } from './modules/catalogo/unidades.routes';
import { unidadesFiltroRoutes } from './modules/catalogo/unidades-filtro.routes';
import { botClienteRoutes } from './modules/cliente/bot-cliente.routes';
import { centroCustoRoutes } from './modules/cliente/centro-custo.routes';
import { clienteCargoRoutes } from './modules/cliente/cliente-cargo.routes';
import { clienteModRoutes } from './modules/cliente/cliente-mod.routes';
import { clientePickerRoutes } from './modules/cliente/cliente-picker.routes';
import { dadosResumidosRoutes } from './modules/cliente/dados-resumidos.routes';
import { configuracaoRoutes } from './modules/configuracao/configuracao.routes';
import { grupoRoutes } from './modules/grupo/grupo.routes';
import { healthRoutes } from './modules/health/health.routes';
import { helpDeskRoutes } from './modules/helpdesk/helpdesk.routes';
import { callcenterRoutes } from './modules/mensageria/callcenter.routes';
import { chatbotRoutes } from './modules/mensageria/chatbot.routes';
import { chatbotUsoRoutes } from './modules/mensageria/chatbot-uso.routes';
import { enviosCandidatoRoutes } from './modules/mensageria/envios.routes';
import { mensageriaRoutes } from './modules/mensageria/mensageria.routes';
import { pesquisaCandidatosRoutes } from './modules/pesquisa-candidatos/pesquisa-candidatos.routes';
import { pedidosLgpdRoutes } from './modules/portal/pedidos-lgpd.routes';
import { portalRoutes } from './modules/portal/portal.routes';
import { erroDeEndereco, raizPortalRoutes } from './modules/portal/raiz';
import { analistaPickerRoutes } from './modules/usuario/analista-picker.routes';
import { analistasRelatorioRoutes } from './modules/usuario/analistas-relatorio.routes';
import { analistasUnidadeRoutes } from './modules/usuario/analistas-unidade.routes';
import { avisosRoutes } from './modules/usuario/avisos.routes';
import { ramaisRoutes } from './modules/usuario/ramais.routes';
import { analistaTelefoneRoutes } from './modules/vaga/analista-telefone.routes';
import { analistaVagaRoutes } from './modules/vaga/analista-vaga.routes';
import { beneficiosVagaRoutes } from './modules/vaga/beneficios.routes';
import { candidatosVagaRoutes } from './modules/vaga/candidatos-vaga.routes';
import { centroCustoVagaRoutes } from './modules/vaga/centro-custo-vaga.routes';
import { dashboardSelecaoRoutes } from './modules/vaga/dashboard-selecao.routes';
import { divulgacaoVagaRoutes } from './modules/vaga/divulgacao.routes';
import { divulgacaoPublicaRoutes } from './modules/vaga/divulgacao-publica.routes';
import { emailReprovacaoRoutes } from './modules/vaga/email-reprovacao.routes';
import { faturamentoVagaRoutes } from './modules/vaga/faturamento.routes';
import { infoVagaRoutes } from './modules/vaga/info-vaga.routes';
import { perfilVagaRoutes } from './modules/vaga/perfil-vaga.routes';
import { prorrogacaoRoutes } from './modules/vaga/prorrogacao.routes';
import { relacionarRoutes } from './modules/vaga/relacionar.routes';
import { situacaoVagaRoutes } from './modules/vaga/situacao.routes';
import { vagaEdicaoRoutes } from './modules/vaga/vaga-edicao.routes';
import { vagaPickerRoutes } from './modules/vaga/vaga-picker.routes';
import { vagaSigiloRoutes } from './modules/vaga/vaga-sigilo.routes';
import { vagasRecrutamentoRoutes } from './modules/vaga/vagas-recrutamento.routes';
import { vagasSelecaoRoutes } from './modules/vaga/vagas-selecao.routes';
import { criarAssinatura } from './platform/adapters/assinatura-factory';
import { criarMensageria } from './platform/adapters/mensageria';
import { criarSimplesNacional } from './platform/adapters/simples-nacional';
import { authPlugin } from './platform/auth';
import { esquemaDoContrato } from './platform/contratos';
import type { AppDeps } from './platform/deps';
import { opcoesSwagger, opcoesSwaggerUi } from './platform/docs';
import { installErrorHandler, installJsonParser } from './platform/errors';
import { criarFilaTrabalhos } from './platform/jobs';
import { createLogger } from './platform/logger';
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

/** Builds the Fastify app: platform plugins first, then one plugin per module under /api. */
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
  const deps: AppDeps = {
    config,
    handle,
    db: handle.db,
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

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { deps });
      // Pickers (spec 000 §2.8, §7.2, §7.6).
      await api.register(paisesRoutes, { deps });
      await api.register(estadosRoutes, { deps });
      await api.register(cidadesRoutes, { deps });
      await api.register(bairrosRoutes, { deps });
      await api.register(conhecimentoRoutes, { deps });
      await api.register(cargoRoutes, { deps });
      await api.register(centroCustoRoutes, { deps });
      await api.register(turnoRoutes, { deps });
      await api.register(clientePickerRoutes, { deps });
      await api.register(candidatoPickerRoutes, { deps });
      await api.register(analistaPickerRoutes, { deps });
      await api.register(vagaPickerRoutes, { deps });
      await api.register(agendamentoPickerRoutes, { deps });
      await api.register(configuracaoRoutes, { deps });
      await api.register(avisosRoutes, { deps });
      await api.register(authRoutes, { deps });
      // Talent-pool search area (spec 000 §2.5–2.7, §7.6).
      await api.register(escolaridadeRoutes, { deps });
      await api.register(cidadeUsuarioRoutes, { deps });
      await api.register(cidadePadraoUsuarioRoutes, { deps });
      await api.register(pesquisaCandidatosRoutes, { deps });
      await api.register(perfilVagaRoutes, { deps });
      await api.register(infoVagaRoutes, { deps });
      await api.register(relacionarRoutes, { deps });
      await api.register(vagaSigiloRoutes, { deps });
      await api.register(dadosCandidatoRoutes, { deps });
      await api.register(candidatoBuscaRoutes, { deps });
      await api.register(agendamentoRoutes, { deps });
      // Attendance queue of the selection workspace (spec 002 §2.1, §2.5).
      await api.register(filaAtendimentoRoutes, { deps });
      // Vacancy editing (spec 000 §7.1–7.5) and the public job feed.
      await api.register(vagaEdicaoRoutes, { deps });
      await api.register(situacaoVagaRoutes, { deps });
      await api.register(faturamentoVagaRoutes, { deps });
      await api.register(beneficiosVagaRoutes, { deps });
      await api.register(divulgacaoVagaRoutes, { deps });
      await api.register(analistaVagaRoutes, { deps });
      await api.register(analistaTelefoneRoutes, { deps });
      await api.register(centroCustoVagaRoutes, { deps });
      await api.register(clienteCargoRoutes, { deps });
      await api.register(candidatoHistoricoRoutes, { deps });
      // The candidate data page's tabs (spec 002 §2.3).
      await api.register(dadosCandidatoAbasRoutes, { deps });
      await api.register(clienteModRoutes, { deps });
      await api.register(agendaCandidatoRoutes, { deps });
      await api.register(divulgacaoPublicaRoutes, { deps });
      // Self-service queue, resume and referral generation (spec 001 §2.8, §2.9, §7).
      await api.register(autoatendimentoRoutes, { deps });
      await api.register(curriculoRoutes, { deps });
      await api.register(testesRoutes, { deps });
      await api.register(documentosRoutes, { deps });
      // The candidate record: the resume editor (spec 002 §2.2, §7).
      await api.register(curriculoCadastroRoutes, { deps });
      await api.register(enderecoRoutes, { deps });
      await api.register(candidatosVagaRoutes, { deps });
      await api.register(emailReprovacaoRoutes, { deps });
      // Sends from the search history and the chatbot's conversations (spec 001 §2.5, §7).
      await api.register(enviosCandidatoRoutes, { deps });
      await api.register(chatbotRoutes, { deps });
      // The call center: queue, attendance and chat (spec 001 §2.17; 002 §7).
      await api.register(callcenterRoutes, { deps });
      // The selection workspace's dashboard (spec 002 §2.5).
      await api.register(unidadesRoutes, { deps });
      await api.register(analistasUnidadeRoutes, { deps });
      await api.register(dashboardSelecaoRoutes, { deps });
      await api.register(mensageriaRoutes, { deps });
      // Candidate groups (spec 001 §2.11, §7).
      await api.register(grupoRoutes, { deps });
      // My openings, the overdue flow and the client card (spec 001 §2.12, §2.13, §2.16).
      await api.register(vagasSelecaoRoutes, { deps });
      await api.register(vagasRecrutamentoRoutes, { deps });
      await api.register(relatorioCandidatosRoutes, { deps });
      await api.register(analistasRelatorioRoutes, { deps });
      await api.register(prorrogacaoRoutes, { deps });
      await api.register(dadosResumidosRoutes, { deps });
      await api.register(unidadesFiltroRoutes, { deps });
      // Operations tools: chatbot usage, developer hours, extensions, help desk (spec 002 §2.5, §2.6).
      await api.register(chatbotUsoRoutes, { deps });
      await api.register(helpDeskRoutes, { deps });
      await api.register(ramaisRoutes, { deps });
      // The client tax-regime validation bot (spec 002 §2.8).
      await api.register(botClienteRoutes, { deps });
      // Endomarketing campaigns (spec 002 §2.7).
      await api.register(campanhaRoutes, { deps });
      // The candidates' LGPD erasure requests (docs/portal.md).
      await api.register(pedidosLgpdRoutes, { deps });
    },
    { prefix: '/api' },
  );

  // The candidate portal: its own pages under /vagas, outside the API and the back-office's page.
  await app.register(portalRoutes, { deps });
  // robots.txt and favicon.ico at the site's root.
  await app.register(raizPortalRoutes, { config });

  if (opts.webDistDir && fs.existsSync(path.join(opts.webDistDir, 'index.html'))) {
    // index.html carries the CSP nonce of each answer, so it is never served as a plain file.
    const paginaWeb = fs.readFileSync(path.join(opts.webDistDir, 'index.html'), 'utf8');
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      wildcard: false,
      index: false,
      globIgnore: ['index.html'],
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
