import {
  DOCUMENTOS_TITULAR,
  eventoParaTitular,
  ORIGENS_CANDIDATURA_TITULAR,
  SITUACOES_AUTOATENDIMENTO_TITULAR,
  TIPOS_AGENDAMENTO_TITULAR,
} from '@backoffice/domain/lgpd';
import { etapaParaCandidato } from '@backoffice/domain/portal';
import { rotuloGrau } from '@backoffice/domain/testes';
import { SITUACOES_FECHADAS } from '@backoffice/domain/vaga-situacao';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { tabelasAgendamento } from '../../agendamento/agendamento.tabelas';
import { tabelasAutoatendimento } from '../../autoatendimento/autoatendimento.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasVaga, vagaComo } from '../../vaga/vaga.tabelas';

export type Linha = Record<string, unknown>;
export interface SecaoDoTitular {
  secao: string;
  titulo: string;
  linhas: Linha[];
}
/** A vacancy whose client received the candidate's resume, named as the portal names it. */
export interface DestinatarioDoTitular {
  nr_vaga: number;
  titulo: string;
  empresa: string;
}
export interface DadosDoTitular {
  cadastro: Linha;
  secoes: SecaoDoTitular[];
  destinatarios: DestinatarioDoTitular[];
}

/**
 * The record's columns the candidate takes (LGPD art. 18, II): what they gave and what describes
 * them. An allow-list: a column added to pessoa or candidato stays out until it is listed here.
 * Left out: the web password's hash, the photo's storage key (possui_foto says whether there is
 * one), who created or changed the record, the search data (tsv_pesquisa and the derived arrays),
 * and the staff's management of the record (score, highlight, block, inactivity, e-Social state).
 */
const CADASTRO_PESSOA = ['cd_pessoa', 'nm_pessoa', 'nm_apelido', 'nr_documento_cpf', 'ds_email'] as const;
const CADASTRO_CANDIDATO = [
  'dt_nascimento',
  'id_sexo',
  'id_estado_civil',
  'nm_pessoa_mae',
  'nm_pessoa_pai',
  'cd_pais_origem',
  'cd_uf_origem',
  'nm_cidade_origem',
  'nr_ano_chegada_brasil',
  'id_primeiro_emprego',
  'id_possue_deficiencia',
  'nr_altura',
  'nr_peso',
  'id_fumante',
  'id_cutis',
  'id_cabelo',
  'id_olho',
  'nr_calcado',
  'id_tamanho_calca',
  'id_tamanho_camisa',
  'id_experiencia',
  'id_abordagem',
  'id_demonstracao',
  'id_reposicao',
  'ds_inf_experiencia',
  'possui_filhos',
  'nr_filho',
  'possui_veiculo',
  'cd_habilitacao_cat',
  'ds_www',
  'check_responsabilidades_sociais',
  'ds_responsabilidades_sociais',
  'check_hobbies',
  'ds_hobbies',
  'pretensao_salarial',
  'ds_experiencia_profissional',
  'ds_laudo',
  'id_uso_imagem',
  'cd_escolaridade',
  'id_cursando',
  'cd_cep',
  'nm_cep',
  'nr_endereco',
  'ds_complemento',
  'ds_referencia',
  'nm_bairro',
  'cd_cidade',
  'nm_cidade',
  'cd_uf',
  'cd_pais',
  'nr_telefone_cel',
  'nr_telefone_rec',
  'nr_telefone_res',
  'ds_observacao_cel',
  'ds_observacao_rec',
  'ds_observacao_res',
  'id_possui_whatsapp_cel',
  'id_possui_whatsapp_rec',
  'nr_documento_pis',
  'nr_documento_nit',
  'nr_documento_ctps',
  'nr_serie_ctps',
  'dt_emissao_ctps',
  'cd_estado_emite_ctps',
  'nm_cidade_emite_ctps',
  'nr_documento_rg',
  'orgao_emissor_rg',
  'dt_emissao_rg',
  'cd_estado_emite_rg',
  'nm_cidade_emite_rg',
  'id_turno_normal',
  'id_turno_matutino',
  'id_turno_vespertino',
  'id_turno_noturno',
  'id_revezamento',
  'ds_lembrete_senha_web',
  'criado_em',
  'alterado_em',
] as const;

const colunas = (alias: string, cs: readonly string[]) =>
  sql.join(
    cs.map((c) => sql`${sql.identifier(alias)}.${sql.identifier(c)}`),
    sql`, `,
  );

/** The rows of a query as JSON objects: exactly the columns it selects, in its order, with JSON's types. */
const objetos = (ex: Executor, q: SQL) =>
  consultar<{ l: Linha }>(ex, sql`SELECT row_to_json(x) AS l FROM (${q}) x`).then((rs) => rs.map((r) => r.l));

// A vacancy as the portal shows it: its title, and the unit instead of the client when secret or
// confidential (vaga/portal-vagas.service.ts).
const TITULO_VAGA = sql`coalesce(CASE WHEN cc.id_cargo_exibir_web = 'C' THEN cc.nm_cargo_cliente END, cg.nm_cargo,
  cc.nm_cargo_cliente, 'Vaga ' || v.nr_vaga)`;
const EMPRESA_VAGA = sql`CASE WHEN v.id_vaga_confidencial = 'S' OR v.id_vaga_sigilosa = 'S' THEN e.nm_empresa
  ELSE cli.nm_pessoa END`;
const JUNCOES_VAGA = sql`
  JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = v.cd_empresa
  JOIN pessoa cli ON cli.cd_pessoa = v.cd_pessoa_cliente
  LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
  LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo`;
const VAGA_FECHADA = sql`v.cd_situacao_vaga = ANY(ARRAY[${sql.join(
  SITUACOES_FECHADAS.map((x) => sql`${x}`),
  sql`, `,
)}]::int[])`;

const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));
const etapa = (l: Linha, descartado = false) =>
  etapaParaCandidato({
    descartado,
    cd_estagio_vaga:
      l.cd_estagio_vaga === null || l.cd_estagio_vaga === undefined ? null : Number(l.cd_estagio_vaga),
    id_situacao: texto(l.id_situacao),
    vaga_fechada: l.vaga_fechada === true,
  });
const simNao = (v: unknown) => (v === 'S' ? 'Sim' : v === 'N' ? 'Não' : null);

/**
 * What the company holds about one candidate that is the candidate's to take (LGPD art. 18, II;
 * docs/portal.md 'LGPD'): the record, its lists, and what was recorded of their applications, each
 * section an explicit list of columns read by the candidate's own key. Left out, and why, in
 * docs/portal.md: other people's data (who referred them, analysts, the client of a confidential
 * vacancy), the staff's internal notes and opinions, and business fields.
 */
export async function dadosDoTitular(ex: Executor, cdPessoa: number): Promise<DadosDoTitular | null> {
  const [cadastro] = await objetos(
    ex,
    sql`SELECT ${colunas('p', CADASTRO_PESSOA)}, ${colunas('c', CADASTRO_CANDIDATO)}, es.nm_escolaridade,
               c.ds_foto_candidato IS NOT NULL AS possui_foto
          FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
          LEFT JOIN ${tabelasCatalogo.escolaridade('es')} ON es.cd_escolaridade = c.cd_escolaridade
         WHERE c.cd_pessoa = ${cdPessoa}`,
  );
  if (!cadastro) return null;
  const cd = cdPessoa;
  const [
    telefones,
    cargos,
    empregos,
    formacoes,
    idiomas,
    deficiencias,
    softwares,
    competencias,
    web,
    vagas,
    agendamentos,
    testes,
    documentos,
    autoatendimento,
    indicacoes,
    historico,
  ] = await Promise.all([
    objetos(
      ex,
      sql`SELECT t.cd_tipo_telefone, t.nr_telefone, t.nr_ramal FROM pessoa_telefone t
           WHERE t.cd_pessoa = ${cd} ORDER BY t.nr_sequencia`,
    ),
    objetos(
      ex,
      sql`SELECT x.cd_cargo, k.nm_cargo, x.nr_experiencia FROM candidato_cargo x JOIN ${tabelasCatalogo.cargo('k')} ON k.cd_cargo = x.cd_cargo
           WHERE x.cd_pessoa_candidato = ${cd} ORDER BY k.nm_cargo`,
    ),
    objetos(
      ex,
      sql`SELECT x.nm_pessoa_empresa, x.nm_cargo, x.vl_ultimo_salario, x.dt_inicio, x.dt_fim, x.ds_motivo_saida,
                 x.ds_experiencia_profissional
            FROM candidato_emprego x WHERE x.cd_pessoa_candidato = ${cd} ORDER BY x.dt_inicio DESC, x.nr_sequencia`,
    ),
    objetos(
      ex,
      sql`SELECT x.cd_nivel, x.id_situacao, x.nm_curso, x.nm_pessoa_estab_ensino, x.dt_conclusao_curso,
                 x.nr_carga_horaria, x.ds_serie, x.ds_observacoes
            FROM candidato_formacao x WHERE x.cd_pessoa_candidato = ${cd} ORDER BY x.cd_nivel DESC, x.nr_sequencia`,
    ),
    objetos(
      ex,
      sql`SELECT x.cd_idioma, i.nm_idioma, x.id_leitura, x.id_escrita, x.id_fala
            FROM candidato_idioma x JOIN ${tabelasCatalogo.idioma('i')} ON i.cd_idioma = x.cd_idioma
           WHERE x.cd_pessoa_candidato = ${cd} ORDER BY i.nm_idioma`,
    ),
    objetos(
      ex,
      sql`SELECT x.cd_tipo_deficiencia, td.nm_tipo_deficiencia, x.cd_cid, x.ds_observacao, x.dt_validade, x.id_status,
                 x.ds_caminho_laudo IS NOT NULL AS possui_laudo, x.criado_em
            FROM candidato_deficiencia x JOIN ${tabelasCatalogo.tipo_deficiencia('td')} ON td.cd_tipo_deficiencia = x.cd_tipo_deficiencia
           WHERE x.cd_pessoa_candidato = ${cd} ORDER BY x.criado_em`,
    ),
    objetos(
      ex,
      sql`SELECT x.cd_conhecimento, s.nm_conhecimento, x.id_conhecimento
            FROM candidato_software x JOIN ${tabelasCatalogo.software('s')} ON s.cd_conhecimento = x.cd_conhecimento
           WHERE x.cd_pessoa_candidato = ${cd} ORDER BY s.nm_conhecimento`,
    ),
    objetos(
      ex,
      sql`SELECT x.cd_competencia, k.nm_competencia, x.nr_nota, x.id_mostra_curriculo
            FROM candidato_competencia x JOIN ${tabelasCatalogo.competencia('k')} ON k.cd_competencia = x.cd_competencia
           WHERE x.cd_pessoa_candidato = ${cd} ORDER BY k.nm_competencia`,
    ),
    objetos(
      ex,
      sql`SELECT v.nr_vaga, ${TITULO_VAGA} AS titulo, ${EMPRESA_VAGA} AS empresa, cw.id_tipo, cw.criado_em,
                 cw.id_desvincular_web = 'S' AS descartado, vc.cd_estagio_vaga, vc.id_situacao, ${VAGA_FECHADA} AS vaga_fechada
            FROM ${tabelasVaga.candidato_web('cw')}
            JOIN ${vagaComo('v')} ON v.nr_vaga = coalesce(cw.nr_vaga,
                 (SELECT min(v2.nr_vaga) FROM ${vagaComo('v2')} WHERE v2.nr_requisicao = cw.nr_requisicao))
            ${JUNCOES_VAGA}
            LEFT JOIN ${tabelasVaga.vaga_candidato('vc')} ON vc.nr_vaga = v.nr_vaga AND vc.cd_pessoa_candidato = cw.cd_pessoa_candidato
           WHERE cw.cd_pessoa_candidato = ${cd} ORDER BY cw.criado_em DESC LIMIT 5000`,
    ),
    objetos(
      ex,
      sql`SELECT vc.nr_vaga, ${TITULO_VAGA} AS titulo, ${EMPRESA_VAGA} AS empresa, vc.cd_estagio_vaga, vc.id_situacao,
                 ${VAGA_FECHADA} AS vaga_fechada, vc.criado_em, vc.dt_curriculo, vc.dt_encaminhamento, vc.dt_aprovacao,
                 vc.dt_reprovacao, vc.dt_inicio_trabalho
            FROM ${tabelasVaga.vaga_candidato('vc')} JOIN ${vagaComo('v')} ON v.nr_vaga = vc.nr_vaga ${JUNCOES_VAGA}
           WHERE vc.cd_pessoa_candidato = ${cd} ORDER BY vc.criado_em DESC LIMIT 5000`,
    ),
    objetos(
      ex,
      sql`SELECT a.id_tipo_agendamento, a.dt_atendimento, a.nr_vaga, e.nm_empresa, e.nm_cidade, e.cd_uf,
                 a.dt_chegada, a.id_compareceu
            FROM ${tabelasAgendamento.agendamento('a')} LEFT JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = a.cd_empresa
           WHERE a.cd_pessoa_candidato = ${cd} ORDER BY a.dt_atendimento DESC LIMIT 5000`,
    ),
    objetos(
      ex,
      sql`SELECT te.ds_teste, x.dt_teste, x.nr_nota, x.cd_grau_teste, x.resultado
            FROM candidato_teste x JOIN ${tabelasCatalogo.teste('te')} ON te.cd_teste = x.cd_teste
           WHERE x.cd_pessoa_candidato = ${cd} ORDER BY x.dt_teste DESC, x.id LIMIT 5000`,
    ),
    objetos(
      ex,
      sql`SELECT x.tipo_doc, x.nr_vaga, x.nm_documento, x.dt_admissao, x.dt_demissao, x.id_situacao, x.criado_em
            FROM candidato_documento x WHERE x.cd_pessoa_candidato = ${cd} ORDER BY x.criado_em DESC LIMIT 5000`,
    ),
    objetos(
      ex,
      sql`SELECT x.nr_vaga, x.data_agenda, x.dt_historico, e.nm_empresa, x.cd_situacao_atual, x.nr_vaga_destino
            FROM ${tabelasAutoatendimento.autoatendimento_fila('x')} JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = x.cd_empresa
           WHERE x.cd_pessoa_candidato = ${cd} ORDER BY x.dt_historico DESC LIMIT 5000`,
    ),
    // that they were referred, and when; who referred them, and what was said, is not theirs
    objetos(
      ex,
      sql`SELECT x.dt_indicacao FROM indicacao x WHERE x.cd_pessoa_candidato = ${cd} ORDER BY x.dt_indicacao`,
    ),
    objetos(
      ex,
      sql`SELECT h.dt_historico, h.nr_vaga, h.id_tipo, h.ds_historico
            FROM candidato_historico h
           WHERE h.cd_pessoa_candidato = ${cd} AND h.id_tipo IS NOT NULL ORDER BY h.dt_historico, h.id_historico
           LIMIT 5000`,
    ),
  ]);

  const secoes: SecaoDoTitular[] = [
    { secao: 'telefones', titulo: 'Telefones', linhas: telefones },
    { secao: 'cargos', titulo: 'Cargos pretendidos', linhas: cargos },
    { secao: 'empregos', titulo: 'Experiência profissional', linhas: empregos },
    { secao: 'formacoes', titulo: 'Formação', linhas: formacoes },
    { secao: 'idiomas', titulo: 'Idiomas', linhas: idiomas },
    { secao: 'deficiencias', titulo: 'Deficiências', linhas: deficiencias },
    { secao: 'softwares', titulo: 'Softwares', linhas: softwares },
    { secao: 'competencias', titulo: 'Competências', linhas: competencias },
    {
      secao: 'candidaturas_web',
      titulo: 'Candidaturas pela internet',
      linhas: web.map((l) => ({
        nr_vaga: l.nr_vaga,
        titulo: l.titulo,
        empresa: l.empresa,
        origem: ORIGENS_CANDIDATURA_TITULAR[String(l.id_tipo)] ?? null,
        dt_candidatura: l.criado_em,
        etapa: etapa(l, l.descartado === true),
      })),
    },
    {
      secao: 'vagas',
      titulo: 'Participação em vagas',
      linhas: vagas.map((l) => ({
        nr_vaga: l.nr_vaga,
        titulo: l.titulo,
        empresa: l.empresa,
        etapa: etapa(l),
        dt_relacionamento: l.criado_em,
        dt_curriculo: l.dt_curriculo,
        dt_encaminhamento: l.dt_encaminhamento,
        dt_aprovacao: l.dt_aprovacao,
        dt_reprovacao: l.dt_reprovacao,
        dt_inicio_trabalho: l.dt_inicio_trabalho,
      })),
    },
    {
      secao: 'agendamentos',
      titulo: 'Entrevistas e outros agendamentos',
      linhas: agendamentos.map((l) => ({
        tipo: TIPOS_AGENDAMENTO_TITULAR[String(l.id_tipo_agendamento)] ?? null,
        dt_atendimento: l.dt_atendimento,
        nr_vaga: l.nr_vaga,
        local: l.nm_empresa
          ? `${l.nm_empresa}${l.nm_cidade ? ` - ${l.nm_cidade}${l.cd_uf ? `/${l.cd_uf}` : ''}` : ''}`
          : null,
        dt_chegada: l.dt_chegada,
        compareceu: simNao(l.id_compareceu),
      })),
    },
    {
      secao: 'testes',
      titulo: 'Testes',
      linhas: testes.map((l) => ({
        ds_teste: l.ds_teste,
        dt_teste: l.dt_teste,
        nr_nota: l.nr_nota,
        grau: rotuloGrau(texto(l.cd_grau_teste)) || null,
        resultado: l.resultado,
      })),
    },
    {
      secao: 'documentos',
      titulo: 'Documentos para assinatura',
      linhas: documentos.map((l) => ({
        tipo: DOCUMENTOS_TITULAR.tipos[String(l.tipo_doc)] ?? null,
        nr_vaga: l.nr_vaga,
        nm_documento: l.nm_documento,
        dt_admissao: l.dt_admissao,
        dt_demissao: l.dt_demissao,
        situacao: DOCUMENTOS_TITULAR.situacoes[String(l.id_situacao)] ?? null,
        dt_envio: l.criado_em,
      })),
    },
    {
      secao: 'autoatendimento',
      titulo: 'Autoatendimento nas unidades',
      linhas: autoatendimento.map((l) => ({
        nr_vaga: l.nr_vaga,
        data_agenda: l.data_agenda,
        dt_registro: l.dt_historico,
        unidade: l.nm_empresa,
        situacao: SITUACOES_AUTOATENDIMENTO_TITULAR[Number(l.cd_situacao_atual)] ?? null,
        nr_vaga_destino: l.nr_vaga_destino,
      })),
    },
    { secao: 'indicacoes', titulo: 'Indicações', linhas: indicacoes },
    {
      secao: 'historico',
      titulo: 'Histórico das candidaturas',
      linhas: historico.flatMap((l) => {
        const evento = eventoParaTitular(
          texto(l.id_tipo),
          l.nr_vaga === null ? null : Number(l.nr_vaga),
          String(l.ds_historico),
        );
        return evento === null
          ? []
          : [{ dt_historico: l.dt_historico, nr_vaga: l.nr_vaga, ds_historico: evento }];
      }),
    },
  ];
  // the clients that received the resume: relations at stage 4 or later, or with a step of sending
  const destinatarios = vagas
    .filter((l) => Number(l.cd_estagio_vaga) >= 4 || l.dt_curriculo !== null || l.dt_encaminhamento !== null)
    .map((l) => ({ nr_vaga: Number(l.nr_vaga), titulo: String(l.titulo), empresa: String(l.empresa) }));
  return { cadastro, secoes, destinatarios };
}
