import { z } from 'zod';
import { formatarData } from './datas';
import { codigo, inteiroEntrada, textoAparado } from './entrada';
import { exportacaoQuery } from './gerencial';
import { PERMISSOES } from './permissions';
import { dataEntrada, flagSN } from './vaga-edicao';

/**
 * Placements (contratações): the bodies, filters and answers of their API, the quotas of a client
 * and the read log of sensitive data. The labour rules themselves are in contratacao-regras.ts.
 */

export const LIMITES_CONTRATACAO = {
  motivoMax: 500,
  /** "Ending within N days" filter: at most a year ahead. */
  terminaEmDiasMax: 366,
  porPagina: 50,
  porPaginaMax: 200,
  /** Active placements starting from today read to find the pending admissions. */
  admissoesLidasMax: 20_000,
} as const;

/** A active, E ended early, C cancelled (approval undone), T finished at its term. */
export const SITUACOES_CONTRATACAO = ['A', 'E', 'C', 'T'] as const;
export type SituacaoContratacao = (typeof SITUACOES_CONTRATACAO)[number];
export const ROTULOS_SITUACAO_CONTRATACAO: Record<SituacaoContratacao, string> = {
  A: 'Ativa',
  E: 'Encerrada antes do prazo',
  C: 'Cancelada',
  T: 'Terminada no prazo',
};

export const MENSAGENS_CONTRATACAO = {
  naoEncontrada: 'Contratação não encontrada.',
  motivoEncerramento: 'Informe o motivo do encerramento.',
  encerramentoAntesDoInicio: 'O encerramento não pode ser anterior ao início.',
  encerramentoDepoisDoFim: 'Para encerrar depois do término, prorrogue o contrato.',
  jaEncerrada: 'Esta contratação já foi encerrada.',
  cancelada: 'Esta contratação foi cancelada (a aprovação foi desfeita).',
  motivoSubstituicao: 'Informe o motivo da substituição (exigido pela Lei 6.019, art. 2º).',
  substituidaDeOutroCliente: 'A contratação substituída é de outro cliente.',
  aprovacaoDesfeita: 'A aprovação deste candidato foi desfeita: não há contratação a registrar.',
  inicioObrigatorio: 'Informe a data de início do trabalho.',
  motivoLongo: `O motivo tem no máximo ${LIMITES_CONTRATACAO.motivoMax} caracteres.`,
  salvo: 'Contratação salva.',
  prorrogada: 'Contrato prorrogado.',
  encerrada: 'Contratação encerrada.',
} as const;

const M = MENSAGENS_CONTRATACAO;
const motivo = (ausente: string) =>
  textoAparado(LIMITES_CONTRATACAO.motivoMax, M.motivoLongo, ausente).min(1, ausente);

export const idContratacaoParams = z.object({ id: codigo('int8', M.naoEncontrada) });

/** GET /contratacoes filters. */
export const contratacoesQuery = z.object({
  cd_pessoa_cliente: codigo('int8').optional(),
  cd_unidade: codigo('int4').optional(),
  cd_pessoa_analista: codigo('int8').optional(),
  cd_tipo_contratacao: codigo('int2').optional(),
  id_situacao: z.enum(SITUACOES_CONTRATACAO).optional(),
  /** Temporary placements whose end falls within this many days from today. */
  termina_em_dias: inteiroEntrada('int2', { min: 0 })
    .refine(
      (n) => n <= LIMITES_CONTRATACAO.terminaEmDiasMax,
      `No máximo ${LIMITES_CONTRATACAO.terminaEmDiasMax} dias.`,
    )
    .optional(),
  cd_pessoa_candidato: codigo('int8').optional(),
  /**
   * S: the pending admissions — active placements starting from today whose candidate misses
   * something eSocial S-2200 asks (`pendenciasAdmissao`), the soonest due first.
   */
  admissoes_pendentes: z.enum(['S', 'N']).optional(),
  pagina: inteiroEntrada('int4', { min: 1 }).optional(),
  por_pagina: inteiroEntrada('int2', { min: 1 })
    .refine(
      (n) => n <= LIMITES_CONTRATACAO.porPaginaMax,
      `No máximo ${LIMITES_CONTRATACAO.porPaginaMax} por página.`,
    )
    .optional(),
});
export type ContratacoesQuery = z.input<typeof contratacoesQuery>;

export const contratacaoLinha = z.object({
  ID_CONTRATACAO: z.number(),
  NR_VAGA: z.number(),
  CD_PESSOA_CANDIDATO: z.number(),
  NM_CANDIDATO: z.string(),
  CD_PESSOA_CLIENTE: z.number(),
  NM_CLIENTE: z.string().nullable(),
  CD_UNIDADE: z.number().nullable(),
  NM_ANALISTA: z.string().nullable(),
  CD_TIPO_CONTRATACAO: z.number(),
  NM_TIPO_CONTRATACAO: z.string().nullable(),
  ID_APRENDIZ: flagSN,
  ID_PCD: flagSN,
  DT_INICIO: z.string(),
  DT_FIM: z.string().nullable(),
  DT_FIM_ORIGINAL: z.string().nullable(),
  QT_PRORROGACOES: z.number(),
  DS_MOTIVO_PRORROGACAO: z.string().nullable(),
  ID_SITUACAO: z.enum(SITUACOES_CONTRATACAO),
  DT_ENCERRAMENTO: z.string().nullable(),
  DS_MOTIVO_ENCERRAMENTO: z.string().nullable(),
  ID_CONTRATACAO_SUBSTITUIDA: z.number().nullable(),
  DS_MOTIVO_SUBSTITUICAO: z.string().nullable(),
  /** Days until the end (temporary and active), else null. */
  DIAS_PARA_TERMINAR: z.number().nullable(),
  /** What eSocial S-2200 needs that the record misses. */
  PENDENCIAS_ADMISSAO: z.array(z.object({ campo: z.string(), rotulo: z.string() })),
  DT_PRAZO_ADMISSAO: z.string(),
});
export type ContratacaoLinha = z.infer<typeof contratacaoLinha>;

export const contratacoesResposta = z.object({
  linhas: z.array(contratacaoLinha),
  total: z.number(),
});

/** PUT /contratacoes/:id: dates, apprentice flag and the replacement it is. */
export const contratacaoBody = z.object({
  dt_inicio: dataEntrada,
  dt_fim: dataEntrada.nullish().transform((v) => v ?? null),
  id_aprendiz: flagSN.optional(),
  id_contratacao_substituida: codigo('int8').nullish(),
  ds_motivo_substituicao: textoAparado(LIMITES_CONTRATACAO.motivoMax, M.motivoLongo).nullish(),
});
export type ContratacaoBody = z.input<typeof contratacaoBody>;

export const prorrogarBody = z.object({
  dt_fim: dataEntrada,
  ds_motivo: motivo('Informe o motivo da prorrogação (a manutenção das condições que a justificam).'),
});
export const encerrarBody = z.object({
  dt_encerramento: dataEntrada,
  ds_motivo: motivo(M.motivoEncerramento),
});

/** GET /clientes/:cd_pessoa/cotas. */
export const cotasClienteResposta = z.object({
  QT_FUNCIONARIOS: z.number().nullable(),
  PC_COTA_PCD: z.number(),
  QT_COTA_PCD: z.number(),
  QT_PCD_CONTRATADOS: z.number(),
  QT_APRENDIZ_MIN: z.number(),
  QT_APRENDIZ_MAX: z.number(),
  QT_APRENDIZES_CONTRATADOS: z.number(),
  ID_APRENDIZ_DISPENSADO: flagSN,
  /** PCD still to place (0 when met). */
  QT_FALTA_PCD: z.number(),
  QT_FALTA_APRENDIZ: z.number(),
  /** PCD candidates in the pipelines of the client's open vacancies. */
  QT_PCD_EM_PROCESSO: z.number(),
});
export type CotasClienteResposta = z.infer<typeof cotasClienteResposta>;

/** Resources of the read log. */
export const RECURSOS_LGPD_ACESSO = {
  deficiencia: 'Deficiência (CID)',
  laudo: 'Laudo médico',
  laudo_pdf: 'Laudo médico (PDF)',
  documento: 'Documento',
  foto: 'Foto',
  curriculo_pdf: 'Currículo completo (PDF)',
} as const;
export type RecursoLgpdAcesso = keyof typeof RECURSOS_LGPD_ACESSO;

/** The request header naming the screen a read comes from (the web's active tab), and its bound. */
export const CABECALHO_TELA = 'x-tela';
export const MAX_TELA_LGPD = 120;

/**
 * The screen named by the header: printable characters only (others dropped), trimmed, at most
 * MAX_TELA_LGPD characters; null when nothing is left.
 */
/**
 * The refusal of ending a placement early on `data` (null when allowed): not before its start, nor
 * after its end (past the end the contract is extended instead).
 */
export function erroEncerramento(c: { inicio: string; fim: string | null }, data: string): string | null {
  if (data < c.inicio) return MENSAGENS_CONTRATACAO.encerramentoAntesDoInicio;
  if (c.fim && data > c.fim) return MENSAGENS_CONTRATACAO.encerramentoDepoisDoFim;
  return null;
}

export function telaDoCabecalho(valor: unknown): string | null {
  if (typeof valor !== 'string') return null;
  const imprimivel = (c: string) => {
    const n = c.codePointAt(0) ?? 0;
    return n >= 32 && (n < 127 || n > 159);
  };
  const limpo = [...valor].filter(imprimivel).join('').trim().slice(0, MAX_TELA_LGPD).trim();
  return limpo || null;
}

/** Lines per page of the read log (GET /lgpd/acessos and the portal's page). */
export const POR_PAGINA_LGPD_ACESSOS = 50;

/** Months the read log is kept. */
export const MESES_RETENCAO_LGPD_ACESSO = 12;

export const lgpdAcessosQuery = z.object({
  cd_pessoa_candidato: codigo('int8').optional(),
  cd_usuario: codigo('int4').optional(),
  de: dataEntrada.optional(),
  ate: dataEntrada.optional(),
  pagina: inteiroEntrada('int4', { min: 1 }).optional(),
});

export const lgpdAcessoLinha = z.object({
  ID_ACESSO: z.number(),
  CD_PESSOA_CANDIDATO: z.number(),
  NM_CANDIDATO: z.string().nullable(),
  CD_USUARIO: z.number().nullable(),
  NM_USUARIO: z.string().nullable(),
  NM_LOGIN: z.string().nullable(),
  DS_RECURSO: z.string(),
  DS_DETALHE: z.string().nullable(),
  DS_TELA: z.string().nullable(),
  DS_IP: z.string().nullable(),
  CRIADO_EM: z.string(),
});
export type LgpdAcessoLinha = z.infer<typeof lgpdAcessoLinha>;
export const lgpdAcessosResposta = z.object({ linhas: z.array(lgpdAcessoLinha), total: z.number() });

/** GET /cotas: the quota card of a unit's clients (the dashboard), gaps first. */
export const cotasUnidadeQuery = z.object({
  cd_unidade: codigo('int4').optional(),
  /** Only clients with a gap. */
  com_falta: flagSN.optional(),
});
export const cotaClienteLinha = cotasClienteResposta.extend({
  CD_PESSOA_CLIENTE: z.number(),
  NM_CLIENTE: z.string().nullable(),
});
export const cotasUnidadeResposta = z.object({
  clientes: z.array(cotaClienteLinha),
  /** The unit's sums. */
  total: cotasClienteResposta.omit({
    QT_FUNCIONARIOS: true,
    PC_COTA_PCD: true,
    ID_APRENDIZ_DISPENSADO: true,
  }),
});

/** Who reads placements (selection, recruitment, finance) and who changes them (selection, recruitment). */
export const PERMISSOES_CONTRATACAO = {
  editar: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])],
  consultar: [
    ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.financeiro]),
  ],
  /** The read log of sensitive data: Administração. */
  acessosLgpd: PERMISSOES.administracao,
} as const satisfies Record<string, readonly number[]>;

/** GET /contratacoes/exportar: the list's filters and the format. */
export const contratacoesExportacaoQuery = contratacoesQuery
  .omit({ pagina: true, por_pagina: true })
  .extend(exportacaoQuery.shape);

const dataBr = (iso: string | null) => (iso ? formatarData(iso) : null);

/** The columns of the placements export. */
export const COLUNAS_EXPORTACAO_CONTRATACOES: readonly {
  titulo: string;
  valor: (l: ContratacaoLinha) => string | number | null;
}[] = [
  { titulo: 'Contratação', valor: (l) => l.ID_CONTRATACAO },
  { titulo: 'Candidato', valor: (l) => l.NM_CANDIDATO },
  { titulo: 'Cliente', valor: (l) => l.NM_CLIENTE },
  { titulo: 'Vaga', valor: (l) => l.NR_VAGA },
  { titulo: 'Unidade', valor: (l) => l.CD_UNIDADE },
  { titulo: 'Analista', valor: (l) => l.NM_ANALISTA },
  { titulo: 'Tipo de contratação', valor: (l) => l.NM_TIPO_CONTRATACAO },
  { titulo: 'Aprendiz', valor: (l) => (l.ID_APRENDIZ === 'S' ? 'Sim' : 'Não') },
  { titulo: 'PCD', valor: (l) => (l.ID_PCD === 'S' ? 'Sim' : 'Não') },
  { titulo: 'Início', valor: (l) => dataBr(l.DT_INICIO) },
  { titulo: 'Término', valor: (l) => dataBr(l.DT_FIM) },
  { titulo: 'Prorrogações', valor: (l) => l.QT_PRORROGACOES },
  { titulo: 'Situação', valor: (l) => ROTULOS_SITUACAO_CONTRATACAO[l.ID_SITUACAO] },
  { titulo: 'Encerramento', valor: (l) => dataBr(l.DT_ENCERRAMENTO) },
  { titulo: 'Motivo do encerramento', valor: (l) => l.DS_MOTIVO_ENCERRAMENTO },
  {
    titulo: 'Pendências eSocial',
    valor: (l) => l.PENDENCIAS_ADMISSAO.map((p) => p.rotulo).join('; ') || null,
  },
];
