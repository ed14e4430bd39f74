import { MENSAGENS_ADMIN_USUARIOS } from '@backoffice/domain/administracao';
import { MENSAGENS_PERFIS as M, PERFIS_PADRAO } from '@backoffice/domain/perfis-acesso';
import { PERMISSOES, TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';

let t: TestApp;
let admin: Sessao;
beforeAll(async () => {
  t = await createTestApp();
  await criarUnidade(t.app.deps.db, { cd_empresa: 19, cd_uf: 'SC' });
  admin = await loginComUsuario(t.app, { permissoes: [...TODOS_CODIGOS_PERMISSAO], nm_pessoa: 'Rosa Admin' });
});
afterAll(async () => {
  await t.close();
});

interface Linha {
  id_perfil: number;
  nm_perfil: string;
  codigos: number[];
  nr_usuarios: number;
  auditoria: { ds_acao: string; nm_autor: string | null; antes: unknown; depois: unknown }[];
}

const pedir = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  injectAs(t.app, cookie, { method, url, payload: payload as Record<string, unknown> });

async function perfis(cookie = admin.cookie): Promise<Linha[]> {
  const r = await pedir(cookie, 'GET', '/api/admin/perfis');
  expect(r.statusCode).toBe(200);
  return r.json();
}
const perfil = async (nome: string) => (await perfis()).find((p) => p.nm_perfil === nome)!;

async function contagens() {
  const [r] = await t.db.handle.query<{
    perfis: number;
    auditoria: number;
    vinculos: number;
    codigos: string;
  }>(
    `SELECT (SELECT count(*) FROM perfil_acesso)::int AS perfis,
            (SELECT count(*) FROM auditoria_admin)::int AS auditoria,
            (SELECT count(*) FROM usuario_perfil)::int AS vinculos,
            (SELECT string_agg(nm_perfil || ':' || codigos::text, ';' ORDER BY id_perfil) FROM perfil_acesso) ||
            (SELECT string_agg(cd_sip || ':' || permissoes::text, ';' ORDER BY cd_sip) FROM usuario) AS codigos`,
  );
  return r!;
}

/** A user created through Administração › Usuários with these profiles and extra codes. */
async function novoUsuario(login: string, idsPerfis: number[], extras: number[] = []) {
  const r = await pedir(admin.cookie, 'POST', '/api/admin/usuarios', {
    nm_login: login,
    nm_pessoa: `Pessoa ${login}`,
    ds_email: null,
    cd_unid: 19,
    cd_setor: null,
    grupos: [],
    nr_telefone: null,
    perfis: idsPerfis,
    permissoes: extras,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().user_sip as number;
}

async function codigosDe(userSip: number): Promise<number[]> {
  const r = await pedir(admin.cookie, 'GET', `/api/admin/usuarios/${userSip}`);
  return r.json().permissoes;
}

describe('Administração › Perfis', () => {
  it('lista os perfis iniciais com os seus códigos, por nome', async () => {
    const lista = await perfis();
    expect(lista.map((p) => p.nm_perfil)).toEqual(
      PERFIS_PADRAO.map((p) => p.nome).sort((a, b) => a.localeCompare(b, 'pt-BR')),
    );
    for (const p of PERFIS_PADRAO)
      expect(lista.find((l) => l.nm_perfil === p.nome)).toMatchObject({
        codigos: [...p.codigos],
        nr_usuarios: 0,
        auditoria: [],
      });
  });

  it('cria um perfil e guarda no histórico quem criou', async () => {
    const r = await pedir(admin.cookie, 'POST', '/api/admin/perfis', {
      nm_perfil: '  Suporte  ',
      codigos: [316, 25, 25],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ id_perfil: expect.any(Number), message: M.criado });
    expect(await perfil('Suporte')).toMatchObject({
      id_perfil: r.json().id_perfil,
      codigos: [25, 316],
      nr_usuarios: 0,
      auditoria: [
        {
          ds_acao: 'criar',
          nm_autor: 'Rosa Admin',
          antes: null,
          depois: { nm_perfil: 'Suporte', codigos: [25, 316] },
        },
      ],
    });
  });

  it('recusa nome vazio ou repetido (sem caixa e acentos), códigos inexistentes e perfil inexistente, sem gravar nada', async () => {
    const antes = await contagens();
    const suporte = await perfil('Suporte');
    const casos: [string, string, unknown, number, string][] = [
      [
        'POST',
        '/api/admin/perfis',
        { nm_perfil: '   ', codigos: [25] },
        400,
        `nm_perfil: ${M.nomeObrigatorio}`,
      ],
      ['POST', '/api/admin/perfis', { nm_perfil: 'analista de selecao', codigos: [25] }, 409, M.nomeExiste],
      ['POST', '/api/admin/perfis', { nm_perfil: 'SUPÓRTE', codigos: [25] }, 409, M.nomeExiste],
      [
        'POST',
        '/api/admin/perfis',
        { nm_perfil: 'Novo', codigos: [25, 4242] },
        400,
        M.codigosDesconhecidos([4242]),
      ],
      ['POST', '/api/admin/perfis', { nm_perfil: 'Novo', codigos: [] }, 400, M.codigosObrigatorios],
      ['POST', '/api/admin/perfis', { nm_perfil: 'x'.repeat(61), codigos: [25] }, 400, 'nm_perfil'],
      ['PUT', '/api/admin/perfis/999999', { nm_perfil: 'Novo', codigos: [25] }, 404, M.perfilNaoEncontrado],
      ['PUT', '/api/admin/perfis/abc', { nm_perfil: 'Novo', codigos: [25] }, 400, M.perfilNaoEncontrado],
      [
        'PUT',
        `/api/admin/perfis/${suporte.id_perfil}`,
        { nm_perfil: 'Marketing', codigos: [25] },
        409,
        M.nomeExiste,
      ],
    ];
    for (const [metodo, url, corpo, status, mensagem] of casos) {
      const r = await pedir(admin.cookie, metodo as 'POST' | 'PUT', url, corpo);
      expect(r.statusCode, `${metodo} ${url} ${JSON.stringify(corpo)}`).toBe(status);
      expect(r.body).toContain(mensagem);
    }
    expect(await contagens()).toEqual(antes);
  });

  it('o mesmo perfil pode mudar a caixa do próprio nome', async () => {
    const suporte = await perfil('Suporte');
    const r = await pedir(admin.cookie, 'PUT', `/api/admin/perfis/${suporte.id_perfil}`, {
      nm_perfil: 'SUPORTE',
      codigos: [25, 316],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ id_perfil: suporte.id_perfil, message: M.alterado });
    await pedir(admin.cookie, 'PUT', `/api/admin/perfis/${suporte.id_perfil}`, {
      nm_perfil: 'Suporte',
      codigos: [25, 316],
    });
  });

  it('alterar os códigos de um perfil recalcula os códigos dos seus usuários, e só deles', async () => {
    const suporte = await perfil('Suporte');
    const marketing = await perfil('Marketing');
    const so = await novoUsuario('so.suporte', [suporte.id_perfil]);
    const dois = await novoUsuario('dois.perfis', [suporte.id_perfil, marketing.id_perfil], [107]);
    const outro = await novoUsuario('so.marketing', [marketing.id_perfil]);
    expect(await codigosDe(dois)).toEqual([25, 107, 316, 338]);
    expect((await perfil('Suporte')).nr_usuarios).toBe(2);

    const r = await pedir(admin.cookie, 'PUT', `/api/admin/perfis/${suporte.id_perfil}`, {
      nm_perfil: 'Suporte técnico',
      codigos: [...PERMISSOES.dayOne, 338],
    });
    expect(r.statusCode).toBe(200);
    expect(await codigosDe(so)).toEqual([334, 338]);
    // the other profile's codes and the extra codes stay
    expect(await codigosDe(dois)).toEqual([107, 334, 338]);
    expect(await codigosDe(outro)).toEqual([338]);
    const [ultima] = (await perfil('Suporte técnico')).auditoria;
    expect(ultima).toMatchObject({
      ds_acao: 'alterar',
      antes: { nm_perfil: 'Suporte', codigos: [25, 316] },
      depois: { nm_perfil: 'Suporte técnico', codigos: [334, 338] },
    });
    // what the access checks read: the user's session
    const [sessao] = await t.db.handle.query<{ permissoes: number[] }>(
      'SELECT permissoes FROM usuario WHERE user_sip = $1',
      [so],
    );
    expect(sessao!.permissoes).toEqual([334, 338]);
  });

  it('sem o código de Administração: 403', async () => {
    const selecao = await loginComUsuario(t.app, 'selecao');
    expect((await pedir(selecao.cookie, 'GET', '/api/admin/perfis')).statusCode).toBe(403);
    expect(
      (await pedir(selecao.cookie, 'POST', '/api/admin/perfis', { nm_perfil: 'X', codigos: [25] }))
        .statusCode,
    ).toBe(403);
  });

  it('não tira o código 900 do perfil quando nenhum usuário ativo ficaria com ele', async () => {
    const administrador = await perfil('Administrador');
    // the only active administrator holds 900 through the profile alone
    const chefe = await loginComUsuario(t.app, { permissoes: [...TODOS_CODIGOS_PERMISSAO] });
    await t.db.handle.query('INSERT INTO usuario_perfil (cd_sip, id_perfil) VALUES ($1, $2)', [
      chefe.usuario.cd_sip,
      administrador.id_perfil,
    ]);
    await t.db.handle.query(`UPDATE usuario SET permissoes_extras = '{}' WHERE cd_sip = $1`, [
      chefe.usuario.cd_sip,
    ]);
    await t.db.handle.query(
      `UPDATE usuario SET id_ativo = 'N' WHERE cd_sip <> $1 AND 900 = ANY(permissoes)`,
      [chefe.usuario.cd_sip],
    );

    const antes = await contagens();
    const semAdmin = {
      nm_perfil: 'Administrador',
      codigos: TODOS_CODIGOS_PERMISSAO.filter((c) => c !== 900),
    };
    const r = await pedir(chefe.cookie, 'PUT', `/api/admin/perfis/${administrador.id_perfil}`, semAdmin);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ error: [`codigos: ${M.ultimoAdministrador}`] });
    expect(await contagens()).toEqual(antes);

    // the user form's check reads the effective codes too: the profile gives 900
    const comPerfil = await pedir(chefe.cookie, 'PUT', `/api/admin/usuarios/${chefe.usuario.user_sip}`, {
      nm_login: chefe.usuario.nm_login,
      nm_pessoa: chefe.usuario.nm_pessoa,
      ds_email: null,
      cd_unid: 1,
      cd_setor: null,
      grupos: [],
      nr_telefone: null,
      perfis: [],
      permissoes: [58],
    });
    expect(comPerfil.statusCode).toBe(409);
    expect(comPerfil.body).toContain(MENSAGENS_ADMIN_USUARIOS.ultimoAdministrador);
    expect(await contagens()).toEqual(antes);

    // with another active holder of 900 (an extra code), the change goes through and takes the
    // code from the profile's users at once
    await loginComUsuario(t.app, { permissoes: [900] });
    const ok = await pedir(chefe.cookie, 'PUT', `/api/admin/perfis/${administrador.id_perfil}`, semAdmin);
    expect(ok.statusCode).toBe(200);
    expect((await pedir(chefe.cookie, 'GET', '/api/admin/perfis')).statusCode).toBe(403);
  });
});
