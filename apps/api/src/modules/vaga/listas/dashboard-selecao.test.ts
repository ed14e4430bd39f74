import { FLAGS_SITUACAO } from '@backoffice/domain/minhas-vagas';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade, criarUsuario } from '../../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../../test/helpers';
import { criarCatalogosVaga, criarCliente, criarRequisicao, criarVaga } from '../../../../test/vaga-fixtures';

let t: TestApp;
let cookie: string;
let eu: { user_sip: number; cd_sip: number };
let colega: number;
let daUnidade430: number;
let semPermissao: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville' });
  await criarUnidade(db, { cd_empresa: 430, nm_empresa: 'Campinas', cd_empresa_agrupadora: 330 });
  await criarUnidade(db, { cd_empresa: 19, nm_empresa: 'Curitiba' });
  const s = await loginComUsuario(t.app, {
    nm_pessoa: 'Selma Seletora',
    cd_unid: 1,
    permissoes: PERMISSOES.selecaoEntrar,
  });
  cookie = s.cookie;
  eu = s.usuario;
  colega = (await criarUsuario(db, { nm_pessoa: 'Carlos Colega', cd_unid: 1 })).user_sip;
  daUnidade430 = (await criarUsuario(db, { nm_pessoa: 'Ana de Campinas', cd_unid: 430 })).user_sip;
  await criarUsuario(db, { nm_pessoa: 'Inês Inativa', cd_unid: 1, id_ativo: 'N' });
  await criarUsuario(db, { nm_pessoa: 'Paulo de Curitiba', cd_unid: 19 });
  semPermissao = (await loginComUsuario(t.app, { cd_unid: 1, permissoes: [] })).cookie;

  const cli = await criarCliente(db, 'Cliente Dashboard', 1);
  const req = await criarRequisicao(db, cli, 1);
  const vaga = (analista: number, situacao: number, empresa = 1, recrutamento: 'S' | 'N' = 'N') =>
    criarVaga(
      db,
      { cliente: cli, requisicao: req, cdEmpresa: empresa },
      { cd_pessoa_analista: analista, cd_situacao_vaga: situacao, id_recrutamento: recrutamento },
    );
  // mine: 2 open, 1 with the client, 1 commercial, 2 closed, 1 cancelled; one recruitment vacancy
  for (const s of [1, 1, 7, 11, 6, 6, 5]) await vaga(eu.user_sip, s);
  await vaga(eu.user_sip, 1, 1, 'S');
  // the colleague: 1 open; the Campinas analyst: 2 open at unit 430, counted under unit 1
  await vaga(colega, 1);
  await vaga(daUnidade430, 1, 430);
  await vaga(daUnidade430, 12, 430);
  await vaga(daUnidade430, 7, 430);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, c: string | null = cookie) =>
  injectAs(t.app, c ?? undefined, { method: 'GET', url });

describe('GET /api/analista/lista-analistas/:user/unidade/:unit', () => {
  it("lists the unit's active staff by name, unit 430's under unit 1", async () => {
    const res = await get(`/api/analista/lista-analistas/${eu.user_sip}/unidade/1`);
    expect(res.statusCode).toBe(200);
    const nomes = res.json().map((a: { NM_PESSOA: string }) => a.NM_PESSOA);
    expect(nomes).toContain('Selma Seletora');
    expect(nomes).toContain('Carlos Colega');
    expect(nomes).toContain('Ana de Campinas');
    expect(nomes).not.toContain('Inês Inativa');
    expect(nomes).not.toContain('Paulo de Curitiba');
    // asking for 430 is asking for 1
    const campinas = await get(`/api/analista/lista-analistas/${eu.user_sip}/unidade/430`);
    expect(campinas.json()).toEqual(res.json());
    // 430 is grouped by 330 but never counts there
    const saoPaulo = await get(`/api/analista/lista-analistas/${eu.user_sip}/unidade/330`);
    expect(saoPaulo.json()).toEqual([]);
    const curitiba = await get(`/api/analista/lista-analistas/${eu.user_sip}/unidade/19`);
    expect(curitiba.json().map((a: { NM_PESSOA: string }) => a.NM_PESSOA)).toEqual(['Paulo de Curitiba']);
  });

  it('refuses a unit out of range', async () => {
    expect((await get(`/api/analista/lista-analistas/${eu.user_sip}/unidade/99999999999`)).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/vaga/unidades-selecionador-grafico/:user', () => {
  const url = (q = '') => `/api/vaga/unidades-selecionador-grafico/${eu.user_sip}${q}`;

  it("defaults to the user's unit and the user: open selection vacancies per analyst, mine per situation", async () => {
    const res = await get(url());
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.CD_UNIDADE).toBe(1);
    expect(r.CD_PESSOA_ANALISTA).toBe(eu.user_sip);
    // open = situations 1, 7, 11 of selection vacancies; Campinas (430) counts under 1
    expect(r.VAGAS_ABERTAS).toEqual([
      { CD_PESSOA_ANALISTA: eu.user_sip, NM_ANALISTA: 'Selma Seletora', QTD: 4 },
      { CD_PESSOA_ANALISTA: daUnidade430, NM_ANALISTA: 'Ana de Campinas', QTD: 2 },
      { CD_PESSOA_ANALISTA: colega, NM_ANALISTA: 'Carlos Colega', QTD: 1 },
    ]);
    // every situation of my selection vacancies (the recruitment one is left out)
    expect(
      r.SITUACOES.map((s: { CD_SITUACAO_VAGA: number; QTD: number }) => [s.CD_SITUACAO_VAGA, s.QTD]),
    ).toEqual([
      [1, 2],
      [5, 1],
      [6, 2],
      [7, 1],
      [11, 1],
    ]);
    expect(r.SITUACOES[0].NM_SITUACAO_VAGA).toBe('Aberta');
  });

  it('shows another unit and analyst when asked; 430 is shown as 1', async () => {
    const r = (await get(url(`?cd_unidade=430&cd_pessoa_analista=${daUnidade430}`))).json();
    expect(r.CD_UNIDADE).toBe(1);
    expect(r.SITUACOES.map((s: { CD_SITUACAO_VAGA: number }) => s.CD_SITUACAO_VAGA)).toEqual([1, 7, 12]);
    const curitiba = (await get(url('?cd_unidade=19'))).json();
    expect(curitiba.VAGAS_ABERTAS).toEqual([]);
  });

  it("a bar opens exactly the vacancies it counts (vaga/vagas-selecao with the dashboard's unit)", async () => {
    const r = (await get(url())).json();
    const vagas = async (q: string) => {
      const res = await get(`/api/vaga/vagas-selecao?tipo_vagas=A&setor=N&${q}`);
      expect(res.statusCode).toBe(200);
      return res.json().VAGAS as { NR_VAGA: number; CD_EMPRESA: number; CD_SITUACAO_VAGA: number }[];
    };
    for (const barra of r.VAGAS_ABERTAS as { CD_PESSOA_ANALISTA: number; QTD: number }[]) {
      const lista = await vagas(
        `unidade_dashboard=1&cd_pessoa_analista=${barra.CD_PESSOA_ANALISTA}&aberta=S&cliente=S&comercial=S`,
      );
      expect(lista).toHaveLength(barra.QTD);
    }
    // Campinas' open vacancies are under 1, never under its grouping 330
    const campinas = `cd_pessoa_analista=${daUnidade430}&aberta=S&cliente=S&comercial=S`;
    expect((await vagas(`unidade_dashboard=430&${campinas}`)).map((v) => v.CD_EMPRESA)).toEqual([430, 430]);
    expect(await vagas(`unidade_dashboard=330&${campinas}`)).toEqual([]);
    for (const barra of r.SITUACOES as { CD_SITUACAO_VAGA: number; QTD: number }[]) {
      const campo = FLAGS_SITUACAO.find((f) => f.situacao === barra.CD_SITUACAO_VAGA)?.campo;
      const lista = await vagas(`cd_pessoa_analista=${eu.user_sip}&${campo}=S`);
      expect(lista.map((v) => v.CD_SITUACAO_VAGA)).toEqual(Array(barra.QTD).fill(barra.CD_SITUACAO_VAGA));
    }
    expect((await get('/api/vaga/vagas-selecao?unidade_dashboard=abc')).statusCode).toBe(400);
  });

  it('refuses bad filters, and needs the selection permission', async () => {
    expect((await get(url('?cd_unidade=x'))).statusCode).toBe(400);
    expect((await get(url('?cd_pessoa_analista=-1'))).statusCode).toBe(400);
    expect((await get(url(), semPermissao)).statusCode).toBe(403);
    expect((await get(url(), null)).statusCode).toBe(401);
  });
});
