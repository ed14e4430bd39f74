import path from 'node:path';
import { loadConfig } from '../config';
import { openDb } from './client';
import { runMigrations } from './migrate';

const config = loadConfig();
const handle = await openDb({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'pglite'),
});
await runMigrations(handle);
await handle.close();
console.log(`Migrações aplicadas (${handle.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}).`);
