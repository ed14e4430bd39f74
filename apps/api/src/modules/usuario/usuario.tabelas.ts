import { TIPO_AVISO_ATRASO_CHEGADA, TIPO_AVISO_CALLCENTER } from '@backoffice/domain/aviso';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import { aviso, perfilAcesso, usuario, usuarioPerfil } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasUsuario.usuario('x')}`. Reads; what another module changes here in its own transaction goes through the
 * functions below, anything else through the module's entry.
 */
export const tabelasUsuario = pecasDasTabelas({
  usuario,
  aviso,
  perfil_acesso: perfilAcesso,
  usuario_perfil: usuarioPerfil,
});

/**
 * Replaces the name `nome` that opens an alert's text with `novo`, in the late-arrival alerts of the
 * attendants the subquery `atendentes` selects and the call-center alerts of the units the subquery
 * `empresas` selects (LGPD erasure), in the caller's transaction.
 */
export async function trocarNomeNosAvisos(
  tx: Executor,
  t: { nome: string; novo: string; atendentes: SQL; empresas: SQL },
): Promise<void> {
  await tx.execute(sql`
      UPDATE aviso a SET ds_complemento_aviso = ${t.novo} || substr(a.ds_complemento_aviso, char_length(${t.nome}) + 1)
       WHERE starts_with(a.ds_complemento_aviso, ${`${t.nome} `})
         AND ((a.cd_tipo_aviso = ${TIPO_AVISO_ATRASO_CHEGADA}
               AND a.cd_sip IN (${t.atendentes}))
           OR (a.cd_tipo_aviso = ${TIPO_AVISO_CALLCENTER}
               AND a.cd_empresa IN (${t.empresas})))`);
}

/**
 * Stores a staff user's new password hash (argon2id) and whether it is temporary (must be changed at
 * the next login), in the caller's transaction: the password chosen through a reset link.
 */
export async function gravarSenhaUsuario(
  tx: Executor,
  cdSip: number,
  hash: string,
  temporaria: boolean,
): Promise<void> {
  await tx.execute(sql`
    UPDATE usuario SET ds_senha_hash = ${hash}, id_trocar_senha = ${temporaria ? 'S' : 'N'} WHERE cd_sip = ${cdSip}`);
}

/** The per-user flags (Administração › Usuários) of a user; both off for an unknown user. */
export async function marcasDoUsuario(
  ex: Executor,
  cdSip: number,
): Promise<{ justificaCancelamento: boolean; helpDesk: boolean }> {
  const [r] = await consultar<{ id_justifica_cancelamento: string; id_help_desk: string }>(
    ex,
    sql`SELECT id_justifica_cancelamento, id_help_desk FROM usuario WHERE cd_sip = ${cdSip}`,
  );
  return { justificaCancelamento: r?.id_justifica_cancelamento === 'S', helpDesk: r?.id_help_desk === 'S' };
}
