import type { JobBoardAdapter, PedidoJobBoard, RespostaJobBoard } from './job-board';

export interface OpcoesJobBoardLocal {
  /** Time from the request to the effective publication (JOB_BOARD_DELAY_SECONDS). */
  atrasoMs: number;
  agora?: () => Date;
  /** Makes the simulated board refuse a request (tests): the error text, or null to accept. */
  recusar?: (pedido: PedidoJobBoard) => string | null;
}

/**
 * The simulated job board for development, tests and demonstrations: nothing leaves the server; a
 * request completes once the configured delay has passed since it was queued (like the real boards
 * that take hours). Stateless, so any instance may answer for any request; what was sent is kept in
 * the queue row by the worker.
 */
export class JobBoardLocal implements JobBoardAdapter {
  readonly nome = 'local' as const;
  private readonly agora: () => Date;

  constructor(private readonly opcoes: OpcoesJobBoardLocal) {
    this.agora = opcoes.agora ?? (() => new Date());
  }

  async enviar(pedido: PedidoJobBoard): Promise<RespostaJobBoard> {
    const recusa = this.opcoes.recusar?.(pedido);
    if (recusa) return { tipo: 'erro', mensagem: recusa, definitivo: true };
    const pronto = pedido.solicitado_em.getTime() + this.opcoes.atrasoMs;
    if (this.agora().getTime() < pronto) return { tipo: 'pendente', tentar_em: new Date(pronto) };
    if (pedido.acao === 'remover')
      return { tipo: 'concluido', id_externo: pedido.id_externo, resposta: { local: true } };
    return {
      tipo: 'concluido',
      id_externo: `local-${pedido.cd_integracao}-${pedido.nr_requisicao}-${pedido.id_fila}`,
      resposta: { local: true },
    };
  }
}
