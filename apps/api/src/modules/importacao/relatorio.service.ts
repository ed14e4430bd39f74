import {
  LIMITES_IMPORTACAO,
  type LinhaImportacao,
  RESULTADOS_LINHA,
  STATUS_LINHA,
  type StatusLinha,
} from '@backoffice/domain/importacao';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import type { ColunaExportacao } from '../../platform/exportacao';
import { linhaDaImportacao } from './importacao.service';

/** One page of an import's report, optionally of one status. */
export async function linhasDaImportacao(
  deps: Pick<AppDeps, 'db'>,
  cd: number,
  filtro: { status?: StatusLinha; pagina: number },
): Promise<{ linhas: LinhaImportacao[]; total: number; pagina: number }> {
  await linhaDaImportacao(deps.db, cd);
  const porStatus = filtro.status ? sql`AND id_status = ${filtro.status}` : sql``;
  const tamanho = LIMITES_IMPORTACAO.linhasPorPagina;
  const [linhas, [{ total }]] = await Promise.all([
    consultar<LinhaImportacao>(
      deps.db,
      sql`SELECT nr_linha, id_status, ds_chave, ds_mensagens, id_resultado FROM importacao_linha
           WHERE cd_importacao = ${cd} ${porStatus}
           ORDER BY nr_linha LIMIT ${tamanho} OFFSET ${(filtro.pagina - 1) * tamanho}`,
    ),
    consultar<{ total: number }>(
      deps.db,
      sql`SELECT count(*)::int AS total FROM importacao_linha WHERE cd_importacao = ${cd} ${porStatus}`,
    ),
  ]);
  return { linhas, total, pagina: filtro.pagina };
}

/** Every row of the report in batches, by row number (each batch one statement). */
export async function* lotesDoRelatorio(db: Executor, cd: number): AsyncGenerator<LinhaImportacao[]> {
  let depois = 0;
  while (true) {
    const lote = await consultar<LinhaImportacao>(
      db,
      sql`SELECT nr_linha, id_status, ds_chave, ds_mensagens, id_resultado FROM importacao_linha
           WHERE cd_importacao = ${cd} AND nr_linha > ${depois} ORDER BY nr_linha LIMIT 5000`,
    );
    if (!lote.length) return;
    yield lote;
    depois = lote[lote.length - 1].nr_linha;
  }
}

/** The columns of the report (the download and the command line's file). */
export const COLUNAS_RELATORIO: readonly ColunaExportacao<LinhaImportacao>[] = [
  { titulo: 'Linha', valor: (l) => l.nr_linha },
  { titulo: 'Situação', valor: (l) => STATUS_LINHA[l.id_status] },
  { titulo: 'Chave', valor: (l) => l.ds_chave },
  { titulo: 'Mensagens', valor: (l) => l.ds_mensagens?.replaceAll('\n', ' | ') ?? null },
  { titulo: 'Resultado', valor: (l) => (l.id_resultado ? RESULTADOS_LINHA[l.id_resultado] : null) },
];
