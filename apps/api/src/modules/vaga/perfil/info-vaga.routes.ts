import type { UsuarioSessao } from '@backoffice/domain/auth';
import { CONTRATOS_VAGA_INFO as C } from '@backoffice/domain/contratos/vaga-info';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { MENSAGENS_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { notFound, respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { vagasAtrasadasDoUsuario } from '../situacao/vaga-prazo.service';
import { lerAnalistaVaga, lerInfoVaga } from './info-vaga.service';

// Read by the selection's search panel and by the recruitment lists' opening details (spec 001 §7).
// The call center reads the vacancy of a conversation (its inline detail, spec 001 §2.17).
const acesso = {
  permissoes: [
    ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.callcenter]),
  ],
};

/** GET /api/vaga/info-vaga/:nrVaga[/:setor] and /api/vaga/info-analista-vaga/:nrVaga (spec 000 §3.9, §7.6). */
export const infoVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ler = async (nrVaga: number, usuario: UsuarioSessao) => {
    const info = await lerInfoVaga(deps.db, nrVaga);
    if (!info) throw notFound(MENSAGENS_PESQUISA.vagaNaoEncontrada);
    const atrasadas = await vagasAtrasadasDoUsuario(deps.db, usuario, dataNegocio());
    return { ...info, VAGAS_ATRASADAS_USUARIO: atrasadas };
  };

  const rota = router(app, { tags: ['vaga'], acesso, respostas: { 404: respostaErro } });

  rota(C.infoVaga, { resumo: 'Perfil de pesquisa e dados da vaga' }, async (request) =>
    ler(request.params.nrVaga, exigirUsuario(request)),
  );

  // Both sectors read the same vacancy row here; the sector stays in the path because callers send it.
  rota(
    C.infoVagaSetor,
    { resumo: 'Perfil de pesquisa e dados da vaga (chamada dos setores R ou S)' },
    async (request) => ler(request.params.nrVaga, exigirUsuario(request)),
  );

  rota(C.infoAnalistaVaga, { resumo: 'Analista da vaga' }, async (request) => {
    const a = await lerAnalistaVaga(deps.db, request.params.nrVaga);
    if (!a) throw notFound(MENSAGENS_PESQUISA.vagaNaoEncontrada);
    return a;
  });
};
