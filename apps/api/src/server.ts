import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, faltasDeProducao, loadConfig } from './config';
import { openDb } from './db/client';
import { copiarPglite } from './db/copia-pglite';
import { runMigrations } from './db/migrate';
import { iniciarServidorMetricas } from './platform/metricas';
import { seedOnFirstStart } from './seed/first-start';

async function main() {
  const startedAt = Date.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    const faltas = faltasDeProducao(config);
    if (faltas.length) throw new ConfigError(`Configuração inválida:\n${faltas.join('\n')}`);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const handle = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolMax: config.DB_POOL_MAX,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
  });
  await runMigrations(handle);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDistDir = config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');
  const app = await buildApp({ config, handle, webDistDir });
  await seedOnFirstStart(app.deps, app.log);

  const servidorMetricas =
    config.METRICS_PORT === undefined
      ? undefined
      : await iniciarServidorMetricas(app.metricas, config.METRICS_HOST, config.METRICS_PORT, app.log);

  // The drain (docs/operacao.md): readiness off, no new connections, requests in flight finish
  // within DRENAGEM_SEGUNDOS, WebSocket clients told to reconnect, workers stopped; then the
  // metrics listener and the database close.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, prazoSegundos: config.DRENAGEM_SEGUNDOS }, 'encerrando: drenagem iniciada');
    // past the drain's own bound, the workers and the database get a few more seconds at most
    const timer = setTimeout(() => process.exit(1), (config.DRENAGEM_SEGUNDOS + 10) * 1000);
    timer.unref();
    let codigo = 0;
    try {
      await app.drenar();
      await servidorMetricas?.fechar();
      await handle.close();
    } catch (err) {
      codigo = 1;
      app.log.error({ err }, 'falha ao encerrar');
    } finally {
      process.exit(codigo);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Embedded database: SIGUSR2 asks for a consistent copy under DATA_DIR/copias
  // (scripts/copia-seguranca.sh pglite; docs/operacao.md, "Cópia de segurança e restauração").
  const pglite = handle.pglite;
  if (pglite) {
    let copiando = false;
    process.on('SIGUSR2', () => {
      if (copiando || closing) return;
      copiando = true;
      app.log.info('cópia do banco embutido: iniciada');
      copiarPglite(pglite, path.join(config.dataDir, 'copias'))
        .then((c) => app.log.info({ arquivo: c.arquivo }, 'cópia do banco embutido: pronta'))
        .catch((err) => app.log.error({ err }, 'cópia do banco embutido: falhou'))
        .finally(() => {
          copiando = false;
        });
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  const banco = handle.kind === 'pglite' ? `embutido (${config.dataDir})` : 'PostgreSQL';
  console.log(`Pronto em ${Date.now() - startedAt} ms: http://localhost:${config.PORT} (banco ${banco})`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
