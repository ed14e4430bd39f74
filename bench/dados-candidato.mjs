// Opening the candidate data page: every call of the page's header and of its tabs Histórico, Vagas,
// Agendamento (the candidate's appointments and the analyst's week), Indicações, Encaminhamentos,
// Relacionados WEB and Vagas PCD for one candidate, run together as the browser sends them, through the
// endpoints' own services, on the demo data set in PostgreSQL. Prints p50/p95 of the whole page and of
// each call over warm runs, each run on the next of ~40 candidates sampled from the table (half of them
// the demo candidates that have rows in every tab), so a run is not served from one hot row.
// Target: page p95 <= 100 ms.
//
// Env: BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_DADOS_DB (the
// database, default backoffice_bench_dadoscand), BENCH_DADOS_CANDIDATES (1000000: a database holding
// another number is loaded again with the seed, --reset), BENCH_RUNS (40). Migrations run first on a
// database that is reused.
import os from 'node:os';
import { bancoDemoComCandidatos, carregarCodigoApi, fmt, percentil } from './lib.mjs';

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NOME_BANCO = process.env.BENCH_DADOS_DB ?? 'backoffice_bench_dadoscand';
const N = Number(process.env.BENCH_DADOS_CANDIDATES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const AQUECIMENTO = 5;
const AMOSTRAS = 40;
const ALVO = 100;

if (!/^[a-z_][a-z0-9_]*$/.test(NOME_BANCO)) throw new Error(`BENCH_DADOS_DB inválido: ${NOME_BANCO}`);

function carregarCodigo() {
  return carregarCodigoApi(
    'dados-candidato-bench',
    `
        export { openDb } from './apps/api/src/db/client';
        export { lerDadosCandidato } from './apps/api/src/modules/candidato/dados/dados-candidato.service';
        export { listarTimeline } from './apps/api/src/modules/candidato/dados/historico.service';
        export { listarIndicacoes } from './apps/api/src/modules/candidato/dados/indicacao.service';
        export {
          listarEncaminhamentos, listarRelacionadosWeb, listarVagasCandidato, listarVagasPcd,
        } from './apps/api/src/modules/candidato/dados/vagas-candidato.service';
        export { listarAgendaAnalista, listarAgendaCandidato } from './apps/api/src/modules/agendamento/agenda-candidato.service';
        export { testesDoCandidato, testesDisponiveis } from './apps/api/src/modules/candidato/testes-laudos/testes.service';
        export { leiturasLaudo } from './apps/api/src/modules/candidato/testes-laudos/laudo.service';
        export { vagasComDocumentos } from './apps/api/src/modules/candidato/documentos/documentos.service';
        export { consultarCandidatosRelatorio } from './apps/api/src/modules/candidato/relatorios/relatorio-candidatos.service';
        export { consultaCandidatosRelatorioBody } from './packages/domain/src/recrutamento';
        export { somarDias } from './packages/domain/src/vaga-prazo';
        export { filtroVagasCandidato } from './packages/domain/src/dados-candidato';
        export { agendaAnalistaBody, diasDaSemana } from './packages/domain/src/agenda-candidato';
        export { dataNegocio } from './packages/domain/src/vaga-prazo';
      `,
  );
}

/** Half demo candidates with rows in every tab (the newest ones, and PCD ones), half spread over the table. */
async function amostras(q) {
  const comDados = await q(
    `SELECT DISTINCT i.cd_pessoa_candidato AS cd FROM indicacao i ORDER BY 1 DESC LIMIT $1`,
    [AMOSTRAS / 2],
  );
  const espalhados = await q(
    `SELECT c.cd_pessoa AS cd FROM candidato c TABLESAMPLE SYSTEM (1) REPEATABLE (7) LIMIT $1`,
    [AMOSTRAS - comDados.length],
  );
  return [...comDados, ...espalhados].map((r) => Number(r.cd));
}

async function main() {
  console.log(`# candidate data page on ${os.cpus().length} cores, node ${process.version}`);
  const codigo = await carregarCodigo();
  const url = await bancoDemoComCandidatos(ADMIN, NOME_BANCO, N);
  if (!url) return;
  // the api's pool size in production (db/client.ts default)
  const handle = await codigo.openDb({ databaseUrl: url, poolMax: 10 });
  try {
    const q = (s, p) => handle.query(s, p);
    const cds = await amostras(q);
    const [u] = await q(`SELECT cd_sip, user_sip FROM usuario WHERE nm_login = 'selecao'`);
    const usuario = { cd_sip: Number(u.cd_sip), user_sip: Number(u.user_sip) };
    const [cfg] = await q(
      `SELECT current_setting('server_version') AS v, (SELECT count(*) FROM candidato)::int AS n,
              (SELECT count(*) FROM vaga)::int AS vagas, (SELECT count(*) FROM vaga_candidato)::int AS vc,
              (SELECT count(*) FROM agendamento)::int AS ag, (SELECT count(*) FROM indicacao)::int AS ind,
              (SELECT count(*) FROM candidato_historico)::int AS hist`,
    );
    console.log(
      `postgres ${cfg.v}, database ${NOME_BANCO}: ${fmt(cfg.n)} candidates, ${fmt(cfg.vagas)} vacancies, ` +
        `${fmt(cfg.vc)} candidate-vacancy rows, ${fmt(cfg.ag)} appointments, ${fmt(cfg.ind)} referrals, ` +
        `${fmt(cfg.hist)} history notes; ${RUNS} warm runs over ${cds.length} sampled candidates`,
    );
    const db = handle.db;
    const hoje = codigo.dataNegocio();
    const semana = codigo.diasDaSemana(hoje);
    const filtro = codigo.filtroVagasCandidato.parse({});
    const agenda = codigo.agendaAnalistaBody.parse({
      cd_pessoa_analista: usuario.user_sip,
      inicio: semana[0],
      termino: semana[6],
    });
    const chamadas = {
      cabecalho: (cd) => codigo.lerDadosCandidato(db, cd),
      historico: (cd) => codigo.listarTimeline({ db }, cd),
      vagas: (cd) => codigo.listarVagasCandidato(db, cd, filtro),
      agendamentosCandidato: (cd) => codigo.listarAgendaCandidato(db, cd),
      agendaAnalista: () => codigo.listarAgendaAnalista(db, agenda),
      indicacoes: (cd) => codigo.listarIndicacoes(db, cd),
      encaminhamentos: (cd) => codigo.listarEncaminhamentos(db, usuario, cd, usuario.user_sip),
      relacionadosWeb: (cd) => codigo.listarRelacionadosWeb(db, cd),
      vagasPcd: (cd) => codigo.listarVagasPcd(db, cd),
      testes: (cd) => codigo.testesDoCandidato({ db }, { ...usuario, permissoes: [] }, cd),
      testesDisponiveis: (cd) => codigo.testesDisponiveis({ db }, cd),
      leiturasLaudo: (cd) => codigo.leiturasLaudo({ db }, cd),
      documentos: (cd) => codigo.vagasComDocumentos({ db }, cd),
    };
    const tempos = { pagina: [] };
    for (const k of Object.keys(chamadas)) tempos[k] = [];
    const linhas = {};
    for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
      const cd = cds[i % cds.length];
      const t0 = performance.now();
      const r = await Promise.all(
        Object.entries(chamadas).map(async ([k, f]) => {
          const t = performance.now();
          const res = await f(cd);
          return [k, performance.now() - t, Array.isArray(res) ? res.length : 1];
        }),
      );
      const total = performance.now() - t0;
      if (i < AQUECIMENTO) continue;
      tempos.pagina.push(total);
      for (const [k, t, n] of r) {
        tempos[k].push(t);
        linhas[k] = Math.max(linhas[k] ?? 0, n);
      }
    }
    for (const [k, v] of Object.entries(tempos)) {
      console.log(
        `${k.padEnd(22)} p50 ${fmt(percentil(v, 50), 1).padStart(6)} ms  p95 ${fmt(percentil(v, 95), 1).padStart(6)} ms` +
          (k === 'pagina' ? '' : `  (max rows ${linhas[k]})`),
      );
    }
    // Relatório - Candidato (issue of the recruitment screens): a year of creations and changes by
    // every user who wrote candidates, on this database of the whole talent pool
    // the demo seed writes few operations: give the database a year of them (2,000 a day) first
    const [{ n: opsAntes }] = await q(`SELECT count(*)::int AS n FROM candidato_operacao`);
    if (opsAntes < 500_000) {
      await q(
        `INSERT INTO candidato_operacao (cd_pessoa, cd_usuario, id_tipo_operacao, criado_em)
         SELECT c.ids[1 + ((g::bigint * 7919) % cardinality(c.ids))::int], u.ids[1 + g % cardinality(u.ids)],
                CASE WHEN g % 5 = 0 THEN 'I' ELSE 'A' END,
                now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
           FROM generate_series(1, 730000) g,
                (SELECT array_agg(cd_pessoa) AS ids FROM candidato) c,
                (SELECT array_agg(cd_sip) AS ids FROM usuario WHERE cd_sip IS NOT NULL) u`,
      );
      await q('ANALYZE candidato_operacao');
    }
    const autores = (
      await q(`SELECT DISTINCT cd_usuario FROM candidato_operacao WHERE cd_usuario IS NOT NULL LIMIT 50`)
    ).map((l) => Number(l.cd_usuario));
    if (autores.length) {
      const [ops] = await q(`SELECT count(*)::int AS n FROM candidato_operacao`);
      for (const tipo of ['A', 'I']) {
        const corpo = codigo.consultaCandidatosRelatorioBody.parse({
          analistas: autores,
          inicio: codigo.somarDias(hoje, -365),
          termino: hoje,
          tipo_registro: tipo,
        });
        const t = [];
        let n = 0;
        for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
          const t0 = performance.now();
          n = (await codigo.consultarCandidatosRelatorio(db, corpo)).length;
          if (i >= AQUECIMENTO) t.push(performance.now() - t0);
        }
        console.log(
          `Relatório - Candidato, a year, ${autores.length} users, ${tipo} (${fmt(ops.n)} operations, ${n} rows): ` +
            `p50 ${fmt(percentil(t, 50), 1)} ms  p95 ${fmt(percentil(t, 95), 1)} ms (target <= 50 ms)`,
        );
      }
    }
    const p95 = percentil(tempos.pagina, 95);
    console.log(
      `target (page p95 <= ${ALVO} ms, all calls together): ${p95 <= ALVO ? 'met' : 'NOT met'} (${fmt(p95, 1)} ms)`,
    );
  } finally {
    await handle.close();
  }
}

await main();
