import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PERFIS_DEMO, type PerfilDemo } from '@backoffice/domain/perfis';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DbHandle, openDb } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { criarSessao } from '../src/platform/sessions';
import { criarUsuario, type DadosUsuario, type UsuarioCriado } from './factories';
import { testDatabaseUrl } from './modelo-banco';

export { testDatabaseUrl };

export interface TestDb {
  handle: DbHandle;
  url?: string;
  drop(): Promise<void>;
}

// The template's tarball, read once per worker (PGlite does not change the Blob it loads).
let tarModelo: { arquivo: string; blob: Blob } | undefined;
function blobDoModelo(arquivo: string): Blob {
  if (tarModelo?.arquivo !== arquivo) tarModelo = { arquivo, blob: new Blob([fs.readFileSync(arquivo)]) };
  return tarModelo.blob;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server. Both
 * are copies of the template the global setup migrated once for the run (modelo-banco.ts); a run
 * without that setup migrates each database itself.
 */
export async function createTestDb(): Promise<TestDb> {
  const base = testDatabaseUrl();
  if (!base) {
    const arquivo = inject('modeloPglite');
    if (arquivo) {
      const handle = await openDb({ loadDataDir: blobDoModelo(arquivo) });
      return { handle, drop: () => handle.close() };
    }
    const handle = await openDb({});
    await runMigrations(handle);
    return { handle, drop: () => handle.close() };
  }
  const modelo = inject('modeloPostgres');
  const name = `teste_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(modelo ? `CREATE DATABASE ${name} TEMPLATE ${modelo}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), poolMax: 5 });
  if (!modelo) await runMigrations(handle);
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  // Tests log in many times from one address; the rate-limit test sets its own limit. No worker
  // polls a queue in the background (a test that wants one starts it): what a test's requests
  // write is all that is written. Each app keeps its files in a folder of its own, so files counted
  // by one test file are not those another one stores at the same moment.
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `backoffice-teste-${process.pid}-${randomBytes(6).toString('hex')}`),
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    LOGIN_RATE_LIMIT_PER_MINUTE_IP: '10000',
    JOB_BOARD_POLL_SECONDS: '0',
    AGENDA_AVISO_POLL_SECONDS: '0',
    CONTRATACAO_AVISO_POLL_SECONDS: '0',
    PARECER_LEMBRETE_POLL_SECONDS: '0',
    LGPD_RETENCAO_POLL_SECONDS: '0',
    FECHAMENTO_POLL_SECONDS: '0',
    CAMPANHA_TRABALHADORES: '0',
    CHATBOT_TRABALHADORES: '0',
    IMPORTACAO_TRABALHADORES: '0',
    ...overrides,
  });
}

export interface TestApp {
  app: App;
  db: TestDb;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Registers extra routes (e.g. routes that exist only for a test) before the app is ready. */
  rotas?: (app: App) => void | Promise<void>;
  /** Where the app's logs go (otherwise silent). */
  logDestination?: DestinationStream;
  /** A built web app to serve (index.html and its files). */
  webDistDir?: string;
}

/** Builds the app on a fresh database (one per test file). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const db = await createTestDb();
  const app = await buildApp({
    config: testConfig(overrides),
    handle: db.handle,
    logDestination: options.logDestination,
    webDistDir: options.webDistDir,
  });
  await options.rotas?.(app);
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.drop();
      if (!overrides.DATA_DIR) fs.rmSync(app.deps.config.dataDir, { recursive: true, force: true });
    },
  };
}

/** The header the web client sends on every request (required on state-changing ones). */
export const CABECALHOS_CLIENTE = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** The Cookie header value of a login answer. */
export function cookieDaResposta(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'sessao');
  if (!c?.value) throw new Error(`resposta sem cookie de sessão (${res.statusCode}): ${res.body}`);
  return `sessao=${c.value}`;
}

/** Who to log in as: a demo role (its permission codes) or the user's data. */
export type QuemEntra = PerfilDemo | DadosUsuario;

export interface Sessao {
  cookie: string;
  usuario: UsuarioCriado;
}

/** Creates a user (demo role or given codes/unit/groups/sector) and logs in through the API. */
export async function loginComUsuario(app: App, quem: QuemEntra = {}): Promise<Sessao> {
  const dados: DadosUsuario =
    typeof quem === 'string' ? { permissoes: PERFIS_DEMO[quem].permissoes, apelido: quem } : quem;
  const usuario = await criarUsuario(app.deps.db, dados);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...CABECALHOS_CLIENTE },
    payload: { usuario: usuario.nm_login, senha: usuario.senha },
  });
  if (res.statusCode !== 200) throw new Error(`login falhou (${res.statusCode}): ${res.body}`);
  return { cookie: cookieDaResposta(res), usuario };
}

/**
 * Creates a user and a session straight in the database (no login request): for tests that need
 * many sessions, or sessions that a handler may end.
 */
export async function sessaoDireta(app: App, quem: QuemEntra = {}): Promise<Sessao> {
  const dados: DadosUsuario =
    typeof quem === 'string' ? { permissoes: PERFIS_DEMO[quem].permissoes, apelido: quem } : quem;
  const usuario = await criarUsuario(app.deps.db, dados);
  const token = await criarSessao(app.deps.handle, app.deps.config, { cd_sip: usuario.cd_sip });
  return { cookie: `sessao=${token}`, usuario };
}

/** Like loginComUsuario, returning only the Cookie header value. */
export async function login(app: App, quem: QuemEntra = {}): Promise<string> {
  return (await loginComUsuario(app, quem)).cookie;
}

/** app.inject as the web client of a session: the cookie plus X-Requested-With. */
export function injectAs(
  app: App,
  cookie: string | undefined,
  opts: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...opts,
    headers: { ...CABECALHOS_CLIENTE, ...(cookie ? { cookie } : {}), ...(opts.headers ?? {}) },
  });
}
