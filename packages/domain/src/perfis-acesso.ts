import { type ContextoMenu, filtrarMenu, type ItemMenu, MENU } from './menu';
import { PERMISSOES, TODOS_CODIGOS_PERMISSAO } from './permissions';

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
