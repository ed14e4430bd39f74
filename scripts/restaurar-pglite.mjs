// Rebuilds an embedded database (PGlite) from a copy's tarball at a data directory and prints the
// row count of every table ("tabela <nome> <linhas>"), for restaurar.sh to compare with the manifest.
// Usage: node scripts/restaurar-pglite.mjs <pglite.tar.gz> <DATA_DIR/pglite>
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const [tarball, destino] = process.argv.slice(2);
if (!tarball || !destino) {
  console.error('uso: node scripts/restaurar-pglite.mjs <pglite.tar.gz> <DATA_DIR/pglite>');
  process.exit(2);
}
if (fs.existsSync(destino) && fs.readdirSync(destino).length > 0) {
  console.error(`${destino} não está vazio`);
  process.exit(1);
}
fs.mkdirSync(destino, { recursive: true });
const sql = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'contagens-tabelas.sql'),
  'utf8',
);
const db = await PGlite.create(destino, {
  loadDataDir: new Blob([fs.readFileSync(tarball)]),
  extensions: { pg_trgm, unaccent, btree_gin },
});
try {
  await db.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  const r = await db.query(sql.replace(/^--.*$/gm, ''));
  for (const row of r.rows) console.log(Object.values(row)[0]);
  await db.exec('COMMIT');
} finally {
  await db.close();
}
