import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  LIMITES_EXPORTACAO,
  LIMITES_MOVIMENTACAO_CANDIDATOS,
  type MovimentacaoCandidatoLinha,
  type RelatorioMovCandFiltros,
} from '@backoffice/domain/gerencial';
import { FUSO_NEGOCIO, somarDias } from '@backoffice/domain/vaga-prazo';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { iso } from '../../../db/linha';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';

/**
 * POST candidato/relatorio-mov-cand (spec 002 §2.4, §7, §9): the candidates whose relation to a vacancy
 * moved in the period (30 days back to today by default), of the vacancies of one hiring type (1 by
 * default) in the unit's grouping (the user's by default), all, rejected or pending; newest first.
 */
export async function relatorioMovimentacaoCandidatos(
  db: Executor,
  usuario: UsuarioSessao,
  f: RelatorioMovCandFiltros,
  hoje: string,
): Promise<MovimentacaoCandidatoLinha[]> {
  const { linhas } = await lerLote(db, usuario, f, hoje, null, LIMITES_MOVIMENTACAO_CANDIDATOS.maxLinhas);
  return linhas;
}

/** Where a batch ends: the last row's movement instant (as the database writes it) and keys. */
interface Cursor {
  em: string;
  nrVaga: number;
  cdPessoa: number;
}

/**
 * The report in batches of LIMITES_EXPORTACAO.lote rows (one statement each, continuing after the
 * last row of the previous batch), at most LIMITES_EXPORTACAO.maxLinhas: what an export streams.
 */
export async function* lotesMovimentacaoCandidatos(
  db: Executor,
  usuario: UsuarioSessao,
  f: RelatorioMovCandFiltros,
  hoje: string,
): AsyncGenerator<MovimentacaoCandidatoLinha[]> {
  let cursor: Cursor | null = null;
  let total = 0;
  while (total < LIMITES_EXPORTACAO.maxLinhas) {
    const tamanho = Math.min(LIMITES_EXPORTACAO.lote, LIMITES_EXPORTACAO.maxLinhas - total);
    const lote = await lerLote(db, usuario, f, hoje, cursor, tamanho);
    if (lote.linhas.length) yield lote.linhas;
    total += lote.linhas.length;
    if (lote.linhas.length < tamanho || !lote.cursor) return;
    cursor = lote.cursor;
  }
}

async function lerLote(
  db: Executor,
  usuario: UsuarioSessao,
  f: RelatorioMovCandFiltros,
  hoje: string,
  depois: Cursor | null,
  limite: number,
): Promise<{ linhas: MovimentacaoCandidatoLinha[]; cursor: Cursor | null }> {
  const termino = f.termino ?? hoje;
  const inicio = f.inicio ?? somarDias(termino, -LIMITES_MOVIMENTACAO_CANDIDATOS.diasPadrao);
  const c: SQL[] = [
    sql`r.alterado_em >= (${inicio}::date)::timestamp AT TIME ZONE ${FUSO_NEGOCIO}`,
    sql`r.alterado_em < (${termino}::date + 1)::timestamp AT TIME ZONE ${FUSO_NEGOCIO}`,
    sql`v.cd_tipo_contratacao = ${f.tipo_vaga}`,
    sql`v.cd_empresa = ANY(ARRAY(
      SELECT g.cd_empresa FROM ${tabelasCatalogo.empresa('g')}
       WHERE g.cd_empresa_agrupadora = (SELECT u.cd_empresa_agrupadora FROM ${tabelasCatalogo.empresa('u')}
                                         WHERE u.cd_empresa = ${f.cd_unidade ?? usuario.cd_unid})))`,
  ];
  if (f.status_cand === 'R') c.push(sql`r.id_situacao = 'R'`);
  else if (f.status_cand === 'P') c.push(sql`r.id_situacao IS NULL`);
  if (f.cd_pessoa_analista !== undefined) c.push(sql`v.cd_pessoa_analista = ${f.cd_pessoa_analista}`);
  if (depois)
    c.push(
      sql`(r.alterado_em, r.nr_vaga, r.cd_pessoa_candidato) < (${depois.em}::timestamptz, ${depois.nrVaga}, ${depois.cdPessoa})`,
    );
  const linhas = await consultar<Record<string, unknown>>(
    db,
    sql`SELECT r.cd_pessoa_candidato, r.nr_vaga, r.cd_estagio_vaga, r.id_situacao, r.criado_em, r.alterado_em,
               r.alterado_em::text AS cursor_em,
               (SELECT p.nm_pessoa FROM ${tabelasCandidato.pessoa('p')} WHERE p.cd_pessoa = r.cd_pessoa_candidato) AS nm_pessoa,
               coalesce((SELECT cc.nm_cargo_cliente FROM ${tabelasCliente.cargo_cliente('cc')} WHERE cc.cd_cargo_cliente = v.cd_cargo_cliente),
                        (SELECT cg.nm_cargo FROM ${tabelasCatalogo.cargo('cg')} WHERE cg.cd_cargo = v.cd_cargo)) AS nm_cargo,
               CASE WHEN v.id_vaga_sigilosa = 'S' OR v.id_vaga_confidencial = 'S' THEN NULL
                    ELSE (SELECT coalesce(pc.nm_apelido, pc.nm_pessoa) FROM ${tabelasCandidato.pessoa('pc')} WHERE pc.cd_pessoa = v.cd_pessoa_cliente)
               END AS nm_cliente,
               (SELECT an.nm_pessoa FROM ${tabelasCandidato.pessoa('an')} WHERE an.cd_pessoa = v.cd_pessoa_analista) AS nm_analista,
               (SELECT e.nm_estagio_vaga FROM ${tabelasCatalogo.estagio_vaga('e')} WHERE e.cd_estagio_vaga = r.cd_estagio_vaga) AS nm_estagio
          FROM vaga_candidato r
          JOIN vaga v ON v.nr_vaga = r.nr_vaga
         WHERE ${sql.join(c, sql` AND `)}
         ORDER BY r.alterado_em DESC, r.nr_vaga DESC, r.cd_pessoa_candidato DESC
         LIMIT ${limite}`,
  );
  const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const ultima = linhas.at(-1);
  const cursor = ultima
    ? {
        em: String(ultima.cursor_em),
        nrVaga: Number(ultima.nr_vaga),
        cdPessoa: Number(ultima.cd_pessoa_candidato),
      }
    : null;
  const saida = linhas.map(
    (l): MovimentacaoCandidatoLinha => ({
      CD_PESSOA: Number(l.cd_pessoa_candidato),
      NM_PESSOA: String(l.nm_pessoa ?? ''),
      NR_VAGA: Number(l.nr_vaga),
      NM_CARGO: texto(l.nm_cargo),
      NM_CLIENTE: texto(l.nm_cliente),
      NM_ANALISTA: texto(l.nm_analista),
      CD_ESTAGIO_VAGA: Number(l.cd_estagio_vaga),
      NM_ESTAGIO_VAGA: texto(l.nm_estagio),
      ID_SITUACAO: l.id_situacao === 'A' || l.id_situacao === 'R' ? l.id_situacao : null,
      DT_RELACIONAMENTO: iso(l.criado_em as Date | string),
      DT_MOVIMENTACAO: iso(l.alterado_em as Date | string),
    }),
  );
  return { linhas: saida, cursor };
}
