import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from './deps';
import './access';

/** Sessions, login/logout and the access check of every route. */
export const authPlugin: FastifyPluginAsync<{ deps: AppDeps }> = fp(async () => {});
