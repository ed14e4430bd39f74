import { type Config, ConfigError } from '../../config';
import type { JobBoardAdapter } from './job-board';
import { JobBoardHttp } from './job-board-http';
import { JobBoardLocal } from './job-board-local';

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
