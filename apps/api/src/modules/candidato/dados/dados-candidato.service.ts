import { NIVEIS_FORMACAO, SITUACOES_FORMACAO } from '@backoffice/domain/catalogos';
import type { CurriculoResumidoResposta, DadosCandidatoResposta } from '@backoffice/domain/dados-candidato';
import { numeroWhatsapp } from '@backoffice/domain/formatacao';
import { TURNOS_PESQUISA, type TurnoPesquisa } from '@backoffice/domain/pesquisa-candidatos';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { sql } from 'drizzle-orm';
import { type Executor, linhas } from '../../../db/client';
import { iso, num, sn } from '../../../db/linha';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';

const s = (x: unknown) => (x === null || x === undefined ? null : String(x));
const snNulo = (x: unknown) => (x === 'S' || x === 'N' ? x : null) as 'S' | 'N' | null;

/** The candidate's basic data with the columns the resumed card adds; null when unknown. */
async function lerCandidato(exec: Executor, cd: number, hoje: string) {
  const [c] = linhas<Record<string, unknown>>(
    await exec.execute(sql`
      SELECT c.cd_pessoa, p.nm_pessoa, p.nm_apelido, p.nr_documento_cpf, p.ds_email,
             to_char(c.dt_nascimento, 'YYYY-MM-DD') AS dt_nascimento,
             extract(year FROM age(${hoje}::date, c.dt_nascimento))::int AS idade,
             c.id_sexo, c.id_estado_civil, c.nr_telefone_cel, c.nr_telefone_res, c.nr_telefone_rec,
             c.id_possui_whatsapp_cel, c.nm_bairro, c.nm_cidade, c.cd_uf, c.cd_empresa, c.id_destaque,
             c.id_bloqueado, to_char(c.dt_inativo, 'YYYY-MM-DD') AS dt_inativo,
             (c.id_bloqueado = 'S' OR c.dt_inativo >= ${hoje}::date) AS indisponivel,
             c.id_possue_deficiencia, c.nr_nota_candidato, c.criado_em, c.alterado_em,
             e.nm_escolaridade, c.id_cursando, c.id_primeiro_emprego, c.id_fumante, c.cd_habilitacao_cat,
             c.possui_veiculo, c.nr_altura::float8 AS nr_altura, c.nr_peso, c.ds_experiencia_profissional,
             c.pretensao_salarial::float8 AS pretensao_salarial, c.id_turno_normal, c.id_turno_matutino,
             c.id_turno_vespertino, c.id_turno_noturno, c.id_revezamento,
             c.nr_documento_pis, c.nr_documento_nit, c.cd_pais_origem, c.cd_uf_origem, c.nm_cidade_origem,
             c.nr_ano_chegada_brasil, c.id_cutis, c.id_cabelo, c.id_olho, c.nr_calcado, c.id_tamanho_calca,
             c.id_tamanho_camisa, c.id_experiencia, c.id_abordagem, c.id_demonstracao, c.id_reposicao,
             c.ds_inf_experiencia, c.nm_pessoa_mae, c.nm_pessoa_pai, c.possui_filhos, c.nr_filho, c.ds_www,
             c.check_responsabilidades_sociais, c.ds_responsabilidades_sociais, c.check_hobbies, c.ds_hobbies,
             c.ds_foto_candidato, c.ds_laudo, c.id_uso_imagem, c.id_situacao_esocial, c.cd_cep, c.nm_cep, c.nr_endereco,
             c.ds_complemento, c.ds_referencia, c.cd_pais, c.ds_observacao_cel, c.ds_observacao_rec,
             c.ds_observacao_res, c.id_possui_whatsapp_rec, c.nr_documento_ctps, c.nr_serie_ctps,
             to_char(c.dt_emissao_ctps, 'YYYY-MM-DD') AS dt_emissao_ctps, c.cd_estado_emite_ctps,
             c.nm_cidade_emite_ctps, c.nr_documento_rg, c.orgao_emissor_rg,
             to_char(c.dt_emissao_rg, 'YYYY-MM-DD') AS dt_emissao_rg, c.cd_estado_emite_rg, c.nm_cidade_emite_rg,
             (c.nm_senha_web IS NOT NULL) AS tem_senha, c.ds_lembrete_senha_web
        FROM candidato c
        JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
        LEFT JOIN ${tabelasCatalogo.escolaridade('e')} ON e.cd_escolaridade = c.cd_escolaridade
       WHERE c.cd_pessoa = ${cd}`),
  );
  return c ?? null;
}

function dadosBasicos(c: Record<string, unknown>): DadosCandidatoResposta {
  return {
    CD_PESSOA: Number(c.cd_pessoa),
    NM_PESSOA: String(c.nm_pessoa),
    NM_APELIDO: s(c.nm_apelido),
    NR_DOCUMENTO_CPF: s(c.nr_documento_cpf),
    DS_EMAIL: s(c.ds_email),
    DT_NASCIMENTO: s(c.dt_nascimento),
    IDADE: num(c.idade),
    ID_SEXO: s(c.id_sexo),
    ID_ESTADO_CIVIL: s(c.id_estado_civil),
    NR_TELEFONE_CEL: s(c.nr_telefone_cel),
    NR_TELEFONE_RES: s(c.nr_telefone_res),
    NR_TELEFONE_REC: s(c.nr_telefone_rec),
    ID_POSSUI_WHATSAPP_CEL: sn(c.id_possui_whatsapp_cel),
    NR_WHATSAPP: numeroWhatsapp(s(c.nr_telefone_cel)),
    NM_BAIRRO: s(c.nm_bairro),
    NM_CIDADE: s(c.nm_cidade),
    CD_UF: s(c.cd_uf),
    CD_EMPRESA: num(c.cd_empresa),
    ID_DESTAQUE: sn(c.id_destaque),
    ID_BLOQUEADO: sn(c.id_bloqueado),
    DT_INATIVO: s(c.dt_inativo),
    ID_INDISPONIVEL: c.indisponivel === true ? 'S' : 'N',
    ID_POSSUE_DEFICIENCIA: sn(c.id_possue_deficiencia),
    NR_NOTA_CANDIDATO: num(c.nr_nota_candidato),
    CRIADO_EM: iso(c.criado_em as Date | string),
    ALTERADO_EM: iso(c.alterado_em as Date | string),
  };
}

const int = (x: unknown) => (x === null || x === undefined ? null : Number(x));

/** The fields the resume editor loads, besides the basic data. */
function camposEditor(c: Record<string, unknown>) {
  return {
    NR_DOCUMENTO_PIS: s(c.nr_documento_pis),
    NR_DOCUMENTO_NIT: s(c.nr_documento_nit),
    ID_PRIMEIRO_EMPREGO: sn(c.id_primeiro_emprego),
    NR_ALTURA: num(c.nr_altura),
    NR_PESO: int(c.nr_peso),
    ID_FUMANTE: s(c.id_fumante),
    CD_PAIS: int(c.cd_pais_origem),
    CD_UF_ORIGEM: s(c.cd_uf_origem),
    NM_CIDADE_ORIGEM: s(c.nm_cidade_origem),
    NR_ANO_CHEGADA_BRASIL: int(c.nr_ano_chegada_brasil),
    ID_CUTIS: s(c.id_cutis),
    ID_CABELO: s(c.id_cabelo),
    ID_OLHO: s(c.id_olho),
    NR_CALCADO: int(c.nr_calcado),
    ID_TAMANHO_CALCA: s(c.id_tamanho_calca),
    ID_TAMANHO_CAMISA: s(c.id_tamanho_camisa),
    ID_EXPERIENCIA: s(c.id_experiencia),
    ID_ABORDAGEM: s(c.id_abordagem),
    ID_DEMONSTRACAO: s(c.id_demonstracao),
    ID_REPOSICAO: s(c.id_reposicao),
    DS_INF_EXPERIENCIA: s(c.ds_inf_experiencia),
    NM_PESSOA_MAE: s(c.nm_pessoa_mae),
    NM_PESSOA_PAI: s(c.nm_pessoa_pai),
    POSSUI_FILHOS: s(c.possui_filhos),
    NR_FILHO: int(c.nr_filho),
    POSSUI_VEICULO: s(c.possui_veiculo),
    CD_HABILITACAO_CAT: s(c.cd_habilitacao_cat),
    DS_WWW: s(c.ds_www),
    CHECK_RESPONSABILIDADES_SOCIAIS: s(c.check_responsabilidades_sociais),
    DS_RESPONSABILIDADES_SOCIAIS: s(c.ds_responsabilidades_sociais),
    CHECK_HOBBIES: s(c.check_hobbies),
    DS_HOBBIES: s(c.ds_hobbies),
    PRETENSAO_SALARIAL: num(c.pretensao_salarial),
    DS_EXPERIENCIA_PROFISSIONAL: s(c.ds_experiencia_profissional),
    DS_LAUDO: s(c.ds_laudo),
    DS_FOTO_CANDIDATO: s(c.ds_foto_candidato),
    ID_USO_IMAGEM: String(c.id_uso_imagem ?? '0'),
    ID_SITUACAO_ESOCIAL: String(c.id_situacao_esocial ?? 'N'),
    CD_CEP: s(c.cd_cep),
    NM_CEP: s(c.nm_cep),
    NR_ENDERECO: s(c.nr_endereco),
    DS_COMPLEMENTO: s(c.ds_complemento),
    DS_REFERENCIA: s(c.ds_referencia),
    CD_PAIS_RESIDE: int(c.cd_pais),
    DS_OBSERVACAO_CEL: s(c.ds_observacao_cel),
    DS_OBSERVACAO_REC: s(c.ds_observacao_rec),
    DS_OBSERVACAO_RES: s(c.ds_observacao_res),
    ID_POSSUI_WHATSAPP_REC: sn(c.id_possui_whatsapp_rec),
    NR_DOCUMENTO_CTPS: s(c.nr_documento_ctps),
    NR_SERIE_CTPS: s(c.nr_serie_ctps),
    DT_EMISSAO_CTPS: s(c.dt_emissao_ctps),
    CD_ESTADO_EMITE_CTPS: s(c.cd_estado_emite_ctps),
    NM_CIDADE_EMITE_CTPS: s(c.nm_cidade_emite_ctps),
    NR_DOCUMENTO_RG: s(c.nr_documento_rg),
    ORGAO_EMISSOR_RG: s(c.orgao_emissor_rg),
    DT_EMISSAO_RG: s(c.dt_emissao_rg),
    CD_ESTADO_EMITE_RG: s(c.cd_estado_emite_rg),
    NM_CIDADE_EMITE_RG: s(c.nm_cidade_emite_rg),
    ID_TURNO_NORMAL: sn(c.id_turno_normal),
    ID_TURNO_MATUTINO: sn(c.id_turno_matutino),
    ID_TURNO_VESPERTINO: sn(c.id_turno_vespertino),
    ID_TURNO_NOTURNO: sn(c.id_turno_noturno),
    ID_REVEZAMENTO: sn(c.id_revezamento),
    ID_SENHA_WEB: c.tem_senha === true ? ('S' as const) : ('N' as const),
    DS_LEMBRETE_SENHA_WEB: s(c.ds_lembrete_senha_web),
  };
}

/**
 * GET candidato/dados-candidato/{cd}: the candidate's basic data and every field of the resume
 * editor (never the web password), or null when unknown.
 */
export async function lerDadosCandidato(
  exec: Executor,
  cd: number,
  hoje: string = dataNegocio(),
): Promise<(DadosCandidatoResposta & ReturnType<typeof camposEditor>) | null> {
  const c = await lerCandidato(exec, cd, hoje);
  return c ? { ...dadosBasicos(c), ...camposEditor(c) } : null;
}

const NOME_NIVEL = new Map(NIVEIS_FORMACAO.map((x) => [x.cd, x.nome]));
const NOME_SITUACAO = new Map(SITUACOES_FORMACAO.map((x) => [x.id, x.nome]));
const NIVEL_CURSO_LIVRE = 9;

/**
 * GET candidato/curriculo-resumido/{cd} (spec 000 §3.12): person, expectations (salary, shifts,
 * desired positions), jobs (most recent first), education and extracurricular courses; null when
 * the candidate is unknown.
 */
export async function lerCurriculoResumido(
  exec: Executor,
  cd: number,
  hoje: string = dataNegocio(),
): Promise<CurriculoResumidoResposta | null> {
  const c = await lerCandidato(exec, cd, hoje);
  if (!c) return null;
  const [deficiencias, idiomas, cargos, empregos, formacoes] = [
    linhas<Record<string, unknown>>(
      await exec.execute(sql`
        SELECT DISTINCT d.cd_tipo_deficiencia, t.nm_tipo_deficiencia
          FROM candidato_deficiencia d JOIN ${tabelasCatalogo.tipo_deficiencia('t')} ON t.cd_tipo_deficiencia = d.cd_tipo_deficiencia
         WHERE d.cd_pessoa_candidato = ${cd} AND d.id_status = 'A' ORDER BY d.cd_tipo_deficiencia`),
    ),
    linhas<Record<string, unknown>>(
      await exec.execute(sql`
        SELECT i.cd_idioma, k.nm_idioma, i.id_leitura, i.id_escrita, i.id_fala
          FROM candidato_idioma i JOIN ${tabelasCatalogo.idioma('k')} ON k.cd_idioma = i.cd_idioma
         WHERE i.cd_pessoa_candidato = ${cd} ORDER BY k.nm_idioma`),
    ),
    linhas<Record<string, unknown>>(
      await exec.execute(sql`
        SELECT cc.cd_cargo, k.nm_cargo, cc.nr_experiencia::float8 AS nr_experiencia
          FROM candidato_cargo cc JOIN ${tabelasCatalogo.cargo('k')} ON k.cd_cargo = cc.cd_cargo
         WHERE cc.cd_pessoa_candidato = ${cd} ORDER BY cc.nr_experiencia DESC, k.nm_cargo`),
    ),
    linhas<Record<string, unknown>>(
      await exec.execute(sql`
        SELECT nr_sequencia, nm_pessoa_empresa, nm_cargo, to_char(dt_inicio, 'YYYY-MM-DD') AS dt_inicio,
               to_char(dt_fim, 'YYYY-MM-DD') AS dt_fim, vl_ultimo_salario::float8 AS vl_ultimo_salario,
               ds_experiencia_profissional
          FROM candidato_emprego WHERE cd_pessoa_candidato = ${cd}
         ORDER BY dt_fim DESC NULLS FIRST, dt_inicio DESC`),
    ),
    linhas<Record<string, unknown>>(
      await exec.execute(sql`
        SELECT nr_sequencia, cd_nivel, id_situacao, nm_curso, nm_pessoa_estab_ensino, nr_carga_horaria,
               to_char(dt_conclusao_curso, 'YYYY-MM-DD') AS dt_conclusao_curso
          FROM candidato_formacao WHERE cd_pessoa_candidato = ${cd}
         ORDER BY cd_nivel DESC, dt_conclusao_curso DESC NULLS FIRST`),
    ),
  ];
  const turnos = (Object.entries(TURNOS_PESQUISA) as [TurnoPesquisa, string][])
    .filter(([, col]) => c[col] === 'S')
    .map(([t]) => t);
  return {
    pessoa: {
      ...dadosBasicos(c),
      NM_ESCOLARIDADE: s(c.nm_escolaridade),
      ID_CURSANDO: sn(c.id_cursando),
      ID_PRIMEIRO_EMPREGO: sn(c.id_primeiro_emprego),
      ID_FUMANTE: snNulo(c.id_fumante),
      CD_HABILITACAO_CAT: s(c.cd_habilitacao_cat),
      POSSUI_VEICULO: snNulo(c.possui_veiculo),
      NR_ALTURA: num(c.nr_altura),
      NR_PESO: num(c.nr_peso),
      DS_EXPERIENCIA_PROFISSIONAL: s(c.ds_experiencia_profissional),
      DEFICIENCIAS: deficiencias.map((d) => ({
        CD_TIPO_DEFICIENCIA: Number(d.cd_tipo_deficiencia),
        NM_TIPO_DEFICIENCIA: String(d.nm_tipo_deficiencia),
      })),
      IDIOMAS: idiomas.map((i) => ({
        CD_IDIOMA: Number(i.cd_idioma),
        NM_IDIOMA: String(i.nm_idioma),
        ID_LEITURA: Number(i.id_leitura),
        ID_ESCRITA: Number(i.id_escrita),
        ID_FALA: Number(i.id_fala),
      })),
    },
    pretensao: {
      PRETENSAO_SALARIAL: num(c.pretensao_salarial),
      TURNOS: turnos,
      CARGOS: cargos.map((k) => ({
        CD_CARGO: Number(k.cd_cargo),
        NM_CARGO: String(k.nm_cargo),
        NR_EXPERIENCIA: Number(k.nr_experiencia),
      })),
    },
    experiencia: empregos.map((e) => ({
      NR_SEQUENCIA: Number(e.nr_sequencia),
      NM_PESSOA_EMPRESA: String(e.nm_pessoa_empresa),
      NM_CARGO: String(e.nm_cargo),
      DT_INICIO: String(e.dt_inicio),
      DT_FIM: s(e.dt_fim),
      VL_ULTIMO_SALARIO: num(e.vl_ultimo_salario),
      DS_EXPERIENCIA_PROFISSIONAL: s(e.ds_experiencia_profissional),
    })),
    formacao: formacoes
      .filter((f) => Number(f.cd_nivel) !== NIVEL_CURSO_LIVRE)
      .map((f) => ({
        NR_SEQUENCIA: Number(f.nr_sequencia),
        CD_NIVEL: Number(f.cd_nivel),
        NM_NIVEL: NOME_NIVEL.get(Number(f.cd_nivel)) ?? String(f.cd_nivel),
        ID_SITUACAO: String(f.id_situacao),
        NM_SITUACAO: NOME_SITUACAO.get(String(f.id_situacao) as 'C') ?? String(f.id_situacao),
        NM_CURSO: s(f.nm_curso),
        NM_PESSOA_ESTAB_ENSINO: s(f.nm_pessoa_estab_ensino),
        DT_CONCLUSAO_CURSO: s(f.dt_conclusao_curso),
      })),
    cursos: formacoes
      .filter((f) => Number(f.cd_nivel) === NIVEL_CURSO_LIVRE)
      .map((f) => ({
        NR_SEQUENCIA: Number(f.nr_sequencia),
        NM_CURSO: s(f.nm_curso),
        NM_PESSOA_ESTAB_ENSINO: s(f.nm_pessoa_estab_ensino),
        NR_CARGA_HORARIA: num(f.nr_carga_horaria),
        DT_CONCLUSAO_CURSO: s(f.dt_conclusao_curso),
      })),
  };
}
