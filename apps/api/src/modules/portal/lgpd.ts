import {
  DESTINATARIOS_TRATAMENTO,
  FINALIDADES_TRATAMENTO,
  SITUACOES_PEDIDO_LGPD,
} from '@backoffice/domain/lgpd';
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { sql } from 'drizzle-orm';
import { createElement as h } from 'react';
import { consultar } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { dadosDoTitular, type Linha, type SecaoDoTitular } from '../candidato/candidato.entry';

export interface ExportacaoLgpd {
  gerado_em: string;
  controlador: string;
  titular: Linha;
  /** What the data is processed for and who receives it (LGPD art. 18, I, VII and art. 9º). */
  tratamento: { finalidades: string[]; destinatarios: string[] };
  secoes: SecaoDoTitular[];
}

const TIPOS_PEDIDO: Readonly<Record<string, string>> = { E: 'Eliminação dos dados' };

/**
 * What the logged candidate may take of what the company holds about them (LGPD art. 18, II): the
 * record and its lists from the candidate module, the portal's own consents and requests, and the
 * purposes and recipients of the processing. Own record only; what is left out, and why, is in
 * docs/portal.md ('LGPD'). The JSON and the PDF are both made from this structure.
 */
export async function exportarDadosDoCandidato(
  deps: AppDeps,
  cdPessoa: number,
): Promise<ExportacaoLgpd | null> {
  const d = await dadosDoTitular(deps.db, cdPessoa);
  if (!d) return null;
  const [consentimentos, pedidos] = await Promise.all([
    consultar<{ l: Linha }>(
      deps.db,
      sql`SELECT row_to_json(x) AS l FROM (
            SELECT nr_vaga, ds_versao_aviso, ds_finalidade, ds_ip, criado_em
              FROM consentimento_candidato WHERE cd_pessoa = ${cdPessoa} ORDER BY criado_em) x`,
    ),
    consultar<{ l: Linha }>(
      deps.db,
      sql`SELECT row_to_json(x) AS l FROM (
            SELECT id_tipo, id_situacao, ds_motivo, ds_decisao, criado_em, decidido_em
              FROM pedido_lgpd WHERE cd_pessoa = ${cdPessoa} ORDER BY criado_em) x`,
    ),
  ]);
  const empresas = d.destinatarios.map((v) => DESTINATARIOS_TRATAMENTO.vaga(v.nr_vaga, v.titulo, v.empresa));
  return {
    gerado_em: new Date().toISOString(),
    controlador: 'Recrutamento e Seleção',
    titular: d.cadastro,
    tratamento: {
      finalidades: [...FINALIDADES_TRATAMENTO],
      destinatarios: [
        DESTINATARIOS_TRATAMENTO.equipe,
        DESTINATARIOS_TRATAMENTO.empresas,
        ...(empresas.length ? empresas : [DESTINATARIOS_TRATAMENTO.nenhumaEmpresa]),
      ],
    },
    secoes: [
      ...d.secoes,
      {
        secao: 'consentimentos',
        titulo: 'Consentimentos',
        linhas: consentimentos.map((r) => r.l),
      },
      {
        secao: 'pedidos_lgpd',
        titulo: 'Pedidos LGPD',
        linhas: pedidos.map(({ l }) => ({
          tipo: TIPOS_PEDIDO[String(l.id_tipo)] ?? null,
          situacao: SITUACOES_PEDIDO_LGPD[l.id_situacao as keyof typeof SITUACOES_PEDIDO_LGPD] ?? null,
          ds_motivo: l.ds_motivo,
          ds_decisao: l.ds_decisao,
          criado_em: l.criado_em,
          decidido_em: l.decidido_em,
        })),
      },
    ],
  };
}

/** The JSON file: the purposes and recipients, the record and one key per section. */
export function exportacaoJson(e: ExportacaoLgpd): Record<string, unknown> {
  return {
    gerado_em: e.gerado_em,
    controlador: e.controlador,
    titular: e.titular,
    tratamento: e.tratamento,
    ...Object.fromEntries(e.secoes.map((s) => [s.secao, s.linhas])),
  };
}

const estilos = StyleSheet.create({
  pagina: { padding: 36, fontSize: 9, fontFamily: 'Helvetica', color: '#222222' },
  titulo: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginBottom: 4, color: '#1c4f8c' },
  subtitulo: { fontSize: 9, color: '#555555', marginBottom: 10 },
  secao: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 4, color: '#1c4f8c' },
  paragrafo: { marginBottom: 3 },
  item: { marginBottom: 6, paddingBottom: 4, borderBottom: '0.5pt solid #dddddd' },
  linha: { flexDirection: 'row' },
  campo: { width: 160, color: '#555555' },
  valor: { flex: 1 },
  rodape: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 8, color: '#555555' },
});

function texto(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function campos(l: Linha) {
  return Object.entries(l)
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) =>
      h(
        View,
        { key: k, style: estilos.linha, wrap: false },
        h(Text, { style: estilos.campo }, k),
        h(Text, { style: estilos.valor }, texto(v)),
      ),
    );
}

/** The same data as a readable PDF: the purposes and recipients, the record, then each section with its rows. */
export async function exportacaoPdf(e: ExportacaoLgpd): Promise<Buffer> {
  const nome = texto(e.titular.nm_pessoa);
  const doc = h(
    Document,
    { title: `Meus dados - ${nome}`, language: 'pt-BR' },
    h(
      Page,
      { size: 'A4', style: estilos.pagina },
      h(Text, { style: estilos.titulo }, 'Meus dados pessoais'),
      h(
        Text,
        { style: estilos.subtitulo },
        `${nome} — dados mantidos por ${e.controlador}, gerado em ${new Date(e.gerado_em).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })} (Lei 13.709/2018, art. 18).`,
      ),
      h(Text, { style: estilos.secao }, 'Para que usamos os seus dados'),
      ...e.tratamento.finalidades.map((f, i) => h(Text, { key: `f-${i}`, style: estilos.paragrafo }, f)),
      h(Text, { style: estilos.secao }, 'Quem recebe os seus dados'),
      ...e.tratamento.destinatarios.map((d, i) => h(Text, { key: `d-${i}`, style: estilos.paragrafo }, d)),
      h(Text, { style: estilos.secao }, 'Cadastro'),
      h(View, { style: estilos.item }, ...campos(e.titular)),
      ...e.secoes.flatMap((s) => [
        h(Text, { key: `t-${s.secao}`, style: estilos.secao }, `${s.titulo} (${s.linhas.length})`),
        ...(s.linhas.length
          ? s.linhas.map((l, i) => h(View, { key: `${s.secao}-${i}`, style: estilos.item }, ...campos(l)))
          : [h(Text, { key: `v-${s.secao}` }, 'Nenhum registro.')]),
      ]),
      h(Text, {
        style: estilos.rodape,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          `Meus dados pessoais — página ${pageNumber} de ${totalPages}`,
      }),
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
