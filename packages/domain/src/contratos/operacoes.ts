import { z } from 'zod';
import { contrato } from '../contrato';
import {
  chatbotUsoBody,
  chatbotUsoResposta,
  helpDeskChamadoBody,
  helpDeskChamadoResposta,
  helpDeskInteracaoBody,
  helpDeskInteracaoLinha,
  helpDeskInteracaoResposta,
  helpDeskInteracoesParams,
  helpDeskLinha,
  helpDeskListaParams,
  helpDeskSolicitante,
  helpDeskStatusBody,
  helpDeskStatusResposta,
  horaDevLinha,
  horasDevQuery,
  ramalLinha,
} from '../operacoes';

/** The operations tools: chatbot usage, developer hours, extensions and help desk (spec 002 §7). */
export const CONTRATOS_OPERACOES = {
  chatbotUso: contrato({
    metodo: 'POST',
    caminho: '/chatbot/uso-por-unidade',
    corpo: chatbotUsoBody,
    resposta: chatbotUsoResposta,
  }),
  horasDev: contrato({
    metodo: 'GET',
    caminho: '/dev/buscar-horas-dev',
    query: horasDevQuery,
    resposta: z.array(horaDevLinha),
  }),
  ramais: contrato({ metodo: 'GET', caminho: '/ramal/lista-ramais', resposta: z.array(ramalLinha) }),
  helpDeskLista: contrato({
    metodo: 'GET',
    caminho: '/helpdesk/list/:user_sip',
    params: helpDeskListaParams,
    resposta: z.array(helpDeskLinha),
  }),
  helpDeskStatus: contrato({
    metodo: 'POST',
    caminho: '/helpdesk/status',
    invalida: ['/helpdesk/list/'],
    corpo: helpDeskStatusBody,
    resposta: helpDeskStatusResposta,
  }),
  helpDeskSolicitantes: contrato({
    metodo: 'GET',
    caminho: '/helpdesk/solicitantes',
    resposta: z.array(helpDeskSolicitante),
  }),
  helpDeskChamado: contrato({
    metodo: 'POST',
    caminho: '/helpdesk/chamados',
    invalida: ['/helpdesk/list/'],
    corpo: helpDeskChamadoBody,
    resposta: helpDeskChamadoResposta,
  }),
  helpDeskInteracoes: contrato({
    metodo: 'GET',
    caminho: '/helpdesk/chamados/:nr/interacoes',
    params: helpDeskInteracoesParams,
    resposta: z.array(helpDeskInteracaoLinha),
  }),
  helpDeskInteragir: contrato({
    metodo: 'POST',
    caminho: '/helpdesk/chamados/:nr/interacoes',
    params: helpDeskInteracoesParams,
    invalida: ['/helpdesk/chamados/', '/helpdesk/list/'],
    corpo: helpDeskInteracaoBody,
    resposta: helpDeskInteracaoResposta,
  }),
} as const;
