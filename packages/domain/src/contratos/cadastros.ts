import { z } from 'zod';
import {
  cadastroLinha,
  cadastroParams,
  cadastroResposta,
  motivoCancelamentoCadastroBody,
  turnoCadastroBody,
  turnoCadastroLinha,
} from '../cadastros';
import { contrato } from '../contrato';

// a change changes the pickers that offer the entries
const TURNOS = ['/cadastros/turnos', '/turno/turnos-list'];
const MOTIVOS = ['/cadastros/motivos-cancelamento', '/vaga/motivos-cancelamento-vaga-list'];

/** Cadastros: shifts per hiring type (code 302) and vacancy cancellation reasons (59), docs/cadastros.md. */
export const CONTRATOS_CADASTROS = {
  turnos: contrato({ metodo: 'GET', caminho: '/cadastros/turnos', resposta: z.array(turnoCadastroLinha) }),
  criarTurno: contrato({
    metodo: 'POST',
    caminho: '/cadastros/turnos',
    corpo: turnoCadastroBody,
    resposta: cadastroResposta,
    invalida: TURNOS,
  }),
  alterarTurno: contrato({
    metodo: 'PUT',
    caminho: '/cadastros/turnos/:cd',
    params: cadastroParams,
    corpo: turnoCadastroBody,
    resposta: cadastroResposta,
    invalida: TURNOS,
  }),
  excluirTurno: contrato({
    metodo: 'DELETE',
    caminho: '/cadastros/turnos/:cd',
    params: cadastroParams,
    resposta: cadastroResposta,
    invalida: TURNOS,
  }),
  motivosCancelamento: contrato({
    metodo: 'GET',
    caminho: '/cadastros/motivos-cancelamento',
    resposta: z.array(cadastroLinha),
  }),
  criarMotivoCancelamento: contrato({
    metodo: 'POST',
    caminho: '/cadastros/motivos-cancelamento',
    corpo: motivoCancelamentoCadastroBody,
    resposta: cadastroResposta,
    invalida: MOTIVOS,
  }),
  alterarMotivoCancelamento: contrato({
    metodo: 'PUT',
    caminho: '/cadastros/motivos-cancelamento/:cd',
    params: cadastroParams,
    corpo: motivoCancelamentoCadastroBody,
    resposta: cadastroResposta,
    invalida: MOTIVOS,
  }),
  excluirMotivoCancelamento: contrato({
    metodo: 'DELETE',
    caminho: '/cadastros/motivos-cancelamento/:cd',
    params: cadastroParams,
    resposta: cadastroResposta,
    invalida: MOTIVOS,
  }),
} as const;
