// Builds, once per run, the migrated database every api test file starts from (modelo-banco.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { garantirModeloPostgres, gravarModeloPglite, testDatabaseUrl } from './modelo-banco';

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const base = testDatabaseUrl();
  if (base) {
    project.provide('modeloPostgres', await garantirModeloPostgres(base));
    return undefined;
  }
  const arquivo = path.join(
    os.tmpdir(),
    `backoffice-modelo-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  await gravarModeloPglite(arquivo);
  project.provide('modeloPglite', arquivo);
  return () => fs.rmSync(arquivo, { force: true });
}
