import { z } from 'zod';
import { texto, textoAparado } from './entrada';

/** Body of POST /api/auth/login. */
export const loginRequestSchema = z.object({
  usuario: textoAparado(60).min(1),
  senha: texto(200).min(1),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The logged-in user as the API answers it (login and GET /api/session).
 * user_sip is the user's person code and analyst code; cd_sip the legacy user number.
 */
export const usuarioSessaoSchema = z.object({
  user_sip: z.number().int(),
  cd_sip: z.number().int(),
  cd_unid: z.number().int(),
  cd_uf_unid: z.string(),
  apelido: z.string(),
  grupos: z.array(z.number().int()),
  cd_setor: z.number().int().nullable(),
  permissoes: z.array(z.number().int()),
  nm_login: z.string(),
  nm_pessoa: z.string(),
  /**
   * The password is temporary (given by an administrator): until it is changed, only the session,
   * logout and the password change answer (403 otherwise).
   */
  trocar_senha: z.boolean().optional(),
});

export type UsuarioSessao = z.infer<typeof usuarioSessaoSchema>;

/** Name of the session cookie (HttpOnly: the web never reads it). */
export const COOKIE_SESSAO = 'sessao';

/** Header every state-changing request of the web client carries (CSRF defence). */
export const CABECALHO_CSRF = { nome: 'X-Requested-With', valor: 'XMLHttpRequest' } as const;
