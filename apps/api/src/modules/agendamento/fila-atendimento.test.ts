import { EVENTO_AGENDA } from '@backoffice/domain/agendamento';
import { EVENTO_AVISO, TIPO_AVISO_ATRASO_CHEGADA } from '@backoffice/domain/aviso';
import {
  LIMITES_FILA_ATENDIMENTO,
  MENSAGENS_FILA_ATENDIMENTO as M,
  textoAvisoEspera,
} from '@backoffice/domain/fila-atendimento';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import {
  CARGOS_TESTE,
  criarCandidato,
  criarCatalogos,
  criarCliente,
  criarVaga,
} from '../../../test/pesquisa-fixtures';
import { avisarEsperas, iniciarVerificacaoEsperas } from './aviso-espera.service';

// The queue's rules read the clock: every test runs at noon of today's business date (the JS clock is
// fixed, and with it PGlite's; a PostgreSQL server's stays real, which only stamps sessions).
const HOJE = dataNegocio();
const AGORA = new Date(`${HOJE}T12:00:00-03:00`);
const MIN = 60_000;
const em = (min: number) => new Date(AGORA.getTime() + min * MIN).toISOString();
/** hh:mm of an offset from now, as the screen sends an arrival (business time, no offset). */
const horaLocal = (min: number) => {
  const d = new Date(AGORA.getTime() + min * MIN - 3 * 60 * MIN);
  return d.toISOString().slice(0, 16);
};

let t: TestApp;
let cookie: string;
let cookieColega: string;
let cookieOutraUnidade: string;
let cookieSemPermissao: string;
let atendente: number;
let colega: number;
let cliente: number;
let vaga: number;
const eventos: { tipo: string; dados: Record<string, unknown>; para?: Record<string, number[]> }[] = [];
let criados = 0;
let daOutraUnidade = 0;

interface Agenda {
  /** Minutes from now of the scheduled time. */
  min: number;
  usuario?: number;
  empresa?: number;
  chegada?: number;
  inicio?: number;
  encerrado?: number;
  compareceu?: 'S' | 'N';
  avisado?: boolean;
  nome?: string;
}

/** An appointment straight in the table; answers its key as the queue answers it. */
async function agendar(a: Agenda) {
  const cd = await criarCandidato(t.db.handle, { nome: a.nome });
  criados += 1;
  const criado = new Date(AGORA.getTime() - 86_400_000 - criados * 1000).toISOString();
  const [r] = await t.db.handle.query<{ id: number }>(
    `INSERT INTO agendamento (cd_pessoa_candidato, cd_usuario_atendimento, cd_pessoa_cliente, cd_empresa,
        id_tipo_agendamento, dt_atendimento, dt_chegada, dt_inicio_atendimento, dt_encerramento, id_compareceu,
        dt_aviso_espera, nr_vaga, criado_em, criado_por)
     VALUES ($1, $2, $3, $4, 'E', $5, $6, $7, $8, $9, $10, $11, $12, $2) RETURNING id_agendamento AS id`,
    [
      cd,
      a.usuario ?? atendente,
      cliente,
      a.empresa ?? 1,
      em(a.min),
      a.chegada === undefined ? null : em(a.chegada),
      a.inicio === undefined ? null : em(a.inicio),
      a.encerrado === undefined ? null : em(a.encerrado),
      a.compareceu ?? null,
      a.avisado ? em(-1) : null,
      vaga,
      criado,
    ],
  );
  return { cd_pessoa_candidato: cd, criado_em: criado, id: Number(r.id) };
}

async function estado(id: number) {
  const [r] = await t.db.handle.query<{
    dt_chegada: Date | null;
    dt_inicio_atendimento: Date | null;
    dt_encerramento: Date | null;
    dt_aviso_espera: Date | null;
    cd_usuario_atendimento: number;
    id_compareceu: string | null;
  }>(
    `SELECT dt_chegada, dt_inicio_atendimento, dt_encerramento, dt_aviso_espera, cd_usuario_atendimento,
            id_compareceu FROM agendamento WHERE id_agendamento = $1`,
    [id],
  );
  return r;
}

async function avisosDe(cdSip: number) {
  return t.db.handle.query<{ cd_tipo_aviso: number; ds_complemento_aviso: string }>(
    'SELECT cd_tipo_aviso, ds_complemento_aviso FROM aviso WHERE cd_sip = $1 ORDER BY id_aviso',
    [cdSip],
  );
}

/** The waiting candidates of the earlier tests are out of the alert tests' counts. */
const jaAvisados = () =>
  t.db.handle.query('UPDATE agendamento SET dt_aviso_espera = now() WHERE dt_aviso_espera IS NULL');

const req = (method: 'GET' | 'PUT', url: string, payload?: object, quem: string | null = cookie) =>
  injectAs(t.app, quem ?? undefined, { method, url: `/api/agendamento/${url}`, payload });
const esperarEventos = () => new Promise((r) => setTimeout(r, 100));

beforeAll(async () => {
  // before the sessions: PGlite's now() reads the JS clock too
  vi.useFakeTimers({ toFake: ['Date'], now: AGORA });
  t = await createTestApp();
  const h = t.db.handle;
  await criarCatalogos(h);
  const s = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 1, nm_pessoa: 'Ana Atendente' });
  cookie = s.cookie;
  atendente = s.usuario.cd_sip;
  const c = await loginComUsuario(t.app, { permissoes: [59], cd_unid: 1, nm_pessoa: 'Beto Colega' });
  cookieColega = c.cookie;
  colega = c.usuario.cd_sip;
  cookieOutraUnidade = (await loginComUsuario(t.app, { permissoes: [58], cd_unid: 2 })).cookie;
  cookieSemPermissao = (await loginComUsuario(t.app, { permissoes: [36], cd_unid: 1 })).cookie;
  cliente = await criarCliente(h, 'Metalúrgica Fila');
  await h.query(`UPDATE pessoa SET nm_apelido = 'Metal Fila' WHERE cd_pessoa = $1`, [cliente]);
  vaga = (await criarVaga(h, { cliente, cd_cargo: CARGOS_TESTE.empilhadeira })).nr_vaga;
  await h.listen('eventos', (payload) => {
    eventos.push(JSON.parse(payload));
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe('GET agendamento/fila-atendimento', () => {
  it("answers today's appointments of the user's unit, by time, with arrival, late flag and attending user", async () => {
    const cedo = await agendar({
      min: -120,
      chegada: -125,
      inicio: -118,
      encerrado: -90,
      nome: 'Clara Cedo',
    });
    const atrasado = await agendar({ min: -30, nome: 'Davi Atrasado' });
    const chegouAtrasado = await agendar({ min: -40, chegada: -5, usuario: colega, nome: 'Eva Tarde' });
    const tarde = await agendar({ min: 90, nome: 'Fábio Depois' });
    const outraUnidade = await agendar({ min: 10, empresa: 2 });
    const ontem = await agendar({ min: -24 * 60 });
    const amanha = await agendar({ min: 24 * 60 });

    daOutraUnidade = outraUnidade.cd_pessoa_candidato;
    const res = await req('GET', 'fila-atendimento');
    expect(res.statusCode, res.body).toBe(200);
    const linhas: Record<string, unknown>[] = res.json();
    const cds = linhas.map((l) => l.CD_PESSOA);
    for (const fora of [outraUnidade, ontem, amanha]) expect(cds).not.toContain(fora.cd_pessoa_candidato);
    const ordem = [cedo, chegouAtrasado, atrasado, tarde].map((a) => a.cd_pessoa_candidato);
    expect(cds.filter((c) => ordem.includes(c as number))).toEqual(ordem);

    const l = (a: { cd_pessoa_candidato: number }) =>
      linhas.find((x) => x.CD_PESSOA === a.cd_pessoa_candidato);
    expect(l(cedo)).toMatchObject({
      NM_PESSOA: 'Clara Cedo',
      CRIADO_EM: cedo.criado_em,
      CRIADO_POR: 'Ana Atendente',
      ID_TIPO_AGENDAMENTO: 'E',
      TIPO_AGENDAMENTO: 'Entrevista',
      DT_ATENDIMENTO: em(-120),
      DT_CHEGADA: em(-125),
      DT_CHEGADA_PRT: `${HOJE.slice(8, 10)}/${HOJE.slice(5, 7)}/${HOJE.slice(0, 4)} 09:55`,
      DT_INICIO_ATENDIMENTO: em(-118),
      DT_ENCERRAMENTO: em(-90),
      ID_ATRASOU: null,
      NM_USUARIO_ATENDIMENTO: 'Ana Atendente',
      CD_USUARIO_ATENDIMENTO: atendente,
      CD_PESSOA_CLIENTE: cliente,
      NM_PESSOA_CLIENTE: 'Metalúrgica Fila',
      NM_CLIENTE: 'Metal Fila',
      NM_APELIDO: 'Metal Fila',
      ID_POSSUE_DEFICIENCIA: 'N',
      NR_VAGA: vaga,
      NM_CARGO: 'Operador de Empilhadeira',
    });
    // late: not arrived 30 min after the time; arrived 35 min after it; not yet due
    expect(l(atrasado)?.ID_ATRASOU).toBe('A');
    expect(l(chegouAtrasado)).toMatchObject({ ID_ATRASOU: 'A', NM_USUARIO_ATENDIMENTO: 'Beto Colega' });
    expect(l(tarde)?.ID_ATRASOU).toBeNull();
  });

  it('is for the selection workspace: 401 without a session, 403 without its codes', async () => {
    expect((await req('GET', 'fila-atendimento', undefined, null)).statusCode).toBe(401);
    expect((await req('GET', 'fila-atendimento', undefined, cookieSemPermissao)).statusCode).toBe(403);
    const outra = await req('GET', 'fila-atendimento', undefined, cookieOutraUnidade);
    expect(outra.statusCode).toBe(200);
    expect(outra.json().map((x: { CD_PESSOA: number }) => x.CD_PESSOA)).toEqual([daOutraUnidade]);
  });
});

describe('GET agendamento/candidatos-aguardando', () => {
  it("answers the user's arrived candidates not yet attended, in arrival order", async () => {
    const primeiro = await agendar({ min: 30, chegada: -20, nome: 'Gil Primeiro' });
    const segundo = await agendar({ min: 0, chegada: -3, nome: 'Hugo Segundo' });
    const doColega = await agendar({ min: 0, chegada: -4, usuario: colega });
    const emAtendimento = await agendar({ min: 0, chegada: -10, inicio: -2 });
    const res = await req('GET', 'candidatos-aguardando');
    expect(res.statusCode, res.body).toBe(200);
    const cds = res.json().map((x: { CD_PESSOA: number }) => x.CD_PESSOA);
    expect(cds).toContain(primeiro.cd_pessoa_candidato);
    expect(cds.indexOf(primeiro.cd_pessoa_candidato)).toBeLessThan(cds.indexOf(segundo.cd_pessoa_candidato));
    expect(cds).not.toContain(doColega.cd_pessoa_candidato);
    expect(cds).not.toContain(emAtendimento.cd_pessoa_candidato);
    expect(
      res.json().find((x: { CD_PESSOA: number }) => x.CD_PESSOA === primeiro.cd_pessoa_candidato),
    ).toEqual({
      NM_PESSOA: 'Gil Primeiro',
      CD_PESSOA: primeiro.cd_pessoa_candidato,
      DT_ATENDIMENTO: em(30),
      DT_CHEGADA: em(-20),
    });
  });
});

describe('PUT agendamento/registrar-chegada', () => {
  it("registers the arrival now, marks attendance and tells the unit's queue", async () => {
    const a = await agendar({ min: 5 });
    const antes = eventos.length;
    const res = await req('PUT', 'registrar-chegada', {
      cd_pessoa_candidato: a.cd_pessoa_candidato,
      criado_em: a.criado_em,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.chegadaRegistrada });
    const e = await estado(a.id);
    expect(e.dt_chegada && new Date(e.dt_chegada).toISOString()).toBe(AGORA.toISOString());
    expect(e.id_compareceu).toBe('S');
    expect(e.dt_aviso_espera).toBeNull();
    await esperarEventos();
    const agenda = eventos
      .slice(antes)
      .find((x) => x.tipo === EVENTO_AGENDA && x.dados.cd_pessoa_candidato === a.cd_pessoa_candidato);
    expect(agenda).toMatchObject({
      para: { cd_unid: [1] },
      dados: {
        acao: 'chegada',
        cd_empresa: 1,
        cd_pessoa_candidato: a.cd_pessoa_candidato,
        cd_usuario: atendente,
      },
    });

    const denovo = await req('PUT', 'registrar-chegada', {
      cd_pessoa_candidato: a.cd_pessoa_candidato,
      criado_em: a.criado_em,
    });
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().error).toBe(M.chegadaJaRegistrada);
  });

  it('alerts the attending user at once (stored and live) when the arrival registered has already waited too long', async () => {
    const a = await agendar({ min: -30, nome: 'Iara Espera', usuario: colega });
    const antes = eventos.length;
    const res = await req('PUT', 'registrar-chegada', {
      cd_pessoa_candidato: a.cd_pessoa_candidato,
      criado_em: a.criado_em,
      data_chegada: horaLocal(-LIMITES_FILA_ATENDIMENTO.esperaAvisoMin - 5),
    });
    expect(res.statusCode, res.body).toBe(200);
    const texto = textoAvisoEspera('Iara Espera', { DT_ATENDIMENTO: em(-30), DT_CHEGADA: em(-20) });
    expect(texto).toBe('Iara Espera chegou às 11:40 para o atendimento das 11:30 e aguarda na fila.');
    expect(await avisosDe(colega)).toEqual([
      { cd_tipo_aviso: TIPO_AVISO_ATRASO_CHEGADA, ds_complemento_aviso: texto },
    ]);
    expect((await estado(a.id)).dt_aviso_espera).not.toBeNull();
    await esperarEventos();
    const aviso = eventos
      .slice(antes)
      .find((x) => x.tipo === EVENTO_AVISO && x.dados.DS_COMPLEMENTO_AVISO === texto);
    expect(aviso).toMatchObject({
      para: { cd_sip: [colega] },
      dados: { CD_TIPO_AVISO: 90, DS_COMPLEMENTO_AVISO: texto, VIEWED: 'N' },
    });
    // a reload shows it: the attending user's alerts
    const lista = await injectAs(t.app, cookieColega, { method: 'GET', url: '/api/analista/avisos' });
    expect(lista.json().map((x: { CD_TIPO_AVISO: number }) => x.CD_TIPO_AVISO)).toContain(90);
  });

  it('refuses an arrival in the future, of another day or unreadable, and writes nothing', async () => {
    const a = await agendar({ min: 0 });
    const corpo = { cd_pessoa_candidato: a.cd_pessoa_candidato, criado_em: a.criado_em };
    for (const [data_chegada, erro] of [
      [horaLocal(10), M.chegadaFutura],
      [horaLocal(-24 * 60), M.chegadaOutroDia],
      ['amanhã cedo', M.chegadaInvalida],
      [`${HOJE}T25:00`, M.chegadaInvalida],
    ]) {
      const res = await req('PUT', 'registrar-chegada', { ...corpo, data_chegada });
      expect(res.statusCode, data_chegada).toBe(400);
      expect(res.json().error).toBe(erro);
    }
    expect((await estado(a.id)).dt_chegada).toBeNull();
  });

  it('refuses another unit (404), a closed one or one of another day (409), an unknown key (404)', async () => {
    const outra = await agendar({ min: 0, empresa: 2 });
    const r404 = await req('PUT', 'registrar-chegada', {
      cd_pessoa_candidato: outra.cd_pessoa_candidato,
      criado_em: outra.criado_em,
    });
    expect(r404.statusCode).toBe(404);
    expect(r404.json().error).toBe(M.naoEncontrado);
    const fechado = await agendar({ min: -60, encerrado: -10, compareceu: 'N' });
    const r409 = await req('PUT', 'registrar-chegada', {
      cd_pessoa_candidato: fechado.cd_pessoa_candidato,
      criado_em: fechado.criado_em,
    });
    expect(r409.statusCode).toBe(409);
    expect(r409.json().error).toBe(M.encerrado);
    const amanha = await agendar({ min: 24 * 60 });
    const rDia = await req('PUT', 'registrar-chegada', {
      cd_pessoa_candidato: amanha.cd_pessoa_candidato,
      criado_em: amanha.criado_em,
    });
    expect(rDia.statusCode).toBe(409);
    expect(rDia.json().error).toBe(M.somenteHoje);
    const nenhum = await req('PUT', 'registrar-chegada', {
      cd_pessoa_candidato: outra.cd_pessoa_candidato,
      criado_em: em(3),
    });
    expect(nenhum.statusCode).toBe(404);
    const ruim = await req('PUT', 'registrar-chegada', {
      cd_pessoa_candidato: outra.cd_pessoa_candidato,
      criado_em: 'ontem à noite',
    });
    expect(ruim.statusCode).toBe(400);
    expect((await estado(outra.id)).dt_chegada).toBeNull();
    expect((await estado(amanha.id)).dt_chegada).toBeNull();
  });

  it('needs a session and the selection codes', async () => {
    const a = await agendar({ min: 0 });
    const corpo = { cd_pessoa_candidato: a.cd_pessoa_candidato, criado_em: a.criado_em };
    expect((await req('PUT', 'registrar-chegada', corpo, null)).statusCode).toBe(401);
    expect((await req('PUT', 'registrar-chegada', corpo, cookieSemPermissao)).statusCode).toBe(403);
    expect((await estado(a.id)).dt_chegada).toBeNull();
  });
});

describe('PUT agendamento/iniciar-atendimento and encerrar-atendimento', () => {
  it('starts after the arrival (the starter attends), then only that user closes it', async () => {
    const a = await agendar({ min: -5 });
    const chave = { cd_pessoa_candidato: a.cd_pessoa_candidato, criado_em: a.criado_em };

    const semChegada = await req('PUT', 'iniciar-atendimento', chave);
    expect(semChegada.statusCode).toBe(409);
    expect(semChegada.json().error).toBe(M.semChegada);
    const naoIniciado = await req('PUT', 'encerrar-atendimento', chave);
    expect(naoIniciado.statusCode).toBe(409);
    expect(naoIniciado.json().error).toBe(M.naoIniciado);

    expect((await req('PUT', 'registrar-chegada', chave)).statusCode).toBe(200);
    const antes = eventos.length;
    // a colleague of the unit takes the waiting candidate
    const inicio = await req('PUT', 'iniciar-atendimento', chave, cookieColega);
    expect(inicio.statusCode, inicio.body).toBe(200);
    expect(inicio.json()).toEqual({ message: M.atendimentoIniciado });
    let e = await estado(a.id);
    expect(e.cd_usuario_atendimento).toBe(colega);
    expect(e.dt_inicio_atendimento && new Date(e.dt_inicio_atendimento).toISOString()).toBe(
      AGORA.toISOString(),
    );
    await esperarEventos();
    const inicioEvento = eventos
      .slice(antes)
      .find((x) => x.tipo === EVENTO_AGENDA && x.dados.acao === 'inicio');
    expect(inicioEvento?.dados).toMatchObject({
      acao: 'inicio',
      cd_usuario: colega,
    });

    const dupla = await req('PUT', 'iniciar-atendimento', chave);
    expect(dupla.statusCode).toBe(409);
    expect(dupla.json().error).toBe(M.jaIniciado);

    const outro = await req('PUT', 'encerrar-atendimento', chave);
    expect(outro.statusCode).toBe(403);
    expect(outro.json().error).toBe(M.outroAtendente);
    expect((await estado(a.id)).dt_encerramento).toBeNull();

    const fim = await req('PUT', 'encerrar-atendimento', chave, cookieColega);
    expect(fim.statusCode, fim.body).toBe(200);
    expect(fim.json()).toEqual({ message: M.atendimentoEncerrado });
    e = await estado(a.id);
    expect(e.dt_encerramento && new Date(e.dt_encerramento).toISOString()).toBe(AGORA.toISOString());
    expect(e.id_compareceu).toBe('S');

    const depois = await req('PUT', 'encerrar-atendimento', chave, cookieColega);
    expect(depois.statusCode).toBe(409);
    expect(depois.json().error).toBe(M.encerrado);
  });

  it("refuses another unit's appointment and bad keys", async () => {
    const a = await agendar({ min: 0, chegada: -1 });
    const chave = { cd_pessoa_candidato: a.cd_pessoa_candidato, criado_em: a.criado_em };
    expect((await req('PUT', 'iniciar-atendimento', chave, cookieOutraUnidade)).statusCode).toBe(404);
    expect((await req('PUT', 'iniciar-atendimento', { ...chave, cd_pessoa_candidato: 0 })).statusCode).toBe(
      400,
    );
    expect((await req('PUT', 'encerrar-atendimento', { criado_em: a.criado_em })).statusCode).toBe(400);
    expect((await estado(a.id)).dt_inicio_atendimento).toBeNull();
  });
});

describe('arrival-delay alert (code 90)', () => {
  it('alerts once, after the wait limit counted from the arrival or the scheduled time, only while waiting', async () => {
    const limite = LIMITES_FILA_ATENDIMENTO.esperaAvisoMin;
    await jaAvisados();
    const esperando = await agendar({ min: -2, chegada: -3, nome: 'Júlia Aguarda' });
    const adiantado = await agendar({ min: 0, chegada: -40, nome: 'Kauã Adiantado' });
    const atendido = await agendar({ min: -2, chegada: -3, inicio: 1 });
    const jaAvisado = await agendar({ min: -2, chegada: -3, avisado: true });
    const deOntem = await agendar({ min: -24 * 60, chegada: -24 * 60 });
    const exec = t.app.deps.db;
    const rodar = (min: number) =>
      exec.transaction((tx) => avisarEsperas(tx, t.app.deps.realtime, new Date(AGORA.getTime() + min * MIN)));

    const antes = (await avisosDe(atendente)).length;
    // the wait counts from the scheduled time (2 min ago) for one who arrived before it
    expect(await rodar(limite - 3)).toBe(0);
    expect(await rodar(limite - 2)).toBe(1);
    expect((await estado(esperando.id)).dt_aviso_espera).not.toBeNull();
    expect((await estado(adiantado.id)).dt_aviso_espera).toBeNull();
    expect(await rodar(limite)).toBe(1);
    expect(await rodar(limite + 30)).toBe(0);
    const novos = (await avisosDe(atendente)).slice(antes).map((a) => a.ds_complemento_aviso);
    expect(novos).toEqual([
      expect.stringMatching(/^Júlia Aguarda chegou às 11:57/),
      expect.stringMatching(/^Kauã Adiantado chegou às 11:20 para o atendimento das 12:00/),
    ]);
    for (const a of [atendido, jaAvisado, deOntem])
      expect((await estado(a.id)).dt_aviso_espera === null).toBe(a !== jaAvisado);
  });

  it('is checked by each instance on a timer, which stops with the app', async () => {
    await jaAvisados();
    await agendar({ min: -1, chegada: -1, usuario: colega, nome: 'Lia Relógio' });
    const antes = (await avisosDe(colega)).length;
    const v = iniciarVerificacaoEsperas(
      { db: t.app.deps.db, realtime: t.app.deps.realtime, config: { AGENDA_AVISO_POLL_SECONDS: 0.05 } },
      t.app.log,
      () => new Date(AGORA.getTime() + 60 * MIN),
    );
    await vi.waitFor(async () => expect((await avisosDe(colega)).length).toBe(antes + 1), { timeout: 5000 });
    await v.parar();
    expect((await avisosDe(colega)).at(-1)?.ds_complemento_aviso).toMatch(/^Lia Relógio/);
    // off when the interval is 0
    const desligado = iniciarVerificacaoEsperas(
      { db: t.app.deps.db, realtime: t.app.deps.realtime, config: { AGENDA_AVISO_POLL_SECONDS: 0 } },
      t.app.log,
    );
    await desligado.parar();
  });
});
