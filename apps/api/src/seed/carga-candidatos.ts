import type pg from 'pg';
import type { DbHandle } from '../db/client';
import { copiar } from '../db/copia';
import {
  COLUNAS_CANDIDATO,
  gerarCandidatos,
  type LoteCandidatos,
  novoLote,
  TAMANHO_BLOCO,
} from './gerador-candidatos';

/** Tables a candidate load writes, in the order their rows depend on each other. */
const TABELAS_CARGA = [
  'pessoa',
  'candidato',
  'candidato_cargo',
  'candidato_emprego',
  'candidato_formacao',
  'candidato_idioma',
  'candidato_deficiencia',
] as const;

export interface OpcoesCargaCandidatos {
  quantidade: number;
  /** Business date the generated dates are spread back from (UTC midnight ms). */
  hoje: number;
  /**
   * Drop the secondary indexes and foreign keys of the loaded tables and rebuild them at the end.
   * Default: into an empty candidate table, or when the load has 20,000 rows or more and at least
   * doubles the table.
   */
  reconstruirIndices?: boolean;
  /** Candidates per COPY batch (a multiple of 1,000). */
  tamanhoLote?: number;
  log?: (mensagem: string) => void;
}

export interface ResultadoCargaCandidatos {
  primeiroCd: number;
  ultimoCd: number;
  tempos: Record<string, number>;
}

/** Tables whose indexes a large load drops and rebuilds: the loaded ones, and what their triggers fill. */
const TABELAS_INDICES = [...TABELAS_CARGA, 'candidato_busca'] as const;

/** Indexes the search-data computation reads by candidate: they stay during a load. */
const MANTER = [
  'candidato_emprego_candidato_idx',
  'candidato_formacao_candidato_idx',
  'candidato_deficiencia_candidato_idx',
];

/** Runs statements on one pooled connection (PostgreSQL) or the single PGlite connection. */
async function comConexao<T>(
  handle: DbHandle,
  fn: (q: (sql: string, p?: unknown[]) => Promise<unknown[]>) => Promise<T>,
) {
  if (handle.kind === 'pglite') return fn((sql, p) => handle.query(sql, p));
  const client: pg.PoolClient = await handle.pool!.connect();
  try {
    // index builds and VACUUM over a large load take minutes: no statement_timeout here (RESET gives
    // the connection back with the pool's own)
    await client.query('SET statement_timeout = 0');
    return await fn(async (sql, p) => (await client.query(sql, p as unknown[])).rows);
  } finally {
    let quebrada: Error | undefined;
    await client.query('RESET statement_timeout').catch((e: Error) => {
      quebrada = e;
    });
    client.release(quebrada);
  }
}

/**
 * Removes the secondary indexes and foreign keys of the given tables, recording their DDL in
 * carga_ddl_pendente first (same transaction), so restaurarIndices can always put them back.
 */
export async function removerIndices(handle: DbHandle, tabelas: readonly string[]): Promise<number> {
  return comConexao(handle, async (q) => {
    await q('BEGIN');
    try {
      const indices = (await q(
        `SELECT c.relname AS nome, pg_get_indexdef(i.indexrelid) AS ddl
           FROM pg_index i
           JOIN pg_class c ON c.oid = i.indexrelid
           JOIN pg_class t ON t.oid = i.indrelid
          WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
            AND NOT i.indisprimary AND NOT i.indisunique AND NOT (c.relname = ANY($2))
          ORDER BY c.relname`,
        [tabelas, MANTER],
      )) as { nome: string; ddl: string }[];
      const chaves = (await q(
        `SELECT k.conname AS nome, t.relname AS tabela, pg_get_constraintdef(k.oid) AS def
           FROM pg_constraint k
           JOIN pg_class t ON t.oid = k.conrelid
          WHERE k.contype = 'f' AND t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
          ORDER BY k.conname`,
        [tabelas],
      )) as { nome: string; tabela: string; def: string }[];
      const ddls = [
        ...indices.map((i) => i.ddl),
        ...chaves.map((k) => `ALTER TABLE ${k.tabela} ADD CONSTRAINT ${k.nome} ${k.def}`),
      ];
      if (ddls.length) {
        await q('INSERT INTO carga_ddl_pendente (ds_ddl) SELECT unnest($1::text[])', [ddls]);
      }
      for (const k of chaves) await q(`ALTER TABLE ${k.tabela} DROP CONSTRAINT ${k.nome}`);
      for (const i of indices) await q(`DROP INDEX ${i.nome}`);
      await q('COMMIT');
      return ddls.length;
    } catch (e) {
      await q('ROLLBACK');
      throw e;
    }
  });
}

/**
 * Re-creates whatever a load removed (also after an interrupted load). Indexes first, the big
 * text-search one started first, on up to two connections; then the foreign keys one by one
 * (adding two keys to the same referenced table at once would wait on each other's locks).
 */
export async function restaurarIndices(handle: DbHandle): Promise<number> {
  const pendentes = (await handle.query('SELECT id, ds_ddl FROM carga_ddl_pendente ORDER BY id')) as {
    id: number;
    ds_ddl: string;
  }[];
  if (!pendentes.length) return 0;
  const indices = pendentes
    .filter((p) => /^CREATE /i.test(p.ds_ddl))
    .sort((a, b) => Number(/tsv_pesquisa/.test(b.ds_ddl)) - Number(/tsv_pesquisa/.test(a.ds_ddl)));
  const chaves = pendentes.filter((p) => !/^CREATE /i.test(p.ds_ddl));
  const executar = async (
    q: (sql: string, p?: unknown[]) => Promise<unknown[]>,
    p: { id: number; ds_ddl: string },
  ) => {
    // an index may already exist when a previous restore stopped half-way
    await q(p.ds_ddl.replace(/^CREATE INDEX /i, 'CREATE INDEX IF NOT EXISTS '));
    await q('DELETE FROM carga_ddl_pendente WHERE id = $1', [p.id]);
  };
  const fila = [...indices];
  const trabalhador = () =>
    comConexao(handle, async (q) => {
      await q(`SET maintenance_work_mem TO '${handle.kind === 'pglite' ? '256MB' : '512MB'}'`);
      for (let p = fila.shift(); p; p = fila.shift()) await executar(q, p);
      await q('RESET maintenance_work_mem');
    });
  await Promise.all(handle.kind === 'pglite' ? [trabalhador()] : [trabalhador(), trabalhador()]);
  await comConexao(handle, async (q) => {
    for (const p of chaves) {
      const existe = (await q(`SELECT 1 FROM pg_constraint WHERE conname = $1`, [
        p.ds_ddl.split(' ')[5],
      ])) as unknown[];
      if (existe.length) await q('DELETE FROM carga_ddl_pendente WHERE id = $1', [p.id]);
      else await executar(q, p);
    }
  });
  return pendentes.length;
}

/** Reserves `quantidade` person codes after every code in use; answers the first one. */
export async function reservarCodigos(handle: DbHandle, quantidade: number): Promise<number> {
  const [r] = (await handle.query(
    `SELECT greatest(coalesce((SELECT max(cd_pessoa) FROM pessoa), 0),
                     (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END
                        FROM pessoa_cd_pessoa_seq))::bigint + 1 AS primeiro`,
  )) as { primeiro: number }[];
  const primeiro = Number(r.primeiro);
  if (quantidade > 0) {
    await handle.query(`SELECT setval('pessoa_cd_pessoa_seq', $1::bigint)`, [primeiro + quantidade - 1]);
  }
  return primeiro;
}

/**
 * Copies one batch. Without foreign keys (large loads) everything goes in parallel and the
 * candidates go to the staging table, to be inserted with their search data; with them, parents
 * go first and the search data is filled in afterwards.
 */
async function copiarLote(handle: DbHandle, lote: LoteCandidatos, semChaves: boolean): Promise<void> {
  const filhos = TABELAS_CARGA.slice(2).map((t) => lote[t]);
  if (semChaves) {
    const tarefas = [
      () => copiar(handle, lote.pessoa),
      () => copiar(handle, lote.candidato, 'carga_candidato'),
      ...filhos.map((b) => () => copiar(handle, b)),
    ];
    if (handle.kind === 'pglite') for (const t of tarefas) await t();
    else await Promise.all(tarefas.map((t) => t()));
    return;
  }
  await copiar(handle, lote.pessoa);
  await copiar(handle, lote.candidato);
  if (handle.kind === 'pglite') for (const b of filhos) await copiar(handle, b);
  else await Promise.all(filhos.map((b) => copiar(handle, b)));
}

/** Moves staged candidates into candidato, computing the search data with the database's functions. */
const SQL_INSERIR_PREPARADOS = `
  INSERT INTO candidato (${COLUNAS_CANDIDATO.join(', ')}, tsv_pesquisa, cargos_anos, idiomas_niveis, deficiencias)
  SELECT ${COLUNAS_CANDIDATO.join(', ')},
    vetor_pesquisa_candidato(cd_pessoa, ds_experiencia_profissional, ds_inf_experiencia,
      ds_responsabilidades_sociais, ds_hobbies),
    cargos_anos_candidato(cd_pessoa),
    idiomas_niveis_candidato(cd_pessoa),
    deficiencias_candidato(cd_pessoa)
  FROM carga_candidato
  WHERE cd_pessoa BETWEEN $1 AND $2`;

/**
 * Generates and loads `quantidade` candidates with their child rows through COPY, range by range.
 * Large loads drop the secondary indexes and foreign keys, stage the candidates and insert them
 * with the per-candidate search functions (vetor_pesquisa_candidato and the others of
 * calcular_pesquisa_candidato), then rebuild the indexes; small loads keep everything and call
 * atualizar_pesquisa_candidatos. On PostgreSQL two ranges are computed at a time while the next
 * batch is generated and copied. Deterministic for a given database state, quantity and date.
 */
export async function carregarCandidatos(
  handle: DbHandle,
  opcoes: OpcoesCargaCandidatos,
): Promise<ResultadoCargaCandidatos> {
  const log = opcoes.log ?? (() => {});
  const tempos: Record<string, number> = {};
  const medir = async <T>(nome: string, fn: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    try {
      return await fn();
    } finally {
      tempos[nome] = (tempos[nome] ?? 0) + (Date.now() - t);
    }
  };
  await medir('restaurar', () => restaurarIndices(handle));
  const n = opcoes.quantidade;
  const primeiroCd = await reservarCodigos(handle, n);
  if (n <= 0) return { primeiroCd, ultimoCd: primeiroCd - 1, tempos };

  const [{ total }] = (await handle.query('SELECT count(*)::int AS total FROM candidato')) as {
    total: number;
  }[];
  const reconstruir = opcoes.reconstruirIndices ?? (total === 0 || (n >= 20_000 && n >= total));
  if (reconstruir) {
    const removidos = await medir('remover_indices', () => removerIndices(handle, TABELAS_INDICES));
    log(`${removidos} índices e chaves removidos durante a carga`);
    await handle.query('DROP TABLE IF EXISTS carga_candidato');
    await handle.query('CREATE UNLOGGED TABLE carga_candidato (LIKE candidato INCLUDING DEFAULTS)');
    // each insert reads one range of the staged rows
    await handle.query('ALTER TABLE carga_candidato ADD PRIMARY KEY (cd_pessoa)');
  }

  const tamanhoLote = Math.max(
    TAMANHO_BLOCO,
    Math.floor((opcoes.tamanhoLote ?? 20_000) / TAMANHO_BLOCO) * TAMANHO_BLOCO,
  );
  const paralelo = handle.kind === 'pglite' ? 1 : 2;
  const emAndamento = new Set<Promise<void>>();
  let erro: unknown;
  const pesquisa = (de: number, ate: number) => {
    const p = medir('pesquisa', async () => {
      if (reconstruir) await handle.query(SQL_INSERIR_PREPARADOS, [de, ate]);
      else await handle.query('SELECT atualizar_pesquisa_candidatos($1, $2)', [de, ate]);
    })
      .catch((e) => {
        erro ??= e;
      })
      .finally(() => emAndamento.delete(p));
    emAndamento.add(p);
    return p;
  };

  for (let feito = 0; feito < n; feito += tamanhoLote) {
    const qtd = Math.min(tamanhoLote, n - feito);
    const lote = novoLote();
    const t = Date.now();
    gerarCandidatos(lote, primeiroCd + feito, feito, qtd, opcoes.hoje);
    tempos.gerar = (tempos.gerar ?? 0) + (Date.now() - t);
    await medir('copiar', () => copiarLote(handle, lote, reconstruir));
    if (erro) throw erro;
    if (feito === 0) {
      // fresh tables have no statistics, and the per-candidate lookups then plan about three times
      // slower; the first batch is a fair sample for the rest of the load
      await medir('analyze', async () => {
        for (const t of ['candidato_cargo', 'candidato_emprego', 'candidato_formacao', 'cargo']) {
          await handle.query(`ANALYZE ${t}`);
        }
        if (reconstruir) await handle.query('ANALYZE carga_candidato');
      });
    }
    // search data in two halves so two backends share the work
    const de = primeiroCd + feito;
    const meio = de + Math.ceil(qtd / 2);
    const ate = de + qtd - 1;
    if (paralelo === 1) {
      await pesquisa(de, ate);
    } else {
      // one computation per core; the next batch is generated and copied meanwhile
      while (emAndamento.size >= paralelo) await Promise.race(emAndamento);
      pesquisa(de, meio - 1);
      pesquisa(meio, ate);
    }
    log(`${feito + qtd} de ${n} candidatos`);
  }
  await Promise.all(emAndamento);
  if (erro) throw erro;

  if (reconstruir) {
    await handle.query('DROP TABLE carga_candidato');
    await medir('recriar_indices', () => restaurarIndices(handle));
  }
  await medir('analyze', () =>
    comConexao(handle, async (q) => {
      // the embedded database runs in this thread: a smaller sample keeps the first start short
      if (handle.kind === 'pglite') await q('SET default_statistics_target TO 30');
      // after a large load on the server, VACUUM too: the visibility map lets the language and
      // discard checks answer from their indexes alone, and hint bits are set once, not by searches
      const vacuo = handle.kind === 'postgres' && reconstruir;
      for (const t of TABELAS_INDICES) await q(vacuo ? `VACUUM (ANALYZE) ${t}` : `ANALYZE ${t}`);
      if (handle.kind === 'pglite') await q('RESET default_statistics_target');
    }),
  );
  return { primeiroCd, ultimoCd: primeiroCd + n - 1, tempos };
}
