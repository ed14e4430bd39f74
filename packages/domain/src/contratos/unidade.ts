import { contrato } from '../contrato';
import { unidadesSelecionadorParams, unidadesSelecionadorResposta } from '../unidade';

/** The unit selector of the candidate groups (spec 001 §7). */
export const CONTRATOS_UNIDADE = {
  unidadesSelecionador: contrato({
    metodo: 'GET',
    caminho: '/unidade/unidades-selecionador/:cd_sip',
    params: unidadesSelecionadorParams,
    resposta: unidadesSelecionadorResposta,
  }),
} as const;
