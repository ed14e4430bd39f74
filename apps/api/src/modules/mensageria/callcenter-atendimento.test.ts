import { EVENTO_CALLCENTER, MENSAGENS_CALLCENTER as M } from '@backoffice/domain/callcenter';
import { MENSAGENS_ENVIO, STATUS_CONVERSA } from '@backoffice/domain/mensageria';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, sessaoDireta, type TestApp, testConfig } from '../../../test/helpers';
import { conectarWs, escutar } from '../../../test/ws-client';
import { buildApp } from '../../app';
import { openDb } from '../../db/client';
import { type Agente, SEGREDO, usarCallcenter } from './callcenter.fixtures';

/** The call center: taking a conversation, the chat, ending, resuming and handing back, two api instances. */

const cc = usarCallcenter();
const {
  ana,
  beto,
  enviados,
  eventos,
  midiasPedidas,
  mensageriaDeTeste,
  q,
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
} = cc;
let t: TestApp;
beforeAll(() => {
  ({ t } = cc.estado);
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
    cc.estado.tipoMidia = 'image/jpeg';
    const img = await midia(Number(ids[0].id));
    expect(img.statusCode, img.body).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['content-disposition']).toMatch(/^inline/);
    expect(img.body).toBe('bytes-do-arquivo');
    expect(midiasPedidas).toContain('MEDIA-1');
    cc.estado.tipoMidia = 'text/html';
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
