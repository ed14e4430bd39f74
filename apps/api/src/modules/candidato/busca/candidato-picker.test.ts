import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const candidatos = [
    ['José Antônio Araújo', '52998224725', 'Joinville'],
    ['Maria José da Silva', '11144477735', null],
    ['Antonio Carlos', '98765432100', 'Itajaí'],
  ] as const;
  for (const [nome, cpf, cidade] of candidatos) {
    const [p] = await t.db.handle.query<{ cd_pessoa: number }>(
      `INSERT INTO pessoa (nm_pessoa, nr_documento_cpf) VALUES ($1, $2) RETURNING cd_pessoa`,
      [nome, cpf],
    );
    await t.db.handle.query(`INSERT INTO candidato (cd_pessoa, nm_cidade) VALUES ($1, $2)`, [
      p.cd_pessoa,
      cidade,
    ]);
  }
  // A staff member is a person too, but not a candidate.
  await t.db.handle.query(`INSERT INTO pessoa (nm_pessoa) VALUES ('Antônio do RH')`);
  cookie = await login(t.app, {});
});
afterAll(async () => {
  await t.close();
});

const buscar = (texto: string, c: string | null = cookie) =>
  injectAs(t.app, c ?? undefined, {
    method: 'GET',
    url: `/api/candidato/candidatos/${encodeURIComponent(texto)}`,
  });

describe('GET /api/candidato/candidatos/:text', () => {
  it('finds candidates by name ignoring case and accents, names starting with the text first', async () => {
    const res = await buscar('ANTONIO');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { CD_PESSOA: expect.any(Number), NM_PESSOA: 'Antonio Carlos', NM_CIDADE: 'Itajaí' },
      { CD_PESSOA: expect.any(Number), NM_PESSOA: 'José Antônio Araújo', NM_CIDADE: 'Joinville' },
    ]);
  });

  it('finds by the start of the CPF', async () => {
    const res = await buscar('111.444');
    expect(res.json().map((c: { NM_PESSOA: string }) => c.NM_PESSOA)).toEqual(['Maria José da Silva']);
  });

  it('refuses fewer than 3 characters', async () => {
    expect((await buscar('jo')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await buscar('jose', null)).statusCode).toBe(401);
  });
});
