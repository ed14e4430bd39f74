import { z } from 'zod';
import {
  candidatosCallcenterParams,
  conversaCallcenterLinha,
  conversaChatbotResposta,
  conversaParams,
  encerrarAtendimentoBody,
  iniciarAtendimentoBody,
  iniciarAtendimentoParams,
  mensagemCallcenterResposta,
  midiaParams,
  motivoCallcenter,
  respostaMidia,
  retomarParams,
} from '../callcenter';
import { contrato } from '../contrato';

/** The reads an attendance's start, end or resumption makes stale: the lists and the chats. */
const ATENDIMENTOS = [
  '/callcenter/candidatos/',
  '/callcenter/meus-atendimentos/',
  '/chatbot/conversa-chatbot/',
];

/**
 * The call center (spec 001 §2.17, §7 'Call center'; 002 §7 'Call-center screen'): the queue, the
 * user's finished attendances, taking a conversation, the chat's load, the reasons and the end.
 */
export const CONTRATOS_CALLCENTER = {
  candidatos: contrato({
    metodo: 'GET',
    caminho: '/callcenter/candidatos/:user/:filter',
    params: candidatosCallcenterParams,
    resposta: z.array(conversaCallcenterLinha),
  }),
  meusAtendimentos: contrato({
    metodo: 'GET',
    caminho: '/callcenter/meus-atendimentos/:user/:filter',
    params: candidatosCallcenterParams,
    resposta: z.array(conversaCallcenterLinha),
  }),
  iniciarAtendimento: contrato({
    metodo: 'PUT',
    caminho: '/callcenter/iniciar-atendimento/:conversa/:user/:unit',
    invalida: ATENDIMENTOS,
    params: iniciarAtendimentoParams,
    corpo: iniciarAtendimentoBody,
    resposta: mensagemCallcenterResposta,
  }),
  motivos: contrato({
    metodo: 'GET',
    caminho: '/callcenter/motivos-desistencia',
    resposta: z.array(motivoCallcenter),
  }),
  encerrarAtendimento: contrato({
    metodo: 'PUT',
    caminho: '/callcenter/encerrar-atendimento',
    invalida: ATENDIMENTOS,
    corpo: encerrarAtendimentoBody,
    resposta: mensagemCallcenterResposta,
  }),
  retomarAtendimento: contrato({
    metodo: 'PUT',
    caminho: '/callcenter/retomar-atendimento/:conversa',
    invalida: ATENDIMENTOS,
    params: retomarParams,
    resposta: mensagemCallcenterResposta,
  }),
  conversa: contrato({
    metodo: 'GET',
    caminho: '/chatbot/conversa-chatbot/:id',
    params: conversaParams,
    resposta: conversaChatbotResposta,
  }),
  /** A file (image, document) the candidate sent, fetched from the channel through the adapter. */
  midia: contrato({
    metodo: 'GET',
    caminho: '/chatbot/midia/:mensagem',
    params: midiaParams,
    resposta: respostaMidia,
  }),
} as const;
