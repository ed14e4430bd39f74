import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MENSAGENS_CALLCENTER as M } from '@backoffice/domain/callcenter';
import { STATUS_CONVERSA } from '@backoffice/domain/mensageria';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import { criarCandidato, criarCatalogos, criarCliente, criarVaga } from '../../../test/pesquisa-fixtures';
import { type ClienteWs, conectarWs, escutar } from '../../../test/ws-client';

/**
 * The real WhatsApp adapter (WHATSAPP_ADAPTER=cloud) end to end, against a local HTTP peer speaking the
 * WhatsApp Cloud API: the Graph API's messages and media endpoints on one side, the signed webhook
 * (X-Hub-Signature-256 with the app secret) and its verification on the other.
 */

const SEGREDO_APP = 'segredo-do-app-meta';
const TOKEN = 'EAAG-token-do-sistema';
const TOKEN_VERIFICACAO = 'verifica-webhook';
const NUMERO = '109876543210';
const BYTES_IMAGEM = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);

interface PedidoGraph {
  metodo: string;
  caminho: string;
  autorizacao: string | undefined;
  corpo: Record<string, unknown> | null;
}

/** The Cloud API's side: keeps every Graph request; answers like graph.facebook.com. */
function pontaCloud() {
  const pedidos: PedidoGraph[] = [];
  let n = 0;
  let base = '';
  const servidor = http.createServer((req, res) => {
    let texto = '';
    req.on('data', (c: Buffer) => {
      texto += c.toString('utf8');
    });
    req.on('end', () => {
      const caminho = req.url ?? '';
      pedidos.push({
        metodo: req.method ?? '',
        caminho,
        autorizacao: req.headers.authorization,
        corpo: texto ? (JSON.parse(texto) as Record<string, unknown>) : null,
      });
      const responder = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${TOKEN}`)
        return responder(401, { error: { message: 'Invalid OAuth access token', code: 190 } });
      if (req.method === 'POST' && caminho === `/v21.0/${NUMERO}/messages`) {
        n += 1;
        const para = (JSON.parse(texto) as { to: string }).to;
        return responder(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: para, wa_id: para }],
          messages: [{ id: `wamid.HBgN${n}` }],
        });
      }
      if (req.method === 'GET' && caminho === '/v21.0/MIDIA-777')
        return responder(200, {
          messaging_product: 'whatsapp',
          url: `${base}/arquivos/MIDIA-777?hash=abc`,
          mime_type: 'image/jpeg',
          sha256: 'x',
          file_size: BYTES_IMAGEM.length,
          id: 'MIDIA-777',
        });
      if (req.method === 'GET' && caminho.startsWith('/arquivos/MIDIA-777')) {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(BYTES_IMAGEM.length) });
        return res.end(BYTES_IMAGEM);
      }
      return responder(404, { error: { message: 'Unknown path' } });
    });
  });
  return {
    servidor,
    pedidos,
    async ouvir() {
      await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', () => r()));
      base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
      return base;
    },
    /** Posts a notification to the product's webhook, signed with the app secret, as Meta does. */
    async notificar(urlApp: string, value: Record<string, unknown>, segredo = SEGREDO_APP) {
      const corpo = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ id: 'WABA-1', changes: [{ field: 'messages', value }] }],
      });
      const assinatura = `sha256=${createHmac('sha256', segredo).update(corpo).digest('hex')}`;
      return fetch(`${urlApp}/api/chatbot/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': assinatura },
        body: corpo,
      });
    },
  };
}

const ponta = pontaCloud();
let t: TestApp;
let urlApp = '';

/** The next event on the socket that `aceita` accepts (others are skipped). */
async function eventoQue(
  ws: ClienteWs,
  aceita: (e: { tipo: string; dados: Record<string, unknown> }) => boolean,
) {
  for (;;) {
    const e = (await ws.proxima(10_000)) as { tipo: string; dados: Record<string, unknown> };
    if (aceita(e)) return e;
  }
}

beforeAll(async () => {
  const base = await ponta.ouvir();
  t = await createTestApp({
    WHATSAPP_ADAPTER: 'cloud',
    WHATSAPP_API_URL: `${base}/v21.0`,
    WHATSAPP_PHONE_NUMBER_ID: NUMERO,
    WHATSAPP_TOKEN: TOKEN,
    WHATSAPP_APP_SECRET: SEGREDO_APP,
    WHATSAPP_VERIFY_TOKEN: TOKEN_VERIFICACAO,
  });
  urlApp = await escutar(t.app);
  await criarCatalogos(t.db.handle);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => ponta.servidor.close(() => r()));
});

describe('WhatsApp Cloud API end to end (local peer)', () => {
  it('verifies the webhook with hub.challenge only for the configured token', async () => {
    const verificar = (token: string) =>
      fetch(
        `${urlApp}/api/chatbot/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      );
    const ok = await verificar(TOKEN_VERIFICACAO);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    expect((await verificar('outro')).status).toBe(403);
  });

  it('webhook → queue → agent takes → agent sends → the peer gets the Graph request → status webhook → status shown', async () => {
    expect(t.app.deps.mensageria.whatsapp.nome).toBe('cloud');
    const analista = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 1 });
    const cliente = await criarCliente(t.db.handle, 'Cliente Cloud');
    const { nr_vaga } = await criarVaga(t.db.handle, { cliente, analista: analista.usuario.user_sip });
    const cd = await criarCandidato(t.db.handle, { nome: 'Renata Cloud' });
    const telefone = '5547991230001';
    const [cv] = await t.db.handle.query<{ id: number }>(
      `INSERT INTO chatbot_conversa (cd_pessoa_candidato, nr_telefone, nr_vaga, id_chatbot_fluxo, id_status_type, cd_empresa)
       VALUES ($1, $2, $3, 1, $4, 1) RETURNING id_chatbot_conversa AS id`,
      [cd, telefone, nr_vaga, STATUS_CONVERSA.aguardando.id],
    );
    const id = Number(cv.id);
    const agente = await loginComUsuario(t.app, { permissoes: [316], cd_unid: 1, nm_pessoa: 'Ana Cloud' });
    const ws = await conectarWs(urlApp, agente.cookie);
    const userSip = agente.usuario.user_sip;
    const conversa = async () =>
      (
        await injectAs(t.app, agente.cookie, { method: 'GET', url: `/api/chatbot/conversa-chatbot/${id}` })
      ).json();

    // a notification with a wrong signature is refused and changes nothing
    const falsa = await ponta.notificar(
      urlApp,
      { messages: [{ from: telefone, id: 'wamid.falso', type: 'text', text: { body: 'x' } }] },
      'outro-segredo',
    );
    expect(falsa.status).toBe(401);

    // the candidate answers (text and a photo) through the signed webhook: the conversation enters the queue
    const agora = String(Math.floor(Date.now() / 1000));
    const entrada = await ponta.notificar(urlApp, {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '554730001000', phone_number_id: NUMERO },
      contacts: [{ profile: { name: 'Renata' }, wa_id: telefone }],
      messages: [
        {
          from: telefone,
          id: 'wamid.IN-1',
          timestamp: agora,
          type: 'text',
          text: { body: 'Tenho interesse!' },
        },
        {
          from: telefone,
          id: 'wamid.IN-2',
          timestamp: agora,
          type: 'image',
          image: { id: 'MIDIA-777', mime_type: 'image/jpeg', sha256: 'x' },
        },
      ],
    });
    expect(entrada.status).toBe(200);
    expect(await entrada.json()).toEqual({ guardadas: 2 });
    await eventoQue(
      ws,
      (e) => e.tipo === 'callcenter' && e.dados.acao === 'entrada' && e.dados.id_chatbot_conversa === id,
    );
    const fila = (
      await injectAs(t.app, agente.cookie, { method: 'GET', url: `/api/callcenter/candidatos/${userSip}/1` })
    ).json() as { ID_CHATBOT_CONVERSA: number }[];
    expect(fila.some((l) => l.ID_CHATBOT_CONVERSA === id)).toBe(true);

    // the chatbot's hand-over text went out through the Graph API, in the background
    await t.app.deps.jobs.ociosa();
    const envios = () => ponta.pedidos.filter((p) => p.metodo === 'POST');
    expect(envios()).toHaveLength(1);
    expect(envios()[0]).toEqual({
      metodo: 'POST',
      caminho: `/v21.0/${NUMERO}/messages`,
      autorizacao: `Bearer ${TOKEN}`,
      corpo: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: telefone,
        type: 'text',
        text: { body: M.respostaTransferencia },
      },
    });

    // the agent takes it and sees the photo, fetched from the Graph API's media url with the token
    const tomar = await injectAs(t.app, agente.cookie, {
      method: 'PUT',
      url: `/api/callcenter/iniciar-atendimento/${id}/${userSip}/1`,
    });
    expect(tomar.statusCode, tomar.body).toBe(200);
    const foto = (await conversa()).NODES.find(
      (n: { JSON_MENSAGEM: { type?: string } }) => n.JSON_MENSAGEM.type === 'image',
    );
    const midia = await injectAs(t.app, agente.cookie, {
      method: 'GET',
      url: `/api/chatbot/midia/${foto.ID_CHATBOT_MENSAGEM}`,
    });
    expect(midia.statusCode).toBe(200);
    expect(midia.headers['content-type']).toBe('image/jpeg');
    expect(midia.rawPayload.equals(BYTES_IMAGEM)).toBe(true);
    const gets = ponta.pedidos.filter((p) => p.metodo === 'GET');
    expect(gets.map((p) => [p.caminho, p.autorizacao])).toEqual([
      ['/v21.0/MIDIA-777', `Bearer ${TOKEN}`],
      ['/arquivos/MIDIA-777?hash=abc', `Bearer ${TOKEN}`],
    ]);

    // the agent writes: the peer receives the Graph request with the bearer and the text
    const enviada = await injectAs(t.app, agente.cookie, {
      method: 'POST',
      url: '/api/chatbot/send-message',
      payload: { id_chatbot_conversa: id, message: 'Olá, Renata! Podemos conversar agora?' },
    });
    expect(enviada.statusCode, enviada.body).toBe(200);
    const pedido = envios().at(-1);
    expect(pedido).toMatchObject({
      caminho: `/v21.0/${NUMERO}/messages`,
      autorizacao: `Bearer ${TOKEN}`,
      corpo: {
        messaging_product: 'whatsapp',
        to: telefone,
        type: 'text',
        text: { body: 'Olá, Renata! Podemos conversar agora?' },
      },
    });
    const idMensagem = enviada.json().mensagem.ID_CHATBOT_MENSAGEM as number;
    const [{ wamid }] = await t.db.handle.query<{ wamid: string }>(
      'SELECT id_externo AS wamid FROM chatbot_mensagem WHERE id_chatbot_mensagem = $1',
      [idMensagem],
    );
    expect(wamid).toMatch(/^wamid\.HBgN\d+$/);

    // the approved template too: its name, language and parameters as the Cloud API takes them
    const modelo = await injectAs(t.app, agente.cookie, {
      method: 'POST',
      url: '/api/chatbot/send-message',
      payload: { id_chatbot_conversa: id, envio_primeira_msg: 'S' },
    });
    expect(modelo.statusCode, modelo.body).toBe(200);
    expect(envios().at(-1)?.corpo).toMatchObject({
      messaging_product: 'whatsapp',
      to: telefone,
      type: 'template',
      template: {
        name: 'contato_vaga',
        language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Renata' }, { type: 'text' }] }],
      },
    });

    // the peer reports delivery, then reading: the agent is told live and the chat shows the status
    const status = (s: string) =>
      ponta.notificar(urlApp, {
        messaging_product: 'whatsapp',
        metadata: { phone_number_id: NUMERO },
        statuses: [{ id: wamid, status: s, timestamp: agora, recipient_id: telefone }],
      });
    const situacao = async () =>
      (await conversa()).NODES.find(
        (n: { ID_CHATBOT_MENSAGEM: number }) => n.ID_CHATBOT_MENSAGEM === idMensagem,
      ).DS_STATUS;
    expect((await status('delivered')).status).toBe(200);
    await eventoQue(
      ws,
      (e) =>
        e.tipo === 'chatbot' && e.dados.id_chatbot_conversa === id && !('id_chatbot_mensagem' in e.dados),
    );
    expect(await situacao()).toBe('delivered');
    expect((await status('read')).status).toBe(200);
    expect(await situacao()).toBe('read');
    ws.fechar();
  });
});
