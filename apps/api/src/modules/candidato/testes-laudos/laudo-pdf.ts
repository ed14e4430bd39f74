import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';

const AZUL = '#1c4f8c';
const CINZA = '#555555';

const estilos = StyleSheet.create({
  pagina: { padding: 36, fontSize: 10, fontFamily: 'Helvetica', color: '#222222' },
  topo: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 14 },
  logo: { fontSize: 14, fontFamily: 'Helvetica-Bold', color: AZUL },
  logoCliente: { fontSize: 12, fontFamily: 'Helvetica-Bold', color: CINZA },
  titulo: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginBottom: 2 },
  subtitulo: { fontSize: 10, color: CINZA, marginBottom: 10 },
  tituloSecao: {
    fontSize: 11,
    fontFamily: 'Helvetica-Bold',
    color: AZUL,
    borderBottomWidth: 1,
    borderBottomColor: AZUL,
    paddingBottom: 2,
    marginBottom: 4,
    marginTop: 10,
  },
  linha: { marginBottom: 2 },
  rotulo: { fontFamily: 'Helvetica-Bold' },
  tabela: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#cccccc', paddingVertical: 3 },
  cab: { fontFamily: 'Helvetica-Bold' },
  rodape: {
    position: 'absolute',
    bottom: 18,
    left: 36,
    right: 36,
    fontSize: 8,
    color: CINZA,
    textAlign: 'center',
  },
});

const dataBr = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');

function linha(rotulo: string, valor: string | null | undefined): ReactElement | null {
  if (!valor) return null;
  return h(Text, { style: estilos.linha }, h(Text, { style: estilos.rotulo }, `${rotulo}: `), valor);
}

/** The header with the logo flags: the company's mark and the client's name as its mark. */
function topo(logoEmpresa: boolean, logoCliente: string | null): ReactElement {
  return h(
    View,
    { style: estilos.topo },
    h(Text, { style: estilos.logo }, logoEmpresa ? 'RECRUTAMENTO E SELEÇÃO' : ' '),
    h(Text, { style: estilos.logoCliente }, logoCliente ? logoCliente.toUpperCase() : ' '),
  );
}

export interface DadosLaudo {
  nm_pessoa: string;
  cd_pessoa: number;
  nr_documento_cpf: string | null;
  nm_cliente: string;
  nm_cargo: string;
  tipo: 'P' | 'E';
  logo_empresa: boolean;
  logo_cliente: boolean;
  analista: string | null;
  data: string;
  testes: {
    ds_teste: string;
    dt_teste: string;
    nota: string | null;
    grau: string | null;
    resultado: string | null;
  }[];
}

/** The test report: standard (P) or the customer-specific one (E), with the logo flags. */
export async function renderizarLaudo(d: DadosLaudo): Promise<Buffer> {
  const especifico = d.tipo === 'E';
  const col = (w: string, texto: string, cab = false) =>
    h(Text, { style: { width: w, ...(cab ? estilos.cab : {}) } }, texto);
  const doc = h(
    Document,
    { title: `Laudo de avaliação - ${d.nm_pessoa}`, language: 'pt-BR' },
    h(
      Page,
      { size: 'A4', style: estilos.pagina },
      topo(d.logo_empresa, d.logo_cliente ? d.nm_cliente : null),
      h(
        Text,
        { style: estilos.titulo },
        especifico ? `Laudo de avaliação - ${d.nm_cliente}` : 'Laudo de avaliação',
      ),
      h(Text, { style: estilos.subtitulo }, especifico ? 'Modelo específico do cliente' : 'Modelo padrão'),
      linha('Candidato', `${d.nm_pessoa} (código ${d.cd_pessoa})`),
      linha('CPF', d.nr_documento_cpf),
      linha('Cliente', d.nm_cliente),
      linha('Cargo', d.nm_cargo),
      linha('Data', dataBr(d.data)),
      h(Text, { style: estilos.tituloSecao }, 'Testes aplicados'),
      h(
        View,
        { style: estilos.tabela },
        col('40%', 'Teste', true),
        col('15%', 'Data', true),
        col('10%', 'Nota', true),
        col('15%', 'Grau', true),
        col('20%', 'Resultado', true),
      ),
      ...d.testes.map((t) =>
        h(
          View,
          { style: estilos.tabela, wrap: false },
          col('40%', t.ds_teste),
          col('15%', dataBr(t.dt_teste)),
          col('10%', t.nota ?? '-'),
          col('15%', t.grau ?? '-'),
          col('20%', t.resultado ?? '-'),
        ),
      ),
      especifico
        ? h(
            View,
            null,
            h(Text, { style: estilos.tituloSecao }, `Parecer para ${d.nm_cliente}`),
            h(
              Text,
              { style: { lineHeight: 1.5 } },
              `Avaliação do(a) candidato(a) para o cargo de ${d.nm_cargo} segundo os critérios acordados com o cliente.`,
            ),
          )
        : null,
      h(Text, { style: { marginTop: 40 } }, '_____________________________________________'),
      h(Text, null, d.analista ?? 'Analista responsável'),
      h(
        Text,
        { style: estilos.rodape, fixed: true },
        'Documento confidencial - uso exclusivo do processo seletivo',
      ),
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}

export interface DadosLaudoMedico {
  nm_pessoa: string;
  cd_pessoa: number;
  nr_documento_cpf: string | null;
  data: string;
  emitido_por: string | null;
  deficiencias: {
    nm_tipo: string;
    cd_cid: string | null;
    ds_observacao: string | null;
    dt_validade: string | null;
  }[];
}

/** The medical report of the chosen disabilities. */
export async function renderizarLaudoMedico(d: DadosLaudoMedico): Promise<Buffer> {
  const doc = h(
    Document,
    { title: `Laudo médico - ${d.nm_pessoa}`, language: 'pt-BR' },
    h(
      Page,
      { size: 'A4', style: estilos.pagina },
      topo(true, null),
      h(Text, { style: estilos.titulo }, 'Laudo médico - Pessoa com deficiência'),
      h(Text, { style: estilos.subtitulo }, `Emitido em ${dataBr(d.data)}`),
      linha('Candidato', `${d.nm_pessoa} (código ${d.cd_pessoa})`),
      linha('CPF', d.nr_documento_cpf),
      h(Text, { style: estilos.tituloSecao }, 'Deficiências'),
      ...d.deficiencias.map((x) =>
        h(
          View,
          { style: { marginBottom: 6 }, wrap: false },
          h(Text, { style: estilos.rotulo }, x.nm_tipo),
          linha('CID', x.cd_cid),
          linha('Observação', x.ds_observacao),
          linha('Data do laudo', x.dt_validade ? dataBr(x.dt_validade) : null),
        ),
      ),
      h(Text, { style: { marginTop: 32 } }, `Emitido por: ${d.emitido_por ?? '-'}`),
      h(
        Text,
        { style: estilos.rodape, fixed: true },
        'Documento confidencial - a leitura deste laudo é registrada',
      ),
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}

export interface DadosTermo {
  tipo: 'R' | 'P';
  nm_pessoa: string;
  nr_documento_cpf: string | null;
  nr_vaga: number;
  nm_cargo: string | null;
  nm_cliente: string | null;
  dt_admissao: string | null;
  dt_demissao: string | null;
  data: string;
}

/** The termination (R) or extension (P) document sent for signature. */
export async function renderizarTermo(d: DadosTermo): Promise<Buffer> {
  const titulo =
    d.tipo === 'R'
      ? 'Termo de rescisão do contrato de trabalho'
      : 'Termo de prorrogação do contrato de trabalho';
  const texto =
    d.tipo === 'R'
      ? `As partes declaram rescindido, em ${dataBr(d.dt_demissao)}, o contrato de trabalho temporário de ${d.nm_pessoa} no cargo de ${d.nm_cargo ?? '-'}, iniciado em ${dataBr(d.dt_admissao)}.`
      : `As partes acordam a prorrogação do contrato de trabalho temporário de ${d.nm_pessoa} no cargo de ${d.nm_cargo ?? '-'}, iniciado em ${dataBr(d.dt_admissao)}, nos termos da legislação vigente.`;
  const doc = h(
    Document,
    { title: titulo, language: 'pt-BR' },
    h(
      Page,
      { size: 'A4', style: estilos.pagina },
      topo(true, d.nm_cliente),
      h(Text, { style: estilos.titulo }, titulo),
      h(Text, { style: estilos.subtitulo }, `Vaga ${d.nr_vaga} - ${dataBr(d.data)}`),
      linha('Trabalhador', d.nm_pessoa),
      linha('CPF', d.nr_documento_cpf),
      linha('Tomador', d.nm_cliente),
      h(Text, { style: { marginTop: 12, lineHeight: 1.5 } }, texto),
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
