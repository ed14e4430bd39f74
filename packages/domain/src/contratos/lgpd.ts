import { contrato } from '../contrato';
import {
  decisaoLgpdBody,
  decisaoLgpdParams,
  decisaoLgpdResposta,
  pedidosLgpdQuery,
  pedidosLgpdResposta,
} from '../lgpd';

/** The candidates' LGPD erasure requests made in the portal, and their decision. */
export const CONTRATOS_LGPD = {
  pedidos: contrato({
    metodo: 'GET',
    caminho: '/lgpd/pedidos',
    query: pedidosLgpdQuery,
    resposta: pedidosLgpdResposta,
  }),
  decidir: contrato({
    metodo: 'POST',
    caminho: '/lgpd/pedidos/:id_pedido/decisao',
    invalida: ['/lgpd/pedidos'],
    params: decisaoLgpdParams,
    corpo: decisaoLgpdBody,
    resposta: decisaoLgpdResposta,
  }),
} as const;
