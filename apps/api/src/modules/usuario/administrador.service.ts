import { MENSAGENS_ADMINISTRACAO, type NovoAdministrador } from '@backoffice/domain/administracao';
import { codigosEfetivos } from '@backoffice/domain/perfis-acesso';
import { TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import { erroSenhaUsuario } from '@backoffice/domain/senha-usuario';
import { sql } from 'drizzle-orm';
import { consultar, type DbHandle, type Executor } from '../../db/client';
import { hashSenha } from '../../platform/password';
import { pessoaDeUsuario } from '../candidato/candidato.tabelas';
import { type UnidadeDoUsuario, unidadeParaUsuario } from '../catalogo/catalogo.tabelas';

export type ResultadoAdministrador =
  | { ok: true; cdSip: number; userSip: number; unidade: UnidadeDoUsuario }
  | { ok: false; mensagem: string };

/** True when a user's login equals `login` ignoring case and accents. */
export async function loginEmUso(ex: Executor, login: string): Promise<boolean> {
  const [r] = await consultar<{ existe: boolean }>(
    ex,
    sql`SELECT EXISTS (SELECT 1 FROM usuario WHERE f_unaccent(lower(nm_login)) = f_unaccent(lower(${login}))) AS existe`,
  );
  return r?.existe === true;
}

/**
 * Creates an administrator: the profile 'Administrador' (found by name, without case) and, as extra
 * codes, every permission code that profile lacks (all of them when there is no such profile), so
 * the user holds every code; in the unit named or, when none is, the first
 * active unit (an empty database gets unit 1 'Matriz'). Refuses a login in use, a unit that does not
 * exist and a password the policy refuses, writing nothing.
 */
export async function criarAdministrador(
  handle: DbHandle,
  novo: NovoAdministrador & { senha: string },
): Promise<ResultadoAdministrador> {
  const erroSenha = erroSenhaUsuario(novo.senha, novo.login);
  if (erroSenha) return { ok: false, mensagem: erroSenha };
  const hash = await hashSenha(novo.senha);
  return handle.db.transaction(async (tx): Promise<ResultadoAdministrador> => {
    // one creation at a time: two commands with the same login cannot both pass the check
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('usuario:login'))`);
    if (await loginEmUso(tx, novo.login)) return { ok: false, mensagem: MENSAGENS_ADMINISTRACAO.loginExiste };
    const unidade = await unidadeParaUsuario(tx, novo.unidade);
    if (!unidade) return { ok: false, mensagem: MENSAGENS_ADMINISTRACAO.unidadeInexistente };
    const userSip = await pessoaDeUsuario(tx, { nome: novo.nome, email: novo.email ?? null });
    const apelido = novo.nome.split(/\s+/)[0]!.slice(0, 60);
    const [perfil] = await consultar<{ id_perfil: number; codigos: number[] }>(
      tx,
      sql`SELECT id_perfil, codigos FROM perfil_acesso WHERE lower(nm_perfil) = 'administrador' LIMIT 1`,
    );
    const doPerfil = new Set(perfil?.codigos ?? []);
    const extras = TODOS_CODIGOS_PERMISSAO.filter((c) => !doPerfil.has(c));
    const efetivos = codigosEfetivos(perfil ? [perfil] : [], extras);
    const [u] = await consultar<{ cd_sip: number }>(
      tx,
      sql`INSERT INTO usuario (user_sip, nm_login, ds_senha_hash, apelido, cd_unid, cd_uf_unid, permissoes,
                               permissoes_extras, ds_email)
          VALUES (${userSip}, ${novo.login}, ${hash}, ${apelido}, ${unidade.cd}, ${unidade.uf},
                  ${`{${efetivos.join(',')}}`}::int[], ${`{${extras.join(',')}}`}::int[], ${novo.email ?? null})
          RETURNING cd_sip`,
    );
    if (perfil)
      await tx.execute(
        sql`INSERT INTO usuario_perfil (cd_sip, id_perfil) VALUES (${u!.cd_sip}, ${perfil.id_perfil})`,
      );
    return { ok: true, cdSip: u!.cd_sip, userSip, unidade };
  });
}
