import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/helpers';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.drop();
});

describe('migrations', () => {
  it('create the model', async () => {
    const rows = await db.handle.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const tabelas = rows.map((r) => r.table_name);
    for (const t of [
      'pessoa',
      'empresa',
      'usuario',
      'sessao',
      'candidato',
      'candidato_cargo',
      'candidato_emprego',
      'candidato_formacao',
      'candidato_idioma',
      'candidato_deficiencia',
      'candidato_historico',
      'cliente',
      'cliente_contato',
      'pessoa_telefone',
      'cargo',
      'cargo_cliente',
      'centro_custo',
      'tipo_processo',
      'turno',
      'requisicao',
      'vaga',
      'vaga_candidato',
      'vaga_historico',
      'situacao_vaga',
      'estagio_vaga',
      'tipo_contratacao',
      'motivo_cancelamento',
      'escolaridade',
      'idioma',
      'pais',
      'estado',
      'cidade',
      'bairro',
      'agendamento',
      'aviso',
    ]) {
      expect(tabelas).toContain(t);
    }
  });

  it('creates the search indexes of the candidate', async () => {
    const rows = await db.handle.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'candidato'`,
    );
    const def = (n: string) => rows.find((r) => r.indexname === n)?.indexdef ?? '';
    expect(def('candidato_tsv_idx')).toMatch(
      /USING gin \(tsv_pesquisa, semana_pesquisa\(alterado_em\)\) WITH \(fastupdate='?(false|off)'?\)/,
    );
    expect(def('candidato_cargos_anos_idx')).toMatch(/USING gin \(cargos_anos\)/);
    expect(def('candidato_uf_alterado_idx')).toMatch(/\(cd_uf, alterado_em\)/);
    expect(def('candidato_uf_cidade_bairro_alterado_idx')).toMatch(
      /\(cd_uf, nm_cidade, nm_bairro, alterado_em\)/,
    );
    expect(def('candidato_cidade_alterado_idx')).toMatch(/\(nm_cidade, alterado_em\)/);
  });
});

describe('text search configuration pt_unaccent', () => {
  it('ignores accents and plurals', async () => {
    const [r] = await db.handle.query<{ a: boolean; b: boolean; c: boolean; d: boolean }>(
      `SELECT to_tsvector('pt_unaccent', 'Experiência em logística') @@ plainto_tsquery('pt_unaccent', 'experiencias') AS a,
              to_tsvector('pt_unaccent', 'operador de empilhadeiras') @@ plainto_tsquery('pt_unaccent', 'EMPILHADEIRA') AS b,
              to_tsvector('pt_unaccent', 'gestão de produção') @@ plainto_tsquery('pt_unaccent', 'gestao producao') AS c,
              to_tsvector('pt_unaccent', 'soldador') @@ plainto_tsquery('pt_unaccent', 'costureira') AS d`,
    );
    expect(r).toEqual({ a: true, b: true, c: true, d: false });
  });
});

describe('atualizar_pesquisa_candidato', () => {
  it('recomputes the vector and cargos_anos from the candidate and its child rows', async () => {
    const q = db.handle.query.bind(db.handle);
    await q(
      `INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (501, 'Soldador'), (502, 'Operador de Empilhadeira')`,
    );
    const [p] = await q<{ cd_pessoa: number }>(
      `INSERT INTO pessoa (nm_pessoa) VALUES ('Maria Teste') RETURNING cd_pessoa`,
    );
    const id = p.cd_pessoa;
    await q(
      `INSERT INTO candidato (cd_pessoa, ds_experiencia_profissional) VALUES ($1, 'Trabalho em equipe')`,
      [id],
    );
    await q(
      `INSERT INTO candidato_cargo (cd_pessoa_candidato, cd_cargo, nr_experiencia) VALUES ($1, 501, 3.5)`,
      [id],
    );
    await q('SELECT atualizar_pesquisa_candidato($1)', [id]);

    const busca = async (termo: string) =>
      (
        await q<{ n: number }>(
          `SELECT count(*)::int AS n FROM candidato WHERE cd_pessoa = $1 AND tsv_pesquisa @@ plainto_tsquery('pt_unaccent', $2)`,
          [id, termo],
        )
      )[0].n;
    expect(await busca('soldadores')).toBe(1);
    expect(await busca('logística')).toBe(0);
    expect(
      (await q<{ c: number[] }>('SELECT cargos_anos AS c FROM candidato WHERE cd_pessoa = $1', [id]))[0].c,
    ).toEqual([50103]);

    // a child change shows only after the function runs again
    await q(
      `INSERT INTO candidato_emprego (cd_pessoa_candidato, nm_pessoa_empresa, nm_cargo, dt_inicio, ds_experiencia_profissional)
       VALUES ($1, 'Transportes Ágil', 'Auxiliar de Logística', '2020-01-01', 'Conferência de cargas e expedição')`,
      [id],
    );
    await q(
      `INSERT INTO candidato_cargo (cd_pessoa_candidato, cd_cargo, nr_experiencia) VALUES ($1, 502, 0.6)`,
      [id],
    );
    expect(await busca('logistica')).toBe(0);
    await q('SELECT atualizar_pesquisa_candidato($1)', [id]);
    expect(await busca('logistica')).toBe(1);
    expect(await busca('conferencias')).toBe(1);
    expect(
      (await q<{ c: number[] }>('SELECT cargos_anos AS c FROM candidato WHERE cd_pessoa = $1', [id]))[0].c,
    ).toEqual([50103, 50200]);

    // positions weigh more than descriptions
    const [w] = await q<{ a: number; b: number }>(
      `SELECT ts_rank(tsv_pesquisa, to_tsquery('pt_unaccent', 'auxiliar')) AS a,
              ts_rank(tsv_pesquisa, to_tsquery('pt_unaccent', 'carga')) AS b
         FROM candidato WHERE cd_pessoa = $1`,
      [id],
    );
    expect(w.a).toBeGreaterThan(w.b);

    await q('DELETE FROM candidato_emprego WHERE cd_pessoa_candidato = $1', [id]);
    await q('SELECT atualizar_pesquisa_candidato($1)', [id]);
    expect(await busca('logistica')).toBe(0);
  });
});
