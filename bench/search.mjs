// Talent-pool search: fixed query mixes through the endpoint's own service (criarSelecao: checks, the
// search, the capped count, the saved selection and its rows) on 1,000,000 demo candidates in
// PostgreSQL and on 100,000 in the embedded database (PGlite). Prints p50/p95 per mix over warm runs,
// the capped-count time, throughput with 8 concurrent clients and a naive ILIKE baseline.
// Targets on 2 cores: every mix p95 <= 50 ms on PostgreSQL at 1M; >= 40 searches/s and p95 <= 400 ms
// with 8 clients; every mix p95 <= 150 ms on PGlite at 100k.
//
// Env: BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SEARCH_CANDIDATES
// (1000000), BENCH_SEARCH_PGLITE_CANDIDATES (100000), BENCH_RUNS (30), BENCH_CONCURRENT_SECONDS (15),
// BENCH_EXPLAIN=1 prints the plan of every mix with the time of each node, BENCH_SEARCH_ONLY=postgres|pglite
// runs one side, BENCH_MIX=<part of a name> runs only the mixes whose name holds it, BENCH_NAIVE=0 leaves
// out the naive baseline.
// Every mix is measured in the states a real server is in (BENCH_STATES, default all three):
// - carregado: as the run found the database: right after the load when this run loaded it;
// - reiniciado: after a restart of the server without prewarm, by the shell command in BENCH_PG_RESTART
//   (e.g. 'pg_ctlcluster 15 main restart'; skipped without it); PGlite is closed and opened again;
// - envelhecido: the searches run as BENCH_AGE_DAYS (7) days later, which is the same as moving every
//   date of the database back that many days: the recent updates of a fresh load are no longer dense.
// The loaded databases are kept and reused when their candidate count matches. The figures depend on
// the candidates' pages living in PostgreSQL's own buffers: a server left at the 128 MB default
// reads most heap pages through the operating system instead (BENCH_PG_ADMIN_URL may point at a
// server sized for the data, as docs/search.md's measurements were).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { carregarCodigoApi, fmt, percentil, ROOT } from './lib.mjs';

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const N_PG = Number(process.env.BENCH_SEARCH_CANDIDATES ?? 1_000_000);
const N_PGLITE = Number(process.env.BENCH_SEARCH_PGLITE_CANDIDATES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const AQUECIMENTO = 3;
const CLIENTES = 8;
const SEGUNDOS_CONCORRENTES = Number(process.env.BENCH_CONCURRENT_SECONDS ?? 15);
const EXPLICAR = process.env.BENCH_EXPLAIN === '1';
const SO = process.env.BENCH_SEARCH_ONLY;
const SO_MIX = process.env.BENCH_MIX;
/** The states a server is measured in (BENCH_STATES, comma-separated): see descreverEstado. */
const ESTADOS = (process.env.BENCH_STATES ?? 'carregado,reiniciado,envelhecido').split(',');
/** Shell command restarting the PostgreSQL server, e.g. 'pg_ctlcluster 15 main restart'. */
const REINICIAR_PG = process.env.BENCH_PG_RESTART ?? '';
const ENVELHECER_DIAS = Number(process.env.BENCH_AGE_DAYS ?? 7);
/** The naive ILIKE baseline takes minutes at 1M: BENCH_NAIVE=0 leaves it out. */
const INGENUA = process.env.BENCH_NAIVE !== '0';
const NOME_BANCO = 'backoffice_bench_pesquisa';
const DIST = path.join(ROOT, 'bench/dist');
const API = path.join(ROOT, 'apps/api');

/** Bundles the api's search code (TS source) for this script, as the api build does. */
function carregarCodigo() {
  return carregarCodigoApi(
    'pesquisa-bench',
    `
        export { openDb } from './apps/api/src/db/client';
        export { criarSelecao } from './apps/api/src/modules/pesquisa-candidatos/selecao.service';
        export { configurarTransacaoPesquisa, montarConsulta } from './apps/api/src/modules/pesquisa-candidatos/pesquisa.service';
        export { janelaRecente } from './apps/api/src/modules/pesquisa-candidatos/plano-pesquisa.service';
        export { prepararPesquisa } from './apps/api/src/modules/pesquisa-candidatos/texto-pesquisa.service';
        export { aplicarPadroesPesquisa, pesquisaCandidatosBody } from './packages/domain/src/pesquisa-filtros';
        export { dataNegocio } from './packages/domain/src/datas';
      `,
  );
}

/** Loads `n` demo candidates with the seed CLI, unless the database already holds exactly that many. */
async function prepararBanco(env, contar, n, rotulo) {
  const atual = await contar();
  if (atual === n) {
    console.log(`${rotulo}: reusing the loaded database (${fmt(n)} candidates)`);
    // a database loaded before the latest migrations gets them
    const b = spawnSync(process.execPath, ['build.mjs', '--script', 'migrate'], {
      cwd: API,
      stdio: 'inherit',
    });
    const m = spawnSync(process.execPath, ['dist/migrate.js'], {
      cwd: API,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    if (b.status !== 0 || m.status !== 0) throw new Error('migrations failed');
    return false;
  }
  console.log(`${rotulo}: loading ${fmt(n)} demo candidates with the seed (found ${fmt(atual ?? 0)})...`);
  const b = spawnSync(process.execPath, ['build.mjs', '--script', 'seed'], { cwd: API, stdio: 'inherit' });
  if (b.status !== 0) throw new Error('seed build failed');
  const t = performance.now();
  const r = spawnSync(process.execPath, ['dist/seed.js', '--candidates', String(n), '--reset'], {
    cwd: API,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`seed failed:\n${r.stdout}`);
  console.log(`${rotulo}: loaded in ${fmt((performance.now() - t) / 1000, 1)} s`);
  return true;
}

const hojeIso = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

/** The business date `dias` days after `hoje` (YYYY-MM-DD). */
function diasDepois(hoje, dias) {
  const d = new Date(`${hoje}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}
function diasAtras(dias) {
  const d = new Date(`${hojeIso()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - dias);
  return d.toISOString().slice(0, 10);
}

/** The fixed mixes: name, filters (without nrVaga), and the keyword the naive baseline looks for. */
function mixes(ctx) {
  const todos = todosMixes(ctx);
  return SO_MIX ? todos.filter((m) => m.nome.includes(SO_MIX)) : todos;
}

function todosMixes(ctx) {
  const tresAnos = { ultimaAtualizacaoDe: diasAtras(3 * 365) };
  return [
    { nome: 'broad, no keywords (SC)', filtros: { estado: 'SC' } },
    {
      nome: 'narrow, no keywords',
      filtros: {
        estado: 'SC',
        cidades: ['Joinville'],
        bairros: ['Floresta'],
        sexo: 'F',
        idadeDe: 20,
        idadeAte: 35,
      },
    },
    {
      nome: 'broad keyword nationwide',
      filtros: { palavrasChaveObrigatorio: 'experiência', ...tresAnos },
      naive: 'experiência',
    },
    {
      nome: 'narrow keyword (SC)',
      filtros: { estado: 'SC', palavrasChaveObrigatorio: 'empilhadeira' },
      naive: 'empilhadeira',
    },
    {
      nome: 'all filters',
      filtros: {
        cargo: ctx.cargo,
        experiencia: 1,
        turnos: ['normal', 'matutino'],
        salarioDe: 1000,
        salarioAte: 6000,
        educacaoDe: 3,
        educacaoAte: 9,
        palavrasChaveObrigatorio: 'experiência',
        palavrasChaveOpcional: 'equipe qualidade',
        palavrasChaveExcluido: 'vendas',
        dataCriacaoDe: diasAtras(3000),
        cursando: 'N',
        primeiroEmprego: 'N',
        estadoCivil: 'S',
        fumante: 'N',
        habilitacao: 'B',
        veiculos: 'S',
        pesoDe: 50,
        pesoAte: 110,
        alturaDe: 1.5,
        alturaAte: 2,
        sexo: 'M',
        idadeDe: 18,
        idadeAte: 50,
        cd_pais: 1,
        estado: 'SC',
        cidades: ['Joinville', 'Blumenau'],
        cd_idioma: 1,
        cdPessoaClienteRestricao: ctx.cliente,
        ...tresAnos,
      },
      naive: 'experiência',
    },
    { nome: 'position with years', filtros: { cargo: ctx.cargo, experiencia: 3, estado: 'SP' } },
    {
      nome: 'neighbourhoods + keyword',
      filtros: {
        estado: 'SC',
        cidades: ['Joinville'],
        bairros: ['Floresta', 'América', 'Aventureiro'],
        palavrasChaveObrigatorio: 'experiência',
      },
      naive: 'experiência',
    },
    {
      nome: 'disability + optional keywords',
      filtros: {
        selectDeficiencia: 'S',
        deficiencias: [1, 2],
        palavrasChaveOpcional: 'atendimento excel',
        ...tresAnos,
      },
      naive: 'atendimento',
    },
    { nome: 'language level', filtros: { estado: 'PR', cd_idioma: 1, fala: 3, leitura: 3, escrita: 2 } },
    {
      nome: 'discarded exclusion',
      filtros: { estado: 'SC', cidades: ['Joinville'], palavrasChaveObrigatorio: 'experiência' },
      vaga: ctx.vagaDescartes,
      naive: 'experiência',
    },
    {
      nome: 'phrase + prefix + excluded',
      filtros: {
        estado: 'SC',
        cidades: ['Joinville'],
        palavrasChaveObrigatorio: '"operador de empilhadeira" log*',
        palavrasChaveExcluido: 'vendas',
      },
      naive: 'operador de empilhadeira',
    },
    {
      nome: 'broad keyword, 600 rows',
      filtros: { palavrasChaveObrigatorio: 'atendimento', quantidadePesquisa: 600 },
      naive: 'atendimento',
    },
  ];
}

/** Bench user, vacancies, a client for the restriction, a position, and 1,000 discards on one vacancy. */
async function contexto(q) {
  const [u] = await q(
    `SELECT u.cd_sip, u.user_sip, u.cd_unid, u.cd_uf_unid, u.apelido, u.nm_login, p.nm_pessoa
       FROM usuario u JOIN pessoa p ON p.cd_pessoa = u.user_sip
      WHERE NOT EXISTS (SELECT 1 FROM vaga v WHERE v.cd_pessoa_analista = u.user_sip)
      ORDER BY u.cd_sip LIMIT 1`,
  );
  const vagas = await q(
    `SELECT nr_vaga, cd_pessoa_cliente FROM vaga WHERE cd_situacao_vaga = 1 ORDER BY nr_vaga LIMIT 2`,
  );
  const [cargo] = await q(
    `SELECT cd_cargo FROM candidato_cargo GROUP BY cd_cargo ORDER BY count(*) DESC, cd_cargo LIMIT 1`,
  );
  const vagaDescartes = Number(vagas[1].nr_vaga);
  const [{ n }] = await q(
    `SELECT count(*)::int AS n FROM selecao_candidato WHERE nr_vaga = $1 AND id_descartado = 'S'`,
    [vagaDescartes],
  );
  if (n < 1000) {
    const [s] = await q(
      `INSERT INTO selecao (nr_vaga, cd_usuario, ds_filtros, nr_total, qt_resultados)
       VALUES ($1, $2, '{"bench":true}', 1000, 1000) RETURNING nr_selecao`,
      [vagaDescartes, u.cd_sip],
    );
    await q(
      `INSERT INTO selecao_candidato (nr_selecao, cd_pessoa_candidato, nr_vaga, nr_ordem, id_descartado, dt_descarte)
       SELECT $1, c.cd_pessoa, $2, row_number() OVER (), 'S', now()
         FROM (SELECT cd_pessoa FROM candidato WHERE nm_cidade = 'Joinville' AND id_bloqueado = 'N'
                ORDER BY alterado_em DESC LIMIT 1000) c`,
      [s.nr_selecao, vagaDescartes],
    );
    await q('ANALYZE selecao_candidato');
  }
  return {
    usuario: {
      cd_sip: Number(u.cd_sip),
      user_sip: Number(u.user_sip),
      cd_unid: Number(u.cd_unid),
      cd_uf_unid: u.cd_uf_unid,
      apelido: u.apelido,
      grupos: [],
      cd_setor: null,
      permissoes: [],
      nm_login: u.nm_login,
      nm_pessoa: u.nm_pessoa,
    },
    vaga: Number(vagas[0].nr_vaga),
    vagaDescartes,
    cliente: Number(vagas[0].cd_pessoa_cliente),
    cargo: Number(cargo.cd_cargo),
  };
}

function corpo(codigo, ctx, mix) {
  return codigo.pesquisaCandidatosBody.parse({ nrVaga: mix.vaga ?? ctx.vaga, ...mix.filtros });
}

async function medirMixes(codigo, handle, ctx, rotulo, alvo, hoje) {
  const resultados = [];
  for (const mix of mixes(ctx)) {
    const b = corpo(codigo, ctx, mix);
    const tempos = [];
    let ultimo;
    for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
      const t = performance.now();
      ultimo = await codigo.criarSelecao(handle.db, ctx.usuario, b, hoje);
      if (i >= AQUECIMENTO) tempos.push(performance.now() - t);
    }
    const r = {
      nome: mix.nome,
      p50: percentil(tempos, 50),
      p95: percentil(tempos, 95),
      total: ultimo.total_label,
    };
    resultados.push(r);
    console.log(
      `${rotulo.padEnd(9)} ${mix.nome.padEnd(34)} p50 ${fmt(r.p50, 1).padStart(6)} ms  p95 ${fmt(r.p95, 1).padStart(6)} ms  ` +
        `(${ultimo.candidatos.length} rows, total ${r.total}) ${r.p95 <= alvo ? '' : `  > ${alvo} ms`}`,
    );
  }
  const pior = Math.max(...resultados.map((r) => r.p95));
  console.log(
    `${rotulo} target (every mix p95 <= ${alvo} ms): ${pior <= alvo ? 'met' : 'NOT met'} (worst p95 ${fmt(pior, 1)} ms)`,
  );
  return resultados;
}

async function explicar(codigo, handle, ctx, hoje) {
  const { sql } = await import('drizzle-orm');
  for (const mix of mixes(ctx)) {
    const f = codigo.aplicarPadroesPesquisa(corpo(codigo, ctx, mix), hoje);
    await handle.db.transaction(async (tx) => {
      await codigo.configurarTransacaoPesquisa(tx);
      const preparo = await codigo.prepararPesquisa(tx, f);
      const janela = codigo.janelaRecente(f, preparo);
      const c = codigo.montarConsulta(f, preparo, { hoje }, janela);
      if (janela)
        console.log(
          `\n(${mix.nome}: recent window from ${janela}; the whole period only if it holds too few)`,
        );
      for (const [nome, consulta] of [
        ['page', c.selecao],
        ['count', c.contagem],
      ]) {
        const r = await tx.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${consulta}`);
        const linhas = (r.rows ?? r).map((l) => l['QUERY PLAN']);
        console.log(`\n--- ${mix.nome} (${nome})\n${linhas.join('\n')}`);
      }
    });
  }
}

/** The capped count alone, for the broadest mixes. */
async function medirContagem(codigo, handle, ctx, hoje) {
  for (const mix of mixes(ctx).filter((m) => /broad/.test(m.nome))) {
    const f = codigo.aplicarPadroesPesquisa(corpo(codigo, ctx, mix), hoje);
    const tempos = [];
    for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
      await handle.db.transaction(async (tx) => {
        await codigo.configurarTransacaoPesquisa(tx);
        const c = codigo.montarConsulta(f, await codigo.prepararPesquisa(tx, f), { hoje });
        const t = performance.now();
        const r = await tx.execute(c.contagem);
        if (i >= AQUECIMENTO) tempos.push(performance.now() - t);
        if (i === 0) mix.contado = (r.rows ?? r)[0].total;
      });
    }
    console.log(
      `capped count  ${mix.nome.padEnd(34)} p50 ${fmt(percentil(tempos, 50), 1)} ms  p95 ${fmt(percentil(tempos, 95), 1)} ms  (counted ${mix.contado})`,
    );
  }
}

/** 8 clients searching the mixes in turn for a while, each on its own pooled connection. */
async function medirConcorrencia(codigo, handle, ctx, hoje) {
  if (SEGUNDOS_CONCORRENTES <= 0) return;
  const corpos = mixes(ctx).map((m) => corpo(codigo, ctx, m));
  const tempos = [];
  const fim = performance.now() + SEGUNDOS_CONCORRENTES * 1000;
  let erros = 0;
  await Promise.all(
    Array.from({ length: CLIENTES }, async (_, k) => {
      for (let i = k; performance.now() < fim; i++) {
        const t = performance.now();
        try {
          await codigo.criarSelecao(handle.db, ctx.usuario, corpos[i % corpos.length], hoje);
          tempos.push(performance.now() - t);
        } catch {
          erros += 1;
        }
      }
    }),
  );
  const porSegundo = tempos.length / SEGUNDOS_CONCORRENTES;
  const p95 = percentil(tempos, 95);
  console.log(
    `concurrent    ${CLIENTES} clients, ${SEGUNDOS_CONCORRENTES} s: ${fmt(porSegundo, 1)} searches/s  p50 ${fmt(percentil(tempos, 50), 1)} ms  ` +
      `p95 ${fmt(p95, 1)} ms  (${tempos.length} searches, ${erros} errors)`,
  );
  console.log(
    `concurrency target (>= 40 searches/s, p95 <= 400 ms): ${porSegundo >= 40 && p95 <= 400 ? 'met' : 'NOT met'}`,
  );
}

/** The naive design: ILIKE on the resume texts, btree filters, exact count; a few runs (it is slow). */
async function medirIngenua(q, ctx, resultados) {
  const mistos = mixes(ctx).filter((m) => m.naive);
  for (const mix of mistos) {
    const f = mix.filtros;
    const termo = `%${mix.naive}%`;
    const onde = [
      `c.id_bloqueado = 'N'`,
      `c.alterado_em >= $2::date`,
      `(c.ds_experiencia_profissional ILIKE $1 OR EXISTS (SELECT 1 FROM candidato_emprego e
          WHERE e.cd_pessoa_candidato = c.cd_pessoa AND (e.ds_experiencia_profissional ILIKE $1 OR e.nm_cargo ILIKE $1)))`,
    ];
    if (f.estado) onde.push(`c.cd_uf = '${f.estado}'`);
    if (f.cidades) onde.push(`c.nm_cidade = ANY('{${f.cidades.join(',')}}')`);
    if (f.bairros) onde.push(`c.nm_bairro = ANY('{${f.bairros.join(',')}}')`);
    if (f.selectDeficiencia) onde.push(`c.id_possue_deficiencia = 'S'`);
    const de = f.ultimaAtualizacaoDe ?? diasAtras(183);
    const tempos = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await q(
        `SELECT c.cd_pessoa FROM candidato c WHERE ${onde.join(' AND ')} ORDER BY c.alterado_em DESC LIMIT 50`,
        [termo, de],
      );
      await q(`SELECT count(*) FROM candidato c WHERE ${onde.join(' AND ')}`, [termo, de]);
      tempos.push(performance.now() - t);
    }
    const ingenuo = percentil(tempos, 50);
    const nosso = resultados.find((r) => r.nome === mix.nome)?.p50 ?? Number.NaN;
    console.log(
      `naive ILIKE   ${mix.nome.padEnd(34)} p50 ${fmt(ingenuo, 0).padStart(6)} ms  vs ${fmt(nosso, 1)} ms: ${fmt(ingenuo / nosso, 0)}x`,
    );
  }
}

/**
 * Removes the selections the run wrote and vacuums their tables, as autovacuum would on a server
 * where it runs (it may be off on a test server, and dead rows of earlier runs slow the next one).
 */
async function limparSelecoes(q, ctx, desde) {
  await q(`DELETE FROM selecao WHERE cd_usuario = $1 AND criado_em >= $2 AND NOT (ds_filtros ? 'bench')`, [
    ctx.usuario.cd_sip,
    desde,
  ]);
  await vacuumSelecoes(q);
}

const vacuumSelecoes = (q) => q('VACUUM (ANALYZE) selecao, selecao_candidato');

async function postgres(codigo) {
  const admin = new pg.Client({ connectionString: ADMIN });
  try {
    await admin.connect();
  } catch (e) {
    console.log(`postgres     skipped: no server at ${ADMIN} (${e.message})`);
    return;
  }
  const existe =
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [NOME_BANCO])).rowCount > 0;
  if (!existe) await admin.query(`CREATE DATABASE ${NOME_BANCO}`);
  await admin.end();
  const url = new URL(ADMIN);
  url.pathname = `/${NOME_BANCO}`;
  const contar = async () => {
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    try {
      return (await c.query('SELECT count(*)::int AS n FROM candidato')).rows[0].n;
    } catch {
      return null;
    } finally {
      await c.end();
    }
  };
  const carregou = await prepararBanco({ DATABASE_URL: url.toString() }, contar, N_PG, 'postgres');
  const abrir = () => codigo.openDb({ databaseUrl: url.toString(), poolMax: CLIENTES });
  let handle = await abrir();
  try {
    const q = (s, p) => handle.query(s, p);
    const ctx = await contexto(q);
    const desde = new Date();
    await vacuumSelecoes(q);
    // the writes of a fresh load are flushed now, not by a checkpoint spread over the measurements
    await q('CHECKPOINT');
    const [cfg] = await q(
      `SELECT current_setting('server_version') AS v, current_setting('shared_buffers') AS sb,
              pg_size_pretty(pg_total_relation_size('candidato')) AS tam`,
    );
    console.log(
      `\npostgres ${cfg.v}: ${fmt(N_PG)} candidates (candidate table with indexes ${cfg.tam}, shared_buffers ${cfg.sb}), ` +
        `${RUNS} warm runs per mix (pool of ${CLIENTES})`,
    );
    for (const estado of ESTADOS) {
      if (estado === 'reiniciado') {
        if (!REINICIAR_PG) {
          console.log('\n(restart state skipped: BENCH_PG_RESTART names no command)');
          continue;
        }
        await handle.close();
        const r = spawnSync('sh', ['-c', REINICIAR_PG], { stdio: 'inherit' });
        if (r.status !== 0) throw new Error(`BENCH_PG_RESTART failed (${r.status})`);
        handle = await esperarServidor(abrir);
      }
      const hoje = hojeDoEstado(codigo, estado);
      console.log(`\n## ${descreverEstado(estado, carregou, hoje)}`);
      if (EXPLICAR) await explicar(codigo, handle, ctx, hoje);
      const resultados = await medirMixes(codigo, handle, ctx, 'postgres', 50, hoje);
      await medirContagem(codigo, handle, ctx, hoje);
      await medirConcorrencia(codigo, handle, ctx, hoje);
      if (estado === ESTADOS[0] && INGENUA) await medirIngenua(q, ctx, resultados);
    }
    await limparSelecoes((s, p) => handle.query(s, p), ctx, desde);
  } finally {
    await handle.close();
  }
}

/** Opens the database once the restarted server takes connections again. */
async function esperarServidor(abrir) {
  for (let i = 0; ; i++) {
    try {
      const h = await abrir();
      await h.query('SELECT 1');
      return h;
    } catch (e) {
      if (i >= 100) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** The business date the searches run on: today, or ENVELHECER_DIAS later for the aged state. */
function hojeDoEstado(codigo, estado) {
  const hoje = codigo.dataNegocio();
  return estado === 'envelhecido' ? diasDepois(hoje, ENVELHECER_DIAS) : hoje;
}

function descreverEstado(estado, carregou, hoje) {
  if (estado === 'carregado')
    return carregou
      ? 'state: right after the load (the pages the load wrote fill the buffers)'
      : 'state: as found (the database was loaded by an earlier run; the buffers hold what ran since)';
  if (estado === 'reiniciado')
    return 'state: restarted without prewarm (the searches read what they need from the operating system)';
  return (
    `state: aged ${ENVELHECER_DIAS} days (searches as on ${hoje}: the same as moving every date back ` +
    `${ENVELHECER_DIAS} days, with no update since the load)`
  );
}

async function pglite(codigo) {
  const dir = path.join(DIST, `pglite-${N_PGLITE}`);
  const contar = async () => {
    if (!fs.existsSync(path.join(dir, 'pglite'))) return null;
    const h = await codigo.openDb({ dataDir: path.join(dir, 'pglite') });
    try {
      return (await h.query('SELECT count(*)::int AS n FROM candidato'))[0].n;
    } catch {
      return null;
    } finally {
      await h.close();
    }
  };
  const carregou = await prepararBanco({ DATABASE_URL: '', DATA_DIR: dir }, contar, N_PGLITE, 'pglite');
  const abrir = () => codigo.openDb({ dataDir: path.join(dir, 'pglite') });
  let handle = await abrir();
  try {
    const q = (s, p) => handle.query(s, p);
    const ctx = await contexto(q);
    const desde = new Date();
    await vacuumSelecoes(q);
    // the writes of a fresh load are flushed now, not by a checkpoint spread over the measurements
    await q('CHECKPOINT');
    console.log(`\npglite: ${fmt(N_PGLITE)} candidates, ${RUNS} warm runs per mix (one connection)`);
    for (const estado of ESTADOS) {
      if (estado === 'reiniciado') {
        // the embedded database lives in this process: closing and opening it is its restart
        await handle.close();
        handle = await abrir();
      }
      const hoje = hojeDoEstado(codigo, estado);
      console.log(`\n## ${descreverEstado(estado, carregou, hoje)}`);
      if (EXPLICAR) await explicar(codigo, handle, ctx, hoje);
      await medirMixes(codigo, handle, ctx, 'pglite', 150, hoje);
    }
    await limparSelecoes((s, p) => handle.query(s, p), ctx, desde);
  } finally {
    await handle.close();
  }
}

console.log(`# search on ${os.cpus().length} cores, node ${process.version}`);
const codigo = await carregarCodigo();
if (SO === 'bundle') process.exit(0);
if (SO !== 'pglite') await postgres(codigo);
if (SO !== 'postgres') await pglite(codigo);
