import { MENSAGENS_ADMINISTRACAO } from '@backoffice/domain/administracao';
import { PERMISSOES, TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import { MENSAGENS_SENHA_USUARIO } from '@backoffice/domain/senha-usuario';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CABECALHOS_CLIENTE, createTestApp, type TestApp } from '../../../test/helpers';
import { criarAdministrador } from './administrador.service';

// The test database is migrated and empty: no unit, no user (as a company's production database).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SENHA = 'cavalo azul bateria grampo';

async function contagens() {
  const [r] = await t.db.handle.query<{ usuarios: number; pessoas: number; unidades: number }>(
    `SELECT (SELECT count(*) FROM usuario)::int AS usuarios, (SELECT count(*) FROM pessoa)::int AS pessoas,
            (SELECT count(*) FROM empresa)::int AS unidades`,
  );
  return r!;
}

describe('primeiro administrador (npm run admin:criar)', () => {
  it('num banco vazio cria a unidade 1 e um administrador com todos os códigos, que entra com o login em qualquer caixa', async () => {
    expect(await contagens()).toEqual({ usuarios: 0, pessoas: 0, unidades: 0 });
    const r = await criarAdministrador(t.db.handle, {
      login: 'Maria.Souza',
      nome: 'Maria Souza',
      email: 'maria@empresa.com.br',
      senha: SENHA,
    });
    expect(r).toMatchObject({ ok: true, unidade: { cd: 1, nome: 'Matriz', uf: 'SP', criada: true } });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CABECALHOS_CLIENTE,
      payload: { usuario: 'maria.souza', senha: SENHA },
    });
    expect(login.statusCode).toBe(200);
    const usuario = login.json();
    expect(usuario).toMatchObject({
      nm_login: 'Maria.Souza',
      nm_pessoa: 'Maria Souza',
      cd_unid: 1,
      apelido: 'Maria',
    });
    expect(usuario.permissoes).toEqual(
      expect.arrayContaining([...PERMISSOES.administracao, ...PERMISSOES.selecao]),
    );
    // through the profile 'Administrador', which has every code: no extra code
    const [gravado] = await t.db.handle.query<{ perfis: string[]; extras: number[]; permissoes: number[] }>(
      `SELECT array(SELECT p.nm_perfil FROM usuario_perfil up JOIN perfil_acesso p USING (id_perfil)
                     WHERE up.cd_sip = u.cd_sip) AS perfis, u.permissoes_extras AS extras, u.permissoes
         FROM usuario u WHERE u.nm_login = 'Maria.Souza'`,
    );
    expect(gravado).toEqual({
      perfis: ['Administrador'],
      extras: [],
      permissoes: [...TODOS_CODIGOS_PERMISSAO],
    });
  });

  it('recusa um login em uso, mesmo com outra caixa ou acentos, sem gravar nada', async () => {
    const antes = await contagens();
    for (const login of ['MARIA.SOUZA', 'maría.souza']) {
      const r = await criarAdministrador(t.db.handle, { login, nome: 'Outra Maria', senha: SENHA });
      expect(r).toEqual({ ok: false, mensagem: MENSAGENS_ADMINISTRACAO.loginExiste });
    }
    expect(await contagens()).toEqual(antes);
  });

  it('recusa a senha fraca e a unidade inexistente sem gravar nada', async () => {
    const antes = await contagens();
    expect(
      await criarAdministrador(t.db.handle, { login: 'jose', nome: 'José', senha: 'jose123456' }),
    ).toEqual({
      ok: false,
      mensagem: MENSAGENS_SENHA_USUARIO.igualLogin,
    });
    expect(await criarAdministrador(t.db.handle, { login: 'jose', nome: 'José', senha: 'curta' })).toEqual({
      ok: false,
      mensagem: MENSAGENS_SENHA_USUARIO.curta,
    });
    expect(
      await criarAdministrador(t.db.handle, { login: 'jose', nome: 'José', senha: SENHA, unidade: 999 }),
    ).toEqual({ ok: false, mensagem: MENSAGENS_ADMINISTRACAO.unidadeInexistente });
    expect(await contagens()).toEqual(antes);
  });

  it('põe o segundo administrador na unidade existente, sem criar outra', async () => {
    const r = await criarAdministrador(t.db.handle, { login: 'jose', nome: 'José Lima', senha: SENHA });
    expect(r).toMatchObject({ ok: true, unidade: { cd: 1, criada: false } });
    expect((await contagens()).unidades).toBe(1);
  });

  it('sem o perfil Administrador, dá todos os códigos como extras', async () => {
    await t.db.handle.query(
      `UPDATE perfil_acesso SET nm_perfil = 'Administração antiga' WHERE nm_perfil = 'Administrador'`,
    );
    const r = await criarAdministrador(t.db.handle, { login: 'rita', nome: 'Rita Lopes', senha: SENHA });
    expect(r).toMatchObject({ ok: true });
    const [gravado] = await t.db.handle.query<{ perfis: number; extras: number[]; permissoes: number[] }>(
      `SELECT (SELECT count(*)::int FROM usuario_perfil up WHERE up.cd_sip = u.cd_sip) AS perfis,
              u.permissoes_extras AS extras, u.permissoes FROM usuario u WHERE u.nm_login = 'rita'`,
    );
    expect(gravado).toEqual({
      perfis: 0,
      extras: [...TODOS_CODIGOS_PERMISSAO],
      permissoes: [...TODOS_CODIGOS_PERMISSAO],
    });
  });
});
