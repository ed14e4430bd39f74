import { z } from 'zod';
import {
  senhaTemporariaResposta,
  usuarioAdminBody,
  usuarioAdminDetalhe,
  usuarioAdminParams,
  usuariosAdminQuery,
  usuariosAdminResposta,
} from '../administracao';
import { linkRedefinicaoResposta, redefinirSenhaAdminBody } from '../administracao-acesso';
import { contrato } from '../contrato';
import {
  perfilAcessoBody,
  perfilAcessoLinha,
  perfilAcessoParams,
  perfilAcessoResposta,
} from '../perfis-acesso';

const USUARIOS = ['/admin/usuarios'];
// a profile's change changes its users' codes
const PERFIS = ['/admin/perfis', '/admin/usuarios'];
const mensagem = z.object({ message: z.string() });

/** Administração › Usuários and Perfis (code 900, docs/administracao.md). */
export const CONTRATOS_ADMIN = {
  usuarios: contrato({
    metodo: 'GET',
    caminho: '/admin/usuarios',
    query: usuariosAdminQuery,
    resposta: usuariosAdminResposta,
  }),
  criarUsuario: contrato({
    metodo: 'POST',
    caminho: '/admin/usuarios',
    corpo: usuarioAdminBody,
    resposta: senhaTemporariaResposta,
    invalida: USUARIOS,
  }),
  usuario: contrato({
    metodo: 'GET',
    caminho: '/admin/usuarios/:user_sip',
    params: usuarioAdminParams,
    resposta: usuarioAdminDetalhe,
  }),
  alterarUsuario: contrato({
    metodo: 'PUT',
    caminho: '/admin/usuarios/:user_sip',
    params: usuarioAdminParams,
    corpo: usuarioAdminBody,
    resposta: mensagem,
    invalida: USUARIOS,
  }),
  desativar: contrato({
    metodo: 'POST',
    caminho: '/admin/usuarios/:user_sip/desativar',
    params: usuarioAdminParams,
    resposta: mensagem,
    invalida: USUARIOS,
  }),
  reativar: contrato({
    metodo: 'POST',
    caminho: '/admin/usuarios/:user_sip/reativar',
    params: usuarioAdminParams,
    resposta: mensagem,
    invalida: USUARIOS,
  }),
  redefinirSenha: contrato({
    metodo: 'POST',
    caminho: '/admin/usuarios/:user_sip/redefinir-senha',
    params: usuarioAdminParams,
    /** Absent or modo 'temporaria': a temporary password shown once; 'link': a one-time link by e-mail. */
    corpo: redefinirSenhaAdminBody,
    resposta: z.union([senhaTemporariaResposta, linkRedefinicaoResposta]),
    invalida: USUARIOS,
  }),
  perfis: contrato({ metodo: 'GET', caminho: '/admin/perfis', resposta: z.array(perfilAcessoLinha) }),
  criarPerfil: contrato({
    metodo: 'POST',
    caminho: '/admin/perfis',
    corpo: perfilAcessoBody,
    resposta: perfilAcessoResposta,
    invalida: PERFIS,
  }),
  alterarPerfil: contrato({
    metodo: 'PUT',
    caminho: '/admin/perfis/:id_perfil',
    params: perfilAcessoParams,
    corpo: perfilAcessoBody,
    resposta: perfilAcessoResposta,
    invalida: PERFIS,
  }),
} as const;
