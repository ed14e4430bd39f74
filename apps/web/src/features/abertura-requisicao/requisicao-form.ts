import type {
  AberturaRequisicaoBody,
  EdicaoRequisicaoBody,
  LinhaAberturaBody,
  RequisicaoResposta,
} from '@backoffice/domain/abertura-requisicao';
import { LIMITES_ABERTURA, SITUACOES_EDITAVEIS_REQUISICAO } from '@backoffice/domain/abertura-requisicao';
import { BENEFICIOS_SN } from '@backoffice/domain/beneficios';

/**
 * The opening form's values as the fields hold them (selects as texts, '' for none; numbers as
 * numbers or null) and their one conversion to the API's wire format. The lines keep their index,
 * so a refusal named 'linhas.1.qt_vagas' lands beside that field.
 */

export type Flag = 'S' | 'N';

export interface LinhaForm {
  /** Stable key of the row (React), never sent. */
  chave: string;
  /** A vacancy already opened (edit): quantity 1, not removable. */
  nr_vaga: number | null;
  /** The vacancy's situation (edit), to show. */
  situacao: string | null;
  cd_cargo_cliente: string;
  qt_vagas: number | null;
  vl_salario: number | null;
  id_salario: string;
  cd_turno: string;
  cd_centro_custo: string;
  cd_grau_instrucao_de: string;
  cd_grau_instrucao_ate: string;
  id_sexo: string;
  nr_idade_de: number | null;
  nr_idade_ate: number | null;
  nr_anos_experiencia_de: number | null;
  nr_anos_experiencia_ate: number | null;
  id_vaga_pcd: Flag;
  id_vaga_confidencial: Flag;
  id_vaga_sigilosa: Flag;
  cd_pessoa_analista: string;
}

export type BeneficiosForm = Record<string, string>;

export interface ValoresRequisicao {
  cd_pessoa_cliente: number | null;
  cd_empresa: string;
  nm_requisitante: string;
  ds_area: string;
  nr_pedido_cliente: string;
  cd_tipo_contratacao: string;
  id_setor: string;
  id_tipo_vaga: string;
  cd_situacao_vaga: string;
  ds_observacoes: string;
  beneficios: BeneficiosForm;
  divulgacao: {
    id_libera_internet: Flag;
    qt_candidatos_vaga_web: number | null;
    ds_observacao_internet: string;
  };
  linhas: LinhaForm[];
}

let sequencia = 0;
/** A key for a new row. */
export function novaChave(): string {
  sequencia += 1;
  return `linha-${sequencia}`;
}

/** A new line: quantity 1, monthly salary, the analyst and confidentiality given. */
export function linhaVazia(base: Partial<LinhaForm> = {}): LinhaForm {
  return {
    chave: novaChave(),
    nr_vaga: null,
    situacao: null,
    cd_cargo_cliente: '',
    qt_vagas: 1,
    vl_salario: null,
    id_salario: 'M',
    cd_turno: '',
    cd_centro_custo: '',
    cd_grau_instrucao_de: '',
    cd_grau_instrucao_ate: '',
    id_sexo: '',
    nr_idade_de: null,
    nr_idade_ate: null,
    nr_anos_experiencia_de: null,
    nr_anos_experiencia_ate: null,
    id_vaga_pcd: 'N',
    id_vaga_confidencial: 'N',
    id_vaga_sigilosa: 'N',
    cd_pessoa_analista: '',
    ...base,
  };
}

/** The Benefícios tab's fields, every one off. */
export function beneficiosVazios(): BeneficiosForm {
  const b: BeneficiosForm = { id_transporte: 'N', ds_obs_transporte: '', ds_obs_outros_beneficios: '' };
  for (const x of BENEFICIOS_SN) {
    b[`id_${x.chave}`] = 'N';
    b[`ds_obs_${x.chave}`] = '';
  }
  return b;
}

export function valoresIniciais(): ValoresRequisicao {
  return {
    cd_pessoa_cliente: null,
    cd_empresa: '',
    nm_requisitante: '',
    ds_area: '',
    nr_pedido_cliente: '',
    cd_tipo_contratacao: '1',
    id_setor: 'S',
    id_tipo_vaga: '',
    cd_situacao_vaga: '1',
    ds_observacoes: '',
    beneficios: beneficiosVazios(),
    divulgacao: {
      id_libera_internet: 'N',
      qt_candidatos_vaga_web: LIMITES_ABERTURA.qtCandidatosWebPadrao,
      ds_observacao_internet: '',
    },
    linhas: [linhaVazia()],
  };
}

const numero = (v: string): number | null => (v.trim() === '' ? null : Number(v));
const textoOuNulo = (v: string): string | null => (v.trim() === '' ? null : v);

/** True when any benefit is marked or noted. */
export function temBeneficios(b: BeneficiosForm): boolean {
  return Object.entries(b).some(([k, v]) => (k.startsWith('id_') ? v !== 'N' : v.trim() !== ''));
}

function beneficiosEnvio(b: BeneficiosForm) {
  const saida: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(b)) saida[k] = k.startsWith('id_') ? v : textoOuNulo(v);
  return saida as NonNullable<AberturaRequisicaoBody['beneficios']>;
}

function linhaEnvio(l: LinhaForm): LinhaAberturaBody & { nr_vaga?: number } {
  return {
    ...(l.nr_vaga !== null ? { nr_vaga: l.nr_vaga } : {}),
    cd_cargo_cliente: numero(l.cd_cargo_cliente) as number,
    qt_vagas: l.qt_vagas as number,
    vl_salario: l.vl_salario,
    id_salario: l.id_salario as LinhaAberturaBody['id_salario'],
    cd_turno: numero(l.cd_turno),
    cd_centro_custo: textoOuNulo(l.cd_centro_custo),
    cd_grau_instrucao_de: numero(l.cd_grau_instrucao_de),
    cd_grau_instrucao_ate: numero(l.cd_grau_instrucao_ate),
    id_sexo: (l.id_sexo || null) as LinhaAberturaBody['id_sexo'],
    nr_idade_de: l.nr_idade_de,
    nr_idade_ate: l.nr_idade_ate,
    nr_anos_experiencia_de: l.nr_anos_experiencia_de,
    nr_anos_experiencia_ate: l.nr_anos_experiencia_ate,
    id_vaga_pcd: l.id_vaga_pcd,
    id_vaga_confidencial: l.id_vaga_confidencial,
    id_vaga_sigilosa: l.id_vaga_sigilosa,
    cd_pessoa_analista: numero(l.cd_pessoa_analista),
  };
}

function cabecalhoEnvio(v: ValoresRequisicao) {
  return {
    nm_requisitante: v.nm_requisitante,
    ds_area: textoOuNulo(v.ds_area),
    nr_pedido_cliente: textoOuNulo(v.nr_pedido_cliente),
    cd_tipo_contratacao: numero(v.cd_tipo_contratacao) as number,
    id_setor: v.id_setor as 'R' | 'S',
    id_tipo_vaga: v.id_tipo_vaga as 'A' | 'G' | 'Q' | 'O',
    cd_situacao_vaga: Number(v.cd_situacao_vaga) as 1 | 11 | 12,
    ds_observacoes: textoOuNulo(v.ds_observacoes),
  };
}

/** POST /api/requisicoes's body. */
export function envioAbertura(v: ValoresRequisicao): AberturaRequisicaoBody {
  return {
    cd_pessoa_cliente: v.cd_pessoa_cliente as number,
    cd_empresa: numero(v.cd_empresa) as number,
    ...cabecalhoEnvio(v),
    ...(temBeneficios(v.beneficios) ? { beneficios: beneficiosEnvio(v.beneficios) } : {}),
    divulgacao: {
      id_libera_internet: v.divulgacao.id_libera_internet,
      qt_candidatos_vaga_web: v.divulgacao.qt_candidatos_vaga_web as number,
      ds_observacao_internet: textoOuNulo(v.divulgacao.ds_observacao_internet),
    },
    linhas: v.linhas.map(linhaEnvio),
  };
}

/** PUT /api/requisicoes/{nr}'s body: no client or unit; no benefits marked removes them. */
export function envioEdicao(v: ValoresRequisicao): EdicaoRequisicaoBody {
  return {
    ...cabecalhoEnvio(v),
    beneficios: temBeneficios(v.beneficios) ? beneficiosEnvio(v.beneficios) : null,
    linhas: v.linhas.map(linhaEnvio),
  };
}

const texto = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The edit form's values from the requisition as GET /api/requisicoes/{nr} answers it. */
export function valoresDaRequisicao(r: RequisicaoResposta): ValoresRequisicao {
  const beneficios = beneficiosVazios();
  if (r.BENEFICIOS)
    for (const [k, x] of Object.entries(r.BENEFICIOS)) if (k in beneficios) beneficios[k] = x ?? '';
  return {
    cd_pessoa_cliente: r.CD_PESSOA_CLIENTE,
    cd_empresa: String(r.CD_EMPRESA),
    nm_requisitante: r.NM_REQUISITANTE ?? '',
    ds_area: r.DS_AREA ?? '',
    nr_pedido_cliente: r.NR_PEDIDO_CLIENTE ?? '',
    cd_tipo_contratacao: texto(r.CD_TIPO_CONTRATACAO),
    id_setor: r.ID_SETOR,
    id_tipo_vaga: r.ID_TIPO_VAGA ?? '',
    cd_situacao_vaga: '1',
    ds_observacoes: r.DS_OBSERVACOES ?? '',
    beneficios,
    divulgacao: {
      id_libera_internet: r.DIVULGACAO.ID_LIBERA_INTERNET,
      qt_candidatos_vaga_web: r.DIVULGACAO.QT_CANDIDATOS_VAGA_WEB,
      ds_observacao_internet: r.DIVULGACAO.DS_OBSERVACAO_INTERNET ?? '',
    },
    linhas: r.VAGAS.filter((v) => SITUACOES_EDITAVEIS_REQUISICAO.includes(v.CD_SITUACAO_VAGA)).map((v) =>
      linhaVazia({
        nr_vaga: v.NR_VAGA,
        situacao: v.NM_SITUACAO_VAGA,
        cd_cargo_cliente: texto(v.CD_CARGO_CLIENTE),
        qt_vagas: 1,
        vl_salario: v.VL_SALARIO,
        id_salario: v.ID_SALARIO ?? 'M',
        cd_turno: texto(v.CD_TURNO),
        cd_centro_custo: v.CD_CENTRO_CUSTO ?? '',
        cd_grau_instrucao_de: texto(v.CD_GRAU_INSTRUCAO_DE),
        cd_grau_instrucao_ate: texto(v.CD_GRAU_INSTRUCAO_ATE),
        id_sexo: v.ID_SEXO ?? '',
        nr_idade_de: v.NR_IDADE_DE,
        nr_idade_ate: v.NR_IDADE_ATE,
        nr_anos_experiencia_de: v.NR_ANOS_EXPERIENCIA_DE,
        nr_anos_experiencia_ate: v.NR_ANOS_EXPERIENCIA_ATE,
        id_vaga_pcd: v.ID_VAGA_PCD,
        id_vaga_confidencial: v.ID_VAGA_CONFIDENCIAL,
        id_vaga_sigilosa: v.ID_VAGA_SIGILOSA,
        cd_pessoa_analista: texto(v.CD_PESSOA_ANALISTA),
      }),
    ),
  };
}
