import { z } from 'zod';
import { avisoLinha, confirmaVisualizarVagaBody, confirmaVisualizarVagaResposta } from '../aviso';
import { contrato } from '../contrato';
import { analistaUnidadeLinha, listaAnalistasParams } from '../dashboard-selecao';
import { analistaLinha, analistasParams } from '../pickers';

/** The analyst picker (spec 000 §7.6) and the logged user's alerts (spec 002 §3.8). */
export const CONTRATOS_USUARIO = {
  analistas: contrato({
    metodo: 'GET',
    caminho: '/analista/analistas/:cd_sip/:text',
    params: analistasParams,
    resposta: z.array(analistaLinha),
  }),
  avisos: contrato({ metodo: 'GET', caminho: '/analista/avisos', resposta: z.array(avisoLinha) }),
  confirmarAviso: contrato({
    metodo: 'POST',
    caminho: '/analista/confirma-visualizar-vaga',
    corpo: confirmaVisualizarVagaBody,
    resposta: confirmaVisualizarVagaResposta,
  }),
  listaAnalistas: contrato({
    metodo: 'GET',
    caminho: '/analista/lista-analistas/:user/unidade/:unit',
    params: listaAnalistasParams,
    resposta: z.array(analistaUnidadeLinha),
  }),
} as const;
