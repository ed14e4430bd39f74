import { z } from 'zod';
import { contrato } from '../contrato';
import { mensagemResposta } from '../pesquisa-candidatos';
import { pesquisaCandidatosBody } from '../pesquisa-filtros';
import {
  vagaAtendimentoLinha,
  vagaRelacionarLinha,
  vagasAtendimentoParams,
  vagasRelacionarQuery,
} from '../pickers';
import { relacionarCandidatoBody } from '../vaga-candidatos';
import { vagaSigiloBody } from '../vaga-info';

/**
 * What the candidate search does to a vacancy: relate a candidate, keep the filters as the
 * vacancy's profile, the secrecy flags, and the vacancy pickers (spec 000 §2.7, §4.5, §7.6).
 */
export const CONTRATOS_VAGA_RELACIONAR = {
  relacionarCandidato: contrato({
    metodo: 'POST',
    caminho: '/vaga/relacionar-candidato',
    corpo: relacionarCandidatoBody,
    resposta: mensagemResposta,
    invalida: ['/vaga/candidatos-relacionados/', '/vaga/contadores-candidatos/'],
  }),
  gravarPerfilVaga: contrato({
    metodo: 'POST',
    caminho: '/pesquisa-candidatos/gravar-perfil-vaga',
    corpo: pesquisaCandidatosBody,
    resposta: mensagemResposta,
  }),
  vagaSigilosa: contrato({
    metodo: 'PUT',
    caminho: '/vaga/vaga-sigilosa',
    corpo: vagaSigiloBody,
    resposta: mensagemResposta,
    invalida: ['/vaga/'],
  }),
  vagaConfidencial: contrato({
    metodo: 'PUT',
    caminho: '/vaga/vaga-confidencial',
    corpo: vagaSigiloBody,
    resposta: mensagemResposta,
    invalida: ['/vaga/'],
  }),
  vagasSelecaoRelacionar: contrato({
    metodo: 'GET',
    caminho: '/vaga/vagas-selecao-relacionar',
    query: vagasRelacionarQuery,
    resposta: z.array(vagaRelacionarLinha),
  }),
  vagasAtendimento: contrato({
    metodo: 'GET',
    caminho: '/vaga/vagas-atendimento/:cd_sip/:text',
    params: vagasAtendimentoParams,
    resposta: z.array(vagaAtendimentoLinha),
  }),
} as const;
