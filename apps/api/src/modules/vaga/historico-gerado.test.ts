import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';
import {
  criarCandidato,
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
} from '../../../test/vaga-fixtures';

// A note the system writes quotes what a user typed (a client's order number, a reason); the
// timeline is HTML, so the quoted value must arrive as text in every reader of the API.
const ATAQUE = 'x<img src=x onerror=alert(1)>';

let t: TestApp;
let analista: Sessao;

beforeAll(async () => {
  t = await createTestApp();
  await criarCatalogosVaga(t.app.deps.db);
  analista = await loginComUsuario(t.app, 'selecao');
});
afterAll(async () => {
  await t.close();
});

async function novaVaga(): Promise<number> {
  const db = t.app.deps.db;
  const cliente = await criarCliente(db, 'Cliente do Teste');
  return criarVaga(db, { cliente, requisicao: await criarRequisicao(db, cliente) });
}

const timeline = async (nr: number) =>
  (
    await injectAs(t.app, analista.cookie, {
      method: 'GET',
      url: `/api/vaga/timeline/${analista.usuario.user_sip}/${nr}`,
    })
  ).json() as { DS_HISTORICO: string }[];

describe('generated timeline notes', () => {
  it('quote a changed order number as text, not markup', async () => {
    const nr = await novaVaga();
    const r = await injectAs(t.app, analista.cookie, {
      method: 'PUT',
      url: '/api/vaga/nr-pedido-vaga',
      payload: { nr_vaga: nr, nr_pedido_cliente: ATAQUE },
    });
    expect(r.statusCode).toBe(200);
    const notas = (await timeline(nr)).map((n) => n.DS_HISTORICO);
    const nota = notas.find((n) => n.startsWith('Nr. do pedido'));
    expect(nota).toBe('Nr. do pedido: (vazio) → x&lt;img src=x onerror=alert(1)&gt;');
    expect(notas.join(' ')).not.toContain('<img');
  });

  it("quote a typed reason as text on the candidate's timeline", async () => {
    const cd = await criarCandidato(t.app.deps.db);
    const motivo = `Pediu para não ser chamado agora ${ATAQUE} por motivo de mudança de cidade.`;
    const r = await injectAs(t.app, analista.cookie, {
      method: 'POST',
      url: '/api/candidato/inativar-candidato',
      payload: { cd_pessoa_candidato: cd, dt_inativo: '2199-01-31', ds_observacoes: motivo },
    });
    expect(r.statusCode, r.body).toBe(200);
    const linhas = (
      await injectAs(t.app, analista.cookie, { method: 'GET', url: `/api/candidato/timeline/${cd}` })
    ).json() as Record<string, unknown>[];
    const textos = linhas.map((l) => JSON.stringify(l)).join(' ');
    expect(textos).toContain('x&lt;img src=x onerror=alert(1)&gt;');
    expect(textos).not.toContain('<img');
  });

  it('stay as written when the note is a user note (sanitised markup)', async () => {
    const nr = await novaVaga();
    const html = '<p><strong>Cliente</strong> pediu prioridade nesta vaga.</p>';
    await injectAs(t.app, analista.cookie, {
      method: 'POST',
      url: '/api/vaga/timeline',
      payload: { ds_historico: html, nr_vaga: nr },
    });
    expect((await timeline(nr))[0]?.DS_HISTORICO).toBe(html);
  });
});
