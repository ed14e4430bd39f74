import { CONTRATOS_AUTOATENDIMENTO as C } from '@backoffice/domain/contratos/autoatendimento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import {
  alterarAtendimento,
  baixarAgenda,
  descartar,
  encaminhar,
  listarFila,
  naoCompareceu,
  reaproveitar,
  vagasReciclagem,
  vagasRelacionar,
} from './autoatendimento.service';

// The self-service queue belongs to recruitment (spec 002 §6: Self-service 103, Recruitment entry 36, 37).
const acesso = {
  permissoes: [...new Set([...PERMISSOES.autoatendimento, ...PERMISSOES.recrutamentoEntrar])],
};
const erros = { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: respostaErro };
const tags = ['recrutamento'];

/** The self-service recruitment queue (spec 001 §2.8, §4, §7 'Self-service queue'). */
export const autoatendimentoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags, acesso, respostas: erros });

  rota(C.fila, { resumo: 'Fila do autoatendimento da unidade' }, async (request) =>
    listarFila(deps, exigirUsuario(request), request.body.cd_unidade),
  );

  rota(
    C.vagasRelacionar,
    { resumo: 'Vagas abertas da unidade para encaminhar o candidato' },
    async (request) => vagasRelacionar(deps, exigirUsuario(request), request.params.search),
  );

  rota(
    C.relacionar,
    { resumo: 'Encaminha o candidato do autoatendimento a uma vaga (estágio 5, origem Recrutamento)' },
    async (request) => ({ message: await encaminhar(deps, exigirUsuario(request), request.body) }),
  );

  rota(C.vagasReciclagem, { resumo: 'Vagas do autoatendimento para reciclar o candidato' }, async (request) =>
    vagasReciclagem(deps, exigirUsuario(request), request.params.candidate),
  );

  rota(C.reaproveitar, { resumo: 'Recicla o candidato para uma vaga da requisição' }, async (request) => ({
    message: await reaproveitar(deps, exigirUsuario(request), request.body),
  }));

  rota(C.baixarAgenda, { resumo: 'Baixa a agenda do candidato após o agendamento' }, async (request) => ({
    message: await baixarAgenda(deps, exigirUsuario(request), request.body),
  }));

  rota(C.descartar, { resumo: 'Reprova o candidato do autoatendimento com motivo' }, async (request) => ({
    message: await descartar(deps, exigirUsuario(request), request.body),
  }));

  rota(
    C.naoCompareceu,
    { resumo: 'Registra que o candidato do autoatendimento não compareceu' },
    async (request) => ({ message: await naoCompareceu(deps, exigirUsuario(request), request.body) }),
  );

  rota(
    C.atendimento,
    { resumo: 'Marca ou desmarca o atendimento do candidato do autoatendimento' },
    async (request) => ({ message: await alterarAtendimento(deps, exigirUsuario(request), request.body) }),
  );
};
