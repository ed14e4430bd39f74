import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { tabelasCandidato } from '../candidato/candidato.tabelas';

/** What the administrative trail records: users, profiles, units and the pages of the main site. */
export type EntidadeAuditada = 'usuario' | 'perfil' | 'unidade' | 'pagina_legado';

export interface Alteracao {
  /** Who changed it; null for the system (first start, company login). */
  autor: number | null;
  entidade: EntidadeAuditada;
  chave: string | number;
  acao: string;
  antes: unknown;
  depois: unknown;
}

/** One entry of the trail as the screens show it (newest first). */
export interface EntradaTrilha {
  id: number;
  /** The record it changed. */
  ds_chave: string;
  dt_alteracao: string;
  nm_autor: string | null;
  ds_acao: string;
  antes: unknown;
  depois: unknown;
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** Writes one change in the same transaction as the change itself. */
export async function registrarAuditoria(tx: Executor, a: Alteracao): Promise<void> {
  await tx.execute(sql`
    INSERT INTO auditoria_admin (cd_sip_autor, ds_entidade, ds_chave, ds_acao, antes, depois)
    VALUES (${a.autor}, ${a.entidade}, ${String(a.chave)}, ${a.acao}, ${json(a.antes)}::jsonb, ${json(a.depois)}::jsonb)`);
}

/**
 * The trail of an entity, newest first, with the author's name: of one record (`chave`) or of all,
 * at most `porRegistro` entries of each record.
 */
export async function trilhaDaEntidade(
  ex: Executor,
  entidade: EntidadeAuditada,
  opcoes: { chave?: string | number; porRegistro: number },
): Promise<EntradaTrilha[]> {
  const chave = opcoes.chave === undefined ? null : String(opcoes.chave);
  const linhas = await consultar<Omit<EntradaTrilha, 'dt_alteracao'> & { dt_alteracao: Date | string }>(
    ex,
    sql`SELECT a.id, a.ds_chave, a.dt_alteracao, coalesce(pa.nm_pessoa, ua.apelido) AS nm_autor,
               a.ds_acao, a.antes, a.depois
          FROM (SELECT a.*, row_number() OVER (PARTITION BY a.ds_chave ORDER BY a.dt_alteracao DESC, a.id DESC) AS n
                  FROM auditoria_admin a
                 WHERE a.ds_entidade = ${entidade}
                   AND (${chave}::text IS NULL OR a.ds_chave = ${chave})) a
          LEFT JOIN usuario ua ON ua.cd_sip = a.cd_sip_autor
          LEFT JOIN ${tabelasCandidato.pessoa('pa')} ON pa.cd_pessoa = ua.user_sip
         WHERE a.n <= ${opcoes.porRegistro}
         ORDER BY a.dt_alteracao DESC, a.id DESC`,
  );
  return linhas.map((l) => ({
    ...l,
    id: Number(l.id),
    dt_alteracao: new Date(l.dt_alteracao).toISOString(),
  }));
}

/** The trail of each record of an entity (the newest `porRegistro` entries), by record key. */
export async function trilhas(
  ex: Executor,
  entidade: EntidadeAuditada,
  porRegistro: number,
): Promise<Map<string, EntradaTrilha[]>> {
  const porChave = new Map<string, EntradaTrilha[]>();
  for (const e of await trilhaDaEntidade(ex, entidade, { porRegistro })) {
    const lista = porChave.get(e.ds_chave) ?? [];
    lista.push(e);
    porChave.set(e.ds_chave, lista);
  }
  return porChave;
}

/** The trail of one record, newest first (the detail drawers show the last 100). */
export function trilhaDe(
  ex: Executor,
  entidade: EntidadeAuditada,
  chave: string | number,
): Promise<EntradaTrilha[]> {
  return trilhaDaEntidade(ex, entidade, { chave, porRegistro: 100 });
}
