import type { UsuarioSessao } from '@backoffice/domain/auth';
import { PERMISSOES } from '@backoffice/domain/permissions';
import {
  infoAnalistaVagaResposta,
  infoVagaParams,
  infoVagaResposta,
  infoVagaSetorParams,
  MENSAGENS_PESQUISA,
} from '@backoffice/domain/pesquisa-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { notFound, respostaErro } from '../../platform/errors';
import { lerAnalistaVaga, lerInfoVaga } from './info-vaga.service';
import { vagasAtrasadasDoUsuario } from './vaga-prazo.service';

// Read by the selection's search panel and by the recruitment lists' opening details (spec 001 §7).
const acesso = { permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])] };

/** GET /api/vaga/info-vaga/:nrVaga[/:setor] and /api/vaga/info-analista-vaga/:nrVaga (spec 000 §3.9, §7.6). */
export const infoVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ler = async (nrVaga: number, usuario: UsuarioSessao) => {
    const info = await lerInfoVaga(deps.db, nrVaga);
    if (!info) throw notFound(MENSAGENS_PESQUISA.vagaNaoEncontrada);
    return { ...info, VAGAS_ATRASADAS_USUARIO: await vagasAtrasadasDoUsuario(deps.db, usuario) };
  };

  app.get(
    '/vaga/info-vaga/:nrVaga',
    {
      config: { acesso },
      schema: {
        tags: ['vaga'],
        summary: 'Perfil de pesquisa e dados da vaga',
        params: infoVagaParams,
        response: { 200: infoVagaResposta, 404: respostaErro },
      },
    },
    async (request) => ler(request.params.nrVaga, exigirUsuario(request)),
  );

  app.get(
    '/vaga/info-vaga/:nrVaga/:setor',
    {
      config: { acesso },
      schema: {
        tags: ['vaga'],
        summary: 'Perfil de pesquisa e dados da vaga (chamada dos setores R ou S)',
        // Both sectors read the same vacancy row here; the sector stays in the path because callers send it.
        params: infoVagaSetorParams,
        response: { 200: infoVagaResposta, 404: respostaErro },
      },
    },
    async (request) => ler(request.params.nrVaga, exigirUsuario(request)),
  );

  app.get(
    '/vaga/info-analista-vaga/:nrVaga',
    {
      config: { acesso },
      schema: {
        tags: ['vaga'],
        summary: 'Analista da vaga',
        params: infoVagaParams,
        response: { 200: infoAnalistaVagaResposta, 404: respostaErro },
      },
    },
    async (request) => {
      const a = await lerAnalistaVaga(deps.db, request.params.nrVaga);
      if (!a) throw notFound(MENSAGENS_PESQUISA.vagaNaoEncontrada);
      return a;
    },
  );
};
