import type { ConfiguracaoCurriculo } from '@backoffice/domain/curriculo';
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';

/** What the resume shows; the service reads it and leaves out what the settings hide. */
export interface DadosCurriculo {
  cd_pessoa: number;
  nm_pessoa: string;
  ds_email: string | null;
  telefones: string[];
  nr_documento_cpf: string | null;
  nr_documento_rg: string | null;
  nr_documento_pis: string | null;
  nr_documento_ctps: string | null;
  dt_nascimento: string | null;
  idade: number | null;
  sexo: string | null;
  estado_civil: string | null;
  cidade: string | null;
  nm_bairro: string | null;
  escolaridade: string | null;
  perfil: string | null;
  cargos: { nm_cargo: string; nr_experiencia: number }[];
  uniforme: { camisa: string | null; calca: string | null; calcado: number | null };
  turnos: string[];
  pretensao_salarial: number | null;
  formacoes: { curso: string; instituicao: string | null; situacao: string }[];
  empregos: {
    nm_pessoa_empresa: string;
    nm_cargo: string;
    dt_inicio: string;
    dt_fim: string | null;
    vl_ultimo_salario: number | null;
    ds_motivo_saida: string | null;
  }[];
  deficiencias: { nm_tipo: string; cd_cid: string | null }[];
  pareceres: { data: string; texto: string; usuario: string | null }[];
  tem_foto: boolean;
}

export interface VagaCurriculo {
  nr_vaga: number;
  nm_cargo: string | null;
  nm_cliente: string | null;
}

const AZUL = '#1c4f8c';
const CINZA = '#555555';

const estilos = StyleSheet.create({
  pagina: { padding: 36, fontSize: 10, fontFamily: 'Helvetica', color: '#222222' },
  paginaL2: { padding: 0, fontSize: 9, fontFamily: 'Helvetica', color: '#222222', flexDirection: 'row' },
  lateral: { width: 170, backgroundColor: AZUL, color: '#ffffff', padding: 18 },
  principal: { flex: 1, padding: 24 },
  logo: { fontSize: 14, fontFamily: 'Helvetica-Bold', color: AZUL, marginBottom: 4 },
  logoL2: { fontSize: 12, fontFamily: 'Helvetica-Bold', color: '#ffffff', marginBottom: 12 },
  titulo: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginBottom: 2 },
  subtitulo: { fontSize: 10, color: CINZA, marginBottom: 10 },
  secao: { marginTop: 10 },
  tituloSecao: {
    fontSize: 11,
    fontFamily: 'Helvetica-Bold',
    color: AZUL,
    borderBottomWidth: 1,
    borderBottomColor: AZUL,
    paddingBottom: 2,
    marginBottom: 4,
  },
  tituloSecaoL2: { fontSize: 10, fontFamily: 'Helvetica-Bold', color: AZUL, marginBottom: 3, marginTop: 8 },
  tituloLateral: { fontSize: 10, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 3 },
  linha: { marginBottom: 2 },
  rotulo: { fontFamily: 'Helvetica-Bold' },
  marca: {
    position: 'absolute',
    top: 360,
    left: 60,
    fontSize: 54,
    color: '#e6e6e6',
    transform: 'rotate(-30deg)',
  },
  foto: {
    width: 64,
    height: 78,
    borderWidth: 1,
    borderColor: CINZA,
    alignItems: 'center',
    justifyContent: 'center',
    marginBottom: 8,
  },
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
const dinheiro = (v: number) => v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

function linha(rotulo: string, valor: ReactNode): ReactElement | null {
  if (valor === null || valor === undefined || valor === '') return null;
  return h(Text, { style: estilos.linha }, h(Text, { style: estilos.rotulo }, `${rotulo}: `), valor);
}

function secao(titulo: string, layout: number, ...filhos: (ReactElement | null)[]): ReactElement {
  return h(
    View,
    { style: estilos.secao, wrap: true },
    h(Text, { style: layout === 2 ? estilos.tituloSecaoL2 : estilos.tituloSecao }, titulo),
    ...filhos,
  );
}

/** The blocks of the resume body, each honouring its setting. */
function corpo(d: DadosCurriculo, c: ConfiguracaoCurriculo): ReactElement[] {
  const L = c.mostrar_layout;
  const blocos: ReactElement[] = [];
  if (c.mostrar_perfil === 'S') {
    blocos.push(
      secao(
        'Perfil profissional',
        L,
        d.perfil ? h(Text, { style: estilos.linha }, d.perfil) : null,
        d.cargos.length
          ? h(
              Text,
              { style: estilos.linha },
              `Cargos pretendidos: ${d.cargos
                .map(
                  (x) => `${x.nm_cargo} (${x.nr_experiencia < 1 ? '6 meses' : `${x.nr_experiencia} anos`})`,
                )
                .join('; ')}`,
            )
          : null,
      ),
    );
  }
  if (d.formacoes.length) {
    blocos.push(
      secao(
        'Formação',
        L,
        ...d.formacoes.map((f) =>
          h(
            Text,
            { style: estilos.linha },
            `${f.curso}${f.instituicao ? ` - ${f.instituicao}` : ''} (${f.situacao})`,
          ),
        ),
      ),
    );
  }
  blocos.push(
    secao(
      'Experiência profissional',
      L,
      ...(d.empregos.length
        ? d.empregos.map((e) =>
            h(
              View,
              { style: { marginBottom: 4 }, wrap: false },
              h(Text, { style: estilos.rotulo }, `${e.nm_pessoa_empresa} - ${e.nm_cargo}`),
              h(
                Text,
                { style: estilos.linha },
                `${dataBr(e.dt_inicio)} a ${e.dt_fim ? dataBr(e.dt_fim) : 'atual'}`,
              ),
              c.ultimo_salario === 'S' && e.vl_ultimo_salario != null
                ? linha('Último salário', dinheiro(e.vl_ultimo_salario))
                : null,
              c.mostrar_motivo_saida === 'S' && e.ds_motivo_saida
                ? linha('Motivo da saída', e.ds_motivo_saida)
                : null,
            ),
          )
        : [h(Text, { style: estilos.linha }, 'Nenhuma experiência selecionada.')]),
    ),
  );
  if (c.mostrar_turnos_pretendidos === 'S' && d.turnos.length)
    blocos.push(secao('Turnos pretendidos', L, h(Text, { style: estilos.linha }, d.turnos.join(', '))));
  if (c.mostrar_pretensao_salarial === 'S' && d.pretensao_salarial != null)
    blocos.push(
      secao('Pretensão salarial', L, h(Text, { style: estilos.linha }, dinheiro(d.pretensao_salarial))),
    );
  if (c.mostrar_uniforme === 'S')
    blocos.push(
      secao(
        'Uniforme',
        L,
        linha('Camisa', d.uniforme.camisa),
        linha('Calça', d.uniforme.calca),
        linha('Calçado', d.uniforme.calcado == null ? null : String(d.uniforme.calcado)),
      ),
    );
  if (c.mostrar_deficiencia === 'S' && d.deficiencias.length)
    blocos.push(
      secao(
        'Deficiência (PCD)',
        L,
        ...d.deficiencias.map((x) =>
          h(Text, { style: estilos.linha }, `${x.nm_tipo}${x.cd_cid ? ` - CID ${x.cd_cid}` : ''}`),
        ),
      ),
    );
  if (c.emite_parecer === 'S')
    blocos.push(
      secao(
        'Parecer do analista',
        L,
        ...(d.pareceres.length
          ? d.pareceres.map((p) =>
              h(
                Text,
                { style: estilos.linha },
                `${dataBr(p.data)}${p.usuario ? ` (${p.usuario})` : ''}: ${p.texto}`,
              ),
            )
          : [h(Text, { style: estilos.linha }, 'Sem parecer registrado.')]),
      ),
    );
  return blocos;
}

/** Identification, personal data and documents: the header (layout 1) or the sidebar (layout 2). */
function identificacao(d: DadosCurriculo, c: ConfiguracaoCurriculo): (ReactElement | null)[] {
  const nome = c.identificar_candidato === 'S' ? d.nm_pessoa : `Candidato ${d.cd_pessoa}`;
  const L = c.mostrar_layout;
  const titulo = L === 2 ? estilos.tituloLateral : estilos.tituloSecao;
  const itens: (ReactElement | null)[] = [];
  if (c.mostrar_foto === 'S') {
    const iniciais =
      c.identificar_candidato === 'S'
        ? nome
            .split(/\s+/)
            .map((p) => p[0])
            .slice(0, 2)
            .join('')
        : '?';
    itens.push(h(View, { style: estilos.foto }, h(Text, null, d.tem_foto ? 'Foto' : iniciais)));
  }
  itens.push(
    h(Text, { style: L === 2 ? { fontSize: 14, fontFamily: 'Helvetica-Bold' } : estilos.titulo }, nome),
  );
  if (c.identificar_candidato === 'S') {
    itens.push(h(Text, { style: titulo }, 'Contato'));
    itens.push(linha('E-mail', d.ds_email));
    itens.push(linha('Telefones', d.telefones.join(' / ')));
  }
  if (c.mostrar_dados_pessoais === 'S') {
    itens.push(h(Text, { style: titulo }, 'Dados pessoais'));
    itens.push(
      linha(
        'Nascimento',
        d.dt_nascimento ? `${dataBr(d.dt_nascimento)}${d.idade != null ? ` (${d.idade} anos)` : ''}` : null,
      ),
    );
    itens.push(linha('Sexo', d.sexo));
    itens.push(linha('Estado civil', d.estado_civil));
    itens.push(linha('Cidade', d.cidade));
    itens.push(linha('Bairro', d.nm_bairro));
    itens.push(linha('Escolaridade', d.escolaridade));
  }
  if (c.mostrar_documentos === 'S') {
    itens.push(h(Text, { style: titulo }, 'Documentos'));
    itens.push(linha('CPF', d.nr_documento_cpf));
    itens.push(linha('RG', d.nr_documento_rg));
    itens.push(linha('PIS', d.nr_documento_pis));
    itens.push(linha('CTPS', d.nr_documento_ctps));
  }
  return itens;
}

function paginaLaudo(d: DadosCurriculo, c: ConfiguracaoCurriculo): ReactElement {
  const modelo = c.gerar_laudo === 'embraco' ? 'Embraco' : 'Padrão';
  const nome = c.identificar_candidato === 'S' ? d.nm_pessoa : `Candidato ${d.cd_pessoa}`;
  return h(
    Page,
    { size: 'A4', style: estilos.pagina },
    h(Text, { style: estilos.titulo }, 'Laudo médico'),
    h(Text, { style: estilos.subtitulo }, `Modelo ${modelo}`),
    linha('Candidato', nome),
    ...(d.deficiencias.length
      ? d.deficiencias.map((x) => linha(x.nm_tipo, x.cd_cid ? `CID ${x.cd_cid}` : 'CID não informado'))
      : [h(Text, { style: estilos.linha }, 'Nenhuma deficiência selecionada.')]),
    h(
      Text,
      { style: { marginTop: 40 } },
      '_____________________________________________\nAssinatura e carimbo do médico responsável',
    ),
  );
}

/** The resume as a PDF: layout 1 (one column, header) or 2 (sidebar with the identification). */
export async function renderizarCurriculo(
  d: DadosCurriculo,
  vaga: VagaCurriculo,
  c: ConfiguracaoCurriculo,
  cargo: string | null,
): Promise<Buffer> {
  const marca =
    c.curriculo_marca === 'S' ? h(Text, { style: estilos.marca, fixed: true }, 'CONFIDENCIAL') : null;
  const cabecalhoVaga = `Vaga ${vaga.nr_vaga}${cargo ? ` - ${cargo}` : ''}`;
  const rodape = h(
    Text,
    { style: estilos.rodape, fixed: true },
    'Currículo gerado pelo Recrutamento e Seleção',
  );
  let pagina: ReactElement;
  if (c.mostrar_layout === 2) {
    pagina = h(
      Page,
      { size: 'A4', style: estilos.paginaL2 },
      marca,
      h(
        View,
        { style: estilos.lateral },
        c.curriculo_logo === 'S' ? h(Text, { style: estilos.logoL2 }, 'RECRUTAMENTO E SELEÇÃO') : null,
        ...identificacao(d, c),
      ),
      h(
        View,
        { style: estilos.principal },
        h(Text, { style: estilos.titulo }, 'Currículo resumido'),
        h(Text, { style: estilos.subtitulo }, cabecalhoVaga),
        ...corpo(d, c),
      ),
    );
  } else {
    pagina = h(
      Page,
      { size: 'A4', style: estilos.pagina },
      marca,
      c.curriculo_logo === 'S' ? h(Text, { style: estilos.logo }, 'RECRUTAMENTO E SELEÇÃO') : null,
      h(Text, { style: estilos.subtitulo }, `Currículo - ${cabecalhoVaga}`),
      ...identificacao(d, c),
      ...corpo(d, c),
      rodape,
    );
  }
  const laudo = c.gerar_laudo_medico === 'S' && c.gerar_laudo !== 'N' ? paginaLaudo(d, c) : null;
  const doc = h(Document, { title: `Currículo - Vaga ${vaga.nr_vaga}`, language: 'pt-BR' }, pagina, laudo);
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}

export interface DadosEncaminhamento {
  nm_pessoa: string;
  nr_documento_cpf: string | null;
  nr_vaga: number;
  nm_cargo: string | null;
  nm_cliente: string;
  endereco_cliente: string | null;
  nm_analista: string | null;
  nm_unidade: string | null;
  data: string;
}

/** The referral letter (carta de encaminhamento) handed to the candidate for the client. */
export async function renderizarEncaminhamento(e: DadosEncaminhamento): Promise<Buffer> {
  const doc = h(
    Document,
    { title: `Carta de encaminhamento - Vaga ${e.nr_vaga}`, language: 'pt-BR' },
    h(
      Page,
      { size: 'A4', style: estilos.pagina },
      h(Text, { style: estilos.logo }, 'RECRUTAMENTO E SELEÇÃO'),
      h(Text, { style: { ...estilos.titulo, marginTop: 16 } }, 'Carta de encaminhamento'),
      h(Text, { style: estilos.subtitulo }, `${e.nm_unidade ? `${e.nm_unidade}, ` : ''}${dataBr(e.data)}`),
      linha('À empresa', e.nm_cliente),
      linha('Endereço', e.endereco_cliente),
      h(
        Text,
        { style: { marginTop: 16, lineHeight: 1.5 } },
        `Encaminhamos o(a) candidato(a) ${e.nm_pessoa}${e.nr_documento_cpf ? `, CPF ${e.nr_documento_cpf}` : ''}, ` +
          `para a vaga ${e.nr_vaga}${e.nm_cargo ? ` - ${e.nm_cargo}` : ''}, conforme entrevista realizada.`,
      ),
      h(
        Text,
        { style: { marginTop: 8, lineHeight: 1.5 } },
        'Solicitamos a gentileza de recebê-lo(a) e nos informar o resultado do processo.',
      ),
      h(Text, { style: { marginTop: 48 } }, '_____________________________________________'),
      h(Text, null, e.nm_analista ?? 'Analista responsável'),
      h(Text, { style: { color: CINZA } }, 'Analista de Recrutamento e Seleção'),
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
