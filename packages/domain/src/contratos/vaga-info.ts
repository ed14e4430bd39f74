import { contrato } from '../contrato';
import {
  infoAnalistaVagaResposta,
  infoVagaParams,
  infoVagaResposta,
  infoVagaSetorParams,
} from '../vaga-info';

/** The vacancy's search profile and detail (spec 000 §3.9, §2.7) and its analyst (§7.6). */
export const CONTRATOS_VAGA_INFO = {
  infoVaga: contrato({
    metodo: 'GET',
    caminho: '/vaga/info-vaga/:nrVaga',
    params: infoVagaParams,
    resposta: infoVagaResposta,
  }),
  infoVagaSetor: contrato({
    metodo: 'GET',
    caminho: '/vaga/info-vaga/:nrVaga/:setor',
    params: infoVagaSetorParams,
    resposta: infoVagaResposta,
  }),
  infoAnalistaVaga: contrato({
    metodo: 'GET',
    caminho: '/vaga/info-analista-vaga/:nrVaga',
    params: infoVagaParams,
    resposta: infoAnalistaVagaResposta,
  }),
} as const;
