import type { Config } from '../config';
import type { Db, DbHandle } from '../db/client';

/** What services need from the platform: a plain context, never the request. */
export interface AppDeps {
  config: Config;
  handle: DbHandle;
  db: Db;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
