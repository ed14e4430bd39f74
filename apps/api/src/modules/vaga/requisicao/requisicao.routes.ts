import {
  PERMISSOES_ABERTURA_REQUISICAO,
  PERMISSOES_REQUISICAO,
} from '@backoffice/domain/abertura-requisicao';
import { CONTRATOS_REQUISICOES as C } from '@backoffice/domain/contratos/requisicoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { abrirRequisicao } from './abertura.service';
import { alterarRequisicao, cancelarRequisicao } from './edicao.service';
import { buscarRequisicao, clienteParaAbertura } from './requisicao.service';

const respostas = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/**
 * Abertura de requisição (codes 58, 59, 60; docs/requisicoes.md): open a requisition with its
 * vacancies, read it, edit it while no candidate is related, cancel it with a reason.
 */
export const requisicaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['requisicoes'],
    acesso: { permissoes: [...PERMISSOES_ABERTURA_REQUISICAO] },
    respostas,
  });
  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });

  rota(
    C.abrir,
    {
      resumo: 'Abre uma requisição e uma vaga por abertura de cada linha',
      descricao:
        'Uma transação: a requisição, as vagas (situação 1, 11 ou 12, abertura hoje, faturamento padrão do tipo de contratação), os benefícios, a nota no histórico de cada vaga, o aviso do analista e os eventos vaga/vagaRecrutamento. Responde NR_REQUISICAO e a lista NR_VAGA.',
    },
    async (request) => abrirRequisicao(ctx(request), request.body),
  );
  rota(
    C.requisicao,
    {
      resumo: 'A requisição com os benefícios, a divulgação e as vagas',
      acesso: { permissoes: [...PERMISSOES_REQUISICAO] },
    },
    async (request) => buscarRequisicao(deps, request.params.nr),
  );
  rota(
    C.alterar,
    { resumo: 'Altera a requisição e as suas vagas enquanto nenhum candidato está relacionado' },
    async (request) => alterarRequisicao(ctx(request), request.params.nr, request.body),
  );
  rota(
    C.cancelar,
    { resumo: 'Cancela a requisição com o motivo, e as suas vagas abertas' },
    async (request) => cancelarRequisicao(ctx(request), request.params.nr, request.body),
  );
  rota(
    C.cliente,
    { resumo: 'Unidade, confidencialidade padrão e contatos do cliente, para a abertura' },
    async (request) => clienteParaAbertura(deps, request.params.cdPessoa),
  );
};
