import { z } from 'zod';
import {
  agendaAnalistaBody,
  agendamentoLinha,
  agendamentosCandidatoParams,
  mensagemAgendaResposta,
  naoCompareceuBody,
} from '../agenda-candidato';
import { contrato } from '../contrato';
import {
  candidatoCodigoParams,
  candidatoSipParams,
  clienteModParams,
  clienteModResposta,
  encaminhamentoLinha,
  filtroVagasCandidato,
  indicacaoBody,
  indicacaoLinha,
  indicacaoSalvaResposta,
  relacionadoWebLinha,
  vagaCandidatoLinha,
} from '../dados-candidato';

/**
 * The candidate data page's lists: forwardings, web relations, vacancies with the candidate-vacancy
 * filter, PCD vacancies and referrals (spec 002 §2.3, §3.4, §3.5, §3.8, §7 'Reports and lists',
 * 'Clients and referrals').
 */
export const CONTRATOS_DADOS_CANDIDATO = {
  encaminhamentos: contrato({
    metodo: 'GET',
    caminho: '/candidato/encaminhamentos/:candidate/:sip',
    params: candidatoSipParams,
    resposta: z.array(encaminhamentoLinha),
  }),
  relacionadosWeb: contrato({
    metodo: 'GET',
    caminho: '/candidato/relacionados-web/:candidate',
    params: candidatoCodigoParams,
    resposta: z.array(relacionadoWebLinha),
  }),
  vagas: contrato({
    metodo: 'POST',
    caminho: '/candidato/vagas-candidato/:candidate',
    params: candidatoCodigoParams,
    corpo: filtroVagasCandidato,
    resposta: z.array(vagaCandidatoLinha),
  }),
  vagasPcd: contrato({
    metodo: 'GET',
    caminho: '/candidato/vagas-pcd/:candidate',
    params: candidatoCodigoParams,
    resposta: z.array(vagaCandidatoLinha),
  }),
  indicacoes: contrato({
    metodo: 'GET',
    caminho: '/candidato/indicacoes/:candidate',
    params: candidatoCodigoParams,
    resposta: z.array(indicacaoLinha),
  }),
  criarIndicacao: contrato({
    metodo: 'POST',
    caminho: '/candidato/indicacoes/:candidate',
    invalida: ['/candidato/indicacoes/'],
    params: candidatoCodigoParams,
    corpo: indicacaoBody,
    resposta: indicacaoSalvaResposta,
  }),
  atualizarIndicacao: contrato({
    metodo: 'PUT',
    caminho: '/candidato/indicacoes/:candidate',
    invalida: ['/candidato/indicacoes/'],
    params: candidatoCodigoParams,
    corpo: indicacaoBody,
    resposta: indicacaoSalvaResposta,
  }),
  clienteMod: contrato({
    metodo: 'GET',
    caminho: '/cliente/mod/:client/:sip',
    params: clienteModParams,
    resposta: clienteModResposta,
  }),
} as const;

/** The analyst's schedule and the candidate's appointments (spec 002 §7 'Scheduling'). */
export const CONTRATOS_AGENDA = {
  agendamentosAnalista: contrato({
    metodo: 'POST',
    caminho: '/agendamento/agendamentos-analista',
    corpo: agendaAnalistaBody,
    resposta: z.array(agendamentoLinha),
  }),
  agendamentosCandidato: contrato({
    metodo: 'GET',
    caminho: '/agendamento/agendamentos-candidato/:candidate',
    params: agendamentosCandidatoParams,
    resposta: z.array(agendamentoLinha),
  }),
  naoCompareceu: contrato({
    metodo: 'POST',
    caminho: '/agendamento/candidato-nao-compareceu',
    invalida: ['/agendamento/'],
    corpo: naoCompareceuBody,
    resposta: mensagemAgendaResposta,
  }),
} as const;
