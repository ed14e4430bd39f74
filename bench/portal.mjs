// The candidate portal on PostgreSQL: the public list and vacancy pages under 200 concurrent
// visitors (autocannon), then 20 applications per second for 60 s, checked for errors and duplicates.
// Targets: p95 <= 50 ms for the pages on 2 cores; every application answered 201 and one candidate per CPF.
// BENCH_VAGAS (default 100,000 vacancies) and BENCH_CANDIDATOS (default 1,000,000) size the data.
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  carregarCodigoApi,
  ensureBuilt,
  fmt,
  freePort,
  percentil,
  ROOT,
  startServer,
  stopServer,
} from './lib.mjs';

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NOME_BANCO = 'backoffice_bench_portal';
const N_VAGAS = Number(process.env.BENCH_VAGAS ?? 100_000);
const N_CANDIDATOS = Number(process.env.BENCH_CANDIDATOS ?? 1_000_000);
const N_UNIDADES = 20;
const N_CLIENTES = 2000;
const VISITANTES = 200;
const DURACAO = Number(process.env.BENCH_DURATION ?? 20);
const POR_SEGUNDO = 20;
const SEGUNDOS_CANDIDATURA = Number(process.env.BENCH_APPLY_SECONDS ?? 60);

function urlDoBanco() {
  const u = new URL(ADMIN);
  u.pathname = `/${NOME_BANCO}`;
  return u.toString();
}

/** A valid CPF (check digits computed) for a number. */
function cpf(n) {
  const base = String(200_000_000 + n)
    .padStart(9, '0')
    .slice(-9)
    .split('')
    .map(Number);
  const dv = (ds) => {
    const r = (ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return [...base, d1, dv([...base, d1])].join('');
}

async function publicadasDe(h) {
  const publicadas = await h.query(
    `SELECT nr_vaga FROM vaga WHERE id_libera_internet = 'S' AND cd_situacao_vaga IN (1, 7, 11)
        AND dt_libera_internet <= now() AND (dt_retira_internet IS NULL OR dt_retira_internet > now())
      ORDER BY nr_vaga LIMIT 3000`,
  );
  return publicadas.map((r) => Number(r.nr_vaga));
}

async function preparar(refazer = false) {
  if (refazer) process.env.BENCH_REUSE = '0';
  const m = await carregarCodigoApi(
    'portal-bench',
    `
      export { openDb } from './apps/api/src/db/client';
      export { migrate } from 'drizzle-orm/node-postgres/migrator';
      export { ensureReferenceData } from './apps/api/src/seed/reference-data';
    `,
  );
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  const existe = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [NOME_BANCO])).rowCount;
  if (process.env.BENCH_REUSE === '1' && existe) {
    await admin.end();
    // the data of an earlier run (BENCH_REUSE=1): only the published vacancies are read again
    const h = await m.openDb({ databaseUrl: urlDoBanco(), poolMax: 2 });
    try {
      const [{ n }] = await h.query('SELECT n FROM bench_pronto');
      if (n === N_VAGAS) return await publicadasDe(h);
    } catch {
      // no marker: generate again
    } finally {
      await h.close();
    }
    return preparar(true);
  }
  await admin.query(`DROP DATABASE IF EXISTS ${NOME_BANCO} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NOME_BANCO}`);
  await admin.end();
  const h = await m.openDb({ databaseUrl: urlDoBanco(), poolMax: 4 });
  const t = performance.now();
  try {
    await m.migrate(h.db, { migrationsFolder: path.join(ROOT, 'apps/api/src/db/migrations') });
    await m.ensureReferenceData({ handle: h });
    const q = (s, p) => h.query(s, p);
    await q(`INSERT INTO empresa (cd_empresa, nm_empresa, cd_empresa_agrupadora, cd_uf, nm_cidade)
             SELECT g, 'Unidade ' || g, 1, CASE WHEN g % 3 = 0 THEN 'PR' ELSE 'SC' END,
                    (ARRAY['Joinville','Curitiba','Blumenau','Florianópolis','Londrina','Itajaí','Maringá'])[1 + g % 7]
               FROM generate_series(1, ${N_UNIDADES}) g ON CONFLICT DO NOTHING`);
    await q(`INSERT INTO pessoa (cd_pessoa, id_tipo_pessoa, nm_pessoa)
             SELECT 1000 + g, 'J', 'Cliente ' || (ARRAY['Metalúrgica','Têxtil','Alimentos','Logística','Plásticos'])[1 + g % 5] || ' ' || g
               FROM generate_series(1, ${N_CLIENTES}) g`);
    await q(`INSERT INTO cliente (cd_pessoa, cd_empresa, nm_cidade, cd_uf)
             SELECT 1000 + g, 1 + (g % ${N_UNIDADES}),
                    (ARRAY['Joinville','Curitiba','Blumenau','Florianópolis','Londrina','Itajaí','Maringá','Jaraguá do Sul'])[1 + g % 8],
                    CASE WHEN g % 8 IN (1, 4, 6) THEN 'PR' ELSE 'SC' END
               FROM generate_series(1, ${N_CLIENTES}) g`);
    await q(`INSERT INTO requisicao (nr_requisicao, cd_pessoa_cliente, cd_empresa, cd_empresa_cliente, dt_requisicao)
             SELECT g, 1001 + (g % ${N_CLIENTES}), 1 + ((1 + (g % ${N_CLIENTES})) % ${N_UNIDADES}),
                    1 + ((1 + (g % ${N_CLIENTES})) % ${N_UNIDADES}), current_date - (g % 1000)
               FROM generate_series(1, ${N_VAGAS / 2}) g`);
    // two vacancies per requisition; situations in the legacy's proportions; about a third released
    // to the internet (some not yet, some withdrawn); 5 % secret, 3 % confidential
    await q(`INSERT INTO vaga (nr_vaga, nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_situacao_vaga,
                               cd_tipo_contratacao, cd_cargo, vl_salario, id_salario, id_vaga_sigilosa, id_vaga_confidencial,
                               dt_abertura, criado_em, id_libera_internet, dt_libera_internet, dt_retira_internet,
                               ds_observacao_internet, ds_requisitos_internet, ds_atividades_internet)
             SELECT v.nr, r.nr_requisicao, r.cd_empresa, r.cd_pessoa_cliente, r.cd_empresa_cliente, v.sit,
                    (ARRAY[1,2,6,10])[1 + v.nr % 4], cg.cds[1 + v.nr % array_length(cg.cds, 1)],
                    1500 + (v.nr % 60) * 100, 'M',
                    CASE WHEN (v.nr * 31) % 101 < 5 THEN 'S' ELSE 'N' END,
                    CASE WHEN (v.nr * 17) % 103 < 3 THEN 'S' ELSE 'N' END,
                    v.abertura, v.abertura::timestamptz,
                    CASE WHEN v.nr % 3 = 0 THEN 'S' ELSE 'N' END,
                    CASE WHEN v.nr % 3 = 0 THEN v.abertura + (CASE WHEN v.nr % 97 = 0 THEN 2000 ELSE 1 END) END,
                    CASE WHEN v.nr % 3 = 0 AND v.nr % 11 = 0 THEN v.abertura + 10 END,
                    'Vaga para atuar em empresa da região. Turno ' || (ARRAY['manhã','tarde','noite'])[1 + v.nr % 3]
                      || ', com possibilidade de efetivação e plano de carreira.',
                    'Ensino médio completo e experiência comprovada na função.',
                    'Atender clientes, organizar o setor e registrar as atividades do dia.'
               FROM (SELECT g AS nr, (ARRAY[1,1,1,1,7,7,11,12,13,6,6,6,6,5,5,8,9,10])[1 + (g * 7) % 18] AS sit,
                            current_date - ((g * 37) % 1100) AS abertura
                       FROM generate_series(1, ${N_VAGAS}) g) v
               JOIN requisicao r ON r.nr_requisicao = (v.nr + 1) / 2
               CROSS JOIN (SELECT array_agg(cd_cargo ORDER BY cd_cargo) AS cds FROM cargo) cg`);
    await q(`SELECT setval(pg_get_serial_sequence('vaga', 'nr_vaga'), ${N_VAGAS + 1})`);
    await q(`SELECT setval(pg_get_serial_sequence('requisicao', 'nr_requisicao'), ${N_VAGAS})`);
    await q(`INSERT INTO pessoa (cd_pessoa, nm_pessoa, nr_documento_cpf)
             SELECT 100000 + g, 'Candidato ' || g, lpad(g::text, 11, '0') FROM generate_series(1, ${N_CANDIDATOS}) g`);
    await q(`SELECT setval(pg_get_serial_sequence('pessoa', 'cd_pessoa'), ${100_000 + N_CANDIDATOS + 1})`);
    await q(`INSERT INTO candidato (cd_pessoa, cd_empresa, nm_cidade, cd_uf)
             SELECT 100000 + g, 1 + g % ${N_UNIDADES}, 'Joinville', 'SC' FROM generate_series(1, ${N_CANDIDATOS}) g`);
    await q(`INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, nr_vaga)
             SELECT 100001 + ((r * 17 + k * 1009) % ${N_CANDIDATOS}), r, r * 2
               FROM generate_series(1, ${N_VAGAS / 2}) r, generate_series(0, 3) k ON CONFLICT DO NOTHING`);
    await q('VACUUM ANALYZE');
    await q(`ALTER DATABASE ${NOME_BANCO} SET random_page_cost = 1.1`);
    const [{ n }] = await q(
      `SELECT count(*)::int AS n FROM vaga WHERE id_libera_internet = 'S' AND cd_situacao_vaga IN (1, 7, 11)
          AND dt_libera_internet <= now() AND (dt_retira_internet IS NULL OR dt_retira_internet > now())`,
    );
    console.log(
      `data: ${fmt(N_VAGAS)} vacancies (${fmt(n)} published now), ${fmt(N_CANDIDATOS)} candidates, generated in ${fmt((performance.now() - t) / 1000, 1)} s`,
    );
    await q('CREATE TABLE bench_pronto (n int)');
    await q('INSERT INTO bench_pronto VALUES ($1)', [N_VAGAS]);
    return await publicadasDe(h);
  } finally {
    await h.close();
  }
}

async function carga(base, rotulo, requests) {
  await autocannon({ url: base, connections: 20, duration: 2, requests });
  const r = await autocannon({ url: base, connections: VISITANTES, duration: DURACAO, requests });
  const falhas = r.non2xx + r.errors + r.timeouts;
  const codigos = Object.entries(r.statusCodeStats ?? {})
    .map(([c, v]) => `${c}: ${fmt(v.count)}`)
    .join(', ');
  console.log(
    `${rotulo.padEnd(40)} load ${os.loadavg()[0].toFixed(1)} ${fmt(r.requests.average)} req/s  p50 ${fmt(r.latency.p50)} ms  p90 ${fmt(r.latency.p90)} ms  p97.5 ${fmt(r.latency.p97_5)} ms  p99 ${fmt(r.latency.p99)} ms  (${fmt(r['2xx'])} ok, ${fmt(falhas)} failed: ${fmt(r.errors)} errors, ${fmt(r.timeouts)} timeouts; ${codigos}; ${VISITANTES} connections, ${DURACAO} s)`,
  );
}

async function candidaturas(base, slugs) {
  const latencias = [];
  const status = new Map();
  let enviadas = 0;
  const total = POR_SEGUNDO * SEGUNDOS_CANDIDATURA;
  // a fifth of the applications come from a CPF that already applied elsewhere in the run
  const execucao = (Date.now() % 1000) * 100_000;
  const cpfDe = (i) => cpf(execucao + (i % 5 === 4 ? i - 4 : i));
  const pares = new Set();
  const uma = async (i) => {
    const slug = slugs[(i * 7) % slugs.length];
    // the bench's vacancies come two to a requisition (nr 2k-1 and 2k): one web applicant per pair
    pares.add(`${cpfDe(i)}|${(Number.parseInt(slug, 10) + 1) >> 1}`);
    const t0 = performance.now();
    try {
      const form = await fetch(`${base}/vagas/${slug}/candidatar`);
      const html = await form.text();
      const carimbo = /name="carimbo" value="([^"]+)"/.exec(html)?.[1] ?? '';
      const r = await fetch(`${base}/vagas/${slug}/candidatar`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          nr_documento_cpf: cpfDe(i),
          nm_pessoa: `Candidato Bench ${i}`,
          ds_email: `bench${i}@example.com`,
          dt_nascimento: '1990-05-20',
          nr_telefone_cel: '47999990000',
          nr_telefone_rec: '4733330000',
          nm_cidade: 'Joinville',
          cd_uf: 'SC',
          aceite_privacidade: 'S',
          ds_site: '',
          carimbo,
        }).toString(),
      });
      await r.text();
      status.set(r.status, (status.get(r.status) ?? 0) + 1);
    } catch {
      status.set('erro', (status.get('erro') ?? 0) + 1);
    }
    latencias.push(performance.now() - t0);
  };
  const pendentes = [];
  const t0 = performance.now();
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const devido = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * POR_SEGUNDO));
      while (enviadas < devido) pendentes.push(uma(enviadas++));
      if (enviadas >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  await Promise.all(pendentes);
  const segundos = (performance.now() - t0) / 1000;
  const resumo = [...status].map(([s, n]) => `${s}: ${fmt(n)}`).join(', ');
  console.log(
    `applications (load ${os.loadavg()[0].toFixed(1)}): ${fmt(total)} in ${fmt(segundos, 1)} s (${fmt(total / segundos, 1)}/s), form + post p50 ${fmt(percentil(latencias, 50))} ms  p95 ${fmt(percentil(latencias, 95))} ms  max ${fmt(Math.max(...latencias))} ms; answers ${resumo}`,
  );
  return {
    total,
    status,
    esperados: pares.size,
    novos: new Set([...pares].map((p) => p.split('|')[0])).size,
  };
}

async function main() {
  ensureBuilt();
  const publicadas = await preparar();
  const port = await freePort();
  const env = {
    PORT: String(port),
    DATABASE_URL: urlDoBanco(),
    DEMO_DATA: 'false',
    PORTAL_PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    PORTAL_SECRET: 'chave-do-bench-do-portal-com-mais-de-32-caracteres',
    PORTAL_FORM_MIN_SECONDS: '0',
    PORTAL_APPLY_PER_IP_HOUR: '1000000',
    JOB_BOARD_POLL_SECONDS: '0',
    AGENDA_AVISO_POLL_SECONDS: '0',
  };
  const s = await startServer(env);
  try {
    const base = s.base;
    // the address of each vacancy (its number and title) as the list links it
    const slugs = [];
    for (const nr of publicadas.slice(0, Number(process.env.BENCH_PAGES ?? 1000))) {
      const r = await fetch(`${base}/vagas/${nr}`, { redirect: 'manual' });
      const loc = r.headers.get('location');
      if (loc) slugs.push(loc.slice('/vagas/'.length));
    }
    await carga(`${base}/vagas`, 'GET /vagas (first page)', [{ method: 'GET', path: '/vagas' }]);
    await carga(
      `${base}/vagas`,
      `GET /vagas/<n>-<title> (${fmt(slugs.length)} pages)`,
      slugs.map((sl) => ({ method: 'GET', path: `/vagas/${sl}` })),
    );
    await carga(
      `${base}/vagas`,
      'GET /vagas?cidade=…&pagina=… (filters)',
      ['Joinville', 'Curitiba', 'Blumenau', 'Londrina'].flatMap((c) =>
        [1, 2, 3, 4, 5].map((p) => ({
          method: 'GET',
          path: `/vagas?cidade=${encodeURIComponent(c)}&pagina=${p}`,
        })),
      ),
    );
    const antes = await contagens();
    const { status, esperados, novos } = await candidaturas(base, slugs);
    const depois = await contagens();
    const c = new pg.Client({ connectionString: urlDoBanco() });
    await c.connect();
    const [{ n: duplicados }] = (
      await c.query(
        `SELECT count(*)::int AS n FROM (SELECT nr_documento_cpf FROM pessoa WHERE nr_documento_cpf IS NOT NULL
            GROUP BY 1 HAVING count(*) > 1) d`,
      )
    ).rows;
    await c.end();
    console.log(
      `after the applications: ${fmt(depois.candidatos - antes.candidatos)} new candidates (expected ${fmt(novos)} distinct CPFs), ${fmt(depois.web - antes.web)} new web applicants (expected ${fmt(esperados)} distinct CPF × requisition; ${fmt(status.get(201) ?? 0)} answered 201), ${fmt(duplicados)} CPFs with more than one person`,
    );
  } finally {
    await stopServer(s.child);
  }
}

async function contagens() {
  const c = new pg.Client({ connectionString: urlDoBanco() });
  await c.connect();
  const r = (
    await c.query(
      `SELECT (SELECT count(*)::int FROM candidato) AS candidatos, (SELECT count(*)::int FROM candidato_web) AS web`,
    )
  ).rows[0];
  await c.end();
  return r;
}

await main();
