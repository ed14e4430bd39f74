// Read replicas against a real streaming replica: prints the delay the check measures, how long a
// browser's write takes to be seen replayed (when its reads may go back to the replica), where the
// candidate searches went, the state while the replica's replay is paused past the bound, and, with
// BENCH_REPLICA_PARAR, the answers while the replica is stopped.
//
// Env: BENCH_PG_ADMIN_URL (the primary, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_REPLICA_ADMIN_URL (a streaming replica of it, default ...:5433/postgres), BENCH_REPLICA_PARAR (a
// shell command that stops the replica, e.g. `pg_ctlcluster 15 replica stop`; unset: that step is left
// out). A scratch database is created on the primary (it reaches the replica by replication) and
// dropped at the end.
import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { carregarCodigoApi, fmt, percentil, ROOT } from './lib.mjs';

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_REPLICA = process.env.BENCH_REPLICA_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres';
const PARAR = process.env.BENCH_REPLICA_PARAR;
const NOME = `bench_replicas_${process.pid}`;

const api = await carregarCodigoApi(
  'replicas-bench',
  `
    export { buildApp } from './apps/api/src/app';
    export { loadConfig } from './apps/api/src/config';
    export { openDb } from './apps/api/src/db/client';
    export { migrate } from 'drizzle-orm/node-postgres/migrator';
    export { lerLsn } from './apps/api/src/db/replicas';
    export { criarSessao } from './apps/api/src/platform/sessions';
    export { criarUsuario } from './apps/api/test/factories';
  `,
);

const esperar = (ms) => new Promise((r) => setTimeout(r, ms));
const urlDo = (base) => {
  const u = new URL(base);
  u.pathname = `/${NOME}`;
  return u.toString();
};

const admin = new pg.Client({ connectionString: ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${NOME}`);
const handle = await api.openDb({ databaseUrl: urlDo(ADMIN), poolMax: 5 });
let app;
try {
  await api.migrate(handle.db, { migrationsFolder: path.join(ROOT, 'apps/api/src/db/migrations') });
  const config = api.loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), NOME),
    DATABASE_URL: urlDo(ADMIN),
    DATABASE_REPLICA_URL: urlDo(ADMIN_REPLICA),
    REPLICA_VERIFICACAO_SEGUNDOS: '1',
    REPLICA_ATRASO_MAX_SEGUNDOS: '5',
    JOB_BOARD_POLL_SECONDS: '0',
    AGENDA_AVISO_POLL_SECONDS: '0',
    CONTRATACAO_AVISO_POLL_SECONDS: '0',
    PARECER_LEMBRETE_POLL_SECONDS: '0',
    LGPD_RETENCAO_POLL_SECONDS: '0',
    FECHAMENTO_POLL_SECONDS: '0',
    CAMPANHA_TRABALHADORES: '0',
    CHATBOT_TRABALHADORES: '0',
    IMPORTACAO_TRABALHADORES: '0',
  });
  // the scratch database reaches the replica by replication
  for (let i = 0; i < 300; i++) {
    const c = new pg.Client({ connectionString: urlDo(ADMIN_REPLICA) });
    if (
      await c.connect().then(
        () => true,
        () => false,
      )
    ) {
      await c.end();
      break;
    }
    await esperar(100);
  }
  app = await api.buildApp({ config, handle });
  await app.ready();
  const r = app.deps.replicas;
  const estado = () =>
    r.situacoes
      .map((s) => `${s.nome} ${s.estado} atraso=${fmt(s.atrasoSegundos ?? Number.NaN, 3)} s`)
      .join('; ');
  console.log(`replica at start: ${estado()}`);

  const u = await api.criarUsuario(app.deps.db, { permissoes: [59] });
  const sessao = `sessao=${await api.criarSessao(handle, config, { cd_sip: u.cd_sip })}`;
  const buscar = (cookie) =>
    app.inject({ method: 'GET', url: '/api/candidato/pesquisa/nm_pessoa=silva', headers: { cookie } });

  // a write (a login writes its session): how long until the replica is seen past its position
  const visibilidade = [];
  const leitor = new pg.Client({ connectionString: urlDo(ADMIN_REPLICA) });
  await leitor.connect();
  for (let i = 0; i < 10; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { usuario: u.nm_login, senha: u.senha },
    });
    const posicao = api.lerLsn(res.cookies.find((c) => c.name === 'posicao_escrita')?.value);
    const inicio = performance.now();
    // asked directly, as the check does
    for (;;) {
      const {
        rows: [x],
      } = await leitor.query('select pg_last_wal_replay_lsn()::text as lsn');
      if (api.lerLsn(x.lsn) >= posicao) break;
    }
    visibilidade.push(performance.now() - inicio);
    await esperar(200);
  }
  await leitor.end();
  console.log(
    `a write replayed on the replica after: p50 ${fmt(percentil(visibilidade, 50), 1)} ms, max ${fmt(Math.max(...visibilidade), 1)} ms (10 logins)`,
  );

  // 20 searches without a write of their own, then 20 right after a write
  let antes = { ...r.contagem };
  for (let i = 0; i < 20; i++) if ((await buscar(sessao)).statusCode !== 200) throw new Error('busca falhou');
  console.log(
    `20 searches without a write: ${r.contagem.replica - antes.replica} on the replica, ${r.contagem.primario - antes.primario} on the primary`,
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { usuario: u.nm_login, senha: u.senha },
  });
  const posicao = login.cookies.find((c) => c.name === 'posicao_escrita')?.value;
  antes = { ...r.contagem };
  if ((await buscar(`${sessao}; posicao_escrita=${posicao}`)).statusCode !== 200)
    throw new Error('busca falhou');
  console.log(
    `a search right after a write: ${r.contagem.replica - antes.replica} on the replica, ${r.contagem.primario - antes.primario} on the primary`,
  );
  await esperar(1500);
  antes = { ...r.contagem };
  if ((await buscar(`${sessao}; posicao_escrita=${posicao}`)).statusCode !== 200)
    throw new Error('busca falhou');
  console.log(
    `the same search 1.5 s later: ${r.contagem.replica - antes.replica} on the replica, ${r.contagem.primario - antes.primario} on the primary`,
  );

  // replay paused past the bound while the primary writes
  const rep = new pg.Client({ connectionString: ADMIN_REPLICA });
  await rep.connect();
  await rep.query('select pg_wal_replay_pause()');
  const fim = Date.now() + 7000;
  while (Date.now() < fim) {
    await handle.query("insert into pessoa (nm_pessoa) values ('Bench Réplica')");
    await esperar(250);
  }
  await esperar(1200);
  console.log(`replay paused 7 s while the primary writes: ${estado()}`);
  antes = { ...r.contagem };
  await buscar(sessao);
  console.log(
    `a search meanwhile: ${r.contagem.replica - antes.replica} on the replica, ${r.contagem.primario - antes.primario} on the primary`,
  );
  await rep.query('select pg_wal_replay_resume()');
  await rep.end();
  await esperar(2000);
  console.log(`replay resumed 2 s ago: ${estado()}`);

  if (PARAR) {
    execSync(PARAR, { stdio: 'inherit' });
    antes = { ...r.contagem };
    const status = [];
    for (let i = 0; i < 20; i++) status.push((await buscar(sessao)).statusCode);
    console.log(
      `replica stopped: 20 searches answered ${[...new Set(status)].join(',')}; ${r.contagem.repetidas - antes.repetidas} retried on the primary, ${r.contagem.primario - antes.primario} on the primary`,
    );
    await esperar(1500);
    console.log(`after the next check: ${estado()}`);
  }
} finally {
  await app?.close();
  await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS ${NOME} WITH (FORCE)`);
  await admin.end();
}
