import { CONTRATOS_PESQUISA_CANDIDATOS as C } from '@backoffice/domain/contratos/pesquisa-candidatos';
import { ANALISTAS_VAGA } from '@backoffice/domain/permissions';
import { MENSAGENS_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { unidadesPrazo } from '../vaga/vaga.entry';
import { descartadosDaSelecao, pesquisasDaVaga } from './historico-pesquisas.service';
import { criarSelecao, descartarCandidato, marcarVisualizado } from './selecao.service';

// the vacancy's search area and candidate panel are open to selection and recruitment analysts
// (spec 000 §6 'no role distinctions there', §7.6; docs/decisions/0012)
const acesso = { permissoes: ANALISTAS_VAGA };
const acessoHistorico = ANALISTAS_VAGA;
const erros = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The analyst's talent-pool search and its result actions (spec 000 §7.6). */
export const pesquisaCandidatosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    C.pesquisar.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.pesquisar, {
        tags: ['pesquisa-candidatos'],
        summary: 'Pesquisa candidatos para a vaga e grava a seleção',
        description:
          'Filtros da spec 000 §3.8 (veja pesquisaCandidatosBody no pacote domain). Responde a seleção criada ' +
          '(nr_selecao), o total limitado (total_label "1000+") e as linhas em ordem de relevância.',
        respostas: { ...erros, 503: respostaErro },
      }),
    },
    async (request) =>
      criarSelecao(deps.db, exigirUsuario(request), request.body, dataNegocio(), unidadesPrazo(deps.config)),
  );

  app.put(
    C.visualizado.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.visualizado, {
        tags: ['pesquisa-candidatos'],
        summary: 'Marca o candidato da seleção como visto (S) ou não visto (N)',
        respostas: erros,
      }),
    },
    async (request) => {
      const b = request.body;
      await marcarVisualizado(deps.db, b.nr_selecao, b.cd_pessoa, b.cd_valor);
      return { message: MENSAGENS_PESQUISA.atualizado };
    },
  );

  app.delete(
    C.descartar.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.descartar, {
        tags: ['pesquisa-candidatos'],
        summary: 'Descarta o candidato da seleção (e das próximas pesquisas da vaga)',
        respostas: erros,
      }),
    },
    async (request) => {
      await descartarCandidato(deps.db, exigirUsuario(request), request.body);
      return { message: MENSAGENS_PESQUISA.descartado };
    },
  );

  app.get(
    C.pesquisas.caminho,
    {
      config: { acesso: { permissoes: acessoHistorico } },
      schema: esquemaDoContrato(C.pesquisas, {
        tags: ['pesquisa-candidatos'],
        summary: 'Pesquisas feitas para a vaga (aba Histórico de Pesquisas)',
        respostas: { 404: respostaErro },
      }),
    },
    async (request) => pesquisasDaVaga(deps.db, request.params.nrVaga),
  );

  app.get(
    C.descartados.caminho,
    {
      config: { acesso: { permissoes: acessoHistorico } },
      schema: esquemaDoContrato(C.descartados, {
        tags: ['pesquisa-candidatos'],
        summary: 'Candidatos descartados de uma pesquisa da vaga',
        respostas: { 404: respostaErro },
      }),
    },
    async (request) => descartadosDaSelecao(deps.db, request.params.job, request.params.selection),
  );
};
