import { MENSAGENS_ADMIN_USUARIOS as M, MENSAGENS_ADMINISTRACAO } from '@backoffice/domain/administracao';
import { PERMISSOES, TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import { MENSAGENS_CONTA } from '@backoffice/domain/senha-usuario';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import {
  CABECALHOS_CLIENTE,
  cookieDaResposta,
  createTestApp,
  injectAs,
  loginComUsuario,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let admin: { cookie: string; usuario: { user_sip: number; cd_sip: number } };
beforeAll(async () => {
  t = await createTestApp();
  await criarUnidade(t.app.deps.db, { cd_empresa: 19, cd_uf: 'SC' });
  admin = await loginComUsuario(t.app, { permissoes: [...TODOS_CODIGOS_PERMISSAO] });
});
afterAll(async () => {
  await t.close();
});

const novo = (login: string, extra: Record<string, unknown> = {}) => ({
  nm_login: login,
  nm_pessoa: `Pessoa ${login}`,
  ds_email: `${login}@empresa.com.br`,
  cd_unid: 19,
  cd_setor: 2,
  grupos: [32],
  nr_telefone: '(47) 99999-0000',
  permissoes: [...PERMISSOES.selecao],
  ...extra,
});

const pedir = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  injectAs(t.app, cookie, { method, url, payload: payload as Record<string, unknown> });

async function contagens() {
  const [r] = await t.db.handle.query<{ usuarios: number; auditoria: number }>(
    'SELECT (SELECT count(*) FROM usuario)::int AS usuarios, (SELECT count(*) FROM auditoria_admin)::int AS auditoria',
  );
  return r!;
}

function entrar(usuario: string, senha: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: CABECALHOS_CLIENTE,
    payload: { usuario, senha },
  });
}

describe('Administração › Usuários', () => {
  it('cria um seletor com senha temporária, que só troca a senha antes de ver Seleção', async () => {
    const r = await pedir(admin.cookie, 'POST', '/api/admin/usuarios', novo('ana.seletora'));
    expect(r.statusCode).toBe(200);
    const { user_sip, senha_temporaria } = r.json();
    expect(senha_temporaria).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);

    const login = await entrar('ana.seletora', senha_temporaria);
    expect(login.statusCode).toBe(200);
    expect(login.json().trocar_senha).toBe(true);
    const cookie = cookieDaResposta(login);
    const bloqueada = await pedir(cookie, 'GET', '/api/analista/avisos');
    expect(bloqueada.statusCode).toBe(403);
    expect(bloqueada.json()).toEqual({ error: MENSAGENS_CONTA.trocarAntes });

    const troca = await pedir(cookie, 'POST', '/api/auth/trocar-senha', {
      senha_atual: senha_temporaria,
      nova_senha: 'girassol na janela 42',
    });
    expect(troca.statusCode).toBe(204);
    expect((await pedir(cookie, 'GET', '/api/session')).json().trocar_senha).toBeUndefined();
    expect((await pedir(cookie, 'GET', '/api/analista/avisos')).statusCode).toBe(200);
    // the temporary password worked once
    expect((await entrar('ana.seletora', senha_temporaria)).statusCode).toBe(401);

    const detalhe = (await pedir(admin.cookie, 'GET', `/api/admin/usuarios/${user_sip}`)).json();
    expect(detalhe).toMatchObject({ nm_login: 'ana.seletora', cd_unid: 19, cd_setor: 2, grupos: [32] });
    expect(detalhe.telas.some((x: string) => x.startsWith('Seleção'))).toBe(true);
    expect(detalhe.auditoria).toEqual([expect.objectContaining({ ds_acao: 'criar', antes: null })]);
    expect(JSON.stringify(detalhe.auditoria)).not.toContain(senha_temporaria);
  });

  it('lista com filtro por texto sem acentos, unidade e situação', async () => {
    await pedir(
      admin.cookie,
      'POST',
      '/api/admin/usuarios',
      novo('joao.recrutador', { nm_pessoa: 'João Recrutador' }),
    );
    const r = await pedir(admin.cookie, 'GET', '/api/admin/usuarios?texto=joao&cd_unid=19&ativo=S');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      total: 1,
      itens: [{ nm_login: 'joao.recrutador', nm_pessoa: 'João Recrutador' }],
    });
    // by profile: only the users who hold it
    const perfis: { id_perfil: number; nm_perfil: string }[] = (
      await pedir(admin.cookie, 'GET', '/api/admin/perfis')
    ).json();
    const marketing = perfis.find((p) => p.nm_perfil === 'Marketing')!.id_perfil;
    await pedir(admin.cookie, 'POST', '/api/admin/usuarios', novo('mara.marketing', { perfis: [marketing] }));
    const porPerfil = (await pedir(admin.cookie, 'GET', `/api/admin/usuarios?id_perfil=${marketing}`)).json();
    expect(porPerfil.itens.map((u: { nm_login: string }) => u.nm_login)).toEqual(['mara.marketing']);
  });

  it('recusa login repetido (caixa e acentos), unidade e códigos inexistentes, sem gravar nada', async () => {
    const antes = await contagens();
    const casos: [Record<string, unknown>, number, string][] = [
      [novo('ANA.SELETORA'), 409, `nm_login: ${MENSAGENS_ADMINISTRACAO.loginExiste}`],
      [novo('nova.pessoa', { cd_unid: 999 }), 400, `cd_unid: ${MENSAGENS_ADMINISTRACAO.unidadeInexistente}`],
      [novo('nova.pessoa', { permissoes: [58, 4242] }), 400, `permissoes: ${M.codigosDesconhecidos([4242])}`],
      [novo('nova pessoa'), 400, MENSAGENS_ADMINISTRACAO.loginFormato],
      [novo('nova.pessoa', { ds_email: 'sem-arroba' }), 400, MENSAGENS_ADMINISTRACAO.emailInvalido],
    ];
    for (const [corpo, status, mensagem] of casos) {
      const r = await pedir(admin.cookie, 'POST', '/api/admin/usuarios', corpo);
      expect(r.statusCode, JSON.stringify(corpo)).toBe(status);
      expect(r.body).toContain(mensagem);
    }
    expect(await contagens()).toEqual(antes);
  });

  it('desativar encerra as sessões na hora; reativar devolve o acesso; ambos ficam no histórico', async () => {
    const r = (await pedir(admin.cookie, 'POST', '/api/admin/usuarios', novo('carla.callcenter'))).json();
    await pedir(
      cookieDaResposta(await entrar('carla.callcenter', r.senha_temporaria)),
      'POST',
      '/api/auth/trocar-senha',
      { senha_atual: r.senha_temporaria, nova_senha: 'girassol na janela 42' },
    );
    const cookie = cookieDaResposta(await entrar('carla.callcenter', 'girassol na janela 42'));
    expect((await pedir(cookie, 'GET', '/api/session')).statusCode).toBe(200);

    const fora = await pedir(admin.cookie, 'POST', `/api/admin/usuarios/${r.user_sip}/desativar`);
    expect(fora.json()).toEqual({ message: M.desativado });
    expect((await pedir(cookie, 'GET', '/api/session')).statusCode).toBe(401);
    expect((await entrar('carla.callcenter', 'girassol na janela 42')).statusCode).toBe(401);
    expect(
      (await pedir(admin.cookie, 'POST', `/api/admin/usuarios/${r.user_sip}/desativar`)).statusCode,
    ).toBe(409);

    expect((await pedir(admin.cookie, 'POST', `/api/admin/usuarios/${r.user_sip}/reativar`)).statusCode).toBe(
      200,
    );
    expect((await entrar('carla.callcenter', 'girassol na janela 42')).statusCode).toBe(200);
    const acoes = (await pedir(admin.cookie, 'GET', `/api/admin/usuarios/${r.user_sip}`))
      .json()
      .auditoria.map((a: { ds_acao: string }) => a.ds_acao);
    expect(acoes).toEqual(['reativar', 'desativar', 'criar']);
  });

  it('ninguém desativa a si mesmo nem tira o acesso do último administrador', async () => {
    const antes = await contagens();
    const proprio = await pedir(
      admin.cookie,
      'POST',
      `/api/admin/usuarios/${admin.usuario.user_sip}/desativar`,
    );
    expect(proprio.statusCode).toBe(409);
    expect(proprio.json()).toEqual({ error: M.proprioUsuario });
    const semAdmin = await pedir(admin.cookie, 'PUT', `/api/admin/usuarios/${admin.usuario.user_sip}`, {
      ...novo(`admin-${admin.usuario.user_sip}`),
      permissoes: [...PERMISSOES.selecao],
    });
    expect(semAdmin.statusCode).toBe(409);
    expect(semAdmin.body).toContain(M.ultimoAdministrador);
    expect(await contagens()).toEqual(antes);
  });

  it('redefinir a senha dá outra temporária e encerra as sessões; alterar grava antes e depois', async () => {
    const r = (await pedir(admin.cookie, 'POST', '/api/admin/usuarios', novo('davi.financeiro'))).json();
    const cookie = cookieDaResposta(await entrar('davi.financeiro', r.senha_temporaria));
    const nova = (
      await pedir(admin.cookie, 'POST', `/api/admin/usuarios/${r.user_sip}/redefinir-senha`)
    ).json();
    expect(nova.senha_temporaria).not.toBe(r.senha_temporaria);
    expect((await pedir(cookie, 'GET', '/api/session')).statusCode).toBe(401);
    expect((await entrar('davi.financeiro', nova.senha_temporaria)).json().trocar_senha).toBe(true);

    const alterado = await pedir(
      admin.cookie,
      'PUT',
      `/api/admin/usuarios/${r.user_sip}`,
      novo('davi.financeiro', { nm_pessoa: 'Davi Lima', permissoes: [...PERMISSOES.financeiro] }),
    );
    expect(alterado.statusCode).toBe(200);
    const [ultima] = (await pedir(admin.cookie, 'GET', `/api/admin/usuarios/${r.user_sip}`)).json().auditoria;
    expect(ultima).toMatchObject({
      ds_acao: 'alterar',
      antes: { nm_pessoa: 'Pessoa davi.financeiro' },
      depois: { nm_pessoa: 'Davi Lima', permissoes: [...PERMISSOES.financeiro] },
    });
  });

  it('dá perfis, códigos extras e as marcas; os códigos do usuário são os dos perfis mais os extras', async () => {
    const perfis: { id_perfil: number; nm_perfil: string }[] = (
      await pedir(admin.cookie, 'GET', '/api/admin/perfis')
    ).json();
    const id = (nome: string) => perfis.find((p) => p.nm_perfil === nome)!.id_perfil;
    const r = await pedir(
      admin.cookie,
      'POST',
      '/api/admin/usuarios',
      novo('eva.perfis', {
        perfis: [id('Financeiro'), id('Marketing')],
        permissoes: [25, 338],
        id_help_desk: 'S',
        id_justifica_cancelamento: 'S',
      }),
    );
    expect(r.statusCode).toBe(200);
    const detalhe = (await pedir(admin.cookie, 'GET', `/api/admin/usuarios/${r.json().user_sip}`)).json();
    expect(detalhe).toMatchObject({
      perfis: [
        { id_perfil: id('Financeiro'), nm_perfil: 'Financeiro' },
        { id_perfil: id('Marketing'), nm_perfil: 'Marketing' },
      ],
      permissoes_extras: [25, 338],
      permissoes: [25, 107, 338, 341],
      id_help_desk: 'S',
      id_justifica_cancelamento: 'S',
    });
    // the flag opens Help Desk among the screens
    expect(detalhe.telas).toEqual(
      expect.arrayContaining(['Help Desk', 'Ramais', 'Financeiro › Bot Valida Cliente']),
    );
    expect(detalhe.auditoria[0].depois).toMatchObject({
      perfis: ['Financeiro', 'Marketing'],
      permissoes_extras: [25, 338],
      permissoes: [25, 107, 338, 341],
      id_help_desk: 'S',
      id_justifica_cancelamento: 'S',
    });

    // editing: another profile, no extras, flags off; the trail keeps before and after
    const alterado = await pedir(
      admin.cookie,
      'PUT',
      `/api/admin/usuarios/${r.json().user_sip}`,
      novo('eva.perfis', { perfis: [id('Call center')], permissoes: [] }),
    );
    expect(alterado.statusCode).toBe(200);
    const depois = (await pedir(admin.cookie, 'GET', `/api/admin/usuarios/${r.json().user_sip}`)).json();
    expect(depois).toMatchObject({
      perfis: [{ nm_perfil: 'Call center' }],
      permissoes_extras: [],
      permissoes: [25, 316],
      id_help_desk: 'N',
      id_justifica_cancelamento: 'N',
    });
    expect(depois.telas).not.toContain('Help Desk');
    expect(depois.auditoria[0]).toMatchObject({
      ds_acao: 'alterar',
      antes: { perfis: ['Financeiro', 'Marketing'], id_help_desk: 'S' },
      depois: { perfis: ['Call center'], permissoes: [25, 316], id_help_desk: 'N' },
    });
    const [linha] = await t.db.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM usuario_perfil up JOIN usuario u USING (cd_sip) WHERE u.user_sip = $1',
      [r.json().user_sip],
    );
    expect(linha!.n).toBe(1);
  });

  it('recusa perfis inexistentes e marcas inválidas, sem gravar nada', async () => {
    const antes = await contagens();
    const r = await pedir(
      admin.cookie,
      'POST',
      '/api/admin/usuarios',
      novo('fabio.perfil', { perfis: [999999, 1] }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: [`perfis: ${M.perfisDesconhecidos([999999])}`] });
    const marca = await pedir(
      admin.cookie,
      'POST',
      '/api/admin/usuarios',
      novo('fabio.perfil', { id_help_desk: 'X' }),
    );
    expect(marca.statusCode).toBe(400);
    expect(await contagens()).toEqual(antes);
  });

  it('a marca de Help Desk dada em Usuários abre o Help Desk; tirada, 403', async () => {
    const r = (await pedir(admin.cookie, 'POST', '/api/admin/usuarios', novo('gil.suporte'))).json();
    await pedir(
      cookieDaResposta(await entrar('gil.suporte', r.senha_temporaria)),
      'POST',
      '/api/auth/trocar-senha',
      { senha_atual: r.senha_temporaria, nova_senha: 'girassol na janela 42' },
    );
    const cookie = cookieDaResposta(await entrar('gil.suporte', 'girassol na janela 42'));
    const ver = async () => ({
      config: (await pedir(cookie, 'GET', '/api/configuracao')).json().ID_USUARIO_HELP_DESK,
      lista: (await pedir(cookie, 'GET', `/api/helpdesk/list/${r.user_sip}`)).statusCode,
    });
    expect(await ver()).toEqual({ config: 'N', lista: 403 });
    await pedir(
      admin.cookie,
      'PUT',
      `/api/admin/usuarios/${r.user_sip}`,
      novo('gil.suporte', { id_help_desk: 'S' }),
    );
    expect(await ver()).toEqual({ config: 'S', lista: 200 });
    await pedir(admin.cookie, 'PUT', `/api/admin/usuarios/${r.user_sip}`, novo('gil.suporte'));
    expect(await ver()).toEqual({ config: 'N', lista: 403 });
  });

  it('as telas do usuário seguem a marca de call center da sua unidade', async () => {
    await criarUnidade(t.app.deps.db, { cd_empresa: 77, cd_uf: 'SC', id_callcenter: 'N' });
    const telas = async (login: string, cdUnid: number) => {
      const r = await pedir(
        admin.cookie,
        'POST',
        '/api/admin/usuarios',
        novo(login, { cd_unid: cdUnid, permissoes: [...PERMISSOES.callcenter] }),
      );
      expect(r.statusCode).toBe(200);
      return (await pedir(admin.cookie, 'GET', `/api/admin/usuarios/${r.json().user_sip}`)).json().telas;
    };
    expect(await telas('caio.cc19', 19)).toContain('Callcenter');
    expect(await telas('caio.cc77', 77)).not.toContain('Callcenter');
  });

  it('analista também de outras unidades: aparece na lista de analistas delas; unidade inexistente é recusada', async () => {
    await criarUnidade(t.app.deps.db, { cd_empresa: 88, cd_uf: 'PR' });
    const antes = await contagens();
    const ruim = await pedir(
      admin.cookie,
      'POST',
      '/api/admin/usuarios',
      novo('vera.varias', { unidades_analista: [88, 99999] }),
    );
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toEqual({
      error: [`unidades_analista: ${MENSAGENS_ADMINISTRACAO.unidadeInexistente}`],
    });
    expect(await contagens()).toEqual(antes);

    const r = await pedir(
      admin.cookie,
      'POST',
      '/api/admin/usuarios',
      novo('vera.varias', { unidades_analista: [88] }),
    );
    expect(r.statusCode).toBe(200);
    const detalhe = (await pedir(admin.cookie, 'GET', `/api/admin/usuarios/${r.json().user_sip}`)).json();
    expect(detalhe.unidades_analista).toEqual([88]);
    const lista = await pedir(
      admin.cookie,
      'GET',
      `/api/analista/lista-analistas/${admin.usuario.user_sip}/unidade/88`,
    );
    expect(lista.statusCode).toBe(200);
    expect(lista.json().map((a: { NM_PESSOA: string }) => a.NM_PESSOA)).toContain('Pessoa vera.varias');
  });

  it('o histórico não se altera nem se apaga', async () => {
    await expect(t.db.handle.query('DELETE FROM auditoria_admin')).rejects.toThrow();
    await expect(t.db.handle.query(`UPDATE auditoria_admin SET ds_acao = 'x'`)).rejects.toThrow();
  });

  it('sem o código de Administração: 403', async () => {
    const selecao = await loginComUsuario(t.app, 'selecao');
    expect((await pedir(selecao.cookie, 'GET', '/api/admin/usuarios')).statusCode).toBe(403);
  });
});
