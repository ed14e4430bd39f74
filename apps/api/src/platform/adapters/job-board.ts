import type { JobPosting } from '@backoffice/domain/divulgacao';

/** One piece of work for a job board: publish a requisition's vacancy, or remove it. */
export interface PedidoJobBoard {
  acao: 'publicar' | 'remover';
  /** Queue row: the idempotency key of the request. */
  id_fila: number;
  cd_integracao: number;
  nm_integracao: string;
  nr_requisicao: number;
  nr_vaga: number | null;
  /** When the work was queued (the local adapter completes a fixed delay after it). */
  solicitado_em: Date;
  /** The board's id of the posting (removal). */
  id_externo: string | null;
  /** The posting (publication). */
  vaga: JobPosting | null;
}

/** What the board answered. */
export type RespostaJobBoard =
  | { tipo: 'concluido'; id_externo: string | null; resposta?: unknown }
  | { tipo: 'pendente'; tentar_em: Date; resposta?: unknown }
  | { tipo: 'erro'; mensagem: string; definitivo: boolean; resposta?: unknown };

/** The outside system of the social tab (ARCHITECTURE §1): chosen by JOB_BOARD_ADAPTER. */
export interface JobBoardAdapter {
  readonly nome: 'local' | 'http';
  enviar(pedido: PedidoJobBoard): Promise<RespostaJobBoard>;
}
