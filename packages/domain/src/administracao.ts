import { z } from 'zod';
import { codigo, inteiro, inteiroEntrada, telefone, textoAparado } from './entrada';

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
export const loginUsuarioSchema = z
  .string()
  .trim()
  .max(LIMITES_USUARIO.loginMax, { error: MENSAGENS_ADMINISTRACAO.loginFormato, abort: true })
  .regex(
    new RegExp(`^[A-Za-z0-9._-]{${LIMITES_USUARIO.loginMin},${LIMITES_USUARIO.loginMax}}$`),
    MENSAGENS_ADMINISTRACAO.loginFormato,
  );

// no space, '@', control character or lone surrogate in any part (one pattern: the text's own rule)
const PADRAO_EMAIL = /^[^\s@\p{Cc}\p{Cs}]+@[^\s@\p{Cc}\p{Cs}]+\.[^\s@\p{Cc}\p{Cs}]{2,}$/u;
export const emailUsuarioSchema = z
  .string()
  .trim()
  .max(LIMITES_USUARIO.emailMax, { error: MENSAGENS_ADMINISTRACAO.emailInvalido, abort: true })
  .regex(PADRAO_EMAIL, MENSAGENS_ADMINISTRACAO.emailInvalido);

/** The first administrator (`npm run admin:criar`): the password is checked apart (senha-usuario.ts). */
export const novoAdministradorSchema = z.object({
  login: loginUsuarioSchema,
  nome: textoAparado(LIMITES_USUARIO.nomeMax).min(1, MENSAGENS_ADMINISTRACAO.nomeObrigatorio),
  email: emailUsuarioSchema.optional(),
  unidade: z.number().int().positive().max(2_147_483_647).optional(),
});
export type NovoAdministrador = z.infer<typeof novoAdministradorSchema>;

// Administração › Usuários (GET|POST /api/admin/usuarios, GET|PUT /api/admin/usuarios/:user_sip, ...)

export const LIMITES_ADMIN = {
  paginaTamanho: 50,
  codigosMax: 100,
  gruposMax: 50,
  unidadesAnalistaMax: 200,
  perfisMax: 50,
} as const;

export const MENSAGENS_ADMIN_USUARIOS = {
  codigosDesconhecidos: (codigos: readonly number[]) =>
    `Código de permissão inexistente: ${codigos.join(', ')}.`,
  perfisDesconhecidos: (ids: readonly number[]) => `Perfil não encontrado: ${ids.join(', ')}.`,
  ultimoAdministrador:
    'Este é o último administrador ativo: dê o acesso de administração a outro usuário antes.',
  proprioUsuario: 'Você não pode desativar o seu próprio acesso.',
  usuarioNaoEncontrado: 'Usuário não encontrado.',
  jaDesativado: 'Este usuário já está desativado.',
  jaAtivo: 'Este usuário já está ativo.',
  criado: 'Usuário criado. Entregue a senha temporária a ele: ela vale para o primeiro acesso.',
  alterado: 'Usuário alterado.',
  desativado: 'Acesso desativado. As sessões abertas deste usuário foram encerradas.',
  reativado: 'Acesso reativado.',
  senhaRedefinida: 'Senha redefinida. Entregue a senha temporária ao usuário.',
} as const;

const codigosPermissao = z.array(inteiro('int4', { min: 1 })).max(LIMITES_ADMIN.codigosMax);
/** A per-user flag: 'S' or 'N'; absent is 'N' (clients that do not know the flag). */
const marcaUsuario = z.enum(['S', 'N'], { error: 'Informe S ou N.' }).default('N');

/**
 * The editable data of a user (create and edit). The user's codes are those of their profiles
 * (`perfis`, ids of perfil_acesso) plus `permissoes`, the extra codes.
 */
export const usuarioAdminBody = z.object({
  nm_login: loginUsuarioSchema,
  nm_pessoa: textoAparado(LIMITES_USUARIO.nomeMax).min(1, MENSAGENS_ADMINISTRACAO.nomeObrigatorio),
  ds_email: emailUsuarioSchema.nullable(),
  cd_unid: codigo('int4', MENSAGENS_ADMINISTRACAO.unidadeInexistente),
  cd_setor: inteiro('int4').nullable(),
  grupos: z.array(inteiro('int4')).max(LIMITES_ADMIN.gruposMax),
  nr_telefone: telefone().nullable(),
  perfis: z
    .array(inteiro('int4', { min: 1 }))
    .max(LIMITES_ADMIN.perfisMax)
    .default([]),
  /** The extra codes: beyond those of the profiles. */
  permissoes: codigosPermissao,
  /** May justify a vacancy's cancellation. */
  id_justifica_cancelamento: marcaUsuario,
  /** Sees Help Desk. */
  id_help_desk: marcaUsuario,
  /** Units besides their own whose analyst pickers offer the user. */
  unidades_analista: z
    .array(codigo('int4', MENSAGENS_ADMINISTRACAO.unidadeInexistente))
    .max(LIMITES_ADMIN.unidadesAnalistaMax)
    .default([]),
});
export type UsuarioAdminBody = z.infer<typeof usuarioAdminBody>;

export const usuarioAdminParams = z.object({
  user_sip: codigo('int8', MENSAGENS_ADMIN_USUARIOS.usuarioNaoEncontrado),
});

export const usuariosAdminQuery = z.object({
  texto: textoAparado(LIMITES_USUARIO.nomeMax).optional(),
  cd_unid: codigo('int4').optional(),
  /** Users holding this profile. */
  id_perfil: codigo('int4').optional(),
  ativo: z.enum(['S', 'N']).optional(),
  pagina: inteiroEntrada('int4', { min: 1 }).optional(),
});

export const usuarioAdminLinha = z.object({
  user_sip: z.number(),
  cd_sip: z.number(),
  nm_login: z.string(),
  nm_pessoa: z.string(),
  ds_email: z.string().nullable(),
  cd_unid: z.number(),
  nm_unidade: z.string().nullable(),
  id_ativo: z.enum(['S', 'N']),
  dt_ultimo_login: z.string().nullable(),
});
export type UsuarioAdminLinha = z.infer<typeof usuarioAdminLinha>;

export const usuariosAdminResposta = z.object({ total: z.number(), itens: z.array(usuarioAdminLinha) });

export const registroAuditoria = z.object({
  /** The entry's number in the trail. */
  id: z.number(),
  dt_alteracao: z.string(),
  nm_autor: z.string().nullable(),
  ds_acao: z.string(),
  antes: z.unknown(),
  depois: z.unknown(),
});

export const usuarioAdminDetalhe = usuarioAdminLinha.extend({
  cd_setor: z.number().nullable(),
  grupos: z.array(z.number()),
  nr_telefone: z.string().nullable(),
  perfis: z.array(z.object({ id_perfil: z.number(), nm_perfil: z.string() })),
  /** The codes given beyond the profiles. */
  permissoes_extras: z.array(z.number()),
  /** The effective codes: the profiles' and the extra ones (what every access check reads). */
  permissoes: z.array(z.number()),
  id_justifica_cancelamento: z.enum(['S', 'N']),
  id_help_desk: z.enum(['S', 'N']),
  /** Units besides their own whose analyst pickers offer the user. */
  unidades_analista: z.array(z.number()),
  /** The sidebar screens the codes open (telasDosCodigos). */
  telas: z.array(z.string()),
  /** Wrong passwords keep the login locked now, from some address (Desbloquear ends it). */
  bloqueado: z.boolean(),
  auditoria: z.array(registroAuditoria),
});
export type UsuarioAdminDetalhe = z.infer<typeof usuarioAdminDetalhe>;

/** A new user, or a reset password: the temporary password, shown once. */
export const senhaTemporariaResposta = z.object({
  user_sip: z.number(),
  senha_temporaria: z.string(),
  message: z.string(),
});
