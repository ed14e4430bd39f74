import { z } from 'zod';
import { MENSAGENS_ADMIN_USUARIOS, registroAuditoria } from './administracao';
import { codigo, inteiro, textoAparado } from './entrada';
import { type ContextoMenu, filtrarMenu, type ItemMenu, MENU } from './menu';
import { type AreaPermissao, PERMISSOES, TODOS_CODIGOS_PERMISSAO } from './permissions';

/** A named set of permission codes given to users (Administração › Perfis). */
export interface PerfilAcesso {
  nome: string;
  codigos: readonly number[];
}

const unicos = (...listas: (readonly number[])[]) => [...new Set(listas.flat())].sort((a, b) => a - b);

/**
 * The profiles a new installation starts with, from the areas of spec 002 §6; each is edited later
 * like any profile.
 */
export const PERFIS_PADRAO: readonly PerfilAcesso[] = [
  {
    nome: 'Analista de Seleção',
    codigos: unicos(PERMISSOES.selecao, PERMISSOES.testes, PERMISSOES.gestaoVagasAbertas),
  },
  {
    nome: 'Gestor de Seleção',
    codigos: unicos(
      PERMISSOES.selecao,
      PERMISSOES.gerencial,
      PERMISSOES.relatorios,
      PERMISSOES.testes,
      PERMISSOES.gestaoVagasAbertas,
      PERMISSOES.premiacao,
    ),
  },
  {
    nome: 'Analista de Recrutamento',
    codigos: unicos(PERMISSOES.recrutamentoEntrar, PERMISSOES.autoatendimento, PERMISSOES.testes),
  },
  { nome: 'Autoatendimento', codigos: unicos(PERMISSOES.autoatendimento) },
  { nome: 'Call center', codigos: unicos(PERMISSOES.callcenter, PERMISSOES.ramais) },
  { nome: 'Financeiro', codigos: unicos(PERMISSOES.financeiro, PERMISSOES.botValidaCliente) },
  { nome: 'Marketing', codigos: unicos(PERMISSOES.campanhasMarketing) },
  { nome: 'Administrador', codigos: TODOS_CODIGOS_PERMISSAO },
];

/** The codes a user holds: those of their profiles plus their extra codes, once each, in order. */
export function codigosEfetivos(
  perfis: readonly Pick<PerfilAcesso, 'codigos'>[],
  extras: readonly number[],
): number[] {
  return unicos(...perfis.map((p) => p.codigos), extras);
}

/** Of the codes given, those no area uses (refused when a profile or a user is saved). */
export function codigosDesconhecidos(codigos: readonly number[]): number[] {
  const conhecidos = new Set(TODOS_CODIGOS_PERMISSAO);
  return [...new Set(codigos)].filter((c) => !conhecidos.has(c)).sort((a, b) => a - b);
}

/**
 * The screens of the sidebar the codes open, as their path in the menu ('Seleção › Entrar'), in the
 * menu's order. The unit and the Help Desk user decide the entries that depend on them.
 */
export function telasDosCodigos(
  codigos: readonly number[],
  ctx: Omit<ContextoMenu, 'permissoes'> = { cdUnid: 0, usuarioHelpDesk: false },
): string[] {
  const caminhos = (itens: readonly ItemMenu[], prefixo: string): string[] =>
    itens.flatMap((i) =>
      i.tipo === 'grupo'
        ? caminhos(i.itens, `${prefixo}${i.rotulo} › `)
        : i.tipo === 'aba'
          ? [`${prefixo}${i.rotulo}`]
          : [],
    );
  return caminhos(filtrarMenu(MENU, { ...ctx, permissoes: codigos }), '');
}

/**
 * The areas of PERMISSOES as Administração shows them (the codes are picked by area): the names of
 * spec 002 §6, in Portuguese, with the sidebar's wording where the sidebar has the area.
 */
export const ROTULOS_AREAS: Record<AreaPermissao, string> = {
  selecao: 'Seleção',
  selecaoEntrar: 'Seleção › Entrar',
  gerencial: 'Gerencial',
  requisicoes: 'Requisições',
  aberturaRequisicao: 'Abertura de requisição',
  faturamentoAvaliacao: 'Faturamento Avaliação',
  testes: 'Testes',
  processos: 'Processos',
  cadastros: 'Cadastros (reprovação 90, desistência 91, áreas 92, turnos 302)',
  cadastroTurnos: 'Cadastros › Turnos',
  cadastroMotivosCancelamento: 'Cadastros › Motivos de cancelamento de vaga',
  cadastroMotivosReprovacao: 'Cadastros › Motivos de reprovação',
  cadastroMotivosDesistencia: 'Cadastros › Motivos de desistência',
  cadastroAreas: 'Cadastros › Áreas',
  processosCliente: 'Processos do cliente',
  clientes: 'Seleção › Clientes',
  relatorios: 'Relatórios',
  gestaoVagasAbertas: 'Gestão de vagas abertas',
  premiacao: 'Premiação',
  ramais: 'Ramais',
  dayOne: 'DayOne',
  chatbot: 'ChatBot',
  financeiro: 'Financeiro',
  botValidaCliente: 'Bot Valida Cliente',
  callcenter: 'Callcenter',
  recrutamento: 'Recrutamento',
  autoatendimento: 'Autoatendimento',
  recrutamentoEntrar: 'Recrutamento › Entrar',
  campanhasMarketing: 'Campanhas Endomarketing',
  administracao: 'Administração',
};

/** The areas in PERMISSOES' order, each with its label and codes (the profile form's groups). */
export const AREAS_PERMISSAO: readonly { area: AreaPermissao; rotulo: string; codigos: readonly number[] }[] =
  (Object.keys(PERMISSOES) as AreaPermissao[]).map((area) => ({
    area,
    rotulo: ROTULOS_AREAS[area],
    codigos: PERMISSOES[area],
  }));

// Administração › Perfis (GET|POST /api/admin/perfis, PUT /api/admin/perfis/:id_perfil)

export const LIMITES_PERFIL = { nomeMax: 60, codigosMax: 100 } as const;

export const MENSAGENS_PERFIS = {
  nomeObrigatorio: 'Informe o nome do perfil.',
  nomeExiste: 'Já existe um perfil com este nome.',
  codigosObrigatorios: 'Escolha ao menos um código de permissão.',
  codigosDesconhecidos: MENSAGENS_ADMIN_USUARIOS.codigosDesconhecidos,
  perfilNaoEncontrado: 'Perfil não encontrado.',
  ultimoAdministrador:
    'Com esta alteração nenhum usuário ativo teria o acesso de administração: dê o código 900 a outro usuário antes.',
  criado: 'Perfil criado.',
  alterado: 'Perfil alterado.',
} as const;

/**
 * The key two profile names are compared by: without case, accents and repeated spaces
 * ('Analista de Seleção' and 'analista de selecao' are the same name).
 */
export function chaveNomePerfil(nome: string): string {
  return nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The editable data of a profile (create and edit): a name and at least one existing code. */
export const perfilAcessoBody = z.object({
  nm_perfil: textoAparado(LIMITES_PERFIL.nomeMax, undefined, MENSAGENS_PERFIS.nomeObrigatorio).min(
    1,
    MENSAGENS_PERFIS.nomeObrigatorio,
  ),
  codigos: z
    .array(inteiro('int4', { min: 1 }))
    .min(1, MENSAGENS_PERFIS.codigosObrigatorios)
    .max(LIMITES_PERFIL.codigosMax)
    .superRefine((codigos, ctx) => {
      const desconhecidos = codigosDesconhecidos(codigos);
      if (desconhecidos.length)
        ctx.addIssue({ code: 'custom', message: MENSAGENS_PERFIS.codigosDesconhecidos(desconhecidos) });
    })
    .transform((codigos) => unicos(codigos)),
});
export type PerfilAcessoBody = z.infer<typeof perfilAcessoBody>;

export const perfilAcessoParams = z.object({
  id_perfil: codigo('int4', MENSAGENS_PERFIS.perfilNaoEncontrado),
});

/** A profile as Administração › Perfis lists it, with its administrative trail (newest first). */
export const perfilAcessoLinha = z.object({
  id_perfil: z.number(),
  nm_perfil: z.string(),
  codigos: z.array(z.number()),
  /** Active users holding the profile. */
  nr_usuarios: z.number(),
  auditoria: z.array(registroAuditoria),
});
export type PerfilAcessoLinha = z.infer<typeof perfilAcessoLinha>;

export const perfilAcessoResposta = z.object({ id_perfil: z.number(), message: z.string() });
