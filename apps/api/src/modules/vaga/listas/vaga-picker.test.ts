import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarPessoa, criarUnidade } from '../../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let cookie: string;
let analista: number;
const vagas: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.handle;
  await criarUnidade(t.app.deps.db, { cd_empresa: 1 });
  await criarUnidade(t.app.deps.db, { cd_empresa: 2 });
  const s = await loginComUsuario(t.app, { nm_pessoa: 'Ana Seleção' });
  cookie = s.cookie;
  analista = s.usuario.user_sip;
  await db.query(`INSERT INTO situacao_vaga (cd_situacao_vaga, nm_situacao_vaga) VALUES
    (1, 'Aberta'), (5, 'Cancelada'), (7, 'Cliente')`);
  await db.query(`INSERT INTO tipo_contratacao (cd_tipo_contratacao, nm_tipo_contratacao, id_tipo_contratacao)
    VALUES (1, 'Temporário', 'TE')`);
  await db.query(
    `INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (1, 'Operador de Empilhadeira'), (2, 'Assistente Financeiro')`,
  );
  const cliente = await criarPessoa(t.app.deps.db, { nm_pessoa: 'Logística Ágil' });
  await db.query(`INSERT INTO cliente (cd_pessoa, cd_empresa) VALUES ($1, 1)`, [cliente]);
  const [r] = await db.query<{ nr_requisicao: number }>(
    `INSERT INTO requisicao (cd_pessoa_cliente, cd_empresa, dt_requisicao) VALUES ($1, 1, '2024-01-01') RETURNING nr_requisicao`,
    [cliente],
  );
  const linhas = [
    // name, unit, type, recruitment, situation, position, analyst, opened
    ['empilhadeira', 1, 'O', 'S', 1, 1, analista, '2024-03-01'],
    ['financeiro', 1, 'A', 'N', 1, 2, analista, '2024-03-05'],
    ['cancelada', 1, 'O', 'S', 5, 1, analista, '2024-03-10'],
    ['outra-unidade', 2, 'O', 'S', 7, 1, null, '2024-02-01'],
  ] as const;
  for (const [nome, unidade, tipo, rec, sit, cargo, an, dt] of linhas) {
    const [v] = await db.query<{ nr_vaga: number }>(
      `INSERT INTO vaga (nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_tipo_contratacao,
                         id_tipo_vaga, id_recrutamento, cd_situacao_vaga, cd_cargo, cd_pessoa_analista, dt_abertura)
       VALUES ($1, $2, $3, 1, 1, $4, $5, $6, $7, $8, $9) RETURNING nr_vaga`,
      [r.nr_requisicao, unidade, cliente, tipo, rec, sit, cargo, an, dt],
    );
    vagas[nome] = v.nr_vaga;
  }
});
afterAll(async () => {
  await t.close();
});

const buscar = (query: string, c: string | null = cookie) =>
  injectAs(t.app, c ?? undefined, { method: 'GET', url: `/api/vaga/vagas-selecao-relacionar${query}` });
const numeros = (res: { json(): { NR_VAGA: number }[] }) => res.json().map((v) => v.NR_VAGA);

describe('GET /api/vaga/vagas-selecao-relacionar', () => {
  it('lists vacancies newest first with position, client and situation', async () => {
    const res = await buscar('');
    expect(res.statusCode).toBe(200);
    expect(numeros(res)).toEqual([
      vagas.cancelada,
      vagas.financeiro,
      vagas.empilhadeira,
      vagas['outra-unidade'],
    ]);
    expect(res.json()[1]).toEqual({
      NR_VAGA: vagas.financeiro,
      NR_REQUISICAO: expect.any(Number),
      NM_CARGO: 'Assistente Financeiro',
      NM_PESSOA_CLIENTE: 'Logística Ágil',
      CD_PESSOA_CLIENTE: expect.any(Number),
      CD_EMPRESA: 1,
      CD_SITUACAO_VAGA: 1,
      NM_SITUACAO_VAGA: 'Aberta',
      NM_PESSOA_ANALISTA: 'Ana Seleção',
      DT_ABERTURA: '2024-03-05',
    });
  });

  it('filters by open situation, unit, type, sector and analyst', async () => {
    expect(numeros(await buscar('?aberta=S'))).toEqual([
      vagas.financeiro,
      vagas.empilhadeira,
      vagas['outra-unidade'],
    ]);
    expect(numeros(await buscar('?aberta=N'))).toEqual([vagas.cancelada]);
    expect(numeros(await buscar('?cd_empresa=2'))).toEqual([vagas['outra-unidade']]);
    expect(numeros(await buscar('?tipo_vaga=A'))).toEqual([vagas.financeiro]);
    expect(numeros(await buscar('?setor=S'))).toEqual([vagas.financeiro]);
    expect(numeros(await buscar(`?analyst=${analista}&aberta=S`))).toEqual([
      vagas.financeiro,
      vagas.empilhadeira,
    ]);
  });

  it('matches the text on position or client without accents, or on the number', async () => {
    expect(numeros(await buscar('?text=EMPILHADEIRA&aberta=S'))).toEqual([
      vagas.empilhadeira,
      vagas['outra-unidade'],
    ]);
    expect(numeros(await buscar('?text=logistica%20agil&tipo_vaga=A'))).toEqual([vagas.financeiro]);
    expect(numeros(await buscar(`?text=${vagas.financeiro}`))).toContain(vagas.financeiro);
  });

  it('refuses unknown codes in the filters', async () => {
    expect((await buscar('?tipo_vaga=X')).statusCode).toBe(400);
    expect((await buscar('?setor=Z')).statusCode).toBe(400);
    expect((await buscar('?cd_empresa=abc')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await buscar('', null)).statusCode).toBe(401);
  });
});

describe('GET /api/vaga/vagas-atendimento/{cd_sip}/{text}', () => {
  let cookieAgenda: string;
  const buscarAtendimento = (cdSip: number, text: string, c: string | null = cookieAgenda) =>
    injectAs(t.app, c ?? undefined, {
      method: 'GET',
      url: `/api/vaga/vagas-atendimento/${cdSip}/${encodeURIComponent(text)}`,
    });
  let cdSip: number;
  let outra: { cookie: string; cdSip: number };

  beforeAll(async () => {
    cdSip = (
      await t.db.handle.query<{ cd_sip: number }>('SELECT cd_sip FROM usuario WHERE user_sip = $1', [
        analista,
      ])
    )[0].cd_sip;
    const s = await loginComUsuario(t.app, { nm_pessoa: 'Bia Outra Unidade', cd_unid: 2, permissoes: [58] });
    outra = { cookie: s.cookie, cdSip: s.usuario.cd_sip };
    cookieAgenda = (await loginComUsuario(t.app, { permissoes: [58] })).cookie;
  });

  it("lists the open vacancies of the user's unit, the user's own first, with the analyst for the appointment", async () => {
    const res = await buscarAtendimento(cdSip, 'logística');
    expect(res.statusCode, res.body).toBe(200);
    // open ones only (the cancelled is out), unit 1 only (the other unit's is out)
    expect(numeros(res)).toEqual([vagas.financeiro, vagas.empilhadeira]);
    expect(res.json()[0]).toMatchObject({
      NR_VAGA: vagas.financeiro,
      NM_CARGO: 'Assistente Financeiro',
      NM_PESSOA_CLIENTE: 'Logística Ágil',
      CD_PESSOA_ANALISTA: analista,
      NM_PESSOA_ANALISTA: 'Ana Seleção',
      CD_EMPRESA: 1,
    });
  });

  it("matches the position; another unit's user gets that unit's", async () => {
    expect(numeros(await buscarAtendimento(cdSip, 'EMPILHA'))).toEqual([vagas.empilhadeira]);
    // the other unit's user sees its unit's open vacancy
    expect(numeros(await buscarAtendimento(outra.cdSip, 'empilhadeira', outra.cookie))).toEqual([
      vagas['outra-unidade'],
    ]);
    // an unknown user has none
    expect(numeros(await buscarAtendimento(999_999, 'empilhadeira'))).toEqual([]);
  });

  it('needs 3 characters, a valid user code, a session and a scheduling permission', async () => {
    expect((await buscarAtendimento(cdSip, 'ab')).statusCode).toBe(400);
    expect((await buscarAtendimento(0, 'logistica')).statusCode).toBe(400);
    expect((await buscarAtendimento(cdSip, 'logistica', null)).statusCode).toBe(401);
    const sem = await loginComUsuario(t.app, { permissoes: [107] });
    expect((await buscarAtendimento(cdSip, 'logistica', sem.cookie)).statusCode).toBe(403);
  });
});
