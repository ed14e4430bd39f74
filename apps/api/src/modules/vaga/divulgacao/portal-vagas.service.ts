import type { FiltrosPortal } from '@backoffice/domain/portal';
import { SITUACOES_FECHADAS } from '@backoffice/domain/vaga-situacao';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { notaNoHistoricoDoCandidato, tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { anunciarCandidatos } from '../candidatos/candidatos-vaga.service';
import { CONDICAO_PUBLICADA, textoPlano } from './divulgacao-publica.service';

/** A line of the portal's list: what a candidate reads before opening the vacancy. */
export interface VagaPortalResumo {
  nr_vaga: number;
  titulo: string;
  empresa: string;
  cidade: string | null;
  uf: string | null;
  data_publicacao: Date;
  cd_tipo_contratacao: number;
}

/** The most rows counted for the list's total (beyond it the page says "mais de"). */
export const LIMITE_CONTAGEM_PORTAL = 1000;

// The title and the place as the public feed shows them (divulgacao-publica.service.ts).
const TITULO = sql`coalesce(CASE WHEN cc.id_cargo_exibir_web = 'C' THEN cc.nm_cargo_cliente END, cg.nm_cargo, cc.nm_cargo_cliente,
                    'Vaga ' || v.nr_vaga)`;
const CIDADE = sql`CASE WHEN v.id_local_trabalho = 'L' THEN v.nm_cidade_atuacao ELSE coalesce(cl.nm_cidade, e.nm_cidade) END`;
const UF = sql`CASE WHEN v.id_local_trabalho = 'L' THEN v.cd_uf_atuacao ELSE coalesce(cl.cd_uf, e.cd_uf) END`;
const JUNCOES = sql`
      JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = v.cd_empresa
      JOIN ${tabelasCandidato.pessoa('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
      LEFT JOIN ${tabelasCliente.cliente('cl')} ON cl.cd_pessoa = v.cd_pessoa_cliente
      LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
      LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo`;

function filtro(f: Pick<FiltrosPortal, 'q' | 'cidade' | 'cargo'>): SQL {
  const partes: SQL[] = [CONDICAO_PUBLICADA];
  if (f.cargo) partes.push(sql`v.cd_cargo = ${f.cargo}`);
  if (f.cidade) partes.push(sql`f_unaccent(lower(${CIDADE})) = f_unaccent(lower(${f.cidade}))`);
  if (f.q) {
    const termo = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    partes.push(
      sql`f_unaccent(lower(concat_ws(' ', ${TITULO}, v.ds_observacao_internet, v.ds_requisitos_internet,
            v.ds_atividades_internet))) LIKE f_unaccent(${termo})`,
    );
  }
  return sql.join(partes, sql` AND `);
}

/**
 * One page of the vacancies published on the web, newest first (the order of the partial index
 * vaga_portal_publicada_idx), and how many there are, counted up to LIMITE_CONTAGEM_PORTAL + 1.
 * Secret and confidential vacancies show the unit's name instead of the client's.
 */
export async function listarVagasPortal(
  ex: Executor,
  f: FiltrosPortal,
  porPagina: number,
): Promise<{ vagas: VagaPortalResumo[]; total: number }> {
  const onde = filtro(f);
  const deslocamento = (f.pagina - 1) * porPagina;
  const [linhas, [contagem]] = await Promise.all([
    consultar<Record<string, unknown>>(
      ex,
      sql`SELECT v.nr_vaga::float8 AS nr_vaga, ${TITULO} AS titulo,
                 CASE WHEN v.id_vaga_confidencial = 'S' OR v.id_vaga_sigilosa = 'S' THEN e.nm_empresa ELSE cli.nm_pessoa END AS empresa,
                 ${CIDADE} AS cidade, ${UF} AS uf,
                 coalesce(v.dt_libera_internet, v.criado_em) AS data_publicacao, v.cd_tipo_contratacao
            FROM vaga v ${JUNCOES}
           WHERE ${onde}
           ORDER BY coalesce(v.dt_libera_internet, v.criado_em) DESC, v.nr_vaga DESC
           LIMIT ${porPagina} OFFSET ${deslocamento}`,
    ),
    consultar<{ n: number }>(
      ex,
      sql`SELECT count(*)::int AS n FROM (
            SELECT 1 FROM vaga v ${JUNCOES} WHERE ${onde} LIMIT ${LIMITE_CONTAGEM_PORTAL + 1}) x`,
    ),
  ]);
  return {
    total: contagem?.n ?? 0,
    vagas: linhas.map((l) => ({
      nr_vaga: Number(l.nr_vaga),
      titulo: textoPlano(String(l.titulo)) || `Vaga ${l.nr_vaga}`,
      empresa: textoPlano(String(l.empresa)),
      cidade: l.cidade ? textoPlano(String(l.cidade)) || null : null,
      uf: l.uf ? String(l.uf) : null,
      data_publicacao: new Date(l.data_publicacao as string),
      cd_tipo_contratacao: Number(l.cd_tipo_contratacao),
    })),
  };
}

/** The cities and positions of the published vacancies (the list's filter options). */
export async function opcoesFiltroPortal(
  ex: Executor,
): Promise<{ cidades: string[]; cargos: { cd: number; nome: string }[] }> {
  const [cidades, cargos] = await Promise.all([
    consultar<{ cidade: string }>(
      ex,
      sql`SELECT DISTINCT ${CIDADE} AS cidade FROM vaga v ${JUNCOES}
           WHERE ${CONDICAO_PUBLICADA} AND ${CIDADE} IS NOT NULL ORDER BY 1 LIMIT 500`,
    ),
    consultar<{ cd: number; nome: string }>(
      ex,
      sql`SELECT DISTINCT cg.cd_cargo AS cd, cg.nm_cargo AS nome FROM vaga v JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
           WHERE ${CONDICAO_PUBLICADA} ORDER BY 2 LIMIT 500`,
    ),
  ]);
  return {
    cidades: [...new Set(cidades.map((c) => textoPlano(c.cidade)).filter(Boolean))],
    cargos: cargos.map((c) => ({ cd: Number(c.cd), nome: textoPlano(c.nome) })).filter((c) => c.nome),
  };
}

/** The published vacancies for the sitemap: number, title and last change, newest first. */
export async function vagasParaSitemap(
  ex: Executor,
  limite: number,
): Promise<{ nr_vaga: number; titulo: string; alterado_em: Date }[]> {
  const r = await consultar<Record<string, unknown>>(
    ex,
    sql`SELECT v.nr_vaga::float8 AS nr_vaga, ${TITULO} AS titulo, v.alterado_em
          FROM vaga v ${JUNCOES}
         WHERE ${CONDICAO_PUBLICADA}
         ORDER BY coalesce(v.dt_libera_internet, v.criado_em) DESC, v.nr_vaga DESC
         LIMIT ${limite}`,
  );
  return r.map((l) => ({
    nr_vaga: Number(l.nr_vaga),
    titulo: textoPlano(String(l.titulo)),
    alterado_em: new Date(l.alterado_em as string),
  }));
}

/** How many web applications a published vacancy took and how many it accepts (Divulga Web). */
export async function vagasWebDaVaga(
  ex: Executor,
  nrVaga: number,
): Promise<{ recebidas: number; maximo: number | null } | null> {
  const [v] = await consultar<{ recebidas: number; maximo: number | null }>(
    ex,
    sql`SELECT (SELECT count(*) FROM candidato_web cw WHERE cw.nr_requisicao = v.nr_requisicao AND cw.id_tipo = 'WEB')::int AS recebidas,
               v.qt_candidatos_vaga_web AS maximo
          FROM vaga v WHERE v.nr_vaga = ${nrVaga} AND ${CONDICAO_PUBLICADA}`,
  );
  return v ? { recebidas: Number(v.recebidas), maximo: v.maximo === null ? null : Number(v.maximo) } : null;
}

export type ResultadoCandidaturaWeb = 'registrada' | 'repetida' | 'encerrada' | 'indisponivel';

/**
 * Makes the candidate a web applicant of the vacancy's requisition ('Candidatos Web'), in the
 * caller's transaction. The vacancy's row is locked, so the Divulga Web quantity holds under
 * concurrent applications: once that many applied, the vacancy takes no more. The back-office
 * hears of it after commit (realtime event 'vaga').
 */
export async function registrarCandidaturaWeb(
  deps: AppDeps,
  tx: Executor,
  nrVaga: number,
  cdPessoa: number,
  /**
   * identificado: the candidate is logged in (told of a repeated application). An anonymous one at a
   * vacancy at its quota is told it is closed whether or not the CPF applied before.
   */
  opcoes: { identificado: boolean } = { identificado: false },
): Promise<ResultadoCandidaturaWeb> {
  const [v] = await consultar<{ nr_requisicao: number; maximo: number | null }>(
    tx,
    sql`SELECT v.nr_requisicao::float8 AS nr_requisicao, v.qt_candidatos_vaga_web AS maximo
          FROM vaga v WHERE v.nr_vaga = ${nrVaga} AND ${CONDICAO_PUBLICADA} FOR UPDATE OF v`,
  );
  if (!v) return 'indisponivel';
  const [ja] = await consultar(
    tx,
    sql`SELECT 1 FROM candidato_web WHERE nr_requisicao = ${v.nr_requisicao} AND cd_pessoa_candidato = ${cdPessoa}`,
  );
  if (ja && opcoes.identificado) return 'repetida';
  if (v.maximo !== null) {
    const [c] = await consultar<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM candidato_web WHERE nr_requisicao = ${v.nr_requisicao} AND id_tipo = 'WEB'`,
    );
    if (Number(c.n) >= Number(v.maximo)) return 'encerrada';
  }
  if (ja) return 'repetida';
  await tx.execute(sql`
    INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, nr_vaga, id_tipo)
    VALUES (${cdPessoa}, ${v.nr_requisicao}, ${nrVaga}, 'WEB')`);
  await notaNoHistoricoDoCandidato(tx, {
    cdPessoa,
    texto: `Candidatura pelo portal na vaga ${nrVaga}.`,
    tipo: 'CW',
    nrVaga,
  });
  await anunciarCandidatos(deps, tx, nrVaga, 'candidatura-web');
  return 'registrada';
}

/** A candidate's applications and relations to vacancies, newest first (the candidate's own area). */
export async function candidaturasDoCandidato(
  ex: Executor,
  cdPessoa: number,
): Promise<
  {
    nr_vaga: number;
    titulo: string;
    data: Date;
    descartado: boolean;
    cd_estagio_vaga: number | null;
    id_situacao: string | null;
    vaga_fechada: boolean;
  }[]
> {
  const r = await consultar<Record<string, unknown>>(
    ex,
    sql`SELECT v.nr_vaga::float8 AS nr_vaga, ${TITULO} AS titulo, cw.criado_em AS data,
               cw.id_desvincular_web = 'S' AS descartado,
               vc.cd_estagio_vaga, vc.id_situacao,
               v.cd_situacao_vaga = ANY(ARRAY[${sql.join(
                 SITUACOES_FECHADAS.map((x) => sql`${x}`),
                 sql`, `,
               )}]::int[]) AS vaga_fechada
          FROM candidato_web cw
          JOIN vaga v ON v.nr_vaga = coalesce(cw.nr_vaga,
               (SELECT min(v2.nr_vaga) FROM vaga v2 WHERE v2.nr_requisicao = cw.nr_requisicao))
          ${JUNCOES}
          LEFT JOIN vaga_candidato vc ON vc.nr_vaga = v.nr_vaga AND vc.cd_pessoa_candidato = cw.cd_pessoa_candidato
         WHERE cw.cd_pessoa_candidato = ${cdPessoa} AND cw.id_tipo = 'WEB'
         ORDER BY cw.criado_em DESC
         LIMIT 200`,
  );
  return r.map((l) => ({
    nr_vaga: Number(l.nr_vaga),
    titulo: textoPlano(String(l.titulo)),
    data: new Date(l.data as string),
    descartado: l.descartado === true || l.descartado === 't',
    cd_estagio_vaga: l.cd_estagio_vaga === null ? null : Number(l.cd_estagio_vaga),
    id_situacao: (l.id_situacao as string | null) ?? null,
    vaga_fechada: l.vaga_fechada === true || l.vaga_fechada === 't',
  }));
}
