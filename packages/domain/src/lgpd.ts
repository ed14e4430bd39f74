import { z } from 'zod';
import { codigo, textoAparado } from './entrada';
import { PERMISSOES } from './permissions';

/**
 * Who lists and decides the candidates' LGPD erasure requests: the selection managers (code 59,
 * 'gerencial'). Anonymising a record is irreversible and affects every unit's vacancy history, so
 * it is a manager's decision rather than any analyst's (docs/portal.md).
 */
export const PERMISSOES_PEDIDOS_LGPD: readonly number[] = PERMISSOES.gerencial;

export const SITUACOES_PEDIDO_LGPD = { P: 'Pendente', A: 'Aprovado (anonimizado)', N: 'Recusado' } as const;

export const LIMITES_LGPD = { decisaoMax: 2000, motivoMax: 2000, porPagina: 200 } as const;

export const MENSAGENS_LGPD = {
  pedidoNaoEncontrado: 'Pedido não encontrado.',
  pedidoJaDecidido: 'Este pedido já foi decidido.',
  motivoRecusa: 'Informe o motivo da recusa.',
  decisaoMax: `A justificativa deve ter no máximo ${LIMITES_LGPD.decisaoMax} caracteres.`,
  aprovado: 'Pedido aprovado: os dados pessoais do candidato foram anonimizados.',
  recusado: 'Pedido recusado: a decisão foi registrada.',
  confirmeEliminacao: 'Marque a confirmação para pedir a eliminação dos seus dados.',
  eliminacaoPedida:
    'Pedido de eliminação registrado. A empresa vai analisá-lo e registrar a decisão; você pode acompanhar aqui.',
  eliminacaoPendente: 'Você já tem um pedido de eliminação em análise.',
} as const;

export const pedidosLgpdQuery = z.object({ situacao: z.enum(['P', 'A', 'N', 'T']).default('P') });

export const pedidoLgpd = z.object({
  ID_PEDIDO: z.number(),
  CD_PESSOA: z.number(),
  NM_PESSOA: z.string(),
  ID_SITUACAO: z.enum(['P', 'A', 'N']),
  DS_MOTIVO: z.string().nullable(),
  DS_DECISAO: z.string().nullable(),
  NM_USUARIO_DECISAO: z.string().nullable(),
  CRIADO_EM: z.string(),
  DECIDIDO_EM: z.string().nullable(),
});
export type PedidoLgpd = z.infer<typeof pedidoLgpd>;
export const pedidosLgpdResposta = z.array(pedidoLgpd);

export const decisaoLgpdParams = z.object({ id_pedido: codigo('int8') });
export const decisaoLgpdBody = z
  .object({
    id_situacao: z.enum(['A', 'N']),
    ds_decisao: textoAparado(LIMITES_LGPD.decisaoMax, MENSAGENS_LGPD.decisaoMax).default(''),
  })
  .refine((b) => b.id_situacao === 'A' || b.ds_decisao.length > 0, {
    error: MENSAGENS_LGPD.motivoRecusa,
    path: ['ds_decisao'],
  });
export const decisaoLgpdResposta = z.object({
  status: z.literal(1),
  message: z.string(),
  DS_DECISAO: z.string(),
});
