import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { acoesLoteRoutes } from './acoes-lote/acoes-lote.routes';
import { candidatosVagaRoutes } from './candidatos/candidatos-vaga.routes';
import { emailReprovacaoRoutes } from './candidatos/email-reprovacao.routes';
import { relacionarRoutes } from './candidatos/relacionar.routes';
import { contratacaoRoutes } from './contratacao/contratacao.routes';
import { divulgacaoVagaRoutes } from './divulgacao/divulgacao.routes';
import { divulgacaoPublicaRoutes } from './divulgacao/divulgacao-publica.routes';
import { analistaTelefoneRoutes } from './edicao/analista-telefone.routes';
import { analistaVagaRoutes } from './edicao/analista-vaga.routes';
import { beneficiosVagaRoutes } from './edicao/beneficios.routes';
import { centroCustoVagaRoutes } from './edicao/centro-custo-vaga.routes';
import { faturamentoVagaRoutes } from './edicao/faturamento.routes';
import { vagaEdicaoRoutes } from './edicao/vaga-edicao.routes';
import { vagaSigiloRoutes } from './edicao/vaga-sigilo.routes';
import { vagasDoUsuarioRoutes } from './edicao/vagas-do-usuario.routes';
import { faturamentoAvaliacaoRoutes } from './faturamento-avaliacao/faturamento-avaliacao.routes';
import { fechamentoRoutes } from './fechamento/fechamento.routes';
import { dashboardSelecaoRoutes } from './listas/dashboard-selecao.routes';
import { vagaPickerRoutes } from './listas/vaga-picker.routes';
import { vagasRecrutamentoRoutes } from './listas/vagas-recrutamento.routes';
import { vagasSelecaoRoutes } from './listas/vagas-selecao.routes';
import { parecerClienteRoutes } from './parecer-cliente/parecer-cliente.routes';
import { parecerLembretesRoutes } from './parecer-cliente/parecer-lembretes.service';
import { parecerPublicoRoutes } from './parecer-cliente/parecer-publico.routes';
import { infoVagaRoutes } from './perfil/info-vaga.routes';
import { perfilVagaRoutes } from './perfil/perfil-vaga.routes';
import { requisicaoRoutes } from './requisicao/requisicao.routes';
import { prorrogacaoRoutes } from './situacao/prorrogacao.routes';
import { situacaoVagaRoutes } from './situacao/situacao.routes';

/** Vacancies and requisitions: editing, situation, publishing, the vacancy's candidates and the vacancy lists. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const vagaPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(vagaPickerRoutes, { deps });
  await app.register(perfilVagaRoutes, { deps });
  await app.register(infoVagaRoutes, { deps });
  await app.register(relacionarRoutes, { deps });
  await app.register(vagaSigiloRoutes, { deps });
  await app.register(vagaEdicaoRoutes, { deps });
  await app.register(situacaoVagaRoutes, { deps });
  await app.register(faturamentoVagaRoutes, { deps });
  await app.register(beneficiosVagaRoutes, { deps });
  await app.register(divulgacaoVagaRoutes, { deps });
  await app.register(analistaVagaRoutes, { deps });
  await app.register(analistaTelefoneRoutes, { deps });
  await app.register(centroCustoVagaRoutes, { deps });
  await app.register(divulgacaoPublicaRoutes, { deps });
  await app.register(candidatosVagaRoutes, { deps });
  await app.register(emailReprovacaoRoutes, { deps });
  await app.register(acoesLoteRoutes, { deps });
  await app.register(parecerClienteRoutes, { deps });
  await app.register(parecerLembretesRoutes, { deps });
  await app.register(dashboardSelecaoRoutes, { deps });
  await app.register(vagasSelecaoRoutes, { deps });
  await app.register(vagasRecrutamentoRoutes, { deps });
  await app.register(prorrogacaoRoutes, { deps });
  await app.register(vagasDoUsuarioRoutes, { deps });
  await app.register(faturamentoAvaliacaoRoutes, { deps });
  await app.register(requisicaoRoutes, { deps });
  await app.register(contratacaoRoutes, { deps });
  await app.register(fechamentoRoutes, { deps });
};

/**
 * The client's page of a verdict link (`/cliente/parecer/…`): registered by the app at the site's
 * root, outside /api and its session, like the portal's pages.
 */
export const paginasParecerClientePlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  await app.register(parecerPublicoRoutes, { deps });
};
