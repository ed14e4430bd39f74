// Candidate search by name, CPF or code (GET candidato/pesquisa/{...} and its count) through the
// endpoint's own service (the filters read from the path, the rows, the count up to 200) on
// 1,000,000 demo candidates in PostgreSQL. Prints p50/p95 of the rows and of the count per mix over
// warm runs, each run taking the next of ~40 inputs sampled from the database (names, CPFs, codes
// of real candidates), so a mix is not one value served from a hot cache.
// Targets on 2 cores: every figure p95 <= 30 ms; the name-fragment mixes p95 <= 50 ms.
//
// Env: BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_BUSCA_DB (the
// database, default backoffice_bench_pesquisa, the one bench/search.mjs loads), BENCH_BUSCA_CANDIDATES
// (1000000: a database holding another number is loaded again with the seed, --reset), BENCH_RUNS (30),
// BENCH_EXPLAIN=1 prints the plans of each mix's first input, BENCH_MIX=<part of a name> runs only
// the mixes whose name holds it. Migrations run first on a database that is reused.
import os from 'node:os';
import { bancoDemoComCandidatos, carregarCodigoApi, fmt, percentil } from './lib.mjs';

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NOME_BANCO = process.env.BENCH_BUSCA_DB ?? 'backoffice_bench_pesquisa';
const N = Number(process.env.BENCH_BUSCA_CANDIDATES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const AQUECIMENTO = 3;
const AMOSTRAS = 40;
const EXPLICAR = process.env.BENCH_EXPLAIN === '1';
const SO_MIX = process.env.BENCH_MIX;
const ALVO = 30;
const ALVO_NOME = 50;

if (!/^[a-z_][a-z0-9_]*$/.test(NOME_BANCO)) throw new Error(`BENCH_BUSCA_DB inválido: ${NOME_BANCO}`);

/** Bundles the api's search code (TS source) for this script, as the api build does. */
function carregarCodigo() {
  return carregarCodigoApi(
    'candidatos-busca-bench',
    `
        export { openDb } from './apps/api/src/db/client';
        export { buscarCandidatos, contarCandidatos, configurarTransacaoBusca, consultasBusca } from './apps/api/src/modules/candidato/busca/candidato-busca.service';
        export { caminhoFiltrosBusca, lerFiltrosBusca } from './packages/domain/src/candidato-busca';
      `,
  );
}

const semAcento = (s) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A part of a name as someone would type it: 5 letters from inside one of its longer words (not its
 * start), in lower case without accents, e.g. 'Siqueira' → 'iquei'.
 */
function fragmento(nome, i) {
  const palavras = semAcento(nome)
    .split(/\s+/)
    .filter((p) => /^[a-z]{6,}$/.test(p));
  const p = palavras[i % Math.max(1, palavras.length)] ?? semAcento(nome).replace(/[^a-z]/g, '');
  return p.slice(1, 6);
}

/** First name and the start of the last name: 'Maria Cecília Xavier Barros' → 'maria barr'. */
function doisPedacos(nome) {
  const palavras = semAcento(nome).split(/\s+/);
  return `${palavras[0]} ${palavras.at(-1).slice(0, 4)}`;
}

/** Real candidates spread over the table (the same ones on each run of the same database). */
async function amostras(q) {
  const r = await q(
    `SELECT c.cd_pessoa, p.nm_pessoa, p.nr_documento_cpf, c.cd_uf, c.nm_cidade
       FROM candidato c TABLESAMPLE SYSTEM (1) REPEATABLE (42)
       JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
      WHERE p.nr_documento_cpf IS NOT NULL
      LIMIT $1`,
    [AMOSTRAS],
  );
  if (r.length < AMOSTRAS) throw new Error(`only ${r.length} sample candidates`);
  return r;
}

const PADRAO = { cd_uf: 'SC', nm_cidade: 'Joinville' };

/** The mixes: a name, the filters of input i. */
function todosMixes(a) {
  return [
    {
      nome: 'name fragment, default city',
      tipoNome: true,
      filtros: (i) => ({ nm_pessoa: fragmento(a[i].nm_pessoa, i), ...PADRAO }),
    },
    {
      nome: 'name fragment, nationwide',
      tipoNome: true,
      filtros: (i) => ({ nm_pessoa: fragmento(a[i].nm_pessoa, i + 1) }),
    },
    {
      nome: "name fragment, the candidate's city",
      tipoNome: true,
      filtros: (i) => ({
        nm_pessoa: fragmento(a[i].nm_pessoa, i),
        cd_uf: a[i].cd_uf,
        nm_cidade: a[i].nm_cidade,
      }),
    },
    {
      nome: 'first name + last name start, default city',
      tipoNome: true,
      filtros: (i) => ({ nm_pessoa: doisPedacos(a[i].nm_pessoa), ...PADRAO }),
    },
    { nome: 'CPF', filtros: (i) => ({ nr_documento_cpf: a[i].nr_documento_cpf }) },
    { nome: 'code', filtros: (i) => ({ cd_pessoa: Number(a[i].cd_pessoa) }) },
    { nome: "'Apenas bloqueados', default city", filtros: () => ({ id_bloqueado: 'S', ...PADRAO }) },
  ];
}

/** The filters as the endpoint reads them from its path. */
function lidos(codigo, filtros) {
  const r = codigo.lerFiltrosBusca(codigo.caminhoFiltrosBusca(filtros));
  if (!r.ok) throw new Error(`filters refused: ${JSON.stringify(filtros)} ${r.erros}`);
  return r.filtros;
}

async function explicar(codigo, handle, mix) {
  const { sql } = await import('drizzle-orm');
  const f = lidos(codigo, mix.filtros(0));
  await handle.db.transaction(async (tx) => {
    await codigo.configurarTransacaoBusca(tx);
    const c = await codigo.consultasBusca(tx, f);
    for (const [nome, consulta] of [
      ['rows', c.linhas],
      ['count', c.contagem],
    ]) {
      const r = await tx.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${consulta}`);
      const linhas = (r.rows ?? r).map((l) => l['QUERY PLAN']);
      console.log(`\n--- ${mix.nome} (${nome}) ${JSON.stringify(f)}\n${linhas.join('\n')}`);
    }
  });
}

async function medir(codigo, handle, mixes) {
  const piores = [];
  for (const mix of mixes) {
    if (EXPLICAR) await explicar(codigo, handle, mix);
    const tempos = { rows: [], count: [] };
    const linhas = [];
    const totais = [];
    for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
      const f = lidos(codigo, mix.filtros(i % AMOSTRAS));
      let t = performance.now();
      const r = await codigo.buscarCandidatos(handle.db, f);
      const tRows = performance.now() - t;
      t = performance.now();
      const c = await codigo.contarCandidatos(handle.db, f);
      const tCount = performance.now() - t;
      if (i < AQUECIMENTO) continue;
      tempos.rows.push(tRows);
      tempos.count.push(tCount);
      linhas.push(r.length);
      totais.push(c.TOTAL);
    }
    const alvo = mix.tipoNome ? ALVO_NOME : ALVO;
    const cheias = totais.filter((n) => n >= 200).length;
    for (const k of ['rows', 'count']) {
      const p95 = percentil(tempos[k], 95);
      piores.push({ alvo, p95 });
      console.log(
        `${mix.nome.padEnd(44)} ${k.padEnd(5)} p50 ${fmt(percentil(tempos[k], 50), 1).padStart(6)} ms  ` +
          `p95 ${fmt(p95, 1).padStart(6)} ms${p95 <= alvo ? '' : `  > ${alvo} ms`}`,
      );
    }
    console.log(
      `${''.padEnd(44)} rows answered: median ${percentil(linhas, 50)}, max ${Math.max(...linhas)}; ` +
        `count reached 200 in ${cheias} of ${totais.length} runs`,
    );
  }
  const falhas = piores.filter((p) => p.p95 > p.alvo);
  console.log(
    `target (every p95 <= ${ALVO} ms, name fragment <= ${ALVO_NOME} ms): ${falhas.length ? 'NOT met' : 'met'}` +
      ` (worst p95 ${fmt(Math.max(...piores.map((p) => p.p95)), 1)} ms)`,
  );
}

async function main() {
  console.log(`# candidate search on ${os.cpus().length} cores, node ${process.version}`);
  const codigo = await carregarCodigo();
  const url = await bancoDemoComCandidatos(ADMIN, NOME_BANCO, N);
  if (!url) return;
  const handle = await codigo.openDb({ databaseUrl: url, poolMax: 4 });
  try {
    const q = (s, p) => handle.query(s, p);
    const a = await amostras(q);
    const [cfg] = await q(
      `SELECT current_setting('server_version') AS v, current_setting('shared_buffers') AS sb,
              (SELECT count(*) FROM candidato)::int AS n,
              pg_size_pretty(pg_total_relation_size('pessoa')) AS tam`,
    );
    console.log(
      `postgres ${cfg.v}, database ${NOME_BANCO}: ${fmt(cfg.n)} candidates (person table with indexes ${cfg.tam}, ` +
        `shared_buffers ${cfg.sb}), ${RUNS} warm runs per mix over ${AMOSTRAS} sampled inputs; rows and count are ` +
        'each a transaction of their own, as the two calls are',
    );
    const todos = todosMixes(a);
    await medir(codigo, handle, SO_MIX ? todos.filter((m) => m.nome.includes(SO_MIX)) : todos);
  } finally {
    await handle.close();
  }
}

await main();
