import { MENSAGENS } from '@backoffice/domain/mensagens';
import { MENSAGENS_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../../test/factories';
import { createTestApp, injectAs, login, loginComUsuario, type TestApp } from '../../../../test/helpers';
import { CARGOS_TESTE, criarCatalogos, criarCliente, criarVaga } from '../../../../test/pesquisa-fixtures';

let t: TestApp;
let cookie: string;
let analista: { user_sip: number; cd_sip: number; nm_pessoa: string };
let cliente: number;

beforeAll(async () => {
  t = await createTestApp();
  await criarCatalogos(t.db.handle);
  await criarUnidade(t.app.deps.db, {
    cd_empresa: 1,
    nm_empresa: 'Matriz',
    cd_uf: 'SC',
    nm_cidade: 'Joinville',
  });
  const s = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Ana Analista' });
  cookie = s.cookie;
  analista = s.usuario;
  cliente = await criarCliente(t.db.handle, 'Têxtil Norte');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, quem: string | null = cookie) =>
  injectAs(t.app, quem ?? undefined, { method: 'GET', url });
const post = (url: string, payload: object) => injectAs(t.app, cookie, { method: 'POST', url, payload });
const put = (url: string, payload: object) => injectAs(t.app, cookie, { method: 'PUT', url, payload });

describe('GET vaga/info-vaga/{nrVaga}[/{R|S}]', () => {
  it('answers the profile, flags and situation; the profile columns become the panel filters', async () => {
    const v = await criarVaga(t.db.handle, {
      cliente,
      analista: analista.user_sip,
      cd_cargo: CARGOS_TESTE.eletricista,
    });
    await t.db.handle.query(
      `UPDATE vaga SET nr_idade_de = 20, nr_idade_ate = 40, id_sexo = 'F', id_turno_noturno = 'S', cd_uf_perfil = 'SC',
              nm_cidades_perfil = '{Joinville}', ds_palavras_chave_obrigatorio = 'eletricista predial',
              id_deficiencia_auditiva = 'S', id_possue_deficiencia = 'S', id_vaga_confidencial = 'S'
        WHERE nr_vaga = $1`,
      [v.nr_vaga],
    );
    const res = await get(`/api/vaga/info-vaga/${v.nr_vaga}`);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({
      NR_VAGA: v.nr_vaga,
      NR_REQUISICAO: v.nr_requisicao,
      NM_PESSOA_CLIENTE: 'Têxtil Norte',
      CD_CARGO: CARGOS_TESTE.eletricista,
      NM_CARGO: 'Eletricista',
      NR_IDADE_DE: 20,
      ID_SEXO: 'F',
      NM_CIDADES: ['Joinville'],
      ID_VAGA_SIGILOSA: 'N',
      ID_VAGA_CONFIDENCIAL: 'S',
      VAGA_CONGELADA: 'N',
      SITUACAO_VAGA: { CD_SITUACAO_VAGA: 1, NM_SITUACAO: 'Aberta' },
      NM_PESSOA_ANALISTA: 'Ana Analista',
      ID_SETOR: 'S',
    });
    expect(b.PERFIL_PESQUISA).toEqual({
      nrVaga: v.nr_vaga,
      nrRequisicao: v.nr_requisicao,
      cargo: CARGOS_TESTE.eletricista,
      turnos: ['noturno'],
      palavrasChaveObrigatorio: 'eletricista predial',
      selectDeficiencia: 'S',
      deficiencias: [2],
      idadeDe: 20,
      idadeAte: 40,
      sexo: 'F',
      estado: 'SC',
      cidades: ['Joinville'],
    });
    const setor = await get(`/api/vaga/info-vaga/${v.nr_vaga}/S`);
    expect(setor.statusCode).toBe(200);
    expect(setor.json().NR_VAGA).toBe(v.nr_vaga);
  });

  it('flags a frozen vacancy', async () => {
    const v = await criarVaga(t.db.handle, { cliente, situacao: 13 });
    expect((await get(`/api/vaga/info-vaga/${v.nr_vaga}`)).json().VAGA_CONGELADA).toBe('S');
  });

  it('404 for an unknown vacancy, 400 for a bad sector or number, 401/403', async () => {
    const nada = await get('/api/vaga/info-vaga/99999');
    expect(nada.statusCode).toBe(404);
    expect(nada.json().error).toBe(MENSAGENS_PESQUISA.vagaNaoEncontrada);
    expect((await get('/api/vaga/info-vaga/1/X')).statusCode).toBe(400);
    expect((await get('/api/vaga/info-vaga/abc')).statusCode).toBe(400);
    expect((await get('/api/vaga/info-vaga/1', null)).statusCode).toBe(401);
    expect((await get('/api/vaga/info-vaga/1', await login(t.app, 'financeiro'))).statusCode).toBe(403);
  });
});

describe('GET vaga/info-analista-vaga/{nrVaga}', () => {
  it('answers the analyst, or nulls when the vacancy has none', async () => {
    const v = await criarVaga(t.db.handle, { cliente, analista: analista.user_sip });
    const res = await get(`/api/vaga/info-analista-vaga/${v.nr_vaga}`);
    expect(res.json()).toMatchObject({
      NR_VAGA: v.nr_vaga,
      CD_PESSOA: analista.user_sip,
      NM_PESSOA: 'Ana Analista',
      CD_SIP: analista.cd_sip,
    });
    const sem = await criarVaga(t.db.handle, { cliente });
    expect((await get(`/api/vaga/info-analista-vaga/${sem.nr_vaga}`)).json()).toMatchObject({
      CD_PESSOA: null,
      NM_PESSOA: null,
    });
    expect((await get('/api/vaga/info-analista-vaga/99999')).statusCode).toBe(404);
  });
});

describe('POST pesquisa-candidatos/gravar-perfil-vaga', () => {
  it('saves the filters as the profile; info-vaga gives them back', async () => {
    const v = await criarVaga(t.db.handle, { cliente });
    const filtros = {
      nrVaga: v.nr_vaga,
      cargo: CARGOS_TESTE.vendedor,
      experiencia: 2,
      turnos: ['matutino', 'vespertino'],
      salarioDe: '1.800,00',
      salarioAte: 3000,
      idadeDe: 18,
      idadeAte: 45,
      sexo: 'M',
      selectDeficiencia: 'S',
      deficiencias: [1, 7],
      estado: 'SC',
      cidades: ['Joinville', 'Araquari'],
      cd_idioma: 1,
      fala: 3,
      palavrasChaveOpcional: 'vendas externas',
      quantidadePesquisa: 200,
    };
    const res = await post('/api/pesquisa-candidatos/gravar-perfil-vaga', filtros);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MENSAGENS_PESQUISA.perfilGravado });
    const [col] = await t.db.handle.query<Record<string, unknown>>(
      `SELECT nr_anos_experiencia_de::float8 AS exp, vl_pretensao_salarial_1::float8 AS sal1, id_turno_matutino,
              id_turno_noturno, id_deficiencia_fisica, id_deficiencia_reabilitado, id_deficiencia_auditiva,
              nm_cidades_perfil, id_fala, id_leitura, id_sexo
         FROM vaga WHERE nr_vaga = $1`,
      [v.nr_vaga],
    );
    expect(col).toEqual({
      exp: 2,
      sal1: 1800,
      id_turno_matutino: 'S',
      id_turno_noturno: 'N',
      id_deficiencia_fisica: 'S',
      id_deficiencia_reabilitado: 'S',
      id_deficiencia_auditiva: 'N',
      nm_cidades_perfil: ['Joinville', 'Araquari'],
      id_fala: 3,
      id_leitura: 2,
      id_sexo: 'M',
    });
    const info = (await get(`/api/vaga/info-vaga/${v.nr_vaga}`)).json();
    expect(info.PERFIL_PESQUISA).toMatchObject({ ...filtros, salarioDe: 1800 });
  });

  it('refuses a frozen vacancy (409), an unknown one (404) and bad filters (400), writing nothing', async () => {
    const congelada = await criarVaga(t.db.handle, { cliente, situacao: 13 });
    const r409 = await post('/api/pesquisa-candidatos/gravar-perfil-vaga', {
      nrVaga: congelada.nr_vaga,
      sexo: 'F',
    });
    expect(r409.statusCode).toBe(409);
    expect(r409.json().error).toBe(MENSAGENS_PESQUISA.vagaCongelada);
    expect((await post('/api/pesquisa-candidatos/gravar-perfil-vaga', { nrVaga: 99999 })).statusCode).toBe(
      404,
    );
    const v = await criarVaga(t.db.handle, { cliente });
    const r400 = await post('/api/pesquisa-candidatos/gravar-perfil-vaga', {
      nrVaga: v.nr_vaga,
      idadeDe: 60,
      idadeAte: 20,
    });
    expect(r400.statusCode).toBe(400);
    const [{ n }] = await t.db.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM vaga_perfil_pesquisa WHERE nr_vaga = ANY($1::bigint[])',
      [[congelada.nr_vaga, v.nr_vaga]],
    );
    expect(n).toBe(0);
  });

  it('refuses a restriction to a client that does not exist (400), writing nothing', async () => {
    const v = await criarVaga(t.db.handle, { cliente });
    const res = await post('/api/pesquisa-candidatos/gravar-perfil-vaga', {
      nrVaga: v.nr_vaga,
      sexo: 'F',
      cdPessoaClienteRestricao: 2_147_480_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MENSAGENS.referenciaInexistente });
    const [linha] = await t.db.handle.query<{ n: number; sexo: string | null }>(
      `SELECT (SELECT count(*)::int FROM vaga_perfil_pesquisa WHERE nr_vaga = $1) AS n, id_sexo AS sexo
         FROM vaga WHERE nr_vaga = $1`,
      [v.nr_vaga],
    );
    expect(linha).toEqual({ n: 0, sexo: null });
  });
});

describe('PUT vaga/vaga-sigilosa and vaga/vaga-confidencial', () => {
  it('switch the flag on every vacancy of the requisition', async () => {
    const v = await criarVaga(t.db.handle, { cliente });
    await t.db.handle.query(
      `INSERT INTO vaga (nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_tipo_contratacao, dt_abertura)
       VALUES ($1, 1, $2, 1, 1, current_date)`,
      [v.nr_requisicao, cliente],
    );
    const res = await put('/api/vaga/vaga-sigilosa', { nrRequisicao: v.nr_requisicao, novoStatus: 'S' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MENSAGENS_PESQUISA.vagaSigilosaAtualizada });
    const flags = await t.db.handle.query<{ id_vaga_sigilosa: string }>(
      'SELECT id_vaga_sigilosa FROM vaga WHERE nr_requisicao = $1',
      [v.nr_requisicao],
    );
    expect(flags.map((f) => f.id_vaga_sigilosa)).toEqual(['S', 'S']);
    // never both: confidential is refused while secret is on
    const conflito = await put('/api/vaga/vaga-confidencial', {
      nrRequisicao: v.nr_requisicao,
      novoStatus: 'S',
    });
    expect(conflito.statusCode).toBe(409);
    expect(conflito.json().error).toBe(MENSAGENS_PESQUISA.sigilosaNaoConfidencial);
    await put('/api/vaga/vaga-sigilosa', { nrRequisicao: v.nr_requisicao, novoStatus: 'N' });
    const ok = await put('/api/vaga/vaga-confidencial', { nrRequisicao: v.nr_requisicao, novoStatus: 'S' });
    expect(ok.json()).toEqual({ message: MENSAGENS_PESQUISA.vagaConfidencialAtualizada });
  });

  it('400 for a bad status, 404 for an unknown requisition', async () => {
    expect((await put('/api/vaga/vaga-sigilosa', { nrRequisicao: 1, novoStatus: 'X' })).statusCode).toBe(400);
    expect(
      (await put('/api/vaga/vaga-confidencial', { nrRequisicao: 99999, novoStatus: 'N' })).statusCode,
    ).toBe(404);
  });
});
