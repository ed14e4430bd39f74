import { MENSAGENS_CHATBOT_USO } from '@backoffice/domain/operacoes';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade, criarUsuario } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import { criarCandidato } from '../../../test/vaga-fixtures';

let t: TestApp;
let cookie: string;
let semPermissao: string;

beforeAll(async () => {
  t = await createTestApp({ CHATBOT_CUSTO_CONVERSA_USD: '0.05' });
  const db = t.app.deps.db;
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville' });
  await criarUnidade(db, { cd_empresa: 101, nm_empresa: 'Jaraguá', cd_empresa_agrupadora: 1 });
  await criarUnidade(db, { cd_empresa: 19, nm_empresa: 'Curitiba' });
  cookie = (await loginComUsuario(t.app, { permissoes: PERMISSOES.chatbot })).cookie;
  semPermissao = (await loginComUsuario(t.app, { permissoes: PERMISSOES.selecao })).cookie;
  const carla = await criarUsuario(db, { nm_pessoa: 'Carla Analista', cd_unid: 1 });
  const jonas = await criarUsuario(db, { nm_pessoa: 'Jonas Analista', cd_unid: 101 });
  const paulo = await criarUsuario(db, { nm_pessoa: 'Paulo de Curitiba', cd_unid: 19 });
  const candidato = await criarCandidato(db);
  const conversa = (usuario: number, quando: string) =>
    t.app.deps.handle.query(
      `INSERT INTO chatbot_conversa (cd_pessoa_candidato, nr_telefone, id_status_type, cd_usuario, dt_inicio_conversa)
       VALUES ($1, '47999990000', 1, $2, $3::timestamptz)`,
      [candidato, usuario, quando],
    );
  // 10 March 2026 in São Paulo runs from 03:00 UTC on the 10th to 03:00 UTC on the 11th
  await conversa(carla.cd_sip, '2026-03-10T03:00:00Z');
  await conversa(carla.cd_sip, '2026-03-11T02:59:00Z');
  await conversa(carla.cd_sip, '2026-03-12T12:00:00Z');
  await conversa(jonas.cd_sip, '2026-03-10T15:00:00Z');
  await conversa(carla.cd_sip, '2026-03-10T02:59:00Z'); // the 9th in São Paulo
  await conversa(paulo.cd_sip, '2026-03-10T15:00:00Z'); // another grouping unit
});
afterAll(async () => {
  await t.close();
});

const post = (c: string, payload: Record<string, unknown>) =>
  injectAs(t.app, c, { method: 'POST', url: '/api/chatbot/uso-por-unidade', payload });

describe('POST /api/chatbot/uso-por-unidade', () => {
  it('counts the conversations of the grouping unit per analyst over business dates, with the USD value', async () => {
    const res = await post(cookie, { dt_inicio: '2026-03-10', dt_fim: '2026-03-10', cd_empresa: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      GRAFICO: [
        { NM_ANALISTA: 'Carla Analista', QTD: 2 },
        { NM_ANALISTA: 'Jonas Analista', QTD: 1 },
      ],
      VALOR: 0.15,
    });
    const semana = await post(cookie, { dt_inicio: '2026-03-09', dt_fim: '2026-03-12', cd_empresa: 1 });
    expect(semana.json().GRAFICO).toEqual([
      { NM_ANALISTA: 'Carla Analista', QTD: 4 },
      { NM_ANALISTA: 'Jonas Analista', QTD: 1 },
    ]);
    expect(semana.json().VALOR).toBe(0.25);
  });

  it('answers an empty chart when no conversation was opened', async () => {
    const res = await post(cookie, { dt_inicio: '2026-01-01', dt_fim: '2026-01-31', cd_empresa: 1 });
    expect(res.json()).toEqual({ GRAFICO: [], VALOR: 0 });
  });

  it('refuses future dates and a start after the end with the screen’s messages', async () => {
    const hoje = dataNegocio();
    const amanha = new Date(Date.parse(`${hoje}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const futura = await post(cookie, { dt_inicio: hoje, dt_fim: amanha, cd_empresa: 1 });
    expect(futura.statusCode).toBe(400);
    expect(JSON.stringify(futura.json())).toContain(MENSAGENS_CHATBOT_USO.periodoInvalido);
    const invertida = await post(cookie, { dt_inicio: '2026-03-12', dt_fim: '2026-03-10', cd_empresa: 1 });
    expect(invertida.statusCode).toBe(400);
    expect(JSON.stringify(invertida.json())).toContain(MENSAGENS_CHATBOT_USO.inicioMaiorQueFimGerar);
    expect(
      (await post(cookie, { dt_inicio: '10/03/2026', dt_fim: '2026-03-10', cd_empresa: 1 })).statusCode,
    ).toBe(400);
  });

  it('requires code 335', async () => {
    const res = await post(semPermissao, { dt_inicio: '2026-03-10', dt_fim: '2026-03-10', cd_empresa: 1 });
    expect(res.statusCode).toBe(403);
  });
});
