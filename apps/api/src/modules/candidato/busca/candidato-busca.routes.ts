import { AREAS_BUSCA_CANDIDATOS, lerFiltrosBusca } from '@backoffice/domain/candidato-busca';
import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, respostaErro } from '../../../platform/errors';
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
  app.get(
    C.pesquisa.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.pesquisa, {
        tags: ['candidato'],
        summary: 'Busca de candidatos por nome, CPF ou código (até 200)',
        description: descricao,
        respostas,
      }),
    },
    async (request) => buscarCandidatos(deps.db, filtros(request.params['*'])),
  );

  app.get(
    C.contagemPesquisa.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.contagemPesquisa, {
        tags: ['candidato'],
        summary: 'Quantidade de candidatos da busca, contada até 200',
        description: descricao,
        respostas,
      }),
    },
    async (request) => contarCandidatos(deps.db, filtros(request.params['*'])),
  );
};
