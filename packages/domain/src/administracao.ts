import { z } from 'zod';
import { textoAparado } from './entrada';

/** Limits of a staff user's identity (columns of `usuario` and `pessoa`). */
export const LIMITES_USUARIO = { loginMin: 3, loginMax: 60, nomeMax: 200, emailMax: 200 } as const;

export const MENSAGENS_ADMINISTRACAO = {
  loginFormato: `O login deve ter de ${LIMITES_USUARIO.loginMin} a ${LIMITES_USUARIO.loginMax} caracteres: letras sem acento, números, ponto, hífen ou sublinhado.`,
  loginExiste: 'Já existe um usuário com este login.',
  nomeObrigatorio: 'Informe o nome.',
  emailInvalido: 'E-mail inválido.',
  unidadeInexistente: 'Unidade não encontrada.',
} as const;

/**
 * A login: letters without accents, digits, '.', '-' and '_'. Two logins that differ only in case or
 * accents are the same login (the server compares them so).
 */
export const loginUsuarioSchema = textoAparado(LIMITES_USUARIO.loginMax).regex(
  new RegExp(`^[A-Za-z0-9._-]{${LIMITES_USUARIO.loginMin},${LIMITES_USUARIO.loginMax}}$`),
  MENSAGENS_ADMINISTRACAO.loginFormato,
);

export const emailUsuarioSchema = textoAparado(LIMITES_USUARIO.emailMax).regex(
  /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  MENSAGENS_ADMINISTRACAO.emailInvalido,
);

/** The first administrator (`npm run admin:criar`): the password is checked apart (senha-usuario.ts). */
export const novoAdministradorSchema = z.object({
  login: loginUsuarioSchema,
  nome: textoAparado(LIMITES_USUARIO.nomeMax).min(1, MENSAGENS_ADMINISTRACAO.nomeObrigatorio),
  email: emailUsuarioSchema.optional(),
  unidade: z.number().int().positive().max(2_147_483_647).optional(),
});
export type NovoAdministrador = z.infer<typeof novoAdministradorSchema>;
