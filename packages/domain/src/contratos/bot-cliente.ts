import { z } from 'zod';
import {
  clienteBotLinha,
  historicoBotLinha,
  historicoBotParams,
  periodoBotQuery,
  validaBotBody,
  validaBotResposta,
} from '../bot-cliente';
import { contrato } from '../contrato';

/** The client tax-regime validation bot (spec 002 §7 'Help desk, campaigns, bot, session'). */
export const CONTRATOS_BOT_CLIENTE = {
  valida: contrato({
    metodo: 'POST',
    caminho: '/bot-cliente/valida',
    /** A validation changes both lists and the client's history. */
    invalida: ['/bot-cliente/list-clientes', '/bot-cliente/historico-cliente-validasimples/'],
    corpo: validaBotBody,
    resposta: validaBotResposta,
  }),
  clientes: contrato({
    metodo: 'GET',
    caminho: '/bot-cliente/list-clientes',
    query: periodoBotQuery,
    resposta: z.array(clienteBotLinha),
  }),
  validados: contrato({
    metodo: 'GET',
    caminho: '/bot-cliente/list-clientes-validados',
    query: periodoBotQuery,
    resposta: z.array(clienteBotLinha),
  }),
  historico: contrato({
    metodo: 'GET',
    caminho: '/bot-cliente/historico-cliente-validasimples/:cd_pessoa_cliente',
    params: historicoBotParams,
    resposta: z.array(historicoBotLinha),
  }),
} as const;
