import {
  DESCRICAO_PAGINAS_LEGADO,
  MENSAGENS_PAGINAS_LEGADO as M,
  type ModoPagina,
  PAGINAS_LEGADO,
  type PaginaLegado,
  type PaginasLegadoBody,
  type PaginasLegadoResposta,
} from '@backoffice/domain/paginas-legado';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { consultar, type Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { conflict } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { registrarAuditoria, trilhaDaEntidade } from '../usuario/usuario.entry';
import { tabelasUsuario } from '../usuario/usuario.tabelas';

type Deps = Pick<AppDeps, 'handle'> & { config: Pick<Config, 'LEGACY_SITE_URL'> };

/** The trail's kind of record for these choices (auditoria_admin.ds_entidade). */
const ENTIDADE = 'pagina_legado' as const;

interface Linha {
  cd_pagina: string;
  id_modo: string;
  alterado_em: Date | string;
  nm_alterado_por: string | null;
}

async function escolhas(ex: Executor): Promise<Map<string, Linha>> {
  const linhas = await consultar<Linha>(
    ex,
    sql`SELECT pl.cd_pagina, pl.id_modo, pl.alterado_em, coalesce(p.nm_pessoa, u.apelido) AS nm_alterado_por
          FROM pagina_legado pl
          LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = pl.alterado_por
          LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip`,
  );
  return new Map(linhas.map((l) => [l.cd_pagina, l]));
}

const modoDe = (l: Linha | undefined): ModoPagina => (l?.id_modo === 'L' ? 'L' : 'N');

/**
 * The pages the configuration opens in the legacy frame: those chosen 'L', and only while the site
 * is configured (without it every page is native, whatever was chosen before).
 */
export async function paginasNoLegado(
  ex: Executor,
  urlSiteLegado: string | undefined,
): Promise<PaginaLegado[]> {
  if (!urlSiteLegado) return [];
  const m = await escolhas(ex);
  return PAGINAS_LEGADO.filter((p) => modoDe(m.get(p)) === 'L');
}

/** Every page with its choice (native unless chosen otherwise), the site's address and the trail. */
export async function listarPaginasLegado(deps: Deps): Promise<PaginasLegadoResposta> {
  const db = deps.handle.db;
  const m = await escolhas(db);
  const auditoria = (await trilhaDaEntidade(db, ENTIDADE, { porRegistro: 100 })).slice(0, 100);
  return {
    URL_SITE_LEGADO: deps.config.LEGACY_SITE_URL ?? null,
    PAGINAS: PAGINAS_LEGADO.map((p) => {
      const l = m.get(p);
      return {
        cd_pagina: p,
        ...DESCRICAO_PAGINAS_LEGADO[p],
        id_modo: modoDe(l),
        dt_alteracao: l ? new Date(l.alterado_em).toISOString() : null,
        nm_alterado_por: l?.nm_alterado_por ?? null,
      };
    }),
    auditoria,
  };
}

/**
 * Writes the choice of the pages given (the others keep theirs), each change in the administrative
 * trail, in one transaction. Refused (409, nothing written) while the legacy site is not configured.
 */
export async function alterarPaginasLegado(deps: Deps, autor: number, b: PaginasLegadoBody) {
  if (!deps.config.LEGACY_SITE_URL) throw conflict(M.siteNaoConfigurado);
  const alteradas = await deps.handle.db.transaction(async (tx) => {
    // one change at a time: the trail's 'antes' is what the page had
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('pagina_legado'))`);
    const m = await escolhas(tx);
    let n = 0;
    for (const p of PAGINAS_LEGADO) {
      const novo = b.modos[p];
      const antes = modoDe(m.get(p));
      if (novo === undefined || novo === antes) continue;
      await tx.execute(sql`
        INSERT INTO pagina_legado (cd_pagina, id_modo, alterado_em, alterado_por)
        VALUES (${p}, ${novo}, now(), ${autor})
        ON CONFLICT (cd_pagina) DO UPDATE
          SET id_modo = excluded.id_modo, alterado_em = excluded.alterado_em, alterado_por = excluded.alterado_por`);
      await registrarAuditoria(tx, {
        autor,
        entidade: ENTIDADE,
        chave: p,
        acao: 'alterar',
        antes: { id_modo: antes },
        depois: { id_modo: novo },
      });
      n++;
    }
    return n;
  });
  return { message: alteradas === 0 ? M.nadaAlterado : M.alteradas(alteradas), alteradas };
}
