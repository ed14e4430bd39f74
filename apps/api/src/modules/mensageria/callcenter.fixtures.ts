import { createHmac } from 'node:crypto';
import { STATUS_CONVERSA } from '@backoffice/domain/mensageria';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import { criarCandidato, criarCatalogos, criarCliente, criarVaga } from '../../../test/pesquisa-fixtures';
import type { App } from '../../app';
import type { Mensageria } from '../../platform/adapters/mensageria';

/** What the call center's test files share: the channel's secret, the app, two agents and requests. */
export const SEGREDO = 'segredo-callcenter';

export type Agente = { cookie: string; sip: number; nome: string };

export interface EstadoCallcenter {
  t: TestApp;
  cliente: number;
  analistaVaga: number;
  cookieOutraUnidade: string;
  cookieSelecao: string;
  /** The kind of file the channel answers for a media the candidate sent. */
  tipoMidia: string;
}

/**
 * One app per test file (built in its beforeAll, closed in its afterAll): a channel that keeps what
 * it sends, two agents of unit 1 (Ana and Beto), one of unit 2, an analyst of the selection, a client
 * and the database's events; the sends and events are emptied before each test.
 */
export function usarCallcenter() {
  const estado = { tipoMidia: 'image/jpeg' } as EstadoCallcenter;
  const ana = { cookie: '', sip: 0, nome: 'Ana Atendente', cdSip: 0, login: '', senha: '' };
  const beto = { cookie: '', sip: 0, nome: 'Beto Atendente' };
  const enviados: { para: string; corpo: { type: string } }[] = [];
  const eventos: { tipo: string; dados: Record<string, unknown> }[] = [];
  let telefones = 0;
  const midiasPedidas: string[] = [];

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
          return { conteudo: Buffer.from('bytes-do-arquivo'), tipo: estado.tipoMidia };
        },
      },
    };
  }

  const q = <T>(texto: string, params: unknown[] = []) => estado.t.db.handle.query<T>(texto, params);
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
    const cd = await criarCandidato(estado.t.db.handle, {
      nome: `Candidata Com Nome Bem Comprido ${telefones}`,
    });
    const { nr_vaga } = await criarVaga(estado.t.db.handle, {
      cliente: estado.cliente,
      analista: estado.analistaVaga,
    });
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
    const r = await webhook(estado.t.app, notificacao(c.telefone, 'Tenho interesse!'));
    expect(r.statusCode, r.body).toBe(200);
    // the chatbot's hand-over message goes out in the background
    await estado.t.app.deps.jobs.ociosa();
    return c;
  }

  const fila = (cookie: string, user: number, filtro: string | number = '*') =>
    injectAs(estado.t.app, cookie, { method: 'GET', url: `/api/callcenter/candidatos/${user}/${filtro}` });
  const finalizados = (cookie: string, user: number, filtro: string | number = '*') =>
    injectAs(estado.t.app, cookie, {
      method: 'GET',
      url: `/api/callcenter/meus-atendimentos/${user}/${filtro}`,
    });
  const iniciar = (quem: Agente, conversa: number, unidade = 1) =>
    injectAs(estado.t.app, quem.cookie, {
      method: 'PUT',
      url: `/api/callcenter/iniciar-atendimento/${conversa}/${quem.sip}/${unidade}`,
      payload: { nm_analista: quem.nome },
    });
  const encerrar = (quem: Agente, corpo: Record<string, unknown>) =>
    injectAs(estado.t.app, quem.cookie, {
      method: 'PUT',
      url: '/api/callcenter/encerrar-atendimento',
      payload: corpo,
    });
  const enviar = (quem: Agente, corpo: Record<string, unknown>) =>
    injectAs(estado.t.app, quem.cookie, { method: 'POST', url: '/api/chatbot/send-message', payload: corpo });
  const conversa = (cookie: string, id: number) =>
    injectAs(estado.t.app, cookie, { method: 'GET', url: `/api/chatbot/conversa-chatbot/${id}` });
  const esperarEventos = () => new Promise((r) => setTimeout(r, 100));

  beforeAll(async () => {
    const t = await createTestApp({ WHATSAPP_APP_SECRET: SEGREDO });
    estado.t = t;
    t.app.deps.mensageria = mensageriaDeTeste();
    await criarCatalogos(t.db.handle);
    // unit 101: another call-center unit (its default flags); unit 2 (created below) is not one
    await criarUnidade(t.app.deps.db, { cd_empresa: 101, cd_empresa_agrupadora: 1 });
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
    estado.cookieOutraUnidade = (await loginComUsuario(t.app, { permissoes: [316], cd_unid: 2 })).cookie;
    const s = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 1 });
    estado.cookieSelecao = s.cookie;
    estado.analistaVaga = s.usuario.user_sip;
    estado.cliente = await criarCliente(t.db.handle, 'Metalúrgica Call');
    await t.db.handle.listen('eventos', (payload) => {
      eventos.push(JSON.parse(payload));
    });
  });
  afterAll(async () => {
    await estado.t?.close();
  });
  beforeEach(() => {
    enviados.length = 0;
    eventos.length = 0;
  });

  return {
    estado,
    ana,
    beto,
    enviados,
    eventos,
    midiasPedidas,
    mensageriaDeTeste,
    q,
    assinar,
    notificacao,
    webhook,
    conversaAberta,
    conversaNaFila,
    fila,
    finalizados,
    iniciar,
    encerrar,
    enviar,
    conversa,
    esperarEventos,
  };
}
