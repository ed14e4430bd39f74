import { createHmac } from 'node:crypto';
import { MENSAGENS_ASSINATURA as M, situacaoDocumento } from '@backoffice/domain/assinatura';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarPeerAutentique, type PeerAutentique } from '../../../../test/autentique-peer';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import { criarCandidato, criarCatalogos, criarCliente, criarVaga } from '../../../../test/pesquisa-fixtures';
import type { DbHandle } from '../../../db/client';
import { consultaDocumentos } from '../../../platform/adapters/assinatura-autentique';
import { assinaturaWebhookValida, documentoDoEvento } from './documentos.service';

const SEGREDO = 'segredo-do-webhook';
const TOKEN = 'token-da-autentique';

/** A candidate with an e-mail, started at a vacancy of a client. */
async function cenario(h: DbHandle, nome: string) {
  const cliente = await criarCliente(h, `Cliente de ${nome}`);
  const { nr_vaga } = await criarVaga(h, { cliente });
  const cand = await criarCandidato(h, { nome });
  await h.query(`UPDATE pessoa SET ds_email = 'assina@example.com' WHERE cd_pessoa = $1`, [cand]);
  await h.query(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, dt_inicio_trabalho) VALUES ($1, $2, 3, '2026-03-02')`,
    [nr_vaga, cand],
  );
  return { cand, nrVaga: nr_vaga };
}

const assinar = (corpo: string, segredo = SEGREDO) =>
  createHmac('sha256', segredo).update(corpo).digest('hex');

describe('webhook signature and events', () => {
  it('accepts only the HMAC-SHA256 of the exact bytes', () => {
    const corpo = Buffer.from('{"a":1}');
    expect(assinaturaWebhookValida(corpo, assinar('{"a":1}'), SEGREDO)).toBe(true);
    expect(assinaturaWebhookValida(corpo, `sha256=${assinar('{"a":1}')}`, SEGREDO)).toBe(true);
    expect(assinaturaWebhookValida(corpo, assinar('{"a":2}'), SEGREDO)).toBe(false);
    expect(assinaturaWebhookValida(corpo, assinar('{"a":1}', 'outro'), SEGREDO)).toBe(false);
    expect(assinaturaWebhookValida(corpo, undefined, SEGREDO)).toBe(false);
  });
  it('finds the document of document.* and signature.* events', () => {
    expect(documentoDoEvento({ event: { type: 'document.finished', data: { object: { id: 'abc' } } } })).toBe(
      'abc',
    );
    expect(
      documentoDoEvento({ event: { type: 'signature.accepted', data: { object: { document: 'abc' } } } }),
    ).toBe('abc');
    expect(
      documentoDoEvento({ event: { type: 'signature.viewed', data: { object: { document: { id: 'x' } } } } }),
    ).toBe('x');
    expect(documentoDoEvento({ object: 'webhook' })).toBeNull();
  });
  it('batches the documents by aliases', () => {
    const q = consultaDocumentos(['a', 'b']);
    expect(q.query).toContain('d0: document(id: $id0)');
    expect(q.query).toContain('d1: document(id: $id1)');
    expect(q.variables).toEqual({ id0: 'a', id1: 'b' });
  });
});

describe('signature documents with the local service', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await login(t.app, { permissoes: [58] });
    await criarCatalogos(t.db.handle);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the vacancies, sends a termination for signature and follows it from Pendente to Assinado', async () => {
    const { cand, nrVaga } = await cenario(t.db.handle, 'Paula Assinatura');
    const get = (url: string) => injectAs(t.app, cookie, { method: 'GET', url });
    const vagas = (await get(`/api/candidato/documentos/${cand}`)).json();
    expect(vagas).toEqual([
      expect.objectContaining({
        NR_VAGA: nrVaga,
        DT_ADMISSAO: '2026-03-02',
        DT_DEMISSAO: null,
        QT_DOCUMENTOS: 0,
      }),
    ]);
    const semData = await injectAs(t.app, cookie, {
      method: 'POST',
      url: `/api/candidato/documentos-vaga/${cand}/${nrVaga}`,
      payload: { tipo_doc: 'R' },
    });
    expect(semData.statusCode).toBe(400);
    expect(semData.json().error).toBe(M.dataDemissao);
    const enviado = await injectAs(t.app, cookie, {
      method: 'POST',
      url: `/api/candidato/documentos-vaga/${cand}/${nrVaga}`,
      payload: { tipo_doc: 'R', dt_demissao: '2026-06-30' },
    });
    expect(enviado.statusCode).toBe(200);
    const id = enviado.json().documento_id as string;
    const docs = (await get(`/api/candidato/documentos-vaga/${cand}/${nrVaga}`)).json();
    expect(docs).toEqual([
      expect.objectContaining({
        DOCUMENTO_ID: id,
        TIPO_DOC: 'R',
        DT_ADMISSAO: '2026-03-02',
        DT_DEMISSAO: '2026-06-30',
      }),
    ]);
    expect((await get(`/api/candidato/documentos/${cand}`)).json()[0]).toMatchObject({
      QT_DOCUMENTOS: 1,
      DT_DEMISSAO: '2026-06-30',
    });

    const info = async () => (await get(`/api/autentique/documentos?ids[]=${id}&ids[]=desconhecido`)).json();
    let r = await info();
    expect(r.local).toBe(true);
    expect(r.documentos.desconhecido).toEqual({ erro: true });
    expect(r.documentos[id].signatures[0]).toMatchObject({
      name: 'Paula Assinatura',
      email: 'assina@example.com',
      signed: null,
    });
    expect(r.documentos[id].signatures[0].email_events.sent).toBeTruthy();
    expect(situacaoDocumento(r.documentos[id])).toBe('Pendente');

    const marcar = (acao: string, payload: object = {}) =>
      injectAs(t.app, cookie, { method: 'POST', url: `/api/autentique/local/${id}/${acao}`, payload });
    expect((await marcar('viewed')).statusCode).toBe(200);
    r = await info();
    expect(r.documentos[id].signatures[0].viewed.created_at).toBeTruthy();
    expect((await marcar('signed')).json()).toEqual({ recebido: true });
    r = await info();
    expect(situacaoDocumento(r.documentos[id])).toBe('Assinado');
    const [s] = await t.db.handle.query<{ id_situacao: string }>(
      'SELECT id_situacao FROM candidato_documento WHERE documento_id = $1',
      [id],
    );
    expect(s.id_situacao).toBe('A');
    await marcar('rejected', { reason: 'Data errada' });
    r = await info();
    expect(r.documentos[id].signatures[0].rejected).toMatchObject({ reason: 'Data errada' });
    expect(situacaoDocumento(r.documentos[id])).toBe('Recusado');
    expect((await marcar('refused', { reason: 'Caixa cheia' })).statusCode).toBe(200);
    expect((await info()).documentos[id].signatures[0].email_events.refused).toBeTruthy();
    expect(
      (
        await injectAs(t.app, cookie, {
          method: 'POST',
          url: '/api/autentique/local/naoexiste/signed',
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect((await get('/api/autentique/documentos')).statusCode).toBe(400);
  });

  it('refuses a vacancy the candidate is not in and a candidate without e-mail', async () => {
    const { cand } = await cenario(t.db.handle, 'Sem Vaga');
    const cliente = await criarCliente(t.db.handle, 'Outro cliente');
    const outra = (await criarVaga(t.db.handle, { cliente })).nr_vaga;
    const r = await injectAs(t.app, cookie, {
      method: 'POST',
      url: `/api/candidato/documentos-vaga/${cand}/${outra}`,
      payload: { tipo_doc: 'P' },
    });
    expect(r.json().error).toBe(M.vagaSemCandidato);
    const { cand: semEmail, nrVaga } = await cenario(t.db.handle, 'Sem Email');
    await t.db.handle.query('UPDATE pessoa SET ds_email = NULL WHERE cd_pessoa = $1', [semEmail]);
    const r2 = await injectAs(t.app, cookie, {
      method: 'POST',
      url: `/api/candidato/documentos-vaga/${semEmail}/${nrVaga}`,
      payload: { tipo_doc: 'P' },
    });
    expect(r2.json().error).toBe(M.semEmail);
  });
});

describe('signature documents through Autentique (a local GraphQL peer)', () => {
  let t: TestApp;
  let peer: PeerAutentique;
  let cookie: string;
  beforeAll(async () => {
    peer = await iniciarPeerAutentique(TOKEN);
    t = await createTestApp({
      ASSINATURA_ADAPTER: 'autentique',
      AUTENTIQUE_API_URL: peer.url,
      AUTENTIQUE_TOKEN: TOKEN,
      AUTENTIQUE_WEBHOOK_SECRET: SEGREDO,
    });
    cookie = await login(t.app, { permissoes: [58] });
    await criarCatalogos(t.db.handle);
  });
  afterAll(async () => {
    await t?.close();
    await peer?.fechar();
  });

  it('uploads the PDF, reads the documents batched by aliases and follows the signed webhook', async () => {
    const { cand, nrVaga } = await cenario(t.db.handle, 'Rui Autentique');
    const ids: string[] = [];
    for (const tipo of ['P', 'R'] as const) {
      const r = await injectAs(t.app, cookie, {
        method: 'POST',
        url: `/api/candidato/documentos-vaga/${cand}/${nrVaga}`,
        payload: { tipo_doc: tipo, dt_demissao: '2026-07-01' },
      });
      expect(r.statusCode).toBe(200);
      ids.push(r.json().documento_id);
    }
    const doc = peer.documentos.get(ids[0]);
    expect(doc?.signatures[0]).toMatchObject({ name: 'Rui Autentique', email: 'assina@example.com' });
    const pdf = await getDocumentProxy(new Uint8Array(doc?.arquivo ?? Buffer.alloc(0)));
    const texto = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(texto).toContain('Termo de prorrogação do contrato de trabalho');
    expect(texto).toContain('Rui Autentique');

    peer.consultas.length = 0;
    const url = `/api/autentique/documentos?ids[]=${ids[0]}&ids[]=${ids[1]}`;
    let info = (await injectAs(t.app, cookie, { method: 'GET', url })).json();
    expect(peer.consultas).toHaveLength(1);
    expect(peer.consultas[0]).toContain('d1: document(id: $id1)');
    expect(info.local).toBe(false);
    expect(situacaoDocumento(info.documentos[ids[0]])).toBe('Pendente');

    peer.marcar(ids[0], 'signed');
    peer.marcar(ids[1], 'rejected', 'Não concordo');
    const evento = (id: string, tipo: string) =>
      JSON.stringify({
        object: 'webhook',
        event: { id: 'e1', type: tipo, data: { object: { id, object: 'document' } } },
      });
    const corpo = evento(ids[0], 'document.finished');
    const falsa = await t.app.inject({
      method: 'POST',
      url: '/api/autentique/webhook',
      headers: { 'content-type': 'application/json', 'x-autentique-signature': assinar(corpo, 'errado') },
      payload: corpo,
    });
    expect(falsa.statusCode).toBe(401);
    const situacao = async (id: string) =>
      (
        await t.db.handle.query<{ id_situacao: string }>(
          'SELECT id_situacao FROM candidato_documento WHERE documento_id = $1',
          [id],
        )
      )[0].id_situacao;
    expect(await situacao(ids[0])).toBe('P');
    const boa = await t.app.inject({
      method: 'POST',
      url: '/api/autentique/webhook',
      headers: { 'content-type': 'application/json', 'x-autentique-signature': assinar(corpo) },
      payload: corpo,
    });
    expect(boa.statusCode).toBe(200);
    expect(boa.json()).toEqual({ recebido: true });
    expect(await situacao(ids[0])).toBe('A');
    const c2 = JSON.stringify({
      event: { type: 'signature.rejected', data: { object: { document: ids[1] } } },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/autentique/webhook',
      headers: { 'content-type': 'application/json', 'x-autentique-signature': assinar(c2) },
      payload: c2,
    });
    expect(await situacao(ids[1])).toBe('R');

    info = (await injectAs(t.app, cookie, { method: 'GET', url })).json();
    expect(info.documentos[ids[1]].signatures[0].rejected.reason).toBe('Não concordo');
    expect(situacaoDocumento(info.documentos[ids[0]])).toBe('Assinado');

    // a document the service does not know fails alone; the local marking is refused here
    peer.documentos.delete(ids[1]);
    info = (await injectAs(t.app, cookie, { method: 'GET', url })).json();
    expect(info.documentos[ids[1]]).toEqual({ erro: true });
    expect(info.documentos[ids[0]].erro).toBe(false);
    expect(
      (
        await injectAs(t.app, cookie, {
          method: 'POST',
          url: `/api/autentique/local/${ids[0]}/signed`,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers erro for every document when the token is refused', async () => {
    const outro = await createTestApp({
      ASSINATURA_ADAPTER: 'autentique',
      AUTENTIQUE_API_URL: peer.url,
      AUTENTIQUE_TOKEN: 'token-errado',
    });
    try {
      const c = await login(outro.app, { permissoes: [58] });
      await criarCatalogos(outro.db.handle);
      const { cand, nrVaga } = await cenario(outro.db.handle, 'Token Errado');
      const r = await injectAs(outro.app, c, {
        method: 'POST',
        url: `/api/candidato/documentos-vaga/${cand}/${nrVaga}`,
        payload: { tipo_doc: 'P' },
      });
      expect(r.statusCode).toBe(502);
      expect(r.json().error).toBe(M.erroEnviar);
      const [{ n }] = await outro.db.handle.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM candidato_documento',
      );
      expect(n).toBe(0);
    } finally {
      await outro.close();
    }
  });
});
