import { PERMISSOES } from '@backoffice/domain/permissions';
import {
  candidatoDescartadoBody,
  candidatoVisualizadoBody,
  descartadoSelecaoLinha,
  descartadosSelecaoParams,
  MENSAGENS_PESQUISA,
  mensagemResposta,
  pesquisaCandidatosBody,
  pesquisaCandidatosResposta,
  pesquisaVagaLinha,
} from '@backoffice/domain/pesquisa-candidatos';
import { nrVagaParams } from '@backoffice/domain/vaga-edicao';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { descartadosDaSelecao, pesquisasDaVaga } from './historico-pesquisas.service';
import { criarSelecao, descartarCandidato, marcarVisualizado } from './selecao.service';

const acesso = { permissoes: PERMISSOES.selecao };
// the vacancy's candidate panel is open to selection and recruitment analysts
const acessoHistorico = [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])];
const erros = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The analyst's talent-pool search and its result actions (spec 000 §7.6). */
export const pesquisaCandidatosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/pesquisa-candidatos/pesquisa',
    {
      config: { acesso },
      schema: {
        tags: ['pesquisa-candidatos'],
        summary: 'Pesquisa candidatos para a vaga e grava a seleção',
        description:
          'Filtros da spec 000 §3.8 (veja pesquisaCandidatosBody no pacote domain). Responde a seleção criada ' +
          '(nr_selecao), o total limitado (total_label "1000+") e as linhas em ordem de relevância.',
        body: pesquisaCandidatosBody,
        response: { 200: pesquisaCandidatosResposta, ...erros, 503: respostaErro },
      },
    },
    async (request) => criarSelecao(deps.db, exigirUsuario(request), request.body, dataNegocio()),
  );

  app.put(
    '/pesquisa-candidatos/candidato-visualizado',
    {
      config: { acesso },
      schema: {
        tags: ['pesquisa-candidatos'],
        summary: 'Marca o candidato da seleção como visto (S) ou não visto (N)',
        body: candidatoVisualizadoBody,
        response: { 200: mensagemResposta, ...erros },
      },
    },
    async (request) => {
      const b = request.body;
      await marcarVisualizado(deps.db, b.nr_selecao, b.cd_pessoa, b.cd_valor);
      return { message: MENSAGENS_PESQUISA.atualizado };
    },
  );

  app.delete(
    '/pesquisa-candidatos/candidato-descartado',
    {
      config: { acesso },
      schema: {
        tags: ['pesquisa-candidatos'],
        summary: 'Descarta o candidato da seleção (e das próximas pesquisas da vaga)',
        body: candidatoDescartadoBody,
        response: { 200: mensagemResposta, ...erros },
      },
    },
    async (request) => {
      await descartarCandidato(deps.db, exigirUsuario(request), request.body);
      return { message: MENSAGENS_PESQUISA.descartado };
    },
  );

  app.get(
    '/pesquisa-candidatos/pesquisas/:nrVaga',
    {
      config: { acesso: { permissoes: acessoHistorico } },
      schema: {
        tags: ['pesquisa-candidatos'],
        summary: 'Pesquisas feitas para a vaga (aba Histórico de Pesquisas)',
        params: nrVagaParams,
        response: { 200: z.array(pesquisaVagaLinha), 404: respostaErro },
      },
    },
    async (request) => pesquisasDaVaga(deps.db, request.params.nrVaga),
  );

  app.get(
    '/pesquisa-candidatos/candidatos/descartados/:job/:selection',
    {
      config: { acesso: { permissoes: acessoHistorico } },
      schema: {
        tags: ['pesquisa-candidatos'],
        summary: 'Candidatos descartados de uma pesquisa da vaga',
        params: descartadosSelecaoParams,
        response: { 200: z.array(descartadoSelecaoLinha), 404: respostaErro },
      },
    },
    async (request) => descartadosDaSelecao(deps.db, request.params.job, request.params.selection),
  );
};
