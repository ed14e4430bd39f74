import type { UsuarioSessao } from '@backoffice/domain/auth';
import { numeroWhatsapp } from '@backoffice/domain/formatacao';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import {
  CAMPOS_PALAVRAS_CHAVE,
  MENSAGENS_PESQUISA,
  type PesquisaCandidatoLinha,
  type PesquisaCandidatosResposta,
} from '@backoffice/domain/pesquisa-candidatos';
import {
  aplicarPadroesPesquisa,
  type PesquisaCandidatosBody,
  rotuloTotal,
} from '@backoffice/domain/pesquisa-filtros';
import { SITUACOES_ABERTAS_PRAZO } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, linhas } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { situacaoDaVaga, vagasAtrasadasDoUsuario } from '../vaga/vaga.entry';
import { tabelasVaga, vagaComo } from '../vaga/vaga.tabelas';
import {
  type CandidatoEncontrado,
  configurarTransacaoPesquisa,
  pesquisarCandidatos,
} from './pesquisa.service';

/** PostgreSQL's code for a statement cancelled by statement_timeout. */
const CANCELADA_POR_TEMPO = '57014';

function canceladaPorTempo(e: unknown): boolean {
  for (let x: unknown = e; x; x = (x as { cause?: unknown }).cause) {
    if ((x as { code?: string }).code === CANCELADA_POR_TEMPO) return true;
    if (/statement timeout/i.test(String((x as { message?: string }).message ?? ''))) return true;
  }
  return false;
}

/** The selection's own columns of an answer row (spec 000 §3.10); the candidate's come apart. */
interface LinhaSelecao {
  nr_ordem: number | string;
  cd_pessoa: number | string;
  nm_pessoa: string;
  id_visto: string;
  cd_estagio_vaga: number | null;
  relacionado: number | string;
  id_envio_email: string | null;
  id_envio_sms: string | null;
  id_envio_whatsapp: string | null;
}

const envio = (v: string | null) => (v === 'S' || v === 'N' ? v : null);

// The selection's columns of the rows just inserted (ins) into selecao_candidato. One probe of the
// candidate's vacancies gives both the stage in this vacancy and the count of open ones.
const colunasSelecao = sql`
  SELECT s.nr_ordem, s.cd_pessoa_candidato AS cd_pessoa, p.nm_pessoa, s.id_visto, vc.cd_estagio_vaga,
         vc.relacionado, s.id_envio_email, s.id_envio_sms, s.id_envio_whatsapp
    FROM ins s
    JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = s.cd_pessoa_candidato
    CROSS JOIN LATERAL (
      SELECT max(r.cd_estagio_vaga) FILTER (WHERE r.nr_vaga = s.nr_vaga) AS cd_estagio_vaga,
             count(*) FILTER (WHERE rv.cd_situacao_vaga = ANY(${sql.param([...SITUACOES_ABERTAS_PRAZO])}::int[]))
               AS relacionado
        FROM ${tabelasVaga.vaga_candidato('r')} JOIN ${vagaComo('rv')} ON rv.nr_vaga = r.nr_vaga
       WHERE r.cd_pessoa_candidato = s.cd_pessoa_candidato) vc`;

function paraLinha(l: LinhaSelecao, c: CandidatoEncontrado): PesquisaCandidatoLinha {
  const email = envio(l.id_envio_email);
  const sms = envio(l.id_envio_sms);
  const whatsapp = envio(l.id_envio_whatsapp);
  return {
    CD_PESSOA: Number(l.cd_pessoa),
    NM_PESSOA: l.nm_pessoa,
    NM_BAIRRO: c.nm_bairro,
    NM_CIDADE: c.nm_cidade,
    CD_UF: c.cd_uf,
    DATA: new Date(c.alterado_em).toISOString(),
    ID_SELECIONAR: l.id_visto === 'S' ? 'S' : 'N',
    ID_DESTAQUE: c.id_destaque === 'S' ? 'S' : 'N',
    POSSUI_DEFICIENCIA: c.id_possue_deficiencia === 'S' ? 'S' : 'N',
    POSSUI_RELACIONAMENTO: l.cd_estagio_vaga === null ? null : 'RELACIONADO',
    RELACIONADO: Number(l.relacionado),
    CD_ESTAGIO_VAGA: l.cd_estagio_vaga === null ? null : Number(l.cd_estagio_vaga),
    ENVIO_CANDIDATO: email || sms || whatsapp ? 'S' : 'N',
    EMAIL: email,
    SMS: sms,
    WHATSAPP: whatsapp,
    NR_TELEFONE_CEL: c.nr_telefone_cel,
    NR_WHATSAPP: numeroWhatsapp(c.nr_telefone_cel),
  };
}

/**
 * Stores a selection and its rows in one statement, answering its number and the answer rows: a
 * search stays one short transaction with few round trips. The candidates' own columns come from
 * the search, which read them already.
 */
async function gravarSelecao(
  tx: Executor,
  s: {
    nr_vaga: number;
    cd_usuario: number;
    filtros: unknown;
    total: number;
    candidatos: CandidatoEncontrado[];
  },
): Promise<{ nrSelecao: number; candidatos: PesquisaCandidatoLinha[] }> {
  const ids = s.candidatos.map((c) => Number(c.cd_pessoa));
  const r = linhas<LinhaSelecao & { nr_selecao: number | string }>(
    await tx.execute(sql`
      WITH sel AS (
        INSERT INTO selecao (nr_vaga, cd_usuario, ds_filtros, nr_total, qt_resultados)
        VALUES (${s.nr_vaga}, ${s.cd_usuario}, ${JSON.stringify(s.filtros)}::jsonb, ${s.total}, ${ids.length})
        RETURNING nr_selecao
      ), ins AS (
        INSERT INTO selecao_candidato (nr_selecao, cd_pessoa_candidato, nr_vaga, nr_ordem)
        SELECT sel.nr_selecao, x.cd, ${s.nr_vaga}, x.ordem
          FROM sel, unnest(${sql.param(ids)}::bigint[]) WITH ORDINALITY AS x(cd, ordem)
        RETURNING nr_selecao, cd_pessoa_candidato, nr_vaga, nr_ordem, id_visto, id_envio_email, id_envio_sms,
                  id_envio_whatsapp
      )
      SELECT sel.nr_selecao, l.*
        FROM sel LEFT JOIN LATERAL (${colunasSelecao}) l ON true
       ORDER BY l.nr_ordem`),
  );
  return {
    nrSelecao: Number(r[0].nr_selecao),
    candidatos: r
      .filter((l) => l.cd_pessoa !== null)
      .map((l) => paraLinha(l, s.candidatos[Number(l.nr_ordem) - 1])),
  };
}

/** Units of the user's grouping unit (the unit itself when it is not grouped). */
async function unidadesDoAgrupamento(exec: Executor, cdUnid: number): Promise<number[]> {
  const r = linhas<{ cd_empresa: number }>(
    await exec.execute(sql`
      SELECT e.cd_empresa FROM ${tabelasCatalogo.empresa('e')}
       WHERE e.cd_empresa_agrupadora = (SELECT u.cd_empresa_agrupadora FROM ${tabelasCatalogo.empresa('u')} WHERE u.cd_empresa = ${cdUnid})
      UNION SELECT ${cdUnid}::int`),
  );
  return r.map((l) => Number(l.cd_empresa));
}

/**
 * Runs the analyst's search for a vacancy and saves it as a selection (spec 000 §7.6): refused on
 * a frozen vacancy (409) and while the user has overdue vacancies to cancel or extend (409). The
 * filters as applied (defaults included), the capped total and the result rows are stored in the
 * same transaction. `hoje` is the business date; the overdue rule is the user's unit's.
 */
export async function criarSelecao(
  db: Db,
  usuario: UsuarioSessao,
  body: PesquisaCandidatosBody,
  hoje: string,
  dbLeitura: Db = db,
): Promise<PesquisaCandidatosResposta> {
  try {
    if (dbLeitura === db)
      return await db.transaction(async (tx) => {
        await configurarTransacaoPesquisa(tx);
        return gravarPesquisa(tx, usuario, await pesquisarParaSelecao(tx, db, usuario, body, hoje));
      });
    // With read replicas the search runs on one (a read-only transaction), and only the selection is
    // written on the primary, where the vacancy's state is checked again.
    const feita = await dbLeitura.transaction(async (tx) => {
      await configurarTransacaoPesquisa(tx);
      return pesquisarParaSelecao(tx, dbLeitura, usuario, body, hoje);
    });
    return await db.transaction(async (tx) => {
      const vaga = await situacaoDaVaga(tx, body.nrVaga);
      if (!vaga) throw notFound(MENSAGENS_PESQUISA.vagaNaoEncontrada);
      if (vaga.congelada) throw conflict(MENSAGENS_PESQUISA.vagaCongelada);
      return gravarPesquisa(tx, usuario, feita);
    });
  } catch (e) {
    if (!(e instanceof HttpError) && canceladaPorTempo(e))
      throw new HttpError(503, MENSAGENS_PESQUISA.pesquisaDemorada);
    throw e;
  }
}

/** The checks of a search (vacancy found, not frozen, no overdue vacancy of the user) and the search. */
async function pesquisarParaSelecao(
  tx: Executor,
  chaveEstatisticas: object,
  usuario: UsuarioSessao,
  body: PesquisaCandidatosBody,
  hoje: string,
) {
  const vaga = await situacaoDaVaga(tx, body.nrVaga);
  if (!vaga) throw notFound(MENSAGENS_PESQUISA.vagaNaoEncontrada);
  if (vaga.congelada) throw conflict(MENSAGENS_PESQUISA.vagaCongelada);
  const atrasadas = await vagasAtrasadasDoUsuario(tx, usuario, hoje);
  if (atrasadas.length) throw conflict(MENSAGENS_PESQUISA.vagasAtrasadas(atrasadas));

  const filtros = aplicarPadroesPesquisa(body, hoje);
  filtros.nrRequisicao = vaga.nr_requisicao;
  const unidadesAgrupamento =
    filtros.agrupamento === 'S' ? await unidadesDoAgrupamento(tx, usuario.cd_unid) : undefined;
  const r = await pesquisarCandidatos(tx, filtros, { hoje, unidadesAgrupamento, chaveEstatisticas });
  if (r.vazios.length) {
    throw badRequest(r.vazios.map((c) => MENSAGENS_PESQUISA.palavrasSemTermos(CAMPOS_PALAVRAS_CHAVE[c])));
  }
  return { nr_vaga: vaga.nr_vaga, filtros, r };
}

/** Writes the selection of a search and answers it. */
async function gravarPesquisa(
  tx: Executor,
  usuario: UsuarioSessao,
  { nr_vaga, filtros, r }: Awaited<ReturnType<typeof pesquisarParaSelecao>>,
): Promise<PesquisaCandidatosResposta> {
  const { nrSelecao, candidatos } = await gravarSelecao(tx, {
    nr_vaga,
    cd_usuario: usuario.cd_sip,
    filtros,
    total: r.total,
    candidatos: r.candidatos,
  });
  return {
    nr_selecao: nrSelecao,
    total: r.total,
    total_label: rotuloTotal(r.total),
    quantidade: filtros.quantidadePesquisa,
    candidatos,
  };
}

/** Marks a row of a selection seen (S) or not seen (N). */
export async function marcarVisualizado(
  db: Executor,
  nrSelecao: number,
  cdPessoa: number,
  valor: 'S' | 'N',
): Promise<void> {
  const r = linhas(
    await db.execute(sql`
      UPDATE selecao_candidato
         SET id_visto = ${valor}, dt_visto = CASE WHEN ${valor} = 'S' THEN now() END, alterado_em = now()
       WHERE nr_selecao = ${nrSelecao} AND cd_pessoa_candidato = ${cdPessoa}
      RETURNING nr_selecao`),
  );
  if (!r.length) throw notFound(MENSAGENS_PESQUISA.selecaoNaoEncontrada);
}

/**
 * Discards a candidate from a selection: it leaves the list, and every later search of the vacancy
 * leaves it out. Refused on a frozen vacancy (spec 001 §4). Discarding again changes nothing.
 */
export async function descartarCandidato(
  db: Db,
  usuario: UsuarioSessao,
  d: { nr_selecao: number; cd_pessoa: number; nr_vaga: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [sel] = linhas<{ nr_vaga: number | string }>(
      await tx.execute(sql`
        SELECT s.nr_vaga FROM selecao_candidato s
         WHERE s.nr_selecao = ${d.nr_selecao} AND s.cd_pessoa_candidato = ${d.cd_pessoa}`),
    );
    if (!sel) throw notFound(MENSAGENS_PESQUISA.selecaoNaoEncontrada);
    if (Number(sel.nr_vaga) !== d.nr_vaga) throw badRequest(MENSAGENS_PESQUISA.selecaoDeOutraVaga);
    const vaga = await situacaoDaVaga(tx, d.nr_vaga);
    if (vaga?.congelada) throw conflict(MENSAGENS.vagaCongelada);
    await tx.execute(sql`
      UPDATE selecao_candidato
         SET id_descartado = 'S', dt_descarte = coalesce(dt_descarte, now()),
             cd_usuario_descarte = coalesce(cd_usuario_descarte, ${usuario.cd_sip}), alterado_em = now()
       WHERE nr_selecao = ${d.nr_selecao} AND cd_pessoa_candidato = ${d.cd_pessoa}`);
  });
}

/** What a send reached on one row of a selection: S or N per channel tried; null keeps the mark. */
export interface EnvioSelecao {
  email?: 'S' | 'N' | null;
  sms?: 'S' | 'N' | null;
  whatsapp?: 'S' | 'N' | null;
}

/** Marks on a selection's row which channels reached the candidate (the search history shows them). */
export async function marcarEnvio(
  ex: Executor,
  nrSelecao: number,
  cdPessoa: number,
  envio: EnvioSelecao,
): Promise<void> {
  await ex.execute(sql`
    UPDATE selecao_candidato
       SET id_envio_email = coalesce(${envio.email ?? null}, id_envio_email),
           id_envio_sms = coalesce(${envio.sms ?? null}, id_envio_sms),
           id_envio_whatsapp = coalesce(${envio.whatsapp ?? null}, id_envio_whatsapp),
           alterado_em = now()
     WHERE nr_selecao = ${nrSelecao} AND cd_pessoa_candidato = ${cdPessoa}`);
}
