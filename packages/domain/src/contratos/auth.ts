import { z } from 'zod';
import { redefinirSenhaLinkSchema } from '../administracao-acesso';
import { configLoginSchema, loginRequestSchema, usuarioSessaoSchema } from '../auth';
import { contrato } from '../contrato';
import { texto } from '../entrada';
import { sessaoDoUsuarioSchema, sessaoParams, trocarSenhaSchema } from '../senha-usuario';

// The provider's answer (RFC 6749 §4.1.2; `iss` of RFC 9207); the code exchange reads the raw
// address, so other parameters are dropped here, not lost.
const parametroOidc = texto(4096).optional();
const retornoOidcQuery = z.object({
  code: parametroOidc,
  state: parametroOidc,
  iss: parametroOidc,
  error: parametroOidc,
  error_description: parametroOidc,
});

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
  /** What the login page offers: the company account (OpenID Connect) and the password form. */
  configLogin: contrato({ metodo: 'GET', caminho: '/auth/config', resposta: configLoginSchema }),
  /** A link: sends the browser to the company account's provider (302). */
  oidcEntrar: contrato({
    metodo: 'GET',
    caminho: '/auth/oidc/entrar',
    resposta: z.undefined(),
    status: 302,
  }),
  /**
   * Where the provider sends the browser back: opens the session and goes to the web (302), or to
   * /login?erro=<code of ERROS_SSO>.
   */
  oidcRetorno: contrato({
    metodo: 'GET',
    caminho: '/auth/oidc/retorno',
    query: retornoOidcQuery,
    resposta: z.undefined(),
    status: 302,
  }),
  /** Public: the new password chosen through an administrator's one-time link (204; no session). */
  redefinirSenhaLink: contrato({
    metodo: 'POST',
    caminho: '/auth/redefinir-senha',
    corpo: redefinirSenhaLinkSchema,
    resposta: z.undefined(),
    status: 204,
  }),
} as const;
