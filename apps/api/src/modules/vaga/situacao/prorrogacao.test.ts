import { isoParaBr } from '@backoffice/domain/controles';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import {
  dataNegocio,
  MENSAGENS_PRORROGACAO as M,
  MENSAGEM_VAGAS_ATRASADAS,
  somarDias,
} from '@backoffice/domain/vaga-prazo';
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

let t: TestApp;
let ana: Sessao; // unit 1: 90 days
let bia: Sessao; // unit 330: 120 days
let caio: Sessao; // unit 1, another analyst
let semPermissao: Sessao;
let cliente: number;
let requisicao: number;
const hoje = dataNegocio();
const diasAtras = (n: number) => somarDias(hoje, -n);

/** Ana's vacancies by name. */
const v: Record<string, number> = {};

async function vaga(analista: Sessao, dados: DadosVaga): Promise<number> {
  return criarVaga(
    t.app.deps.db,
    { cliente, requisicao },
    { cd_pessoa_analista: analista.usuario.user_sip, cd_usuario_analista: analista.usuario.cd_sip, ...dados },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  await criarUnidade(db, { cd_empresa: 330, nm_empresa: 'Unidade 330' });
  ana = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Ana Analista', cd_unid: 1 });
  bia = await loginComUsuario(t.app, { permissoes: [36], nm_pessoa: 'Bia Recrutadora', cd_unid: 330 });
  caio = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Caio Colega', cd_unid: 1 });
  semPermissao = await loginComUsuario(t.app, { permissoes: [107], cd_unid: 1 });
  cliente = await criarCliente(db, 'Metalúrgica Prazo');
  requisicao = await criarRequisicao(db, cliente);
  // the edges of the rule for unit 1 (more than 90 days open)
  v.dias89 = await vaga(ana, { dt_abertura: diasAtras(89) });
  v.dias90 = await vaga(ana, { dt_abertura: diasAtras(90) });
  v.dias91 = await vaga(ana, { dt_abertura: diasAtras(91), vl_salario: 2500, cd_centro_custo: null });
  v.prorrogadaHoje = await vaga(ana, { dt_abertura: diasAtras(150), dt_prorrogacao: hoje });
  v.prorrogadaOntem = await vaga(ana, { dt_abertura: diasAtras(150), dt_prorrogacao: diasAtras(1) });
  v.cliente7 = await vaga(ana, { dt_abertura: diasAtras(200), cd_situacao_vaga: 7 });
  v.comercial11 = await vaga(ana, {
    dt_abertura: diasAtras(95),
    cd_situacao_vaga: 11,
    id_vaga_sigilosa: 'S',
  });
  v.congelada = await vaga(ana, { dt_abertura: diasAtras(200), cd_situacao_vaga: 13 });
  v.fechada = await vaga(ana, { dt_abertura: diasAtras(200), cd_situacao_vaga: 6 });
  v.doCaio = await vaga(caio, { dt_abertura: diasAtras(300) });
  // unit 330: more than 120 days
  v.bia120 = await vaga(bia, { dt_abertura: diasAtras(120) });
  v.bia121 = await vaga(bia, { dt_abertura: diasAtras(121) });
});
afterAll(async () => {
  await t?.close();
});

const atrasadas = (s: Sessao) =>
  injectAs(t.app, s.cookie, { method: 'GET', url: '/api/vaga/vagas-atrasadas' });
const prorrogar = (s: Sessao, payload: object) =>
  injectAs(t.app, s.cookie, { method: 'PUT', url: '/api/vaga/prorrogar', payload });
const MOTIVO = 'Cliente pediu mais prazo para as entrevistas finais.';

describe('GET vaga/vagas-atrasadas (spec 001 §5 overdue rule)', () => {
  it('lists the open (1, 7, 11) vacancies of more than 90 days whose extension is missing or past', async () => {
    const res = await atrasadas(ana);
    expect(res.statusCode, res.body).toBe(200);
    const nrs = res.json().map((l: { NR_VAGA: number }) => l.NR_VAGA);
    expect(nrs.sort()).toEqual([v.dias91, v.prorrogadaOntem, v.cliente7, v.comercial11].sort());
    // 89 and 90 days are on time; an extension reaching today holds; frozen and closed do not count
    for (const fora of [v.dias89, v.dias90, v.prorrogadaHoje, v.congelada, v.fechada, v.doCaio])
      expect(nrs).not.toContain(fora);
  });

  it('answers what the rows show and expand; a secret vacancy hides its client', async () => {
    const linhas: Record<string, unknown>[] = (await atrasadas(ana)).json();
    const l91 = linhas.find((l) => l.NR_VAGA === v.dias91);
    expect(l91).toMatchObject({
      NR_REQUISICAO: requisicao,
      NM_APELIDO_CLIENTE: 'Metalúrgica Prazo',
      ID_ESCONDE_INFO_SIGILOSA: 'N',
      CD_SITUACAO_VAGA: 1,
      NM_SITUACAO_VAGA: 'Aberta',
      VL_SALARIO: 2500,
      DT_ABERTURA: diasAtras(91),
      DT_PRORROGACAO: null,
      QT_DIAS_ABERTURA: 91,
      QTD_CANDIDATOS_RELACIONADOS: 0,
      CANDIDATO_APROVADO: 0,
    });
    expect(linhas.find((l) => l.NR_VAGA === v.prorrogadaOntem)?.DT_PRORROGACAO).toBe(diasAtras(1));
    expect(linhas.find((l) => l.NR_VAGA === v.comercial11)).toMatchObject({
      NM_APELIDO_CLIENTE: null,
      ID_ESCONDE_INFO_SIGILOSA: 'S',
    });
  });

  it('gives unit 330 120 days: 120 is on time, 121 is late', async () => {
    const nrs = (await atrasadas(bia)).json().map((l: { NR_VAGA: number }) => l.NR_VAGA);
    expect(nrs).toEqual([v.bia121]);
  });

  it("applies only to users of units whose overdue rule is on, with the unit's days (id_prazo_vaga, nr_dias_prazo_vaga)", async () => {
    const db = t.app.deps.db;
    const unidade = (cd: number, id: 'S' | 'N', dias: number) =>
      db.execute(
        sql`UPDATE empresa SET id_prazo_vaga = ${id}, nr_dias_prazo_vaga = ${dias} WHERE cd_empresa = ${cd}`,
      );
    try {
      await unidade(1, 'N', 90);
      expect((await atrasadas(ana)).json()).toEqual([]);
      expect((await atrasadas(bia)).json()).toHaveLength(1);
      // unit 330 down to 90 days: its 91..121-day vacancies become late at once (nothing cached)
      await unidade(330, 'S', 90);
      expect((await atrasadas(bia)).json().length).toBeGreaterThan(1);
    } finally {
      await unidade(1, 'S', 90);
      await unidade(330, 'S', 120);
    }
  });

  it('needs a session and a selection or recruitment permission', async () => {
    expect(
      (await injectAs(t.app, undefined, { method: 'GET', url: '/api/vaga/vagas-atrasadas' })).statusCode,
    ).toBe(401);
    expect((await atrasadas(semPermissao)).statusCode).toBe(403);
  });
});

describe('PUT vaga/prorrogar (spec 001 §2.13, §5)', () => {
  it('refuses a missing, short or long reason with the spec messages, writing nothing', async () => {
    const antes = await lerVaga(t.app.deps.db, v.dias91);
    const casos: [object, string][] = [
      [{ nr_vaga: v.dias91 }, M.motivoObrigatorio],
      [{ nr_vaga: v.dias91, ds_motivo_prorrogacao: '' }, M.motivoObrigatorio],
      [{ nr_vaga: v.dias91, ds_motivo_prorrogacao: '    ' }, M.motivoObrigatorio],
      // 13 characters after trimming, though 19 with the spaces
      [{ nr_vaga: v.dias91, ds_motivo_prorrogacao: '   Cliente pediu   ' }, M.motivoMinimo],
      [{ nr_vaga: v.dias91, ds_motivo_prorrogacao: 'x'.repeat(3901) }, M.motivoMaximo],
      [{ ds_motivo_prorrogacao: MOTIVO }, M.vagaNaoIdentificada],
      [{ nr_vaga: 0, ds_motivo_prorrogacao: MOTIVO }, M.vagaNaoIdentificada],
      [{ nr_vaga: 'abc', ds_motivo_prorrogacao: MOTIVO }, M.vagaNaoIdentificada],
    ];
    for (const [corpo, mensagem] of casos) {
      const res = await prorrogar(ana, corpo);
      expect(res.statusCode, JSON.stringify(corpo)).toBe(400);
      expect(res.json().error).toEqual([mensagem]);
    }
    expect(await lerVaga(t.app.deps.db, v.dias91)).toEqual(antes);
    expect(await notasVaga(t.app.deps.db, v.dias91)).toEqual([]);
  });

  it('accepts 15 characters after trimming and 3900 at most', async () => {
    const quinze = await vaga(ana, { dt_abertura: diasAtras(100) });
    const catorze = await prorrogar(ana, { nr_vaga: quinze, ds_motivo_prorrogacao: '  Cliente pediu.  ' });
    expect(catorze.statusCode).toBe(400);
    expect(catorze.json().error).toEqual([M.motivoMinimo]);
    const res = await prorrogar(ana, { nr_vaga: quinze, ds_motivo_prorrogacao: '  Cliente atrasou  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lerVaga(t.app.deps.db, quinze)).ds_motivo_prorrogacao).toBe('Cliente atrasou');
    const longo = await vaga(ana, { dt_abertura: diasAtras(100) });
    const max = await prorrogar(ana, { nr_vaga: longo, ds_motivo_prorrogacao: 'y'.repeat(3900) });
    expect(max.statusCode, max.body).toBe(200);
  });

  it('extends an overdue vacancy: extension date today + 30 days, reason kept, a P note, one event; it leaves the list', async () => {
    const res = await prorrogar(ana, {
      nr_vaga: v.dias91,
      ds_motivo_prorrogacao: `  ${MOTIVO}  `,
      cd_unidade: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ate = somarDias(hoje, 30);
    expect(res.json()).toEqual({ message: M.sucesso, NR_VAGA: v.dias91, DT_PRORROGACAO: ate });
    const gravada = await lerVaga(t.app.deps.db, v.dias91);
    expect(gravada.dt_prorrogacao).toBe(ate);
    expect(gravada.ds_motivo_prorrogacao).toBe(MOTIVO);
    expect(gravada.alterado_por).toBe(ana.usuario.cd_sip);
    expect(await notasVaga(t.app.deps.db, v.dias91)).toEqual([
      { ds_historico: M.historico(isoParaBr(ate), MOTIVO), id_tipo: 'P' },
    ]);
    const nrs = (await atrasadas(ana)).json().map((l: { NR_VAGA: number }) => l.NR_VAGA);
    expect(nrs).not.toContain(v.dias91);
    // once extended it is not overdue: a second extension is refused
    const de_novo = await prorrogar(ana, { nr_vaga: v.dias91, ds_motivo_prorrogacao: MOTIVO });
    expect(de_novo.statusCode).toBe(409);
    expect(de_novo.json().error).toBe(M.naoAtrasada);
  });

  it('extends a vacancy whose extension ran out yesterday, and one of unit 330 past 120 days', async () => {
    expect(
      (await prorrogar(ana, { nr_vaga: v.prorrogadaOntem, ds_motivo_prorrogacao: MOTIVO })).statusCode,
    ).toBe(200);
    expect((await prorrogar(bia, { nr_vaga: v.bia121, ds_motivo_prorrogacao: MOTIVO })).statusCode).toBe(200);
    expect((await lerVaga(t.app.deps.db, v.bia121)).dt_prorrogacao).toBe(somarDias(hoje, 30));
  });

  it('refuses what is not overdue: 90 days, 120 days in unit 330, an extension reaching today', async () => {
    for (const [quem, nr] of [
      [ana, v.dias90],
      [ana, v.prorrogadaHoje],
      [bia, v.bia120],
    ] as const) {
      const res = await prorrogar(quem, { nr_vaga: nr, ds_motivo_prorrogacao: MOTIVO });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(M.naoAtrasada);
    }
  });

  it('refuses a frozen vacancy and a closed one (409), nothing written', async () => {
    const congelada = await prorrogar(ana, { nr_vaga: v.congelada, ds_motivo_prorrogacao: MOTIVO });
    expect(congelada.statusCode).toBe(409);
    expect(congelada.json().error).toBe(M.vagaCongelada);
    const fechada = await prorrogar(ana, { nr_vaga: v.fechada, ds_motivo_prorrogacao: MOTIVO });
    expect(fechada.statusCode).toBe(409);
    expect(fechada.json().error).toBe(M.vagaNaoAberta);
    for (const nr of [v.congelada, v.fechada]) {
      expect((await lerVaga(t.app.deps.db, nr)).dt_prorrogacao).toBeNull();
      expect(await notasVaga(t.app.deps.db, nr)).toEqual([]);
    }
  });

  it("refuses another analyst's vacancy (403) and an unknown one (404)", async () => {
    const alheia = await prorrogar(ana, { nr_vaga: v.doCaio, ds_motivo_prorrogacao: MOTIVO });
    expect(alheia.statusCode).toBe(403);
    expect(alheia.json().error).toBe(M.naoAnalista);
    expect((await lerVaga(t.app.deps.db, v.doCaio)).dt_prorrogacao).toBeNull();
    const nenhuma = await prorrogar(ana, { nr_vaga: 999_999_999, ds_motivo_prorrogacao: MOTIVO });
    expect(nenhuma.statusCode).toBe(404);
    expect(nenhuma.json().error).toBe(M.vagaNaoEncontrada);
  });

  it('needs the CSRF header, a session and a permission', async () => {
    const semCabecalho = await t.app.inject({
      method: 'PUT',
      url: '/api/vaga/prorrogar',
      headers: { cookie: ana.cookie },
      payload: { nr_vaga: v.cliente7, ds_motivo_prorrogacao: MOTIVO },
    });
    expect(semCabecalho.statusCode).toBe(403);
    const negado = await prorrogar(semPermissao, { nr_vaga: v.cliente7, ds_motivo_prorrogacao: MOTIVO });
    expect(negado.statusCode).toBe(403);
    expect(negado.json().error).toBe(MENSAGENS.semPermissao);
    expect((await lerVaga(t.app.deps.db, v.cliente7)).dt_prorrogacao).toBeNull();
  });

  it('blocks the list while the user has overdue vacancies, with the spec notice', async () => {
    const res = await injectAs(t.app, ana.cookie, { method: 'GET', url: '/api/vaga/vagas-selecao' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MENSAGEM_VAGAS_ATRASADAS);
  });
});
