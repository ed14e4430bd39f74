import { z } from 'zod';
import { texto } from './entrada';
import { SENHAS_COMUNS } from './senhas-comuns';

/**
 * The password of a staff user (the back-office login): at least 10 characters, not the login
 * (nor the login with digits around it), and not one of the common passwords shipped with the
 * product. The same rule serves the first administrator's command, the administration screens and
 * the user's own password change.
 */
export const LIMITES_SENHA_USUARIO = { min: 10, max: 200 } as const;

export const MENSAGENS_SENHA_USUARIO = {
  curta: `A senha deve ter ao menos ${LIMITES_SENHA_USUARIO.min} caracteres.`,
  longa: `A senha deve ter no máximo ${LIMITES_SENHA_USUARIO.max} caracteres.`,
  igualLogin: 'A senha não pode ser o login nem conter apenas o login.',
  comum: 'Esta senha é comum demais e fácil de adivinhar. Escolha outra.',
  confirmacao: 'A confirmação não confere com a nova senha.',
} as const;

/** Lower case, no accents, no spaces: how two passwords or a password and a login are compared. */
function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '');
}

/** The first rule a password breaks, or null when it is acceptable for that login. */
export function erroSenhaUsuario(senha: string, login: string): string | null {
  if (senha.length < LIMITES_SENHA_USUARIO.min) return MENSAGENS_SENHA_USUARIO.curta;
  if (senha.length > LIMITES_SENHA_USUARIO.max) return MENSAGENS_SENHA_USUARIO.longa;
  const s = normalizar(senha);
  const l = normalizar(login);
  if (l && s.replace(/[^a-z]/g, '') === l.replace(/[^a-z]/g, '') && /[a-z]/.test(l))
    return MENSAGENS_SENHA_USUARIO.igualLogin;
  if (l && s === l) return MENSAGENS_SENHA_USUARIO.igualLogin;
  if (SENHAS_COMUNS.has(s)) return MENSAGENS_SENHA_USUARIO.comum;
  // one character repeated, or a run of the keyboard's digits, is as weak as the list's entries
  if (/^(.)\1+$/.test(s) || '12345678901234567890'.includes(s) || '09876543210987654321'.includes(s))
    return MENSAGENS_SENHA_USUARIO.comum;
  return null;
}

export const MENSAGENS_CONTA = {
  senhaAtualObrigatoria: 'Informe a senha atual.',
  senhaAtualErrada: 'A senha atual não confere.',
  mesmaSenha: 'A nova senha deve ser diferente da atual.',
  senhaTrocada: 'Senha alterada. As outras sessões abertas com este login foram encerradas.',
  sessaoNaoEncontrada: 'Sessão não encontrada.',
  trocarAntes: 'A sua senha é temporária: escolha uma nova senha para continuar.',
} as const;

/** Body of POST /api/auth/trocar-senha: the policy itself needs the login, so the server applies it. */
export const trocarSenhaSchema = z.object({
  senha_atual: texto(LIMITES_SENHA_USUARIO.max, MENSAGENS_SENHA_USUARIO.longa).min(
    1,
    MENSAGENS_CONTA.senhaAtualObrigatoria,
  ),
  nova_senha: texto(LIMITES_SENHA_USUARIO.max, MENSAGENS_SENHA_USUARIO.longa),
});
export type TrocarSenha = z.infer<typeof trocarSenhaSchema>;

/**
 * The form of the own password change: the body plus the confirmation, with the whole policy (the
 * login is known in the browser), so every message shows beside its field before anything is sent.
 */
export function trocarSenhaFormSchema(login: string) {
  return trocarSenhaSchema.extend({ confirmacao: z.string() }).superRefine((v, ctx) => {
    const erro = erroSenhaUsuario(v.nova_senha, login);
    if (erro) ctx.addIssue({ code: 'custom', path: ['nova_senha'], message: erro });
    else if (v.nova_senha === v.senha_atual)
      ctx.addIssue({ code: 'custom', path: ['nova_senha'], message: MENSAGENS_CONTA.mesmaSenha });
    else if (v.confirmacao !== v.nova_senha)
      ctx.addIssue({ code: 'custom', path: ['confirmacao'], message: MENSAGENS_SENHA_USUARIO.confirmacao });
  });
}

/** One open session of the user (GET /api/auth/sessoes); `id` names it for ending it. */
export const sessaoDoUsuarioSchema = z.object({
  id: z.string(),
  criado_em: z.string(),
  ultimo_acesso_em: z.string(),
  ds_ip: z.string().nullable(),
  ds_user_agent: z.string().nullable(),
  atual: z.boolean(),
});
export type SessaoDoUsuario = z.infer<typeof sessaoDoUsuarioSchema>;

/** The part of a session's key that names it to its owner (never the whole key). */
export const TAMANHO_ID_SESSAO = 16;
export const sessaoParams = z.object({
  id: z
    .string()
    .max(TAMANHO_ID_SESSAO, MENSAGENS_CONTA.sessaoNaoEncontrada)
    .regex(new RegExp(`^[0-9a-f]{${TAMANHO_ID_SESSAO}}$`), MENSAGENS_CONTA.sessaoNaoEncontrada),
});
