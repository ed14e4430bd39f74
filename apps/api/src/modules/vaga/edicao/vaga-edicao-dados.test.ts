import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestApp } from '../../../../test/helpers';
import { criarCandidato, lerVaga, notasVaga } from '../../../../test/vaga-fixtures';

import { usarEdicaoVaga } from './vaga-edicao.fixtures';

/** Vacancy editor: the vacancy's data, the description tab, position and salary, the client positions. */

const M = MENSAGENS_VAGA_EDICAO;
const f = usarEdicaoVaga();
const { novaVaga, put, post, get } = f;
let t: TestApp;
let cookie: string;
let semCodigos: string;
let cliente: number;
let cargoCliente: number;
let cargoOutroCliente: number;
beforeAll(() => {
  ({ t, cookie, semCodigos, cliente, cargoCliente, cargoOutroCliente } = f.estado);
});

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

  it('refuses an inactive client position as a new choice; a vacancy that names it keeps it', async () => {
    const [c] = await t.app.deps.handle.query<{ cd: number }>(
      `INSERT INTO cargo_cliente (cd_pessoa_cliente, cd_empresa_cliente, nm_cargo_cliente, cd_cargo_interno, id_ativo)
       VALUES ($1, 1, 'Soldador aposentado', 10, 'N') RETURNING cd_cargo_cliente AS cd`,
      [cliente],
    );
    const inativo = Number(c!.cd);
    const nr = await novaVaga();
    const base = { nr_vaga: nr, vl_salario: 1000, id_salario: 'M' };
    const novo = await post('vaga/atualiza-cargo-salario', { ...base, cd_cargo_cliente: inativo });
    expect(novo.statusCode).toBe(400);
    expect(novo.json().error).toEqual([`cd_cargo_cliente: ${M.validacao.cargoClienteInativo}`]);
    expect((await lerVaga(t.app.deps.db, nr)).cd_cargo_cliente).toBeNull();
    // a vacancy that already names it saves its salary with it
    await t.app.deps.handle.query('UPDATE vaga SET cd_cargo_cliente = $1 WHERE nr_vaga = $2', [inativo, nr]);
    const mantido = await post('vaga/atualiza-cargo-salario', {
      ...base,
      vl_salario: 1500,
      cd_cargo_cliente: inativo,
    });
    expect(mantido.json()).toEqual({ status: 1, message: M.sucesso.cargoSalario });
    expect(await lerVaga(t.app.deps.db, nr)).toMatchObject({ cd_cargo_cliente: inativo, vl_salario: 1500 });
    // the picker does not offer it
    const lista = (await get(`cargo/cargos-cliente/${cliente}/1`)).json() as { CD_CARGO_CLIENTE: number }[];
    expect(lista.map((l) => l.CD_CARGO_CLIENTE)).not.toContain(inativo);
    expect(lista.map((l) => l.CD_CARGO_CLIENTE)).toContain(cargoCliente);
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
