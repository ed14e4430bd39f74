import { createHmac } from 'node:crypto';
import { EVENTO_AVISO, TIPO_AVISO_CALLCENTER, textoAvisoCallcenter } from '@backoffice/domain/aviso';
import { EVENTO_CALLCENTER, MENSAGENS_CALLCENTER as M } from '@backoffice/domain/callcenter';
import { MENSAGENS_ENVIO, STATUS_CONVERSA } from '@backoffice/domain/mensageria';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cookieDaResposta,
  createTestApp,
  injectAs,
  loginComUsuario,
  sessaoDireta,
  type TestApp,
  testConfig,
} from '../../../test/helpers';
import { criarCandidato, criarCatalogos, criarCliente, criarVaga } from '../../../test/pesquisa-fixtures';
import { conectarWs, escutar } from '../../../test/ws-client';
import { type App, buildApp } from '../../app';
import { openDb } from '../../db/client';
import { ErroEnvio, type Mensageria } from '../../platform/adapters/mensageria';
import { processarRespostasChatbot, respostaDoChatbot } from './resposta-chatbot.service';

const SEGREDO = 'segredo-callcenter';
let t: TestApp;
let cliente: number;
let analistaVaga: number;
const ana = { cookie: '', sip: 0, nome: 'Ana Atendente', cdSip: 0, login: '', senha: '' };
const beto = { cookie: '', sip: 0, nome: 'Beto Atendente' };
let cookieOutraUnidade: string;
let cookieSelecao: string;
const enviados: { para: string; corpo: { type: string } }[] = [];
const eventos: { tipo: string; dados: Record<string, unknown> }[] = [];
let telefones = 0;
const midiasPedidas: string[] = [];
let tipoMidia = 'image/jpeg';

function mensageriaDeTeste(): Mensageria {
  let n = 0;
  const enviar = async (para: string, corpo: unknown) => {
    enviados.push({ para, corpo: corpo as { type: string } });
    n += 1;
    return { id: `wamid.cc-${Date.now()}-${n}` };
  };
  return {
    email: { nome: 'local', enviar: async () => ({ id: 'e' }) },
    sms: { nome: 'local', enviar: async () => ({ id: 's' }) },
    whatsapp: {
      nome: 'local',
      enviar,
      async baixarMidia(id: string) {
        midiasPedidas.push(id);
        return { conteudo: Buffer.from('bytes-do-arquivo'), tipo: tipoMidia };
      },
    },
  };
}

const q = <T>(texto: string, params: unknown[] = []) => t.db.handle.query<T>(texto, params);
const assinar = (corpo: string) => `sha256=${createHmac('sha256', SEGREDO).update(corpo).digest('hex')}`;
let idsWebhook = 0;

/** A signed notification from the channel: a text from the phone, and optional delivery statuses. */
function notificacao(
  telefone: string,
  texto: string | null,
  statuses: { id: string; status: string }[] = [],
) {
  idsWebhook += 1;
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              metadata: { phone_number_id: '123' },
              ...(texto === null
                ? {}
                : {
                    contacts: [{ profile: { name: 'Cand' }, wa_id: telefone }],
                    messages: [
                      {
                        from: telefone,
                        id: `wamid.in-${idsWebhook}`,
                        timestamp: String(Math.floor(Date.now() / 1000)),
                        type: 'text',
                        text: { body: texto },
                      },
                    ],
                  }),
              ...(statuses.length
                ? { statuses: statuses.map((s) => ({ ...s, recipient_id: telefone, timestamp: '1' })) }
                : {}),
            },
          },
        ],
      },
    ],
  });
}

function webhook(app: App, corpo: string) {
  return app.inject({
    method: 'POST',
    url: '/api/chatbot/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': assinar(corpo) },
    payload: corpo,
  });
}

/** A conversation the chatbot opened (the template sent), for a new candidate of a vacancy of unit 1. */
async function conversaAberta(unidade = 1) {
  telefones += 1;
  const telefone = `554799${String(telefones).padStart(7, '0')}`;
  const cd = await criarCandidato(t.db.handle, { nome: `Candidata Com Nome Bem Comprido ${telefones}` });
  const { nr_vaga } = await criarVaga(t.db.handle, { cliente, analista: analistaVaga });
  const [cv] = await q<{ id: number }>(
    `INSERT INTO chatbot_conversa (cd_pessoa_candidato, nr_telefone, nr_vaga, id_chatbot_fluxo, id_status_type, cd_empresa)
     VALUES ($1, $2, $3, 1, $4, $5) RETURNING id_chatbot_conversa AS id`,
    [cd, telefone, nr_vaga, STATUS_CONVERSA.aguardando.id, unidade],
  );
  const id = Number(cv.id);
  await q(
    `INSERT INTO chatbot_mensagem (id_chatbot_conversa, json_mensagem, id_tipo, id_externo, nm_pessoa_analista)
     VALUES ($1, '{"type":"template","template":{"name":"contato_vaga","texto":"Olá!"}}', 'ENVIADO', $2, 'Chatbot')`,
    [id, `wamid.tpl-${id}`],
  );
  return { id, cd, telefone, nrVaga: nr_vaga };
}

/** A conversation in the queue: the candidate replied to the chatbot. */
async function conversaNaFila(unidade = 1) {
  const c = await conversaAberta(unidade);
  const r = await webhook(t.app, notificacao(c.telefone, 'Tenho interesse!'));
  expect(r.statusCode, r.body).toBe(200);
  // the chatbot's hand-over message goes out in the background
  await t.app.deps.jobs.ociosa();
  return c;
}

const fila = (cookie: string, user: number, filtro: string | number = '*') =>
  injectAs(t.app, cookie, { method: 'GET', url: `/api/callcenter/candidatos/${user}/${filtro}` });
const finalizados = (cookie: string, user: number, filtro: string | number = '*') =>
  injectAs(t.app, cookie, { method: 'GET', url: `/api/callcenter/meus-atendimentos/${user}/${filtro}` });
type Agente = { cookie: string; sip: number; nome: string };
const iniciar = (quem: Agente, conversa: number, unidade = 1) =>
  injectAs(t.app, quem.cookie, {
    method: 'PUT',
    url: `/api/callcenter/iniciar-atendimento/${conversa}/${quem.sip}/${unidade}`,
    payload: { nm_analista: quem.nome },
  });
const encerrar = (quem: Agente, corpo: Record<string, unknown>) =>
  injectAs(t.app, quem.cookie, {
    method: 'PUT',
    url: '/api/callcenter/encerrar-atendimento',
    payload: corpo,
  });
const enviar = (quem: Agente, corpo: Record<string, unknown>) =>
  injectAs(t.app, quem.cookie, { method: 'POST', url: '/api/chatbot/send-message', payload: corpo });
const conversa = (cookie: string, id: number) =>
  injectAs(t.app, cookie, { method: 'GET', url: `/api/chatbot/conversa-chatbot/${id}` });
const esperarEventos = () => new Promise((r) => setTimeout(r, 100));

beforeAll(async () => {
  t = await createTestApp({ WHATSAPP_APP_SECRET: SEGREDO });
  t.app.deps.mensageria = mensageriaDeTeste();
  await criarCatalogos(t.db.handle);
  const a = await loginComUsuario(t.app, { permissoes: [316], cd_unid: 1, nm_pessoa: ana.nome });
  Object.assign(ana, {
    cookie: a.cookie,
    sip: a.usuario.user_sip,
    cdSip: a.usuario.cd_sip,
    login: a.usuario.nm_login,
    senha: a.usuario.senha,
  });
  const b = await loginComUsuario(t.app, { permissoes: [316], cd_unid: 1, nm_pessoa: beto.nome });
  Object.assign(beto, { cookie: b.cookie, sip: b.usuario.user_sip });
  cookieOutraUnidade = (await loginComUsuario(t.app, { permissoes: [316], cd_unid: 2 })).cookie;
  const s = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 1 });
  cookieSelecao = s.cookie;
  analistaVaga = s.usuario.user_sip;
  cliente = await criarCliente(t.db.handle, 'Metalúrgica Call');
  await t.db.handle.listen('eventos', (payload) => {
    eventos.push(JSON.parse(payload));
  });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  enviados.length = 0;
  eventos.length = 0;
});

describe('access', () => {
  it('needs code 316 and a call-center unit; the path user must be the logged one', async () => {
    expect((await fila(cookieSelecao, analistaVaga)).statusCode).toBe(403);
    expect((await fila(cookieOutraUnidade, 0)).statusCode).toBe(403);
    const outro = await fila(ana.cookie, beto.sip);
    expect(outro.statusCode).toBe(403);
    expect(outro.json().error).toBe(M.outroUsuario);
    const semUnidade = await fila(ana.cookie, ana.sip, 2);
    expect(semUnidade.statusCode).toBe(400);
    expect(semUnidade.json().error).toBe(M.unidadeInvalida);
    expect((await fila(ana.cookie, ana.sip, 'x')).statusCode).toBe(400);
  });
});

describe('hand-over from the chatbot', () => {
  it('a reply puts the conversation in its unit queue, alerts the unit and the chatbot says a person follows', async () => {
    const c = await conversaAberta();
    const antes = (await fila(ana.cookie, ana.sip)).json();
    expect(antes.some((l: { ID_CHATBOT_CONVERSA: number }) => l.ID_CHATBOT_CONVERSA === c.id)).toBe(false);

    const r = await webhook(t.app, notificacao(c.telefone, 'Quero saber mais'));
    expect(r.json()).toEqual({ guardadas: 1 });
    await t.app.deps.jobs.ociosa();
    await esperarEventos();
    expect(eventos).toContainEqual({
      tipo: EVENTO_CALLCENTER,
      dados: { acao: 'entrada', id_chatbot_conversa: c.id, cd_empresa: 1 },
    });
    expect(enviados).toEqual([
      { para: c.telefone, corpo: { type: 'text', text: { body: M.respostaTransferencia } } },
    ]);

    const linhas = (await fila(ana.cookie, ana.sip, 1)).json();
    const linha = linhas.find((l: { ID_CHATBOT_CONVERSA: number }) => l.ID_CHATBOT_CONVERSA === c.id);
    expect(linha).toMatchObject({
      CD_PESSOA_CANDIDATO: c.cd,
      NR_TELEFONE_CANDIDATO: c.telefone,
      NM_PESSOA_CLIENTE: 'Metalúrgica Call',
      CD_PESSOA_ANALISTA_ATENDIMENTO: null,
      DT_FIM_ATENDIMENTO_CC: null,
      NR_VAGA: c.nrVaga,
      VAGA_SELECIONADA: JSON.stringify({ NR_VAGA: c.nrVaga }),
      CD_EMPRESA: 1,
      ID_CHATBOT_ATIVO: 'S',
    });
    expect(linha.DT_INICIO_CHAT).not.toBeNull();

    // a second message while waiting does not repeat the chatbot's answer
    enviados.length = 0;
    await webhook(t.app, notificacao(c.telefone, 'Alguém aí?'));
    expect(enviados).toEqual([]);
    const nodes = (await conversa(ana.cookie, c.id)).json().NODES;
    expect(nodes.map((n: { ID_TIPO: string }) => n.ID_TIPO)).toEqual([
      'ENVIADO',
      'RECEBIDO',
      'ENVIADO',
      'RECEBIDO',
    ]);
    expect(nodes[2].NM_PESSOA_ANALISTA).toBe('Chatbot');
  });
});

describe("the agents' alert", () => {
  type Aviso = { ID: number; CD_TIPO_AVISO: number; DS_COMPLEMENTO_AVISO: string | null; VIEWED: string };
  const avisos = async (cookie: string) =>
    (await injectAs(t.app, cookie, { method: 'GET', url: '/api/analista/avisos' })).json() as Aviso[];

  it('is stored for each agent of the unit: one who logs in later sees it and marks it read', async () => {
    const c = await conversaAberta();
    const [{ nome }] = await q<{ nome: string }>(
      'SELECT nm_pessoa AS nome FROM pessoa WHERE cd_pessoa = $1',
      [c.cd],
    );
    const texto = textoAvisoCallcenter(nome, c.nrVaga);
    expect((await webhook(t.app, notificacao(c.telefone, 'Tenho interesse'))).statusCode).toBe(200);
    await t.app.deps.jobs.ociosa();
    await esperarEventos();
    // sent live to each agent of unit 1 (Ana and Beto), with its id
    const aoVivo = eventos.filter((e) => e.tipo === EVENTO_AVISO && e.dados.DS_COMPLEMENTO_AVISO === texto);
    expect(aoVivo).toHaveLength(2);
    expect(aoVivo.map((e) => (e as { para?: { cd_sip: number[] } }).para?.cd_sip[0])).toContain(ana.cdSip);

    // Ana logs in afterwards (a new session) and finds it
    const entrada = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { usuario: ana.login, senha: ana.senha },
    });
    expect(entrada.statusCode, entrada.body).toBe(200);
    const cookieDepois = cookieDaResposta(entrada);
    const daAna = (await avisos(cookieDepois)).find((a) => a.DS_COMPLEMENTO_AVISO === texto);
    expect(daAna).toMatchObject({ CD_TIPO_AVISO: TIPO_AVISO_CALLCENTER, VIEWED: 'N' });
    // not for users of another unit nor for users without the call center
    expect((await avisos(cookieOutraUnidade)).some((a) => a.DS_COMPLEMENTO_AVISO === texto)).toBe(false);
    expect((await avisos(cookieSelecao)).some((a) => a.DS_COMPLEMENTO_AVISO === texto)).toBe(false);

    // marked read by Ana, it is gone for her and still there for Beto
    const ciente = await injectAs(t.app, cookieDepois, {
      method: 'POST',
      url: '/api/analista/confirma-visualizar-vaga',
      payload: { id_alerta: daAna?.ID },
    });
    expect(ciente.statusCode, ciente.body).toBe(200);
    expect((await avisos(cookieDepois)).some((a) => a.DS_COMPLEMENTO_AVISO === texto)).toBe(false);
    expect((await avisos(beto.cookie)).some((a) => a.DS_COMPLEMENTO_AVISO === texto)).toBe(true);
    const [guardado] = await q<{ v: string; quando: Date | null }>(
      'SELECT id_visualizado AS v, dt_visualizado AS quando FROM aviso WHERE id_aviso = $1',
      [daAna?.ID],
    );
    expect(guardado.v).toBe('S');
    expect(guardado.quando).not.toBeNull();

    // a second message while it waits alerts nobody again
    eventos.length = 0;
    await webhook(t.app, notificacao(c.telefone, 'Alguém?'));
    await esperarEventos();
    expect(eventos.some((e) => e.tipo === EVENTO_AVISO)).toBe(false);
  });
});

describe('the hand-over message in the background', () => {
  const mensagensDoChatbot = (id: number) =>
    q<{ n: number }>(
      `SELECT count(*)::int AS n FROM chatbot_mensagem WHERE id_chatbot_conversa = $1 AND nm_pessoa_analista = 'Chatbot'
          AND json_mensagem->'text'->>'body' = $2`,
      [id, M.respostaTransferencia],
    ).then((r) => Number(r[0].n));
  const trabalhos = (id: number) =>
    q<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'chatbot-resposta' AND (data->>'id_chatbot_conversa')::int = $1`,
      [id],
    );
  /** Runs now the jobs waiting for a retry, as a worker of any instance would when their time comes. */
  const vencerRetentativas = async () => {
    await q(
      "UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'chatbot-resposta' AND state = 'retry'",
    );
    await processarRespostasChatbot(t.app.deps);
  };
  /** A provider whose hand-over sends obey `comportamento`; every other send goes through. */
  function comProvedor(comportamento: () => Promise<{ id: string }>) {
    const original = t.app.deps.mensageria;
    const envios: string[] = [];
    t.app.deps.mensageria = {
      ...original,
      whatsapp: {
        ...original.whatsapp,
        async enviar(para, corpo) {
          envios.push(para);
          if (corpo.type === 'text' && corpo.text.body === M.respostaTransferencia) return comportamento();
          return original.whatsapp.enviar(para, corpo);
        },
      },
    };
    return { envios, restaurar: () => (t.app.deps.mensageria = original) };
  }

  it('the webhook answers while a slow provider is still sending; the message is stored once it is sent', async () => {
    let liberar: (v: { id: string }) => void = () => undefined;
    const portao = new Promise<{ id: string }>((r) => {
      liberar = r;
    });
    const provedor = comProvedor(() => portao);
    try {
      const c = await conversaAberta();
      const r = await webhook(t.app, notificacao(c.telefone, 'Tenho interesse'));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ guardadas: 1 });
      // answered with the send still pending at the provider: queued in the webhook's transaction
      expect(await mensagensDoChatbot(c.id)).toBe(0);
      expect((await trabalhos(c.id)).length).toBe(1);
      liberar({ id: `wamid.lento-${c.id}` });
      await t.app.deps.jobs.ociosa();
      expect(provedor.envios).toEqual([c.telefone]);
      expect(await mensagensDoChatbot(c.id)).toBe(1);
      expect((await trabalhos(c.id)).map((j) => j.state)).toEqual(['completed']);
      const nodes = (await conversa(ana.cookie, c.id)).json().NODES;
      expect(nodes.map((n: { ID_TIPO: string }) => n.ID_TIPO)).toEqual(['ENVIADO', 'RECEBIDO', 'ENVIADO']);
    } finally {
      provedor.restaurar();
    }
  });

  it('a refused send stays queued and goes out on a retry, once', async () => {
    let falhar = true;
    const provedor = comProvedor(async () => {
      if (falhar) throw new ErroEnvio('O WhatsApp não respondeu: fora do ar');
      return { id: `wamid.retentativa-${Date.now()}` };
    });
    try {
      const c = await conversaAberta();
      expect((await webhook(t.app, notificacao(c.telefone, 'Oi'))).statusCode).toBe(200);
      await t.app.deps.jobs.ociosa();
      expect(await mensagensDoChatbot(c.id)).toBe(0);
      expect((await trabalhos(c.id)).map((j) => j.state)).toEqual(['retry']);
      falhar = false;
      await vencerRetentativas();
      await vencerRetentativas();
      expect(await mensagensDoChatbot(c.id)).toBe(1);
      expect(provedor.envios).toHaveLength(2);
      expect((await trabalhos(c.id)).map((j) => j.state)).toEqual(['completed']);
      // a job run again (a crash after the send) finds the message sent and sends nothing
      await respostaDoChatbot(t.app.deps, {
        id_chatbot_conversa: c.id,
        nr_telefone: c.telefone,
        id_mensagem_recebida: 0,
      });
      expect(provedor.envios).toHaveLength(2);
    } finally {
      provedor.restaurar();
    }
  });

  it('keeps the order: once a person wrote, a hand-over still queued is not sent after them', async () => {
    const provedor = comProvedor(async () => {
      throw new ErroEnvio('O WhatsApp não respondeu.');
    });
    try {
      const c = await conversaAberta();
      expect((await webhook(t.app, notificacao(c.telefone, 'Oi de novo'))).statusCode).toBe(200);
      await t.app.deps.jobs.ociosa();
      expect((await iniciar(ana, c.id)).statusCode).toBe(200);
      const r = await enviar(ana, { id_chatbot_conversa: c.id, message: 'Oi, aqui é a Ana.' });
      expect(r.statusCode, r.body).toBe(200);
      provedor.restaurar();
      await vencerRetentativas();
      expect(await mensagensDoChatbot(c.id)).toBe(0);
      expect((await trabalhos(c.id)).map((j) => j.state)).toEqual(['completed']);
    } finally {
      provedor.restaurar();
    }
  });
});

describe('taking a conversation', () => {
  it('of two agents at the same moment exactly one gets it; the other is told who', async () => {
    const c = await conversaNaFila();
    const [ra, rb] = await Promise.all([iniciar(ana, c.id), iniciar(beto, c.id)]);
    const codigos = [ra.statusCode, rb.statusCode].sort();
    expect(codigos).toEqual([200, 409]);
    const vencedor = ra.statusCode === 200 ? ana : beto;
    const perdedor = ra.statusCode === 200 ? rb : ra;
    expect(perdedor.json().error).toBe(M.jaAtendidaPor(vencedor.nome));
    const [linha] = await q<{ cd: number; ativo: string }>(
      'SELECT cd_pessoa_analista_atendimento AS cd, id_chatbot_ativo AS ativo FROM chatbot_conversa WHERE id_chatbot_conversa = $1',
      [c.id],
    );
    expect(Number(linha.cd)).toBe(vencedor.sip);
    expect(linha.ativo).toBe('N');
    // taking it again is harmless for the attendant
    expect((await iniciar(vencedor, c.id)).statusCode).toBe(200);
    await esperarEventos();
    expect(eventos.filter((e) => e.tipo === EVENTO_CALLCENTER && e.dados.acao === 'iniciado')).toHaveLength(
      1,
    );
  });

  it('refuses a conversation outside the queue, of another unit, or unknown', async () => {
    const c = await conversaAberta();
    const fora = await iniciar(ana, c.id);
    expect(fora.statusCode).toBe(409);
    expect(fora.json().error).toBe(M.foraDaFila);
    const naFila = await conversaNaFila();
    const outra = await iniciar(ana, naFila.id, 101);
    expect(outra.statusCode).toBe(400);
    expect(outra.json().error).toBe(M.conversaOutraUnidade);
    expect((await iniciar(ana, naFila.id, 2)).statusCode).toBe(400);
    expect((await iniciar(ana, 987654321)).statusCode).toBe(404);
  });
});

describe('the chat', () => {
  it('only the attendant writes; once a person wrote the chatbot stays silent', async () => {
    const c = await conversaNaFila();
    expect((await iniciar(ana, c.id)).statusCode).toBe(200);
    const texto = { id_chatbot_conversa: c.id, message: 'Olá, sou a Ana. Podemos conversar?' };
    const doOutro = await enviar(beto, texto);
    expect(doOutro.statusCode).toBe(403);
    expect(doOutro.json().error).toBe(M.somenteAtendente);
    enviados.length = 0;
    const ok = await enviar(ana, texto);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().mensagem).toMatchObject({ ID_TIPO: 'ENVIADO', DS_STATUS: null });
    expect(enviados).toHaveLength(1);

    enviados.length = 0;
    await webhook(t.app, notificacao(c.telefone, 'Sim, pode falar'));
    expect(enviados).toEqual([]);
    const cv = (await conversa(ana.cookie, c.id)).json();
    expect(cv).toMatchObject({
      JANELA: 'aberta',
      CD_PESSOA_ANALISTA_ATENDIMENTO: ana.sip,
      ID_CHATBOT_ATIVO: 'N',
    });
  });

  it('free text needs the reply and the 24-hour window; outside it only the template goes', async () => {
    const aguardando = await conversaAberta();
    const antes = await enviar(ana, { id_chatbot_conversa: aguardando.id, message: 'Oi' });
    expect(antes.statusCode).toBe(409);
    expect(antes.json().error).toBe(MENSAGENS_ENVIO.aguardandoResposta);
    expect((await conversa(ana.cookie, aguardando.id)).json().JANELA).toBe('aguardandoResposta');

    const c = await conversaNaFila();
    expect((await iniciar(ana, c.id)).statusCode).toBe(200);
    await q(
      `UPDATE chatbot_conversa SET dt_ultima_resposta = now() - interval '25 hours' WHERE id_chatbot_conversa = $1`,
      [c.id],
    );
    expect((await conversa(ana.cookie, c.id)).json().JANELA).toBe('expirada');
    const fora = await enviar(ana, { id_chatbot_conversa: c.id, message: 'Ainda tem interesse?' });
    expect(fora.statusCode).toBe(409);
    expect(fora.json().error).toBe(MENSAGENS_ENVIO.janelaExpirada);
    enviados.length = 0;
    const modelo = await enviar(ana, { id_chatbot_conversa: c.id, envio_primeira_msg: 'S' });
    expect(modelo.statusCode, modelo.body).toBe(200);
    expect(enviados[0].corpo.type).toBe('template');
  });

  it('delivery statuses of the webhook only move forward', async () => {
    const c = await conversaNaFila();
    expect((await iniciar(ana, c.id)).statusCode).toBe(200);
    const m = (await enviar(ana, { id_chatbot_conversa: c.id, message: 'Teste de status' })).json().mensagem;
    const [{ id_externo }] = await q<{ id_externo: string }>(
      'SELECT id_externo FROM chatbot_mensagem WHERE id_chatbot_mensagem = $1',
      [m.ID_CHATBOT_MENSAGEM],
    );
    const status = async () =>
      (await conversa(ana.cookie, c.id))
        .json()
        .NODES.find((n: { ID_CHATBOT_MENSAGEM: number }) => n.ID_CHATBOT_MENSAGEM === m.ID_CHATBOT_MENSAGEM)
        .DS_STATUS;
    await webhook(t.app, notificacao(c.telefone, null, [{ id: id_externo, status: 'delivered' }]));
    expect(await status()).toBe('delivered');
    await webhook(t.app, notificacao(c.telefone, null, [{ id: id_externo, status: 'read' }]));
    await webhook(t.app, notificacao(c.telefone, null, [{ id: id_externo, status: 'delivered' }]));
    expect(await status()).toBe('read');
    const estranho = await webhook(
      t.app,
      notificacao(c.telefone, null, [{ id: id_externo, status: 'perdida' }]),
    );
    expect(estranho.statusCode).toBe(200);
    expect(await status()).toBe('read');
  });

  it('serves the files the candidate sent through the adapter; unsafe kinds only as a download', async () => {
    const c = await conversaNaFila();
    const corpo = JSON.stringify({
      entry: [
        {
          changes: [
            {
              value: {
                messages: [
                  {
                    from: c.telefone,
                    id: 'wamid.img-1',
                    type: 'image',
                    image: { id: 'MEDIA-1', mime_type: 'image/jpeg' },
                  },
                  {
                    from: c.telefone,
                    id: 'wamid.doc-1',
                    type: 'document',
                    document: { id: 'MEDIA-2', mime_type: 'text/html', filename: 'cv "final".html' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect((await webhook(t.app, corpo)).json()).toEqual({ guardadas: 2 });
    const ids = await q<{ id: number; externo: string }>(
      `SELECT id_chatbot_mensagem AS id, id_externo AS externo FROM chatbot_mensagem
        WHERE id_externo IN ('wamid.img-1', 'wamid.doc-1') ORDER BY id_externo DESC`,
    );
    const midia = (id: number) =>
      injectAs(t.app, ana.cookie, { method: 'GET', url: `/api/chatbot/midia/${id}` });
    tipoMidia = 'image/jpeg';
    const img = await midia(Number(ids[0].id));
    expect(img.statusCode, img.body).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['content-disposition']).toMatch(/^inline/);
    expect(img.body).toBe('bytes-do-arquivo');
    expect(midiasPedidas).toContain('MEDIA-1');
    tipoMidia = 'text/html';
    const doc = await midia(Number(ids[1].id));
    expect(doc.headers['content-type']).toBe('application/octet-stream');
    expect(doc.headers['content-disposition']).toBe('attachment; filename="cv__final_.html"');
    const [texto] = await q<{ id: number }>(
      `SELECT id_chatbot_mensagem AS id FROM chatbot_mensagem WHERE id_chatbot_conversa = $1 AND json_mensagem->>'type' = 'text' LIMIT 1`,
      [c.id],
    );
    expect((await midia(Number(texto.id))).statusCode).toBe(404);
    expect((await midia(987654321)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown conversation', async () => {
    expect((await conversa(ana.cookie, 987654321)).statusCode).toBe(404);
  });
});

describe('ending, resuming and handing back', () => {
  it('lists the reasons in order', async () => {
    const r = await injectAs(t.app, ana.cookie, {
      method: 'GET',
      url: '/api/callcenter/motivos-desistencia',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().length).toBeGreaterThan(3);
    expect(r.json()[0]).toEqual({ ID_MOTIVO_CALL_CENTER: expect.any(Number), NM_MOTIVO: expect.any(String) });
  });

  it('ends with a required reason, only by the attendant; the attendance moves to finished', async () => {
    const c = await conversaNaFila();
    expect((await iniciar(ana, c.id)).statusCode).toBe(200);
    const corpo = {
      id_chatbot_conversa: c.id,
      cd_pessoa_candidato: c.cd,
      cd_pessoa_analista_atendimento: ana.sip,
      id_motivo_call_center: 1,
    };
    const semMotivo = await encerrar(ana, { ...corpo, id_motivo_call_center: undefined });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().error).toEqual([`id_motivo_call_center: ${M.motivoObrigatorio}`]);
    const inexistente = await encerrar(ana, { ...corpo, id_motivo_call_center: 999 });
    expect(inexistente.statusCode).toBe(400);
    expect(inexistente.json().error).toBe(M.motivoInexistente);
    expect((await encerrar(beto, { ...corpo, cd_pessoa_analista_atendimento: beto.sip })).statusCode).toBe(
      403,
    );
    const outroCandidato = await encerrar(ana, { ...corpo, cd_pessoa_candidato: c.cd + 1 });
    expect(outroCandidato.statusCode).toBe(400);

    const ok = await encerrar(ana, corpo);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'Atendimento encerrado com sucesso!' });
    expect((await encerrar(ana, corpo)).json().error).toBe(M.jaEncerrado);

    const naFila = (await fila(ana.cookie, ana.sip)).json();
    expect(naFila.some((l: { ID_CHATBOT_CONVERSA: number }) => l.ID_CHATBOT_CONVERSA === c.id)).toBe(false);
    const meus = (await finalizados(ana.cookie, ana.sip)).json();
    expect(meus[0]).toMatchObject({ ID_CHATBOT_CONVERSA: c.id, QTDE_DIAS: 0, ID_MOTIVO_CALL_CENTER: 1 });
    expect(meus[0].NM_MOTIVO).toEqual(expect.any(String));
    expect((await finalizados(beto.cookie, beto.sip)).json()).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ ID_CHATBOT_CONVERSA: c.id })]),
    );
    const depois = await enviar(ana, { id_chatbot_conversa: c.id, message: 'Mais uma coisa' });
    expect(depois.statusCode).toBe(409);
    expect(depois.json().error).toBe(MENSAGENS_ENVIO.conversaEncerrada);

    // only the attendant resumes it; then it is back in the queue with her
    const retomarComo = (quem: Agente) =>
      injectAs(t.app, quem.cookie, { method: 'PUT', url: `/api/callcenter/retomar-atendimento/${c.id}` });
    expect((await retomarComo(beto)).statusCode).toBe(403);
    expect((await retomarComo(ana)).statusCode).toBe(200);
    expect((await retomarComo(ana)).json().error).toBe(M.naoEncerrado);
    const volta = (await fila(ana.cookie, ana.sip)).json();
    expect(volta.find((l: { ID_CHATBOT_CONVERSA: number }) => l.ID_CHATBOT_CONVERSA === c.id)).toMatchObject({
      CD_PESSOA_ANALISTA_ATENDIMENTO: ana.sip,
      ID_STATUS_TYPE: STATUS_CONVERSA.respondida.id,
    });
    expect((await enviar(ana, { id_chatbot_conversa: c.id, message: 'Voltei' })).statusCode).toBe(200);
  });

  it('handed back, the chatbot answers again and a new reply queues the conversation for anyone', async () => {
    const c = await conversaNaFila();
    expect((await iniciar(beto, c.id)).statusCode).toBe(200);
    const r = await encerrar(beto, {
      id_chatbot_conversa: c.id,
      cd_pessoa_candidato: c.cd,
      cd_pessoa_analista_atendimento: beto.sip,
      id_motivo_call_center: 2,
      id_devolver_chatbot: 'S',
    });
    expect(r.statusCode, r.body).toBe(200);
    enviados.length = 0;
    eventos.length = 0;
    await webhook(t.app, notificacao(c.telefone, 'Voltei a ter interesse'));
    await t.app.deps.jobs.ociosa();
    await esperarEventos();
    expect(enviados).toHaveLength(1);
    expect(eventos.some((e) => e.tipo === EVENTO_CALLCENTER && e.dados.acao === 'entrada')).toBe(true);
    const linha = (await fila(ana.cookie, ana.sip))
      .json()
      .find((l: { ID_CHATBOT_CONVERSA: number }) => l.ID_CHATBOT_CONVERSA === c.id);
    expect(linha).toMatchObject({ CD_PESSOA_ANALISTA_ATENDIMENTO: null, DT_FIM_ATENDIMENTO_CC: null });
    expect((await iniciar(ana, c.id)).statusCode).toBe(200);
  });
});

describe('two api instances', () => {
  it('a reply through instance A reaches an agent connected to instance B, and B takes it', async () => {
    // on PostgreSQL instance B has its own pool and listener; on PGlite both share the one connection
    const handleB = t.db.url ? await openDb({ databaseUrl: t.db.url, poolMax: 3 }) : t.db.handle;
    const b = await buildApp({ config: testConfig({ WHATSAPP_APP_SECRET: SEGREDO }), handle: handleB });
    b.deps.mensageria = mensageriaDeTeste();
    try {
      const urlB = await escutar(b);
      const agente = await sessaoDireta(b, { permissoes: [316], cd_unid: 1, nm_pessoa: 'Caio Atendente' });
      const ws = await conectarWs(urlB, agente.cookie);
      const c = await conversaAberta();
      await webhook(t.app, notificacao(c.telefone, 'Olá pela instância A'));
      const recebidos: { tipo: string; dados: Record<string, unknown> }[] = [];
      while (!recebidos.some((e) => e.tipo === 'chatbot' && e.dados.id_tipo === 'RECEBIDO'))
        recebidos.push((await ws.proxima()) as { tipo: string; dados: Record<string, unknown> });
      expect(recebidos).toContainEqual({
        tipo: EVENTO_CALLCENTER,
        dados: { acao: 'entrada', id_chatbot_conversa: c.id, cd_empresa: 1 },
      });
      expect(recebidos.find((e) => e.tipo === 'chatbot')?.dados).toMatchObject({
        nr_telefone: c.telefone,
        id_chatbot_conversa: c.id,
      });
      const r = await injectAs(b, agente.cookie, {
        method: 'PUT',
        url: `/api/callcenter/iniciar-atendimento/${c.id}/${agente.usuario.user_sip}/1`,
      });
      expect(r.statusCode, r.body).toBe(200);
      const viaA = (await fila(ana.cookie, ana.sip)).json();
      expect(viaA.find((l: { ID_CHATBOT_CONVERSA: number }) => l.ID_CHATBOT_CONVERSA === c.id)).toMatchObject(
        {
          NM_ANALISTA_ATENDIMENTO: 'Caio Atendente',
        },
      );
      ws.fechar();
    } finally {
      await b.close();
      if (handleB !== t.db.handle) await handleB.close();
    }
  });
});
