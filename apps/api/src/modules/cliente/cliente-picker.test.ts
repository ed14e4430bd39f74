import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await criarUnidade(t.app.deps.db, { cd_empresa: 1 });
  const clientes = [
    ['Indústria Catarinense de Parafusos Ltda', 'PARAFUSOS SC', '11222333000181', 'S'],
    ['Parafusaria Joinville', null, '44555666000199', 'S'],
    ['Confecções São João', 'SAO JOAO', '77888999000100', 'S'],
    ['Parafusos Desativados', null, null, 'N'],
  ] as const;
  for (const [nome, apelido, cnpj, ativo] of clientes) {
    const [p] = await t.db.handle.query<{ cd_pessoa: number }>(
      `INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa, nm_apelido, nr_documento_cnpj) VALUES ('J', $1, $2, $3)
       RETURNING cd_pessoa`,
      [nome, apelido, cnpj],
    );
    await t.db.handle.query(`INSERT INTO cliente (cd_pessoa, cd_empresa, id_ativo) VALUES ($1, 1, $2)`, [
      p.cd_pessoa,
      ativo,
    ]);
  }
  cookie = await login(t.app, {});
});
afterAll(async () => {
  await t.close();
});

const buscar = (texto: string, max = 60, c: string | null = cookie) =>
  injectAs(t.app, c ?? undefined, {
    method: 'GET',
    url: `/api/cliente/clientes/${encodeURIComponent(texto)}/${max}`,
  });

describe('GET /api/cliente/clientes/:text/:maxChars', () => {
  it('finds active clients by name ignoring case and accents, those starting with the text first', async () => {
    const res = await buscar('PARAFUS');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { NM_PESSOA: string }) => c.NM_PESSOA)).toEqual([
      'Parafusaria Joinville',
      'Indústria Catarinense de Parafusos Ltda',
    ]);
    const [primeiro] = (await buscar('sao joao')).json();
    expect(primeiro).toEqual({
      CD_PESSOA: expect.any(Number),
      NM_PESSOA: 'Confecções São João',
      NM_APELIDO: 'SAO JOAO',
      CD_EMPRESA: 1,
      NR_DOCUMENTO_CNPJ: '77888999000100',
    });
  });

  it('finds by nickname and by the start of the CNPJ', async () => {
    expect((await buscar('parafusos sc')).json()).toHaveLength(1);
    const res = await buscar('44.555');
    expect(res.json().map((c: { NM_PESSOA: string }) => c.NM_PESSOA)).toEqual(['Parafusaria Joinville']);
  });

  it('cuts names to maxChars', async () => {
    const res = await buscar('industria', 12);
    expect(res.json()[0].NM_PESSOA).toBe('Indústria Ca');
  });

  it('treats % and _ as plain characters', async () => {
    expect((await buscar('%%%')).json()).toEqual([]);
  });

  it('refuses fewer than 3 characters', async () => {
    const res = await buscar('pa');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Digite ao menos 3 caracteres para pesquisar');
  });

  it('needs a session', async () => {
    expect((await buscar('parafuso', 60, null)).statusCode).toBe(401);
  });
});
