import { z } from 'zod';
import { usuarioAdminParams } from '../administracao';
import { transferirVagasBody, transferirVagasResposta, vagaAbertaDoUsuario } from '../administracao-acesso';
import { contrato } from '../contrato';

const USUARIOS = ['/admin/usuarios'];
const mensagem = z.object({ message: z.string() });

/** Administração › Usuários: open vacancies and their transfer, and the unlock of a locked login (code 900). */
export const CONTRATOS_ADMIN_ACESSO = {
  vagasAbertas: contrato({
    metodo: 'GET',
    caminho: '/admin/usuarios/:user_sip/vagas-abertas',
    params: usuarioAdminParams,
    resposta: z.array(vagaAbertaDoUsuario),
  }),
  transferirVagas: contrato({
    metodo: 'POST',
    caminho: '/admin/usuarios/:user_sip/transferir-vagas',
    params: usuarioAdminParams,
    corpo: transferirVagasBody,
    resposta: transferirVagasResposta,
    invalida: [...USUARIOS, '/vaga/'],
  }),
  desbloquear: contrato({
    metodo: 'POST',
    caminho: '/admin/usuarios/:user_sip/desbloquear',
    params: usuarioAdminParams,
    resposta: mensagem,
    invalida: USUARIOS,
  }),
} as const;
