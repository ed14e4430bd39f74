import { z } from 'zod';
import { emailUsuarioSchema } from './administracao';
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

/** What the login page offers (GET /api/auth/config). */
export const configLoginSchema = z.object({
  /** Login with the company account (OpenID Connect) is configured. */
  sso: z.boolean(),
  /** Login with user and password is on (LOGIN_SENHA). */
  senha: z.boolean(),
});

export type ConfigLogin = z.infer<typeof configLoginSchema>;

/**
 * Why a login with the company account did not happen: the code the server puts in
 * /login?erro=..., and the text the login page shows for it.
 */
export const ERROS_SSO = {
  'sso-desconhecido': (email?: string) =>
    `Nenhum usuário ativo com o e-mail ${email ?? 'da sua conta'} — peça acesso ao administrador.`,
  'sso-desativado': () => 'O seu acesso ao back-office está desativado — fale com o administrador.',
  'sso-ambiguo': (email?: string) =>
    `Mais de um usuário ativo tem o e-mail ${email ?? 'da sua conta'} — peça ao administrador que corrija o cadastro.`,
  'sso-sem-email': () => 'A conta da empresa não informou um e-mail verificado — fale com o administrador.',
  'sso-cancelado': () => 'O login com a conta da empresa foi cancelado.',
  'sso-falha': () => 'Não foi possível entrar com a conta da empresa. Tente novamente.',
  'sso-indisponivel': () => 'O serviço de login da empresa não respondeu. Tente novamente em instantes.',
  'sso-desligado': () => 'O login com a conta da empresa não está configurado.',
  'sso-configuracao': () =>
    'O cadastro automático de usuários está mal configurado — fale com o administrador.',
} as const satisfies Record<string, (email?: string) => string>;

export type ErroSso = keyof typeof ERROS_SSO;

/** The text of a refusal code of /login?erro=, or null for a code that is not one. */
export function mensagemErroSso(codigo: string, email?: string): string | null {
  if (!Object.hasOwn(ERROS_SSO, codigo)) return null;
  const e = email && emailUsuarioSchema.safeParse(email).success ? email : undefined;
  return ERROS_SSO[codigo as ErroSso](e);
}

/** Answer of the password login while LOGIN_SENHA=N (403). */
export const MENSAGEM_LOGIN_SENHA_DESLIGADO =
  'O login com usuário e senha está desativado. Use "Entrar com a conta da empresa".';
