import path from 'node:path';
import { bancoDoBench, carregarCodigoApi, fmt, percentil, ROOT } from './lib.mjs';

/**
 * Bulk actions on a vacancy's candidates (POST /api/vaga/:nrVaga/acoes-em-lote's and
 * POST /api/acoes-em-lote/:id/desfazer's services, each in its one transaction), on PostgreSQL: a
 * vacancy with BENCH_RELACIONADOS related candidates; BENCH_RUNS times, reject BENCH_LOTE of them
 * with a reason in one call, then undo it. Prints p50/max of each. Target: each ≤ 2 s.
 */

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const N_RELACIONADOS = Number(process.env.BENCH_RELACIONADOS ?? 5000);
const N_LOTE = Number(process.env.BENCH_LOTE ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const META_MS = 2000;
const NOME_BANCO = 'backoffice_bench_acoes_lote';

async function main() {
  const m = await carregarCodigoApi(
    'acoes-lote-bench',
    `
      export { openDb } from './apps/api/src/db/client';
      export { migrate } from 'drizzle-orm/node-postgres/migrator';
      export { ensureReferenceData } from './apps/api/src/seed/reference-data';
      export { RealtimeHub } from './apps/api/src/platform/realtime';
      export { aplicarAcaoLote, desfazerAcaoLote } from './apps/api/src/modules/vaga/acoes-lote/acoes-lote.service';
      export { acaoLoteBody } from './packages/domain/src/acoes-lote';
    `,
  );
  const banco = await bancoDoBench(ADMIN, NOME_BANCO);
  if (!banco) return;

  const handle = await m.openDb({ databaseUrl: banco.url, poolMax: 4 });
  try {
    await m.migrate(handle.db, { migrationsFolder: path.join(ROOT, 'apps/api/src/db/migrations') });
    await m.ensureReferenceData({ handle });
    await handle.query(
      `INSERT INTO empresa (cd_empresa, nm_empresa, cd_empresa_agrupadora, cd_uf, nm_cidade)
       VALUES (1, 'Joinville', 1, 'SC', 'Joinville') ON CONFLICT DO NOTHING`,
    );
    await handle.query(
      `INSERT INTO pessoa (cd_pessoa, nm_pessoa) VALUES (900001, 'Cliente'), (800001, 'Analista')`,
    );
    await handle.query(
      `INSERT INTO cliente (cd_pessoa, cd_empresa, nm_cidade, cd_uf) VALUES (900001, 1, 'Joinville', 'SC')`,
    );
    await handle.query(
      `INSERT INTO usuario (user_sip, nm_login, ds_senha_hash, apelido, cd_unid, cd_uf_unid, permissoes)
       VALUES (800001, 'bench1', 'x', 'bench1', 1, 'SC', '{58}')`,
    );
    const [u] = await handle.query('SELECT cd_sip FROM usuario WHERE user_sip = 800001');
    const [req] = await handle.query(
      `INSERT INTO requisicao (cd_pessoa_cliente, cd_empresa, cd_empresa_cliente, dt_requisicao, qt_vagas)
       VALUES (900001, 1, 1, current_date, 1) RETURNING nr_requisicao`,
    );
    const [vaga] = await handle.query(
      `INSERT INTO vaga (nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_tipo_contratacao,
                         cd_situacao_vaga, dt_abertura, cd_pessoa_analista, cd_usuario_analista)
       VALUES ($1, 1, 900001, 1, 1, 1, current_date, 800001, $2) RETURNING nr_vaga`,
      [req.nr_requisicao, u.cd_sip],
    );
    const nrVaga = Number(vaga.nr_vaga);
    await handle.query(
      `INSERT INTO pessoa (cd_pessoa, nm_pessoa, ds_email)
       SELECT 1000000 + g, 'Candidato ' || g, 'c' || g || '@example.com' FROM generate_series(1, ${N_RELACIONADOS}) g`,
    );
    await handle.query(
      `INSERT INTO candidato (cd_pessoa) SELECT 1000000 + g FROM generate_series(1, ${N_RELACIONADOS}) g`,
    );
    await handle.query(
      `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, dt_curriculo, cd_usuario)
       SELECT $1, 1000000 + g, 3 + g % 3, CASE WHEN g % 3 > 0 THEN now() - interval '2 days' END, $2
         FROM generate_series(1, ${N_RELACIONADOS}) g`,
      [nrVaga, u.cd_sip],
    );
    await handle.query(
      `INSERT INTO motivo_reprovacao (cd_motivo_reprovacao, ds_motivo_reprovacao, id_ativo)
       VALUES (900, 'Perfil', 'S') ON CONFLICT DO NOTHING`,
    );
    await handle.query('ANALYZE');

    const realtime = new m.RealtimeHub(handle, { warn() {}, error() {}, info() {} });
    const ctx = {
      deps: { db: handle.db, handle, realtime },
      usuario: {
        cd_sip: Number(u.cd_sip),
        user_sip: 800001,
        cd_unid: 1,
        apelido: 'bench1',
        permissoes: [58],
        grupos: [],
        cd_setor: null,
      },
    };
    const aplicar = [];
    const desfazer = [];
    for (let i = 0; i < RUNS; i++) {
      const inicio = 1 + ((i * N_LOTE) % (N_RELACIONADOS - N_LOTE + 1));
      const candidatos = Array.from({ length: N_LOTE }, (_, k) => 1000000 + inicio + k);
      const corpo = m.acaoLoteBody.parse({ tipo: 'reprovar', cd_motivo_reprovacao: 900, candidatos });
      let t = performance.now();
      const r = await m.aplicarAcaoLote(ctx, nrVaga, corpo);
      aplicar.push(performance.now() - t);
      if (r.aplicados !== N_LOTE) throw new Error(`run ${i}: ${r.aplicados} rejected`);
      t = performance.now();
      const d = await m.desfazerAcaoLote(ctx, r.id_acao_lote);
      desfazer.push(performance.now() - t);
      if (d.restaurados !== N_LOTE) throw new Error(`run ${i}: ${d.restaurados} restored`);
    }
    const [{ n: reprovados }] = await handle.query(
      `SELECT count(*)::int AS n FROM vaga_candidato WHERE nr_vaga = $1 AND id_situacao = 'R'`,
      [nrVaga],
    );
    if (reprovados !== 0) throw new Error(`${reprovados} still rejected after the undos`);
    const linha = (nome, xs) =>
      console.log(
        `${nome.padEnd(34)} p50 ${fmt(percentil(xs, 50), 1)} ms  max ${fmt(Math.max(...xs), 1)} ms`,
      );
    console.log(
      `ações em lote: ${fmt(RUNS)} runs, a vacancy with ${fmt(N_RELACIONADOS)} related candidates (PostgreSQL)`,
    );
    linha(`reject ${fmt(N_LOTE)} in one call`, aplicar);
    linha(`undo it (restore ${fmt(N_LOTE)})`, desfazer);
    const pior = Math.max(...aplicar, ...desfazer);
    console.log(`target each ≤ ${fmt(META_MS)} ms: ${pior <= META_MS ? 'met' : 'NOT met'}`);
  } finally {
    await handle.close();
  }
}

await main();
