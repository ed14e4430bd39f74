import { LIMITES_CADASTRO } from '@backoffice/domain/candidato-cadastro';
import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import { type BuscarCepResposta, MENSAGENS_ENDERECO as M } from '@backoffice/domain/endereco';
import type { BairroLinha } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { criarCep } from '../../platform/adapters/cep';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';

const acesso = { permissoes: [] };
const erros = { 400: respostaErro, 404: respostaErro, 502: respostaErro };

function bairrosDaCidade(deps: AppDeps, cidade: string, uf: string): Promise<BairroLinha[]> {
  return deps.handle.query<BairroLinha>(
    `SELECT cd_bairro AS "CD_BAIRRO", nm_bairro AS "NM_BAIRRO", nm_cidade AS "NM_CIDADE", cd_uf AS "CD_UF"
       FROM bairro WHERE cd_uf = $1 AND f_unaccent(lower(nm_cidade)) = f_unaccent(lower($2))
      ORDER BY nm_bairro LIMIT 2000`,
    [uf, cidade],
  );
}

/** Address by CEP and neighbourhoods of the resume editor (spec 002 §2.2, §7). */
export const enderecoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const cep = criarCep(deps);
  const falha = () => new HttpError(502, M.erroCep);

  const rota = router(app, { tags: ['endereco'], acesso, respostas: erros });

  rota(C.buscarCep, { resumo: 'Endereço do CEP' }, async (request): Promise<BuscarCepResposta> => {
    const e = await cep.buscar(request.params.cep).catch((err) => {
      request.log.warn({ err: String(err) }, 'consulta de CEP falhou');
      throw falha();
    });
    if (!e) throw notFound(M.cepNaoEncontrado);
    const [estado] = await deps.handle.query<{ nm_uf: string; cd_pais: number }>(
      `SELECT nm_uf, cd_pais FROM estado WHERE cd_uf = $1`,
      [e.uf],
    );
    return {
      dados_cep: {
        CD_CEP: e.cep || request.params.cep,
        ENDERECO: e.logradouro,
        NM_CIDADE: e.cidade,
        NM_UF: estado?.nm_uf ?? e.uf,
        CD_UF: e.uf,
        CD_PAIS: Number(estado?.cd_pais ?? 1),
      },
      bairro_viacep: e.bairro,
      bairros: await bairrosDaCidade(deps, e.cidade, e.uf),
    };
  });

  rota(C.buscarCeps, { resumo: 'Pesquisa de CEPs por rua' }, async (request) => {
    const { uf, cidade, nome, pagina } = request.body;
    const todos = await cep.pesquisar(uf, cidade, nome).catch(() => {
      throw falha();
    });
    const n = LIMITES_CADASTRO.cepPagina;
    return {
      total: todos.length,
      linhas: todos.slice((pagina - 1) * n, pagina * n).map((e) => ({
        CD_CEP: e.cep,
        ENDERECO: e.logradouro,
        NM_BAIRRO: e.bairro,
        NM_CIDADE: e.cidade,
        CD_UF: e.uf,
      })),
    };
  });

  rota(C.bairrosEndereco, { resumo: 'Bairros da cidade' }, async (request) =>
    bairrosDaCidade(deps, request.params.city, request.params.uf),
  );
};
