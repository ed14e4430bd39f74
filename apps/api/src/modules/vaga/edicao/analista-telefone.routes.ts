import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import {
  buscarTelefoneAnalista,
  excluirTelefoneAnalista,
  listarSelecionadores,
} from './analista-telefone.service';

const SELECAO = { permissoes: PERMISSOES.selecao };
const tags = ['vaga-edicao'];

/** The analyst tab's reads and the phone deletion (spec 000 §7.5). */
export const analistaTelefoneRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags, acesso: SELECAO });

  rota(C.telefoneAnalista, { resumo: 'Telefone do analista' }, async (request) =>
    buscarTelefoneAnalista(deps, request.params.cdPessoa),
  );

  rota(C.selecionadores, { resumo: 'Analistas que podem assumir a vaga' }, async (request) =>
    listarSelecionadores(deps, request.params.nrVaga),
  );

  rota(
    C.excluirTelefoneAnalista,
    { resumo: 'Exclui o telefone do analista (grupo 32 ou setor 2)' },
    async (request) => excluirTelefoneAnalista(deps, exigirUsuario(request), request.params.cdPessoaAnalista),
  );
};
