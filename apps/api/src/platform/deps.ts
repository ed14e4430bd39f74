import type { Config } from '../config';
import type { Db, DbHandle } from '../db/client';
import type { AssinaturaAdapter } from './adapters/assinatura';
import type { Mensageria } from './adapters/mensageria';
import type { SimplesNacionalAdapter } from './adapters/simples-nacional';
import type { FilaTrabalhos } from './jobs';
import type { Realtime } from './realtime';

/** What services need from the platform: a plain context, never the request. */
export interface AppDeps {
  config: Config;
  handle: DbHandle;
  db: Db;
  /** Real-time events to the web clients (see platform/realtime.ts). */
  realtime: Realtime;
  /** E-mail, SMS and WhatsApp to candidates (adapters chosen by configuration). */
  mensageria: Mensageria;
  /** The Simples Nacional regime of clients by CNPJ (the validation bot). */
  simplesNacional: SimplesNacionalAdapter;
  /** Document signatures (Autentique or the local service). */
  assinatura: AssinaturaAdapter;
  /** The durable job queue (pg-boss), started on first use. */
  jobs: FilaTrabalhos;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
