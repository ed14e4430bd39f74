import { contrato } from '../contrato';
import { graficoSelecaoQuery, graficoSelecaoResposta, usuarioParams } from '../dashboard-selecao';

/** The selection dashboard's figures (spec 002 §2.5, §7 'Reports and lists'). */
export const CONTRATOS_VAGA_DASHBOARD = {
  grafico: contrato({
    metodo: 'GET',
    caminho: '/vaga/unidades-selecionador-grafico/:user',
    params: usuarioParams,
    query: graficoSelecaoQuery,
    resposta: graficoSelecaoResposta,
  }),
} as const;
