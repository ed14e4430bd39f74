import { CONTRATOS_DADOS_CANDIDATO as C } from '@backoffice/domain/contratos/dados-candidato';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { atualizarIndicacao, criarIndicacao, listarIndicacoes } from './indicacao.service';
import {
  listarEncaminhamentos,
  listarRelacionadosWeb,
  listarVagasCandidato,
  listarVagasPcd,
} from './vagas-candidato.service';

// Whoever opens the candidate data page (the tab registry's areas of DadosCandidato).
const ACESSO = {
  permissoes: [
    ...new Set([
      ...PERMISSOES.selecao,
      ...PERMISSOES.recrutamentoEntrar,
      ...PERMISSOES.autoatendimento,
      ...PERMISSOES.callcenter,
    ]),
  ],
};
const TAG = ['candidato-dados'];
const LEITURA = { 400: respostaErro, 403: respostaErro, 404: respostaErro };
const ESCRITA = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The candidate data page's lists and referrals (spec 002 §2.3, §3.4, §3.5, §3.8, §7). */
export const dadosCandidatoAbasRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: TAG, acesso: ACESSO, respostas: LEITURA });

  rota(
    C.encaminhamentos,
    { resumo: 'Vagas a que o candidato está relacionado, com situação e estágio' },
    async (request) =>
      listarEncaminhamentos(deps.db, exigirUsuario(request), request.params.candidate, request.params.sip),
  );

  rota(
    C.relacionadosWeb,
    { resumo: 'Requisições em que o candidato se inscreveu pela web' },
    async (request) => listarRelacionadosWeb(deps.db, request.params.candidate),
  );

  rota(
    C.vagas,
    { resumo: 'Vagas pelo filtro candidato-vaga (cidade, regiões, setor, status, cargo)' },
    async (request) => listarVagasCandidato(deps.db, request.params.candidate, request.body),
  );

  rota(C.vagasPcd, { resumo: 'Vagas abertas para PCD que servem ao candidato' }, async (request) =>
    listarVagasPcd(deps.db, request.params.candidate),
  );

  rota(C.indicacoes, { resumo: 'Indicações do candidato' }, async (request) =>
    listarIndicacoes(deps.db, request.params.candidate),
  );

  rota(C.criarIndicacao, { resumo: 'Nova indicação', respostas: ESCRITA }, async (request) =>
    criarIndicacao(deps.db, exigirUsuario(request), request.params.candidate, request.body),
  );

  rota(
    C.atualizarIndicacao,
    { resumo: 'Atualiza uma indicação (id_indicacao)', respostas: ESCRITA },
    async (request) =>
      atualizarIndicacao(deps.db, exigirUsuario(request), request.params.candidate, request.body),
  );
};
