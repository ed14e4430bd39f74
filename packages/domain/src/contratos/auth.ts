import { z } from 'zod';
import { loginRequestSchema, usuarioSessaoSchema } from '../auth';
import { contrato } from '../contrato';
import { sessaoDoUsuarioSchema, sessaoParams, trocarSenhaSchema } from '../senha-usuario';

/** Login, logout and the session check (spec 002 §7). */
export const CONTRATOS_AUTH = {
  login: contrato({
    metodo: 'POST',
    caminho: '/auth/login',
    corpo: loginRequestSchema,
    resposta: usuarioSessaoSchema,
  }),
  /** 204 without a body. */
  logout: contrato({ metodo: 'POST', caminho: '/auth/logout', resposta: z.undefined(), status: 204 }),
  sessao: contrato({ metodo: 'GET', caminho: '/session', resposta: usuarioSessaoSchema }),
  /** The user's own password (current, new); 204, and the user's other sessions end. */
  trocarSenha: contrato({
    metodo: 'POST',
    caminho: '/auth/trocar-senha',
    corpo: trocarSenhaSchema,
    resposta: z.undefined(),
    status: 204,
    invalida: ['/auth/sessoes'],
  }),
  /** The user's open sessions, the current first. */
  sessoes: contrato({ metodo: 'GET', caminho: '/auth/sessoes', resposta: z.array(sessaoDoUsuarioSchema) }),
  /** Ends one of the user's sessions (the current one too: that is a logout). */
  encerrarSessao: contrato({
    metodo: 'DELETE',
    caminho: '/auth/sessoes/:id',
    params: sessaoParams,
    resposta: z.undefined(),
    status: 204,
    invalida: ['/auth/sessoes'],
  }),
} as const;
