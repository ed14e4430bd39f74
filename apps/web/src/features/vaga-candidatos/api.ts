import type { ContratoQualquer, PedidoDe } from '@backoffice/domain/contrato';
import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import { type AcaoCongelada, MENSAGENS_VAGA_CANDIDATOS } from '@backoffice/domain/vaga-candidatos';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError, chamar, consultaDe } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useRealtime } from '../../lib/realtime-client';

export const M = MENSAGENS_VAGA_CANDIDATOS;

/** Query keys of the panel: everything of one vacancy under ['vaga-candidatos', nrVaga]. */
export const chaves = {
  todas: (nrVaga: number) => ['vaga-candidatos', nrVaga] as const,
  lista: (nrVaga: number, qual: string) => ['vaga-candidatos', nrVaga, qual] as const,
};

/** The panel's lists by their query key. */
const LISTAS = {
  'candidatos-relacionados': C.relacionados,
  'candidatos-web': C.web,
  'candidatos-descartados': C.descartados,
  'contadores-candidatos': C.contadores,
} as const;

/** A list of the panel (GET vaga/<qual>/<nrVaga>). */
export function consultaLista<Q extends keyof typeof LISTAS>(
  nrVaga: number,
  qual: Q,
  fallback: string = M.falha.candidatos,
) {
  return {
    queryKey: chaves.lista(nrVaga, qual),
    queryFn: consultaDe(
      LISTAS[qual] as (typeof LISTAS)[Q],
      { params: { nrVaga } } as PedidoDe<(typeof LISTAS)[Q]>,
      fallback,
    ),
  };
}

/** Reloads the panel's lists and counters when someone changes the vacancy (the 'vaga' event). */
export function useRecarregarAoMudar(nrVaga: number): void {
  const qc = useQueryClient();
  useRealtime<{ NR_VAGA?: number }>('vaga', (dados) => {
    if (dados?.NR_VAGA === nrVaga) void qc.invalidateQueries({ queryKey: chaves.todas(nrVaga) });
  });
}

/** A contract whose answer carries the text to show. */
type ContratoComMensagem = ContratoQualquer & { resposta: z.ZodType<{ message?: string }> };

/**
 * Runs a guarded action: first asks the vacancy's situation (vaga/situacao) and warns instead of
 * acting when it is frozen; then calls the contract, shows the answer's message and reloads the panel.
 */
export function useAcaoVaga(nrVaga: number) {
  const qc = useQueryClient();
  const [executando, setExecutando] = useState(false);

  const verificarSituacao = useCallback(
    async (acao: AcaoCongelada): Promise<boolean> => {
      const s = await chamar(C.situacao, { params: { job: nrVaga } }, { fallback: M.falha.situacao });
      if (s.ID_VAGA_CONGELADA === 'S') {
        notify.aviso(M.congelada[acao]);
        return false;
      }
      return true;
    },
    [nrVaga],
  );

  const executar = useCallback(
    async <K extends ContratoComMensagem>(opcoes: {
      contrato: K;
      pedido: PedidoDe<K>;
      fallback: string;
      /** Checked against the vacancy's situation first. */
      guarda?: AcaoCongelada;
      sucesso?: boolean;
    }): Promise<boolean> => {
      setExecutando(true);
      try {
        if (opcoes.guarda && !(await verificarSituacao(opcoes.guarda))) return false;
        const r: { message?: string } | undefined = await chamar(opcoes.contrato, opcoes.pedido, {
          fallback: opcoes.fallback,
        });
        if (opcoes.sucesso !== false && r?.message) notify.sucesso(r.message);
        await qc.invalidateQueries({ queryKey: chaves.todas(nrVaga) });
        return true;
      } catch (e) {
        // the API client already showed the error
        if (!(e instanceof ApiError)) notify.erro(opcoes.fallback);
        return false;
      } finally {
        setExecutando(false);
      }
    },
    [nrVaga, qc, verificarSituacao],
  );

  return { executar, verificarSituacao, executando };
}
