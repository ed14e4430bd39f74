import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { sql } from 'drizzle-orm';
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
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
  lerVaga,
  notasVaga,
} from '../../../../test/vaga-fixtures';
import { conectarWs, escutar } from '../../../../test/ws-client';

const M = MENSAGENS_VAGA_EDICAO;

let t: TestApp;
let base: string;
let comum: Sessao;
let grupo32: Sessao;
let setor2: Sessao;
let analista: Sessao;
let outraRegiao: Sessao;
let cliente: number;

async function telefoneRegistrado(userSip: number): Promise<string | null> {
  const r = await t.app.deps.handle.query<{ nr_telefone: string | null }>(
    'SELECT nr_telefone FROM usuario WHERE user_sip = $1',
    [userSip],
  );
  return r[0].nr_telefone;
}

beforeAll(async () => {
  t = await createTestApp();
  base = await escutar(t.app);
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  await criarUnidade(db, { cd_empresa: 1 });
  await criarUnidade(db, { cd_empresa: 101, cd_empresa_agrupadora: 1 });
  await criarUnidade(db, { cd_empresa: 2 });
  cliente = await criarCliente(db);
  comum = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Ana Comum' });
  grupo32 = await loginComUsuario(t.app, { permissoes: [58], grupos: [32], nm_pessoa: 'Bia Grupo' });
  setor2 = await loginComUsuario(t.app, { permissoes: [58], cd_setor: 2, nm_pessoa: 'Caio Setor' });
  analista = await loginComUsuario(t.app, { permissoes: [59], cd_unid: 101, nm_pessoa: 'Duda Analista' });
  outraRegiao = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 2, nm_pessoa: 'Eva Outra Região' });
  await t.app.deps.handle.query(`UPDATE usuario SET nr_telefone = '47999990000' WHERE user_sip = $1`, [
    analista.usuario.user_sip,
  ]);
});
afterAll(async () => {
  await t.close();
});

async function novaVaga(dados: DadosVaga = {}): Promise<number> {
  const req = await criarRequisicao(t.app.deps.db, cliente);
  return criarVaga(t.app.deps.db, { cliente, requisicao: req }, dados);
}

const salvar = (nr: number, payload: object | undefined, s: Sessao = comum) =>
  injectAs(t.app, s.cookie, { method: 'POST', url: `/api/vaga/${nr}/salvar-analista-vaga`, payload });

describe('POST /api/vaga/:nrVaga/salvar-analista-vaga', () => {
  it("gives the vacancy to the analyst with the analyst's phone, alerts the analyst and announces 'vaga'", async () => {
    const nr = await novaVaga();
    const ws = await conectarWs(base, comum.cookie);
    const wsAnalista = await conectarWs(base, analista.cookie);
    const res = await salvar(nr, { cd_pessoa_analista: analista.usuario.user_sip });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: M.sucesso.analista });
    expect(await lerVaga(t.app.deps.db, nr)).toMatchObject({
      cd_pessoa_analista: analista.usuario.user_sip,
      cd_usuario_analista: analista.usuario.cd_sip,
      nr_telefone_analista: '47999990000',
    });
    expect((await notasVaga(t.app.deps.db, nr))[0].id_tipo).toBe('A');
    const avisos = await t.app.deps.handle.query<{ cd_tipo_aviso: number; cd_sip: number }>(
      'SELECT cd_tipo_aviso, cd_sip FROM aviso WHERE nr_vaga = $1',
      [nr],
    );
    expect(avisos).toEqual([{ cd_tipo_aviso: 3, cd_sip: analista.usuario.cd_sip }]);
    expect(await ws.proxima()).toEqual({
      tipo: 'vaga',
      dados: {
        NR_VAGA: nr,
        CD_PESSOA_ANALISTA: analista.usuario.user_sip,
        CD_PESSOA_ANALISTA_ANTERIOR: null,
      },
    });
    const doAnalista: { tipo: string }[] = [
      (await wsAnalista.proxima()) as { tipo: string },
      (await wsAnalista.proxima()) as { tipo: string },
    ];
    expect(doAnalista.map((m) => m.tipo).sort()).toEqual(['aviso', 'vaga']);
    ws.fechar();
    wsAnalista.fechar();
    // the same analyst again: nothing to update, no new alert
    expect((await salvar(nr, { cd_pessoa_analista: analista.usuario.user_sip })).json()).toEqual({
      status: 2,
      message: 'Não há dados para atualizar',
    });
    expect((await t.app.deps.handle.query('SELECT 1 FROM aviso WHERE nr_vaga = $1', [nr])).length).toBe(1);
  });

  it("answers 'Selecione um analista' without an analyst, and refuses an unknown one, writing nothing", async () => {
    const nr = await novaVaga();
    for (const corpo of [undefined, {}, { cd_pessoa_analista: '' }]) {
      const res = await salvar(nr, corpo);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(['Selecione um analista']);
    }
    const desconhecido = await salvar(nr, { cd_pessoa_analista: 999999 });
    expect(desconhecido.json().error).toBe(M.validacao.analistaInvalido);
    expect((await lerVaga(t.app.deps.db, nr)).cd_pessoa_analista).toBeNull();
    expect(await notasVaga(t.app.deps.db, nr)).toHaveLength(0);
  });

  it('lets only group 32 or sector 2 change the phone', async () => {
    const nr = await novaVaga();
    const negado = await salvar(nr, {
      cd_pessoa_analista: analista.usuario.user_sip,
      nr_telefone_analista: '4733334444',
    });
    expect(negado.statusCode).toBe(403);
    expect(negado.json().error).toBe(M.conflito.telefoneSemPermissao);
    expect((await lerVaga(t.app.deps.db, nr)).cd_pessoa_analista).toBeNull();
    // the registered phone, formatted, is not a change
    const mesmo = await salvar(nr, {
      cd_pessoa_analista: analista.usuario.user_sip,
      nr_telefone_analista: '(47) 99999-0000',
    });
    expect(mesmo.statusCode).toBe(200);
    const ok = await salvar(
      nr,
      { cd_pessoa_analista: analista.usuario.user_sip, nr_telefone_analista: '(47) 3333-4444' },
      grupo32,
    );
    expect(ok.statusCode).toBe(200);
    expect((await lerVaga(t.app.deps.db, nr)).nr_telefone_analista).toBe('4733334444');
    expect(await telefoneRegistrado(analista.usuario.user_sip)).toBe('4733334444');
    const setor = await salvar(
      nr,
      { cd_pessoa_analista: analista.usuario.user_sip, nr_telefone_analista: '47999990000' },
      setor2,
    );
    expect(setor.statusCode).toBe(200);
  });
});

describe('analyst reads and phone deletion', () => {
  it('answers the registered phone', async () => {
    await t.app.deps.handle.query(`UPDATE usuario SET nr_telefone = '4732221111' WHERE user_sip = $1`, [
      grupo32.usuario.user_sip,
    ]);
    const res = await injectAs(t.app, comum.cookie, {
      method: 'GET',
      url: `/api/analista/telefone/${grupo32.usuario.user_sip}`,
    });
    expect(res.json()).toEqual({ CD_PESSOA_ANALISTA: grupo32.usuario.user_sip, NR_TELEFONE: '4732221111' });
    expect(
      (await injectAs(t.app, comum.cookie, { method: 'GET', url: '/api/analista/telefone/999999' }))
        .statusCode,
    ).toBe(404);
  });

  it("lists the selectors of the vacancy unit's group, marking the current analyst", async () => {
    const nr = await novaVaga({ cd_pessoa_analista: analista.usuario.user_sip });
    const res = await injectAs(t.app, comum.cookie, {
      method: 'GET',
      url: `/api/analista/selecionadores/${nr}`,
    });
    expect(res.statusCode).toBe(200);
    const nomes = res.json().map((l: { NM_PESSOA_ANALISTA: string }) => l.NM_PESSOA_ANALISTA);
    expect(nomes).toEqual(expect.arrayContaining(['Ana Comum', 'Bia Grupo', 'Caio Setor', 'Duda Analista']));
    expect(nomes).not.toContain('Eva Outra Região');
    expect(res.json().find((l: { ID_ATUAL: string }) => l.ID_ATUAL === 'S').CD_PESSOA_ANALISTA).toBe(
      analista.usuario.user_sip,
    );
    expect(outraRegiao.usuario.cd_unid).toBe(2);
  });

  it('deletes the phone only for group 32 or sector 2, also from the open vacancies', async () => {
    await t.app.deps.handle.query(`UPDATE usuario SET nr_telefone = '4788887777' WHERE user_sip = $1`, [
      analista.usuario.user_sip,
    ]);
    const aberta = await novaVaga({
      cd_pessoa_analista: analista.usuario.user_sip,
      nr_telefone_analista: '4788887777',
    });
    const congelada = await novaVaga({
      cd_pessoa_analista: analista.usuario.user_sip,
      nr_telefone_analista: '4788887777',
      cd_situacao_vaga: 13,
    });
    const url = `/api/analista/deletar-telefone-analista-vaga/${analista.usuario.user_sip}`;
    const negado = await injectAs(t.app, comum.cookie, { method: 'POST', url });
    expect(negado.statusCode).toBe(403);
    expect(await telefoneRegistrado(analista.usuario.user_sip)).toBe('4788887777');
    const ok = await injectAs(t.app, setor2.cookie, { method: 'POST', url });
    expect(ok.json()).toEqual({ status: 1, message: M.sucesso.telefoneExcluido });
    expect(await telefoneRegistrado(analista.usuario.user_sip)).toBeNull();
    expect((await lerVaga(t.app.deps.db, aberta)).nr_telefone_analista).toBeNull();
    expect((await lerVaga(t.app.deps.db, congelada)).nr_telefone_analista).toBe('4788887777');
    const r = await t.app.deps.db.execute(
      sql`SELECT count(*)::int AS n FROM vaga_historico WHERE nr_vaga = ${aberta}`,
    );
    expect(((r as { rows?: { n: number }[] }).rows ?? [])[0].n).toBe(1);
  });
});
