import type { ContratoQualquer, PedidoDe } from '@backoffice/domain/contrato';
import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import type { RespostaSalvar, respostaSalvar } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao';
import { useQueryClient } from '@tanstack/react-query';
import { chamar } from '../../lib/api-client';
import { consulta, invalidar } from '../../lib/dados';
import { notify } from '../../lib/notify';

export const F = MENSAGENS_VAGA_EDICAO.falha;

export function consultaDadosVaga(nrVaga: number) {
  return consulta(C.dadosVaga, { params: { nrVaga } }, F.buscarDadosVaga);
}

/** Shows the answer of a save (status 1 success, 2 information, 0 error). */
export function mostrarResposta(r: RespostaSalvar | undefined, padrao: string): void {
  if (!r) {
    notify.sucesso(padrao);
    return;
  }
  if (r.status === 1) notify.sucesso(r.message || padrao);
  else if (r.status === 2) notify.info(r.message);
  else notify.erro(r.message || F.generica);
}

/** A contract whose answer is a save's (status and message). */
export type ContratoSalvar = ContratoQualquer & { resposta: typeof respostaSalvar };

/**
 * A save of the panel: sends, shows the answer and reads again what the contract makes stale.
 * `silencioso`: a refusal is not shown as a toast (a tab on the form layer puts it on its fields).
 */
export function useSalvarVaga({ silencioso = false }: { silencioso?: boolean } = {}) {
  const qc = useQueryClient();
  return async <K extends ContratoSalvar>(
    c: K,
    pedido: PedidoDe<K>,
    fallback: string,
    sucesso: string,
  ): Promise<RespostaSalvar> => {
    const r: RespostaSalvar = await chamar(c, pedido, { fallback, notificar: !silencioso });
    mostrarResposta(r, sucesso);
    await invalidar(qc, ...c.invalida);
    return r;
  };
}

/** The save function of the panel's tabs. */
export type SalvarVaga = ReturnType<typeof useSalvarVaga>;
