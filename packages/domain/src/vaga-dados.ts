import { z } from 'zod';

/** The vacancy's detail as the edit panel reads it (spec 000 §3.3, §2.7). */

const flagSN = z.enum(['S', 'N']);

// GET vaga/dados-vaga/{nrVaga} (spec 000 §3.3, and what the detail panel of §2.7 shows)

const txt = z.string().nullable();
const numero = z.number().nullable();
const inteiro = z.number().int().nullable();

export const situacaoOpcao = z.object({
  CD_SITUACAO_VAGA: z.number().int(),
  NM_SITUACAO_VAGA: z.string(),
});
export type SituacaoOpcao = z.infer<typeof situacaoOpcao>;

export const permiteAtualizar = z.object({
  /** Whether the situation dropdown is enabled. */
  atualiza: z.boolean(),
  /** Why not (shown as a hint), or null. */
  mensagem: z.string().nullable(),
});
export type PermiteAtualizar = z.infer<typeof permiteAtualizar>;

export const dadosVagaResposta = z.object({
  NR_VAGA: z.number().int(),
  NR_REQUISICAO: z.number().int(),
  /** Unit of the vacancy. */
  CD_EMPRESA: z.number().int(),
  NM_EMPRESA: z.string(),
  /** Unit of the client (key of the client's positions and cost centres). */
  CD_EMPRESA_CLIENTE: z.number().int(),
  /** Client. */
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  NM_APELIDO: txt,
  VL_SALARIO: numero,
  /** H horista, D diarista, M mensalista, S sem remuneração, C comissão. */
  ID_SALARIO: txt,
  CD_CARGO: inteiro,
  NM_CARGO: txt,
  NM_CARGO_CLIENTE: txt,
  CD_CARGO_CLIENTE: inteiro,
  ID_CARGO_EXIBIR_WEB: txt,
  CD_TURNO: inteiro,
  NM_TURNO: txt,
  CD_CENTRO_CUSTO: txt,
  NM_CENTRO_CUSTO: txt,
  DS_AREA: txt,
  NR_PEDIDO_CLIENTE: txt,
  NM_REQUISITANTE: txt,
  SITUACAO_VAGA: z.object({
    CD_SITUACAO_VAGA: z.number().int(),
    /** The note written with the last situation change. */
    DS_SITUACAO_VAGA: txt,
    NM_SITUACAO: z.string(),
    CD_MOTIVO_CANCELAMENTO: inteiro,
    DS_MOTIVO_CANCELAMENTO: txt,
    CD_PESSOA_CANDIDATO_APROVADO: inteiro,
  }),
  /** Situations the §4.2 rules offer for this vacancy (the current one included where it applies). */
  SITUACOES_VAGA: z.array(situacaoOpcao),
  PERMITE_ATUALIZAR: permiteAtualizar,
  CD_QUALIFICACAO_CARGO: inteiro,
  CD_TIPO_CONTRATACAO: z.number().int(),
  NM_TIPO_CONTRATACAO: txt,
  ID_CANCELADA_JUST: flagSN,
  DS_JUSTIFICATIVA: txt,
  /** S when this user may justify the cancellation now (listed user, situation 5, 6 or 9). */
  PERMITE_JUSTIFICAR: flagSN,
  DS_HISTORICO: txt,
  DS_OBSERVACOES: txt,
  DS_INFORMACOES_ADICIONAIS: txt,
  /** S recruitment, N selection. */
  ID_RECRUTAMENTO: flagSN,
  ID_TIPO_VAGA: z.string(),
  ID_INSALUBRIDADE: flagSN,
  ID_PERICULOSIDADE: flagSN,
  VL_INSALUBRIDADE: numero,
  VL_PERICULOSIDADE: numero,
  FATURAMENTO: z.object({
    ID_ADIANTAMENTO_FATURADO: flagSN,
    PC_TOTAL_FATURADO: z.number(),
    PC_FATURAMENTO: numero,
    AD_PC_FATURAMENTO: numero,
    PC_FAT_ENCAMINHAMENTO: numero,
  }),
  CD_PESSOA_ANALISTA: inteiro,
  NM_PESSOA_ANALISTA: txt,
  NR_TELEFONE_ANALISTA: txt,
  ID_VAGA_SIGILOSA: flagSN,
  ID_VAGA_CONFIDENCIAL: flagSN,
  ID_VAGA_PCD: flagSN,
  ID_LIBERA_INTERNET: flagSN,
  /** ISO 8601 timestamps. */
  DT_LIBERA_INTERNET: txt,
  DT_RETIRA_INTERNET: txt,
  /** ISO dates. */
  DT_ABERTURA: z.string(),
  DT_PRORROGACAO: txt,
  /** S when the vacancy is past its deadline (only cancelling is offered). */
  ID_VAGA_EXPIRADA: flagSN,
  /** S when frozen (13): the banner shows and only the situation tab is enabled. */
  ID_VAGA_CONGELADA: flagSN,
  NM_CRIADOR: txt,
  CRIADO_EM: z.string(),
  /** Tabs shown, in order (see abasVisiveis), and those enabled (see abasHabilitadas). */
  ABAS: z.array(z.string()),
  ABAS_HABILITADAS: z.array(z.string()),
});
export type DadosVaga = z.infer<typeof dadosVagaResposta>;
