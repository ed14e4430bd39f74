import type { Config } from '../config';
import type { Db, DbHandle } from '../db/client';
import type { LeituraReplicada } from '../db/replicas';
import type { AssinaturaAdapter } from './adapters/assinatura';
import type { Mensageria } from './adapters/mensageria';
import type { SimplesNacionalAdapter } from './adapters/simples-nacional';
import type { EstadoInstancia } from './instancia';
import type { FilaTrabalhos } from './jobs';
import type { Realtime } from './realtime';

/** What services need from the platform: a plain context, never the request. */
export interface AppDeps {
  config: Config;
  handle: DbHandle;
  /** The primary: every write, and every read that must see what the request or its user just wrote. */
  db: Db;
  /**
   * Heavy reads (searches, lists, reports, exports, dashboards, the portal's public pages): a
   * healthy read replica that has replayed the browser's last write, or the primary
   * (db/replicas.ts, platform/leitura.ts). Without replicas, the same as `db`.
   */
  dbLeitura: Db;
  /** `handle` for the same reads (`query` with raw SQL); without replicas, `handle` itself. */
  handleLeitura: DbHandle;
  /** The read replicas, when DATABASE_REPLICA_URL names any. */
  replicas?: LeituraReplicada;
  /** Starting, serving or draining (the readiness check reads it; see platform/instancia.ts). */
  instancia: EstadoInstancia;
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
