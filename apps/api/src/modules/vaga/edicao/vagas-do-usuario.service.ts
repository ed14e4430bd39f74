import { MENSAGENS_ADMIN_USUARIOS } from '@backoffice/domain/administracao';
import {
  MENSAGENS_ADMIN_ACESSO as MA,
  type TransferirVagasBody,
  type VagaAbertaDoUsuario,
} from '@backoffice/domain/administracao-acesso';
import { SITUACOES_ABERTAS_PRAZO } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { registrarAuditoria } from '../../usuario/usuario.entry';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import { type ContextoEdicao, travarVaga } from '../alteracao.service';
import { trocarAnalistaDaVaga } from './analista-vaga.service';

// Administração › Usuários: the open vacancies of which a user is the analyst, and their transfer to
// another analyst (when the user leaves). The vacancy is this module's, so the rule lives here.

const abertas = () => sql`ARRAY[${sql.raw(SITUACOES_ABERTAS_PRAZO.join(','))}]::int[]`;

async function usuarioExiste(ex: Executor, userSip: number): Promise<{ cd_sip: number; nm_pessoa: string }> {
  const [u] = await consultar<{ cd_sip: number; nm_pessoa: string }>(
    ex,
    sql`SELECT u.cd_sip, p.nm_pessoa FROM ${tabelasUsuario.usuario('u')}
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip
         WHERE u.user_sip = ${userSip}`,
  );
  if (!u) throw notFound(MENSAGENS_ADMIN_USUARIOS.usuarioNaoEncontrado);
  return u;
}

/** The user's open vacancies (situations of SITUACOES_ABERTAS_PRAZO), oldest first. */
export async function vagasAbertasDoUsuario(ex: Executor, userSip: number): Promise<VagaAbertaDoUsuario[]> {
  await usuarioExiste(ex, userSip);
  const linhas = await consultar<VagaAbertaDoUsuario & { nr_vaga: number | string }>(
    ex,
    sql`SELECT v.nr_vaga, coalesce(cc.nm_cargo_cliente, cg.nm_cargo, '') AS nm_cargo,
               coalesce(cli.nm_pessoa, '') AS nm_cliente, to_char(v.dt_abertura, 'YYYY-MM-DD') AS dt_abertura,
               s.nm_situacao_vaga
          FROM vaga v
          JOIN ${tabelasCatalogo.situacao_vaga('s')} ON s.cd_situacao_vaga = v.cd_situacao_vaga
          LEFT JOIN ${tabelasCandidato.pessoa('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
          LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
          LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
         WHERE v.cd_pessoa_analista = ${userSip} AND v.cd_situacao_vaga = ANY(${abertas()})
         ORDER BY v.dt_abertura, v.nr_vaga`,
  );
  return linhas.map((l) => ({ ...l, nr_vaga: Number(l.nr_vaga) }));
}

/**
 * Gives the user's open vacancies (those named, or every one) to another active analyst, each
 * through the analyst tab's own change (one history note per vacancy, the new analyst's alert and
 * registered phone, the 'vaga' event), and audits the transfer. Works on an active or deactivated
 * user. Refusals (unknown or inactive analyst, the user themself, a vacancy not open or not the
 * user's, no open vacancy) write nothing.
 */
export function transferirVagasDoUsuario(ctx: ContextoEdicao, userSip: number, body: TransferirVagasBody) {
  return ctx.deps.db.transaction(async (tx) => {
    await usuarioExiste(tx, userSip);
    if (body.cd_analista === userSip) throw badRequest([`cd_analista: ${MA.mesmoAnalista}`]);
    const [an] = await consultar<{
      cd_sip: number;
      user_sip: number;
      nr_telefone: string | null;
      nm_pessoa: string;
    }>(
      tx,
      sql`SELECT u.cd_sip, u.user_sip, u.nr_telefone, p.nm_pessoa FROM ${tabelasUsuario.usuario('u')}
            JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip
           WHERE u.user_sip = ${body.cd_analista} AND u.id_ativo = 'S'`,
    );
    if (!an) throw badRequest([`cd_analista: ${MA.analistaInvalido}`]);
    const doUsuario = (
      await consultar<{ nr_vaga: number | string }>(
        tx,
        sql`SELECT nr_vaga FROM vaga
             WHERE cd_pessoa_analista = ${userSip} AND cd_situacao_vaga = ANY(${abertas()})
             ORDER BY nr_vaga FOR UPDATE`,
      )
    ).map((l) => Number(l.nr_vaga));
    const pedidas = body.vagas ? [...new Set(body.vagas)].sort((a, b) => a - b) : doUsuario;
    const alheias = pedidas.filter((nr) => !doUsuario.includes(nr));
    if (alheias.length) throw conflict([`vagas: ${MA.vagasDeOutro(alheias)}`]);
    if (pedidas.length === 0) throw conflict(MA.semVagasAbertas);
    for (const nr of pedidas) {
      const v = await travarVaga(tx, nr);
      await trocarAnalistaDaVaga(tx, ctx, v, an, an.nr_telefone);
    }
    await registrarAuditoria(tx, {
      autor: ctx.usuario.cd_sip,
      entidade: 'usuario',
      chave: userSip,
      acao: 'transferir-vagas',
      antes: { vagas: pedidas },
      depois: { vagas: pedidas, cd_analista: Number(an.user_sip), nm_analista: an.nm_pessoa },
    });
    return { message: MA.transferidas(pedidas.length, an.nm_pessoa), transferidas: pedidas };
  });
}
