import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/helpers';
import { ensureReferenceData } from './reference-data';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await ensureReferenceData({ handle: db.handle });
});
afterAll(async () => {
  await db?.drop();
});

const contar = async (sql: string, params: unknown[] = []) =>
  (await db.handle.query<{ n: number }>(`SELECT (${sql})::int AS n`, params))[0].n;

describe('ensureReferenceData', () => {
  it('loads the 27 states and every municipality', async () => {
    expect(await contar('SELECT count(*) FROM estado')).toBe(27);
    expect(await contar('SELECT count(*) FROM cidade')).toBeGreaterThanOrEqual(5570);
    const [joinville] = await db.handle.query<{ cd_cidade: number; cd_uf: string; cd_pais: number }>(
      `SELECT cd_cidade, cd_uf, cd_pais FROM cidade WHERE nm_cidade = 'Joinville'`,
    );
    expect(joinville).toEqual({ cd_cidade: 4209102, cd_uf: 'SC', cd_pais: 1 });
    expect(await contar(`SELECT count(*) FROM pais WHERE cd_pais = 1 AND nm_pais = 'Brasil'`)).toBe(1);
  });

  it('finds cities ignoring case and accents', async () => {
    const rows = await db.handle.query<{ nm_cidade: string }>(
      `SELECT nm_cidade FROM cidade WHERE cd_uf = 'SC' AND f_unaccent(lower(nm_cidade)) LIKE '%' || f_unaccent(lower($1)) || '%'`,
      ['JARAGUA'],
    );
    expect(rows.map((r) => r.nm_cidade)).toContain('Jaraguá do Sul');
  });

  it('loads real neighbourhoods of the demo cities, Joinville first', async () => {
    const rows = await db.handle.query<{ nm_bairro: string }>(
      `SELECT nm_bairro FROM bairro WHERE cd_uf = 'SC' AND nm_cidade = 'Joinville'`,
    );
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.map((r) => r.nm_bairro)).toEqual(
      expect.arrayContaining(['Centro', 'Boa Vista', 'Iririú', 'Costa e Silva']),
    );
    expect(await contar(`SELECT count(DISTINCT cd_cidade) FROM bairro`)).toBeGreaterThanOrEqual(10);
  });

  it('loads the catalogues with the codes the spec uses', async () => {
    const codigos = async (sql: string) => (await db.handle.query<{ c: number }>(sql)).map((r) => r.c);
    expect(await codigos('SELECT cd_situacao_vaga AS c FROM situacao_vaga ORDER BY 1')).toEqual([
      1, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
    expect(await codigos('SELECT cd_estagio_vaga AS c FROM estagio_vaga ORDER BY 1')).toEqual([
      3, 4, 5, 6, 7,
    ]);
    expect(await codigos('SELECT cd_tipo_contratacao AS c FROM tipo_contratacao ORDER BY 1')).toEqual([
      1, 2, 6, 10,
    ]);
    expect(await codigos('SELECT cd_tipo_deficiencia AS c FROM tipo_deficiencia ORDER BY 1')).toEqual([
      1, 2, 3, 4, 6, 7,
    ]);
    expect(await contar('SELECT count(*) FROM cargo')).toBeGreaterThanOrEqual(300);
    expect(await contar(`SELECT count(*) FROM cargo WHERE nm_cargo = 'Operador de Empilhadeira'`)).toBe(1);
    expect(await contar('SELECT count(*) FROM escolaridade')).toBeGreaterThanOrEqual(10);
    expect(await contar('SELECT count(*) FROM idioma')).toBeGreaterThanOrEqual(10);
    expect(await contar('SELECT count(*) FROM motivo_cancelamento')).toBeGreaterThan(5);
    expect(await contar('SELECT count(*) FROM motivo_reprovacao')).toBeGreaterThan(5);
    expect(await contar('SELECT count(*) FROM motivo_desistencia')).toBeGreaterThan(5);
    expect(await contar(`SELECT count(*) FROM area WHERE nm_area = 'Recursos Humanos'`)).toBe(1);
    // every hiring type has shifts to offer
    expect(await contar('SELECT count(DISTINCT cd_tipo_contratacao) FROM turno')).toBe(4);
  });

  it('does not bring back a default entry of a register the company deleted', async () => {
    await db.handle.query(`DELETE FROM area WHERE nm_area = 'Qualidade'`);
    const antes = await contar('SELECT count(*) FROM area');
    await ensureReferenceData({ handle: db.handle });
    expect(await contar('SELECT count(*) FROM area')).toBe(antes);
    expect(await contar(`SELECT count(*) FROM area WHERE nm_area = 'Qualidade'`)).toBe(0);
  });

  it('is idempotent and keeps the identity sequences past the explicit codes', async () => {
    const antes =
      (await contar('SELECT count(*) FROM cidade')) + (await contar('SELECT count(*) FROM cargo'));
    await ensureReferenceData({ handle: db.handle });
    const depois =
      (await contar('SELECT count(*) FROM cidade')) + (await contar('SELECT count(*) FROM cargo'));
    expect(depois).toBe(antes);
    const [novo] = await db.handle.query<{ cd_cargo: number }>(
      `INSERT INTO cargo (nm_cargo) VALUES ('Cargo Novo de Teste') RETURNING cd_cargo`,
    );
    expect(novo.cd_cargo).toBeGreaterThan(
      await contar('SELECT max(cd_cargo) FROM cargo WHERE nm_cargo <> $1', ['Cargo Novo de Teste']),
    );
  });
});
