import { z } from 'zod';
import { loginRequestSchema, usuarioSessaoSchema } from '../auth';
import { contrato } from '../contrato';

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
} as const;
