import path from 'node:path';
import { bancoDoBench, carregarCodigoApi, fmt, percentil, ROOT } from './lib.mjs';

/**
 * The legal quotas dashboard (GET /api/cotas's and GET /api/clientes/:cd/cotas's services), on
 * PostgreSQL: one unit with BENCH_CLIENTES clients (employees across every band of Lei 8.213
 * art. 93, some Simples Nacional) and BENCH_CONTRATACOES placements (active, ended, finished,
 * cancelled; some apprentices; some candidates with a disability), open vacancies with pending
 * candidates (some with a disability), and two other units with their own clients, placements and
 * vacancies. BENCH_RUNS times after a warm-up: the unit's dashboard (all clients, and only those
 * with a gap) and one client's quotas. Prints p50/p95/max of each. Target: p95 ≤ 100 ms.
 * The answers are checked against plain counts of the same data.
 */

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const N_CLIENTES = Number(process.env.BENCH_CLIENTES ?? 2000);
const N_CONTRATACOES = Number(process.env.BENCH_CONTRATACOES ?? 200_000);
/** Clients of each of the other two units, and their placements in all. */
const N_CLIENTES_OUTRAS = Math.ceil(N_CLIENTES / 4);
const N_CONTRATACOES_OUTRAS = Math.ceil(N_CONTRATACOES / 4);
const N_CANDIDATOS = Math.ceil(N_CONTRATACOES * 0.8);
const VAGAS_POR_CLIENTE = 20;
const PENDENTES_POR_VAGA = 12;
const AQUECIMENTO = 10;
const META_P95_MS = 100;
const NOME_BANCO = 'backoffice_bench_cotas';
const UNIDADE = 1;
const CLIENTE0 = 900_000;
const CANDIDATO0 = 2_000_000;

/** A stable pseudo-random integer in [0, n) for the text `s` (deterministic data from run to run). */
const hash = (s, n) => `(abs(hashtext(${s})) % ${n})`;

async function carregar(handle) {
  const totalClientes = N_CLIENTES + 2 * N_CLIENTES_OUTRAS;
  await handle.query(
    `INSERT INTO empresa (cd_empresa, nm_empresa, cd_empresa_agrupadora, cd_uf, nm_cidade)
     VALUES (1, 'Joinville', 1, 'SC', 'Joinville'), (2, 'Curitiba', 2, 'PR', 'Curitiba'),
            (3, 'Blumenau', 1, 'SC', 'Blumenau')
     ON CONFLICT DO NOTHING`,
  );
  // clients: the first N_CLIENTES in unit 1, then the other units'; employees across the art. 93
  // bands (none, under 100, 100–200, 201–500, 501–1,000, over 1,000), every sixth Simples Nacional
  await handle.query(
    `INSERT INTO pessoa (cd_pessoa, nm_pessoa, nm_apelido)
     SELECT ${CLIENTE0} + g, 'Cliente ' || g, CASE WHEN g % 5 > 0 THEN 'Cliente ' || lpad(g::text, 5, '0') END
       FROM generate_series(1, ${totalClientes}) g`,
  );
  await handle.query(
    `INSERT INTO cliente (cd_pessoa, cd_empresa, nm_cidade, cd_uf, qt_funcionarios, id_optante_simples_nac)
     SELECT ${CLIENTE0} + g,
            CASE WHEN g <= ${N_CLIENTES} THEN 1 WHEN g <= ${N_CLIENTES + N_CLIENTES_OUTRAS} THEN 2 ELSE 3 END,
            'Joinville', 'SC',
            CASE g % 10 WHEN 0 THEN NULL
                        WHEN 1 THEN ${hash("'f' || g", 100)}
                        WHEN 2 THEN 100 + ${hash("'f' || g", 101)}
                        WHEN 3 THEN 100 + ${hash("'f' || g", 101)}
                        WHEN 4 THEN 201 + ${hash("'f' || g", 300)}
                        WHEN 5 THEN 201 + ${hash("'f' || g", 300)}
                        WHEN 6 THEN 501 + ${hash("'f' || g", 500)}
                        WHEN 7 THEN 501 + ${hash("'f' || g", 500)}
                        WHEN 8 THEN 1001 + ${hash("'f' || g", 9000)}
                        ELSE 20 + ${hash("'f' || g", 2000)} END,
            CASE g % 6 WHEN 0 THEN 'S' WHEN 5 THEN NULL ELSE 'N' END
       FROM generate_series(1, ${totalClientes}) g`,
  );
  // candidates, one in twelve with a disability
  await handle.query(
    `INSERT INTO pessoa (cd_pessoa, nm_pessoa)
     SELECT ${CANDIDATO0} + g, 'Candidato ' || g FROM generate_series(1, ${N_CANDIDATOS}) g`,
  );
  await handle.query(
    `INSERT INTO candidato (cd_pessoa, cd_empresa, id_possue_deficiencia)
     SELECT ${CANDIDATO0} + g, 1 + g % 3, CASE WHEN g % 12 = 0 THEN 'S' ELSE 'N' END
       FROM generate_series(1, ${N_CANDIDATOS}) g`,
  );
  // VAGAS_POR_CLIENTE vacancies per client (numbers (client - 1) * VAGAS_POR_CLIENTE + 1..), one
  // requisition each; 15 % open (situations 1, 7 and 11: 3 a client, about a month of the
  // placements' flow), the others closed or cancelled
  await handle.query(
    `INSERT INTO requisicao (nr_requisicao, cd_pessoa_cliente, cd_empresa, cd_empresa_cliente, dt_requisicao, qt_vagas)
     SELECT (c - 1) * ${VAGAS_POR_CLIENTE} + k, ${CLIENTE0} + c, cl.cd_empresa, cl.cd_empresa,
            current_date - ((c * 7 + k * 13) % 700), 1
       FROM generate_series(1, ${totalClientes}) c
       JOIN cliente cl ON cl.cd_pessoa = ${CLIENTE0} + c, generate_series(1, ${VAGAS_POR_CLIENTE}) k`,
  );
  await handle.query(
    `INSERT INTO vaga (nr_vaga, nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente,
                       cd_tipo_contratacao, cd_situacao_vaga, dt_abertura)
     SELECT r.nr_requisicao, r.nr_requisicao, r.cd_empresa, r.cd_pessoa_cliente, r.cd_empresa,
            1 + r.nr_requisicao % 2, (ARRAY[1, 7, 11, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 8, 9, 9])[1 + r.nr_requisicao % 20],
            r.dt_requisicao
       FROM requisicao r`,
  );
  // placements: unit 1's clients get N_CONTRATACOES, the others N_CONTRATACOES_OUTRAS, each client
  // picked by a hash; 60 % active, 15 % ended early, 15 % finished, 10 % cancelled; 6 % apprentices.
  // A candidate placed twice is placed in different vacancies (the pair is unique).
  await handle.query(
    `INSERT INTO contratacao (nr_vaga, cd_pessoa_candidato, cd_pessoa_cliente, cd_empresa, cd_tipo_contratacao,
                              id_aprendiz, dt_inicio, dt_fim, id_situacao, dt_encerramento)
     SELECT (x.c - 1) * ${VAGAS_POR_CLIENTE} + 1 + (x.g + (x.g - 1) / ${N_CANDIDATOS}) % ${VAGAS_POR_CLIENTE},
            ${CANDIDATO0} + 1 + (x.g - 1) % ${N_CANDIDATOS}, ${CLIENTE0} + x.c, cl.cd_empresa, 1 + x.g % 2,
            CASE WHEN x.h % 100 < 6 THEN 'S' ELSE 'N' END,
            current_date - (x.g % 700), CASE WHEN x.g % 2 = 0 THEN current_date - (x.g % 700) + 179 END,
            CASE WHEN x.s < 60 THEN 'A' WHEN x.s < 75 THEN 'E' WHEN x.s < 90 THEN 'T' ELSE 'C' END,
            CASE WHEN x.s >= 60 AND x.s < 75 THEN current_date - (x.g % 700) + 30 END
       FROM (SELECT g, ${hash("'h' || g", 1000)} AS h, ${hash("'s' || g", 100)} AS s,
                    CASE WHEN g <= ${N_CONTRATACOES} THEN 1 + ${hash("'c' || g", N_CLIENTES)}
                         ELSE ${N_CLIENTES} + 1 + ${hash("'c' || g", 2 * N_CLIENTES_OUTRAS)} END AS c
               FROM generate_series(1, ${N_CONTRATACOES + N_CONTRATACOES_OUTRAS}) g) x
       JOIN cliente cl ON cl.cd_pessoa = ${CLIENTE0} + x.c
     ON CONFLICT (nr_vaga, cd_pessoa_candidato) WHERE id_situacao <> 'C' DO NOTHING`,
  );
  // the open vacancies' candidates: PENDENTES_POR_VAGA each, one approved and one rejected, the
  // others pending (the same candidate may be pending in several vacancies of a client: counted once)
  await handle.query(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao)
     SELECT v.nr_vaga, ${CANDIDATO0} + 1 + ((v.nr_vaga * ${PENDENTES_POR_VAGA} + k) * 7919) % ${N_CANDIDATOS},
            3 + k % 3, CASE k WHEN 1 THEN 'R' WHEN 2 THEN 'A' END
       FROM vaga v, generate_series(1, ${PENDENTES_POR_VAGA}) k
      WHERE v.cd_situacao_vaga IN (1, 7, 11)
     ON CONFLICT DO NOTHING`,
  );
  // what the vacancies keep besides: each placement's approval (pending again when it was
  // cancelled) and, on the closed vacancies, three rejected candidates and one left pending
  await handle.query(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao)
     SELECT nr_vaga, cd_pessoa_candidato, CASE WHEN id_situacao = 'C' THEN 5 ELSE 6 END,
            CASE WHEN id_situacao <> 'C' THEN 'A' END
       FROM contratacao
     ON CONFLICT DO NOTHING`,
  );
  await handle.query(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao)
     SELECT v.nr_vaga, ${CANDIDATO0} + 1 + ((v.nr_vaga * 4 + k) * 7919 + 17) % ${N_CANDIDATOS}, 3 + k % 3,
            CASE WHEN k < 4 THEN 'R' END
       FROM vaga v, generate_series(1, 4) k
      WHERE v.cd_situacao_vaga NOT IN (1, 7, 11)
     ON CONFLICT DO NOTHING`,
  );
  await handle.query('VACUUM ANALYZE');
}

/** The unit's figures counted plainly, to check the service's answer. */
async function contagens(handle) {
  const [r] = await handle.query(
    `SELECT (SELECT count(*)::int FROM cliente WHERE cd_empresa = $1) AS clientes,
            (SELECT count(*)::int FROM contratacao x JOIN cliente cl ON cl.cd_pessoa = x.cd_pessoa_cliente
              WHERE cl.cd_empresa = $1) AS contratacoes,
            (SELECT count(*)::int FROM contratacao x JOIN cliente cl ON cl.cd_pessoa = x.cd_pessoa_cliente
               JOIN candidato c ON c.cd_pessoa = x.cd_pessoa_candidato
              WHERE cl.cd_empresa = $1 AND x.id_situacao = 'A' AND c.id_possue_deficiencia = 'S') AS pcd,
            (SELECT count(*)::int FROM contratacao x JOIN cliente cl ON cl.cd_pessoa = x.cd_pessoa_cliente
              WHERE cl.cd_empresa = $1 AND x.id_situacao = 'A' AND x.id_aprendiz = 'S') AS aprendizes,
            (SELECT count(*)::int FROM (SELECT DISTINCT v.cd_pessoa_cliente, vc.cd_pessoa_candidato
                FROM vaga v JOIN cliente cl ON cl.cd_pessoa = v.cd_pessoa_cliente
                JOIN vaga_candidato vc ON vc.nr_vaga = v.nr_vaga
                JOIN candidato c ON c.cd_pessoa = vc.cd_pessoa_candidato
               WHERE cl.cd_empresa = $1 AND v.cd_situacao_vaga IN (1, 7, 11) AND vc.id_situacao IS NULL
                 AND c.id_possue_deficiencia = 'S') d) AS pcd_em_processo`,
    [UNIDADE],
  );
  return r;
}

async function main() {
  const m = await carregarCodigoApi(
    'cotas-bench',
    `
      export { openDb } from './apps/api/src/db/client';
      export { migrate } from 'drizzle-orm/node-postgres/migrator';
      export { ensureReferenceData } from './apps/api/src/seed/reference-data';
      export { cotasDaUnidade, cotasDoCliente } from './apps/api/src/modules/vaga/contratacao/cotas.service';
    `,
  );
  // BENCH_REUSAR=1 measures again the database a previous run loaded (the load takes minutes)
  const banco = await bancoDoBench(ADMIN, NOME_BANCO, { reusar: process.env.BENCH_REUSAR === '1' });
  if (!banco) return;
  const reusar = banco.reusado;

  const handle = await m.openDb({ databaseUrl: banco.url, poolMax: 4 });
  try {
    await m.migrate(handle.db, { migrationsFolder: path.join(ROOT, 'apps/api/src/db/migrations') });
    await m.ensureReferenceData({ handle });
    const t0 = performance.now();
    if (!reusar) await carregar(handle);
    const esperado = await contagens(handle);
    console.log(
      `loaded in ${fmt((performance.now() - t0) / 1000, 1)} s: unit ${UNIDADE} has ${fmt(esperado.clientes)} clients and ${fmt(
        esperado.contratacoes,
      )} placements (${fmt(esperado.pcd)} active with a disability, ${fmt(esperado.aprendizes)} active apprentices, ${fmt(
        esperado.pcd_em_processo,
      )} candidates with a disability pending); other units ${fmt(2 * N_CLIENTES_OUTRAS)} clients, ${fmt(
        N_CONTRATACOES_OUTRAS,
      )} placements`,
    );

    // the answers, checked once against the plain counts
    const todos = await m.cotasDaUnidade(handle.db, UNIDADE, false);
    const comFalta = await m.cotasDaUnidade(handle.db, UNIDADE, true);
    const confere = (nome, obtido, esperadoN) => {
      if (obtido !== esperadoN) throw new Error(`${nome}: ${obtido}, expected ${esperadoN}`);
    };
    confere('clients', todos.clientes.length, esperado.clientes);
    confere('PCD placed', todos.total.QT_PCD_CONTRATADOS, esperado.pcd);
    confere('apprentices placed', todos.total.QT_APRENDIZES_CONTRATADOS, esperado.aprendizes);
    confere('PCD pending', todos.total.QT_PCD_EM_PROCESSO, esperado.pcd_em_processo);
    confere(
      'clients with a gap',
      comFalta.clientes.length,
      todos.clientes.filter((c) => c.QT_FALTA_PCD > 0 || c.QT_FALTA_APRENDIZ > 0).length,
    );
    console.log(
      `${fmt(comFalta.clientes.length)} clients with a gap: PCD ${fmt(todos.total.QT_FALTA_PCD)}, apprentices ${fmt(
        todos.total.QT_FALTA_APRENDIZ,
      )}`,
    );

    const medir = async (fazer) => {
      const xs = [];
      for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
        const t = performance.now();
        await fazer(i);
        if (i >= AQUECIMENTO) xs.push(performance.now() - t);
      }
      return xs;
    };
    const unidade = await medir(() => m.cotasDaUnidade(handle.db, UNIDADE, false));
    const unidadeFalta = await medir(() => m.cotasDaUnidade(handle.db, UNIDADE, true));
    const cliente = await medir((i) => m.cotasDoCliente(handle.db, CLIENTE0 + 1 + ((i * 37) % N_CLIENTES)));

    const linha = (nome, xs) =>
      console.log(
        `${nome.padEnd(38)} p50 ${fmt(percentil(xs, 50), 1)} ms  p95 ${fmt(percentil(xs, 95), 1)} ms  max ${fmt(Math.max(...xs), 1)} ms`,
      );
    console.log(
      `cotas, ${fmt(RUNS)} runs each: a unit of ${fmt(N_CLIENTES)} clients and ${fmt(N_CONTRATACOES)} placements (PostgreSQL)`,
    );
    linha('unit dashboard (all clients)', unidade);
    linha('unit dashboard (com_falta=S)', unidadeFalta);
    linha("one client's quotas", cliente);
    const pior = Math.max(percentil(unidade, 95), percentil(unidadeFalta, 95), percentil(cliente, 95));
    console.log(
      `meta p95 ≤ ${META_P95_MS} ms: ${pior <= META_P95_MS ? 'ok' : 'FALHOU'} (worst p95 ${fmt(pior, 1)} ms)`,
    );
  } finally {
    await handle.close();
  }
}

await main();
