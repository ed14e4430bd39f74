import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LIMITES_IMPORTACAO, TIPOS_IMPORTACAO, type TipoImportacao } from '@backoffice/domain/importacao';
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { importarPelaLinhaDeComando } from '../modules/importacao/importacao.entry';
import { criarMensageria } from '../platform/adapters/mensageria';
import { HttpError } from '../platform/errors';
import { criarFilaTrabalhos } from '../platform/jobs';
import { createLogger } from '../platform/logger';
import { ensureReferenceData } from '../seed/reference-data';

// npm run importar -- --tipo candidatos --arquivo FILE [--mapeamento NOME] [--simular] [--atualizar]
//                     [--relatorio SAIDA.csv]      or      npm run importar -- --retomar N
// On DATABASE_URL or the embedded database (DATA_DIR), like the server. Ctrl+C stops after the batch
// in progress; --retomar goes on from there.
const USO = `Uso: npm run importar -- --tipo ${TIPOS_IMPORTACAO.join('|')} --arquivo ARQUIVO [--mapeamento NOME] [--simular] [--atualizar] [--relatorio SAIDA.csv]
     npm run importar -- --retomar NÚMERO_DA_IMPORTAÇÃO`;

function falhar(mensagem: string): never {
  console.error(mensagem);
  process.exit(1);
}

let valores: Record<string, string | boolean | undefined>;
try {
  valores = parseArgs({
    options: {
      tipo: { type: 'string' },
      arquivo: { type: 'string' },
      mapeamento: { type: 'string' },
      simular: { type: 'boolean' },
      atualizar: { type: 'boolean' },
      relatorio: { type: 'string' },
      retomar: { type: 'string' },
    },
  }).values;
} catch (e) {
  falhar(`${(e as Error).message}\n${USO}`);
}

const retomar = valores.retomar === undefined ? undefined : Number(valores.retomar);
if (retomar !== undefined && !(Number.isInteger(retomar) && retomar > 0))
  falhar(`--retomar: informe o número da importação.\n${USO}`);
const tipo = valores.tipo as TipoImportacao | undefined;
const arquivo = valores.arquivo as string | undefined;
if (retomar === undefined) {
  if (!tipo || !TIPOS_IMPORTACAO.includes(tipo)) falhar(`--tipo: ${TIPOS_IMPORTACAO.join(', ')}.\n${USO}`);
  if (!arquivo) falhar(`Informe --arquivo.\n${USO}`);
  const st = fs.statSync(arquivo, { throwIfNoEntry: false });
  if (!st?.isFile()) falhar(`Arquivo não encontrado: ${arquivo}`);
  if (st.size > LIMITES_IMPORTACAO.bytesArquivo) falhar('O arquivo passa de 4 GB: divida-o em partes.');
}

const config = loadConfig();
const handle = await openDb({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'pglite'),
  poolMax: 4,
});
const jobs = criarFilaTrabalhos(handle, createLogger({ ...config, LOG_LEVEL: 'warn' }));
// the users an import creates get the link to choose their password by e-mail
const mensageria = criarMensageria(config);
let interrompido = false;
process.on('SIGINT', () => {
  if (interrompido) process.exit(130);
  interrompido = true;
  console.log('Parando após o lote em curso… (Ctrl+C de novo sai já)');
});
try {
  await runMigrations(handle);
  await ensureReferenceData({ handle });
  await importarPelaLinhaDeComando(
    { db: handle.db, handle, config, jobs, mensageria },
    {
      tipo,
      arquivo: arquivo ? path.resolve(arquivo) : undefined,
      nomeMapeamento: valores.mapeamento as string | undefined,
      simular: valores.simular === true,
      atualizar: valores.atualizar === true,
      relatorio: valores.relatorio as string | undefined,
      retomar,
      interrompido: () => interrompido,
      escrever: (linha) => console.log(linha),
    },
  );
} catch (e) {
  if (!(e instanceof HttpError)) throw e;
  console.error(Array.isArray(e.mensagem) ? e.mensagem.join('\n') : e.mensagem);
  process.exitCode = 1;
} finally {
  await jobs.parar();
  (mensageria.email as { fechar?: () => void }).fechar?.();
  await handle.close();
}
