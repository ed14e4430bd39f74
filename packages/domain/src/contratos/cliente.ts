import { z } from 'zod';
import { clienteResumoParams, clienteResumoResposta } from '../cliente-resumo';
import { contrato } from '../contrato';
import { centroCustoLinha, clienteEmpresaParams, clienteLinha, clientesParams } from '../pickers';
import { clienteCargoBody, clienteCargoResposta } from '../vaga-edicao';

/**
 * The client picker, the client's cost centres and its names for positions (spec 000 §3.2, §7.2,
 * §7.6), and the client summary card (spec 001 §2.16, §7).
 */
export const CONTRATOS_CLIENTE = {
  clientes: contrato({
    metodo: 'GET',
    caminho: '/cliente/clientes/:text/:maxChars',
    params: clientesParams,
    resposta: z.array(clienteLinha),
  }),
  centrosCusto: contrato({
    metodo: 'GET',
    caminho: '/centro-custo/list-centro-custo/:cdPessoaCliente/:cdEmpresa',
    params: clienteEmpresaParams,
    resposta: z.array(centroCustoLinha),
  }),
  salvarCargoCliente: contrato({
    metodo: 'PUT',
    caminho: '/cargo/cliente-cargo',
    corpo: clienteCargoBody,
    resposta: clienteCargoResposta,
    invalida: ['/cargo/cargos-cliente/'],
  }),
  dadosResumidos: contrato({
    metodo: 'GET',
    caminho: '/cliente/dados-resumidos/:cd_pessoa/:cd_empresa',
    params: clienteResumoParams,
    resposta: clienteResumoResposta,
  }),
} as const;
