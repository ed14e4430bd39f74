import type { JobPosting } from '@backoffice/domain/divulgacao';
import { type Config, ConfigError } from '../../config';
import { JobBoardHttp } from './job-board-http';
import { JobBoardLocal } from './job-board-local';

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

/** The adapter the configuration asks for; http needs JOB_BOARD_URL. */
export function criarJobBoardAdapter(
  config: Pick<Config, 'JOB_BOARD_ADAPTER' | 'JOB_BOARD_URL' | 'JOB_BOARD_TOKEN' | 'JOB_BOARD_DELAY_SECONDS'>,
): JobBoardAdapter {
  if (config.JOB_BOARD_ADAPTER === 'http') {
    if (!config.JOB_BOARD_URL)
      throw new ConfigError(
        'Configuração inválida:\n  JOB_BOARD_URL: obrigatório com JOB_BOARD_ADAPTER=http',
      );
    return new JobBoardHttp({ url: config.JOB_BOARD_URL, token: config.JOB_BOARD_TOKEN });
  }
  return new JobBoardLocal({ atrasoMs: config.JOB_BOARD_DELAY_SECONDS * 1000 });
}
