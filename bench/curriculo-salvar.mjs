import path from 'node:path';
import pg from 'pg';
import { carregarCodigoApi, fmt, percentil, ROOT } from './lib.mjs';

/**
 * Save time of a full candidate record (POST candidato/salvar-curriculo's service, in its one
 * transaction): BENCH_RUNS new registrations (every section, 3 jobs, 2 courses, languages, software,
 * competencies, positions, a disability record, the web password hashed) and as many edits of the
 * same records, on PostgreSQL with BENCH_CANDIDATOS other candidates in the pool. Prints p50/p95/max.
 */

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const N_CANDIDATOS = Number(process.env.BENCH_CANDIDATOS ?? 20_000);
const AQUECIMENTO = 5;
const NOME_BANCO = 'backoffice_bench_curriculo';

function urlDoBanco() {
  const u = new URL(ADMIN);
  u.pathname = `/${NOME_BANCO}`;
  return u.toString();
}

async function main() {
  const m = await carregarCodigoApi(
    'curriculo-salvar-bench',
    `
      export { openDb } from './apps/api/src/db/client';
      export { migrate } from 'drizzle-orm/node-postgres/migrator';
      export { ensureReferenceData } from './apps/api/src/seed/reference-data';
      export { salvarCurriculo } from './apps/api/src/modules/candidato/cadastro/cadastro.service';
      export { salvarCurriculoCorpo } from './packages/domain/src/curriculo-cadastro';
      export { cpfDoNumero } from './apps/api/src/seed/documentos';
    `,
  );
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NOME_BANCO} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NOME_BANCO}`);
  await admin.end();

  const handle = await m.openDb({ databaseUrl: urlDoBanco(), poolMax: 4 });
  try {
    await m.migrate(handle.db, { migrationsFolder: path.join(ROOT, 'apps/api/src/db/migrations') });
    await m.ensureReferenceData({ handle });
    await handle.query(
      `INSERT INTO empresa (cd_empresa, nm_empresa, cd_empresa_agrupadora, cd_uf, nm_cidade)
       VALUES (1, 'Unidade 1', 1, 'SC', 'Joinville') ON CONFLICT DO NOTHING`,
    );
    // the pool: candidates with a vector, so the save's refresh works on a realistic index
    await handle.query(
      `INSERT INTO pessoa (cd_pessoa, nm_pessoa, nr_documento_cpf)
       SELECT 500000 + g, 'Candidato ' || g, lpad(g::text, 11, '0') FROM generate_series(1, ${N_CANDIDATOS}) g`,
    );
    await handle.query(
      `INSERT INTO candidato (cd_pessoa, nm_cidade, cd_uf, ds_experiencia_profissional)
       SELECT 500000 + g, 'Joinville', 'SC', 'Operador de empilhadeira, conferente, estoquista ' || g
         FROM generate_series(1, ${N_CANDIDATOS}) g`,
    );
    await handle.query(`SELECT atualizar_pesquisa_candidatos(500001, ${500000 + N_CANDIDATOS})`);
    await handle.query('ANALYZE');
    const cargos = (await handle.query('SELECT cd_cargo FROM cargo ORDER BY cd_cargo LIMIT 2')).map(
      (c) => c.cd_cargo,
    );

    const usuario = { cd_sip: 1, user_sip: 1, cd_unid: 1 };
    const deps = { db: handle.db, handle };
    const formulario = (n, cd) => ({
      cd_pessoa_candidato: cd ? String(cd) : '0',
      nm_pessoa: `Bench Cadastro ${n}`,
      nr_documento_cpf: m.cpfDoNumero(800_000_000 + n),
      ds_email: `bench${n}@example.com`,
      dt_nascimento: '1991-06-10',
      id_estado_civil: 'C',
      id_sexo: 'M',
      cd_pais: '1',
      cd_uf: 'SC',
      nm_cidade_origem: 'Joinville',
      cd_cep: '89201100',
      nm_cep: 'Rua XV de Novembro',
      nr_endereco: String(n),
      nm_bairro: 'Centro',
      nm_cidade_reside: 'Joinville',
      cd_uf_reside: 'SC',
      nr_telefone_cel: '47999998888',
      nr_telefone_res: '4733334444',
      id_turno_normal: 'S',
      nr_altura: '1,80',
      nr_peso: '80',
      pretensao_salarial: '3.500,00',
      id_possue_deficiencia: 'S',
      ds_experiencia_profissional: 'Operação de empilhadeira, conferência e inventário de estoque.',
      ...(cd
        ? {}
        : {
            nm_senha_web: 'abc123',
            nm_confirma_senha_web: 'abc123',
            ds_lembrete_senha_web: 'a de sempre',
            addEmprego: JSON.stringify(
              [1, 2, 3].map((k) => ({
                nm_pessoa_empresa: `Empresa ${k}`,
                nm_cargo: 'Operador de empilhadeira',
                dt_inicio: `201${k}-01-10`,
                dt_fim: `201${k + 1}-01-10`,
                ds_experiencia_profissional: 'Empilhadeira a gás, carga e descarga, inventário.',
              })),
            ),
            addCurso: JSON.stringify([
              { cd_nivel: 2, id_situacao: 'C', nm_pessoa_estab_ensino: 'EEB Central' },
              { cd_nivel: 9, id_situacao: 'C', nm_curso: 'NR11 Empilhadeira', nr_carga_horaria: 40 },
            ]),
            addIdioma: JSON.stringify([{ cd_idioma: 1 }, { cd_idioma: 2, id_fala: 3 }]),
            addSoftware: JSON.stringify([{ cd_conhecimento: 1 }, { cd_conhecimento: 2, id_conhecimento: 2 }]),
            addCompetencia: JSON.stringify([{ cd_competencia: 1, nr_nota: 4 }, { cd_competencia: 2 }]),
            addPcd: JSON.stringify([{ cd_tipo_deficiencia: 2, cd_cid: 'H90', dt_validade: '2024-01-01' }]),
          }),
      cargosSelecionados: JSON.stringify(cargos.map((c, i) => ({ CD_CARGO: c, NR_EXPERIENCIA: i + 2 }))),
    });

    const medir = async (n, cd) => {
      const corpo = m.salvarCurriculoCorpo.parse(formulario(n, cd));
      const t = performance.now();
      const r = await m.salvarCurriculo({ deps, usuario }, corpo);
      const ms = performance.now() - t;
      if (r.status !== 1) throw new Error(`save ${n}: ${r.message}`);
      return { ms, cd: r.cd_pessoa };
    };
    const novos = [];
    const codigos = [];
    for (let i = 0; i < AQUECIMENTO + RUNS; i++) {
      const { ms, cd } = await medir(i, null);
      codigos.push(cd);
      if (i >= AQUECIMENTO) novos.push(ms);
    }
    const edicoes = [];
    for (let i = 0; i < codigos.length; i++) {
      const { ms } = await medir(i, codigos[i]);
      if (i >= AQUECIMENTO) edicoes.push(ms);
    }
    const linha = (nome, xs) =>
      console.log(
        `${nome.padEnd(34)} p50 ${fmt(percentil(xs, 50), 1)} ms  p95 ${fmt(percentil(xs, 95), 1)} ms  max ${fmt(Math.max(...xs), 1)} ms`,
      );
    console.log(
      `salvar-curriculo, ${RUNS} saves each, ${fmt(N_CANDIDATOS)} candidates in the pool (PostgreSQL)`,
    );
    linha('new full record (password hashed)', novos);
    linha('edit of a full record', edicoes);
  } finally {
    await handle.close();
  }
}

await main();
