import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type InformacaoDocumento,
  MENSAGENS_ASSINATURA as M,
  situacaoDocumento,
} from '@backoffice/domain/assinatura';
import type { UsuarioSessao } from '@backoffice/domain/auth';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { sql } from 'drizzle-orm';
import { linhas } from '../../../db/client';
import { type AcaoLocal, ErroAssinatura, ehLocal } from '../../../platform/adapters/assinatura';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, HttpError, notFound } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasVaga, vagaComo } from '../../vaga/vaga.tabelas';
import { renderizarTermo } from '../testes-laudos/laudo-pdf';
import { exigirCandidato } from '../testes-laudos/testes.service';

type Linha = Record<string, unknown>;
const txt = (v: unknown) => (v === null || v === undefined ? null : String(v));

const VAGA_COLUNAS = sql`vc.nr_vaga, cg.nm_cargo, e.nm_empresa AS nm_unidade,
  coalesce(nullif(cl.nm_apelido, ''), cl.nm_pessoa) AS nm_cliente`;
const VAGA_JUNCOES = sql`JOIN ${vagaComo('v')} ON v.nr_vaga = vc.nr_vaga
  LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
  LEFT JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = v.cd_empresa
  LEFT JOIN pessoa cl ON cl.cd_pessoa = v.cd_pessoa_cliente`;

/**
 * GET candidato/documentos/{cd}: the candidate's vacancies that have documents or where the
 * candidate started work (the ones a document can be sent from), most recent first.
 */
export async function vagasComDocumentos(deps: AppDeps, cd: number) {
  await exigirCandidato(deps.db, cd);
  const r = linhas<Linha>(
    await deps.db.execute(sql`
      SELECT ${VAGA_COLUNAS}, to_char(coalesce(d.dt_admissao, vc.dt_inicio_trabalho), 'YYYY-MM-DD') AS dt_admissao,
             to_char(d.dt_demissao, 'YYYY-MM-DD') AS dt_demissao, coalesce(d.qt, 0)::int AS qt
        FROM ${tabelasVaga.vaga_candidato('vc')} ${VAGA_JUNCOES}
        LEFT JOIN LATERAL (SELECT count(*) AS qt, max(dt_admissao) AS dt_admissao, max(dt_demissao) AS dt_demissao
                             FROM candidato_documento x WHERE x.cd_pessoa_candidato = vc.cd_pessoa_candidato AND x.nr_vaga = vc.nr_vaga) d ON true
       WHERE vc.cd_pessoa_candidato = ${cd} AND (vc.dt_inicio_trabalho IS NOT NULL OR d.qt > 0)
       ORDER BY vc.nr_vaga DESC`),
  );
  return r.map((x) => ({
    NR_VAGA: Number(x.nr_vaga),
    NM_CARGO: txt(x.nm_cargo),
    NM_UNIDADE: txt(x.nm_unidade),
    NM_CLIENTE: txt(x.nm_cliente),
    DT_ADMISSAO: txt(x.dt_admissao),
    DT_DEMISSAO: txt(x.dt_demissao),
    QT_DOCUMENTOS: Number(x.qt),
  }));
}

/** GET candidato/documentos-vaga/{cd}/{nrVaga}: the vacancy's documents sent for the candidate's signature. */
export async function documentosDaVaga(deps: AppDeps, cd: number, nrVaga: number) {
  await exigirCandidato(deps.db, cd);
  const r = linhas<Linha>(
    await deps.db.execute(sql`
      SELECT ${VAGA_COLUNAS}, to_char(coalesce(d.dt_admissao, vc.dt_inicio_trabalho), 'YYYY-MM-DD') AS dt_admissao,
             to_char(d.dt_demissao, 'YYYY-MM-DD') AS dt_demissao, d.documento_id, d.tipo_doc, d.nm_documento,
             to_char(d.criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS criado_em
        FROM candidato_documento d
        JOIN ${tabelasVaga.vaga_candidato('vc')} ON vc.nr_vaga = d.nr_vaga AND vc.cd_pessoa_candidato = d.cd_pessoa_candidato
        ${VAGA_JUNCOES}
       WHERE d.cd_pessoa_candidato = ${cd} AND d.nr_vaga = ${nrVaga}
       ORDER BY d.criado_em DESC, d.id DESC`),
  );
  return r.map((x) => ({
    NR_VAGA: Number(x.nr_vaga),
    NM_CARGO: txt(x.nm_cargo),
    NM_UNIDADE: txt(x.nm_unidade),
    NM_CLIENTE: txt(x.nm_cliente),
    DT_ADMISSAO: txt(x.dt_admissao),
    DT_DEMISSAO: txt(x.dt_demissao),
    DOCUMENTO_ID: String(x.documento_id),
    TIPO_DOC: (x.tipo_doc === 'R' ? 'R' : 'P') as 'R' | 'P',
    NM_DOCUMENTO: String(x.nm_documento),
    CRIADO_EM: String(x.criado_em),
  }));
}

/**
 * POST candidato/documentos-vaga/{cd}/{nrVaga}: renders the termination (R) or extension (P)
 * document and sends it for the candidate's signature through the adapter.
 */
export async function enviarDocumento(
  deps: AppDeps,
  usuario: UsuarioSessao,
  cd: number,
  nrVaga: number,
  c: { tipo_doc: 'R' | 'P'; dt_demissao?: string | null },
) {
  await exigirCandidato(deps.db, cd);
  const [v] = linhas<Linha>(
    await deps.db.execute(sql`
      SELECT ${VAGA_COLUNAS}, to_char(vc.dt_inicio_trabalho, 'YYYY-MM-DD') AS dt_admissao, p.nm_pessoa, p.ds_email, p.nr_documento_cpf
        FROM ${tabelasVaga.vaga_candidato('vc')} ${VAGA_JUNCOES} JOIN pessoa p ON p.cd_pessoa = vc.cd_pessoa_candidato
       WHERE vc.cd_pessoa_candidato = ${cd} AND vc.nr_vaga = ${nrVaga}`),
  );
  if (!v) throw badRequest(M.vagaSemCandidato);
  if (!v.ds_email) throw badRequest(M.semEmail);
  if (c.tipo_doc === 'R' && !c.dt_demissao) throw badRequest(M.dataDemissao);
  const nome =
    `${c.tipo_doc === 'R' ? 'Rescisão' : 'Prorrogação'} - Vaga ${nrVaga} - ${String(v.nm_pessoa)}`.slice(
      0,
      200,
    );
  const pdf = await renderizarTermo({
    tipo: c.tipo_doc,
    nm_pessoa: String(v.nm_pessoa),
    nr_documento_cpf: txt(v.nr_documento_cpf),
    nr_vaga: nrVaga,
    nm_cargo: txt(v.nm_cargo),
    nm_cliente: txt(v.nm_cliente),
    dt_admissao: txt(v.dt_admissao),
    dt_demissao: c.dt_demissao ?? null,
    data: dataNegocio(),
  });
  let id: string;
  try {
    id = await deps.assinatura.criarDocumento({
      nome,
      pdf,
      signatario: { name: String(v.nm_pessoa), email: String(v.ds_email) },
    });
  } catch (e) {
    if (e instanceof ErroAssinatura) throw new HttpError(502, M.erroEnviar);
    throw e;
  }
  await deps.db.execute(sql`INSERT INTO candidato_documento
      (cd_pessoa_candidato, nr_vaga, tipo_doc, documento_id, nm_documento, dt_admissao, dt_demissao, criado_por)
      VALUES (${cd}, ${nrVaga}, ${c.tipo_doc}, ${id}, ${nome}, ${txt(v.dt_admissao)}, ${c.tipo_doc === 'R' ? (c.dt_demissao ?? null) : null}, ${usuario.cd_sip})`);
  return { status: 1 as const, message: M.enviado, documento_id: id };
}

/** The ids among these that are documents of ours (others are not read from the service). */
async function idsConhecidos(deps: AppDeps, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const r = linhas<Linha>(
    await deps.db.execute(
      sql`SELECT documento_id FROM candidato_documento WHERE documento_id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    ),
  );
  return new Set(r.map((x) => String(x.documento_id)));
}

/** GET autentique/documentos?ids[]=...: each document's signature information, or erro when it could not be read. */
export async function informacoesDocumentos(deps: AppDeps, ids: readonly string[]) {
  const unicos = [...new Set(ids)];
  const conhecidos = await idsConhecidos(deps, unicos);
  const lidos = await deps.assinatura.documentos(unicos.filter((i) => conhecidos.has(i)));
  const documentos: Record<string, (InformacaoDocumento & { erro: false }) | { erro: true }> = {};
  for (const id of unicos) {
    const d = lidos.get(id);
    documentos[id] = d ? { ...d, erro: false } : { erro: true };
  }
  return { documentos, local: ehLocal(deps.assinatura) };
}

/** Re-reads a document from the service and keeps its state (A signed, R rejected, P pending). */
export async function atualizarSituacao(deps: AppDeps, id: string): Promise<boolean> {
  if (!(await idsConhecidos(deps, [id])).has(id)) return false;
  const d = (await deps.assinatura.documentos([id])).get(id);
  if (!d) return false;
  const s = situacaoDocumento(d);
  const codigo = s === 'Assinado' ? 'A' : s === 'Recusado' ? 'R' : 'P';
  await deps.db.execute(
    sql`UPDATE candidato_documento SET id_situacao = ${codigo}, dt_situacao = now() WHERE documento_id = ${id}`,
  );
  return true;
}

/** Local service only: marks the document's signature as its signer would, then reads it like the webhook. */
export async function marcarLocal(deps: AppDeps, id: string, acao: AcaoLocal, motivo: string | null) {
  const a = deps.assinatura;
  if (!ehLocal(a)) throw notFound(M.somenteLocal);
  if (!(await idsConhecidos(deps, [id])).has(id)) throw notFound(M.documentoNaoEncontrado);
  const d = await a.marcar(id, acao, motivo);
  if (!d) throw notFound(M.documentoNaoEncontrado);
  await atualizarSituacao(deps, id);
  return { recebido: true };
}

/** True when `assinatura` is the hex HMAC-SHA256 of the raw body with the secret ('sha256=' prefix allowed). */
export function assinaturaWebhookValida(
  corpo: Buffer,
  assinatura: string | undefined,
  segredo: string,
): boolean {
  if (!assinatura) return false;
  const valor = assinatura.startsWith('sha256=') ? assinatura.slice(7) : assinatura;
  const esperado = Buffer.from(createHmac('sha256', segredo).update(corpo).digest('hex'), 'utf8');
  const recebido = Buffer.from(valor.toLowerCase(), 'utf8');
  return esperado.length === recebido.length && timingSafeEqual(esperado, recebido);
}

/** The document an Autentique event is about: document.* carry the document, signature.* name it. */
export function documentoDoEvento(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null;
  const evento = (json as { event?: { type?: unknown; data?: { object?: Record<string, unknown> } } }).event;
  const objeto = evento?.data?.object;
  if (typeof evento?.type !== 'string' || !objeto) return null;
  if (evento.type.startsWith('document.') && typeof objeto.id === 'string') return objeto.id;
  const doc = objeto.document;
  if (typeof doc === 'string') return doc;
  if (doc && typeof doc === 'object' && typeof (doc as { id?: unknown }).id === 'string')
    return (doc as { id: string }).id;
  if (typeof objeto.document_id === 'string') return objeto.document_id;
  return null;
}

/** POST autentique/webhook after its signature was checked: re-reads the document the event names. */
export async function receberWebhook(deps: AppDeps, json: unknown) {
  const id = documentoDoEvento(json);
  if (!id) throw badRequest(M.corpoInvalido);
  return { recebido: await atualizarSituacao(deps, id) };
}
