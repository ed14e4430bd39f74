// Import of candidates (docs/importacao.md): a generated CSV of BENCH_IMPORT_CANDIDATES (1,000,000)
// candidates, 1 % of them bad rows of every kind (invalid CPF, repeated CPF, bad date, unknown state,
// a name over its limit, a row with too many columns), through the import's own services as the command
// line runs them: the dry run (every row checked, the report stored) and the import of the valid rows,
// into PostgreSQL; then BENCH_IMPORT_PGLITE_CANDIDATES (100,000) into the embedded database. Prints
// rows per second of each step, the process's peak RSS growth over its start, and the candidate search
// right after (p50/p95 by name and by CPF).
// Targets on 2 cores: dry run of 1M ≤ 3 min; import of 1M into PostgreSQL ≤ 10 min; 100k into the
// embedded database ≤ 5 min; RSS growth ≤ 300 MB.
// Env: BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_IMPORT_ONLY=postgres|pglite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { carregarCodigoApi, fmt, percentil, ROOT } from './lib.mjs';

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const N_PG = Number(process.env.BENCH_IMPORT_CANDIDATES ?? 1_000_000);
const N_PGLITE = Number(process.env.BENCH_IMPORT_PGLITE_CANDIDATES ?? 100_000);
const SO = process.env.BENCH_IMPORT_ONLY;
const NOME_BANCO = 'backoffice_bench_importacao';
const MIGRACOES = path.join(ROOT, 'apps/api/src/db/migrations');
const METAS = { simulacaoPg: 180, importacaoPg: 600, importacaoPglite: 300, rssMb: 300 };

const UFS = [
  ['SP', 'São Paulo'],
  ['SP', 'Campinas'],
  ['SC', 'Joinville'],
  ['PR', 'Curitiba'],
  ['MG', 'Belo Horizonte'],
  ['RJ', 'Rio de Janeiro'],
  ['BA', 'Salvador'],
  ['RS', 'Porto Alegre'],
];
const NOMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elaine',
  'Fábio',
  'Gisele',
  'Hugo',
  'Iara',
  'João',
  'Kátia',
  'Luís',
];
const SOBRENOMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Lima',
  'Carvalho',
  'Ribeiro',
  'Almeida',
  'Gonçalves',
];
const ESCOLARIDADES = [
  'Ensino Médio Completo',
  'Ensino Fundamental Completo',
  'Ensino Superior Completo',
  '',
];
const CARGOS = ['Vendedor', 'Auxiliar Administrativo', 'Operador de Empilhadeira', 'Recepcionista', ''];

/** A valid CPF from a number (9 base digits and their check digits). */
function cpf(n) {
  const base = String(100_000_000 + n).slice(-9);
  const d = base.split('').map(Number);
  const dv = (ds, p) => {
    const s = ds.reduce((a, x, i) => a + x * (p - i), 0);
    const r = (s * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(d, 10);
  const d2 = dv([...d, d1], 11);
  return `${base}${d1}${d2}`;
}

/** Writes the CSV (';', UTF-8, header of plain Portuguese names) and answers the count of bad rows. */
async function gerarCsv(arquivo, n) {
  const saida = fs.createWriteStream(arquivo);
  const escrever = (s) => (saida.write(s) ? Promise.resolve() : new Promise((r) => saida.once('drain', r)));
  await escrever(
    'Nome;CPF;Data de nascimento;E-mail;Celular;Telefone;UF;Cidade;Escolaridade;Cargos pretendidos\n',
  );
  let ruins = 0;
  let bloco = '';
  for (let i = 0; i < n; i++) {
    const [uf, cidade] = UFS[i % UFS.length];
    const nome = `${NOMES[i % NOMES.length]} ${SOBRENOMES[(i * 7) % SOBRENOMES.length]} ${SOBRENOMES[(i * 3) % SOBRENOMES.length]}`;
    const dia = String((i % 28) + 1).padStart(2, '0');
    const mes = String((i % 12) + 1).padStart(2, '0');
    const campos = [
      nome,
      cpf(i),
      `${dia}/${mes}/${1960 + (i % 45)}`,
      i % 5 === 0 ? '' : `pessoa${i}@exemplo.com.br`,
      `(11) 9${String(i % 100_000_000).padStart(8, '0')}`,
      i % 3 === 0 ? '' : `(11) 3${String(i % 10_000_000).padStart(7, '0')}`,
      uf,
      cidade,
      ESCOLARIDADES[i % ESCOLARIDADES.length],
      CARGOS[i % CARGOS.length],
    ];
    // 1 % bad rows, one kind each in turn
    if (i % 100 === 99) {
      ruins++;
      switch (((i / 100) % 6) | 0) {
        case 0:
          campos[1] = '12345678900';
          break;
        case 1:
          campos[1] = cpf(i - 1);
          break;
        case 2:
          campos[2] = '31/02/1990';
          break;
        case 3:
          campos[6] = 'XX';
          break;
        case 4:
          campos[0] = 'X'.repeat(260);
          break;
        default:
          campos.push('sobra');
      }
    }
    bloco += `${campos.join(';')}\n`;
    if (bloco.length > 1 << 20) {
      await escrever(bloco);
      bloco = '';
    }
  }
  await escrever(bloco);
  await new Promise((r) => saida.end(r));
  return ruins;
}

/** Samples the RSS every 200 ms; answers the peak growth over the start, in MB. */
function medirMemoria() {
  const inicio = process.memoryUsage.rss();
  let pico = inicio;
  const t = setInterval(() => {
    pico = Math.max(pico, process.memoryUsage.rss());
  }, 200);
  return () => {
    clearInterval(t);
    pico = Math.max(pico, process.memoryUsage.rss());
    return (pico - inicio) / 1024 / 1024;
  };
}

async function executar(m, deps, nomeBanco, arquivo, n) {
  const memoria = medirMemoria();
  const arq = await m.conferirArquivo(arquivo);
  const det = await m.criarImportacao(deps, {
    tipo: 'candidatos',
    nome: path.basename(arquivo),
    arquivo: arq,
    cdUsuario: null,
    removerAoRecusar: false,
  });
  const cd = det.cd_importacao;
  await m.prepararSimulacao(deps, cd, { mapeamento: det.mapeamento, id_existentes: 'I' }, null);
  let t = Date.now();
  await m.simular(deps, cd);
  const tSimulacao = (Date.now() - t) / 1000;
  const rssSimulacao = memoria();
  const memoriaImportacao = medirMemoria();
  const conferida = await m.resumoDaImportacao(deps.db, cd);
  t = Date.now();
  await m.iniciarImportacao(deps, cd, { fila: false });
  await m.processarImportacao(deps, cd);
  const tImportacao = (Date.now() - t) / 1000;
  const fim = await m.resumoDaImportacao(deps.db, cd);
  const rssImportacao = memoriaImportacao();
  const rss = Math.max(rssSimulacao, rssImportacao);

  // the search right after: by part of a name and by CPF
  const tempos = { nome: [], cpf: [] };
  for (let i = 0; i < 40; i++) {
    let t0 = performance.now();
    await m.buscarCandidatos(
      deps.db,
      m.lerFiltrosBusca(`nm_pessoa=${NOMES[i % NOMES.length]} ${SOBRENOMES[i % SOBRENOMES.length]}`).filtros,
    );
    tempos.nome.push(performance.now() - t0);
    t0 = performance.now();
    await m.buscarCandidatos(deps.db, m.lerFiltrosBusca(`nr_documento_cpf=${cpf((i * 7919) % n)}`).filtros);
    tempos.cpf.push(performance.now() - t0);
  }
  console.log(
    `${nomeBanco}: ${fmt(n)} linhas — conferidas em ${tSimulacao.toFixed(1)} s (${fmt(n / tSimulacao)} linhas/s): ` +
      `${fmt(conferida.nr_validas)} válidas, ${fmt(conferida.nr_avisos)} com aviso, ${fmt(conferida.nr_erros)} com erro`,
  );
  console.log(
    `${nomeBanco}: importadas em ${tImportacao.toFixed(1)} s (${fmt((fim.nr_inseridas + fim.nr_atualizadas + fim.nr_ignoradas) / tImportacao)} linhas/s): ` +
      `${fmt(fim.nr_inseridas)} inseridas, ${fmt(fim.nr_ignoradas)} mantidas; pico de memória +${rssSimulacao.toFixed(0)} MB na conferência, +${rssImportacao.toFixed(0)} MB na importação (meta ≤ ${METAS.rssMb})`,
  );
  console.log(
    `${nomeBanco}: busca logo após — por nome p50 ${percentil(tempos.nome, 50).toFixed(1)} ms, p95 ${percentil(tempos.nome, 95).toFixed(1)} ms; ` +
      `por CPF p50 ${percentil(tempos.cpf, 50).toFixed(1)} ms, p95 ${percentil(tempos.cpf, 95).toFixed(1)} ms`,
  );
  return { tSimulacao, tImportacao, rss, fim };
}

async function main() {
  const m = await carregarCodigoApi(
    'importacao-bench',
    `
      export { openDb } from './apps/api/src/db/client';
      export { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
      export { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
      export { ensureReferenceData } from './apps/api/src/seed/reference-data';
      export { loadConfig } from './apps/api/src/config';
      export { conferirArquivo, criarImportacao, resumoDaImportacao } from './apps/api/src/modules/importacao/importacao.service';
      export { prepararSimulacao, simular } from './apps/api/src/modules/importacao/simulacao.service';
      export { iniciarImportacao, processarImportacao } from './apps/api/src/modules/importacao/execucao.service';
      export { buscarCandidatos } from './apps/api/src/modules/candidato/busca/candidato-busca.service';
      export { lerFiltrosBusca } from './packages/domain/src/candidato-busca';
    `,
  );
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-importacao-'));
  const config = { dataDir: pasta };
  try {
    if (SO !== 'pglite') {
      const admin = new pg.Client({ connectionString: ADMIN });
      let conectado = true;
      try {
        await admin.connect();
      } catch (e) {
        console.log(`postgres skipped: no server at ${ADMIN} (${e.message})`);
        conectado = false;
      }
      if (conectado) {
        await admin.query(`DROP DATABASE IF EXISTS ${NOME_BANCO} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${NOME_BANCO}`);
        await admin.end();
        const arquivo = path.join(pasta, 'candidatos-pg.csv');
        let t = Date.now();
        const ruins = await gerarCsv(arquivo, N_PG);
        console.log(
          `arquivo: ${fmt(N_PG)} linhas (${fmt(ruins)} ruins), ${fmt(fs.statSync(arquivo).size / 1024 / 1024)} MB, gerado em ${((Date.now() - t) / 1000).toFixed(1)} s`,
        );
        const u = new URL(ADMIN);
        u.pathname = `/${NOME_BANCO}`;
        const handle = await m.openDb({ databaseUrl: u.toString(), poolMax: 4 });
        try {
          await m.migratePg(handle.db, { migrationsFolder: MIGRACOES });
          await m.ensureReferenceData({ handle });
          t = Date.now();
          const r = await executar(m, { db: handle.db, handle, config }, 'postgres', arquivo, N_PG);
          console.log(
            `postgres: metas — conferência ${r.tSimulacao.toFixed(0)} s (≤ ${METAS.simulacaoPg}), importação ${r.tImportacao.toFixed(0)} s (≤ ${METAS.importacaoPg})`,
          );
        } finally {
          await handle.close();
          fs.rmSync(arquivo, { force: true });
        }
      }
    }
    if (SO !== 'postgres') {
      const arquivo = path.join(pasta, 'candidatos-pglite.csv');
      const ruins = await gerarCsv(arquivo, N_PGLITE);
      console.log(`arquivo: ${fmt(N_PGLITE)} linhas (${fmt(ruins)} ruins)`);
      const handle = await m.openDb({ dataDir: path.join(pasta, 'pglite') });
      try {
        await m.migratePglite(handle.db, { migrationsFolder: MIGRACOES });
        await m.ensureReferenceData({ handle });
        const r = await executar(m, { db: handle.db, handle, config }, 'pglite', arquivo, N_PGLITE);
        console.log(
          `pglite: meta — conferência + importação ${(r.tSimulacao + r.tImportacao).toFixed(0)} s (≤ ${METAS.importacaoPglite})`,
        );
      } finally {
        await handle.close();
      }
    }
  } finally {
    fs.rmSync(pasta, { recursive: true, force: true });
  }
}

await main();
