import { createHmac } from 'node:crypto';
import { MENSAGENS_ENVIO, STATUS_CONVERSA } from '@backoffice/domain/mensageria';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import { criarCandidato, criarCatalogos, criarCliente, criarVaga } from '../../../test/pesquisa-fixtures';
import type { Mensageria } from '../../platform/adapters/mensageria';
import { ErroEnvio } from '../../platform/adapters/mensageria';
import { LIMITE_WEBHOOK_BYTES } from './chatbot.routes';

const SEGREDO = 'segredo-do-app';
let t: TestApp;
let cookie: string;
let cliente: number;
let analista: number;
const enviados: { canal: string; para: string; corpo: unknown }[] = [];
let idsEnviados = 0;

/** Adapters that record what they send; addresses and phones in `recusar` are refused. */
function mensageriaDeTeste(recusar: Set<string>): Mensageria {
  const enviar = (canal: string) => async (para: string, corpo: unknown) => {
    if (recusar.has(para)) throw new ErroEnvio(`Destino recusado: ${para}`);
    enviados.push({ canal, para, corpo });
    idsEnviados += 1;
    return { id: `${canal}-${idsEnviados}` };
  };
  return {
    email: { nome: 'local', enviar: (m) => enviar('email')(m.para, m) },
    sms: { nome: 'local', enviar: (m) => enviar('sms')(m.para, m.texto) },
    whatsapp: { nome: 'local', enviar: (para, corpo) => enviar('whatsapp')(para, corpo) },
  };
}

beforeAll(async () => {
  t = await createTestApp({ WHATSAPP_APP_SECRET: SEGREDO, WHATSAPP_VERIFY_TOKEN: 'verifica' });
  await criarCatalogos(t.db.handle);
  const s = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 1 });
  cookie = s.cookie;
  analista = s.usuario.user_sip;
  cliente = await criarCliente(t.db.handle, 'Metalúrgica Sul');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  enviados.length = 0;
});

const q = async <T>(texto: string, params: unknown[] = []) => t.db.handle.query<T>(texto, params);

interface Cenario {
  nrVaga: number;
  nrSelecao: number;
  completo: number;
  soEmail: number;
  semContato: number;
  descartado: number;
}

/** A vacancy, a search of it with four candidates: e-mail and mobile, e-mail only, nothing, and one discarded. */
async function cenario(situacao = 1): Promise<Cenario> {
  const v = await criarVaga(t.db.handle, { cliente, analista });
  await q('UPDATE vaga SET cd_situacao_vaga = $2 WHERE nr_vaga = $1', [v.nr_vaga, situacao]);
  const completo = await criarCandidato(t.db.handle, {
    nome: 'Ana Completa',
    nr_telefone_cel: '(47) 99911-2233',
  });
  const soEmail = await criarCandidato(t.db.handle, { nome: 'Bruno Email', nr_telefone_cel: '123' });
  const semContato = await criarCandidato(t.db.handle, { nome: 'Caio Sem Contato' });
  const descartado = await criarCandidato(t.db.handle, {
    nome: 'Dora Descartada',
    nr_telefone_cel: '47988887777',
  });
  await q(`UPDATE pessoa SET ds_email = 'ana@example.com' WHERE cd_pessoa = $1`, [completo]);
  await q(`UPDATE pessoa SET ds_email = 'bruno@example.com' WHERE cd_pessoa = $1`, [soEmail]);
  await q(`UPDATE pessoa SET ds_email = 'dora@example.com' WHERE cd_pessoa = $1`, [descartado]);
  const [s] = await q<{ nr_selecao: number }>(
    `INSERT INTO selecao (nr_vaga, ds_filtros, nr_total, qt_resultados) VALUES ($1, '{}', 4, 50) RETURNING nr_selecao`,
    [v.nr_vaga],
  );
  const nrSelecao = Number(s.nr_selecao);
  for (const [i, cd] of [completo, soEmail, semContato, descartado].entries()) {
    await q(
      `INSERT INTO selecao_candidato (nr_selecao, cd_pessoa_candidato, nr_vaga, nr_ordem, id_descartado)
       VALUES ($1, $2, $3, $4, $5)`,
      [nrSelecao, cd, v.nr_vaga, i + 1, cd === descartado ? 'S' : 'N'],
    );
  }
  return { nrVaga: v.nr_vaga, nrSelecao, completo, soEmail, semContato, descartado };
}

const post = (url: string, payload?: object, quem = cookie) =>
  injectAs(t.app, quem, { method: 'POST', url, ...(payload ? { payload } : {}) });

async function flags(nrSelecao: number) {
  const r = await q<{ cd: number; e: string | null; s: string | null; w: string | null }>(
    `SELECT cd_pessoa_candidato AS cd, id_envio_email AS e, id_envio_sms AS s, id_envio_whatsapp AS w
       FROM selecao_candidato WHERE nr_selecao = $1`,
    [nrSelecao],
  );
  return new Map(r.map((l) => [Number(l.cd), { e: l.e, s: l.s, w: l.w }]));
}

const saidas = async (nrSelecao: number) =>
  Number(
    (
      await q<{ n: number }>('SELECT count(*)::int AS n FROM mensagem_saida WHERE nr_selecao = $1', [
        nrSelecao,
      ])
    )[0].n,
  );

describe('POST candidato/envio-anuncio-candidato/{selection}', () => {
  it('sends e-mail and SMS to the candidates not discarded, marks each row and keeps every send', async () => {
    const c = await cenario();
    t.app.deps.mensageria = mensageriaDeTeste(new Set(['bruno@example.com']));
    const res = await post(`/api/candidato/envio-anuncio-candidato/${c.nrSelecao}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.enviados).toEqual({ email: 1, sms: 1 });
    expect(r.message).toBe(MENSAGENS_ENVIO.envioNormalConcluido(1, 1));
    expect(r.erros).toEqual([
      {
        CD_PESSOA: c.soEmail,
        NM_PESSOA: 'Bruno Email',
        CANAL: 'email',
        ERRO: 'Destino recusado: bruno@example.com',
      },
    ]);
    expect(enviados.map((e) => [e.canal, e.para])).toEqual([
      ['email', 'ana@example.com'],
      ['sms', '5547999112233'],
    ]);
    const f = await flags(c.nrSelecao);
    expect(f.get(c.completo)).toEqual({ e: 'S', s: 'S', w: null });
    expect(f.get(c.soEmail)).toEqual({ e: 'N', s: null, w: null });
    expect(f.get(c.semContato)).toEqual({ e: null, s: null, w: null });
    expect(f.get(c.descartado)).toEqual({ e: null, s: null, w: null });
    expect(await saidas(c.nrSelecao)).toBe(3);
    const saida = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/mensageria/saida/${c.nrSelecao}`,
    });
    expect(saida.statusCode).toBe(200);
    expect(
      saida
        .json()
        .map((m: { DS_CANAL: string; DS_DESTINO: string; ID_ENVIADO: string; NM_ADAPTADOR: string }) => [
          m.DS_CANAL,
          m.DS_DESTINO,
          m.ID_ENVIADO,
          m.NM_ADAPTADOR,
        ])
        .sort(),
    ).toEqual([
      ['email', 'ana@example.com', 'S', 'local'],
      ['email', 'bruno@example.com', 'N', 'local'],
      ['sms', '5547999112233', 'S', 'local'],
    ]);

    const historico = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/pesquisa-candidatos/pesquisas/${c.nrVaga}`,
    });
    const linha = historico.json().find((l: { NR_SELECAO: number }) => l.NR_SELECAO === c.nrSelecao);
    expect(linha.POSSUI_ENVIO_CANDIDATO).toBe('S');
    expect(linha.QT_CANDIDATOS).toBe(3);
    expect(linha.ENVIO_DE_CONTATO).toEqual([{ CD_TIPO_ENVIO: 1 }, { CD_TIPO_ENVIO: 2 }]);
  });

  it('refuses a frozen vacancy (409), an unknown search (404) and a search nobody can receive (400), writing nothing', async () => {
    t.app.deps.mensageria = mensageriaDeTeste(new Set());
    const congelada = await cenario(13);
    const r1 = await post(`/api/candidato/envio-anuncio-candidato/${congelada.nrSelecao}`);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().error).toMatch(/Vaga congelada/);
    expect(await saidas(congelada.nrSelecao)).toBe(0);
    expect((await post('/api/candidato/envio-anuncio-candidato/999999')).statusCode).toBe(404);
    expect((await post('/api/candidato/envio-anuncio-candidato/abc')).statusCode).toBe(400);

    const vazia = await cenario();
    await q(
      `UPDATE selecao_candidato SET id_descartado = 'S' WHERE nr_selecao = $1 AND cd_pessoa_candidato <> $2`,
      [vazia.nrSelecao, vazia.semContato],
    );
    const r3 = await post(`/api/candidato/envio-anuncio-candidato/${vazia.nrSelecao}`);
    expect(r3.statusCode).toBe(400);
    expect(r3.json().error).toBe(MENSAGENS_ENVIO.semCandidatos);
    expect(enviados).toEqual([]);
  });
});

describe('chatbot conversations', () => {
  it('are offered only to the listed units', async () => {
    const c = await cenario();
    const outra = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 777 });
    const res = await post(
      `/api/candidato/comecar-conversas-chatbot/${c.nrSelecao}`,
      undefined,
      outra.cookie,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MENSAGENS_ENVIO.unidadeSemChatbot);
    expect((await flags(c.nrSelecao)).get(c.completo)?.w).toBeNull();
  });

  it('start with the template, report who could not get it, and never open a second one for the vacancy', async () => {
    const c = await cenario();
    t.app.deps.mensageria = mensageriaDeTeste(new Set());
    const res = await post(`/api/candidato/comecar-conversas-chatbot/${c.nrSelecao}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.message).toBe(MENSAGENS_ENVIO.chatbotConcluido(1));
    expect(r.candidatosEnviados).toEqual([
      { CD_PESSOA: c.completo, NM_PESSOA: 'Ana Completa', ID_CHATBOT_CONVERSA: expect.any(Number) },
    ]);
    expect(r.candidatosErros.map((e: { CD_PESSOA: number; ERRO: string }) => [e.CD_PESSOA, e.ERRO])).toEqual([
      [c.soEmail, MENSAGENS_ENVIO.semCelular],
      [c.semContato, MENSAGENS_ENVIO.semCelular],
    ]);
    expect(enviados).toHaveLength(1);
    expect(enviados[0].para).toBe('5547999112233');
    expect((enviados[0].corpo as { type: string }).type).toBe('template');
    expect((await flags(c.nrSelecao)).get(c.completo)?.w).toBe('S');

    const denovo = (await post(`/api/candidato/comecar-conversas-chatbot/${c.nrSelecao}`)).json();
    expect(denovo.candidatosEnviados).toEqual([]);
    expect(denovo.candidatosErros[0]).toMatchObject({
      CD_PESSOA: c.completo,
      ERRO: MENSAGENS_ENVIO.conversaAberta,
    });

    const conversas = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/chatbot/conversas-status/${c.nrSelecao}`,
    });
    expect(conversas.statusCode).toBe(200);
    const [cv] = conversas.json();
    expect(cv).toMatchObject({
      CD_PESSOA_CANDIDATO: c.completo,
      NOME_CANDIDATO: 'Ana Completa',
      ID_STATUS_TYPE: STATUS_CONVERSA.aguardando.id,
      DS_STATUS_CONVERSA: STATUS_CONVERSA.aguardando.ds,
    });
    expect(cv.NODES).toHaveLength(1);
    expect(cv.NODES[0].ID_TIPO).toBe('ENVIADO');
    expect(cv.NODES[0].JSON_MENSAGEM.type).toBe('template');
  });

  it('refuse the frozen vacancy and record a refused send as failed', async () => {
    const congelada = await cenario(13);
    expect((await post(`/api/candidato/comecar-conversas-chatbot/${congelada.nrSelecao}`)).statusCode).toBe(
      409,
    );
    const c = await cenario();
    t.app.deps.mensageria = mensageriaDeTeste(new Set(['5547999112233']));
    const r = (await post(`/api/candidato/comecar-conversas-chatbot/${c.nrSelecao}`)).json();
    expect(r.candidatosEnviados).toEqual([]);
    expect(r.candidatosErros.find((e: { CD_PESSOA: number }) => e.CD_PESSOA === c.completo)).toMatchObject({
      ERRO: 'Destino recusado: 5547999112233',
    });
    expect((await flags(c.nrSelecao)).get(c.completo)?.w).toBe('N');
    const n = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM chatbot_conversa WHERE nr_selecao = $1',
      [c.nrSelecao],
    );
    expect(Number(n[0].n)).toBe(0);
  });
});

describe('webhook and the analyst messages', () => {
  const assinar = (corpo: string) => `sha256=${createHmac('sha256', SEGREDO).update(corpo).digest('hex')}`;
  const webhook = (corpo: string, assinatura?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chatbot/webhook',
      // as the provider sends it: no browser headers
      headers: {
        'content-type': 'application/json',
        ...(assinatura ? { 'x-hub-signature-256': assinatura } : {}),
      },
      payload: corpo,
    });
  const notificacao = (id: string, texto: string) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                messages: [
                  {
                    from: '5547999112233',
                    id,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: texto },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  const mensagens = async (conversa: number) =>
    q<{ id_tipo: string }>('SELECT id_tipo FROM chatbot_mensagem WHERE id_chatbot_conversa = $1 ORDER BY 1', [
      conversa,
    ]);

  it('free text waits for the reply; signed replies are stored once and open the conversation', async () => {
    const c = await cenario();
    t.app.deps.mensageria = mensageriaDeTeste(new Set());
    const inicio = (await post(`/api/candidato/comecar-conversas-chatbot/${c.nrSelecao}`)).json();
    const conversa = inicio.candidatosEnviados[0].ID_CHATBOT_CONVERSA as number;
    const texto = {
      id_chatbot_conversa: conversa,
      message: 'Olá! Podemos agendar uma entrevista?',
      envio_primeira_msg: 'N',
    };

    const antes = await post('/api/chatbot/send-message', texto);
    expect(antes.statusCode).toBe(409);
    expect(antes.json().error).toBe(MENSAGENS_ENVIO.aguardandoResposta);

    // a bad signature, no signature or a malformed body store nothing
    const corpo = notificacao('wamid.R1', 'Tenho interesse!');
    expect((await webhook(corpo, assinar(`${corpo} `))).statusCode).toBe(401);
    expect((await webhook(corpo)).statusCode).toBe(401);
    expect((await webhook('{"entry": 5}', assinar('{"entry": 5}'))).statusCode).toBe(400);
    expect((await webhook('{nao json', assinar('{nao json'))).statusCode).toBe(400);
    expect(await mensagens(conversa)).toHaveLength(1);

    const ok = await webhook(corpo, assinar(corpo));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ guardadas: 1 });
    expect((await webhook(corpo, assinar(corpo))).json()).toEqual({ guardadas: 0 });
    // the chatbot hands the conversation to the call center and says so to the candidate (in the
    // background), once
    await t.app.deps.jobs.ociosa();
    expect((await mensagens(conversa)).map((m) => m.id_tipo)).toEqual(['ENVIADO', 'ENVIADO', 'RECEBIDO']);

    const depois = await post('/api/chatbot/send-message', texto);
    expect(depois.statusCode, depois.body).toBe(200);
    expect(depois.json().mensagem).toMatchObject({ ID_TIPO: 'ENVIADO', JSON_MENSAGEM: { type: 'text' } });
    expect(enviados.at(-1)).toMatchObject({
      para: '5547999112233',
      corpo: { type: 'text', text: { body: texto.message } },
    });

    const status = (
      await injectAs(t.app, cookie, { method: 'GET', url: `/api/chatbot/conversas-status/${c.nrSelecao}` })
    ).json();
    expect(status[0].ID_STATUS_TYPE).toBe(STATUS_CONVERSA.respondida.id);
    expect(status[0].NODES.map((n: { ID_TIPO: string }) => n.ID_TIPO)).toEqual([
      'ENVIADO',
      'RECEBIDO',
      'ENVIADO',
      'ENVIADO',
    ]);
  });

  it('bounds what the channel sends: odd characters are removed, bad ids and huge bodies refused', async () => {
    const c = await cenario();
    t.app.deps.mensageria = mensageriaDeTeste(new Set());
    const inicio = (await post(`/api/candidato/comecar-conversas-chatbot/${c.nrSelecao}`)).json();
    const conversa = inicio.candidatosEnviados[0].ID_CHATBOT_CONVERSA as number;

    const estranha = notificacao('wamid.NUL', 'Tenho\u0000 interesse \ud800😀');
    const ok = await webhook(estranha, assinar(estranha));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ guardadas: 1 });
    const [guardada] = await q<{ json_mensagem: { text: { body: string } } }>(
      `SELECT json_mensagem FROM chatbot_mensagem WHERE id_externo = 'wamid.NUL'`,
    );
    expect(guardada.json_mensagem.text.body).toBe('Tenho interesse 😀');

    for (const id of ['x'.repeat(201), 'wamid\u0000', '']) {
      const corpo = notificacao(id, 'oi');
      const r = await webhook(corpo, assinar(corpo));
      expect(r.statusCode, id).toBe(400);
      expect(r.json().error).toBe(MENSAGENS_ENVIO.corpoInvalido);
    }
    const enorme = notificacao('wamid.G', 'x'.repeat(LIMITE_WEBHOOK_BYTES));
    expect((await webhook(enorme, assinar(enorme))).statusCode).toBe(413);
    // the template, the reply and the chatbot's hand-over answer (sent in the background)
    await t.app.deps.jobs.ociosa();
    expect(await mensagens(conversa)).toHaveLength(3);
  });

  it('validates the message and the conversation', async () => {
    expect((await post('/api/chatbot/send-message', { message: 'oi' })).statusCode).toBe(400);
    const r = await post('/api/chatbot/send-message', { id_chatbot_conversa: 987654, message: 'oi' });
    expect(r.statusCode).toBe(404);
    const longa = await post('/api/chatbot/send-message', {
      id_chatbot_conversa: 1,
      message: 'x'.repeat(4097),
    });
    expect(longa.statusCode).toBe(400);
    expect(longa.json().error).toEqual([`message: ${MENSAGENS_ENVIO.mensagemLonga}`]);
  });

  it('answers the verification challenge only with the configured token', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/chatbot/webhook?hub.mode=subscribe&hub.verify_token=verifica&hub.challenge=12345',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('12345');
    const nao = await t.app.inject({
      method: 'GET',
      url: '/api/chatbot/webhook?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=12345',
    });
    expect(nao.statusCode).toBe(403);
  });
});
