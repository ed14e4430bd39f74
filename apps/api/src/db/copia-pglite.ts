import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Row count of every table outside the system schemas, in the transaction's snapshot. */
export const SQL_CONTAGENS = `SELECT format('%I.%I', n.nspname, c.relname) AS tabela,
  (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I.%I', n.nspname, c.relname), false, true, '')))[1]::text AS linhas
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p') AND c.relpersistence <> 't'
  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
ORDER BY 1`;

export interface CopiaPglite {
  /** The data directory's tarball (gzip): PGlite's `loadDataDir` restores it. */
  arquivo: string;
  /** The manifest: time and the row count of every table, taken with the tarball. */
  manifesto: string;
  contagens: { tabela: string; linhas: number }[];
}

/**
 * A consistent copy of the embedded database while the server runs. PGlite runs one statement at a
 * time; holding its transaction lock (a transaction of its own) keeps every other statement and
 * transaction out while the counts, a CHECKPOINT and the tarball are taken, so the copy is the state
 * between two of the application's statements and the counts describe it. Files are written under a
 * temporary name and renamed; the manifest last, so its presence means the copy is complete.
 */
export async function copiarPglite(
  pglite: PGlite,
  destino: string,
  agora = new Date(),
): Promise<CopiaPglite> {
  fs.mkdirSync(destino, { recursive: true });
  const carimbo = agora
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const base = path.join(destino, `pglite-${carimbo}`);
  const { contagens, tarball } = await pglite.transaction(async (tx) => {
    const r = await tx.query<{ tabela: string; linhas: string }>(SQL_CONTAGENS);
    await tx.exec('CHECKPOINT');
    return {
      contagens: r.rows.map((x) => ({ tabela: x.tabela, linhas: Number(x.linhas) })),
      tarball: await pglite.dumpDataDir('gzip'),
    };
  });
  const arquivo = `${base}.tar.gz`;
  fs.writeFileSync(`${arquivo}.tmp`, Buffer.from(await tarball.arrayBuffer()));
  fs.renameSync(`${arquivo}.tmp`, arquivo);
  const manifesto = `${base}.manifesto.txt`;
  const texto = [
    `inicio ${agora.toISOString().replace(/\.\d+Z$/, 'Z')}`,
    ...contagens.map((c) => `tabela ${c.tabela} ${c.linhas} p`),
  ].join('\n');
  fs.writeFileSync(`${manifesto}.tmp`, `${texto}\n`);
  fs.renameSync(`${manifesto}.tmp`, manifesto);
  return { arquivo, manifesto, contagens };
}
