import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import {
  ACESSO_CANDIDATOS_VAGA,
  aprovarCandidato,
  contarCandidatos,
  listarDescartados,
  listarRelacionados,
  listarWeb,
  podeRelacionar,
  relacionarCandidatos,
  reprovarCandidato,
  restaurarCandidato,
  voltarCandidatoAprovado,
} from './candidatos-vaga.service';
import {
  alterarAnalista,
  atualizarVisto,
  descartarCandidatoWeb,
  descartarVistosWeb,
  inserirTimeline,
  lerSituacao,
  lerTimeline,
  lerVagaResumida,
} from './painel-vaga.service';

const acesso = ACESSO_CANDIDATOS_VAGA;
const respostas = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The vacancy's candidate panel, timeline, analyst change and summary (spec 001 §2.1–2.7, §7). */
export const candidatosVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });
  const tags = ['vaga-candidatos'];

  const rota = router(app, { tags, acesso, respostas });

  // lists
  rota(C.relacionados, { resumo: 'Candidatos relacionados à vaga' }, async (request) =>
    listarRelacionados(deps.db, request.params.nrVaga),
  );
  rota(C.web, { resumo: 'Candidatos web da requisição da vaga (não descartados)' }, async (request) =>
    listarWeb(deps.db, request.params.nrVaga),
  );
  rota(C.descartados, { resumo: 'Candidatos descartados da vaga (web e pesquisas)' }, async (request) =>
    listarDescartados(deps.db, request.params.nrVaga),
  );
  rota(C.contadores, { resumo: 'Contadores das abas de candidatos da vaga' }, async (request) =>
    contarCandidatos(deps.db, request.params.nrVaga),
  );

  // related candidates
  const acaoCandidato = (
    c: typeof C.voltarAprovado | typeof C.restaurar,
    summary: string,
    fn: typeof voltarCandidatoAprovado,
  ) =>
    rota(c, { resumo: summary }, async (request) => ({
      message: await fn(ctx(request), request.body.nr_vaga, request.body.cd_pessoa_candidato),
    }));
  acaoCandidato(C.voltarAprovado, 'Volta o candidato aprovado para pendente', voltarCandidatoAprovado);
  rota(C.reprovar, { resumo: 'Reprova o candidato na vaga, com o motivo (opcional)' }, async (request) => ({
    message: await reprovarCandidato(
      ctx(request),
      request.body.nr_vaga,
      request.body.cd_pessoa_candidato,
      request.body.cd_motivo_reprovacao ?? null,
    ),
  }));
  acaoCandidato(C.restaurar, 'Restaura o candidato reprovado', restaurarCandidato);

  rota(
    C.aprovar,
    { resumo: 'Aprova o candidato (estágio 6), com as datas de faturamento e de início' },
    async (request) => ({ message: await aprovarCandidato(ctx(request), request.body) }),
  );

  rota(
    C.relacionarVarios,
    { resumo: 'Relaciona vários candidatos à vaga (todos ou nenhum)' },
    async (request) => relacionarCandidatos(ctx(request), request.body.nr_vaga, request.body.candidatos),
  );
  rota(
    C.podeRelacionar,
    { resumo: 'Se o candidato pode ser relacionado (ativo, não bloqueado, não relacionado)' },
    async (request) => {
      const [r] = await podeRelacionar(deps.db, [request.body.cd_pessoa], request.body.nr_vaga ?? null);
      return r;
    },
  );
  rota(C.podeRelacionarVarios, { resumo: 'Se cada candidato pode ser relacionado' }, async (request) =>
    podeRelacionar(deps.db, request.body.cd_pessoas, request.body.nr_vaga ?? null),
  );

  // web candidates
  rota(C.descartarVistosWeb, { resumo: 'Descarta os candidatos web já vistos' }, async (request) => ({
    message: await descartarVistosWeb(ctx(request), request.body.nr_vaga),
  }));
  rota(C.atualizarVisto, { resumo: 'Marca o candidato web como visto ou não visto' }, async (request) => ({
    message: await atualizarVisto(
      ctx(request),
      request.body.nr_requisicao,
      request.body.cd_pessoa_candidato,
      request.body.id_visto,
    ),
  }));
  rota(C.descartarWeb, { resumo: 'Descarta um candidato web' }, async (request) => ({
    message: await descartarCandidatoWeb(
      ctx(request),
      request.body.nr_vaga,
      request.body.nr_requisicao,
      request.body.cd_pessoa_candidato,
    ),
  }));

  // timeline, situation, analyst, summary
  rota(
    C.inserirTimeline,
    { resumo: 'Insere uma nota no histórico da vaga (HTML sanitizado)' },
    async (request) => ({
      message: await inserirTimeline(ctx(request), request.body.nr_vaga, request.body.ds_historico),
    }),
  );
  rota(C.timeline, { resumo: 'Histórico da vaga, mais recente primeiro' }, async (request) =>
    lerTimeline(deps.db, request.params.job),
  );
  rota(C.situacao, { resumo: 'Situação da vaga (13 = congelada)' }, async (request) =>
    lerSituacao(deps.db, request.params.job),
  );
  rota(
    C.alterarAnalista,
    { resumo: 'Altera o analista (se salvar_analista) e o recrutamento da vaga' },
    async (request) => ({ message: await alterarAnalista(ctx(request), request.params.job, request.body) }),
  );
  rota(
    C.vagaResumida,
    { resumo: 'Resumo da vaga e perfil (cliente oculto em vaga sigilosa ou confidencial)' },
    async (request) => lerVagaResumida(deps.db, request.params.nrVaga),
  );
};
