import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from './deps';

/** The /ws channel: events published after commit through NOTIFY, pushed to every client. */
export const realtimePlugin: FastifyPluginAsync<{ deps: AppDeps }> = fp(async () => {});
