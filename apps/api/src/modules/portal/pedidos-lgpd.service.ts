import type { UsuarioSessao } from '@backoffice/domain/auth';
import { LIMITES_LGPD, MENSAGENS_LGPD as M, type PedidoLgpd } from '@backoffice/domain/lgpd';
import { sql } from 'drizzle-orm';
import { consultar } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { anonimizarCandidato, apagarArquivosCandidato } from '../candidato/candidato.entry';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';
import { Carimbos } from './seguranca-portal';

/** The candidate's erasure request (from the portal's area); one pending request at a time. */
export async function pedirEliminacao(
  deps: AppDeps,
  cdPessoa: number,
  motivo: string | null,
): Promise<'registrado' | 'pendente'> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`lgpd:${cdPessoa}`}))`);
    const [p] = await consultar<{ id: number }>(
      tx,
      sql`SELECT id_pedido AS id FROM pedido_lgpd WHERE cd_pessoa = ${cdPessoa} AND id_situacao = 'P' LIMIT 1`,
    );
    if (p) return 'pendente';
    await tx.execute(sql`
      INSERT INTO pedido_lgpd (cd_pessoa, id_tipo, id_situacao, ds_motivo) VALUES (${cdPessoa}, 'E', 'P', ${motivo})`);
    return 'registrado';
  });
}

/** The candidate's requests, newest first, for the area. */
export async function pedidosDoCandidato(
  deps: AppDeps,
  cdPessoa: number,
): Promise<
  { situacao: 'P' | 'A' | 'N'; criado_em: Date; decidido_em: Date | null; decisao: string | null }[]
> {
  const rs = await consultar<{
    situacao: 'P' | 'A' | 'N';
    criado_em: string;
    decidido_em: string | null;
    decisao: string | null;
  }>(
    deps.db,
    sql`SELECT id_situacao AS situacao, criado_em, decidido_em, ds_decisao AS decisao
          FROM pedido_lgpd WHERE cd_pessoa = ${cdPessoa} ORDER BY criado_em DESC LIMIT 20`,
  );
  return rs.map((r) => ({
    ...r,
    criado_em: new Date(r.criado_em),
    decidido_em: r.decidido_em ? new Date(r.decidido_em) : null,
  }));
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** The back-office list: requests of a situation (T = all), pending oldest first, others newest first. */
export async function listarPedidosLgpd(
  deps: AppDeps,
  situacao: 'P' | 'A' | 'N' | 'T',
): Promise<PedidoLgpd[]> {
  const rs = await consultar<Record<string, unknown>>(
    deps.db,
    sql`SELECT p.id_pedido::float8 AS "ID_PEDIDO", p.cd_pessoa::float8 AS "CD_PESSOA", pe.nm_pessoa AS "NM_PESSOA",
               p.id_situacao AS "ID_SITUACAO", p.ds_motivo AS "DS_MOTIVO", p.ds_decisao AS "DS_DECISAO",
               u.apelido AS "NM_USUARIO_DECISAO", p.criado_em AS "CRIADO_EM", p.decidido_em AS "DECIDIDO_EM"
          FROM pedido_lgpd p
          JOIN ${tabelasCandidato.pessoa('pe')} ON pe.cd_pessoa = p.cd_pessoa
          LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = p.cd_usuario_decisao
         WHERE ${situacao} = 'T' OR p.id_situacao = ${situacao}
         ORDER BY CASE WHEN p.id_situacao = 'P' THEN p.criado_em END ASC NULLS LAST, p.criado_em DESC
         LIMIT 200`,
  );
  return rs.map((r) => ({
    ...(r as unknown as PedidoLgpd),
    ID_PEDIDO: Number(r.ID_PEDIDO),
    CD_PESSOA: Number(r.CD_PESSOA),
    CRIADO_EM: iso(r.CRIADO_EM) as string,
    DECIDIDO_EM: iso(r.DECIDIDO_EM),
  }));
}

/**
 * The decision on a pending request: approved → the candidate is anonymised in the same transaction
 * (every table that holds them, docs/portal.md 'What approval erases') and what is kept is recorded
 * with its reason; refused → the reason is recorded. On approval the candidate's portal sessions and
 * reset links end, and their files are removed from storage after the commit.
 */
export async function decidirPedidoLgpd(
  deps: AppDeps,
  usuario: UsuarioSessao,
  idPedido: number,
  situacao: 'A' | 'N',
  justificativa: string,
): Promise<{ status: 1; message: string; DS_DECISAO: string }> {
  let arquivos: string[] = [];
  const decisao = await deps.db.transaction(async (tx) => {
    const [p] = await consultar<{ cd: number; situacao: string; cpf: string | null }>(
      tx,
      sql`SELECT p.cd_pessoa::float8 AS cd, p.id_situacao AS situacao, pe.nr_documento_cpf AS cpf
            FROM pedido_lgpd p JOIN ${tabelasCandidato.pessoa('pe')} ON pe.cd_pessoa = p.cd_pessoa
           WHERE p.id_pedido = ${idPedido} FOR UPDATE OF p`,
    );
    if (!p) throw notFound(M.pedidoNaoEncontrado);
    if (p.situacao !== 'P') throw conflict(M.pedidoJaDecidido);
    let texto = justificativa;
    if (situacao === 'A') {
      const r = await anonimizarCandidato(tx, Number(p.cd), usuario.cd_sip);
      if (!r) throw notFound(M.pedidoNaoEncontrado);
      arquivos = r.arquivos;
      // what was kept and why always fits: the manager's words give way to it
      texto = justificativa
        ? `${justificativa.slice(0, Math.max(0, LIMITES_LGPD.decisaoMax - r.retido.length - 1))}\n${r.retido}`
        : r.retido;
      await tx.execute(sql`DELETE FROM sessao_candidato WHERE cd_pessoa = ${p.cd}`);
      await tx.execute(sql`DELETE FROM redefinicao_senha_candidato WHERE cd_pessoa = ${p.cd}`);
      await tx.execute(sql`UPDATE consentimento_candidato SET ds_ip = NULL WHERE cd_pessoa = ${p.cd}`);
      // the candidate's own reason may name them: it goes with the rest
      await tx.execute(sql`UPDATE pedido_lgpd SET ds_motivo = NULL WHERE cd_pessoa = ${p.cd}`);
      // the portal's rate-limit counters under the CPF: keys end with its keyed digest (or the CPF)
      if (p.cpf) {
        const finais = [`:${new Carimbos(deps.config).resumo(p.cpf)}`, `:${p.cpf}`];
        await tx.execute(sql`
          DELETE FROM limite_requisicao
           WHERE ds_chave LIKE 'portal:%'
             AND (right(ds_chave, ${finais[0].length}) = ${finais[0]} OR right(ds_chave, ${finais[1].length}) = ${finais[1]})`);
      }
    }
    await tx.execute(sql`
      UPDATE pedido_lgpd SET id_situacao = ${situacao}, ds_decisao = ${texto.slice(0, LIMITES_LGPD.decisaoMax)},
             cd_usuario_decisao = ${usuario.cd_sip}, decidido_em = now()
       WHERE id_pedido = ${idPedido}`);
    return texto;
  });
  await apagarArquivosCandidato(deps, arquivos);
  return { status: 1, message: situacao === 'A' ? M.aprovado : M.recusado, DS_DECISAO: decisao };
}
