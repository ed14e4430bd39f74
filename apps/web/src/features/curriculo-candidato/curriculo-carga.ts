import { type Campos, type Curso, cartaoSalvo, type Emprego, type Listas, type Pcd } from './curriculo-form';

/** The stored record as the editor loads it: the basic data and every sub-list. */
export type Carga = {
  dados: Record<string, unknown>;
  empregos: {
    NR_SEQUENCIA: number;
    NM_PESSOA_EMPRESA: string;
    NM_CARGO: string;
    DT_INICIO: string;
    DT_FIM: string | null;
    VL_ULTIMO_SALARIO: number | null;
    DS_MOTIVO_SAIDA: string | null;
    DS_EXPERIENCIA_PROFISSIONAL: string | null;
  }[];
  cursos: {
    NR_SEQUENCIA: number;
    CD_NIVEL: number;
    ID_SITUACAO: string;
    DT_CONCLUSAO_CURSO: string | null;
    NR_CARGA_HORARIA: number | null;
    DS_SERIE: string | null;
    NM_PESSOA_ESTAB_ENSINO: string | null;
    NM_CURSO: string | null;
    DS_OBSERVACOES: string | null;
  }[];
  idiomas: {
    CD_IDIOMA: number;
    NM_IDIOMA: string;
    ID_LEITURA: number;
    ID_ESCRITA: number;
    ID_FALA: number;
  }[];
  softwares: { CD_CONHECIMENTO: number; NM_CONHECIMENTO: string; ID_CONHECIMENTO: number }[];
  competencias: {
    CD_COMPETENCIA: number;
    NM_COMPETENCIA: string;
    NR_NOTA: number;
    ID_MOSTRA_CURRICULO: 'S' | 'N';
  }[];
  cargos: { CD_CARGO: number; NM_CARGO: string; NR_EXPERIENCIA: number }[];
  pcds: {
    ID_CID_CANDIDATO: number;
    CD_TIPO_DEFICIENCIA: number;
    CD_CID: string | null;
    DS_OBSERVACAO: string | null;
    DT_VALIDADE: string | null;
    ID_STATUS: string;
    DS_CAMINHO_LAUDO: string | null;
  }[];
};

const t = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** A stored number as the form keeps it (typed once: a number, or null when there is none). */
const numero = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** The stored record as the form's texts and cards. */
export function deCarga(c: Carga): { campos: Campos; listas: Listas } {
  const d = c.dados;
  const campos: Campos = {
    nm_pessoa: t(d.NM_PESSOA),
    nm_apelido: t(d.NM_APELIDO),
    nr_documento_cpf: t(d.NR_DOCUMENTO_CPF),
    ds_email: t(d.DS_EMAIL),
    dt_nascimento: t(d.DT_NASCIMENTO),
    id_estado_civil: t(d.ID_ESTADO_CIVIL),
    id_sexo: t(d.ID_SEXO),
    cd_pais: t(d.CD_PAIS ?? 1),
    cd_uf: t(d.CD_UF_ORIGEM),
    nm_cidade_origem: t(d.NM_CIDADE_ORIGEM),
    nr_ano_chegada_brasil: t(d.NR_ANO_CHEGADA_BRASIL),
    id_primeiro_emprego: t(d.ID_PRIMEIRO_EMPREGO),
    id_possue_deficiencia: t(d.ID_POSSUE_DEFICIENCIA),
    nr_altura: numero(d.NR_ALTURA),
    nr_peso: numero(d.NR_PESO),
    id_fumante: t(d.ID_FUMANTE),
    id_cutis: t(d.ID_CUTIS),
    id_cabelo: t(d.ID_CABELO),
    id_olho: t(d.ID_OLHO),
    nr_calcado: t(d.NR_CALCADO),
    id_tamanho_calca: t(d.ID_TAMANHO_CALCA),
    id_tamanho_camisa: t(d.ID_TAMANHO_CAMISA),
    id_experiencia: t(d.ID_EXPERIENCIA),
    id_abordagem: t(d.ID_ABORDAGEM),
    id_demonstracao: t(d.ID_DEMONSTRACAO),
    id_reposicao: t(d.ID_REPOSICAO),
    ds_inf_experiencia: t(d.DS_INF_EXPERIENCIA),
    nm_pessoa_mae: t(d.NM_PESSOA_MAE),
    nm_pessoa_pai: t(d.NM_PESSOA_PAI),
    possui_filhos: t(d.POSSUI_FILHOS),
    nr_filho: numero(d.NR_FILHO),
    possui_veiculo: t(d.POSSUI_VEICULO),
    cd_habilitacao_cat: t(d.CD_HABILITACAO_CAT),
    ds_www: t(d.DS_WWW),
    check_responsabilidades_sociais: t(d.CHECK_RESPONSABILIDADES_SOCIAIS),
    ds_responsabilidades_sociais: t(d.DS_RESPONSABILIDADES_SOCIAIS),
    check_hobbies: t(d.CHECK_HOBBIES),
    ds_hobbies: t(d.DS_HOBBIES),
    pretensao_salarial: numero(d.PRETENSAO_SALARIAL),
    ds_experiencia_profissional: t(d.DS_EXPERIENCIA_PROFISSIONAL),
    ds_laudo: t(d.DS_LAUDO),
    cd_cep: t(d.CD_CEP),
    nm_cep: t(d.NM_CEP),
    nr_endereco: t(d.NR_ENDERECO),
    ds_complemento: t(d.DS_COMPLEMENTO),
    ds_referencia: t(d.DS_REFERENCIA),
    nm_bairro: t(d.NM_BAIRRO),
    nm_cidade_reside: t(d.NM_CIDADE),
    cd_uf_reside: t(d.CD_UF),
    cd_pais_reside: t(d.CD_PAIS_RESIDE ?? 1),
    nr_telefone_cel: t(d.NR_TELEFONE_CEL),
    nr_telefone_rec: t(d.NR_TELEFONE_REC),
    nr_telefone_res: t(d.NR_TELEFONE_RES),
    ds_observacao_cel: t(d.DS_OBSERVACAO_CEL),
    ds_observacao_rec: t(d.DS_OBSERVACAO_REC),
    ds_observacao_res: t(d.DS_OBSERVACAO_RES),
    id_possui_whatsapp_cel: t(d.ID_POSSUI_WHATSAPP_CEL),
    id_possui_whatsapp_rec: t(d.ID_POSSUI_WHATSAPP_REC),
    nr_documento_pis: t(d.NR_DOCUMENTO_PIS),
    nr_documento_nit: t(d.NR_DOCUMENTO_NIT),
    nr_documento_ctps: t(d.NR_DOCUMENTO_CTPS),
    nr_serie_ctps: t(d.NR_SERIE_CTPS),
    dt_emissao_ctps: t(d.DT_EMISSAO_CTPS),
    cd_estado_emite_ctps: t(d.CD_ESTADO_EMITE_CTPS),
    nm_cidade_emite_ctps: t(d.NM_CIDADE_EMITE_CTPS),
    nr_documento_rg: t(d.NR_DOCUMENTO_RG),
    orgao_emissor_rg: t(d.ORGAO_EMISSOR_RG),
    dt_emissao_rg: t(d.DT_EMISSAO_RG),
    cd_estado_emite_rg: t(d.CD_ESTADO_EMITE_RG),
    nm_cidade_emite_rg: t(d.NM_CIDADE_EMITE_RG),
    id_turno_normal: t(d.ID_TURNO_NORMAL),
    id_turno_matutino: t(d.ID_TURNO_MATUTINO),
    id_turno_vespertino: t(d.ID_TURNO_VESPERTINO),
    id_turno_noturno: t(d.ID_TURNO_NOTURNO),
    id_revezamento: t(d.ID_REVEZAMENTO),
    ds_lembrete_senha_web: t(d.DS_LEMBRETE_SENHA_WEB),
    // not sent in the save: the photo has its own calls
    ds_foto_candidato: t(d.DS_FOTO_CANDIDATO),
  };
  return {
    campos,
    listas: {
      empregos: c.empregos.map((e) =>
        cartaoSalvo<Emprego>(`e${e.NR_SEQUENCIA}`, {
          nr_sequencia: e.NR_SEQUENCIA,
          nm_pessoa_empresa: e.NM_PESSOA_EMPRESA,
          nm_cargo: e.NM_CARGO,
          vl_ultimo_salario: e.VL_ULTIMO_SALARIO,
          dt_inicio: e.DT_INICIO,
          dt_fim: t(e.DT_FIM),
          ds_motivo_saida: t(e.DS_MOTIVO_SAIDA),
          ds_experiencia_profissional: t(e.DS_EXPERIENCIA_PROFISSIONAL),
        }),
      ),
      cursos: c.cursos.map((f) =>
        cartaoSalvo<Curso>(`c${f.NR_SEQUENCIA}`, {
          nr_sequencia: f.NR_SEQUENCIA,
          cd_nivel: String(f.CD_NIVEL),
          id_situacao: f.ID_SITUACAO,
          dt_conclusao_curso: t(f.DT_CONCLUSAO_CURSO),
          nr_carga_horaria: t(f.NR_CARGA_HORARIA),
          ds_serie: t(f.DS_SERIE),
          nm_pessoa_estab_ensino: t(f.NM_PESSOA_ESTAB_ENSINO),
          nm_curso: t(f.NM_CURSO),
          ds_observacoes: t(f.DS_OBSERVACOES),
        }),
      ),
      idiomas: c.idiomas.map((i) =>
        cartaoSalvo(`i${i.CD_IDIOMA}`, {
          cd_idioma: i.CD_IDIOMA,
          nome: i.NM_IDIOMA,
          id_leitura: i.ID_LEITURA,
          id_escrita: i.ID_ESCRITA,
          id_fala: i.ID_FALA,
        }),
      ),
      softwares: c.softwares.map((s) =>
        cartaoSalvo(`s${s.CD_CONHECIMENTO}`, {
          cd_conhecimento: s.CD_CONHECIMENTO,
          nome: s.NM_CONHECIMENTO,
          id_conhecimento: s.ID_CONHECIMENTO,
        }),
      ),
      competencias: c.competencias.map((s) =>
        cartaoSalvo(`k${s.CD_COMPETENCIA}`, {
          cd_competencia: s.CD_COMPETENCIA,
          nome: s.NM_COMPETENCIA,
          nr_nota: s.NR_NOTA,
          id_mostra_curriculo: s.ID_MOSTRA_CURRICULO,
        }),
      ),
      cargos: c.cargos.map((k) => ({
        CD_CARGO: k.CD_CARGO,
        NM_CARGO: k.NM_CARGO,
        NR_EXPERIENCIA: k.NR_EXPERIENCIA,
      })),
      pcds: c.pcds.map((d) =>
        cartaoSalvo<Pcd>(`d${d.ID_CID_CANDIDATO}`, {
          id_cid_candidato: d.ID_CID_CANDIDATO,
          cd_tipo_deficiencia: String(d.CD_TIPO_DEFICIENCIA),
          cd_cid: t(d.CD_CID),
          ds_observacao: t(d.DS_OBSERVACAO),
          dt_validade: t(d.DT_VALIDADE),
          id_status: d.ID_STATUS,
          ds_caminho_laudo: d.DS_CAMINHO_LAUDO,
        }),
      ),
    },
  };
}
