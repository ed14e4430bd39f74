import { MENSAGENS_FATURAMENTO } from '@backoffice/domain/faturamento';
import {
  ESTADOS_FATURAMENTO,
  type FaturamentoAvaliacaoResposta,
  type FaturamentoRequisicaoResposta,
  MENSAGENS_FATURAMENTO_AVALIACAO as M,
} from '@backoffice/domain/faturamento-avaliacao';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { hojeNegocio, somarDiasIso } from '@backoffice/domain/vaga-edicao';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarPessoa, criarUnidade } from '../../../../test/factories';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import {
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
  lerVaga,
  notasVaga,
} from '../../../../test/vaga-fixtures';

let t: TestApp;
let editor: string;
let gerente: string;
let financeiro: string;
let semCodigo: string;
const hoje = hojeNegocio();
const amanha = somarDiasIso(hoje, 1);
const br = (iso: string) => iso.split('-').reverse().join('/');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  // units 1 and 2 share grouping 1; unit 3 is its own
  await criarUnidade(db, { cd_empresa: 1 });
  await criarUnidade(db, { cd_empresa: 2, cd_empresa_agrupadora: 1 });
  await criarUnidade(db, { cd_empresa: 3 });
  editor = await login(t.app, { permissoes: [58] });
  gerente = await login(t.app, { permissoes: [59] });
  financeiro = await login(t.app, { permissoes: [107] });
  semCodigo = await login(t.app, { permissoes: [341, 90] });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, c = editor) => injectAs(t.app, c, { method: 'GET', url: `/api/${url}` });
const salvar = (payload: unknown, c = editor) =>
  injectAs(t.app, c, {
    method: 'POST',
    url: '/api/faturamento/avaliacoes',
    payload: payload as Record<string, unknown>,
  });
const lista = async (query: string, c = editor): Promise<FaturamentoAvaliacaoResposta> => {
  const r = await get(`faturamento/avaliacoes?${query}`, c);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

/** A client with one requisition of the given vacancies (unit 1 unless told). */
async function requisicaoCom(nome: string, vagas: DadosVaga[], cdEmpresa = 1) {
  const db = t.app.deps.db;
  const cliente = await criarCliente(db, nome, cdEmpresa);
  const req = await criarRequisicao(db, cliente, cdEmpresa);
  const nrs: number[] = [];
  for (const v of vagas) nrs.push(await criarVaga(db, { cliente, requisicao: req, cdEmpresa }, v));
  return { cliente, req, nrs };
}

/** The billing columns of a vacancy as stored. */
async function faturamentoDe(nr: number) {
  const v = await lerVaga(t.app.deps.db, nr);
  return {
    pc_faturamento: v.pc_faturamento,
    dt_faturamento: v.dt_faturamento,
    ad_pc_faturamento: v.ad_pc_faturamento,
    ad_dt_faturamento: v.ad_dt_faturamento,
    pc_fat_encaminhamento: v.pc_fat_encaminhamento,
    dt_fat_encaminhamento: v.dt_fat_encaminhamento,
  };
}

describe('Pesquisar', () => {
  let base: Awaited<ReturnType<typeof requisicaoCom>>;
  let analista: number;
  beforeAll(async () => {
    analista = await criarPessoa(t.app.deps.db, { nm_pessoa: 'Ana Faturamento' });
    base = await requisicaoCom('Cliente Pesquisa', [
      // a faturar
      { pc_faturamento: 100, dt_faturamento: '2030-05-10', cd_pessoa_analista: analista },
      // parcial: the advance billed
      {
        ad_pc_faturamento: 30,
        ad_dt_faturamento: '2030-01-05',
        id_adiantamento_faturado: 'S',
        pc_faturamento: 70,
        dt_faturamento: '2030-06-01',
        pc_total_faturado: 30,
      },
      // faturada
      {
        pc_faturamento: 100,
        dt_faturamento: '2029-12-01',
        id_fechamento_faturado: 'S',
        pc_total_faturado: 100,
        cd_situacao_vaga: 6,
      },
      // sem faturamento, opened long ago
      { dt_abertura: '2020-03-15' },
      // forwarding only
      { pc_fat_encaminhamento: 12.5, dt_fat_encaminhamento: '2030-02-20' },
    ]);
  });

  it('lists the vacancies with their billing, newest first, and the totals of all of them', async () => {
    const r = await lista(`cd_pessoa_cliente=${base.cliente}`);
    expect(r.linhas.map((l) => l.NR_VAGA)).toEqual([
      base.nrs[4],
      base.nrs[2],
      base.nrs[1],
      base.nrs[0],
      base.nrs[3],
    ]);
    expect(r.linhas.find((l) => l.NR_VAGA === base.nrs[1])).toMatchObject({
      NR_REQUISICAO: base.req,
      NM_CLIENTE: 'Cliente Pesquisa',
      NM_SITUACAO_VAGA: 'Aberta',
      NM_EMPRESA: 'Unidade 1',
      PC_FATURAMENTO: 70,
      DT_FATURAMENTO: '2030-06-01',
      AD_PC_FATURAMENTO: 30,
      AD_DT_FATURAMENTO: '2030-01-05',
      PC_FAT_ENCAMINHAMENTO: null,
      PC_TOTAL: 100,
      PC_TOTAL_FATURADO: 30,
      PC_A_FATURAR: 70,
      ID_ADIANTAMENTO_FATURADO: 'S',
      ID_FECHAMENTO_FATURADO: 'N',
      ESTADO_FATURAMENTO: 'parcial',
    });
    expect(r.linhas.find((l) => l.NR_VAGA === base.nrs[0])?.NM_PESSOA_ANALISTA).toBe('Ana Faturamento');
    expect(r.totais).toEqual({
      QT_VAGAS: 5,
      QT_A_FATURAR: 2,
      QT_PARCIAL: 1,
      QT_FATURADA: 1,
      QT_SEM_FATURAMENTO: 1,
      PC_TOTAL: 312.5,
      PC_TOTAL_FATURADO: 130,
      PC_A_FATURAR: 182.5,
    });
  });

  it('filters by each billing state as the domain names it', async () => {
    const esperado = { a_faturar: [0, 4], parcial: [1], faturada: [2], sem_faturamento: [3] } as const;
    for (const { valor } of ESTADOS_FATURAMENTO) {
      const r = await lista(`cd_pessoa_cliente=${base.cliente}&estado=${valor}`);
      expect(r.linhas.map((l) => l.NR_VAGA).sort(), valor).toEqual(
        esperado[valor].map((i) => base.nrs[i]).sort(),
      );
      for (const l of r.linhas) expect(l.ESTADO_FATURAMENTO).toBe(valor);
      expect(r.totais.QT_VAGAS).toBe(esperado[valor].length);
    }
  });

  it('filters by the opening or the billing period, typed dd/mm/aaaa', async () => {
    const abertura = await lista(`cd_pessoa_cliente=${base.cliente}&inicio=01/01/2020&termino=31/03/2020`);
    expect(abertura.linhas.map((l) => l.NR_VAGA)).toEqual([base.nrs[3]]);
    // any of the three billing dates: the closing of #0, the advance of #1, the forwarding of #4
    const fat = await lista(
      `cd_pessoa_cliente=${base.cliente}&periodo=faturamento&inicio=01/01/2030&termino=2030-05-10`,
    );
    expect(fat.linhas.map((l) => l.NR_VAGA).sort()).toEqual([base.nrs[0], base.nrs[1], base.nrs[4]].sort());
    const soInicio = await lista(`cd_pessoa_cliente=${base.cliente}&periodo=faturamento&inicio=2030-05-11`);
    expect(soInicio.linhas.map((l) => l.NR_VAGA)).toEqual([base.nrs[1]]);
  });

  it('filters by analyst, requisition and unit (the whole grouping)', async () => {
    expect((await lista(`cd_pessoa_analista=${analista}`)).linhas.map((l) => l.NR_VAGA)).toEqual([
      base.nrs[0],
    ]);
    expect((await lista(`nr_requisicao=${base.req}`)).totais.QT_VAGAS).toBe(5);
    const dois = await requisicaoCom(
      'Cliente Unidade 2',
      [{ pc_faturamento: 50, dt_faturamento: amanha }],
      2,
    );
    const tres = await requisicaoCom(
      'Cliente Unidade 3',
      [{ pc_faturamento: 50, dt_faturamento: amanha }],
      3,
    );
    const grupo = (await lista('cd_unidade=2&por_pagina=200')).linhas.map((l) => l.NR_VAGA);
    expect(grupo).toEqual(expect.arrayContaining([dois.nrs[0], base.nrs[0]]));
    expect(grupo).not.toContain(tres.nrs[0]);
    expect((await lista('cd_unidade=3')).linhas.map((l) => l.NR_VAGA)).toEqual([tres.nrs[0]]);
  });

  it('pages the rows while the totals keep counting every match', async () => {
    const muitos = await requisicaoCom(
      'Cliente Muitas Vagas',
      Array.from({ length: 51 }, () => ({ pc_faturamento: 10, dt_faturamento: amanha })),
    );
    const p1 = await lista(`cd_pessoa_cliente=${muitos.cliente}`);
    expect(p1.linhas).toHaveLength(50);
    expect(p1).toMatchObject({ pagina: 1, por_pagina: 50 });
    expect(p1.totais).toMatchObject({ QT_VAGAS: 51, PC_TOTAL: 510 });
    const p2 = await lista(`cd_pessoa_cliente=${muitos.cliente}&pagina=2`);
    expect(p2.linhas.map((l) => l.NR_VAGA)).toEqual([muitos.nrs[0]]);
    expect(p2.totais.QT_VAGAS).toBe(51);
    expect((await lista(`cd_pessoa_cliente=${muitos.cliente}&por_pagina=100`)).linhas).toHaveLength(51);
  });

  it('refuses filters that make no sense with a 400 naming them', async () => {
    const invertido = await get('faturamento/avaliacoes?inicio=10/03/2030&termino=09/03/2030');
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().error).toEqual([M.periodoInvertido]);
    for (const q of [
      'estado=pago',
      'por_pagina=7',
      'pagina=0',
      'inicio=32/01/2030',
      'cd_pessoa_cliente=abc',
    ]) {
      expect((await get(`faturamento/avaliacoes?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('exports every matching row as CSV or XLSX', async () => {
    const csv = await get(
      `faturamento/avaliacoes/exportar?formato=csv&cd_pessoa_cliente=${base.cliente}&estado=parcial`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('faturamento-avaliacao.csv');
    const [cabecalho, ...linhas] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(cabecalho.split(';').slice(0, 3)).toEqual(['Vaga', 'Requisição', 'Abertura']);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toContain(`${base.nrs[1]};${base.req};`);
    expect(linhas[0]).toContain('05/01/2030;Sim');
    expect(linhas[0]).toContain('Parcialmente faturada');
    const xlsx = await get(`faturamento/avaliacoes/exportar?formato=xlsx&cd_pessoa_cliente=${base.cliente}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get('faturamento/avaliacoes/exportar?formato=pdf')).statusCode).toBe(400);
  });
});

describe('the requisition Criar loads', () => {
  it('lists its vacancies, each saying whether its billing can change and why not', async () => {
    const { req, nrs } = await requisicaoCom('Cliente Criar Leitura', [
      { pc_faturamento: 50, dt_faturamento: amanha },
      { cd_situacao_vaga: 13 },
      { cd_situacao_vaga: 5 },
      { cd_situacao_vaga: 9 },
      { cd_tipo_contratacao: 2 },
      { dt_abertura: somarDiasIso(hoje, -200) },
    ]);
    const r = await get(`faturamento/avaliacoes/requisicao/${req}`);
    expect(r.statusCode).toBe(200);
    const d: FaturamentoRequisicaoResposta = r.json();
    expect(d).toMatchObject({
      NR_REQUISICAO: req,
      NM_CLIENTE: 'Cliente Criar Leitura',
      PC_TOTAL_MAXIMO: 150,
      DT_FATURAMENTO_MINIMA: amanha,
    });
    expect(d.DT_FATURAMENTO_PADRAO > hoje).toBe(true);
    expect(d.VAGAS.map((v) => [v.NR_VAGA, v.ID_EDITAVEL, v.DS_BLOQUEIO])).toEqual([
      [nrs[0], 'S', null],
      [nrs[1], 'N', M.vagaCongelada],
      [nrs[2], 'N', M.vagaCancelada],
      [nrs[3], 'S', null],
      [nrs[4], 'N', MENSAGENS_FATURAMENTO.semFaturamento],
      [nrs[5], 'N', MENSAGENS_FATURAMENTO.vagaExpirada],
    ]);
    expect(d.VAGAS[0]).toMatchObject({
      PC_FATURAMENTO: 50,
      DT_FATURAMENTO: amanha,
      ESTADO_FATURAMENTO: 'a_faturar',
    });
  });

  it('answers 404 for a requisition that does not exist and 400 for one that cannot', async () => {
    const r = await get('faturamento/avaliacoes/requisicao/999999');
    expect(r.statusCode).toBe(404);
    expect(r.json().error).toBe(M.requisicaoNaoEncontrada);
    expect((await get('faturamento/avaliacoes/requisicao/abc')).statusCode).toBe(400);
  });
});

describe('Criar saves', () => {
  it("sets the billing of the requisition's vacancies at once, each with its note", async () => {
    const { req, nrs } = await requisicaoCom('Cliente Criar', [
      {},
      {},
      { pc_faturamento: 40, dt_faturamento: amanha },
    ]);
    const r = await salvar({
      nr_requisicao: req,
      vagas: [
        {
          nr_vaga: nrs[0],
          pc_adiantamento: 30,
          dt_adiantamento: br(amanha),
          pc_faturamento: 70,
          dt_faturamento: amanha,
        },
        { nr_vaga: nrs[1], pc_encaminhamento: 12.5, dt_encaminhamento: amanha },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      status: 1,
      message: M.salvo(2, req),
      NR_REQUISICAO: req,
      VAGAS_ALTERADAS: [nrs[0], nrs[1]],
    });
    expect(await faturamentoDe(nrs[0])).toEqual({
      pc_faturamento: 70,
      dt_faturamento: amanha,
      ad_pc_faturamento: 30,
      ad_dt_faturamento: amanha,
      pc_fat_encaminhamento: null,
      dt_fat_encaminhamento: null,
    });
    expect(await faturamentoDe(nrs[1])).toMatchObject({ pc_fat_encaminhamento: 12.5, pc_faturamento: null });
    // the vacancy not sent keeps its billing
    expect(await faturamentoDe(nrs[2])).toMatchObject({ pc_faturamento: 40 });
    const nota = await notasVaga(t.app.deps.db, nrs[0]);
    expect(nota).toHaveLength(1);
    expect(nota[0].id_tipo).toBe('F');
    expect(nota[0].ds_historico).toContain('% faturamento: (vazio) → 70');

    // the same again changes nothing
    const deNovo = await salvar({
      nr_requisicao: req,
      vagas: [{ nr_vaga: nrs[1], pc_encaminhamento: 12.5, dt_encaminhamento: amanha }],
    });
    expect(deNovo.json()).toEqual({
      status: 2,
      message: M.semAlteracoes,
      NR_REQUISICAO: req,
      VAGAS_ALTERADAS: [],
    });
    expect(await notasVaga(t.app.deps.db, nrs[1])).toHaveLength(1);

    // Pesquisar finds them with their totals
    const p = await lista(`nr_requisicao=${req}`);
    expect(p.totais).toMatchObject({ QT_VAGAS: 3, QT_A_FATURAR: 3, PC_TOTAL: 152.5, PC_A_FATURAR: 152.5 });
  });

  it('refuses every bad line at once, naming the vacancy beside its field, and writes nothing', async () => {
    const { req, nrs } = await requisicaoCom('Cliente Recusas', [
      {},
      {},
      // cancelled with billing: half of the total already billed
      { cd_situacao_vaga: 9, pc_total_faturado: 50 },
      {
        pc_total_faturado: 40,
        ad_pc_faturamento: 40,
        ad_dt_faturamento: '2024-01-01',
        id_adiantamento_faturado: 'S',
      },
    ]);
    const antes = await Promise.all(nrs.map(faturamentoDe));
    const boa = { nr_vaga: nrs[0], pc_faturamento: 100, dt_faturamento: amanha };
    const r = await salvar({
      nr_requisicao: req,
      vagas: [
        // a good line: not written either
        boa,
        // today is not after today
        {
          nr_vaga: nrs[1],
          pc_faturamento: 100,
          dt_faturamento: hoje,
          pc_adiantamento: 10,
          dt_adiantamento: hoje,
        },
        // a billed part changed
        { nr_vaga: nrs[3], pc_adiantamento: 20, dt_adiantamento: '2024-01-01' },
        // the total below what is billed
        { nr_vaga: nrs[2], pc_faturamento: 20, dt_faturamento: amanha },
      ],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual([
      `vagas.1.dt_faturamento: Vaga ${nrs[1]}: ${MENSAGENS_FATURAMENTO.dataMaiorQueHoje}`,
      `vagas.1.dt_adiantamento: Vaga ${nrs[1]}: ${MENSAGENS_FATURAMENTO.dataMaiorQueHoje}`,
      `vagas.2.pc_adiantamento: Vaga ${nrs[3]}: ${MENSAGENS_FATURAMENTO.parcelaFaturada('O adiantamento')}`,
      `vagas.3.pc_faturamento: Vaga ${nrs[2]}: ${MENSAGENS_FATURAMENTO.totalMinimo(50)}`,
    ]);
    expect(await Promise.all(nrs.map(faturamentoDe))).toEqual(antes);
    for (const nr of nrs) expect(await notasVaga(t.app.deps.db, nr)).toHaveLength(0);

    // the good line alone, and the billed vacancy kept as it is, go through
    const ok = await salvar({
      nr_requisicao: req,
      vagas: [
        boa,
        {
          nr_vaga: nrs[3],
          pc_adiantamento: 40,
          dt_adiantamento: '2024-01-01',
          pc_faturamento: 60,
          dt_faturamento: amanha,
        },
      ],
    });
    expect(ok.json()).toMatchObject({ status: 1, VAGAS_ALTERADAS: [nrs[0], nrs[3]] });
  });

  it('refuses the hard cases: total below the billed percent, schema limits, vacancies Criar may not change', async () => {
    const { req, nrs } = await requisicaoCom('Cliente Bloqueios', [
      {
        pc_total_faturado: 50,
        pc_faturamento: 50,
        dt_faturamento: '2024-01-01',
        id_fechamento_faturado: 'S',
      },
      { cd_situacao_vaga: 13 },
      { cd_situacao_vaga: 5 },
      { cd_situacao_vaga: 8 },
      { cd_tipo_contratacao: 6 },
      { dt_abertura: somarDiasIso(hoje, -200) },
      {},
      { cd_situacao_vaga: 9 },
    ]);
    const outra = await requisicaoCom('Cliente Outra Requisição', [{}]);
    const antes = await Promise.all(nrs.map(faturamentoDe));
    const linha = (nr: number) => ({ nr_vaga: nr, pc_faturamento: 10, dt_faturamento: amanha });
    const r = await salvar({
      nr_requisicao: req,
      vagas: [
        { nr_vaga: nrs[0], pc_faturamento: 50, dt_faturamento: '2024-01-01', pc_adiantamento: 0 },
        linha(nrs[1]),
        linha(nrs[2]),
        linha(nrs[3]),
        linha(nrs[4]),
        linha(nrs[5]),
        linha(outra.nrs[0]),
        linha(99_999_999),
        linha(nrs[7]),
      ],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual([
      `vagas.1.nr_vaga: Vaga ${nrs[1]}: ${MENSAGENS.vagaCongelada}`,
      `vagas.2.nr_vaga: Vaga ${nrs[2]}: ${M.vagaCancelada}`,
      `vagas.3.nr_vaga: Vaga ${nrs[3]}: ${M.vagaCancelada}`,
      `vagas.4.nr_vaga: Vaga ${nrs[4]}: ${MENSAGENS_FATURAMENTO.semFaturamento}`,
      `vagas.5.nr_vaga: Vaga ${nrs[5]}: ${MENSAGENS_FATURAMENTO.vagaExpirada}`,
      `vagas.6.nr_vaga: Vaga ${outra.nrs[0]}: ${M.vagaDeOutraRequisicao(req)}`,
      `vagas.7.nr_vaga: Vaga 99999999: ${M.vagaDeOutraRequisicao(req)}`,
    ]);
    // the cancelled-with-billing one was accepted but, as every line, not written
    expect(await Promise.all(nrs.map(faturamentoDe))).toEqual(antes);
    expect(await faturamentoDe(outra.nrs[0])).toMatchObject({ pc_faturamento: null });

    const abaixo = await salvar({ nr_requisicao: req, vagas: [{ nr_vaga: nrs[0], pc_faturamento: 0 }] });
    expect(abaixo.statusCode).toBe(400);
    expect(abaixo.json().error).toEqual([
      `vagas.0.pc_faturamento: Vaga ${nrs[0]}: ${MENSAGENS_FATURAMENTO.parcelaFaturada('O faturamento de fechamento')}`,
    ]);
    const acima = await salvar({
      nr_requisicao: req,
      vagas: [
        {
          nr_vaga: nrs[6],
          pc_faturamento: 100,
          dt_faturamento: amanha,
          pc_adiantamento: 51,
          dt_adiantamento: amanha,
        },
        { nr_vaga: nrs[7], pc_faturamento: 151, dt_faturamento: amanha },
        { nr_vaga: nrs[7], pc_encaminhamento: 10 },
      ],
    });
    expect(acima.statusCode).toBe(400);
    expect(acima.json().error).toEqual([
      `vagas.0.pc_faturamento: Vaga ${nrs[6]}: ${MENSAGENS_FATURAMENTO.totalMaximo}`,
      `vagas.1.pc_faturamento: Vaga ${nrs[7]}: ${MENSAGENS_FATURAMENTO.percentualInvalido}`,
      `vagas.1.pc_faturamento: Vaga ${nrs[7]}: ${MENSAGENS_FATURAMENTO.totalMaximo}`,
      `vagas.2.nr_vaga: Vaga ${nrs[7]}: ${M.vagaRepetida}`,
      `vagas.2.dt_encaminhamento: Vaga ${nrs[7]}: ${MENSAGENS_FATURAMENTO.dataEncaminhamentoObrigatoria}`,
    ]);
    expect(await Promise.all(nrs.map(faturamentoDe))).toEqual(antes);

    const cancelada = await salvar({ nr_requisicao: req, vagas: [linha(nrs[7])] });
    expect(cancelada.json()).toMatchObject({ status: 1, VAGAS_ALTERADAS: [nrs[7]] });
  });

  it('answers 404 for an unknown requisition and 400 for a malformed body, never 500', async () => {
    const nada = await salvar({ nr_requisicao: 999_999, vagas: [{ nr_vaga: 1 }] });
    expect(nada.statusCode).toBe(404);
    expect(nada.json().error).toBe(M.requisicaoNaoEncontrada);
    const corpos: unknown[] = [
      {},
      { nr_requisicao: 1, vagas: [] },
      { nr_requisicao: 1, vagas: 'x' },
      { nr_requisicao: 1, vagas: [{ nr_vaga: 'abc' }] },
      { nr_requisicao: 1, vagas: [{ nr_vaga: 1, pc_faturamento: true }] },
      { nr_requisicao: 1, vagas: [{ nr_vaga: 1, pc_faturamento: 'dez', dt_faturamento: amanha }] },
      { nr_requisicao: 1, vagas: [{ nr_vaga: 1, pc_faturamento: 10, dt_faturamento: '31/02/2030' }] },
      { nr_requisicao: 1e30, vagas: [{ nr_vaga: 1 }] },
      { nr_requisicao: 1, vagas: [null] },
    ];
    for (const c of corpos) expect((await salvar(c)).statusCode, JSON.stringify(c)).toBe(400);
    expect((await salvar({ nr_requisicao: 1, vagas: [] })).json().error).toEqual([`vagas: ${M.semVagas}`]);
  });
});

describe('who may do what', () => {
  it('lets finance (107) read the list, the export and a requisition, but not save', async () => {
    const { req, nrs } = await requisicaoCom('Cliente Financeiro', [{}]);
    expect((await get(`faturamento/avaliacoes?nr_requisicao=${req}`, financeiro)).statusCode).toBe(200);
    expect(
      (await get(`faturamento/avaliacoes/exportar?formato=csv&nr_requisicao=${req}`, financeiro)).statusCode,
    ).toBe(200);
    expect((await get(`faturamento/avaliacoes/requisicao/${req}`, financeiro)).statusCode).toBe(200);
    const corpo = {
      nr_requisicao: req,
      vagas: [{ nr_vaga: nrs[0], pc_faturamento: 10, dt_faturamento: amanha }],
    };
    const r = await salvar(corpo, financeiro);
    expect(r.statusCode).toBe(403);
    expect(await faturamentoDe(nrs[0])).toMatchObject({ pc_faturamento: null });
    // 59 (and 58, above) may
    expect((await salvar(corpo, gerente)).statusCode).toBe(200);
  });

  it('refuses users without the codes and anonymous calls', async () => {
    for (const url of [
      'faturamento/avaliacoes',
      'faturamento/avaliacoes/requisicao/1',
      'faturamento/avaliacoes/exportar?formato=csv',
    ])
      expect((await get(url, semCodigo)).statusCode, url).toBe(403);
    expect((await salvar({ nr_requisicao: 1, vagas: [{ nr_vaga: 1 }] }, semCodigo)).statusCode).toBe(403);
    expect(
      (await injectAs(t.app, undefined, { method: 'GET', url: '/api/faturamento/avaliacoes' })).statusCode,
    ).toBe(401);
  });

  it('documents the routes with their codes', async () => {
    const doc = (await injectAs(t.app, editor, { method: 'GET', url: '/api/docs/json' })).json();
    const caminho = doc.paths['/api/faturamento/avaliacoes'];
    expect(caminho.get.summary).toContain('107');
    expect(caminho.post.summary).toContain('58, 59, 60');
  });
});
