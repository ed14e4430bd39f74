/**
 * The instance's health as operators and the web see it: why readiness (GET /api/health/pronto)
 * says no, and how the server closes the real-time channel when it leaves (docs/operacao.md).
 */

/** Why an instance is not ready to take traffic (the `motivo` of a 503 from the readiness check). */
export const MOTIVOS_NAO_PRONTO = {
  iniciando: 'A aplicação ainda está iniciando (migrações e preparação).',
  drenando: 'A instância está encerrando e não aceita novas requisições.',
  banco: 'O banco de dados não respondeu.',
} as const;

/** Longest wait of the readiness check's `select 1` before the database counts as unavailable. */
export const LIMITE_PRONTIDAO_BANCO_MS = 2_000;

/**
 * Close code of the real-time channel when the server leaves (drain, restart): 1012 "Service
 * Restart", which says the client may reconnect at once; the new connection reaches another
 * instance, since this one no longer accepts connections.
 */
export const WS_CODIGO_REINICIO = 1012;

/** Reason sent with {@link WS_CODIGO_REINICIO} (at most 123 bytes). */
export const WS_MOTIVO_REINICIO = 'servidor reiniciando; reconecte';

/** Answers of GET /metrics on the main port (the bearer token of METRICS_TOKEN). */
export const MENSAGENS_METRICAS = {
  semToken: 'Informe o token das métricas no cabeçalho Authorization (Bearer).',
  tokenInvalido: 'Token das métricas inválido.',
} as const;
