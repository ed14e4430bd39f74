import { EVENTO_AGENDA, MENSAGENS_AGENDAMENTO } from '@backoffice/domain/agendamento';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, loginComUsuario, type TestApp } from '../../../test/helpers';
import { criarCandidato, criarCatalogos, criarCliente, criarVaga } from '../../../test/pesquisa-fixtures';

let t: TestApp;
let cookie: string;
let atendente: number;
let candidato: number;
let cliente: number;
let isento: number;
const eventos: string[] = [];

/** Business date `dias` days from today, at `hora`, as the panel sends it (dd-MM-yyyy HH:mm). */
function dataHora(dias: number, hora = '10:00'): string {
  const d = new Date(`${dataNegocio()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  const iso = d.toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)} ${hora}`;
}

beforeAll(async () => {
  t = await createTestApp();
  const h = t.db.handle;
  await criarCatalogos(h);
  const s = await loginComUsuario(t.app, 'selecao');
  cookie = s.cookie;
  atendente = s.usuario.cd_sip;
  candidato = await criarCandidato(h, { nome: 'Carla Agenda' });
  cliente = await criarCliente(h, 'Cliente com Processos');
  await h.query(
    `INSERT INTO tipo_processo (cd_pessoa_cliente, tipo, ds_tipo_abreviado) VALUES ($1, 'ENT', 'Entrevista')`,
    [cliente],
  );
  // the exempt client code of the spec
  await h.query(
    `INSERT INTO pessoa (cd_pessoa, nm_pessoa, id_tipo_pessoa) VALUES (80011, 'Cliente Isento', 'J')`,
  );
  await h.query(`INSERT INTO cliente (cd_pessoa, cd_empresa) VALUES (80011, 1)`);
  isento = 80011;
  await h.listen('eventos', (payload) => {
    eventos.push(payload);
  });
});
afterAll(async () => {
  await t?.close();
});

const salvar = (payload: Record<string, unknown>, quem: string | null = cookie) =>
  injectAs(t.app, quem ?? undefined, { method: 'POST', url: '/api/agendamento/salvar-agendamento', payload });
const atualizar = (payload: Record<string, unknown>) =>
  injectAs(t.app, cookie, { method: 'POST', url: '/api/agendamento/atualizar-agendamento', payload });
const ler = (cd: number, criado: string) =>
  injectAs(t.app, cookie, {
    method: 'GET',
    url: `/api/agendamento/dados-agendamento/${cd}/${encodeURIComponent(criado)}`,
  });
const base = () => ({
  cd_pessoa_candidato: candidato,
  cd_usuario_atendimento: atendente,
  dt_atendimento: dataHora(2, '14:30'),
  tipo_agendamento: 'E',
});

describe('POST agendamento/salvar-agendamento', () => {
  it('saves, announces agenda and reads back by candidate and creation time', async () => {
    const antes = eventos.length;
    const res = await salvar({
      ...base(),
      cd_pessoa_cliente: cliente,
      tipo_processo: 'ENT',
      descricao: 'Entrevista inicial',
    });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({ message: MENSAGENS_AGENDAMENTO.salvo, cd_pessoa_candidato: candidato });
    await new Promise((r) => setTimeout(r, 100));
    const novos = eventos.slice(antes).map((e) => JSON.parse(e));
    expect(novos.some((e) => e.tipo === EVENTO_AGENDA && e.dados.cd_pessoa_candidato === candidato)).toBe(
      true,
    );

    const lido = await ler(candidato, b.criado_em);
    expect(lido.statusCode, lido.body).toBe(200);
    expect(lido.json()).toMatchObject({
      ID_AGENDAMENTO: b.id_agendamento,
      NM_PESSOA_CANDIDATO: 'Carla Agenda',
      CD_USUARIO_ATENDIMENTO: atendente,
      CD_PESSOA_CLIENTE: cliente,
      TIPO_PROCESSO: 'ENT',
      TIPO_AGENDAMENTO: 'E',
      DESCRICAO: 'Entrevista inicial',
      CRIADO_EM: b.criado_em,
    });
    // 14:30 in São Paulo is 17:30 UTC
    expect(lido.json().DT_ATENDIMENTO).toMatch(/T17:30:00\.000Z$/);
  });

  it('gives every missing required field its spec message, and writes nothing', async () => {
    const [{ n: antes }] = await t.db.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM agendamento',
    );
    const res = await salvar({ cd_pessoa_cliente: cliente });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([
      MENSAGENS_AGENDAMENTO.candidato,
      MENSAGENS_AGENDAMENTO.usuarioAtendimento,
      MENSAGENS_AGENDAMENTO.dataHora,
      MENSAGENS_AGENDAMENTO.tipoProcesso,
    ]);
    const [{ n: depois }] = await t.db.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM agendamento',
    );
    expect(depois).toBe(antes);
  });

  it('needs the process type when a client is set, except for the exempt client (whose choice is ignored)', async () => {
    const sem = await salvar({ ...base(), cd_pessoa_cliente: cliente });
    expect(sem.json().error).toEqual([MENSAGENS_AGENDAMENTO.tipoProcesso]);
    const desconhecido = await salvar({ ...base(), cd_pessoa_cliente: cliente, tipo_processo: 'XYZ' });
    expect(desconhecido.statusCode).toBe(400);
    expect(desconhecido.json().error).toBe(MENSAGENS_AGENDAMENTO.tipoProcessoInvalido);
    const ok = await salvar({ ...base(), cd_pessoa_cliente: isento, tipo_processo: 'ENT' });
    expect(ok.statusCode, ok.body).toBe(200);
    const lido = (await ler(candidato, ok.json().criado_em)).json();
    expect(lido.TIPO_PROCESSO).toBeNull();
  });

  it('description, when filled, has 10 to 2000 characters', async () => {
    expect((await salvar({ ...base(), descricao: 'curto' })).json().error).toEqual([
      MENSAGENS_AGENDAMENTO.descricaoMin,
    ]);
    expect((await salvar({ ...base(), descricao: 'x'.repeat(2001) })).json().error).toEqual([
      MENSAGENS_AGENDAMENTO.descricaoMax,
    ]);
    expect((await salvar({ ...base(), descricao: '' })).statusCode).toBe(200);
  });

  it('service date from today to 90 days ahead', async () => {
    expect((await salvar({ ...base(), dt_atendimento: dataHora(0, '23:59') })).statusCode).toBe(200);
    expect((await salvar({ ...base(), dt_atendimento: dataHora(90) })).statusCode).toBe(200);
    for (const d of [dataHora(91), dataHora(-1)]) {
      const r = await salvar({ ...base(), dt_atendimento: d });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toEqual([MENSAGENS_AGENDAMENTO.janela]);
    }
    expect((await salvar({ ...base(), dt_atendimento: '31-02-2030 10:00' })).statusCode).toBe(400);
  });

  it('refuses a frozen vacancy (409) and unknown references', async () => {
    const v = await criarVaga(t.db.handle, { cliente, situacao: 13 });
    const r = await salvar({ ...base(), nr_vaga: v.nr_vaga });
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe(MENSAGENS.vagaCongelada);
    expect((await salvar({ ...base(), cd_pessoa_candidato: 999_999 })).statusCode).toBe(404);
    expect((await salvar({ ...base(), cd_usuario_atendimento: 999_999 })).statusCode).toBe(400);
    expect((await salvar({ ...base(), tipo_agendamento: 'Z' })).statusCode).toBe(400);
  });

  it('refuses an analyst that does not exist (400), writing nothing', async () => {
    const contar = async () =>
      (await t.db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM agendamento'))[0].n;
    const antes = await contar();
    const r = await salvar({ ...base(), cd_pessoa_analista: 2_147_480_000 });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: MENSAGENS.referenciaInexistente });
    expect(await contar()).toBe(antes);
  });

  it('needs a session and a permitted area', async () => {
    expect((await salvar(base(), null)).statusCode).toBe(401);
    expect((await salvar(base(), await login(t.app, 'marketing'))).statusCode).toBe(403);
  });
});

describe('POST agendamento/atualizar-agendamento', () => {
  it('updates the appointment found by candidate and creation time, and announces agenda', async () => {
    const criado = (await salvar(base())).json();
    const antes = eventos.length;
    const res = await atualizar({
      ...base(),
      criado_em: criado.criado_em,
      id_compareceu: 'S',
      descricao: 'Compareceu no horário.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MENSAGENS_AGENDAMENTO.atualizado,
      id_agendamento: criado.id_agendamento,
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(eventos.slice(antes).some((e) => JSON.parse(e).tipo === EVENTO_AGENDA)).toBe(true);
    const lido = (await ler(candidato, criado.criado_em)).json();
    expect(lido).toMatchObject({ ID_COMPARECEU: 'S', DESCRICAO: 'Compareceu no horário.' });
  });

  it('keeps a past service date when it does not change, but not a new date in the past', async () => {
    const criado = (await salvar(base())).json();
    await t.db.handle.query(
      `UPDATE agendamento SET dt_atendimento = now() - interval '3 days' WHERE id_agendamento = $1`,
      [criado.id_agendamento],
    );
    const lido = (await ler(candidato, criado.criado_em)).json();
    const mesmo = await atualizar({
      ...base(),
      dt_atendimento: lido.DT_ATENDIMENTO,
      criado_em: criado.criado_em,
      id_compareceu: 'N',
    });
    expect(mesmo.statusCode, mesmo.body).toBe(200);
    const outro = await atualizar({ ...base(), dt_atendimento: dataHora(-2), criado_em: criado.criado_em });
    expect(outro.json().error).toEqual([MENSAGENS_AGENDAMENTO.janela]);
  });

  it('keeps the arrival registered in the queue when the update does not send data_chegada', async () => {
    const criado = (await salvar(base())).json();
    const comChegada = await atualizar({
      ...base(),
      criado_em: criado.criado_em,
      data_chegada: dataHora(2, '14:20'),
    });
    expect(comChegada.statusCode, comChegada.body).toBe(200);
    const chegada = (await ler(candidato, criado.criado_em)).json().DATA_CHEGADA;
    expect(chegada).toMatch(/T17:20:00\.000Z$/);
    const semChegada = await atualizar({
      ...base(),
      criado_em: criado.criado_em,
      descricao: 'Sem mudar a chegada.',
    });
    expect(semChegada.statusCode, semChegada.body).toBe(200);
    expect((await ler(candidato, criado.criado_em)).json()).toMatchObject({
      DATA_CHEGADA: chegada,
      DESCRICAO: 'Sem mudar a chegada.',
    });
  });

  it('refuses a closed appointment (409) and an unknown one (404)', async () => {
    const criado = (await salvar(base())).json();
    await atualizar({ ...base(), criado_em: criado.criado_em, data_encerramento: dataHora(2, '15:00') });
    const r = await atualizar({ ...base(), criado_em: criado.criado_em });
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe(MENSAGENS_AGENDAMENTO.encerrado);
    expect((await atualizar({ ...base(), criado_em: '2001-01-01T00:00:00.000Z' })).statusCode).toBe(404);
    expect((await atualizar({ ...base(), criado_em: 'ontem' })).statusCode).toBe(400);
  });
});

describe('GET agendamento/dados-agendamento/{candidate}/{createdAt}', () => {
  it('404 when nothing matches, 400 for a bad date', async () => {
    expect((await ler(candidato, '2001-01-01T00:00:00.000Z')).statusCode).toBe(404);
    expect((await ler(candidato, 'nao-e-data')).statusCode).toBe(400);
  });
});
