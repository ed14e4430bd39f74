import { AREAS_BUSCA_CANDIDATOS, lerFiltrosBusca } from '@backoffice/domain/candidato-busca';
import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { buscarCandidatos, contarCandidatos } from './candidato-busca.service';

const acesso = { permissoes: [...new Set(AREAS_BUSCA_CANDIDATOS.flatMap((a) => PERMISSOES[a]))] };
const respostas = { 400: respostaErro, 503: respostaErro };
const descricao =
  'Filtros no caminho, um segmento campo=valor cada: cd_pessoa, nr_documento_cpf, nm_pessoa (parte do ' +
  'nome, sem diferenciar maiúsculas e acentos, ao menos 3 letras seguidas), id_bloqueado (S/N), cd_uf, ' +
  'nm_cidade. Ex.: candidato/pesquisa/nm_pessoa=maria/cd_uf=SC/nm_cidade=Joinville. Sem filtro algum é recusada.';

/** The filters of the path, already checked by the params schema. */
function filtros(caminho: string) {
  const r = lerFiltrosBusca(caminho);
  if (!r.ok) throw badRequest(r.erros);
  return r.filtros;
}

/** GET candidato/pesquisa/{field=value...} and candidato/count/pesquisa/{...} (spec 001 §2.14, §7). */
export const candidatoBuscaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['candidato'], acesso, respostas });

  rota(
    C.pesquisa,
    { resumo: 'Busca de candidatos por nome, CPF ou código (até 200)', descricao },
    async (request) => buscarCandidatos(deps.dbLeitura, filtros(request.params['*'])),
  );

  rota(
    C.contagemPesquisa,
    { resumo: 'Quantidade de candidatos da busca, contada até 200', descricao },
    async (request) => contarCandidatos(deps.dbLeitura, filtros(request.params['*'])),
  );
};
