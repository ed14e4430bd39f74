import { z } from 'zod';
import { registroAuditoria } from './administracao';

/**
 * Pages of the legacy main site the product replaces with its own (docs/administracao.md, 'Páginas
 * do site principal'). Without LEGACY_SITE_URL every one opens natively; with it, an administrator
 * chooses per page the native page (N, the default) or the legacy site's frame (L). The legacy
 * system's own embed (RHBSaas, tab SaasLegado) has no native page and is not a choice.
 */
export const PAGINAS_LEGADO = [
  'aberturaRequisicao',
  'faturamentoAvaliacaoCriar',
  'faturamentoAvaliacaoPesquisa',
  'dadosCliente',
] as const;
export type PaginaLegado = (typeof PAGINAS_LEGADO)[number];

export const MODOS_PAGINA = ['N', 'L'] as const;
export type ModoPagina = (typeof MODOS_PAGINA)[number];

/** Each page's name (the sidebar's wording) and the legacy site's file it replaces. */
export const DESCRICAO_PAGINAS_LEGADO: Record<PaginaLegado, { rotulo: string; arquivo: string }> = {
  aberturaRequisicao: { rotulo: 'Seleção › Abertura de requisição', arquivo: 'vagas_cr_pre.php' },
  faturamentoAvaliacaoCriar: {
    rotulo: 'Seleção › Faturamento Avaliação › Criar',
    arquivo: 'faturamento_requisicao.php',
  },
  faturamentoAvaliacaoPesquisa: {
    rotulo: 'Seleção › Faturamento Avaliação › Pesquisar',
    arquivo: 'faturamento_avaliacao.php',
  },
  dadosCliente: { rotulo: 'Dados do cliente (DADOS DO CLIENTE)', arquivo: 'prospects_edit.php' },
};

export const ROTULOS_MODO_PAGINA: Record<ModoPagina, string> = {
  N: 'Página nativa',
  L: 'Site principal (frame)',
};

export const MENSAGENS_PAGINAS_LEGADO = {
  siteNaoConfigurado:
    'O site principal não está configurado (LEGACY_SITE_URL): todas as páginas abrem nativas e não há o que escolher.',
  nadaAlterado: 'Nenhuma página foi alterada.',
  alteradas: (n: number) => (n === 1 ? '1 página alterada.' : `${n} páginas alteradas.`),
  erroCarregar: 'Não foi possível carregar as páginas do site principal.',
  modoInvalido: 'Escolha N (nativa) ou L (site principal).',
} as const;

/** The pages a configuration opens in the legacy frame: only with the site configured. */
export function paginaNoLegado(
  config: { URL_SITE_LEGADO: string | null; PAGINAS_LEGADO?: readonly string[] } | undefined,
  pagina: PaginaLegado,
): boolean {
  return Boolean(config?.URL_SITE_LEGADO) && (config?.PAGINAS_LEGADO ?? []).includes(pagina);
}

const modo = z.enum(MODOS_PAGINA, { error: MENSAGENS_PAGINAS_LEGADO.modoInvalido });

/** One page as Administração shows it: its choice and who changed it last. */
export const paginaLegadoLinha = z.object({
  cd_pagina: z.enum(PAGINAS_LEGADO),
  rotulo: z.string(),
  arquivo: z.string(),
  id_modo: modo,
  /** ISO date-time of the last change; null while never chosen (native). */
  dt_alteracao: z.string().nullable(),
  nm_alterado_por: z.string().nullable(),
});
export type PaginaLegadoLinha = z.infer<typeof paginaLegadoLinha>;

/** GET /api/admin/paginas-legado. */
export const paginasLegadoResposta = z.object({
  /** The legacy site's address (null: not configured, the choice does not apply). */
  URL_SITE_LEGADO: z.string().nullable(),
  PAGINAS: z.array(paginaLegadoLinha),
  /** The administrative trail of the choices, newest first. */
  auditoria: z.array(registroAuditoria.extend({ ds_chave: z.string() })),
});
export type PaginasLegadoResposta = z.infer<typeof paginasLegadoResposta>;

/** PUT /api/admin/paginas-legado: the new choice of the pages given (the others keep theirs). */
export const paginasLegadoBody = z.object({
  modos: z.partialRecord(z.enum(PAGINAS_LEGADO), modo),
});
export type PaginasLegadoBody = z.input<typeof paginasLegadoBody>;

export const paginasLegadoAlteradasResposta = z.object({ message: z.string(), alteradas: z.number() });
