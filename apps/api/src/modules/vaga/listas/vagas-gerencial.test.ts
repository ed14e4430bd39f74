import {
  LIMITES_EXPORTACAO,
  LIMITES_MOVIMENTACAO_CANDIDATOS,
  MENSAGENS_GERENCIAL,
} from '@backoffice/domain/gerencial';
import { dataNegocio, somarDias } from '@backoffice/domain/vaga-prazo';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../../test/factories';
import {
  createTestApp,
  injectAs,
  loginComUsuario,
  type Sessao,
  type TestApp,
} from '../../../../test/helpers';
import {
  criarCandidato,
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
} from '../../../../test/vaga-fixtures';

let t: TestApp;
let gil: Sessao;
let ana: Sessao;
let otto: Sessao;
let metal: number;
const hoje = dataNegocio();
const v: Record<string, number> = {};
const c: Record<string, number> = {};

async function vaga(nome: string, analista: Sessao, dados: DadosVaga): Promise<void> {
  const db = t.app.deps.db;
  const cdEmpresa = dados.cd_empresa ?? 1;
  const req = await criarRequisicao(db, metal, cdEmpresa);
  v[nome] = await criarVaga(
    db,
    { cliente: metal, requisicao: req, cdEmpresa },
    { cd_pessoa_analista: analista.usuario.user_sip, cd_usuario_analista: analista.usuario.cd_sip, ...dados },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville' });
  await criarUnidade(db, { cd_empresa: 330, nm_empresa: 'São Paulo', cd_uf: 'SP', nm_cidade: 'São Paulo' });
  gil = await loginComUsuario(t.app, { permissoes: [59], nm_pessoa: 'Gil Gerente', cd_unid: 1 });
  ana = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Ana Analista', cd_unid: 1 });
  otto = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Otto Atrasado', cd_unid: 330 });
  metal = await criarCliente(db, 'Metalúrgica Joinville');
  await vaga('aberta', ana, { dt_abertura: somarDias(hoje, -3) });
  await vaga('congelada', ana, { cd_situacao_vaga: 13, dt_abertura: somarDias(hoje, -4) });
  await vaga('fechada', ana, { cd_situacao_vaga: 6, dt_abertura: somarDias(hoje, -5) });
  await vaga('pcd', ana, { id_vaga_pcd: 'S', id_recrutamento: 'S', dt_abertura: somarDias(hoje, -6) });
  // an overdue vacancy of another analyst: the manager's list is not blocked by anyone's overdue ones
  await vaga('atrasada', otto, { cd_empresa: 330, dt_abertura: somarDias(hoje, -200) });
  await vaga('temporaria', ana, { cd_tipo_contratacao: 2, dt_abertura: somarDias(hoje, -7) });

  // candidates moving on the vacancies: pending today, rejected 10 days ago, one 40 days ago, one on
  // another grouping's vacancy, one on a temporary vacancy
  for (const nome of ['pendente', 'reprovado', 'antigo', 'outraUnidade', 'temporario'])
    c[nome] = await criarCandidato(db, `Cand ${nome}`);
  const rel = (nr: number, cd: number, situacao: string | null, dias: number) =>
    t.app.deps.handle.query(
      `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao, criado_em, alterado_em)
       VALUES ($1, $2, 3, $3, now() - make_interval(days => $4 + 1), now() - make_interval(days => $4))`,
      [nr, cd, situacao, dias],
    );
  await rel(v.aberta, c.pendente, null, 0);
  await rel(v.fechada, c.reprovado, 'R', 10);
  await rel(v.aberta, c.antigo, null, 40);
  await rel(v.atrasada, c.outraUnidade, null, 1);
  await rel(v.temporaria, c.temporario, null, 1);
});
afterAll(async () => {
  await t?.close();
});

const post = (corpo: Record<string, unknown>, s: Sessao = gil) =>
  injectAs(t.app, s.cookie, { method: 'POST', url: '/api/vaga/vagas-selecao-gerencial', payload: corpo });
async function nrs(corpo: Record<string, unknown>, s: Sessao = gil): Promise<number[]> {
  const r = await post(corpo, s);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().VAGAS.map((l: { NR_VAGA: number }) => l.NR_VAGA);
}

describe('POST vaga/vagas-selecao-gerencial (spec 002 §2.4, §7)', () => {
  it("lists everybody's vacancies by default, newest first", async () => {
    expect(await nrs({})).toEqual([v.aberta, v.congelada, v.fechada, v.pcd, v.temporaria, v.atrasada]);
    expect(await nrs({ tipo_vagas: 'M' })).toEqual([]);
    expect(await nrs({ cd_pessoa_analista: otto.usuario.user_sip })).toEqual([v.atrasada]);
  });

  it('takes every status flag, as booleans or S/N, and the other filters', async () => {
    expect(await nrs({ congelada: true })).toEqual([v.congelada]);
    expect(await nrs({ fechada: 'S', aberta: true })).toEqual([
      v.aberta,
      v.fechada,
      v.pcd,
      v.temporaria,
      v.atrasada,
    ]);
    expect(await nrs({ fechada: false, congelada: 'N', aberta: 'S', cd_unidade: 1 })).toEqual([
      v.aberta,
      v.pcd,
      v.temporaria,
    ]);
    expect(await nrs({ somente_pcd: true })).toEqual([v.pcd]);
    expect(await nrs({ setor: 'S' })).toEqual([v.pcd]);
    expect(await nrs({ inicio: somarDias(hoje, -5), termino: somarDias(hoje, -4) })).toEqual([
      v.congelada,
      v.fechada,
    ]);
  });

  it('refuses bad input (400) and users without code 59 (403)', async () => {
    for (const corpo of [{ aberta: 'sim' }, { tipo_vagas: 'X' }, { nr_vaga: -1 }, { inicio: '2025-13-01' }])
      expect((await post(corpo)).statusCode, JSON.stringify(corpo)).toBe(400);
    expect((await post({}, ana)).statusCode).toBe(403);
  });
});

const movimentacao = (corpo: Record<string, unknown>, s: Sessao = gil) =>
  injectAs(t.app, s.cookie, { method: 'POST', url: '/api/candidato/relatorio-mov-cand', payload: corpo });
async function candidatos(corpo: Record<string, unknown>): Promise<number[]> {
  const r = await movimentacao(corpo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().map((l: { CD_PESSOA: number }) => l.CD_PESSOA);
}

describe('POST candidato/relatorio-mov-cand (spec 002 §2.4, §7, §9)', () => {
  it('defaults: every state, hiring type 1, the last 30 days, my grouping; newest movement first', async () => {
    expect(await candidatos({})).toEqual([c.pendente, c.reprovado]);
    const [l] = (await movimentacao({})).json();
    expect(l).toMatchObject({
      CD_PESSOA: c.pendente,
      NM_PESSOA: 'Cand pendente',
      NR_VAGA: v.aberta,
      NM_CLIENTE: 'Metalúrgica Joinville',
      NM_ANALISTA: 'Ana Analista',
      CD_ESTAGIO_VAGA: 3,
      ID_SITUACAO: null,
    });
  });

  it('filters by state, hiring type, period, unit and analyst', async () => {
    expect(await candidatos({ status_cand: 'R' })).toEqual([c.reprovado]);
    expect(await candidatos({ status_cand: 'P' })).toEqual([c.pendente]);
    expect(await candidatos({ tipo_vaga: 2 })).toEqual([c.temporario]);
    expect(await candidatos({ inicio: somarDias(hoje, -60) })).toEqual([c.pendente, c.reprovado, c.antigo]);
    expect(await candidatos({ cd_unidade: 330 })).toEqual([c.outraUnidade]);
    expect(await candidatos({ cd_pessoa_analista: otto.usuario.user_sip })).toEqual([]);
  });

  it("refuses a start after the end with the spec's text, a bad state (400), and users without 59 (403)", async () => {
    const r = await movimentacao({ inicio: hoje, termino: somarDias(hoje, -1) });
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toContain(MENSAGENS_GERENCIAL.periodoInvalido);
    expect((await movimentacao({ status_cand: 'X' })).statusCode).toBe(400);
    expect((await movimentacao({}, ana)).statusCode).toBe(403);
  });
});

const exportar = (formato: string, corpo: Record<string, unknown>, s: Sessao = gil) =>
  injectAs(t.app, s.cookie, {
    method: 'POST',
    url: '/api/candidato/relatorio-mov-cand/exportar',
    query: { formato },
    payload: corpo,
  });

describe('POST candidato/relatorio-mov-cand/exportar (spec 002 §2.4: each report exported with its filter)', () => {
  it('writes the report of the same filter as CSV (; and a BOM) and as XLSX', async () => {
    const csv = await exportar('csv', { status_cand: 'R' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('movimentacao-candidatos.csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const linhas = csv.body.slice(1).trim().split('\r\n');
    expect(linhas[0]).toBe(
      'Código;Candidato;Vaga;Cargo;Cliente;Analista;Estágio;Situação;Relacionado em;Movimentação',
    );
    expect(linhas.slice(1).map((l) => l.split(';').slice(0, 3))).toEqual([
      [String(c.reprovado), 'Cand reprovado', String(v.fechada)],
    ]);
    expect(linhas[1]).toContain(';Reprovado;');

    const xlsx = await exportar('xlsx', {});
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const folha = livro.worksheets[0];
    expect(folha.getRow(1).getCell(2).value).toBe('Candidato');
    expect([folha.getRow(2).getCell(1).value, folha.getRow(3).getCell(1).value]).toEqual([
      c.pendente,
      c.reprovado,
    ]);
    expect(folha.rowCount).toBe(3);
  });

  it('streams past a batch: every row once, in order', async () => {
    const h = t.app.deps.handle;
    const n = LIMITES_EXPORTACAO.lote + 150;
    const req = await criarRequisicao(t.app.deps.db, metal, 1);
    const nr = await criarVaga(
      t.app.deps.db,
      { cliente: metal, requisicao: req },
      { cd_tipo_contratacao: 10 },
    );
    await h.query(
      `WITH p AS (INSERT INTO pessoa (nm_pessoa) SELECT 'Lote ' || i FROM generate_series(1, $1) i RETURNING cd_pessoa),
            c AS (INSERT INTO candidato (cd_pessoa) SELECT cd_pessoa FROM p RETURNING cd_pessoa)
       INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, alterado_em)
       SELECT $2, cd_pessoa, 3, now() - make_interval(secs => (cd_pessoa % 7)) FROM c`,
      [n, nr],
    );
    const csv = await exportar('csv', { tipo_vaga: 10 });
    expect(csv.statusCode).toBe(200);
    const codigos = csv.body
      .slice(1)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => Number(l.split(';')[0]));
    expect(codigos).toHaveLength(n);
    expect(new Set(codigos).size).toBe(n);
    // the screen's answer is the newest of them, in the same order
    const json = (await movimentacao({ tipo_vaga: 10 }))
      .json()
      .map((l: { CD_PESSOA: number }) => l.CD_PESSOA);
    expect(json).toHaveLength(LIMITES_MOVIMENTACAO_CANDIDATOS.maxLinhas);
    expect(codigos.slice(0, json.length)).toEqual(json);
  });

  it('refuses a bad format (400) and users without code 59 (403)', async () => {
    expect((await exportar('pdf', {})).statusCode).toBe(400);
    expect((await exportar('csv', {}, ana)).statusCode).toBe(403);
  });
});

describe('POST vaga/vagas-selecao-gerencial/exportar (the management list exported with its filter)', () => {
  const exportarVagas = (formato: string, corpo: Record<string, unknown>, s: Sessao = gil) =>
    injectAs(t.app, s.cookie, {
      method: 'POST',
      url: '/api/vaga/vagas-selecao-gerencial/exportar',
      query: { formato },
      payload: corpo,
    });

  it('writes the rows of the same filter as the list, in its order', async () => {
    const csv = await exportarVagas('csv', { congelada: true, fechada: true });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('vagas.csv');
    const linhas = csv.body.slice(1).trim().split('\r\n');
    expect(linhas[0].startsWith('Vaga;Requisição;Situação;Cliente;Cargo;Analista')).toBe(true);
    expect(linhas.slice(1).map((l) => Number(l.split(';')[0]))).toEqual(
      await nrs({ congelada: true, fechada: true }),
    );
    const xlsx = await exportarVagas('xlsx', { somente_pcd: true });
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(livro.worksheets[0].getRow(2).getCell(1).value).toBe(v.pcd);
    expect(livro.worksheets[0].rowCount).toBe(2);
  });

  it('streams past a batch and past the 1,000 rows the list answers: every vacancy once, newest first', async () => {
    const n = LIMITES_EXPORTACAO.lote + 120;
    const req = await criarRequisicao(t.app.deps.db, metal, 1);
    await t.app.deps.handle.query(
      `INSERT INTO vaga (nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_tipo_contratacao,
                         cd_situacao_vaga, dt_abertura)
       SELECT $1, 1, $2, 1, 1, 12, current_date - (i % 40) FROM generate_series(1, $3) i`,
      [req, metal, n],
    );
    const csv = await exportarVagas('csv', { prospeccao: true });
    expect(csv.statusCode).toBe(200);
    const linhas = csv.body.slice(1).trim().split('\r\n').slice(1);
    const nrsCsv = linhas.map((l) => Number(l.split(';')[0]));
    expect(nrsCsv).toHaveLength(n);
    expect(new Set(nrsCsv).size).toBe(n);
    const abertura = linhas.map((l) => l.split(';')[11]);
    expect([...abertura].sort().reverse()).toEqual(abertura);
  });

  it('refuses a bad format (400) and users without code 59 (403)', async () => {
    expect((await exportarVagas('ods', {})).statusCode).toBe(400);
    expect((await exportarVagas('csv', {}, ana)).statusCode).toBe(403);
  });
});
