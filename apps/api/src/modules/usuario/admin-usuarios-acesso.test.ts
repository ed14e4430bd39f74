import { MENSAGENS_ADMIN_USUARIOS as M } from '@backoffice/domain/administracao';
import { MENSAGENS_ADMIN_ACESSO as MA } from '@backoffice/domain/administracao-acesso';
import { TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import { MENSAGENS_SENHA_USUARIO } from '@backoffice/domain/senha-usuario';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade, criarUsuario, type UsuarioCriado } from '../../../test/factories';
import {
  CABECALHOS_CLIENTE,
  cookieDaResposta,
  createTestApp,
  injectAs,
  loginComUsuario,
  type Sessao,
  type TestApp,
} from '../../../test/helpers';
import {
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  lerVaga,
  notasVaga,
} from '../../../test/vaga-fixtures';
import { hashSenha } from '../../platform/password';

const MAX_FALHAS = 3;
let t: TestApp;
let admin: Sessao;
let cliente: number;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: String(MAX_FALHAS), LOGIN_LOCK_MINUTES: '10' });
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  await criarUnidade(db, { cd_empresa: 1 });
  cliente = await criarCliente(db, 'Metalúrgica Exemplo');
  admin = await loginComUsuario(t.app, { permissoes: [...TODOS_CODIGOS_PERMISSAO], nm_pessoa: 'Ada Admin' });
});
afterAll(async () => {
  await t.close();
});

const pedir = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = admin.cookie) =>
  injectAs(t.app, cookie, { method, url, payload: payload as Record<string, unknown> });

async function contagens() {
  const [r] = await t.db.handle.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM auditoria_admin)::int AS auditoria,
            (SELECT count(*) FROM vaga_historico)::int AS historico,
            (SELECT count(*) FROM aviso)::int AS avisos,
            (SELECT count(*) FROM sessao)::int AS sessoes,
            (SELECT count(*) FROM falha_login)::int AS falhas,
            (SELECT count(*) FROM redefinicao_senha_usuario)::int AS links,
            (SELECT count(*) FROM mensagem_saida)::int AS emails,
            (SELECT string_agg(nr_vaga || ':' || coalesce(cd_pessoa_analista::text, '-'), ',' ORDER BY nr_vaga)
               FROM vaga) AS analistas`,
  );
  return r!;
}

async function novaVaga(analista: number | null, situacao = 1, abertura?: string): Promise<number> {
  const req = await criarRequisicao(t.app.deps.db, cliente);
  return criarVaga(
    t.app.deps.db,
    { cliente, requisicao: req },
    {
      cd_pessoa_analista: analista,
      cd_situacao_vaga: situacao,
      ...(abertura ? { dt_abertura: abertura } : {}),
    },
  );
}

function entrar(usuario: string, senha: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: CABECALHOS_CLIENTE,
    payload: { usuario, senha },
  });
}

async function acoes(userSip: number): Promise<{ ds_acao: string; antes: unknown; depois: unknown }[]> {
  return (await pedir('GET', `/api/admin/usuarios/${userSip}`)).json().auditoria;
}

describe('vagas abertas do usuário e transferência', () => {
  let saindo: UsuarioCriado;
  let destino: UsuarioCriado;
  let outro: UsuarioCriado;
  let inativo: UsuarioCriado;
  let vagas: { antiga: number; cliente: number; comercial: number; fechada: number; congelada: number };
  let alheia: number;

  beforeAll(async () => {
    const db = t.app.deps.db;
    saindo = await criarUsuario(db, { nm_pessoa: 'Sara Saindo', permissoes: [58] });
    destino = await criarUsuario(db, { nm_pessoa: 'Davi Destino', permissoes: [58] });
    outro = await criarUsuario(db, { nm_pessoa: 'Otto Outro', permissoes: [58] });
    inativo = await criarUsuario(db, { nm_pessoa: 'Ivo Inativo', permissoes: [58], id_ativo: 'N' });
    await t.db.handle.query(`UPDATE usuario SET nr_telefone = '4733332222' WHERE user_sip = $1`, [
      destino.user_sip,
    ]);
    vagas = {
      antiga: await novaVaga(saindo.user_sip, 1, '2026-01-05'),
      cliente: await novaVaga(saindo.user_sip, 7),
      comercial: await novaVaga(saindo.user_sip, 11),
      fechada: await novaVaga(saindo.user_sip, 6),
      congelada: await novaVaga(saindo.user_sip, 13),
    };
    alheia = await novaVaga(outro.user_sip);
  });

  it('lista só as vagas abertas de que o usuário é o analista, as mais antigas primeiro', async () => {
    const r = await pedir('GET', `/api/admin/usuarios/${saindo.user_sip}/vagas-abertas`);
    expect(r.statusCode).toBe(200);
    expect(r.json().map((v: { nr_vaga: number }) => v.nr_vaga)).toEqual([
      vagas.antiga,
      vagas.cliente,
      vagas.comercial,
    ]);
    expect(r.json()[0]).toEqual({
      nr_vaga: vagas.antiga,
      nm_cargo: '',
      nm_cliente: 'Metalúrgica Exemplo',
      dt_abertura: '2026-01-05',
      nm_situacao_vaga: 'Aberta',
    });
    expect((await pedir('GET', '/api/admin/usuarios/999999/vagas-abertas')).statusCode).toBe(404);
  });

  it('recusa analista inativo ou desconhecido, o próprio usuário e vagas que não são abertas dele, sem gravar nada', async () => {
    const antes = await contagens();
    const url = `/api/admin/usuarios/${saindo.user_sip}/transferir-vagas`;
    const casos: [unknown, number, string][] = [
      [{ cd_analista: inativo.user_sip }, 400, MA.analistaInvalido],
      [{ cd_analista: 999999 }, 400, MA.analistaInvalido],
      [{ cd_analista: saindo.user_sip }, 400, MA.mesmoAnalista],
      [{ cd_analista: destino.user_sip, vagas: [alheia] }, 409, MA.vagasDeOutro([alheia])],
      [
        { cd_analista: destino.user_sip, vagas: [vagas.antiga, vagas.fechada] },
        409,
        MA.vagasDeOutro([vagas.fechada]),
      ],
      [{ cd_analista: destino.user_sip, vagas: [vagas.congelada] }, 409, MA.vagasDeOutro([vagas.congelada])],
      [{ cd_analista: destino.user_sip, vagas: [] }, 400, ''],
      [{}, 400, ''],
      [{ cd_analista: 'x' }, 400, ''],
    ];
    for (const [corpo, status, mensagem] of casos) {
      const r = await pedir('POST', url, corpo);
      expect(r.statusCode, JSON.stringify(corpo)).toBe(status);
      expect(r.body).toContain(mensagem);
    }
    const semVagas = await pedir('POST', `/api/admin/usuarios/${destino.user_sip}/transferir-vagas`, {
      cd_analista: outro.user_sip,
    });
    expect(semVagas.statusCode).toBe(409);
    expect(semVagas.json()).toEqual({ error: MA.semVagasAbertas });
    const desconhecido = await pedir('POST', '/api/admin/usuarios/999999/transferir-vagas', {
      cd_analista: destino.user_sip,
    });
    expect(desconhecido.statusCode).toBe(404);
    expect(await contagens()).toEqual(antes);
  });

  it('transfere as indicadas com uma nota por vaga, avisa o novo analista e audita', async () => {
    const r = await pedir('POST', `/api/admin/usuarios/${saindo.user_sip}/transferir-vagas`, {
      cd_analista: destino.user_sip,
      vagas: [vagas.cliente],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      message: MA.transferidas(1, 'Davi Destino'),
      transferidas: [vagas.cliente],
    });
    expect(await lerVaga(t.app.deps.db, vagas.cliente)).toMatchObject({
      cd_pessoa_analista: destino.user_sip,
      cd_usuario_analista: destino.cd_sip,
      nr_telefone_analista: '4733332222',
    });
    const notas = await notasVaga(t.app.deps.db, vagas.cliente);
    expect(notas).toHaveLength(1);
    expect(notas[0]).toMatchObject({ id_tipo: 'A' });
    expect(notas[0]!.ds_historico).toContain(`Analista: ${saindo.user_sip} → ${destino.user_sip}`);
    const avisos = await t.db.handle.query<{ cd_sip: number; cd_tipo_aviso: number }>(
      'SELECT cd_sip, cd_tipo_aviso FROM aviso WHERE nr_vaga = $1',
      [vagas.cliente],
    );
    expect(avisos).toEqual([{ cd_sip: destino.cd_sip, cd_tipo_aviso: 3 }]);
    // the others stay
    expect((await lerVaga(t.app.deps.db, vagas.antiga)).cd_pessoa_analista).toBe(saindo.user_sip);
    const [ultima] = await acoes(saindo.user_sip);
    expect(ultima).toMatchObject({
      ds_acao: 'transferir-vagas',
      depois: { vagas: [vagas.cliente], cd_analista: destino.user_sip, nm_analista: 'Davi Destino' },
    });
  });

  it('desativado, some dos seletores de analista, e as vagas que restam ainda se transferem (todas)', async () => {
    const login = await entrar(saindo.nm_login, saindo.senha);
    const cookie = cookieDaResposta(login);
    const fora = await pedir('POST', `/api/admin/usuarios/${saindo.user_sip}/desativar`);
    expect(fora.json()).toEqual({ message: M.desativado });
    expect((await pedir('GET', '/api/session', undefined, cookie)).statusCode).toBe(401);

    const picker = await pedir('GET', `/api/analista/analistas/${admin.usuario.cd_sip}/Sara`);
    expect(picker.statusCode).toBe(200);
    expect(picker.json()).toEqual([]);
    const daUnidade = await pedir('GET', `/api/analista/lista-analistas/${admin.usuario.user_sip}/unidade/1`);
    expect(daUnidade.statusCode).toBe(200);
    const nomes = daUnidade.json().map((a: { NM_PESSOA: string }) => a.NM_PESSOA);
    expect(nomes).toContain('Davi Destino');
    expect(nomes).not.toContain('Sara Saindo');

    const abertas = await pedir('GET', `/api/admin/usuarios/${saindo.user_sip}/vagas-abertas`);
    expect(abertas.json().map((v: { nr_vaga: number }) => v.nr_vaga)).toEqual([
      vagas.antiga,
      vagas.comercial,
    ]);
    const r = await pedir('POST', `/api/admin/usuarios/${saindo.user_sip}/transferir-vagas`, {
      cd_analista: destino.user_sip,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().transferidas).toEqual([vagas.antiga, vagas.comercial]);
    for (const nr of [vagas.antiga, vagas.comercial])
      expect(await notasVaga(t.app.deps.db, nr)).toHaveLength(1);
    // closed and frozen vacancies are not moved
    expect((await lerVaga(t.app.deps.db, vagas.fechada)).cd_pessoa_analista).toBe(saindo.user_sip);
    expect((await lerVaga(t.app.deps.db, vagas.congelada)).cd_pessoa_analista).toBe(saindo.user_sip);
    expect((await pedir('GET', `/api/admin/usuarios/${saindo.user_sip}/vagas-abertas`)).json()).toEqual([]);
    expect((await acoes(saindo.user_sip)).map((a) => a.ds_acao)).toEqual([
      'transferir-vagas',
      'desativar',
      'transferir-vagas',
    ]);
  });

  it('sem o código de Administração: 403', async () => {
    const selecao = await loginComUsuario(t.app, 'selecao');
    const url = `/api/admin/usuarios/${outro.user_sip}`;
    expect((await pedir('GET', `${url}/vagas-abertas`, undefined, selecao.cookie)).statusCode).toBe(403);
    const r = await pedir(
      'POST',
      `${url}/transferir-vagas`,
      { cd_analista: destino.user_sip },
      selecao.cookie,
    );
    expect(r.statusCode).toBe(403);
    expect((await pedir('POST', `${url}/desbloquear`, undefined, selecao.cookie)).statusCode).toBe(403);
  });
});

describe('desbloquear o login', () => {
  it('senhas erradas bloqueiam; o administrador vê e desbloqueia; o login volta a funcionar', async () => {
    const u = await criarUsuario(t.app.deps.db, { nm_pessoa: 'Bruno Bloqueado' });
    const detalhe = () => pedir('GET', `/api/admin/usuarios/${u.user_sip}`);
    expect((await detalhe()).json().bloqueado).toBe(false);

    const naoBloqueado = await pedir('POST', `/api/admin/usuarios/${u.user_sip}/desbloquear`);
    expect(naoBloqueado.statusCode).toBe(409);
    expect(naoBloqueado.json()).toEqual({ error: MA.naoBloqueado });

    for (let i = 0; i < MAX_FALHAS; i++) await entrar(u.nm_login, 'senha errada de novo');
    expect((await entrar(u.nm_login, u.senha)).statusCode).toBe(423);
    expect((await detalhe()).json().bloqueado).toBe(true);

    const r = await pedir('POST', `/api/admin/usuarios/${u.user_sip}/desbloquear`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: MA.desbloqueado });
    expect((await detalhe()).json().bloqueado).toBe(false);
    expect((await entrar(u.nm_login, u.senha)).statusCode).toBe(200);
    expect((await acoes(u.user_sip))[0]).toMatchObject({ ds_acao: 'desbloquear' });
    expect((await pedir('POST', '/api/admin/usuarios/999999/desbloquear')).statusCode).toBe(404);
  });
});

describe('redefinir a senha por link', () => {
  let u: UsuarioCriado;
  const url = () => `/api/admin/usuarios/${u.user_sip}/redefinir-senha`;

  beforeAll(async () => {
    u = await criarUsuario(t.app.deps.db, { nm_pessoa: 'Lia Link', nm_login: 'lia.link' });
  });

  async function ultimoLink(): Promise<string> {
    const [m] = await t.db.handle.query<{ ds_conteudo: string; ds_destino: string; cd_usuario: number }>(
      'SELECT ds_conteudo, ds_destino, cd_usuario FROM mensagem_saida ORDER BY id_mensagem_saida DESC LIMIT 1',
    );
    const token = m?.ds_conteudo.match(/\/redefinir-senha\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`sem link: ${m?.ds_conteudo}`);
    return token;
  }

  const usar = (token: unknown, nova_senha: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/redefinir-senha',
      headers: CABECALHOS_CLIENTE,
      payload: { token, nova_senha } as Record<string, unknown>,
    });

  it('sem e-mail: 400 e nada gravado; o modo padrão continua a dar a senha temporária', async () => {
    const antes = await contagens();
    const r = await pedir('POST', url(), { modo: 'link' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: MA.semEmail });
    expect(await contagens()).toEqual(antes);
    expect((await pedir('POST', url(), { modo: 'qualquer' })).statusCode).toBe(400);
    expect(await contagens()).toEqual(antes);

    for (const corpo of [undefined, {}, { modo: 'temporaria' }]) {
      const temp = await pedir('POST', url(), corpo);
      expect(temp.statusCode, `${JSON.stringify(corpo)} ${temp.body}`).toBe(200);
      expect(temp.json()).toEqual({
        user_sip: u.user_sip,
        senha_temporaria: expect.any(String),
        message: M.senhaRedefinida,
      });
    }
  });

  it('envia o link, encerra as sessões; um novo anula o anterior; o link vale uma vez', async () => {
    // back to a known password (the previous test left a temporary one) and an e-mail
    await t.db.handle.query(
      `UPDATE usuario SET ds_email = 'lia@empresa.com.br', ds_senha_hash = $2, id_trocar_senha = 'N' WHERE user_sip = $1`,
      [u.user_sip, await hashSenha(u.senha)],
    );
    const cookie = cookieDaResposta(await entrar('lia.link', u.senha));

    const r = await pedir('POST', url(), { modo: 'link' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      user_sip: u.user_sip,
      ds_email: 'lia@empresa.com.br',
      message: MA.linkEnviado('lia@empresa.com.br'),
    });
    expect(r.headers['cache-control']).toBe('no-store');
    expect((await pedir('GET', '/api/session', undefined, cookie)).statusCode).toBe(401);
    const [email] = await t.db.handle.query<{ ds_destino: string; ds_assunto: string; cd_usuario: number }>(
      'SELECT ds_destino, ds_assunto, cd_usuario FROM mensagem_saida ORDER BY id_mensagem_saida DESC LIMIT 1',
    );
    expect(email).toEqual({
      ds_destino: 'lia@empresa.com.br',
      ds_assunto: MA.assuntoLink,
      cd_usuario: admin.usuario.cd_sip,
    });
    const primeiro = await ultimoLink();
    // only the SHA-256 is stored
    const guardados = await t.db.handle.query<{ id_token: string }>(
      'SELECT id_token FROM redefinicao_senha_usuario',
    );
    expect(guardados.map((g) => g.id_token)).not.toContain(primeiro);
    expect((await acoes(u.user_sip))[0]).toMatchObject({
      ds_acao: 'redefinir-senha-link',
      depois: { ds_email: 'lia@empresa.com.br' },
    });

    expect((await pedir('POST', url(), { modo: 'link' })).statusCode).toBe(200);
    const segundo = await ultimoLink();
    expect(segundo).not.toBe(primeiro);
    const anulado = await usar(primeiro, 'girassol na janela 42');
    expect(anulado.statusCode).toBe(400);
    expect(anulado.json()).toEqual({ error: MA.linkInvalido });

    // the policy: the link is still usable after a refused password
    const fraca = await usar(segundo, 'curta');
    expect(fraca.statusCode).toBe(400);
    expect(fraca.body).toContain(`nova_senha: ${MENSAGENS_SENHA_USUARIO.curta}`);
    const login = await usar(segundo, 'lia.link2026');
    expect(login.statusCode).toBe(400);
    expect(login.body).toContain(MENSAGENS_SENHA_USUARIO.igualLogin);

    // a lock from wrong passwords is cleared too
    for (let i = 0; i < MAX_FALHAS; i++) await entrar('lia.link', 'senha errada de novo');
    expect((await entrar('lia.link', u.senha)).statusCode).toBe(423);

    const ok = await usar(segundo, 'girassol na janela 42');
    expect(ok.statusCode).toBe(204);
    expect((await entrar('lia.link', u.senha)).statusCode).toBe(401);
    const nova = await entrar('lia.link', 'girassol na janela 42');
    expect(nova.statusCode).toBe(200);
    expect(nova.json().trocar_senha).toBeUndefined();

    const denovo = await usar(segundo, 'outra frase bem longa 7');
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json()).toEqual({ error: MA.linkInvalido });
    expect((await entrar('lia.link', 'girassol na janela 42')).statusCode).toBe(200);
  });

  it('link vencido, desconhecido, de usuário desativado ou malformado: 400, nada gravado', async () => {
    expect((await pedir('POST', url(), { modo: 'link' })).statusCode).toBe(200);
    const token = await ultimoLink();
    await t.db.handle.query(
      `UPDATE redefinicao_senha_usuario SET expira_em = now() - interval '1 second' WHERE cd_sip = $1`,
      [u.cd_sip],
    );
    const antes = await contagens();
    const [hashAntes] = await t.db.handle.query('SELECT ds_senha_hash FROM usuario WHERE cd_sip = $1', [
      u.cd_sip,
    ]);
    for (const [tk, senha] of [
      [token, 'girassol na janela 43'],
      ['A'.repeat(43), 'girassol na janela 43'],
      ['', 'girassol na janela 43'],
      ['x'.repeat(101), 'girassol na janela 43'],
      [42, 'girassol na janela 43'],
      [token, 7],
    ] as const) {
      const r = await usar(tk, senha);
      expect(r.statusCode, String(tk)).toBe(400);
    }
    expect((await usar('A'.repeat(43), 'girassol na janela 43')).json()).toEqual({ error: MA.linkInvalido });

    // a deactivated user's link does not work
    expect((await pedir('POST', url(), { modo: 'link' })).statusCode).toBe(200);
    const doInativo = await ultimoLink();
    await pedir('POST', `/api/admin/usuarios/${u.user_sip}/desativar`);
    const antesInativo = await contagens();
    expect((await usar(doInativo, 'girassol na janela 43')).json()).toEqual({ error: MA.linkInvalido });
    expect(await contagens()).toEqual(antesInativo);
    const [hashDepois] = await t.db.handle.query('SELECT ds_senha_hash FROM usuario WHERE cd_sip = $1', [
      u.cd_sip,
    ]);
    expect(hashDepois).toEqual(hashAntes);
    expect(antes.links).toBe(1);
  });

  it('falha no envio do e-mail: 502 e nada gravado', async () => {
    const v = await criarUsuario(t.app.deps.db, { nm_pessoa: 'Eva Email' });
    await t.db.handle.query(`UPDATE usuario SET ds_email = 'eva@empresa.com.br' WHERE user_sip = $1`, [
      v.user_sip,
    ]);
    const cookie = cookieDaResposta(await entrar(v.nm_login, v.senha));
    const email = t.app.deps.mensageria.email;
    const original = email.enviar.bind(email);
    email.enviar = async () => {
      throw new Error('servidor fora do ar');
    };
    try {
      const antes = await contagens();
      const r = await pedir('POST', `/api/admin/usuarios/${v.user_sip}/redefinir-senha`, { modo: 'link' });
      expect(r.statusCode).toBe(502);
      expect(r.json()).toEqual({ error: MA.emailFalhou('servidor fora do ar') });
      expect(await contagens()).toEqual(antes);
      expect((await pedir('GET', '/api/session', undefined, cookie)).statusCode).toBe(200);
    } finally {
      email.enviar = original;
    }
  });
});
