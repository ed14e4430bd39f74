import path from 'node:path';
import pg from 'pg';
import { carregarCodigoApi, fmt, percentil, ROOT } from './lib.mjs';

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const N_VAGAS = Number(process.env.BENCH_VAGAS ?? 100_000);
const N_ANALISTAS = 500;
const N_UNIDADES = 50;
const N_CLIENTES = 2000;
const N_CANDIDATOS = 30_000;
const AQUECIMENTO = 5;
const EXPLICAR = process.env.BENCH_EXPLAIN === '1';
const RECARREGAR = process.env.BENCH_RELOAD === '1';
const NOME_BANCO = 'backoffice_bench_minhas_vagas';
const _DIST = path.join(ROOT, 'bench/dist');
// analysts whose code ends in 0 keep overdue vacancies; the others' old open ones are extended
const PASSO_ATRASADOS = 10;

/** Bundles the services (TS source) for this script, as the api build does. */
function carregarCodigo() {
  return carregarCodigoApi(
    'minhas-vagas-bench',
    `
        export { openDb } from './apps/api/src/db/client';
        export { migrate } from 'drizzle-orm/node-postgres/migrator';
        export { sql } from 'drizzle-orm';
        export { ensureReferenceData } from './apps/api/src/seed/reference-data';
        export { consultaVagasSelecao, listarVagasSelecao } from './apps/api/src/modules/vaga/listas/vagas-selecao.service';
        export { listarVagasAtrasadas, vagasAtrasadasDoUsuario } from './apps/api/src/modules/vaga/situacao/vaga-prazo.service';
        export { filtrosPadraoMinhasVagas, queryDosFiltros, vagasSelecaoQuery } from './packages/domain/src/minhas-vagas';
        export { dataNegocio } from './packages/domain/src/vaga-prazo';
        export { graficoSelecao } from './apps/api/src/modules/vaga/listas/dashboard-selecao.service';
        export { analistasDaUnidade } from './apps/api/src/modules/usuario/analistas-unidade.service';
        export { listarVagasGerencial } from './apps/api/src/modules/vaga/listas/vagas-selecao.service';
        export {
          contarVagasPorTipo,
          listarMovimentacoesRecrutamento,
          listarVagasAbertasPorTipo,
          listarVagasRecrutamento,
        } from './apps/api/src/modules/vaga/listas/vagas-recrutamento.service';
        export { relatorioMovimentacaoCandidatos } from './apps/api/src/modules/vaga/listas/relatorio-mov-cand.service';
        export {
          filtrosPadraoRecrutamento,
          queryDosFiltrosRecrutamento,
          vagasRecrutamentoQuery,
        } from './packages/domain/src/recrutamento';
        export { relatorioMovCandBody, vagasSelecaoGerencialBody } from './packages/domain/src/gerencial';
        export { somarDias } from './packages/domain/src/vaga-prazo';
      `,
  );
}

function urlDoBanco() {
  const u = new URL(ADMIN);
  u.pathname = `/${NOME_BANCO}`;
  return u.toString();
}

/** Creates the bench database when missing; `recriar` drops it first. */
async function garantirBanco(recriar) {
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  const r = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [NOME_BANCO]);
  if (recriar && r.rowCount) await admin.query(`DROP DATABASE ${NOME_BANCO} WITH (FORCE)`);
  if (!r.rowCount || recriar) await admin.query(`CREATE DATABASE ${NOME_BANCO}`);
  await admin.end();
}

/** Vacancies of a complete generation in the bench database (null when there is none). */
async function contarVagas() {
  const c = new pg.Client({ connectionString: urlDoBanco() });
  try {
    await c.connect();
    // written last by the generation: a run that stopped halfway leaves none
    const r = await c.query('SELECT n FROM bench_pronto');
    return r.rows[0].n;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => {});
  }
}

/** The bench data, all in SQL (deterministic: every choice is arithmetic on the row number). */
async function gerar(h, hoje) {
  const q = (s, p) => h.query(s, p);
  const t = performance.now();
  await q(`INSERT INTO empresa (cd_empresa, nm_empresa, cd_empresa_agrupadora, cd_uf, nm_cidade)
           SELECT g, 'Unidade ' || g, ((g - 1) / 5) * 5 + 1, CASE WHEN g % 3 = 0 THEN 'PR' ELSE 'SC' END,
                  'Cidade ' || g
             FROM generate_series(1, ${N_UNIDADES}) g`);
  // people: analysts 1..500, clients 1001..3000, contacts, candidates 100001..
  await q(`INSERT INTO pessoa (cd_pessoa, id_tipo_pessoa, nm_pessoa)
           SELECT g, 'F', 'Analista ' || g FROM generate_series(1, ${N_ANALISTAS}) g`);
  await q(`INSERT INTO usuario (user_sip, nm_login, ds_senha_hash, apelido, cd_unid, cd_uf_unid, permissoes)
           SELECT g, 'analista' || g, 'x', 'Analista ' || g, 1 + ((g - 1) % ${N_UNIDADES}), 'SC', '{58,59,60}'
             FROM generate_series(1, ${N_ANALISTAS}) g`);
  await q(`INSERT INTO pessoa (cd_pessoa, id_tipo_pessoa, nm_pessoa, nm_apelido)
           SELECT 1000 + g, 'J', 'Cliente ' || (ARRAY['Metalúrgica','Têxtil','Alimentos','Logística','Plásticos'])[1 + g % 5]
                  || ' ' || g, 'Cli ' || g
             FROM generate_series(1, ${N_CLIENTES}) g`);
  await q(`INSERT INTO cliente (cd_pessoa, cd_empresa, nm_cidade, cd_uf, nm_regiao, nm_bairro)
           SELECT 1000 + g, 1 + (g % ${N_UNIDADES}), 'Cidade ' || (1 + (g % ${N_UNIDADES})),
                  CASE WHEN (1 + (g % ${N_UNIDADES})) % 3 = 0 THEN 'PR' ELSE 'SC' END,
                  (ARRAY['Centro','Norte','Sul','Leste','Oeste'])[1 + (g / 7) % 5], 'Bairro ' || (g % 40)
             FROM generate_series(1, ${N_CLIENTES}) g`);
  await q(`INSERT INTO centro_custo (cd_pessoa_cliente, cd_empresa_cliente, cd_centro_custo, nm_centro_custo)
           SELECT 1000 + g, 1 + (g % ${N_UNIDADES}), 'CC-' || k,
                  (ARRAY['Produção','Administrativo','Logística'])[k]
             FROM generate_series(1, ${N_CLIENTES}) g, generate_series(1, 3) k`);
  await q(
    `INSERT INTO requisicao (nr_requisicao, cd_pessoa_cliente, cd_empresa, cd_empresa_cliente, dt_requisicao)
           SELECT g, 1000 + 1 + (g % ${N_CLIENTES}), 1 + ((1 + (g % ${N_CLIENTES})) % ${N_UNIDADES}),
                  1 + ((1 + (g % ${N_CLIENTES})) % ${N_UNIDADES}), $1::date - (g % 1000)
             FROM generate_series(1, ${N_VAGAS / 2}) g`,
    [hoje],
  );
  // vacancies: two per requisition; the analyst mostly of the client's unit; situations in the
  // legacy's proportions; opened over ~3 years; 5 % secret, 3 % confidential, 8 % PCD, 30 % recruitment
  // (products by primes, so the flags do not follow each other)
  await q(
    `INSERT INTO vaga (nr_vaga, nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_situacao_vaga,
                       cd_tipo_contratacao, id_recrutamento, cd_cargo, cd_turno, cd_centro_custo, vl_salario,
                       id_vaga_sigilosa, id_vaga_confidencial, id_vaga_pcd, cd_pessoa_analista, cd_usuario_analista,
                       dt_abertura, dt_prorrogacao, dt_ultima_movimentacao, criado_em)
     SELECT v.nr, r.nr_requisicao, r.cd_empresa, r.cd_pessoa_cliente, r.cd_empresa_cliente, v.sit,
            tc.cd, CASE WHEN (v.nr * 11) % 89 < 27 THEN 'S' ELSE 'N' END,
            cg.cds[1 + v.nr % array_length(cg.cds, 1)],
            tc.cd * 100 + 1 + v.nr % (CASE WHEN tc.cd = 10 THEN 3 ELSE 9 END), 'CC-' || (1 + v.nr % 3),
            1500 + (v.nr % 60) * 100,
            CASE WHEN (v.nr * 31) % 101 < 5 THEN 'S' ELSE 'N' END,
            CASE WHEN (v.nr * 17) % 103 < 3 THEN 'S' ELSE 'N' END,
            CASE WHEN (v.nr * 13) % 97 < 8 THEN 'S' ELSE 'N' END,
            u.user_sip, u.cd_sip, v.abertura,
            NULL, (v.abertura + (v.nr % 30)) + time '10:00', (v.abertura + time '09:00') AT TIME ZONE 'America/Sao_Paulo'
       FROM (SELECT g AS nr,
                    (ARRAY[1,1,1,1,7,7,11,12,13,6,6,6,6,5,5,8,9,10])[1 + (g * 7) % 18] AS sit,
                    $1::date - ((g * 37) % 1100) AS abertura
               FROM generate_series(1, ${N_VAGAS}) g) v
       JOIN requisicao r ON r.nr_requisicao = (v.nr + 1) / 2
       JOIN LATERAL (SELECT (ARRAY[1,2,6,10])[1 + ((v.nr * 5) % 83) % 4] AS cd) tc ON true
       CROSS JOIN (SELECT array_agg(cd_cargo ORDER BY cd_cargo) AS cds FROM cargo) cg
       JOIN usuario u ON u.user_sip = CASE WHEN v.nr % 10 = 9 THEN 1 + (v.nr * 13) % ${N_ANALISTAS}
                                        ELSE 1 + (((r.cd_empresa - 1) + ${N_UNIDADES} * ((v.nr / 7) % 10)) % ${N_ANALISTAS}) END`,
    [hoje],
  );
  // the old open vacancies of most analysts are extended into the future; every tenth analyst keeps
  // its overdue ones (some with an extension already past)
  await q(
    `UPDATE vaga SET dt_prorrogacao = CASE WHEN cd_pessoa_analista % ${PASSO_ATRASADOS} = 0
                                           THEN CASE WHEN nr_vaga % 2 = 0 THEN $1::date - 5 END
                                           ELSE $1::date + (10 + nr_vaga % 60)::int END
      WHERE cd_situacao_vaga IN (1, 7, 11) AND dt_abertura < $1::date - 90`,
    [hoje],
  );
  await q(`SELECT setval(pg_get_serial_sequence('pessoa', 'cd_pessoa'), 100000)`);
  await q(
    `INSERT INTO pessoa (cd_pessoa, nm_pessoa) SELECT 100000 + g, 'Candidato ' || g FROM generate_series(1, ${N_CANDIDATOS}) g`,
  );
  await q(`INSERT INTO candidato (cd_pessoa) SELECT 100000 + g FROM generate_series(1, ${N_CANDIDATOS}) g`);
  await q(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao)
     SELECT v, 100001 + ((v * 31 + k * 977) % ${N_CANDIDATOS}), 3 + k % 3,
            CASE WHEN k = 0 AND v % 4 = 0 THEN 'A' WHEN k = 1 AND v % 3 = 0 THEN 'R' END
       FROM generate_series(1, ${N_VAGAS}) v, generate_series(0, 5) k
      WHERE k < v % 6
     ON CONFLICT DO NOTHING`,
  );
  await q(
    `INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, nr_vaga, id_desvincular_web)
     SELECT 100001 + ((r * 17 + k * 1009) % ${N_CANDIDATOS}), r, CASE WHEN k = 0 THEN r * 2 END,
            CASE WHEN k = 3 THEN 'S' ELSE 'N' END
       FROM generate_series(1, ${N_VAGAS / 2}) r, generate_series(0, 3) k
     ON CONFLICT DO NOTHING`,
  );
  await q(
    `INSERT INTO selecao_candidato (nr_selecao, cd_pessoa_candidato, nr_vaga, nr_ordem, id_descartado)
     SELECT v, 100001 + ((v * 7) % ${N_CANDIDATOS}), v, 1, 'S' FROM generate_series(1, ${N_VAGAS}, 2) v`,
  );
  // types of vacancy for the open-vacancy lists: A, G, Q and mostly O
  await q(`UPDATE vaga SET id_tipo_vaga = (ARRAY['A','G','Q','O','O','O'])[1 + (nr_vaga * 7) % 6]`);
  // the candidates' movements spread over the last year (the candidate movement report)
  await q(
    `UPDATE vaga_candidato SET alterado_em = now() - make_interval(days => ((nr_vaga * 13 + cd_pessoa_candidato) % 365)::int)`,
  );
  await q('VACUUM ANALYZE');
  // solid-state storage, as the production server is set (docs/decisions/0003-postgresql-settings.md)
  await q(`ALTER DATABASE ${NOME_BANCO} SET random_page_cost = 1.1`);
  await q('CREATE TABLE bench_pronto (n int)');
  await q('INSERT INTO bench_pronto VALUES ($1)', [N_VAGAS]);
  console.log(`data generated in ${fmt((performance.now() - t) / 1000, 1)} s`);
}

async function main() {
  const m = await carregarCodigo();
  const existentes = RECARREGAR ? null : await contarVagas();
  const gerarDados = existentes !== N_VAGAS;
  await garantirBanco(gerarDados);
  const handle = await m.openDb({ databaseUrl: urlDoBanco(), poolMax: 4 });
  const hoje = m.dataNegocio();
  try {
    // a database loaded before the latest migrations gets them
    await m.migrate(handle.db, { migrationsFolder: path.join(ROOT, 'apps/api/src/db/migrations') });
    if (gerarDados) {
      console.log(`generating ${fmt(N_VAGAS)} vacancies, ${N_ANALISTAS} analysts, ${N_UNIDADES} units...`);
      await m.ensureReferenceData({ handle });
      await gerar(handle, hoje);
    } else console.log(`reusing ${NOME_BANCO} (${fmt(N_VAGAS)} vacancies)`);

    const analistas = await handle.query(
      `SELECT u.cd_sip, u.user_sip::int AS user_sip, u.cd_unid, u.apelido, u.nm_login
         FROM usuario u ORDER BY u.user_sip`,
    );
    const usuario = (a) => ({
      cd_sip: a.cd_sip,
      user_sip: a.user_sip,
      cd_unid: a.cd_unid,
      cd_uf_unid: 'SC',
      apelido: a.apelido,
      nm_login: a.nm_login,
      grupos: [],
      cd_setor: null,
      permissoes: [58, 59, 60],
    });
    const emDia = analistas.filter((a) => a.user_sip % PASSO_ATRASADOS !== 0);
    const atrasados = analistas.filter((a) => a.user_sip % PASSO_ATRASADOS === 0);
    // every bench unit is one of the overdue rule's units
    const unidades = Array.from({ length: N_UNIDADES }, (_, i) => i + 1);
    const [exemplo] = await handle.query(
      `SELECT v.nr_vaga::int AS nr_vaga, v.nr_requisicao::int AS nr_requisicao, v.cd_empresa, v.cd_pessoa_analista::int AS an
         FROM vaga v WHERE v.cd_situacao_vaga = 1 AND v.id_vaga_sigilosa = 'N' AND v.id_vaga_pcd = 'S'
          AND v.cd_pessoa_analista % ${PASSO_ATRASADOS} <> 0 ORDER BY v.nr_vaga DESC LIMIT 1`,
    );
    const parse = (q) =>
      m.vagasSelecaoQuery.parse(Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])));
    const padrao = (a) => m.queryDosFiltros(m.filtrosPadraoMinhasVagas(a, hoje));
    const todos = {
      tipo_vagas: 'A',
      nm_cargo: 'a',
      nm_empresa: 'cliente',
      cc_vaga: 'cc',
      cd_unidade: 1,
      nm_cidade: 'Cidade 1',
      centro: 'S',
      norte: 'S',
      sul: 'S',
      leste: 'S',
      oeste: 'S',
      setor: 'T',
      somente_pcd: 'S',
      last_24hr: 'N',
      inicio: '2000-01-01',
      termino: hoje,
      aberta: 'S',
      cliente: 'S',
      comercial: 'S',
      prospeccao: 'S',
      congelada: 'S',
    };
    const casos = [
      {
        nome: 'list, defaults (mine, my unit, open + client, selection)',
        quem: emDia,
        f: (a) => parse(padrao(a)),
      },
      {
        nome: 'list, every filter (numbers included)',
        quem: emDia,
        f: () =>
          parse({
            ...todos,
            nr_vaga: exemplo.nr_vaga,
            nr_requisicao: exemplo.nr_requisicao,
            cd_empresa: exemplo.cd_empresa,
            cd_unidade: exemplo.cd_empresa,
            nm_empresa: '',
            nm_cidade: '',
            cd_pessoa_analista: exemplo.an,
          }),
      },
      {
        nome: 'list, every filter but the numbers (texts, unit, regions...)',
        quem: emDia,
        f: (a) => parse({ ...todos, cd_unidade: a.cd_unid, nm_cidade: `Cidade ${a.cd_unid}` }),
      },
      {
        nome: 'list, both, my unit group, open + client',
        quem: emDia,
        f: (a) => parse({ tipo_vagas: 'A', cd_unidade: a.cd_unid, aberta: 'S', cliente: 'S' }),
      },
      { nome: 'list, both, no filter (1,000 newest)', quem: emDia, f: () => parse({ tipo_vagas: 'A' }) },
    ];

    const [cfg] = await handle.query(
      `SELECT split_part(version(), ' ', 2) AS versao, current_setting('shared_buffers') AS sb,
              current_setting('random_page_cost') AS rpc, pg_size_pretty(pg_total_relation_size('vaga')) AS vaga`,
    );
    console.log(
      `PostgreSQL ${cfg.versao}, shared_buffers ${cfg.sb}, random_page_cost ${cfg.rpc}; vaga and its indexes ${cfg.vaga}`,
    );
    console.log(`\n${RUNS} runs per case after ${AQUECIMENTO} warm-up runs, a different analyst each run`);
    console.log('case'.padEnd(64), 'rows'.padStart(6), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    // the floor of the machine at this moment: an empty read-only transaction through the same client
    {
      const tempos = [];
      for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
        const t = performance.now();
        await handle.db.transaction(async (tx) => tx.execute(m.sql`SELECT 1`), { accessMode: 'read only' });
        if (i >= AQUECIMENTO) tempos.push(performance.now() - t);
      }
      console.log(
        'floor: an empty read-only transaction (SELECT 1)'.padEnd(64),
        '-'.padStart(6),
        fmt(percentil(tempos, 50), 1).padStart(8),
        fmt(percentil(tempos, 95), 1).padStart(8),
      );
    }
    for (const c of casos) {
      const tempos = [];
      let linhas = 0;
      for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
        const a = c.quem[(i * 37) % c.quem.length];
        const f = c.f(a);
        const t = performance.now();
        const r = await m.listarVagasSelecao(handle.db, usuario(a), f, hoje, unidades);
        const ms = performance.now() - t;
        if (i >= AQUECIMENTO) {
          tempos.push(ms);
          linhas += r.VAGAS.length;
        }
      }
      console.log(
        c.nome.padEnd(64),
        fmt(linhas / RUNS).padStart(6),
        fmt(percentil(tempos, 50), 1).padStart(8),
        fmt(percentil(tempos, 95), 1).padStart(8),
      );
    }

    const prazo = [
      {
        nome: 'overdue check (the list and search block), analyst with overdue',
        quem: atrasados,
        f: 'check',
      },
      { nome: 'overdue check, analyst without overdue', quem: emDia, f: 'check' },
      { nome: 'overdue list with its rows (vaga/vagas-atrasadas)', quem: atrasados, f: 'list' },
    ];
    for (const c of prazo) {
      const tempos = [];
      let linhas = 0;
      for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
        const a = c.quem[(i * 37) % c.quem.length];
        const t = performance.now();
        const r =
          c.f === 'check'
            ? await m.vagasAtrasadasDoUsuario(handle.db, usuario(a), hoje, unidades)
            : await m.listarVagasAtrasadas(handle.db, usuario(a), hoje, unidades);
        const ms = performance.now() - t;
        if (i >= AQUECIMENTO) {
          tempos.push(ms);
          linhas += r.length;
        }
      }
      console.log(
        c.nome.padEnd(64),
        fmt(linhas / RUNS, 1).padStart(6),
        fmt(percentil(tempos, 50), 1).padStart(8),
        fmt(percentil(tempos, 95), 1).padStart(8),
      );
    }

    // the selection dashboard (spec 002 §2.5): both series for the analyst's unit, and the analysts of the unit
    const painel = [
      {
        nome: "dashboard series (open per analyst of the unit, analyst's situations)",
        f: (a) => m.graficoSelecao(handle, usuario(a), {}),
        n: (r) => r.VAGAS_ABERTAS.length + r.SITUACOES.length,
      },
      {
        nome: "dashboard analyst selector (the unit's analysts)",
        f: (a) => m.analistasDaUnidade(handle, a.cd_unid),
        n: (r) => r.length,
      },
    ];
    for (const c of painel) {
      const tempos = [];
      let linhas = 0;
      for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
        const a = emDia[(i * 37) % emDia.length];
        const t = performance.now();
        const r = await c.f(a);
        const ms = performance.now() - t;
        if (i >= AQUECIMENTO) {
          tempos.push(ms);
          linhas += c.n(r);
        }
      }
      console.log(
        c.nome.padEnd(64),
        fmt(linhas / RUNS, 1).padStart(6),
        fmt(percentil(tempos, 50), 1).padStart(8),
        fmt(percentil(tempos, 95), 1).padStart(8),
      );
    }

    // the recruiter's and the manager's lists (spec 001 §2.10, §2.13, §2.15; 002 §2.4)
    const strings = (q) => Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
    const todasAsFlags = {
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
    };
    const recrutamento = [
      {
        nome: 'open-vacancy counters per sector and type',
        f: (a) => m.contarVagasPorTipo(handle.db, usuario(a)),
        n: () => 8,
      },
      {
        nome: 'open-vacancy list of one sector and type',
        f: (a) => m.listarVagasAbertasPorTipo(handle.db, usuario(a), { tipo_vaga: 'O', origem: 'R' }),
        n: (r) => r.length,
      },
      {
        nome: 'vagas-recrutamento, defaults',
        f: (a) =>
          m.listarVagasRecrutamento(
            handle.db,
            usuario(a),
            m.vagasRecrutamentoQuery.parse(
              strings(m.queryDosFiltrosRecrutamento(m.filtrosPadraoRecrutamento(a, hoje))),
            ),
            hoje,
            unidades,
          ),
        n: (r) => r.VAGAS.length,
      },
      {
        nome: 'vagas-recrutamento, every filter',
        f: (a) =>
          m.listarVagasRecrutamento(
            handle.db,
            usuario(a),
            m.vagasRecrutamentoQuery.parse({
              ...todos,
              setor: 'S',
              cd_unidade: String(a.cd_unid),
              nm_cidade: `Cidade ${a.cd_unid}`,
            }),
            hoje,
            unidades,
          ),
        n: (r) => r.VAGAS.length,
      },
      {
        nome: 'management list, every status flag, the unit',
        f: (a) =>
          m.listarVagasGerencial(
            handle.db,
            usuario(a),
            m.vagasSelecaoGerencialBody.parse({ tipo_vagas: 'A', cd_unidade: a.cd_unid, ...todasAsFlags }),
            hoje,
          ),
        n: (r) => r.VAGAS.length,
      },
      {
        nome: 'recruitment movement report',
        f: (a) => m.listarMovimentacoesRecrutamento(handle.db, usuario(a), hoje),
        n: (r) => r.length,
      },
      {
        nome: 'candidate movement report over a year',
        f: (a) =>
          m.relatorioMovimentacaoCandidatos(
            handle.db,
            usuario(a),
            m.relatorioMovCandBody.parse({ inicio: m.somarDias(hoje, -365), termino: hoje }),
            hoje,
          ),
        n: (r) => r.length,
      },
    ];
    for (const c of recrutamento) {
      const tempos = [];
      let linhas = 0;
      for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
        const a = emDia[(i * 37) % emDia.length];
        const t = performance.now();
        const r = await c.f(a);
        const ms = performance.now() - t;
        if (i >= AQUECIMENTO) {
          tempos.push(ms);
          linhas += c.n(r);
        }
      }
      console.log(
        c.nome.padEnd(64),
        fmt(linhas / RUNS, 1).padStart(6),
        fmt(percentil(tempos, 50), 1).padStart(8),
        fmt(percentil(tempos, 95), 1).padStart(8),
      );
    }

    if (EXPLICAR) {
      // each list case's statement with one plan, and the median planning and execution times of 15
      // EXPLAIN ANALYZE runs (the analysts of the timed runs, in turn)
      const mediana = (v) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)];
      for (const c of casos) {
        const p = [];
        const e = [];
        let plano = '';
        for (let i = 0; i < 15; i++) {
          const a = c.quem[(i * 37) % c.quem.length];
          const q = handle.db.dialect.sqlToQuery(m.consultaVagasSelecao(usuario(a), c.f(a), hoje));
          const r = await handle.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
          const texto = r.map((x) => x['QUERY PLAN']).join('\n');
          p.push(Number(/Planning Time: ([\d.]+)/.exec(texto)[1]));
          e.push(Number(/Execution Time: ([\d.]+)/.exec(texto)[1]));
          if (i === 0) plano = texto;
        }
        console.log(
          `\n-- ${c.nome}: planning ${fmt(mediana(p), 2)} ms, execution ${fmt(mediana(e), 2)} ms (medians)\n${plano}`,
        );
      }
    }
  } finally {
    await handle.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
