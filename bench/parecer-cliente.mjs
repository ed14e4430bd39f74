// The client's page of a verdict link (/cliente/parecer/{token}) under load: one vacancy with 50
// forwarded candidates (each with three jobs and two courses), 50 client contacts each with its own
// link to the 50 candidates, all 50 loading their page over and over for BENCH_DURATION seconds
// (every load also records its view). Two rounds:
// - contacts: each contact loads its page again BENCH_PAUSA_MS (1000) after the last load answered
//   (50 people reloading every second); prints p50/p95/p99. Target: p95 <= 100 ms on 2 cores;
// - saturation: no pause, every contact loads again at once; prints pages per second and the
//   latencies at that load (50 requests always waiting: the latency is the queue).
// Runs on the embedded database (PGlite) by default, and on PostgreSQL when BENCH_PG_ADMIN_URL is
// set (database backoffice_bench_parecer, made again each run). The load generator runs in the
// server's process (on a shared machine its share of the cores counts in the figures).
//
// Env: BENCH_PG_ADMIN_URL, BENCH_DURATION (15), BENCH_CONTATOS (50), BENCH_CANDIDATOS (50),
// BENCH_PAUSA_MS (1000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { carregarCodigoApi, fmt, freePort, percentil, ROOT } from './lib.mjs';

const ADMIN = process.env.BENCH_PG_ADMIN_URL;
const NOME_BANCO = 'backoffice_bench_parecer';
const DURACAO = Number(process.env.BENCH_DURATION ?? 15);
const CONTATOS = Number(process.env.BENCH_CONTATOS ?? 50);
const CANDIDATOS = Number(process.env.BENCH_CANDIDATOS ?? 50);
const PAUSA_MS = Number(process.env.BENCH_PAUSA_MS ?? 1000);
const AQUECIMENTO_MS = 2000;
const MIGRACOES = path.join(ROOT, 'apps/api/src/db/migrations');

function carregarCodigo() {
  return carregarCodigoApi(
    'parecer-cliente-bench',
    `
      export { openDb } from './apps/api/src/db/client';
      export { buildApp } from './apps/api/src/app';
      export { loadConfig } from './apps/api/src/config';
      export { ensureReferenceData } from './apps/api/src/seed/reference-data';
      export { hashToken, novoToken } from './apps/api/src/platform/tokens';
      export { migrate as migrarPg } from 'drizzle-orm/node-postgres/migrator';
      export { migrate as migrarPglite } from 'drizzle-orm/pglite/migrator';
    `,
  );
}

async function bancoPostgres() {
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NOME_BANCO} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NOME_BANCO}`);
  await admin.end();
  const u = new URL(ADMIN);
  u.pathname = `/${NOME_BANCO}`;
  return u.toString();
}

/** The vacancy, its candidates and one link per contact; answers the links' tokens. */
async function gerar(m, h) {
  const q = (s, p) => h.query(s, p);
  await q(`INSERT INTO empresa (cd_empresa, nm_empresa, cd_empresa_agrupadora, cd_uf, nm_cidade) VALUES (1, 'Unidade 1', 1, 'SC', 'Joinville')
           ON CONFLICT DO NOTHING`);
  const [analista] = await q(
    `INSERT INTO pessoa (nm_pessoa, id_tipo_pessoa) VALUES ('Ana Analista', 'F') RETURNING cd_pessoa`,
  );
  const [usuario] = await q(
    `INSERT INTO usuario (user_sip, nm_login, ds_senha_hash, apelido, cd_unid, cd_uf_unid, permissoes)
     VALUES ($1, 'analista.bench', 'x', 'Ana', 1, 'SC', '{58,59,60}') RETURNING cd_sip`,
    [analista.cd_pessoa],
  );
  const [cliente] = await q(
    `INSERT INTO pessoa (nm_pessoa, nm_apelido, id_tipo_pessoa) VALUES ('Metalúrgica Bench Ltda', 'Metalúrgica Bench', 'J')
     RETURNING cd_pessoa`,
  );
  await q(`INSERT INTO cliente (cd_pessoa, cd_empresa, nm_cidade, cd_uf) VALUES ($1, 1, 'Joinville', 'SC')`, [
    cliente.cd_pessoa,
  ]);
  const [req] = await q(
    `INSERT INTO requisicao (cd_pessoa_cliente, cd_empresa, cd_empresa_cliente, dt_requisicao)
     VALUES ($1, 1, 1, current_date) RETURNING nr_requisicao`,
    [cliente.cd_pessoa],
  );
  const [cargo] = await q('SELECT cd_cargo FROM cargo ORDER BY cd_cargo LIMIT 1');
  const [vaga] = await q(
    `INSERT INTO vaga (nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_situacao_vaga,
                       cd_tipo_contratacao, cd_cargo, cd_pessoa_analista, cd_usuario_analista, dt_abertura)
     VALUES ($1, 1, $2, 1, 1, 1, $3, $4, $5, current_date) RETURNING nr_vaga`,
    [req.nr_requisicao, cliente.cd_pessoa, cargo?.cd_cargo ?? null, analista.cd_pessoa, usuario.cd_sip],
  );
  const cds = (
    await q(
      `INSERT INTO pessoa (nm_pessoa, id_tipo_pessoa, ds_email, nr_documento_cpf)
       SELECT 'Candidato Bench ' || g, 'F', 'cand' || g || '@exemplo.com', lpad(g::text, 11, '0')
         FROM generate_series(1, ${CANDIDATOS}) g RETURNING cd_pessoa`,
    )
  ).map((r) => Number(r.cd_pessoa));
  await q(
    `INSERT INTO candidato (cd_pessoa, dt_nascimento, nm_cidade, cd_uf, cd_escolaridade)
     SELECT x, date '1980-01-01' + (x % 9000)::int, 'Joinville', 'SC',
            (SELECT cd_escolaridade FROM escolaridade ORDER BY cd_escolaridade OFFSET (x % 5) LIMIT 1)
       FROM unnest($1::bigint[]) x`,
    [cds],
  );
  await q(
    `INSERT INTO candidato_emprego (cd_pessoa_candidato, nm_pessoa_empresa, nm_cargo, dt_inicio, dt_fim, ds_experiencia_profissional)
     SELECT x, 'Empresa ' || k, 'Operador ' || k, date '2015-01-01' + k * 700, date '2015-01-01' + k * 700 + 600,
            repeat('Atividades de produção e controle de qualidade. ', 8)
       FROM unnest($1::bigint[]) x, generate_series(1, 3) k`,
    [cds],
  );
  await q(
    `INSERT INTO candidato_formacao (cd_pessoa_candidato, cd_nivel, id_situacao, nm_curso, nm_pessoa_estab_ensino, dt_conclusao_curso)
     SELECT x, 2 + k, 'C', 'Curso ' || k, 'Escola ' || k, date '2010-01-01' + k * 365
       FROM unnest($1::bigint[]) x, generate_series(1, 2) k`,
    [cds],
  );
  await q(
    `INSERT INTO candidato_cargo (cd_pessoa_candidato, cd_cargo)
     SELECT x, (SELECT cd_cargo FROM cargo ORDER BY cd_cargo OFFSET (x % 10) LIMIT 1) FROM unnest($1::bigint[]) x
     ON CONFLICT DO NOTHING`,
    [cds],
  );
  await q(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, dt_encaminhamento)
     SELECT $1, x, 5, now() FROM unnest($2::bigint[]) x`,
    [vaga.nr_vaga, cds],
  );
  const tokens = [];
  for (let i = 0; i < CONTATOS; i++) {
    const [contato] = await q(
      `INSERT INTO pessoa (nm_pessoa, id_tipo_pessoa, ds_email) VALUES ($1, 'F', $2) RETURNING cd_pessoa`,
      [`Contato ${i + 1}`, `contato${i + 1}@cliente.com`],
    );
    await q('INSERT INTO cliente_contato (cd_pessoa, cd_pessoa_cliente) VALUES ($1, $2)', [
      contato.cd_pessoa,
      cliente.cd_pessoa,
    ]);
    const token = m.novoToken();
    const [link] = await q(
      `INSERT INTO parecer_cliente_link (ds_token_hash, nr_vaga, cd_pessoa_cliente, cd_pessoa_contato, cd_usuario, expira_em)
       VALUES ($1, $2, $3, $4, $5, now() + interval '14 days') RETURNING id_link`,
      [m.hashToken(token), vaga.nr_vaga, cliente.cd_pessoa, contato.cd_pessoa, usuario.cd_sip],
    );
    await q(
      `INSERT INTO parecer_cliente_candidato (id_link, cd_pessoa_candidato, nr_vaga)
       SELECT $1, x, $2 FROM unnest($3::bigint[]) x`,
      [link.id_link, vaga.nr_vaga, cds],
    );
    tokens.push(token);
  }
  await q('ANALYZE');
  return tokens;
}

const dormir = (ms) => new Promise((r) => setTimeout(r, ms));

/** One contact: loads its page, waits `pausa` ms after each answer, until `fim`. */
async function contato(base, token, fim, tempos, erros, pausa = 0) {
  if (pausa) await dormir(Math.random() * pausa);
  while (performance.now() < fim) {
    const t = performance.now();
    const r = await fetch(`${base}/cliente/parecer/${token}`);
    const corpo = await r.text();
    const ms = performance.now() - t;
    if (r.status !== 200 || !corpo.includes('Candidato Bench')) erros.push(r.status);
    else tempos.push(ms);
    if (pausa) await dormir(pausa);
  }
}

async function rodada(base, tokens, pausa) {
  const tempos = [];
  const erros = [];
  const inicio = performance.now();
  const fim = inicio + DURACAO * 1000;
  await Promise.all(tokens.map((t) => contato(base, t, fim, tempos, erros, pausa)));
  const segundos = (performance.now() - inicio) / 1000;
  return { tempos, erros, porSegundo: tempos.length / segundos };
}

const linha = (r) =>
  `p50 ${fmt(percentil(r.tempos, 50), 1)} ms, p95 ${fmt(percentil(r.tempos, 95), 1)} ms, ` +
  `p99 ${fmt(percentil(r.tempos, 99), 1)} ms, ${fmt(r.porSegundo, 0)} pages/s (n=${r.tempos.length}, errors=${r.erros.length})`;

async function main() {
  const m = await carregarCodigo();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-parecer-'));
  const url = ADMIN ? await bancoPostgres() : undefined;
  const banco = url ? 'PostgreSQL' : 'PGlite';
  const handle = await m.openDb(
    url ? { databaseUrl: url, poolMax: 10 } : { dataDir: path.join(dataDir, 'pglite') },
  );
  if (url) await m.migrarPg(handle.db, { migrationsFolder: MIGRACOES });
  else await m.migrarPglite(handle.db, { migrationsFolder: MIGRACOES });
  await m.ensureReferenceData({ handle });
  const t0 = performance.now();
  const tokens = await gerar(m, handle);
  console.log(
    `${banco}: ${CONTATOS} links × ${CANDIDATOS} candidates in ${fmt((performance.now() - t0) / 1000, 1)} s`,
  );

  const port = await freePort();
  const config = m.loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: url ?? '',
    PARECER_LEMBRETE_POLL_SECONDS: '0',
    JOB_BOARD_POLL_SECONDS: '0',
    AGENDA_AVISO_POLL_SECONDS: '0',
  });
  const app = await m.buildApp({ config, handle });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const aquecer = performance.now() + AQUECIMENTO_MS;
    await Promise.all(tokens.map((t) => contato(base, t, aquecer, [], [])));
    const contatos = await rodada(base, tokens, PAUSA_MS);
    const saturacao = await rodada(base, tokens, 0);
    const [vistas] = await handle.query('SELECT count(*)::int AS n FROM parecer_cliente_visualizacao');
    const quem = `${banco}, ${CONTATOS} contacts, ${CANDIDATOS} candidates per page, ${os.cpus().length} cores`;
    console.log(`${quem}, each reloading ${PAUSA_MS} ms after an answer: ${linha(contatos)}`);
    console.log(`${quem}, saturation (no pause): ${linha(saturacao)}`);
    console.log(`views recorded: ${vistas.n}`);
    const p95 = percentil(contatos.tempos, 95);
    console.log(
      p95 <= 100 && !contatos.erros.length && !saturacao.erros.length
        ? 'target met: p95 <= 100 ms'
        : 'TARGET MISSED: p95 > 100 ms or errors',
    );
  } finally {
    await app.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
