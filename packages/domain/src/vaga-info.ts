import { z } from 'zod';
import { codigo } from './entrada';

/**
 * The vacancy as the search panel and the detail read it (spec 000 §3.9, §2.7): its info and search
 * profile, its analyst, and the secret/confidential flags of a requisition.
 */

const chave = codigo('int8', 'Código inválido.');
const sn = z.enum(['S', 'N']);
const flagObrigatorio = z.enum(['S', 'N'], { error: 'Informe S ou N.' });

export const infoVagaParams = z.object({ nrVaga: chave });
export const infoVagaSetorParams = z.object({
  nrVaga: chave,
  /** R recruitment, S selection. */
  setor: z.enum(['R', 'S'], { error: 'Setor deve ser R ou S.' }),
});

const txt = z.string().nullable();
const num = z.number().nullable();
const snNulo = sn.nullable();

/**
 * Answer of GET vaga/info-vaga/{nrVaga}[/{R|S}]: the vacancy's search profile (§3.9) and what the
 * detail panel shows (§2.7). PERFIL_PESQUISA is the profile in the shape of the search body (the
 * panel's starting filters): the last filters saved with Gravar, or the profile columns.
 */
export const infoVagaResposta = z.object({
  NR_VAGA: z.number().int(),
  NR_REQUISICAO: z.number().int(),
  CD_EMPRESA: z.number().int(),
  NM_EMPRESA: txt,
  CD_PESSOA_CLIENTE: z.number().int(),
  NM_PESSOA_CLIENTE: txt,
  NM_APELIDO_CLIENTE: txt,
  CD_CARGO: num,
  NM_CARGO: txt,
  CD_CARGO_CLIENTE: num,
  NM_CARGO_CLIENTE: txt,
  CD_QUALIFICACAO_CARGO: num,
  NR_ANOS_EXPERIENCIA_DE: num,
  NR_ANOS_EXPERIENCIA_ATE: num,
  VL_PRETENSAO_SALARIAL_1: num,
  VL_PRETENSAO_SALARIAL_2: num,
  CD_GRAU_INSTRUCAO_DE: num,
  NM_GRAU_INSTRUCAO_DE: txt,
  CD_GRAU_INSTRUCAO_ATE: num,
  NM_GRAU_INSTRUCAO_ATE: txt,
  DS_PALAVRAS_CHAVE_OBRIGATORIO: txt,
  DS_PALAVRAS_CHAVE_OPCIONAL: txt,
  DS_PALAVRAS_CHAVE_EXCLUIDO: txt,
  ID_TURNO_NORMAL: snNulo,
  ID_TURNO_MATUTINO: snNulo,
  ID_TURNO_VESPERTINO: snNulo,
  ID_TURNO_NOTURNO: snNulo,
  ID_REVEZAMENTO: snNulo,
  ID_POSSUE_DEFICIENCIA: snNulo,
  ID_DEFICIENCIA_INTELECTUAL: sn,
  ID_DEFICIENCIA_FISICA: sn,
  ID_DEFICIENCIA_VISUAL: sn,
  ID_DEFICIENCIA_AUDITIVA: sn,
  ID_DEFICIENCIA_MENTAL: sn,
  ID_DEFICIENCIA_MULTIPLA: sn,
  ID_DEFICIENCIA_REABILITADO: sn,
  NR_IDADE_DE: num,
  NR_IDADE_ATE: num,
  NR_PESO_DE: num,
  NR_PESO_ATE: num,
  NR_ALTURA_DE: num,
  NR_ALTURA_ATE: num,
  ID_SEXO: txt,
  ID_ESTADO_CIVIL: txt,
  ID_FUMANTE: snNulo,
  ID_PRIMEIRO_EMPREGO: snNulo,
  ID_CURSANDO: snNulo,
  CD_HABILITACAO_CAT: txt,
  ID_POSSUI_VEICULO: snNulo,
  CD_PAIS: num,
  CD_UF: txt,
  NM_CIDADES: z.array(z.string()),
  NM_BAIRROS: z.array(z.string()),
  CD_IDIOMA: num,
  NM_IDIOMA: txt,
  ID_LEITURA: num,
  ID_ESCRITA: num,
  ID_FALA: num,
  CD_PESSOA_CLIENTE_RESTRICAO: num,
  NM_PESSOA_CLIENTE_RESTRICAO: txt,
  DT_LIMITE_RESTRICAO: txt,
  ID_VAGA_SIGILOSA: sn,
  ID_VAGA_CONFIDENCIAL: sn,
  ID_VAGA_PCD: sn,
  PC_FATURAMENTO: num,
  AD_PC_FATURAMENTO: num,
  PC_FAT_ENCAMINHAMENTO: num,
  PC_TOTAL_FATURADO: num,
  SITUACAO_VAGA: z.object({
    CD_SITUACAO_VAGA: z.number().int(),
    NM_SITUACAO: z.string(),
    DS_SITUACAO_VAGA: txt,
  }),
  /** S when the vacancy is frozen (13): the panel shows the warning instead of the filters. */
  VAGA_CONGELADA: sn,
  /** Overdue vacancies of the logged user: while there are any, the search panel is blocked (spec 001 §2.13). */
  VAGAS_ATRASADAS_USUARIO: z.array(z.number().int()),
  CD_TIPO_CONTRATACAO: z.number().int(),
  NM_TIPO_CONTRATACAO: txt,
  ID_TIPO_VAGA: txt,
  DS_AREA: txt,
  ID_LIBERA_INTERNET: sn,
  DT_LIBERA_INTERNET: txt,
  DT_RETIRA_INTERNET: txt,
  ID_DIVULGA_AUTOATENDIMENTO: sn,
  ID_RECRUTAMENTO: sn,
  /** R recruitment, S selection. */
  ID_SETOR: txt,
  ID_INSALUBRIDADE: sn,
  ID_PERICULOSIDADE: sn,
  VL_INSALUBRIDADE: num,
  VL_PERICULOSIDADE: num,
  VL_SALARIO: num,
  ID_SALARIO: txt,
  CD_TURNO: num,
  NM_TURNO: txt,
  CD_CENTRO_CUSTO: txt,
  NM_CENTRO_CUSTO: txt,
  DT_ABERTURA: txt,
  NM_REQUISITANTE: txt,
  NR_PEDIDO_CLIENTE: txt,
  NM_PESSOA_CRIADOR: txt,
  CD_PESSOA_ANALISTA: num,
  NM_PESSOA_ANALISTA: txt,
  NR_TELEFONE_ANALISTA: txt,
  DS_OBSERVACOES: txt,
  DS_INFORMACOES_ADICIONAIS: txt,
  PERFIL_PESQUISA: z.record(z.string(), z.unknown()),
});
export type InfoVagaResposta = z.infer<typeof infoVagaResposta>;

/** Answer of GET vaga/info-analista-vaga/{nrVaga}: the vacancy's analyst (nulls when none). */
export const infoAnalistaVagaResposta = z.object({
  NR_VAGA: z.number().int(),
  CD_PESSOA: num,
  NM_PESSOA: txt,
  CD_SIP: num,
  CD_UNID: num,
  NR_TELEFONE: txt,
  DS_EMAIL: txt,
});
export type InfoAnalistaVagaResposta = z.infer<typeof infoAnalistaVagaResposta>;

/** Body of PUT vaga/vaga-sigilosa and vaga/vaga-confidencial (all vacancies of the requisition). */
export const vagaSigiloBody = z.object({
  nrRequisicao: chave,
  novoStatus: flagObrigatorio,
});
