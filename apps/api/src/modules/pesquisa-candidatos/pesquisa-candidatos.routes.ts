import { CONTRATOS_PESQUISA_CANDIDATOS as C } from '@backoffice/domain/contratos/pesquisa-candidatos';
import { ANALISTAS_VAGA } from '@backoffice/domain/permissions';
import { MENSAGENS_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { descartadosDaSelecao, pesquisasDaVaga } from './historico-pesquisas.service';
import { criarSelecao, descartarCandidato, marcarVisualizado } from './selecao.service';

// the vacancy's search area and candidate panel are open to selection and recruitment analysts
// (spec 000 §6 'no role distinctions there', §7.6; docs/decisions/0012)
const acesso = { permissoes: ANALISTAS_VAGA };
const acessoHistorico = ANALISTAS_VAGA;
const erros = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The analyst's talent-pool search and its result actions (spec 000 §7.6). */
export const pesquisaCandidatosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['pesquisa-candidatos'], acesso, respostas: erros });

  rota(
    C.pesquisar,
    {
      resumo: 'Pesquisa candidatos para a vaga e grava a seleção',
      descricao:
        'Filtros da spec 000 §3.8 (veja pesquisaCandidatosBody no pacote domain). Responde a seleção criada ' +
        '(nr_selecao), o total limitado (total_label "1000+") e as linhas em ordem de relevância.',
      respostas: { ...erros, 503: respostaErro },
      // the search runs on a read replica; the selection it writes is read back only from the primary
      config: { leituraEmReplica: true },
    },
    async (request) =>
      criarSelecao(deps.db, exigirUsuario(request), request.body, dataNegocio(), deps.dbLeitura),
  );

  rota(
    C.visualizado,
    { resumo: 'Marca o candidato da seleção como visto (S) ou não visto (N)' },
    async (request) => {
      const b = request.body;
      await marcarVisualizado(deps.db, b.nr_selecao, b.cd_pessoa, b.cd_valor);
      return { message: MENSAGENS_PESQUISA.atualizado };
    },
  );

  rota(
    C.descartar,
    { resumo: 'Descarta o candidato da seleção (e das próximas pesquisas da vaga)' },
    async (request) => {
      await descartarCandidato(deps.db, exigirUsuario(request), request.body);
      return { message: MENSAGENS_PESQUISA.descartado };
    },
  );

  rota(
    C.pesquisas,
    {
      resumo: 'Pesquisas feitas para a vaga (aba Histórico de Pesquisas)',
      acesso: { permissoes: acessoHistorico },
      respostas: { 404: respostaErro },
    },
    async (request) => pesquisasDaVaga(deps.db, request.params.nrVaga),
  );

  rota(
    C.descartados,
    {
      resumo: 'Candidatos descartados de uma pesquisa da vaga',
      acesso: { permissoes: acessoHistorico },
      respostas: { 404: respostaErro },
    },
    async (request) => descartadosDaSelecao(deps.db, request.params.job, request.params.selection),
  );
};
