import { MENSAGENS_BENEFICIOS } from '@backoffice/domain/beneficios';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../../test/factories';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import {
  criarCandidato,
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
  lerVaga,
  notasVaga,
} from '../../../../test/vaga-fixtures';

const M = MENSAGENS_VAGA_EDICAO;

let t: TestApp;
let cookie: string;
let semCodigos: string;
let cliente: number;
let outroCliente: number;
let cargoCliente: number;
let cargoOutroCliente: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  cliente = await criarCliente(db, 'Metalúrgica Joinville');
  outroCliente = await criarCliente(db, 'Outra Empresa');
  await db.execute(
    sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (10, 'Soldador'), (11, 'Auxiliar de Produção')`,
  );
  const cc =
    await db.execute(sql`INSERT INTO cargo_cliente (cd_pessoa_cliente, cd_empresa_cliente, nm_cargo_cliente, cd_cargo_interno)
    VALUES (${cliente}, 1, 'Soldador MIG', 10), (${outroCliente}, 1, 'Soldador TIG', 10) RETURNING cd_cargo_cliente`);
  const linhas = ((cc as { rows?: unknown[] }).rows ?? cc) as { cd_cargo_cliente: number }[];
  cargoCliente = Number(linhas[0].cd_cargo_cliente);
  cargoOutroCliente = Number(linhas[1].cd_cargo_cliente);
  await db.execute(
    sql`INSERT INTO turno (cd_turno, nm_turno, cd_tipo_contratacao) VALUES (1, 'Comercial', 1), (2, 'Noturno temporário', 2)`,
  );
  await db.execute(sql`INSERT INTO centro_custo (cd_pessoa_cliente, cd_empresa_cliente, cd_centro_custo, nm_centro_custo)
    VALUES (${cliente}, 1, 'CC-01', 'Produção'), (${outroCliente}, 1, 'CC-99', 'Outro')`);
  await criarUnidade(db, { cd_empresa: 7, nm_empresa: 'Unidade Autoatendimento' });
  await db.execute(sql`UPDATE empresa SET id_autoatendimento = 'S' WHERE cd_empresa = 7`);
  cookie = await login(t.app, 'selecao');
  semCodigos = await login(t.app, { permissoes: [] });
});
afterAll(async () => {
  await t.close();
});

async function novaVaga(dados: DadosVaga = {}, requisicao?: number): Promise<number> {
  const db = t.app.deps.db;
  const req = requisicao ?? (await criarRequisicao(db, cliente));
  return criarVaga(db, { cliente, requisicao: req }, dados);
}

// c null: no session
const put = (url: string, payload: unknown, c: string | null = cookie) =>
  injectAs(t.app, c ?? undefined, { method: 'PUT', url: `/api/${url}`, payload: payload as object });
const post = (url: string, payload: unknown, c: string | null = cookie) =>
  injectAs(t.app, c ?? undefined, { method: 'POST', url: `/api/${url}`, payload: payload as object });
const get = (url: string, c: string | null = cookie) =>
  injectAs(t.app, c ?? undefined, { method: 'GET', url: `/api/${url}` });

describe('GET /api/vaga/dados-vaga/:nrVaga', () => {
  it('answers every field of §3.3 with the situation options and permissions', async () => {
    const nr = await novaVaga({
      vl_salario: 2500,
      id_salario: 'M',
      cd_cargo: 10,
      cd_cargo_cliente: cargoCliente,
      cd_turno: 1,
      cd_centro_custo: 'CC-01',
      ds_area: 'Produção',
      nr_pedido_cliente: 'PO-77',
      ds_observacoes: 'Soldador para linha de montagem',
      id_adiantamento_faturado: 'N',
      pc_total_faturado: 30,
    });
    const res = await get(`vaga/dados-vaga/${nr}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      NR_VAGA: nr,
      CD_EMPRESA: 1,
      CD_PESSOA: cliente,
      NM_PESSOA: 'Metalúrgica Joinville',
      VL_SALARIO: 2500,
      ID_SALARIO: 'M',
      NM_CARGO_CLIENTE: 'Soldador MIG',
      CD_CARGO_CLIENTE: cargoCliente,
      NM_CARGO: 'Soldador',
      CD_TURNO: 1,
      NM_TURNO: 'Comercial',
      CD_CENTRO_CUSTO: 'CC-01',
      NM_CENTRO_CUSTO: 'Produção',
      DS_AREA: 'Produção',
      NR_PEDIDO_CLIENTE: 'PO-77',
      SITUACAO_VAGA: { CD_SITUACAO_VAGA: 1, NM_SITUACAO: 'Aberta', CD_PESSOA_CANDIDATO_APROVADO: null },
      PERMITE_ATUALIZAR: { atualiza: true, mensagem: null },
      CD_TIPO_CONTRATACAO: 1,
      ID_CANCELADA_JUST: 'N',
      PERMITE_JUSTIFICAR: 'N',
      DS_OBSERVACOES: 'Soldador para linha de montagem',
      ID_RECRUTAMENTO: 'N',
      ID_INSALUBRIDADE: 'N',
      ID_PERICULOSIDADE: 'N',
      FATURAMENTO: { ID_ADIANTAMENTO_FATURADO: 'N', PC_TOTAL_FATURADO: 30 },
      ID_VAGA_EXPIRADA: 'N',
      ID_VAGA_CONGELADA: 'N',
    });
    expect(d.SITUACOES_VAGA.map((s: { CD_SITUACAO_VAGA: number }) => s.CD_SITUACAO_VAGA)).toEqual([
      1, 5, 7, 8, 9, 10, 11, 12,
    ]);
    expect(d.ABAS[0]).toBe('tab_faturamento');
    expect(d.ABAS).not.toContain('tab_divulgar_redes_sociais');
    expect(d.ABAS_HABILITADAS).toEqual(d.ABAS);
  });

  it('offers 13 and 5 on a frozen vacancy and enables only the situation tab', async () => {
    const nr = await novaVaga({ cd_situacao_vaga: 13 });
    const d = (await get(`vaga/dados-vaga/${nr}`)).json();
    expect(d.SITUACOES_VAGA.map((s: { CD_SITUACAO_VAGA: number }) => s.CD_SITUACAO_VAGA)).toEqual([13, 5]);
    expect(d.ID_VAGA_CONGELADA).toBe('S');
    expect(d.ABAS_HABILITADAS).toEqual(['tab_situacao_vaga']);
  });

  it('offers only 5 and 9 on an expired vacancy, without the billing tab', async () => {
    const nr = await novaVaga({ dt_abertura: '2020-01-01' });
    const d = (await get(`vaga/dados-vaga/${nr}`)).json();
    expect(d.ID_VAGA_EXPIRADA).toBe('S');
    expect(d.SITUACOES_VAGA.map((s: { CD_SITUACAO_VAGA: number }) => s.CD_SITUACAO_VAGA)).toEqual([5, 9]);
    expect(d.ABAS).not.toContain('tab_faturamento');
  });

  it('locks the situation when a candidate was approved and the hiring type is not 1 or 10', async () => {
    const nr = await novaVaga({ cd_tipo_contratacao: 2 });
    const cand = await criarCandidato(t.app.deps.db);
    await t.app.deps.db.execute(sql`INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao)
      VALUES (${nr}, ${cand}, 6, 'A')`);
    const d = (await get(`vaga/dados-vaga/${nr}`)).json();
    expect(d.PERMITE_ATUALIZAR).toEqual({
      atualiza: false,
      mensagem: 'Já existe um candidato aprovado para esta vaga',
    });
    expect(d.SITUACAO_VAGA.CD_PESSOA_CANDIDATO_APROVADO).toBe(cand);
    expect(d.ABAS).not.toContain('tab_faturamento');
  });

  it("answers 404 for an unknown vacancy and 'Vaga não informada' for a bad number", async () => {
    const res = await get('vaga/dados-vaga/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(M.conflito.vagaNaoEncontrada);
    for (const x of ['abc', '0', '']) {
      const r = await get(`vaga/dados-vaga/${x}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toEqual(['Vaga não informada']);
    }
  });

  it('needs a session and the selection codes', async () => {
    const nr = await novaVaga();
    expect((await get(`vaga/dados-vaga/${nr}`, null)).statusCode).toBe(401);
    expect(
      (await put('vaga/descricao-vaga', { nr_vaga: nr, ds_observacoes: 'x' }, semCodigos)).statusCode,
    ).toBe(403);
    expect((await lerVaga(t.app.deps.db, nr)).ds_observacoes).toBeNull();
    expect((await get(`vaga/dados-vaga/${nr}`, semCodigos)).statusCode).toBe(403);
  });
});

describe('description tab', () => {
  it('saves the description and the additional information with a history note', async () => {
    const nr = await novaVaga();
    const res = await put('vaga/descricao-vaga', {
      nr_vaga: nr,
      ds_observacoes: 'Vaga para soldador com experiência',
      ds_informacoes_adicionais: 'Uniforme fornecido',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: M.sucesso.descricao });
    const v = await lerVaga(t.app.deps.db, nr);
    expect(v.ds_observacoes).toBe('Vaga para soldador com experiência');
    expect(v.ds_informacoes_adicionais).toBe('Uniforme fornecido');
    const notas = await notasVaga(t.app.deps.db, nr);
    expect(notas).toHaveLength(1);
    expect(notas[0]).toMatchObject({ id_tipo: 'D' });
    expect(notas[0].ds_historico).toContain('Informações adicionais: (vazio) → Uniforme fornecido');
  });

  it("answers 'Não há dados para atualizar' when nothing changes and writes nothing", async () => {
    const nr = await novaVaga({ ds_observacoes: 'Igual' });
    const res = await put('vaga/descricao-vaga', { nr_vaga: nr, ds_observacoes: 'Igual' });
    expect(res.json()).toEqual({ status: 2, message: 'Não há dados para atualizar' });
    expect(await notasVaga(t.app.deps.db, nr)).toHaveLength(0);
  });

  it('refuses additional information over 3000 characters, writing nothing', async () => {
    const nr = await novaVaga();
    const res = await put('vaga/descricao-vaga', {
      nr_vaga: nr,
      ds_observacoes: 'Nova descrição',
      ds_informacoes_adicionais: 'x'.repeat(3001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([M.validacao.informacoesAdicionaisMax]);
    expect((await lerVaga(t.app.deps.db, nr)).ds_observacoes).toBeNull();
    expect(await notasVaga(t.app.deps.db, nr)).toHaveLength(0);
  });

  it("answers 'Vaga não informada' without a vacancy and refuses another requisition", async () => {
    const semVaga = await put('vaga/descricao-vaga', { ds_observacoes: 'x' });
    expect(semVaga.statusCode).toBe(400);
    expect(semVaga.json().error).toEqual(['Vaga não informada']);
    const semCorpo = await injectAs(t.app, cookie, { method: 'PUT', url: '/api/vaga/descricao-vaga' });
    expect(semCorpo.json().error).toEqual(['Vaga não informada']);
    const nr = await novaVaga();
    const outra = await put('vaga/descricao-vaga', {
      nr_vaga: nr,
      nr_requisicao: 987654,
      ds_observacoes: 'x',
    });
    expect(outra.statusCode).toBe(400);
    expect(outra.json().error).toBe(M.validacao.requisicaoDiferente);
    expect((await put('vaga/descricao-vaga', { nr_vaga: 999999, ds_observacoes: 'x' })).statusCode).toBe(404);
  });
});

describe('position and salary', () => {
  it('saves the client position (the internal one follows it), the salary typed in the mask and its type', async () => {
    const nr = await novaVaga();
    const res = await post('vaga/atualiza-cargo-salario', {
      nr_vaga: nr,
      cd_empresa: 1,
      vl_salario: '1.234,56',
      id_salario: 'H',
      nm_cargo_cliente: 'Soldador MIG',
      cd_cargo_cliente: cargoCliente,
    });
    expect(res.json()).toEqual({ status: 1, message: M.sucesso.cargoSalario });
    const v = await lerVaga(t.app.deps.db, nr);
    expect(v).toMatchObject({
      cd_cargo_cliente: cargoCliente,
      cd_cargo: 10,
      vl_salario: 1234.56,
      id_salario: 'H',
    });
  });

  it('refuses a bad salary type, a salary over the mask and another client position', async () => {
    const nr = await novaVaga();
    const base = { nr_vaga: nr, cd_cargo_cliente: cargoCliente, vl_salario: 1000, id_salario: 'M' };
    const tipo = await post('vaga/atualiza-cargo-salario', { ...base, id_salario: 'X' });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().error).toEqual([M.validacao.tipoSalario]);
    const alto = await post('vaga/atualiza-cargo-salario', { ...base, vl_salario: '100.000,00' });
    expect(alto.json().error).toEqual([M.validacao.salarioMax]);
    const outro = await post('vaga/atualiza-cargo-salario', { ...base, cd_cargo_cliente: cargoOutroCliente });
    expect(outro.statusCode).toBe(400);
    expect(outro.json().error).toBe(M.validacao.cargoClienteInvalido);
    expect((await lerVaga(t.app.deps.db, nr)).cd_cargo_cliente).toBeNull();
  });
});

describe('PUT /api/cargo/cliente-cargo', () => {
  it('creates a client position, then updates it', async () => {
    const novo = await put('cargo/cliente-cargo', {
      cd_pessoa_cliente: cliente,
      cd_empresa_cliente: 1,
      id_cargo_exibir_web: 'C',
      nm_cargo_cliente: 'Operador de Solda',
      nm_cargo: 'Soldador',
      cd_cargo_interno: 10,
    });
    expect(novo.statusCode).toBe(200);
    const { CD_CARGO_CLIENTE, ...resto } = novo.json();
    expect(resto).toEqual({ status: 1, message: 'Cargo atualizado com sucesso' });
    const alterado = await put('cargo/cliente-cargo', {
      cd_pessoa_cliente: cliente,
      cd_empresa_cliente: 1,
      id_cargo_exibir_web: 'I',
      nm_cargo_cliente: 'Operador de Solda II',
      cd_cargo_cliente: CD_CARGO_CLIENTE,
      cd_cargo_interno: 11,
    });
    expect(alterado.json()).toEqual({ status: 1, message: 'Cargo atualizado com sucesso', CD_CARGO_CLIENTE });
    const lista = (await get(`cargo/cargos-cliente/${cliente}/1`)).json();
    expect(lista).toContainEqual(
      expect.objectContaining({
        CD_CARGO_CLIENTE,
        NM_CARGO_CLIENTE: 'Operador de Solda II',
        CD_CARGO_INTERNO: 11,
      }),
    );
  });

  it('refuses a position without a name or with an unknown internal position', async () => {
    const base = { cd_pessoa_cliente: cliente, cd_empresa_cliente: 1, id_cargo_exibir_web: 'I' };
    const semNome = await put('cargo/cliente-cargo', { ...base, nm_cargo_cliente: '  ' });
    expect(semNome.json().error).toEqual([M.validacao.nomeCargoClienteObrigatorio]);
    const cargo = await put('cargo/cliente-cargo', {
      ...base,
      nm_cargo_cliente: 'X',
      cd_cargo_interno: 9999,
    });
    expect(cargo.statusCode).toBe(400);
    expect(cargo.json().error).toBe(M.validacao.cargoInternoInvalido);
  });
});

describe('shift, cost centre, hazard pay, order, requester, department', () => {
  it('saves a shift of the hiring type and refuses one of another type', async () => {
    const nr = await novaVaga();
    expect(
      (await put('vaga/turno-vaga', { nr_vaga: nr, cd_turno: 1, nm_turno: 'Comercial' })).json(),
    ).toEqual({
      status: 1,
      message: M.sucesso.turno,
    });
    const outro = await put('vaga/turno-vaga', { nr_vaga: nr, cd_turno: 2 });
    expect(outro.statusCode).toBe(400);
    expect(outro.json().error).toBe(M.validacao.turnoInvalido);
    expect((await lerVaga(t.app.deps.db, nr)).cd_turno).toBe(1);
  });

  it("saves a cost centre of the vacancy's client only", async () => {
    const nr = await novaVaga();
    const ok = await put('centro-custo/atualiza-vaga', {
      nr_vaga: nr,
      cd_centro_custo: 'CC-01',
      nm_centro_custo: 'Produção',
    });
    expect(ok.json()).toEqual({ status: 1, message: M.sucesso.centroCusto });
    const outro = await put('centro-custo/atualiza-vaga', { nr_vaga: nr, cd_centro_custo: 'CC-99' });
    expect(outro.statusCode).toBe(400);
    expect((await lerVaga(t.app.deps.db, nr)).cd_centro_custo).toBe('CC-01');
  });

  it('keeps hazard pays exclusive, in steps of 10, and only while open', async () => {
    const nr = await novaVaga({ id_insalubridade: 'S', vl_insalubridade: 20 });
    const ok = await put('vaga/insalubridade-periculosidade-vaga', {
      nr_vaga: nr,
      id_insalubridade: 'N',
      id_periculosidade: 'S',
      vl_periculosidade: 30,
    });
    expect(ok.json()).toEqual({ status: 1, message: M.sucesso.insalubridade });
    expect(await lerVaga(t.app.deps.db, nr)).toMatchObject({
      id_insalubridade: 'N',
      vl_insalubridade: null,
      id_periculosidade: 'S',
      vl_periculosidade: 30,
    });
    const ambos = await put('vaga/insalubridade-periculosidade-vaga', {
      nr_vaga: nr,
      id_insalubridade: 'S',
      id_periculosidade: 'S',
      vl_insalubridade: 20,
      vl_periculosidade: 20,
    });
    expect(ambos.json().error).toEqual([M.validacao.adicionaisExclusivos]);
    const passo = await put('vaga/insalubridade-periculosidade-vaga', {
      nr_vaga: nr,
      id_insalubridade: 'S',
      id_periculosidade: 'N',
      vl_insalubridade: 15,
    });
    expect(passo.json().error).toEqual([M.validacao.percentualAdicional]);
    const cliente7 = await novaVaga({ cd_situacao_vaga: 7 });
    const fechada = await put('vaga/insalubridade-periculosidade-vaga', {
      nr_vaga: cliente7,
      id_insalubridade: 'S',
      id_periculosidade: 'N',
      vl_insalubridade: 10,
    });
    expect(fechada.statusCode).toBe(409);
    expect(fechada.json().error).toBe(M.conflito.adicionalSomenteAberta);
  });

  it('saves the order number, the requester and the department', async () => {
    const nr = await novaVaga();
    expect(
      (await put('vaga/nr-pedido-vaga', { nr_vaga: nr, nr_pedido_cliente: 'PED-1' })).json().message,
    ).toBe(M.sucesso.nrPedido);
    expect(
      (await post('vaga/requisitante-vaga', { nr_vaga: nr, nm_requisitante: 'Carla (RH)' })).json().message,
    ).toBe(M.sucesso.requisitante);
    expect((await get(`vaga/requisitante-vaga/${nr}`)).json()).toEqual({
      NR_VAGA: nr,
      NM_REQUISITANTE: 'Carla (RH)',
    });
    expect((await put('vaga/setor-vaga', { nr_vaga: nr, ds_area: 'Manutenção' })).json().message).toBe(
      M.sucesso.setor,
    );
    const longo = await put('vaga/setor-vaga', { nr_vaga: nr, ds_area: 'x'.repeat(201) });
    expect(longo.json().error).toEqual([M.validacao.areaMax]);
    expect(await lerVaga(t.app.deps.db, nr)).toMatchObject({
      nr_pedido_cliente: 'PED-1',
      nm_requisitante: 'Carla (RH)',
      ds_area: 'Manutenção',
    });
    expect((await notasVaga(t.app.deps.db, nr)).map((n) => n.id_tipo)).toEqual(['N', 'R', 'ST']);
  });
});

describe('requisition-wide tabs', () => {
  it('applies the recruitment flag to every vacancy of the requisition', async () => {
    const req = await criarRequisicao(t.app.deps.db, cliente);
    const a = await novaVaga({}, req);
    const b = await novaVaga({}, req);
    const res = await put('vaga/tipo-vaga', { nr_vaga: a, nr_requisicao: req, id_recrutamento: 'S' });
    expect(res.json()).toEqual({ status: 1, message: M.sucesso.tipoVaga });
    expect((await lerVaga(t.app.deps.db, a)).id_recrutamento).toBe('S');
    expect((await lerVaga(t.app.deps.db, b)).id_recrutamento).toBe('S');
    expect((await notasVaga(t.app.deps.db, b))[0].id_tipo).toBe('TV');
  });

  it('refuses the recruitment flag when a vacancy of the requisition is frozen, writing nothing', async () => {
    const req = await criarRequisicao(t.app.deps.db, cliente);
    const a = await novaVaga({}, req);
    await novaVaga({ cd_situacao_vaga: 13 }, req);
    const res = await put('vaga/tipo-vaga', { nr_vaga: a, nr_requisicao: req, id_recrutamento: 'S' });
    expect(res.statusCode).toBe(409);
    expect((await lerVaga(t.app.deps.db, a)).id_recrutamento).toBe('N');
  });

  it('lists self-service units and publishes the vacancy (or the whole requisition) there', async () => {
    expect((await get('vaga/unidades-autoatendimento')).json()).toEqual([
      { CD_UNIDADE_AUTOATENDIMENTO: 7, NM_UNIDADE_AUTOATENDIMENTO: 'Unidade Autoatendimento' },
    ]);
    const req = await criarRequisicao(t.app.deps.db, cliente);
    const a = await novaVaga({}, req);
    const b = await novaVaga({}, req);
    const so = await post('vaga/dados-autoatendimento', {
      nr_requisicao: req,
      nr_vaga: a,
      cd_unidade_autoatendimento: 7,
      replica_descricao: 'N',
    });
    expect(so.json()).toEqual({ status: 1, message: M.sucesso.autoatendimento });
    expect((await get(`vaga/dados-autoatendimento/${a}`)).json()).toEqual({
      NR_VAGA: a,
      NR_REQUISICAO: req,
      ID_DIVULGA_AUTOATENDIMENTO: 'S',
      CD_UNIDADE_AUTOATENDIMENTO: 7,
      NM_UNIDADE_AUTOATENDIMENTO: 'Unidade Autoatendimento',
    });
    expect((await lerVaga(t.app.deps.db, b)).cd_unidade_autoatendimento).toBeNull();
    await post('vaga/dados-autoatendimento', {
      nr_requisicao: req,
      nr_vaga: a,
      cd_unidade_autoatendimento: 7,
      replica_descricao: 'S',
    });
    expect((await lerVaga(t.app.deps.db, b)).cd_unidade_autoatendimento).toBe(7);
    const invalida = await post('vaga/dados-autoatendimento', {
      nr_requisicao: req,
      nr_vaga: a,
      cd_unidade_autoatendimento: 1,
    });
    expect(invalida.json().error).toBe(M.validacao.unidadeAutoatendimentoInvalida);
  });

  it('answers the state and city of the grouping unit', async () => {
    const nr = await novaVaga();
    expect((await get(`vaga/uf-cidade-agrupadora-vaga/${nr}`)).json()).toEqual({
      CD_EMPRESA_AGRUPADORA: 1,
      NM_EMPRESA_AGRUPADORA: 'Unidade 1',
      CD_UF: 'SC',
      NM_CIDADE: 'Joinville',
    });
  });
});

describe('benefits', () => {
  it("answers 'Ainda não há benefícios cadastrados para esta vaga' until they are saved", async () => {
    const req = await criarRequisicao(t.app.deps.db, cliente);
    const nr = await novaVaga({}, req);
    expect((await get(`vaga/beneficios-requisicao-vaga-web/${req}`)).json()).toEqual({
      status: 2,
      message: 'Ainda não há benefícios cadastrados para esta vaga',
      BENEFICIOS: null,
    });
    const salvo = await post('vaga/beficios-requisicao-vaga', {
      nr_requisicao: req,
      nr_vaga: nr,
      id_transporte: 'C',
      ds_obs_transporte: '3',
      id_vale_refeicao: 'S',
      ds_obs_vale_refeicao: 'R$ 25 por dia',
      ds_obs_outros_beneficios: 'Academia conveniada',
    });
    expect(salvo.json()).toEqual({ status: 1, message: M.sucesso.beneficios });
    const lido = (await get(`vaga/beneficios-requisicao-vaga-web/${req}`)).json();
    expect(lido.status).toBe(1);
    expect(lido.BENEFICIOS).toMatchObject({
      NR_REQUISICAO: req,
      ID_TRANSPORTE: 'C',
      DS_OBS_TRANSPORTE: '3',
      ID_VALE_REFEICAO: 'S',
      DS_OBS_VALE_REFEICAO: 'R$ 25 por dia',
      ID_PLANO_SAUDE: 'N',
      DS_OBS_OUTROS_BENEFICIOS: 'Academia conveniada',
    });
    expect((await notasVaga(t.app.deps.db, nr))[0].ds_historico).toContain(
      'Transporte, Outros benefícios, Vale refeição',
    );
    const igual = await post('vaga/beficios-requisicao-vaga', {
      nr_requisicao: req,
      id_transporte: 'C',
      ds_obs_transporte: '3',
      id_vale_refeicao: 'S',
      ds_obs_vale_refeicao: 'R$ 25 por dia',
      ds_obs_outros_beneficios: 'Academia conveniada',
    });
    expect(igual.json()).toEqual({ status: 2, message: 'Não há dados para atualizar' });
  });

  it("refuses benefits without the requisition ('Número da requisição obrigatório') or with long notes", async () => {
    const sem = await post('vaga/beficios-requisicao-vaga', { id_alimentacao: 'S' });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().error).toEqual(['Número da requisição obrigatório']);
    const req = await criarRequisicao(t.app.deps.db, cliente);
    await novaVaga({}, req);
    const longa = await post('vaga/beficios-requisicao-vaga', {
      nr_requisicao: req,
      ds_obs_farmacia: 'x'.repeat(501),
    });
    expect(longa.json().error).toEqual([MENSAGENS_BENEFICIOS.observacaoMax]);
    expect((await get(`vaga/beneficios-requisicao-vaga-web/${req}`)).json().BENEFICIOS).toBeNull();
  });
});

describe('frozen vacancy (13)', () => {
  it('refuses every tab save with 409 and writes nothing', async () => {
    const req = await criarRequisicao(t.app.deps.db, cliente);
    const nr = await novaVaga({ cd_situacao_vaga: 13, ds_observacoes: 'Antes' }, req);
    const pedidos: [string, string, object][] = [
      ['PUT', 'vaga/descricao-vaga', { nr_vaga: nr, ds_observacoes: 'Depois' }],
      [
        'POST',
        'vaga/atualiza-cargo-salario',
        { nr_vaga: nr, cd_cargo_cliente: cargoCliente, id_salario: 'M', vl_salario: 1 },
      ],
      ['PUT', 'vaga/turno-vaga', { nr_vaga: nr, cd_turno: 1 }],
      ['PUT', 'centro-custo/atualiza-vaga', { nr_vaga: nr, cd_centro_custo: 'CC-01' }],
      [
        'PUT',
        'vaga/insalubridade-periculosidade-vaga',
        { nr_vaga: nr, id_insalubridade: 'N', id_periculosidade: 'N' },
      ],
      ['PUT', 'vaga/nr-pedido-vaga', { nr_vaga: nr, nr_pedido_cliente: 'X' }],
      ['POST', 'vaga/requisitante-vaga', { nr_vaga: nr, nm_requisitante: 'X' }],
      ['PUT', 'vaga/setor-vaga', { nr_vaga: nr, ds_area: 'X' }],
      ['PUT', 'vaga/tipo-vaga', { nr_vaga: nr, nr_requisicao: req, id_recrutamento: 'S' }],
      [
        'POST',
        'vaga/dados-autoatendimento',
        { nr_vaga: nr, nr_requisicao: req, cd_unidade_autoatendimento: 7 },
      ],
      ['POST', 'vaga/beficios-requisicao-vaga', { nr_requisicao: req, id_alimentacao: 'S' }],
      ['POST', `vaga/${nr}/salvar-analista-vaga`, { cd_pessoa_analista: 1 }],
      ['POST', 'vaga/divulga-vaga-web', { nr_vaga: nr, id_libera_internet: 'N' }],
      ['POST', 'vaga/dados-faturamento', { nr_vaga: nr }],
      ['POST', `vaga/${nr}/divulgar-requisicao-redes-sociais/${req}`, { cd_integracao: 1 }],
    ];
    for (const [method, url, payload] of pedidos) {
      const res = await injectAs(t.app, cookie, { method: method as 'PUT', url: `/api/${url}`, payload });
      expect(res.statusCode, url).toBe(409);
      expect(String(res.json().error), url).toMatch(/congelada/);
    }
    expect((await lerVaga(t.app.deps.db, nr)).ds_observacoes).toBe('Antes');
    expect(await notasVaga(t.app.deps.db, nr)).toHaveLength(0);
    expect(MENSAGENS.vagaCongelada).toMatch(/congelada/);
  });
});

describe('two analysts saving different tabs at once', () => {
  it('keeps both changes', async () => {
    const nr = await novaVaga();
    for (let rodada = 0; rodada < 3; rodada += 1) {
      const respostas = await Promise.all([
        put('vaga/descricao-vaga', { nr_vaga: nr, ds_observacoes: `Descrição ${rodada}` }),
        post('vaga/atualiza-cargo-salario', {
          nr_vaga: nr,
          cd_cargo_cliente: cargoCliente,
          vl_salario: 1000 + rodada,
          id_salario: 'M',
        }),
        put('vaga/setor-vaga', { nr_vaga: nr, ds_area: `Setor ${rodada}` }),
        put('vaga/nr-pedido-vaga', { nr_vaga: nr, nr_pedido_cliente: `P-${rodada}` }),
        put('vaga/turno-vaga', { nr_vaga: nr, cd_turno: 1 }),
      ]);
      for (const r of respostas) expect(r.statusCode).toBe(200);
      expect(await lerVaga(t.app.deps.db, nr)).toMatchObject({
        ds_observacoes: `Descrição ${rodada}`,
        vl_salario: 1000 + rodada,
        ds_area: `Setor ${rodada}`,
        nr_pedido_cliente: `P-${rodada}`,
        cd_turno: 1,
      });
    }
  });
});
