import { z } from 'zod';
import { contrato } from '../contrato';
import {
  clienteParecerParams,
  enviarParecerBody,
  enviarParecerResposta,
  indicadoresParecer,
  linkParecerLinha,
  linkParecerParams,
  parecerParams,
  relatorioParecerQuery,
  relatorioParecerResposta,
} from '../parecer-cliente';
import { mensagemResposta } from '../pesquisa-candidatos';

/** The client's verdict by link: send, list, revoke, and its figures. */
export const CONTRATOS_PARECER_CLIENTE = {
  enviar: contrato({
    metodo: 'POST',
    caminho: '/vaga/:nrVaga/parecer-cliente',
    params: parecerParams,
    corpo: enviarParecerBody,
    resposta: enviarParecerResposta,
    invalida: ['/vaga/'],
  }),
  listar: contrato({
    metodo: 'GET',
    caminho: '/vaga/:nrVaga/parecer-cliente',
    params: parecerParams,
    resposta: z.array(linkParecerLinha),
  }),
  revogar: contrato({
    metodo: 'POST',
    caminho: '/vaga/:nrVaga/parecer-cliente/:id/revogar',
    params: linkParecerParams,
    resposta: mensagemResposta,
    invalida: ['/vaga/'],
  }),
  indicadoresCliente: contrato({
    metodo: 'GET',
    caminho: '/clientes/:cd_pessoa/parecer-indicadores',
    params: clienteParecerParams,
    resposta: indicadoresParecer,
  }),
  relatorio: contrato({
    metodo: 'GET',
    caminho: '/relatorios/parecer-cliente',
    query: relatorioParecerQuery,
    resposta: relatorioParecerResposta,
  }),
} as const;
