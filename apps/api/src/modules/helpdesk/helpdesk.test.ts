import { LIMITES_HELP_DESK, MENSAGENS_HELP_DESK } from '@backoffice/domain/operacoes';
import { PERMISSOES, TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';

let t: TestApp;
let suporte: { cookie: string; usuario: { user_sip: number; cd_sip: number } };
let outro: string;
let dev: string;
let semDev: string;
const helps: Record<string, number> = {};
let devs: { ana: number; bruno: number };

const PROBLEMA_LONGO =
  'O relatório de vagas não abre quando escolho a unidade de Curitiba e depois troco para Joinville sem recarregar a página inteira.';

beforeAll(async () => {
  t = await createTestApp();
  const h = t.app.deps.handle;
  // the Help Desk flag decides (Administração › Usuários), not the login
  suporte = await loginComUsuario(t.app, {
    nm_login: 'suporte.ti',
    nm_pessoa: 'Suporte TI',
    id_help_desk: 'S',
  });
  // the login HELP_DESK_USER names by default, holding every code, without the flag
  outro = (await loginComUsuario(t.app, { nm_login: 'admin', permissoes: TODOS_CODIGOS_PERMISSAO })).cookie;
  dev = (await loginComUsuario(t.app, { permissoes: PERMISSOES.dayOne })).cookie;
  semDev = (await loginComUsuario(t.app, { permissoes: PERMISSOES.selecao })).cookie;
  const solicitante = await criarUsuario(t.app.deps.db, { nm_pessoa: 'Rita Solicitante' });
  const ana = await criarUsuario(t.app.deps.db, { nm_pessoa: 'Ana Dev' });
  const bruno = await criarUsuario(t.app.deps.db, { nm_pessoa: 'Bruno Dev' });
  devs = { ana: ana.cd_sip, bruno: bruno.cd_sip };
  const inserir = async (assunto: string, situacao: string, problema = 'Não consigo entrar.') => {
    const [r] = await h.query<{ nr: number }>(
      `INSERT INTO help_desk (dt_abertura, cd_usuario_solicitante, ds_assunto, ds_problema, id_situacao,
                              cd_usuario_executante, nr_interacoes)
       VALUES (now() - interval '3 days', $1, $2, $3, $4, $5, 2) RETURNING nr_help_desk::int AS nr`,
      [solicitante.cd_sip, assunto, problema, situacao, ana.cd_sip],
    );
    helps[assunto] = r.nr;
    return r.nr;
  };
  await inserir('Relatório', 'E', PROBLEMA_LONGO);
  await inserir('Senha', 'A');
  const resolvido = await inserir('Resolvido', 'S');
  const horas = [
    [ana.cd_sip, '2025-12-20', 3],
    [ana.cd_sip, '2025-12-21', 2.5],
    [ana.cd_sip, '2025-12-21', 1.5],
    [bruno.cd_sip, '2026-01-20', 8],
    [bruno.cd_sip, '2026-01-21', 4],
  ] as const;
  for (const [u, dia, n] of horas) {
    await h.query(
      'INSERT INTO help_desk_hora (nr_help_desk, cd_usuario, dt_solucao, nr_horas) VALUES ($1, $2, $3, $4)',
      [resolvido, u, dia, n],
    );
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/helpdesk/list/:user_sip', () => {
  it('lists the open tickets, newest first, with situation, handler and days open', async () => {
    const res = await injectAs(t.app, suporte.cookie, {
      method: 'GET',
      url: `/api/helpdesk/list/${suporte.usuario.user_sip}`,
    });
    expect(res.statusCode).toBe(200);
    const linhas = res.json();
    expect(linhas.map((l: { ASSUNTO: string }) => l.ASSUNTO)).toEqual(['Senha', 'Relatório']);
    const rel = linhas[1];
    expect(rel).toMatchObject({
      NR_HELP_DESK: helps.Relatório,
      NM_USUARIO_SOLICITANTE: 'Rita Solicitante',
      DS_PROBLEMA: PROBLEMA_LONGO,
      DS_SOLUCAO: 'Em atendimento',
      CLASSE_SOLUCAO: 'warning',
      NR_INTERACOES: 2,
      NM_USUARIO_EXECUTANTE_ATUAL: 'Ana Dev',
      ID_EM_DESENVOLVIMENTO: 'N',
    });
    expect(rel.NR_DIAS).toBeGreaterThanOrEqual(2);
    expect(rel.NR_DIAS).toBeLessThanOrEqual(4);
  });

  it('refuses a user without the flag, even one holding every code with the login HELP_DESK_USER names', async () => {
    const res = await injectAs(t.app, outro, { method: 'GET', url: '/api/helpdesk/list/1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MENSAGENS_HELP_DESK.somenteHelpDesk);
    expect(
      (await injectAs(t.app, undefined, { method: 'GET', url: '/api/helpdesk/list/1' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/helpdesk/status', () => {
  const post = (cookie: string, payload: Record<string, unknown>) =>
    injectAs(t.app, cookie, { method: 'POST', url: '/api/helpdesk/status', payload });

  it('toggles the in-development flag and keeps it', async () => {
    const res = await post(suporte.cookie, {
      nr_help_desk: helps.Senha,
      id_em_desenvolvimento: 'S',
      cd_usuario: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MENSAGENS_HELP_DESK.statusAtualizado, ID_EM_DESENVOLVIMENTO: 'S' });
    const [linha] = await t.app.deps.handle.query<{ id: string; quem: number }>(
      'SELECT id_em_desenvolvimento AS id, cd_usuario_alteracao AS quem FROM help_desk WHERE nr_help_desk = $1',
      [helps.Senha],
    );
    expect(linha).toEqual({ id: 'S', quem: suporte.usuario.cd_sip });
    const volta = await post(suporte.cookie, { nr_help_desk: helps.Senha, id_em_desenvolvimento: 'N' });
    expect(volta.json().ID_EM_DESENVOLVIMENTO).toBe('N');
  });

  it('answers 404 for an unknown ticket, 400 for a bad flag, 403 for another user', async () => {
    expect(
      (await post(suporte.cookie, { nr_help_desk: 999999, id_em_desenvolvimento: 'S' })).statusCode,
    ).toBe(404);
    expect(
      (await post(suporte.cookie, { nr_help_desk: helps.Senha, id_em_desenvolvimento: 'X' })).statusCode,
    ).toBe(400);
    const r = await post(outro, { nr_help_desk: helps.Senha, id_em_desenvolvimento: 'S' });
    expect(r.statusCode).toBe(403);
    const [linha] = await t.app.deps.handle.query<{ id: string }>(
      'SELECT id_em_desenvolvimento AS id FROM help_desk WHERE nr_help_desk = $1',
      [helps.Senha],
    );
    expect(linha.id).toBe('N');
  });
});

describe('POST /api/helpdesk/chamados', () => {
  const post = (cookie: string | undefined, payload: Record<string, unknown>) =>
    injectAs(t.app, cookie, { method: 'POST', url: '/api/helpdesk/chamados', payload });
  const contar = async () =>
    Number((await t.app.deps.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM help_desk'))[0].n);

  it('opens a ticket for the logged user, trimmed, open and without a handler, listed at the top', async () => {
    const res = await post(suporte.cookie, { assunto: '  Impressora  ', descricao: ' Não imprime. ' });
    expect(res.statusCode).toBe(200);
    const { NR_HELP_DESK, message } = res.json();
    expect(message).toBe(MENSAGENS_HELP_DESK.chamadoAberto(NR_HELP_DESK));
    const [linha] = await t.app.deps.handle.query<Record<string, unknown>>(
      `SELECT cd_usuario_solicitante AS sol, ds_assunto AS assunto, ds_problema AS problema,
              id_situacao AS sit, cd_usuario_executante AS exe, nr_interacoes AS n
         FROM help_desk WHERE nr_help_desk = $1`,
      [NR_HELP_DESK],
    );
    expect(linha).toEqual({
      sol: suporte.usuario.cd_sip,
      assunto: 'Impressora',
      problema: 'Não imprime.',
      sit: 'A',
      exe: null,
      n: 0,
    });
    const lista = await injectAs(t.app, suporte.cookie, {
      method: 'GET',
      url: `/api/helpdesk/list/${suporte.usuario.user_sip}`,
    });
    expect(lista.json()[0]).toMatchObject({
      NR_HELP_DESK,
      NM_USUARIO_SOLICITANTE: 'Suporte TI',
      DS_SOLUCAO: 'Aberto',
      NM_USUARIO_EXECUTANTE_ATUAL: null,
    });
  });

  it('opens a ticket for the requester picked among the active users', async () => {
    const rita = await criarUsuario(t.app.deps.db, { nm_pessoa: 'Rita Pedido' });
    const inativa = await criarUsuario(t.app.deps.db, { nm_pessoa: 'Inês Inativa', id_ativo: 'N' });
    const lista = await injectAs(t.app, suporte.cookie, { method: 'GET', url: '/api/helpdesk/solicitantes' });
    expect(lista.statusCode).toBe(200);
    const usuarios: { CD_USUARIO: number; NM_USUARIO: string }[] = lista.json();
    expect(usuarios).toContainEqual({ CD_USUARIO: rita.cd_sip, NM_USUARIO: 'Rita Pedido' });
    expect(usuarios.map((u) => u.CD_USUARIO)).not.toContain(inativa.cd_sip);
    expect(
      (await injectAs(t.app, outro, { method: 'GET', url: '/api/helpdesk/solicitantes' })).statusCode,
    ).toBe(403);
    const res = await post(suporte.cookie, {
      assunto: 'Acesso',
      descricao: 'Sem acesso ao sistema.',
      cd_usuario_solicitante: rita.cd_sip,
    });
    expect(res.statusCode).toBe(200);
    const [linha] = await t.app.deps.handle.query<{ sol: number }>(
      'SELECT cd_usuario_solicitante AS sol FROM help_desk WHERE nr_help_desk = $1',
      [res.json().NR_HELP_DESK],
    );
    expect(linha.sol).toBe(rita.cd_sip);
  });

  it('refuses a blank, too long or invalid text and an unknown or inactive requester, writing nothing', async () => {
    const inativo = await criarUsuario(t.app.deps.db, { id_ativo: 'N' });
    const antes = await contar();
    const casos: [Record<string, unknown>, string][] = [
      [{ assunto: '   ', descricao: 'x' }, `assunto: ${MENSAGENS_HELP_DESK.assuntoObrigatorio}`],
      [{ descricao: 'x' }, `assunto: ${MENSAGENS_HELP_DESK.assuntoObrigatorio}`],
      [{ assunto: 'x', descricao: '' }, `descricao: ${MENSAGENS_HELP_DESK.descricaoObrigatoria}`],
      [
        { assunto: 'x'.repeat(LIMITES_HELP_DESK.assuntoMax + 1), descricao: 'x' },
        'assunto: Informe no máximo 200',
      ],
      [
        { assunto: 'x', descricao: 'x'.repeat(LIMITES_HELP_DESK.descricaoMax + 1) },
        'descricao: Informe no máximo',
      ],
      [{ assunto: 'a\u0000b', descricao: 'x' }, 'assunto: O texto contém caracteres inválidos.'],
      [
        { assunto: 'x', descricao: 'x', cd_usuario_solicitante: 999999 },
        MENSAGENS_HELP_DESK.solicitanteNaoEncontrado,
      ],
      [
        { assunto: 'x', descricao: 'x', cd_usuario_solicitante: inativo.cd_sip },
        MENSAGENS_HELP_DESK.solicitanteNaoEncontrado,
      ],
      [
        { assunto: 'x', descricao: 'x', cd_usuario_solicitante: 'abc' },
        MENSAGENS_HELP_DESK.solicitanteNaoEncontrado,
      ],
    ];
    for (const [corpo, mensagem] of casos) {
      const res = await post(suporte.cookie, corpo);
      expect(res.statusCode, JSON.stringify(corpo)).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(mensagem);
    }
    expect(await contar()).toBe(antes);
  });

  it('keeps the Help Desk rule: 403 for a user without the flag, 401 without a session', async () => {
    const antes = await contar();
    const r = await post(outro, { assunto: 'x', descricao: 'x' });
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe(MENSAGENS_HELP_DESK.somenteHelpDesk);
    expect((await post(undefined, { assunto: 'x', descricao: 'x' })).statusCode).toBe(401);
    expect(await contar()).toBe(antes);
  });
});

describe('GET /api/dev/buscar-horas-dev', () => {
  const get = (cookie: string, qs: string) =>
    injectAs(t.app, cookie, { method: 'GET', url: `/api/dev/buscar-horas-dev?${qs}` });

  it('sums each developer’s hours per day within the period, both ends included', async () => {
    const res = await get(dev, 'data_inicial=21/12/2025&data_final=20/01/2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { CD_USUARIO: devs.ana, USUARIO: 'Ana Dev', DT_SOLUCAO: '2025-12-21', TOTAL_HORAS_DIA: 4 },
      { CD_USUARIO: devs.bruno, USUARIO: 'Bruno Dev', DT_SOLUCAO: '2026-01-20', TOTAL_HORAS_DIA: 8 },
    ]);
  });

  it('filters by developers', async () => {
    const res = await get(dev, `data_inicial=01/12/2025&data_final=31/01/2026&cd_usuario=${devs.bruno}`);
    expect(res.json().map((l: { TOTAL_HORAS_DIA: number }) => l.TOTAL_HORAS_DIA)).toEqual([8, 4]);
  });

  it('refuses ISO or impossible dates, a start after the end, and users without code 334', async () => {
    expect((await get(dev, 'data_inicial=2025-12-21&data_final=20/01/2026')).statusCode).toBe(400);
    expect((await get(dev, 'data_inicial=31/02/2026&data_final=20/03/2026')).statusCode).toBe(400);
    expect((await get(dev, 'data_inicial=21/01/2026&data_final=20/01/2026')).statusCode).toBe(400);
    expect((await get(dev, 'data_inicial=21/12/2025&data_final=20/01/2026&cd_usuario=1;2')).statusCode).toBe(
      400,
    );
    expect((await get(semDev, 'data_inicial=21/12/2025&data_final=20/01/2026')).statusCode).toBe(403);
  });
});
