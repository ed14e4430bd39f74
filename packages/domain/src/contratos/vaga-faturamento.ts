import { beneficiosBody, beneficiosResposta } from '../beneficios';
import { contrato } from '../contrato';
import { dadosFaturamentoBody, dadosFaturamentoResposta } from '../faturamento';
import { nrRequisicaoParams, nrVagaParams, respostaSalvar } from '../vaga-edicao';

/** The billing and benefits tabs of the vacancy edit panel (spec 000 §3.5, §3.6, §7.3). */
export const CONTRATOS_VAGA_FATURAMENTO = {
  dadosFaturamento: contrato({
    metodo: 'GET',
    caminho: '/vaga/dados-faturamento/:nrVaga',
    params: nrVagaParams,
    resposta: dadosFaturamentoResposta,
  }),
  salvarFaturamento: contrato({
    metodo: 'POST',
    caminho: '/vaga/dados-faturamento',
    corpo: dadosFaturamentoBody,
    resposta: respostaSalvar,
    invalida: ['/vaga/'],
  }),
  /** The paths keep the spec's spelling. */
  beneficios: contrato({
    metodo: 'GET',
    caminho: '/vaga/beneficios-requisicao-vaga-web/:nrRequisicao',
    params: nrRequisicaoParams,
    resposta: beneficiosResposta,
  }),
  salvarBeneficios: contrato({
    metodo: 'POST',
    caminho: '/vaga/beficios-requisicao-vaga',
    corpo: beneficiosBody,
    resposta: respostaSalvar,
    invalida: ['/vaga/'],
  }),
} as const;
