import { z } from 'zod';
import { formatarDuracao } from './datas';
import { codigo, dataIso } from './entrada';

/**
 * The client tax-regime validation bot (spec 002 §2.8, §3.8, §4, §8, §9, code 341): the clients to
 * validate, the queue the bot works through one client at a time, its states and its time estimates.
 */

export const MENSAGENS_BOT = {
  erroClientes: 'Ops, ocorreu um erro ao buscar a lista de clientes.',
  erroValidados: 'Ops, ocorreu um erro ao buscar a lista de clientes validados.',
  erroHistorico: 'Ops, ocorreu um erro ao buscar o histórico do cliente.',
  erroValidar: 'Erro ao validar cliente',
  filaVazia: 'Não há clientes na fila para processar.',
  finalizado: 'Bot finalizado! Todos os clientes da fila foram processados.',
  cnpjInvalido: 'CNPJ inválido.',
  clienteNaoEncontrado: 'Cliente não encontrado.',
  confirmarFila: 'Colocar na fila os clientes da lista filtrada?',
  calculando: '(calculando...)',
  estimativaInicial: '(estimativa inicial)',
} as const;

/** Polling tick of the bot (ms). */
export const TICK_BOT_MS = 3000;
/** Pause between two clients counted in the total estimate (ms). */
export const INTERVALO_BOT_MS = 3000;
/** Response times kept for the estimate. */
export const MAX_AMOSTRAS_BOT = 10;
/** Samples needed before the estimate is shown without '(calculando...)'. */
export const MIN_AMOSTRAS_BOT = 3;
/** Saved browser state (filters and bot) expires after 24 h. */
export const VALIDADE_ESTADO_BOT_MS = 86_400_000;
/** Delays before the filters (500 ms) and the bot state (1 s) are saved; restart after a reload (1 s). */
export const ATRASO_SALVAR_FILTROS_MS = 500;
export const ATRASO_SALVAR_BOT_MS = 1000;
export const ATRASO_REINICIO_BOT_MS = 1000;

/**
 * Estimated time of one API call (spec 002 §9): 3000 ms with no samples; one sample max(sample,
 * 1000); two samples max(average, 1500); three or more the average of the last 10, clamped to
 * 1000–10000 ms.
 */
export function estimativaApiMs(tempos: readonly number[]): number {
  if (tempos.length === 0) return 3000;
  if (tempos.length === 1) return Math.max(tempos[0], 1000);
  if (tempos.length === 2) return Math.max((tempos[0] + tempos[1]) / 2, 1500);
  const ultimos = tempos.slice(-MAX_AMOSTRAS_BOT);
  const media = ultimos.reduce((s, t) => s + t, 0) / ultimos.length;
  return Math.min(Math.max(media, 1000), 10_000);
}

/** Estimated time to empty a queue: each client's call plus 3000 ms between each two clients. */
export function estimativaTotalMs(tamanhoFila: number, tempos: readonly number[]): number {
  if (tamanhoFila <= 0) return 0;
  return tamanhoFila * estimativaApiMs(tempos) + (tamanhoFila - 1) * INTERVALO_BOT_MS;
}

/** True while the estimate is still being calculated (fewer than 3 samples). */
export function estimativaCalculando(tempos: readonly number[]): boolean {
  return tempos.length < MIN_AMOSTRAS_BOT;
}

/** The samples after one more response time: only the last 10 are kept. */
export function registrarTempo(tempos: readonly number[], ms: number): number[] {
  return [...tempos, ms].slice(-MAX_AMOSTRAS_BOT);
}

// ---------------------------------------------------------------------------------------------
// Rows

export const clienteBotLinha = z.object({
  CD_PESSOA_CLIENTE: z.number().int(),
  CD_EMPRESA_CLIENTE: z.number().int(),
  CNPJ: z.string(),
  NM_PESSOA_CLIENTE: z.string(),
  ID_OPTANTE_SIMPLES_NAC: z.enum(['S', 'N']).nullable(),
  /** ISO date-time of the last validation. */
  DT_VALIDA_SIMPLES: z.string().nullable(),
  /** The last consultation as JSON text (may hold mensagem, message, error, status). */
  DS_CONSULTA: z.string().nullable(),
});
export type ClienteBot = z.infer<typeof clienteBotLinha>;

export const historicoBotLinha = z.object({ DT_VALIDA_SIMPLES: z.string(), DS_CONSULTA: z.string() });
export type HistoricoBot = z.infer<typeof historicoBotLinha>;

export const periodoBotQuery = z
  .object({ dt_inicio: dataIso(), dt_fim: dataIso(), id_clientes_validados: z.enum(['S', 'N']).optional() })
  .refine((q) => q.dt_inicio <= q.dt_fim, {
    message: 'A data de início não pode ser maior que a data final.',
    path: ['dt_inicio'],
  });
export type PeriodoBotQuery = z.input<typeof periodoBotQuery>;

export const historicoBotParams = z.object({ cd_pessoa_cliente: codigo('int8') });

/** A CNPJ as typed: 14 digits or letters (the alphanumeric CNPJ) with the usual mask characters. */
export const cnpjEntrada = z
  .string()
  .trim()
  .max(18, { error: MENSAGENS_BOT.cnpjInvalido, abort: true })
  .regex(/^[0-9A-Za-z.\-/\s]+$/, { error: MENSAGENS_BOT.cnpjInvalido, abort: true })
  .transform((v) => v.replace(/[^0-9A-Za-z]/g, '').toUpperCase())
  .refine((v) => v.length === 14, MENSAGENS_BOT.cnpjInvalido);

export const validaBotBody = z.object({
  cd_pessoa_cliente: codigo('int8'),
  cd_empresa_cliente: codigo('int4'),
  cnpj: cnpjEntrada,
});
export type ValidaBotBody = z.input<typeof validaBotBody>;

export const validaBotResposta = z.object({
  CD_PESSOA_CLIENTE: z.number().int(),
  ID_OPTANTE_SIMPLES_NAC: z.enum(['S', 'N']),
  DT_VALIDA_SIMPLES: z.string(),
  DS_CONSULTA: z.string(),
});

// ---------------------------------------------------------------------------------------------
// What the consultation JSON says

/** The consultation's fields the screen reads. */
export interface ConsultaLida {
  erro: boolean;
  mensagem: string | null;
}

/** Reads a consultation's JSON text: an error row has error true or status 'error' (spec 002 §9). */
export function lerConsulta(ds: string | null | undefined): ConsultaLida {
  if (!ds) return { erro: false, mensagem: null };
  try {
    const j = JSON.parse(ds) as Record<string, unknown>;
    const erro = j.error === true || j.status === 'error';
    const m = j.mensagem ?? j.message;
    return { erro, mensagem: typeof m === 'string' ? m : null };
  } catch {
    return { erro: false, mensagem: ds };
  }
}

// ---------------------------------------------------------------------------------------------
// Display options and sorting

/** 'Exibir' options: which rows (Todos, Simples, Não Simples, Com erro) and how many. */
export const EXIBIR_BOT = [
  { value: '0', label: 'Todos' },
  { value: 'S', label: 'Simples Nacional' },
  { value: 'N', label: 'Não Simples' },
  { value: '999', label: 'Com erro' },
] as const;
export type FiltroExibirBot = (typeof EXIBIR_BOT)[number]['value'];
export const QUANTIDADES_BOT = [10, 25, 50, 100] as const;

export type CampoOrdemBot = 'ID_OPTANTE_SIMPLES_NAC' | 'DT_VALIDA_SIMPLES';
export interface OrdemBot {
  campo: CampoOrdemBot;
  desc: boolean;
}

/** The rows the 'Exibir' option keeps. */
export function filtrarExibir(linhas: readonly ClienteBot[], exibir: FiltroExibirBot): ClienteBot[] {
  if (exibir === '0') return [...linhas];
  if (exibir === '999') return linhas.filter((l) => lerConsulta(l.DS_CONSULTA).erro);
  return linhas.filter((l) => l.ID_OPTANTE_SIMPLES_NAC === exibir && !lerConsulta(l.DS_CONSULTA).erro);
}

/** Sorted by the field (empty values last), the clients in the queue first, in queue order. */
export function ordenarClientesBot(
  linhas: readonly ClienteBot[],
  ordem: OrdemBot | null,
  fila: readonly number[],
): ClienteBot[] {
  const posicao = new Map(fila.map((cd, i) => [cd, i]));
  return [...linhas].sort((a, b) => {
    const fa = posicao.get(a.CD_PESSOA_CLIENTE);
    const fb = posicao.get(b.CD_PESSOA_CLIENTE);
    if (fa !== undefined || fb !== undefined) {
      if (fa === undefined) return 1;
      if (fb === undefined) return -1;
      return fa - fb;
    }
    if (!ordem) return 0;
    const va = a[ordem.campo];
    const vb = b[ordem.campo];
    if (va === vb) return 0;
    if (va === null) return 1;
    if (vb === null) return -1;
    const c = va < vb ? -1 : 1;
    return ordem.desc ? -c : c;
  });
}

// ---------------------------------------------------------------------------------------------
// The bot's state machine (spec 002 §4)

export interface EstadoBot {
  /** On (Bot Ativo or Bot Pausado) or off (Bot Parado). */
  ativo: boolean;
  pausado: boolean;
  /** Clients waiting, in order. */
  fila: ClienteBot[];
  /** The client being validated now. */
  processando: ClienteBot | null;
  /** The last response times (ms), at most 10. */
  tempos: number[];
}

export const ESTADO_BOT_INICIAL: EstadoBot = {
  ativo: false,
  pausado: false,
  fila: [],
  processando: null,
  tempos: [],
};

export type AcaoBot =
  | { tipo: 'ativar' }
  | { tipo: 'pausar' }
  | { tipo: 'retomar' }
  | { tipo: 'parar' }
  | { tipo: 'preencherFila'; clientes: readonly ClienteBot[] }
  | { tipo: 'limparFila' }
  | { tipo: 'validarAgora'; cliente: ClienteBot }
  | { tipo: 'iniciarValidacao' }
  | { tipo: 'concluirValidacao'; cd: number; ms: number };

/** What an action led to, for the screen to tell: the state, and a message when one is due. */
export interface TransicaoBot {
  estado: EstadoBot;
  aviso?: { tipo: 'info' | 'sucesso'; texto: string };
}

/** Badge of the bot: Bot Ativo, Bot Pausado or Bot Parado. */
export function rotuloEstadoBot(e: EstadoBot): 'Bot Ativo' | 'Bot Pausado' | 'Bot Parado' {
  if (!e.ativo) return 'Bot Parado';
  return e.pausado ? 'Bot Pausado' : 'Bot Ativo';
}

/** Filters are locked while the bot is on or the queue holds clients. */
export function filtrosBloqueados(e: EstadoBot): boolean {
  return e.ativo || e.fila.length > 0;
}

/**
 * The bot's transitions: off → on only with a non-empty queue; pause and resume while on; off on
 * 'Parar bot' or by itself when the queue empties ('Bot finalizado!'). The queue is filled or
 * cleared only while off; 'Validar agora' only with an empty queue (it queues the client and starts).
 * One client at a time: the first of the queue; after its answer (success or failure) it leaves the
 * queue and its response time is kept.
 */
export function transicaoBot(e: EstadoBot, a: AcaoBot): TransicaoBot {
  switch (a.tipo) {
    case 'ativar':
      if (e.ativo) return { estado: e };
      if (e.fila.length === 0) return { estado: e, aviso: { tipo: 'info', texto: MENSAGENS_BOT.filaVazia } };
      return { estado: { ...e, ativo: true, pausado: false } };
    case 'pausar':
      return { estado: e.ativo ? { ...e, pausado: true } : e };
    case 'retomar':
      return { estado: e.ativo ? { ...e, pausado: false } : e };
    case 'parar':
      return { estado: { ...e, ativo: false, pausado: false } };
    case 'preencherFila': {
      if (e.ativo) return { estado: e };
      const naFila = new Set(e.fila.map((c) => c.CD_PESSOA_CLIENTE));
      return {
        estado: { ...e, fila: [...e.fila, ...a.clientes.filter((c) => !naFila.has(c.CD_PESSOA_CLIENTE))] },
      };
    }
    case 'limparFila':
      return { estado: e.ativo ? e : { ...e, fila: [] } };
    case 'validarAgora':
      if (e.fila.length > 0 || e.ativo) return { estado: e };
      return { estado: { ...e, fila: [a.cliente], ativo: true, pausado: false } };
    case 'iniciarValidacao':
      if (!e.ativo || e.pausado || e.processando || e.fila.length === 0) return { estado: e };
      return { estado: { ...e, processando: e.fila[0] } };
    case 'concluirValidacao': {
      const fila = e.fila.filter((c) => c.CD_PESSOA_CLIENTE !== a.cd);
      const estado: EstadoBot = { ...e, fila, processando: null, tempos: registrarTempo(e.tempos, a.ms) };
      if (fila.length === 0 && e.ativo) {
        return {
          estado: { ...estado, ativo: false, pausado: false },
          aviso: { tipo: 'sucesso', texto: MENSAGENS_BOT.finalizado },
        };
      }
      return { estado };
    }
  }
}

/** The bot state as saved in the browser, with when it was saved. */
export interface EstadoBotSalvo {
  salvoEm: number;
  estado: EstadoBot;
}

/** The saved state still valid at `agora` (24 h), or null. */
export function estadoSalvoValido(salvo: EstadoBotSalvo | null, agora: number): EstadoBot | null {
  if (!salvo || agora - salvo.salvoEm > VALIDADE_ESTADO_BOT_MS) return null;
  return salvo.estado;
}

/**
 * A state read back after a reload: a bot that was running is stopped (and the screen starts it again
 * after 1 s); a validation cut in the middle goes back to the head of the queue.
 */
export function estadoAposRecarregar(e: EstadoBot): { estado: EstadoBot; reiniciar: boolean } {
  return { estado: { ...e, ativo: false, pausado: false, processando: null }, reiniciar: e.ativo };
}

/**
 * The estimate's line under the queue. '(calculando...)' only while the bot runs and is still
 * measuring (fewer than 3 answers): it ends when the third answer comes or the bot stops. A bot that
 * has measured nothing says its time is the initial estimate; an empty queue has no total.
 */
export function textoEstimativaBot(ativo: boolean, tamanhoFila: number, tempos: readonly number[]): string {
  const marca =
    ativo && estimativaCalculando(tempos)
      ? ` ${MENSAGENS_BOT.calculando}`
      : tempos.length === 0
        ? ` ${MENSAGENS_BOT.estimativaInicial}`
        : '';
  const porCliente = `Tempo por cliente: ${formatarDuracao(estimativaApiMs(tempos))}${marca}`;
  if (tamanhoFila <= 0) return porCliente;
  return `${porCliente} · Tempo total estimado: ${formatarDuracao(estimativaTotalMs(tamanhoFila, tempos))}${marca}`;
}
