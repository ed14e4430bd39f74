import {
  type AcaoLoteBody,
  type AcaoLoteResposta,
  type DesfazerLoteResposta,
  LIMITES_ACOES_LOTE,
  MENSAGENS_ACOES_LOTE,
  type RecusadoLote,
} from '@backoffice/domain/acoes-lote';
import { CONTRATOS_ACOES_LOTE as CL } from '@backoffice/domain/contratos/acoes-lote';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, chamar } from '../../../lib/api-client';
import { consulta, invalidar } from '../../../lib/dados';
import { LEITURAS_DO_PAINEL } from '../api';

export const ML = MENSAGENS_ACOES_LOTE;
export const FALHA_LOTE = 'Não foi possível aplicar a ação em lote.';
export const FALHA_DESFAZER = 'Não foi possível desfazer a ação em lote.';
export const FALHA_LISTAR = 'Não foi possível buscar as ações em lote da vaga.';

/** The result of an attempt: applied, or refused rows awaiting the user's confirmation (409). */
export type ResultadoLote =
  | { tipo: 'aplicada'; resposta: AcaoLoteResposta }
  | { tipo: 'confirmar'; mensagem: string; recusados: RecusadoLote[]; aplicaveis: number };

function comoRecusados(valor: unknown): RecusadoLote[] | null {
  return Array.isArray(valor) ? (valor as RecusadoLote[]) : null;
}

/**
 * POST /vaga/:nrVaga/acoes-em-lote. A 409 naming refused rows (nothing written) comes back as
 * 'confirmar'; any other failure is thrown (its toast already shown by the API client).
 */
export async function aplicarLote(
  qc: QueryClient,
  nrVaga: number,
  corpo: AcaoLoteBody,
): Promise<ResultadoLote> {
  try {
    const resposta = await chamar(
      CL.aplicar,
      { params: { nrVaga }, corpo },
      { fallback: FALHA_LOTE, notificar: false },
    );
    await invalidar(qc, ...CL.aplicar.invalida, ...LEITURAS_DO_PAINEL, CL.listar);
    return { tipo: 'aplicada', resposta };
  } catch (e) {
    if (e instanceof ApiError && e.status === 409 && !corpo.confirmar) {
      const c = (e.corpo ?? {}) as { recusados?: unknown; aplicaveis?: unknown };
      const recusados = comoRecusados(c.recusados);
      if (recusados) {
        const aplicaveis = Array.isArray(c.aplicaveis)
          ? c.aplicaveis.length
          : typeof c.aplicaveis === 'number'
            ? c.aplicaveis
            : corpo.candidatos.length - recusados.length;
        return { tipo: 'confirmar', mensagem: e.mensagem, recusados, aplicaveis };
      }
    }
    throw e;
  }
}

/** POST /acoes-em-lote/:id/desfazer. */
export async function desfazerLote(qc: QueryClient, id: number): Promise<DesfazerLoteResposta> {
  const r = await chamar(CL.desfazer, { params: { id } }, { fallback: FALHA_DESFAZER });
  await invalidar(qc, ...CL.desfazer.invalida, ...LEITURAS_DO_PAINEL, CL.listar);
  return r;
}

/** GET /vaga/:nrVaga/acoes-em-lote. */
export function consultaAcoesLote(nrVaga: number) {
  return consulta(CL.listar, { params: { nrVaga } }, FALHA_LISTAR);
}

/** Milliseconds left to undo, within the domain's window (0 when over or not undoable). */
export function msParaDesfazer(desfazerAte: string | null, agora = Date.now()): number {
  if (!desfazerAte) return 0;
  const fim = Date.parse(desfazerAte);
  if (Number.isNaN(fim)) return 0;
  return Math.max(0, Math.min(fim - agora, LIMITES_ACOES_LOTE.minutosDesfazer * 60_000));
}
