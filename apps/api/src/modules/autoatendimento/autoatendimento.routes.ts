import { CONTRATOS_AUTOATENDIMENTO as C } from '@backoffice/domain/contratos/autoatendimento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
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
  app.post(
    C.fila.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.fila, {
        tags,
        summary: 'Fila do autoatendimento da unidade',
        respostas: erros,
      }),
    },
    async (request) => listarFila(deps, exigirUsuario(request), request.body.cd_unidade),
  );

  app.get(
    C.vagasRelacionar.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.vagasRelacionar, {
        tags,
        summary: 'Vagas abertas da unidade para encaminhar o candidato',
        respostas: erros,
      }),
    },
    async (request) => vagasRelacionar(deps, exigirUsuario(request), request.params.search),
  );

  app.post(
    C.relacionar.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.relacionar, {
        tags,
        summary: 'Encaminha o candidato do autoatendimento a uma vaga (estágio 5, origem Recrutamento)',
        respostas: erros,
      }),
    },
    async (request) => ({ message: await encaminhar(deps, exigirUsuario(request), request.body) }),
  );

  app.get(
    C.vagasReciclagem.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.vagasReciclagem, {
        tags,
        summary: 'Vagas do autoatendimento para reciclar o candidato',
        respostas: erros,
      }),
    },
    async (request) => vagasReciclagem(deps, exigirUsuario(request), request.params.candidate),
  );

  app.post(
    C.reaproveitar.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.reaproveitar, {
        tags,
        summary: 'Recicla o candidato para uma vaga da requisição',
        respostas: erros,
      }),
    },
    async (request) => ({ message: await reaproveitar(deps, exigirUsuario(request), request.body) }),
  );

  app.post(
    C.baixarAgenda.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.baixarAgenda, {
        tags,
        summary: 'Baixa a agenda do candidato após o agendamento',
        respostas: erros,
      }),
    },
    async (request) => ({ message: await baixarAgenda(deps, exigirUsuario(request), request.body) }),
  );

  app.put(
    C.descartar.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.descartar, {
        tags,
        summary: 'Reprova o candidato do autoatendimento com motivo',
        respostas: erros,
      }),
    },
    async (request) => ({ message: await descartar(deps, exigirUsuario(request), request.body) }),
  );

  app.put(
    C.naoCompareceu.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.naoCompareceu, {
        tags,
        summary: 'Registra que o candidato do autoatendimento não compareceu',
        respostas: erros,
      }),
    },
    async (request) => ({ message: await naoCompareceu(deps, exigirUsuario(request), request.body) }),
  );

  app.put(
    C.atendimento.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.atendimento, {
        tags,
        summary: 'Marca ou desmarca o atendimento do candidato do autoatendimento',
        respostas: erros,
      }),
    },
    async (request) => ({ message: await alterarAtendimento(deps, exigirUsuario(request), request.body) }),
  );
};
