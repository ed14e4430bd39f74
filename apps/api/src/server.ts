import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, faltasDeProducao, loadConfig } from './config';
import { openDb } from './db/client';
import { runMigrations } from './db/migrate';
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
  });
  await runMigrations(handle);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDistDir = config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');
  const app = await buildApp({ config, handle, webDistDir });
  await seedOnFirstStart(app.deps, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await handle.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const banco = handle.kind === 'pglite' ? `embutido (${config.dataDir})` : 'PostgreSQL';
  console.log(`Pronto em ${Date.now() - startedAt} ms: http://localhost:${config.PORT} (banco ${banco})`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
