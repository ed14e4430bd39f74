// Report exports (CSV and XLSX) of BENCH_EXPORT_LINHAS rows (default 10,000) through the built server on
// PostgreSQL: Relatório - Movimentação (vaga/movimentacoes-recrutamento/exportar), Relatório - Candidato
// (recrutamento/consulta-candidatos-relatorio/exportar), the management list
// (vaga/vagas-selecao-gerencial/exportar) and the candidates' movement (candidato/relatorio-mov-cand/exportar).
// Prints, per report and format, the time to the first and to the last byte and the server's peak RSS
// growth while the download ran (sampled from /proc every 2 ms), and the CPU time the server and the
// database's backends spent on it (what the export costs when the machine is shared: the wall times
// then also carry the other load, printed first).
// Target on 2 cores: a 10,000-row export in <= 2 s, streamed (RSS growth far below the file's size x rows).
// Needs `npm run build`; its own database on BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import fs from 'node:fs';
import os from 'node:os';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { ensureBuilt, fmt, freePort, login, startServer, stopServer } from './lib.mjs';

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LINHAS = Number(process.env.BENCH_EXPORT_LINHAS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const NOME_BANCO = 'backoffice_bench_exportacao';
const SENHA = 'bench-exporta-1234';
const UNIDADE = 9001; // the bench's grouping: units 9001..9005
const N_ANALISTAS = 20;

function urlDoBanco() {
  const u = new URL(ADMIN);
  u.pathname = `/${NOME_BANCO}`;
  return u.toString();
}

async function recriarBanco() {
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NOME_BANCO} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NOME_BANCO}`);
  await admin.end();
}

/**
 * LINHAS rows for each report, in SQL (deterministic): open recruitment vacancies of one grouping (the
 * movement report and the management list), candidates created by the grouping's analysts in the
 * last 25 days (Relatório - Candidato, the candidate triggers write the record), one candidate moved
 * on each vacancy in the last 25 days (the candidates' movement).
 */
async function gerar(c, hoje) {
  const q = (s, p) => c.query(s, p);
  const t = performance.now();
  await q(`INSERT INTO empresa (cd_empresa, nm_empresa, cd_empresa_agrupadora, cd_uf, nm_cidade)
           SELECT ${UNIDADE - 1} + g, 'Unidade Bench ' || g, ${UNIDADE}, 'SC', 'Cidade ' || g
             FROM generate_series(1, 5) g`);
  await q(`INSERT INTO pessoa (cd_pessoa, id_tipo_pessoa, nm_pessoa)
           SELECT 900000 + g, 'F', 'Analista Bench ' || g FROM generate_series(0, ${N_ANALISTAS}) g`);
  const senha = await hash(SENHA, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await q(
    `INSERT INTO usuario (user_sip, nm_login, ds_senha_hash, apelido, cd_unid, cd_uf_unid, permissoes)
     SELECT 900000 + g, CASE WHEN g = 0 THEN 'bench_exporta' ELSE 'bench_analista' || g END, $1,
            'Analista Bench ' || g, ${UNIDADE}, 'SC', '{36,37,58,59,60}'
       FROM generate_series(0, ${N_ANALISTAS}) g`,
    [senha],
  );
  await q(`INSERT INTO pessoa (cd_pessoa, id_tipo_pessoa, nm_pessoa, nm_apelido)
           SELECT 910000 + g, 'J', 'Cliente Bench ' || g || ' Indústria; "Têxtil"', 'Cli ' || g
             FROM generate_series(1, 200) g`);
  await q(`INSERT INTO cliente (cd_pessoa, cd_empresa, nm_cidade, cd_uf, nm_bairro)
           SELECT 910000 + g, ${UNIDADE - 1} + 1 + g % 5, 'Cidade ' || (1 + g % 5), 'SC', 'Bairro ' || g % 30
             FROM generate_series(1, 200) g`);
  await q(
    `INSERT INTO requisicao (nr_requisicao, cd_pessoa_cliente, cd_empresa, cd_empresa_cliente, dt_requisicao)
     SELECT 5000000 + g, 910001 + g % 200, ${UNIDADE - 1} + 1 + g % 5, ${UNIDADE - 1} + 1 + g % 5, $1::date - g % 365
       FROM generate_series(1, ${LINHAS}) g`,
    [hoje],
  );
  await q(
    `INSERT INTO vaga (nr_vaga, nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_situacao_vaga,
                       cd_tipo_contratacao, id_recrutamento, cd_cargo, vl_salario, id_vaga_sigilosa,
                       cd_pessoa_analista, cd_usuario_analista, dt_abertura, dt_prorrogacao, dt_ultima_movimentacao)
     SELECT 5000000 + g, r.nr_requisicao, r.cd_empresa, r.cd_pessoa_cliente, r.cd_empresa_cliente,
            (ARRAY[1, 7, 11])[1 + g % 3], 1, 'S', (SELECT min(cd_cargo) FROM cargo), 1500 + g % 50 * 100,
            CASE WHEN g % 20 = 0 THEN 'S' ELSE 'N' END, u.user_sip, u.cd_sip, $1::date - g % 365, $1::date + 30,
            ($1::date - g % 40) + time '10:00'
       FROM generate_series(1, ${LINHAS}) g
       JOIN requisicao r ON r.nr_requisicao = 5000000 + g
       JOIN usuario u ON u.user_sip = 900001 + g % ${N_ANALISTAS}`,
    [hoje],
  );
  await q(`INSERT INTO pessoa (cd_pessoa, nm_pessoa)
           SELECT 6000000 + g, 'Candidata Bench ' || g FROM generate_series(1, ${LINHAS}) g`);
  // the trigger records each creation (I) by criado_por at criado_em
  await q(`INSERT INTO candidato (cd_pessoa, criado_por, criado_em)
           SELECT 6000000 + g, u.cd_sip, now() - make_interval(mins => g * 3)
             FROM generate_series(1, ${LINHAS}) g
             JOIN usuario u ON u.user_sip = 900001 + g % ${N_ANALISTAS}`);
  await q(`INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao, alterado_em)
           SELECT 5000000 + g, 6000000 + g, 3 + g % 3, CASE WHEN g % 7 = 0 THEN 'R' END,
                  now() - make_interval(mins => g * 3)
             FROM generate_series(1, ${LINHAS}) g`);
  await q('VACUUM ANALYZE');
  // the documented setting (docs/decisions/0003): with the default 4 the catalogue lookups of each row
  // (position, client, analyst names) scan their small tables instead of reading the key
  await q(
    `ALTER DATABASE ${NOME_BANCO} SET random_page_cost = ${process.env.BENCH_RANDOM_PAGE_COST ?? '1.1'}`,
  );
  console.log(`data generated in ${fmt((performance.now() - t) / 1000, 1)} s`);
}

/** Resident set size of a process in KiB (VmRSS). */
function rssKiB(pid) {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system) of a process in ms, 0 when it is gone. */
function cpuMs(pid) {
  try {
    const campos = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(campos[11]) + Number(campos[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU time of the server and of the database's backends serving it: on a shared, busy machine the
 * wall time grows with the other load; this is what one export costs the two (PostgreSQL runs here).
 */
async function cpuServidorEBanco(c, pid) {
  const r = await c.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  const porPid = new Map(r.rows.map((x) => [x.pid, cpuMs(x.pid)]));
  porPid.set(pid, cpuMs(pid));
  return porPid;
}

/** CPU ms spent between two readings: [server, database]. */
function cpuGasto(antes, depois, pid) {
  let banco = 0;
  for (const [p, v] of depois) if (p !== pid) banco += v - (antes.get(p) ?? 0);
  return [depois.get(pid) - antes.get(pid), banco];
}

/** Downloads one export, reading the body as it comes; times, CPU spent and the server's RSS peak. */
async function baixar(base, cookie, pid, pedido, c) {
  const cpuAntes = await cpuServidorEBanco(c, pid);
  const antes = rssKiB(pid);
  let pico = antes;
  const amostra = setInterval(() => {
    pico = Math.max(pico, rssKiB(pid));
  }, 2);
  const t0 = performance.now();
  const r = await fetch(base + pedido.url, {
    method: pedido.corpo ? 'POST' : 'GET',
    headers: {
      cookie,
      'x-requested-with': 'XMLHttpRequest',
      ...(pedido.corpo ? { 'content-type': 'application/json' } : {}),
    },
    body: pedido.corpo ? JSON.stringify(pedido.corpo) : undefined,
  });
  if (!r.ok) throw new Error(`${pedido.url}: ${r.status} ${await r.text()}`);
  let primeiro = null;
  let bytes = 0;
  let quebras = 0;
  for await (const parte of r.body) {
    primeiro ??= performance.now() - t0;
    bytes += parte.length;
    for (let i = 0; i < parte.length; i++) if (parte[i] === 10) quebras++;
  }
  const ultimo = performance.now() - t0;
  clearInterval(amostra);
  pico = Math.max(pico, rssKiB(pid));
  const cpu = cpuGasto(cpuAntes, await cpuServidorEBanco(c, pid), pid);
  return { primeiro, ultimo, bytes, linhas: quebras - 1, crescimento: (pico - antes) / 1024, cpu };
}

function mediana(v) {
  const o = [...v].sort((a, b) => a - b);
  return o[Math.floor(o.length / 2)];
}

async function main() {
  ensureBuilt();
  await recriarBanco();
  const env = {
    PORT: String(await freePort()),
    DATABASE_URL: urlDoBanco(),
    DEMO_DATA: 'false',
    PORTAL_PUBLIC_URL: 'http://127.0.0.1',
    JOB_BOARD_POLL_SECONDS: '0',
    AGENDA_AVISO_POLL_SECONDS: '0',
    CAMPANHA_TRABALHADORES: '0',
  };
  // the first start migrates the empty database; the data goes in, then the server starts again on it
  const migracao = await startServer(env);
  await stopServer(migracao.child);
  let c = new pg.Client({ connectionString: urlDoBanco() });
  await c.connect();
  const [{ hoje }] = (
    await c.query(`SELECT to_char(now() AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS hoje`)
  ).rows;
  console.log(`generating ${fmt(LINHAS)} rows for each report...`);
  await gerar(c, hoje);
  await c.end();
  const servidor = await startServer(env);
  c = new pg.Client({ connectionString: urlDoBanco() });
  await c.connect();
  try {
    const analistas = (
      await c.query(`SELECT cd_sip FROM usuario WHERE nm_login LIKE 'bench_analista%'`)
    ).rows.map((r) => r.cd_sip);
    const [{ versao }] = (await c.query(`SELECT split_part(version(), ' ', 2) AS versao`)).rows;
    const cookie = await login(servidor.base, 'bench_exporta', SENHA);
    const pid = servidor.child.pid;
    const trintaDias = new Date(Date.parse(`${hoje}T12:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const relatorios = [
      { nome: 'Relatório - Movimentação', url: '/api/vaga/movimentacoes-recrutamento/exportar' },
      {
        nome: 'Relatório - Candidato',
        url: '/api/recrutamento/consulta-candidatos-relatorio/exportar',
        corpo: { analistas, inicio: trintaDias, termino: hoje, tipo_registro: 'I' },
      },
      {
        nome: 'Seleção - Gerencial, Vagas (every flag)',
        url: '/api/vaga/vagas-selecao-gerencial/exportar',
        corpo: {
          tipo_vagas: 'A',
          cd_unidade: UNIDADE,
          setor: 'T',
          inicio: '2000-01-01',
          termino: hoje,
          aberta: true,
          cliente: true,
          comercial: true,
          prospeccao: true,
          congelada: true,
          fechada: true,
          cancelada: true,
          canc_selecao_sem_candidato: true,
          canc_com_faturamento: true,
          bloqueado: true,
        },
      },
      {
        nome: 'Seleção - Gerencial, Movimentação',
        url: '/api/candidato/relatorio-mov-cand/exportar',
        corpo: { status_cand: 'T', tipo_vaga: 1, cd_unidade: UNIDADE, inicio: trintaDias, termino: hoje },
      },
    ];
    console.log(
      `load average ${os
        .loadavg()
        .map((x) => fmt(x, 1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    console.log(
      `PostgreSQL ${versao}; server RSS at rest ${fmt(rssKiB(pid) / 1024, 0)} MiB; ${RUNS} runs per case after one warm-up (median, and the worst run)`,
    );
    console.log(
      'report'.padEnd(42),
      'fmt'.padEnd(5),
      'rows'.padStart(7),
      'MB'.padStart(6),
      '1st byte ms'.padStart(12),
      'last byte ms'.padStart(13),
      'worst ms'.padStart(9),
      'CPU ms srv+db'.padStart(14),
      'RSS +MiB'.padStart(9),
      'worst'.padStart(6),
    );
    for (const rel of relatorios) {
      for (const formato of ['csv', 'xlsx']) {
        const pedido = { url: `${rel.url}?formato=${formato}`, corpo: rel.corpo };
        await baixar(servidor.base, cookie, pid, pedido, c);
        const rs = [];
        for (let i = 0; i < RUNS; i++) rs.push(await baixar(servidor.base, cookie, pid, pedido, c));
        const u = rs.map((r) => r.ultimo);
        const g = rs.map((r) => r.crescimento);
        console.log(
          rel.nome.padEnd(42),
          formato.padEnd(5),
          (formato === 'csv' ? fmt(rs[0].linhas) : '-').padStart(7),
          fmt(rs[0].bytes / 1e6, 2).padStart(6),
          fmt(mediana(rs.map((r) => r.primeiro)), 0).padStart(12),
          fmt(mediana(u), 0).padStart(13),
          fmt(Math.max(...u), 0).padStart(9),
          `${fmt(mediana(rs.map((r) => r.cpu[0])), 0)}+${fmt(mediana(rs.map((r) => r.cpu[1])), 0)}`.padStart(
            14,
          ),
          fmt(mediana(g), 1).padStart(9),
          fmt(Math.max(...g), 1).padStart(6),
        );
      }
    }
  } finally {
    await c.end();
    await stopServer(servidor.child);
  }
}

await main();
