import { type Beneficios, textoBeneficios } from '@backoffice/domain/beneficios';
import { instanteComFuso } from '@backoffice/domain/datas';
import {
  type JobPosting,
  SITUACOES_DIVULGAVEIS,
  TIPO_EMPREGO_SCHEMA_ORG,
  UNIDADE_SALARIO_SCHEMA_ORG,
} from '@backoffice/domain/divulgacao';
import { type SQL, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Config } from '../../../config';
import { type Executor, linhas } from '../../../db/client';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';

/** A vacancy as the public feed shows it: every text plain (markup removed when read). */
export interface VagaPublica {
  nr_vaga: number;
  nr_requisicao: number;
  titulo: string;
  ds_observacao_internet: string | null;
  ds_requisitos_internet: string | null;
  ds_atividades_internet: string | null;
  ds_local_atuacao_internet: string | null;
  data_publicacao: Date;
  data_retirada: Date | null;
  cd_tipo_contratacao: number;
  vl_salario: number | null;
  id_salario: string | null;
  empresa: string;
  cidade: string | null;
  uf: string | null;
  qt_vagas: number | null;
  beneficios: Beneficios | null;
}

/**
 * Released on the internet, in a situation shown on the web, and within its release and withdrawal
 * dates: what the public page, the XML feed and the job boards show.
 */
export const CONDICAO_PUBLICADA = sql`v.id_libera_internet = 'S'
  AND v.cd_situacao_vaga = ANY(${sql.raw(`ARRAY[${SITUACOES_DIVULGAVEIS.join(',')}]::int[]`)})
  AND (v.dt_libera_internet IS NULL OR v.dt_libera_internet <= now())
  AND (v.dt_retira_internet IS NULL OR v.dt_retira_internet > now())`;

async function consultarVagas(ex: Executor, filtro: SQL, limite: number): Promise<VagaPublica[]> {
  const r = await ex.execute(sql`
    SELECT v.nr_vaga, v.nr_requisicao,
           coalesce(CASE WHEN cc.id_cargo_exibir_web = 'C' THEN cc.nm_cargo_cliente END, cg.nm_cargo, cc.nm_cargo_cliente,
                    'Vaga ' || v.nr_vaga) AS titulo,
           v.ds_observacao_internet, v.ds_requisitos_internet, v.ds_atividades_internet, v.ds_local_atuacao_internet,
           coalesce(v.dt_libera_internet, v.criado_em) AS data_publicacao, v.dt_retira_internet AS data_retirada,
           v.cd_tipo_contratacao, v.vl_salario::float8 AS vl_salario, v.id_salario,
           CASE WHEN v.id_vaga_confidencial = 'S' OR v.id_vaga_sigilosa = 'S' THEN e.nm_empresa ELSE cli.nm_pessoa END AS empresa,
           CASE WHEN v.id_local_trabalho = 'L' THEN v.nm_cidade_atuacao ELSE coalesce(cl.nm_cidade, e.nm_cidade) END AS cidade,
           CASE WHEN v.id_local_trabalho = 'L' THEN v.cd_uf_atuacao ELSE coalesce(cl.cd_uf, e.cd_uf) END AS uf,
           r.qt_vagas, to_jsonb(b) AS beneficios
      FROM vaga v
      JOIN requisicao r ON r.nr_requisicao = v.nr_requisicao
      JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = v.cd_empresa
      JOIN ${tabelasCandidato.pessoa('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
      LEFT JOIN ${tabelasCliente.cliente('cl')} ON cl.cd_pessoa = v.cd_pessoa_cliente
      LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
      LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
      LEFT JOIN requisicao_beneficio b ON b.nr_requisicao = v.nr_requisicao
     WHERE ${CONDICAO_PUBLICADA} AND ${filtro}
     ORDER BY coalesce(v.dt_libera_internet, v.criado_em) DESC, v.nr_vaga DESC
     LIMIT ${limite}`);
  return linhas<Record<string, unknown>>(r).map((l) => {
    const v = l as unknown as VagaPublica;
    const beneficios = (
      typeof l.beneficios === 'string' ? JSON.parse(l.beneficios) : l.beneficios
    ) as Beneficios | null;
    return {
      ...v,
      titulo: textoPlano(v.titulo) || `Vaga ${l.nr_vaga}`,
      ds_observacao_internet: paragrafosPlanos(v.ds_observacao_internet),
      ds_requisitos_internet: paragrafosPlanos(v.ds_requisitos_internet),
      ds_atividades_internet: paragrafosPlanos(v.ds_atividades_internet),
      ds_local_atuacao_internet: paragrafosPlanos(v.ds_local_atuacao_internet),
      empresa: textoPlano(v.empresa),
      cidade: v.cidade === null ? null : textoPlano(v.cidade) || null,
      uf: v.uf === null ? null : textoPlano(v.uf) || null,
      beneficios: beneficios && {
        ...beneficios,
        ds_obs_outros_beneficios: beneficios.ds_obs_outros_beneficios
          ? textoPlano(beneficios.ds_obs_outros_beneficios) || null
          : null,
      },
      nr_vaga: Number(l.nr_vaga),
      nr_requisicao: Number(l.nr_requisicao),
      cd_tipo_contratacao: Number(l.cd_tipo_contratacao),
      vl_salario: l.vl_salario === null ? null : Number(l.vl_salario),
      qt_vagas: l.qt_vagas === null ? null : Number(l.qt_vagas),
      data_publicacao: new Date(l.data_publicacao as string),
      data_retirada: l.data_retirada ? new Date(l.data_retirada as string) : null,
    };
  });
}

/** A vacancy published on the web, or null. */
export async function buscarVagaPublicada(ex: Executor, nrVaga: number): Promise<VagaPublica | null> {
  const [v] = await consultarVagas(ex, sql`v.nr_vaga = ${nrVaga}`, 1);
  return v ?? null;
}

/** The most vacancies the XML feed carries. */
export const LIMITE_FEED = 5000;

/** Every vacancy published on the web, newest first. */
export function listarVagasPublicadas(ex: Executor): Promise<VagaPublica[]> {
  return consultarVagas(ex, sql`TRUE`, LIMITE_FEED);
}

// Tags only; the text of script, style, textarea and option elements goes with them.
const SEM_MARCACAO: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
// Where a tag ends a line or a block, a line break keeps the words on either side apart.
const FIM_DE_BLOCO = /<(?:br|\/(?:p|div|li|h[1-6]|tr))\b[^>]*>/gi;

/** The text with its markup removed and its entities decoded once; line breaks kept. */
function semMarcacao(t: string): string {
  // sanitize-html decodes the entities while parsing and escapes &, < and > again on output: undone here.
  return sanitizeHtml(t.replace(FIM_DE_BLOCO, '$&\n'), SEM_MARCACAO)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Plain text of a one-line field of the feed: no markup, entities decoded once, whitespace collapsed. */
export function textoPlano(t: string): string {
  return semMarcacao(t).replace(/\s+/g, ' ').trim();
}

/** Plain text of a long field: as textoPlano, keeping one line break between lines and paragraphs. */
export function paragrafosPlanos(t: string | null): string | null {
  if (t === null) return null;
  const linhas = semMarcacao(t)
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return linhas.length ? linhas.join('\n') : null;
}

/** The description in plain text: text, requirements, activities and work location, a paragraph each. */
export function descricao(v: VagaPublica): string {
  const partes: string[] = [];
  if (v.ds_observacao_internet) partes.push(v.ds_observacao_internet);
  if (v.ds_requisitos_internet) partes.push(`Requisitos: ${v.ds_requisitos_internet}`);
  if (v.ds_atividades_internet) partes.push(`Atividades: ${v.ds_atividades_internet}`);
  if (v.ds_local_atuacao_internet) partes.push(`Local de atuação: ${v.ds_local_atuacao_internet}`);
  return partes.join('\n\n') || v.titulo;
}

/** The vacancy's public page on the site, when JOB_POSTING_URL_BASE is set. */
export function urlVaga(config: Pick<Config, 'JOB_POSTING_URL_BASE'>, nrVaga: number): string | undefined {
  return config.JOB_POSTING_URL_BASE
    ? `${config.JOB_POSTING_URL_BASE.replace(/\/+$/, '')}/${nrVaga}`
    : undefined;
}

/** An instant in Brasília time, ISO 8601 with its offset (2026-12-31T00:00:00-03:00). */
export function instanteBrasilia(instante: Date): string {
  return instanteComFuso(instante);
}

/**
 * The schema.org JobPosting of a published vacancy: valid through its withdrawal instant (when it
 * has one: the editor's date is the start of that day, when the page leaves the portal); one applies
 * on the portal's page (directApply).
 */
export function jobPosting(v: VagaPublica, config: Pick<Config, 'JOB_POSTING_URL_BASE'>): JobPosting {
  const unidade = v.id_salario ? UNIDADE_SALARIO_SCHEMA_ORG[v.id_salario] : undefined;
  const beneficios = textoBeneficios(v.beneficios);
  const url = urlVaga(config, v.nr_vaga);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: v.titulo,
    description: descricao(v),
    identifier: { '@type': 'PropertyValue', name: v.empresa, value: String(v.nr_vaga) },
    datePosted: v.data_publicacao.toISOString(),
    // the page leaves the portal at the withdrawal instant (CONDICAO_PUBLICADA): valid until then
    ...(v.data_retirada ? { validThrough: instanteBrasilia(v.data_retirada) } : {}),
    ...(TIPO_EMPREGO_SCHEMA_ORG[v.cd_tipo_contratacao]
      ? { employmentType: TIPO_EMPREGO_SCHEMA_ORG[v.cd_tipo_contratacao] }
      : {}),
    hiringOrganization: { '@type': 'Organization', name: v.empresa },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(v.cidade ? { addressLocality: v.cidade } : {}),
        ...(v.uf ? { addressRegion: v.uf } : {}),
        addressCountry: 'BR',
      },
    },
    ...(unidade && v.vl_salario && v.vl_salario > 0
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount' as const,
            currency: 'BRL' as const,
            value: { '@type': 'QuantitativeValue' as const, value: v.vl_salario, unitText: unidade },
          },
        }
      : {}),
    ...(v.qt_vagas ? { totalJobOpenings: v.qt_vagas } : {}),
    ...(beneficios ? { jobBenefits: beneficios } : {}),
    ...(url ? { url } : {}),
    directApply: true,
  };
}

/** The text without the characters XML 1.0 refuses even inside CDATA (controls other than tab and line breaks). */
function semControle(t: string): string {
  let saida = '';
  for (const ch of t) {
    const c = ch.codePointAt(0) ?? 0;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff) continue;
    saida += ch;
  }
  return saida;
}

function cdata(valor: string | number): string {
  return `<![CDATA[${semControle(String(valor)).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

function xmlTexto(valor: string): string {
  return semControle(valor).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}

const TIPO_FEED: Readonly<Record<string, string>> = {
  FULL_TIME: 'fulltime',
  TEMPORARY: 'temporary',
  CONTRACTOR: 'contract',
  INTERN: 'internship',
};

const POR: Readonly<Record<string, string>> = { HOUR: 'por hora', DAY: 'por dia', MONTH: 'por mês' };

/**
 * The XML job feed (the <source>/<job> format job boards such as Indeed read) of every vacancy
 * published on the web.
 */
export function feedXml(
  vagas: readonly VagaPublica[],
  config: Pick<Config, 'JOB_POSTING_URL_BASE' | 'JOB_FEED_PUBLISHER'>,
  agora: Date = new Date(),
): string {
  const linhas = ['<?xml version="1.0" encoding="UTF-8"?>', '<source>'];
  linhas.push(`  <publisher>${xmlTexto(config.JOB_FEED_PUBLISHER)}</publisher>`);
  if (config.JOB_POSTING_URL_BASE)
    linhas.push(`  <publisherurl>${cdata(config.JOB_POSTING_URL_BASE)}</publisherurl>`);
  linhas.push(`  <lastBuildDate>${agora.toUTCString()}</lastBuildDate>`);
  for (const v of vagas) {
    const j = jobPosting(v, config);
    linhas.push('  <job>');
    linhas.push(`    <title>${cdata(j.title)}</title>`);
    linhas.push(`    <date>${cdata(v.data_publicacao.toUTCString())}</date>`);
    linhas.push(`    <referencenumber>${cdata(v.nr_vaga)}</referencenumber>`);
    linhas.push(`    <requisitionid>${cdata(v.nr_requisicao)}</requisitionid>`);
    if (j.url) linhas.push(`    <url>${cdata(j.url)}</url>`);
    linhas.push(`    <company>${cdata(j.hiringOrganization.name)}</company>`);
    linhas.push(`    <city>${cdata(v.cidade ?? '')}</city>`);
    linhas.push(`    <state>${cdata(v.uf ?? '')}</state>`);
    linhas.push('    <country>BR</country>');
    linhas.push(`    <description>${cdata(j.description)}</description>`);
    if (j.baseSalary) {
      const valor = j.baseSalary.value.value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
      linhas.push(`    <salary>${cdata(`${valor} ${POR[j.baseSalary.value.unitText]}`)}</salary>`);
    }
    if (j.employmentType && TIPO_FEED[j.employmentType])
      linhas.push(`    <jobtype>${cdata(TIPO_FEED[j.employmentType])}</jobtype>`);
    if (j.validThrough)
      linhas.push(`    <expirationdate>${cdata(j.validThrough.slice(0, 10))}</expirationdate>`);
    if (j.jobBenefits) linhas.push(`    <benefits>${cdata(j.jobBenefits)}</benefits>`);
    linhas.push('  </job>');
  }
  linhas.push('</source>', '');
  return linhas.join('\n');
}
