import { z } from 'zod';
import { contrato } from '../contrato';

/** Whether the API and its database answer (200 when both do, 503 otherwise, with the same shape). */
export const saudeResposta = z.object({
  status: z.enum(['ok', 'erro']),
  banco: z.enum(['ok', 'indisponivel']),
});

/** The health check (public). */
export const CONTRATOS_HEALTH = {
  health: contrato({ metodo: 'GET', caminho: '/health', resposta: saudeResposta }),
} as const;
