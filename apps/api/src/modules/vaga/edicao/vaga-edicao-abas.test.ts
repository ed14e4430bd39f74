import { MENSAGENS_BENEFICIOS } from '@backoffice/domain/beneficios';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestApp } from '../../../../test/helpers';
import { criarRequisicao, lerVaga, notasVaga } from '../../../../test/vaga-fixtures';

import { usarEdicaoVaga } from './vaga-edicao.fixtures';

/** Vacancy editor: shift, cost centre, hazard pay and the other tabs, requisition-wide tabs, benefits, a frozen vacancy, concurrent saves. */

const M = MENSAGENS_VAGA_EDICAO;
const f = usarEdicaoVaga();
const { novaVaga, put, post, get } = f;
let t: TestApp;
let cookie: string;
let cliente: number;
let cargoCliente: number;
beforeAll(() => {
  ({ t, cookie, cliente, cargoCliente } = f.estado);
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
