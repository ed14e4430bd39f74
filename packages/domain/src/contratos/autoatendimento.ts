import {
  atendimentoCandidatoBody,
  baixaAgendaBody,
  descartarAutoatendimentoBody,
  filaAutoatendimentoBody,
  filaAutoatendimentoResposta,
  mensagemAutoatendimento,
  naoCompareceuBody,
  reaproveitaCandidatoBody,
  relacionarAutoatendimentoBody,
  vagasOpcaoResposta,
  vagasReciclagemParams,
  vagasRelacionarParams,
} from '../autoatendimento';
import { contrato } from '../contrato';

/** The self-service recruitment queue (spec 001 §2.8, §4, §7 'Self-service queue'). */
export const CONTRATOS_AUTOATENDIMENTO = {
  fila: contrato({
    metodo: 'POST',
    caminho: '/recrutamento/candidatos-autoatendimento',
    corpo: filaAutoatendimentoBody,
    resposta: filaAutoatendimentoResposta,
  }),
  vagasRelacionar: contrato({
    metodo: 'GET',
    caminho: '/recrutamento/vagas-relacionar/:user/:search',
    params: vagasRelacionarParams,
    resposta: vagasOpcaoResposta,
  }),
  relacionar: contrato({
    metodo: 'POST',
    caminho: '/recrutamento/relacionar-candidato',
    corpo: relacionarAutoatendimentoBody,
    resposta: mensagemAutoatendimento,
  }),
  vagasReciclagem: contrato({
    metodo: 'GET',
    caminho: '/recrutamento/vagas-reciclagem/:candidate',
    params: vagasReciclagemParams,
    resposta: vagasOpcaoResposta,
  }),
  reaproveitar: contrato({
    metodo: 'POST',
    caminho: '/recrutamento/reaproveita-candidato',
    corpo: reaproveitaCandidatoBody,
    resposta: mensagemAutoatendimento,
  }),
  baixarAgenda: contrato({
    metodo: 'POST',
    caminho: '/recrutamento/baixa-agenda-candidato',
    corpo: baixaAgendaBody,
    resposta: mensagemAutoatendimento,
  }),
  descartar: contrato({
    metodo: 'PUT',
    caminho: '/recrutamento/descartar-candidato',
    corpo: descartarAutoatendimentoBody,
    resposta: mensagemAutoatendimento,
  }),
  naoCompareceu: contrato({
    metodo: 'PUT',
    caminho: '/recrutamento/candidato-nao-compareceu',
    corpo: naoCompareceuBody,
    resposta: mensagemAutoatendimento,
  }),
  atendimento: contrato({
    metodo: 'PUT',
    caminho: '/recrutamento/atendimento-candidato',
    corpo: atendimentoCandidatoBody,
    resposta: mensagemAutoatendimento,
  }),
} as const;
