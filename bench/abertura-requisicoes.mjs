import path from 'node:path';
import { bancoDoBench, carregarCodigoApi, fmt, percentil, ROOT } from './lib.mjs';

/**
 * Opening requisitions (POST /api/requisicoes's service, in its one transaction): BENCH_RUNS
 * requisitions of 3 lines (quantities 1, 2 and 1: four vacancies each), each validated by the
 * domain schema and saved with its vacancies, benefits, history notes, the analysts' alerts and the
 * real-time notices, on PostgreSQL with BENCH_VAGAS vacancies already in the base. Prints p50/p95/max
 * per requisition, and the same for BENCH_CONCORRENCIA openings at once. Target: p95 ≤ 100 ms.
 */

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const N_VAGAS = Number(process.env.BENCH_VAGAS ?? 50_000);
const CONCORRENCIA = Number(process.env.BENCH_CONCORRENCIA ?? 4);
const N_CLIENTES = 500;
const N_ANALISTAS = 40;
const AQUECIMENTO = 20;
const META_P95_MS = 100;
const NOME_BANCO = 'backoffice_bench_requisicoes';

async function main() {
  const m = await carregarCodigoApi(
    'abertura-requisicoes-bench',
    `
      export { openDb } from './apps/api/src/db/client';
      export { migrate } from 'drizzle-orm/node-postgres/migrator';
      export { ensureReferenceData } from './apps/api/src/seed/reference-data';
      export { RealtimeHub } from './apps/api/src/platform/realtime';
      export { abrirRequisicao } from './apps/api/src/modules/vaga/requisicao/abertura.service';
      export { aberturaRequisicaoBody } from './packages/domain/src/abertura-requisicao';
    `,
  );
  const banco = await bancoDoBench(ADMIN, NOME_BANCO);
  if (!banco) return;

  const handle = await m.openDb({ databaseUrl: banco.url, poolMax: Math.max(4, CONCORRENCIA + 1) });
  try {
    await m.migrate(handle.db, { migrationsFolder: path.join(ROOT, 'apps/api/src/db/migrations') });
    await m.ensureReferenceData({ handle });
    await handle.query(
      `INSERT INTO empresa (cd_empresa, nm_empresa, cd_empresa_agrupadora, cd_uf, nm_cidade)
       VALUES (1, 'Joinville', 1, 'SC', 'Joinville'), (101, 'Joinville Sul', 1, 'SC', 'Joinville'),
              (2, 'Curitiba', 2, 'PR', 'Curitiba')
       ON CONFLICT DO NOTHING`,
    );
    // clients of unit 1, each with positions and cost centres
    await handle.query(
      `INSERT INTO pessoa (cd_pessoa, nm_pessoa, nm_apelido)
       SELECT 900000 + g, 'Cliente ' || g, 'CLI' || g FROM generate_series(1, ${N_CLIENTES}) g`,
    );
    await handle.query(
      `INSERT INTO cliente (cd_pessoa, cd_empresa, nm_cidade, cd_uf)
       SELECT 900000 + g, 1, 'Joinville', 'SC' FROM generate_series(1, ${N_CLIENTES}) g`,
    );
    await handle.query(
      `INSERT INTO cargo_cliente (cd_pessoa_cliente, cd_empresa_cliente, nm_cargo_cliente, cd_cargo_interno)
       SELECT 900000 + g, 1, 'Cargo ' || k || ' do cliente ' || g,
              (SELECT cd_cargo FROM cargo ORDER BY cd_cargo OFFSET (g * 3 + k) % 20 LIMIT 1)
         FROM generate_series(1, ${N_CLIENTES}) g, generate_series(1, 4) k`,
    );
    await handle.query(
      `INSERT INTO centro_custo (cd_pessoa_cliente, cd_empresa_cliente, cd_centro_custo, nm_centro_custo)
       SELECT 900000 + g, 1, 'CC' || k, 'Centro ' || k FROM generate_series(1, ${N_CLIENTES}) g, generate_series(1, 3) k`,
    );
    // analysts of the unit's grouping and one manager who opens
    await handle.query(
      `INSERT INTO pessoa (cd_pessoa, nm_pessoa) SELECT 800000 + g, 'Analista ' || g FROM generate_series(1, ${N_ANALISTAS + 1}) g`,
    );
    await handle.query(
      `INSERT INTO usuario (user_sip, nm_login, ds_senha_hash, apelido, cd_unid, cd_uf_unid, permissoes)
       SELECT 800000 + g, 'bench' || g, 'x', 'bench' || g, CASE WHEN g % 2 = 0 THEN 1 ELSE 101 END, 'SC', '{58}'
         FROM generate_series(1, ${N_ANALISTAS + 1}) g`,
    );
    const usuarios = await handle.query(
      'SELECT cd_sip, user_sip FROM usuario WHERE user_sip > 800000 ORDER BY user_sip',
    );
    const gestor = usuarios.at(-1);
    const analistas = usuarios.slice(0, -1).map((u) => Number(u.user_sip));
    const cargos = await handle.query(
      'SELECT cd_pessoa_cliente AS cli, array_agg(cd_cargo_cliente ORDER BY cd_cargo_cliente) AS cds FROM cargo_cliente GROUP BY 1',
    );
    const cargosDe = new Map(cargos.map((c) => [Number(c.cli), c.cds.map(Number)]));
    const [turno] = await handle.query('SELECT min(cd_turno) AS cd FROM turno WHERE cd_tipo_contratacao = 1');
    // the base: requisitions and vacancies already there (indexes of a working database)
    await handle.query(
      `INSERT INTO requisicao (cd_pessoa_cliente, cd_empresa, cd_empresa_cliente, dt_requisicao, qt_vagas)
       SELECT 900000 + (g % ${N_CLIENTES}) + 1, 1, 1, current_date - (g % 700), 1 FROM generate_series(1, ${N_VAGAS}) g`,
    );
    await handle.query(
      `INSERT INTO vaga (nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_tipo_contratacao,
                         cd_situacao_vaga, dt_abertura, cd_pessoa_analista, cd_usuario_analista)
       SELECT r.nr_requisicao, 1, r.cd_pessoa_cliente, 1, 1, (ARRAY[1, 1, 5, 6, 7])[1 + r.nr_requisicao % 5],
              r.dt_requisicao, u.user_sip, u.cd_sip
         FROM requisicao r JOIN usuario u ON u.user_sip = 800001 + r.nr_requisicao % ${N_ANALISTAS}`,
    );
    await handle.query('ANALYZE');

    const realtime = new m.RealtimeHub(handle, { warn() {}, error() {}, info() {} });
    const ctx = {
      deps: { db: handle.db, handle, realtime },
      usuario: {
        cd_sip: Number(gestor.cd_sip),
        user_sip: Number(gestor.user_sip),
        cd_unid: 1,
        apelido: 'bench',
        permissoes: [58],
        grupos: [],
        cd_setor: null,
      },
    };
    const corpo = (n) => {
      const cli = 900001 + (n % N_CLIENTES);
      const cds = cargosDe.get(cli);
      const linha = (i, qt) => ({
        cd_cargo_cliente: cds[i],
        qt_vagas: qt,
        vl_salario: '2.500,00',
        id_salario: 'M',
        cd_turno: Number(turno.cd),
        cd_centro_custo: `CC${1 + (i % 3)}`,
        cd_grau_instrucao_de: 3,
        cd_grau_instrucao_ate: 5,
        nr_idade_de: 18,
        nr_idade_ate: 50,
        cd_pessoa_analista: analistas[(n + i) % analistas.length],
      });
      return {
        cd_pessoa_cliente: cli,
        cd_empresa: 1,
        nm_requisitante: 'Marina Souza',
        ds_area: 'Produção',
        nr_pedido_cliente: `PED-${n}`,
        cd_tipo_contratacao: 1,
        id_setor: 'S',
        id_tipo_vaga: 'O',
        ds_observacoes: 'Operação de máquinas e conferência de carga.',
        beneficios: {
          id_transporte: 'C',
          ds_obs_transporte: '1',
          id_vale_refeicao: 'S',
          id_plano_saude: 'S',
        },
        linhas: [linha(0, 1), linha(1, 2), linha(2, 1)],
      };
    };
    const abrir = async (n) => {
      const t = performance.now();
      const r = await m.abrirRequisicao(ctx, m.aberturaRequisicaoBody.parse(corpo(n)));
      const ms = performance.now() - t;
      if (r.NR_VAGA.length !== 4) throw new Error(`requisition ${n}: ${r.NR_VAGA.length} vacancies`);
      return ms;
    };

    const seq = [];
    for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
      const ms = await abrir(i);
      if (i >= AQUECIMENTO) seq.push(ms);
    }
    const conc = [];
    const lote = Math.ceil(RUNS / CONCORRENCIA);
    await Promise.all(
      Array.from({ length: CONCORRENCIA }, async (_, w) => {
        for (let i = 0; i < lote; i++) conc.push(await abrir(100_000 + w * lote + i));
      }),
    );
    const [contagem] = await handle.query(
      `SELECT count(*)::int AS r, count(DISTINCT nr_requisicao)::int AS d FROM requisicao WHERE nr_pedido_cliente LIKE 'PED-%'`,
    );
    const linha = (nome, xs) =>
      console.log(
        `${nome.padEnd(38)} p50 ${fmt(percentil(xs, 50), 1)} ms  p95 ${fmt(percentil(xs, 95), 1)} ms  max ${fmt(Math.max(...xs), 1)} ms`,
      );
    console.log(
      `abertura de requisição, ${fmt(RUNS)} requisitions of 3 lines (4 vacancies each), ${fmt(N_VAGAS)} vacancies in the base (PostgreSQL)`,
    );
    linha('one at a time', seq);
    linha(`${CONCORRENCIA} at once`, conc);
    console.log(
      `${fmt(contagem.r)} requisitions opened, ${fmt(contagem.d)} distinct numbers; target p95 ≤ ${META_P95_MS} ms: ${
        percentil(seq, 95) <= META_P95_MS ? 'met' : 'NOT met'
      }`,
    );
  } finally {
    await handle.close();
  }
}

await main();
