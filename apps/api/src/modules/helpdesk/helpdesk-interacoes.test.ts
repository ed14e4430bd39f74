import { LIMITES_HELP_DESK, MENSAGENS_HELP_DESK as M } from '@backoffice/domain/operacoes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';

let t: TestApp;
let suporte: Sessao;
let solicitante: Sessao;
let outro: Sessao;
let aberto: number;
let resolvido: number;

beforeAll(async () => {
  t = await createTestApp();
  suporte = await loginComUsuario(t.app, { nm_pessoa: 'Sara Suporte', id_help_desk: 'S' });
  solicitante = await loginComUsuario(t.app, { nm_pessoa: 'Rita Solicitante', permissoes: [58] });
  outro = await loginComUsuario(t.app, { nm_pessoa: 'Otávio Outro', permissoes: [58, 59, 900] });
  const inserir = async (assunto: string, situacao: string) => {
    const [r] = await t.db.handle.query<{ nr: number }>(
      `INSERT INTO help_desk (cd_usuario_solicitante, ds_assunto, ds_problema, id_situacao)
       VALUES ($1, $2, 'Não consigo entrar.', $3) RETURNING nr_help_desk::int AS nr`,
      [solicitante.usuario.cd_sip, assunto, situacao],
    );
    return r!.nr;
  };
  aberto = await inserir('Senha', 'A');
  resolvido = await inserir('Resolvido', 'S');
});
afterAll(async () => {
  await t.close();
});

const url = (nr: number | string) => `/api/helpdesk/chamados/${nr}/interacoes`;
const ler = (s: Sessao, nr: number | string) => injectAs(t.app, s.cookie, { method: 'GET', url: url(nr) });
const escrever = (s: Sessao, nr: number | string, payload: unknown) =>
  injectAs(t.app, s.cookie, { method: 'POST', url: url(nr), payload: payload as Record<string, unknown> });

async function chamado(nr: number) {
  const [h] = await t.db.handle.query<{
    nr_interacoes: number;
    id_situacao: string;
    cd_usuario_executante: number | null;
    linhas: number;
  }>(
    `SELECT nr_interacoes, id_situacao, cd_usuario_executante,
            (SELECT count(*)::int FROM help_desk_interacao i WHERE i.nr_help_desk = h.nr_help_desk) AS linhas
       FROM help_desk h WHERE nr_help_desk = $1`,
    [nr],
  );
  return h!;
}

describe('GET|POST /api/helpdesk/chamados/:nr/interacoes', () => {
  it('starts empty; the requester and the help desk write, newest last, each counted on the ticket', async () => {
    const vazio = await ler(suporte, aberto);
    expect(vazio.statusCode).toBe(200);
    expect(vazio.json()).toEqual([]);

    const r1 = await escrever(solicitante, aberto, { texto: '  Ainda não consigo entrar.  ' });
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ message: M.interacaoRegistrada, NR_INTERACOES: 1 });
    // the requester's own note does not make anyone the handler
    expect(await chamado(aberto)).toEqual({
      nr_interacoes: 1,
      id_situacao: 'A',
      cd_usuario_executante: null,
      linhas: 1,
    });

    const r2 = await escrever(suporte, aberto, { texto: 'Senha redefinida: tente de novo.' });
    expect(r2.json().NR_INTERACOES).toBe(2);
    // the help desk's answer: it handles the ticket, now in progress
    expect(await chamado(aberto)).toEqual({
      nr_interacoes: 2,
      id_situacao: 'E',
      cd_usuario_executante: suporte.usuario.cd_sip,
      linhas: 2,
    });

    for (const quem of [solicitante, suporte]) {
      const lista = await ler(quem, aberto);
      expect(lista.statusCode).toBe(200);
      expect(lista.json()).toEqual([
        expect.objectContaining({
          NM_USUARIO: 'Rita Solicitante',
          DS_INTERACAO: 'Ainda não consigo entrar.',
          ID_SOLICITANTE: 'S',
          DT_INTERACAO: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        }),
        expect.objectContaining({ NM_USUARIO: 'Sara Suporte', ID_SOLICITANTE: 'N' }),
      ]);
    }
    // the ticket list shows the count
    const lista = await injectAs(t.app, suporte.cookie, {
      method: 'GET',
      url: `/api/helpdesk/list/${suporte.usuario.user_sip}`,
    });
    expect(lista.json().find((l: { NR_HELP_DESK: number }) => l.NR_HELP_DESK === aberto)).toMatchObject({
      NR_INTERACOES: 2,
      NM_USUARIO_EXECUTANTE_ATUAL: 'Sara Suporte',
      DS_SOLUCAO: 'Em atendimento',
    });
  });

  it('refuses anyone else (403), an unknown ticket (404) and a solved one (409), writing nothing', async () => {
    const antes = await chamado(aberto);
    expect((await ler(outro, aberto)).statusCode).toBe(403);
    const recusa = await escrever(outro, aberto, { texto: 'Posso ajudar?' });
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json().error).toBe(M.somenteSolicitanteOuHelpDesk);
    expect(await chamado(aberto)).toEqual(antes);

    for (const nr of [999999, '99999999999999999999', 'abc', 0]) {
      expect([400, 404], String(nr)).toContain((await ler(suporte, nr)).statusCode);
      expect([400, 404], String(nr)).toContain((await escrever(suporte, nr, { texto: 'Oi' })).statusCode);
    }
    expect((await ler(suporte, 999999)).statusCode).toBe(404);

    const solucionado = await escrever(solicitante, resolvido, { texto: 'Voltou a acontecer.' });
    expect(solucionado.statusCode).toBe(409);
    expect(solucionado.json().error).toBe(M.helpSolucionado);
    expect(await chamado(resolvido)).toMatchObject({ nr_interacoes: 0, linhas: 0 });

    expect((await injectAs(t.app, undefined, { method: 'GET', url: url(aberto) })).statusCode).toBe(401);
  });

  it('refuses a blank, too long or malformed text (400), writing nothing', async () => {
    const antes = await chamado(aberto);
    const branco = await escrever(suporte, aberto, { texto: '   ' });
    expect(branco.statusCode).toBe(400);
    expect(JSON.stringify(branco.json())).toContain(M.interacaoObrigatoria);
    const longo = await escrever(suporte, aberto, { texto: 'x'.repeat(LIMITES_HELP_DESK.interacaoMax + 1) });
    expect(longo.statusCode).toBe(400);
    expect((await escrever(suporte, aberto, { texto: 42 })).statusCode).toBe(400);
    expect((await escrever(suporte, aberto, {})).statusCode).toBe(400);
    expect(await chamado(aberto)).toEqual(antes);
  });
});
