import { z } from 'zod';
import { contrato } from '../contrato';
import {
  descartadoSelecaoLinha,
  descartadosSelecaoParams,
  mensagemResposta,
  pesquisaCandidatosResposta,
  pesquisaVagaLinha,
} from '../pesquisa-candidatos';
import {
  candidatoDescartadoBody,
  candidatoVisualizadoBody,
  pesquisaCandidatosBody,
} from '../pesquisa-filtros';
import { nrVagaParams } from '../vaga-edicao';

/** The analyst's talent-pool search, its result actions and the vacancy's search history (spec 000 §7.6). */
export const CONTRATOS_PESQUISA_CANDIDATOS = {
  pesquisar: contrato({
    metodo: 'POST',
    caminho: '/pesquisa-candidatos/pesquisa',
    corpo: pesquisaCandidatosBody,
    resposta: pesquisaCandidatosResposta,
  }),
  visualizado: contrato({
    metodo: 'PUT',
    caminho: '/pesquisa-candidatos/candidato-visualizado',
    corpo: candidatoVisualizadoBody,
    resposta: mensagemResposta,
  }),
  descartar: contrato({
    metodo: 'DELETE',
    caminho: '/pesquisa-candidatos/candidato-descartado',
    corpo: candidatoDescartadoBody,
    resposta: mensagemResposta,
    invalida: ['/pesquisa-candidatos/candidatos/descartados/'],
  }),
  pesquisas: contrato({
    metodo: 'GET',
    caminho: '/pesquisa-candidatos/pesquisas/:nrVaga',
    params: nrVagaParams,
    resposta: z.array(pesquisaVagaLinha),
  }),
  descartados: contrato({
    metodo: 'GET',
    caminho: '/pesquisa-candidatos/candidatos/descartados/:job/:selection',
    params: descartadosSelecaoParams,
    resposta: z.array(descartadoSelecaoLinha),
  }),
} as const;
