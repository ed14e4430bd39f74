import { MENSAGENS_INDICACAO } from '@backoffice/domain/dados-candidato';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  loginComUsuario,
  type Sessao,
  type TestApp,
} from '../../../../test/helpers';
import {
  CARGOS_TESTE,
  criarCandidato,
  criarCatalogos,
  criarCliente,
  criarVaga,
} from '../../../../test/pesquisa-fixtures';

let t: TestApp;
let ana: Sessao;
let candidato: number;
let pcd: number;
let cliente: number;
let clienteSemTipos: number;
let indicador: number;
let vagaAberta: number;
let vagaPcd: number;
let vagaSigilosa: number;

beforeAll(async () => {
  t = await createTestApp();
  const h = t.db.handle;
  await criarCatalogos(h);
  ana = await loginComUsuario(t.app, 'selecao');
  candidato = await criarCandidato(h, { nome: 'Carla Dados' });
  pcd = await criarCandidato(h, { nome: 'Paulo PCD', deficiencias: [1], cd_uf: 'SC' });
  indicador = await criarCandidato(h, { nome: 'Ivo Indicador' });
  cliente = await criarCliente(h, 'Cliente com Processos');
  clienteSemTipos = await criarCliente(h, 'Cliente Simples');
  await h.query(
    `UPDATE cliente SET nm_cidade = 'Joinville', cd_uf = 'SC', nm_regiao = 'Norte' WHERE cd_pessoa = $1`,
    [cliente],
  );
  await h.query(
    `UPDATE cliente SET nm_cidade = 'Curitiba', cd_uf = 'PR', nm_regiao = 'Sul' WHERE cd_pessoa = $1`,
    [clienteSemTipos],
  );
  await h.query(
    `INSERT INTO tipo_processo (cd_pessoa_cliente, tipo, ds_tipo_abreviado) VALUES ($1, 'PS', 'Processo Seletivo')`,
    [cliente],
  );
  vagaAberta = (
    await criarVaga(h, {
      cliente,
      situacao: 1,
      analista: ana.usuario.user_sip,
      cd_cargo: CARGOS_TESTE.eletricista,
    })
  ).nr_vaga;
  vagaSigilosa = (await criarVaga(h, { cliente, situacao: 7 })).nr_vaga;
  await h.query(`UPDATE vaga SET id_vaga_sigilosa = 'S' WHERE nr_vaga = $1`, [vagaSigilosa]);
  vagaPcd = (await criarVaga(h, { cliente, situacao: 1 })).nr_vaga;
  await h.query(`UPDATE vaga SET id_vaga_pcd = 'S' WHERE nr_vaga = $1`, [vagaPcd]);
  const outraPcd = (await criarVaga(h, { cliente: clienteSemTipos, situacao: 1 })).nr_vaga;
  await h.query(`UPDATE vaga SET id_vaga_pcd = 'S' WHERE nr_vaga = $1`, [outraPcd]);
  await h.query(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, dt_encaminhamento)
     VALUES ($1, $3, 5, '2030-01-05T12:00:00Z'), ($2, $3, 3, NULL)`,
    [vagaAberta, vagaSigilosa, candidato],
  );
  const [r] = await h.query<{ nr: number }>(`SELECT nr_requisicao AS nr FROM vaga WHERE nr_vaga = $1`, [
    vagaAberta,
  ]);
  await h.query(
    `INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, id_desvincular_web, criado_em) VALUES ($1, $2, 'S', '2030-01-02T10:00:00Z')`,
    [candidato, r.nr],
  );
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = ana.cookie) =>
  injectAs(t.app, cookie, { method: 'GET', url: `/api/${url}` });
const enviar = (method: 'POST' | 'PUT', url: string, payload: object) =>
  injectAs(t.app, ana.cookie, { method, url: `/api/${url}`, payload });

describe('Encaminhamentos and Relacionados WEB', () => {
  it("lists the candidate's vacancies with stage and situation; a secret vacancy's client shows only to its analyst", async () => {
    const res = await get(`candidato/encaminhamentos/${candidato}/${ana.usuario.user_sip}`);
    expect(res.statusCode).toBe(200);
    const linhas = res.json();
    expect(linhas.map((l: { NR_VAGA: number }) => l.NR_VAGA).sort()).toEqual(
      [vagaAberta, vagaSigilosa].sort(),
    );
    const aberta = linhas.find((l: { NR_VAGA: number }) => l.NR_VAGA === vagaAberta);
    expect(aberta).toMatchObject({
      CD_ESTAGIO_VAGA: 5,
      CD_SITUACAO_VAGA: 1,
      NM_APELIDO: 'Cliente com Processos',
    });
    expect(aberta.DT_ENCAMINHAMENTO).toBe('2030-01-05T12:00:00.000Z');
    const sigilosa = linhas.find((l: { NR_VAGA: number }) => l.NR_VAGA === vagaSigilosa);
    expect(sigilosa.NM_APELIDO).toBe('Informação Sigilosa');
    expect((await get(`candidato/encaminhamentos/${candidato}/${ana.usuario.user_sip + 1}`)).statusCode).toBe(
      403,
    );
    expect((await get(`candidato/encaminhamentos/99999999/${ana.usuario.user_sip}`)).statusCode).toBe(404);
  });

  it('lists the requisitions applied to on the web with the discard flag', async () => {
    const res = await get(`candidato/relacionados-web/${candidato}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ QTD_VAGAS: 1, ID_DESCARTAR: 'S', CRIADO_EM: '2030-01-02T10:00:00.000Z' }),
    ]);
  });
});

describe('Vagas and Vagas PCD', () => {
  const vagas = (corpo: object) => enviar('POST', `candidato/vagas-candidato/${candidato}`, corpo);
  const numeros = (r: { json(): { NR_VAGA: number }[] }) =>
    r
      .json()
      .map((l) => l.NR_VAGA)
      .sort();

  it('filters by status (0 all, 1 open, 7 monitored), city and region, never matching a secret vacancy by place', async () => {
    const abertas = await vagas({ status: 1 });
    expect(abertas.statusCode).toBe(200);
    expect(numeros(abertas)).toContain(vagaAberta);
    expect(numeros(abertas)).not.toContain(vagaSigilosa);
    expect(abertas.json().find((l: { NR_VAGA: number }) => l.NR_VAGA === vagaAberta).ID_RELACIONADO).toBe(
      'S',
    );
    expect(numeros(await vagas({ status: 7 }))).toEqual([vagaSigilosa]);
    expect(numeros(await vagas({ status: 0 }))).toContain(vagaSigilosa);
    const porCidade = numeros(await vagas({ status: 0, nm_cidade: 'joinville' }));
    expect(porCidade).toContain(vagaAberta);
    expect(porCidade).not.toContain(vagaSigilosa);
    const sul = await vagas({ status: 1, sul: true });
    expect(sul.json().every((l: { CD_PESSOA: number }) => l.CD_PESSOA === clienteSemTipos)).toBe(true);
    expect((await vagas({ status: 3 })).statusCode).toBe(400);
    expect(numeros(await vagas({ status: 0, cd_cargo: CARGOS_TESTE.eletricista }))).toEqual([vagaAberta]);
    const tudo = await vagas({
      status: 0,
      cd_cargo: CARGOS_TESTE.eletricista,
      setor: 'N',
      centro: true,
      nm_cidade: 'SC',
    });
    expect(tudo.statusCode).toBe(200);
    expect(tudo.json()).toEqual([]);
  });

  it("lists open PCD vacancies in the candidate's state, and none for a candidate without a disability", async () => {
    const res = await get(`candidato/vagas-pcd/${pcd}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { NR_VAGA: number }) => l.NR_VAGA)).toEqual([vagaPcd]);
    expect((await get(`candidato/vagas-pcd/${candidato}`)).json()).toEqual([]);
  });
});

describe('Indicações', () => {
  const base = () => ({
    dt_indicacao: '2030-02-01',
    cd_pessoa_indica: indicador,
    cd_pessoa_cliente: clienteSemTipos,
    id_trabalhou_empresa_indicacao: 'N',
  });

  it('answers the client process types of cliente/mod', async () => {
    const res = await get(`cliente/mod/${cliente}/${ana.usuario.user_sip}`);
    expect(res.json()).toEqual({
      TIPOS_PROCESSOS: [{ TIPO: 'PS', DS_TIPO_ABREVIADO: 'Processo Seletivo' }],
      PROCESSO_PM: 'S',
    });
    expect((await get(`cliente/mod/${clienteSemTipos}/${ana.usuario.user_sip}`)).json()).toEqual({
      TIPOS_PROCESSOS: [],
      PROCESSO_PM: 'N',
    });
  });

  it('refuses a referral without the required fields, with the messages of spec 002 §5, writing nothing', async () => {
    const res = await enviar('POST', `candidato/indicacoes/${candidato}`, {});
    expect(res.statusCode).toBe(400);
    const texto = JSON.stringify(res.json());
    for (const m of [
      MENSAGENS_INDICACAO.data,
      MENSAGENS_INDICACAO.indicador,
      MENSAGENS_INDICACAO.trabalhou,
      MENSAGENS_INDICACAO.cliente,
    ])
      expect(texto).toContain(m);
    const comTipos = await enviar('POST', `candidato/indicacoes/${candidato}`, {
      ...base(),
      cd_pessoa_cliente: cliente,
    });
    expect(comTipos.statusCode).toBe(400);
    expect(JSON.stringify(comTipos.json())).toContain(MENSAGENS_INDICACAO.tipo);
    expect((await get(`candidato/indicacoes/${candidato}`)).json()).toEqual([]);
  });

  it('creates with the defaults 1, lists, and updates a referral', async () => {
    const res = await enviar('POST', `candidato/indicacoes/${candidato}`, {
      ...base(),
      cd_pessoa_cliente: cliente,
      id_tipo_indicacao: 'M',
      ds_turno_indicador: 'TARDE',
      id_grau_afinidade_indicador: 'A',
      nr_telefone_indicador: '(47) 99999-0000',
      ds_observacao: 'Indicado pelo colega da linha 2',
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().ID_INDICACAO;
    const [linha] = (await get(`candidato/indicacoes/${candidato}`)).json();
    expect(linha).toMatchObject({
      ID_INDICACAO: id,
      DT_INDICACAO: '2030-02-01',
      CD_PESSOA_INDICA: indicador,
      NM_PESSOA_INDICA: 'Ivo Indicador',
      NM_PESSOA: 'Cliente com Processos',
      ID_TIPO_INDICACAO: 'M',
      CD_EMPRESA: 1,
      CD_EMPRESA_CLIENTE: 1,
      DS_TURNO_INDICADOR: 'TARDE',
      NR_TELEFONE_INDICADOR: '47999990000',
    });
    const put = await enviar('PUT', `candidato/indicacoes/${candidato}`, {
      ...base(),
      id_indicacao: id,
      ds_observacao: 'Atualizada',
    });
    expect(put.statusCode).toBe(200);
    const [depois] = (await get(`candidato/indicacoes/${candidato}`)).json();
    expect(depois).toMatchObject({
      NM_PESSOA: 'Cliente Simples',
      DS_OBSERVACAO: 'Atualizada',
      ID_TIPO_INDICACAO: null,
    });
    const outro = await enviar('PUT', `candidato/indicacoes/${pcd}`, { ...base(), id_indicacao: id });
    expect(outro.statusCode).toBe(404);
    const semId = await enviar('PUT', `candidato/indicacoes/${candidato}`, base());
    expect(semId.statusCode).toBe(400);
  });

  it('refuses an unknown referrer or turn', async () => {
    const r1 = await enviar('POST', `candidato/indicacoes/${candidato}`, {
      ...base(),
      cd_pessoa_indica: 99_999_999,
    });
    expect(r1.statusCode).toBe(400);
    const r2 = await enviar('POST', `candidato/indicacoes/${candidato}`, {
      ...base(),
      ds_turno_indicador: 'MADRUGADA',
    });
    expect(r2.statusCode).toBe(400);
  });
});
