import { z } from 'zod';
import { codigo, texto } from './entrada';
import { erroSenhaUsuario, LIMITES_SENHA_USUARIO, MENSAGENS_SENHA_USUARIO } from './senha-usuario';

// Administração › Usuários: the access of a user beyond their data — the open vacancies they hold
// (transferred to another analyst), a login locked by wrong passwords, and the password reset by a
// one-time link sent to the user's e-mail (docs/administracao.md).

export const LIMITES_ADMIN_ACESSO = {
  /** Vacancies named in one transfer. */
  vagasMax: 1000,
  /** Hours a reset link is valid. */
  linkValidoHoras: 24,
  /** Longest token accepted (a token is 43 characters of base64url). */
  tokenMax: 100,
} as const;

export const MENSAGENS_ADMIN_ACESSO = {
  analistaInvalido: 'Escolha um analista ativo para receber as vagas.',
  mesmoAnalista: 'Escolha outro analista: as vagas já são deste usuário.',
  semVagasAbertas: 'Este usuário não tem vagas abertas.',
  vagasDeOutro: (vagas: readonly number[]) =>
    `${vagas.length > 1 ? 'As vagas' : 'A vaga'} ${vagas.join(', ')} não ${vagas.length > 1 ? 'são vagas abertas' : 'é uma vaga aberta'} deste usuário.`,
  transferidas: (n: number, nome: string) =>
    n === 1 ? `1 vaga transferida para ${nome}.` : `${n} vagas transferidas para ${nome}.`,
  naoBloqueado: 'O login deste usuário não está bloqueado.',
  desbloqueado: 'Login desbloqueado: o usuário já pode entrar.',
  semEmail: 'Este usuário não tem e-mail: cadastre um e-mail em Editar ou use a senha temporária.',
  linkEnviado: (email: string) =>
    `Link de redefinição enviado para ${email}. Ele vale por ${LIMITES_ADMIN_ACESSO.linkValidoHoras} horas e uma só vez; as sessões abertas do usuário foram encerradas.`,
  emailFalhou: (erro: string) => `O e-mail não pôde ser enviado (${erro}). Nada foi alterado: tente de novo.`,
  linkInvalido: 'Este link de redefinição de senha é inválido ou expirou. Peça um novo ao administrador.',
  senhaDefinida: 'Senha definida. Entre com o seu login e a nova senha.',
  assuntoLink: 'Redefinição da sua senha do Back-office RH',
  assuntoPrimeiroAcesso: 'Seu acesso ao Back-office RH',
} as const;

/** The e-mail with the reset link (plain text, pt-BR). */
export function textoEmailRedefinicao(nome: string, login: string, link: string): string {
  return [
    `Olá, ${nome.split(/\s+/)[0] ?? nome}.`,
    '',
    `O administrador do Back-office RH pediu a redefinição da senha do seu login "${login}".`,
    `Para escolher a nova senha, abra o link abaixo (válido por ${LIMITES_ADMIN_ACESSO.linkValidoHoras} horas, uma só vez):`,
    link,
    '',
    'As sessões abertas com este login foram encerradas. Se você não esperava esta mensagem, avise o administrador.',
  ].join('\n');
}

/** The e-mail with the link a new user (made by an import) chooses the first password with. */
export function textoEmailPrimeiroAcesso(nome: string, login: string, link: string): string {
  return [
    `Olá, ${nome.split(/\s+/)[0] ?? nome}.`,
    '',
    `Você recebeu acesso ao Back-office RH com o login "${login}".`,
    `Para criar a sua senha, abra o link abaixo (válido por ${LIMITES_ADMIN_ACESSO.linkValidoHoras} horas, uma só vez):`,
    link,
    '',
    'Se o link expirar, peça um novo ao administrador. Se você não esperava esta mensagem, avise o administrador.',
  ].join('\n');
}

// Open vacancies (GET /api/admin/usuarios/:user_sip/vagas-abertas, POST .../transferir-vagas)

/** An open vacancy of which the user is the analyst. */
export const vagaAbertaDoUsuario = z.object({
  nr_vaga: z.number(),
  nm_cargo: z.string(),
  nm_cliente: z.string(),
  /** YYYY-MM-DD. */
  dt_abertura: z.string(),
  nm_situacao_vaga: z.string(),
});
export type VagaAbertaDoUsuario = z.infer<typeof vagaAbertaDoUsuario>;

/** The vacancies go to the analyst `cd_analista` (a user's person code); none named: every open one. */
export const transferirVagasBody = z.object({
  cd_analista: codigo('int8', MENSAGENS_ADMIN_ACESSO.analistaInvalido),
  vagas: z.array(codigo('int8')).min(1).max(LIMITES_ADMIN_ACESSO.vagasMax).optional(),
});
export type TransferirVagasBody = z.infer<typeof transferirVagasBody>;

export const transferirVagasResposta = z.object({
  message: z.string(),
  transferidas: z.array(z.number()),
});

// Password reset

/** POST /api/admin/usuarios/:user_sip/redefinir-senha: a temporary password (default) or a link by e-mail. */
export const redefinirSenhaAdminBody = z
  .object({ modo: z.enum(['temporaria', 'link']).optional() })
  .nullish();

export const linkRedefinicaoResposta = z.object({
  user_sip: z.number(),
  ds_email: z.string(),
  message: z.string(),
});

/** POST /api/auth/redefinir-senha: the link's token and the new password (the server applies the policy). */
export const redefinirSenhaLinkSchema = z.object({
  token: texto(LIMITES_ADMIN_ACESSO.tokenMax, MENSAGENS_ADMIN_ACESSO.linkInvalido).min(
    1,
    MENSAGENS_ADMIN_ACESSO.linkInvalido,
  ),
  nova_senha: texto(LIMITES_SENHA_USUARIO.max, MENSAGENS_SENHA_USUARIO.longa),
});
export type RedefinirSenhaLink = z.infer<typeof redefinirSenhaLinkSchema>;

/**
 * The public page's form: the new password twice. The login is not known in the browser, so the
 * policy's login rule is the server's; every other rule shows beside its field before sending.
 */
export const redefinirSenhaLinkFormSchema = z
  .object({ nova_senha: z.string(), confirmacao: z.string() })
  .superRefine((v, ctx) => {
    const erro = erroSenhaUsuario(v.nova_senha, '');
    if (erro) ctx.addIssue({ code: 'custom', path: ['nova_senha'], message: erro });
    else if (v.confirmacao !== v.nova_senha)
      ctx.addIssue({ code: 'custom', path: ['confirmacao'], message: MENSAGENS_SENHA_USUARIO.confirmacao });
  });
