import { z } from 'zod';
import { contrato } from '../contrato';

/** Whether the API and its database answer (200 when both do, 503 otherwise, with the same shape). */
export const saudeResposta = z.object({
  status: z.enum(['ok', 'erro']),
  banco: z.enum(['ok', 'indisponivel']),
});

/**
 * Whether this instance should receive traffic: started, not draining, and the database answers
 * (200 `{ pronto: true }`; 503 `{ pronto: false, motivo }` with a pt-BR reason otherwise).
 */
export const prontidaoResposta = z.object({
  pronto: z.boolean(),
  motivo: z.string().optional(),
});

/** The health checks (public): liveness and readiness. */
export const CONTRATOS_HEALTH = {
  health: contrato({ metodo: 'GET', caminho: '/health', resposta: saudeResposta }),
  pronto: contrato({ metodo: 'GET', caminho: '/health/pronto', resposta: prontidaoResposta }),
} as const;
