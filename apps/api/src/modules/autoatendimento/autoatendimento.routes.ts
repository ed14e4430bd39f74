import {
  atendimentoCandidatoBody,
  baixaAgendaBody,
  descartarAutoatendimentoBody,
  filaAutoatendimentoBody,
  filaAutoatendimentoResposta,
  mensagemAutoatendimento,
  naoCompareceuBody,
  reaproveitaCandidatoBody,
  relacionarAutoatendimentoBody,
  vagasOpcaoResposta,
  vagasReciclagemParams,
  vagasRelacionarParams,
} from '@backoffice/domain/autoatendimento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
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
    '/recrutamento/candidatos-autoatendimento',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Fila do autoatendimento da unidade',
        body: filaAutoatendimentoBody,
        response: { 200: filaAutoatendimentoResposta, ...erros },
      },
    },
    async (request) => listarFila(deps, exigirUsuario(request), request.body.cd_unidade),
  );

  app.get(
    '/recrutamento/vagas-relacionar/:user/:search',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Vagas abertas da unidade para encaminhar o candidato',
        params: vagasRelacionarParams,
        response: { 200: vagasOpcaoResposta, ...erros },
      },
    },
    async (request) => vagasRelacionar(deps, exigirUsuario(request), request.params.search),
  );

  app.post(
    '/recrutamento/relacionar-candidato',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Encaminha o candidato do autoatendimento a uma vaga (estágio 5, origem Recrutamento)',
        body: relacionarAutoatendimentoBody,
        response: { 200: mensagemAutoatendimento, ...erros },
      },
    },
    async (request) => ({ message: await encaminhar(deps, exigirUsuario(request), request.body) }),
  );

  app.get(
    '/recrutamento/vagas-reciclagem/:candidate',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Vagas do autoatendimento para reciclar o candidato',
        params: vagasReciclagemParams,
        response: { 200: vagasOpcaoResposta, ...erros },
      },
    },
    async (request) => vagasReciclagem(deps, exigirUsuario(request), request.params.candidate),
  );

  app.post(
    '/recrutamento/reaproveita-candidato',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Recicla o candidato para uma vaga da requisição',
        body: reaproveitaCandidatoBody,
        response: { 200: mensagemAutoatendimento, ...erros },
      },
    },
    async (request) => ({ message: await reaproveitar(deps, exigirUsuario(request), request.body) }),
  );

  app.post(
    '/recrutamento/baixa-agenda-candidato',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Baixa a agenda do candidato após o agendamento',
        body: baixaAgendaBody,
        response: { 200: mensagemAutoatendimento, ...erros },
      },
    },
    async (request) => ({ message: await baixarAgenda(deps, exigirUsuario(request), request.body) }),
  );

  app.put(
    '/recrutamento/descartar-candidato',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Reprova o candidato do autoatendimento com motivo',
        body: descartarAutoatendimentoBody,
        response: { 200: mensagemAutoatendimento, ...erros },
      },
    },
    async (request) => ({ message: await descartar(deps, exigirUsuario(request), request.body) }),
  );

  app.put(
    '/recrutamento/candidato-nao-compareceu',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Registra que o candidato do autoatendimento não compareceu',
        body: naoCompareceuBody,
        response: { 200: mensagemAutoatendimento, ...erros },
      },
    },
    async (request) => ({ message: await naoCompareceu(deps, exigirUsuario(request), request.body) }),
  );

  app.put(
    '/recrutamento/atendimento-candidato',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Marca ou desmarca o atendimento do candidato do autoatendimento',
        body: atendimentoCandidatoBody,
        response: { 200: mensagemAutoatendimento, ...erros },
      },
    },
    async (request) => ({ message: await alterarAtendimento(deps, exigirUsuario(request), request.body) }),
  );
};
