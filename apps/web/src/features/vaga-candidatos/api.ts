import {
  type AcaoCongelada,
  MENSAGENS_VAGA_CANDIDATOS,
  type SituacaoVagaResposta,
} from '@backoffice/domain/vaga-candidatos';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, api, consulta } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useRealtime } from '../../lib/realtime-client';

export const M = MENSAGENS_VAGA_CANDIDATOS;

/** Query keys of the panel: everything of one vacancy under ['vaga-candidatos', nrVaga]. */
export const chaves = {
  todas: (nrVaga: number) => ['vaga-candidatos', nrVaga] as const,
  lista: (nrVaga: number, qual: string) => ['vaga-candidatos', nrVaga, qual] as const,
};

/** A list of the panel (GET vaga/<caminho>/<nrVaga>). */
export function consultaLista<T>(nrVaga: number, caminho: string, fallback: string = M.falha.candidatos) {
  return {
    queryKey: chaves.lista(nrVaga, caminho),
    queryFn: consulta<T>(`vaga/${caminho}/${nrVaga}`, fallback),
  };
}

/** Reloads the panel's lists and counters when someone changes the vacancy (the 'vaga' event). */
export function useRecarregarAoMudar(nrVaga: number): void {
  const qc = useQueryClient();
  useRealtime<{ NR_VAGA?: number }>('vaga', (dados) => {
    if (dados?.NR_VAGA === nrVaga) void qc.invalidateQueries({ queryKey: chaves.todas(nrVaga) });
  });
}

/**
 * Runs a guarded action: first asks the vacancy's situation (vaga/situacao) and warns instead of
 * acting when it is frozen; then posts, shows the answer's message and reloads the panel.
 */
export function useAcaoVaga(nrVaga: number) {
  const qc = useQueryClient();
  const [executando, setExecutando] = useState(false);

  const verificarSituacao = useCallback(
    async (acao: AcaoCongelada): Promise<boolean> => {
      const s = await api.get<SituacaoVagaResposta>(`vaga/situacao/${nrVaga}`, {
        fallback: M.falha.situacao,
      });
      if (s.ID_VAGA_CONGELADA === 'S') {
        notify.aviso(M.congelada[acao]);
        return false;
      }
      return true;
    },
    [nrVaga],
  );

  const executar = useCallback(
    async (opcoes: {
      caminho: string;
      corpo: unknown;
      fallback: string;
      /** Checked against the vacancy's situation first. */
      guarda?: AcaoCongelada;
      sucesso?: boolean;
    }): Promise<boolean> => {
      setExecutando(true);
      try {
        if (opcoes.guarda && !(await verificarSituacao(opcoes.guarda))) return false;
        const r = await api.post<{ message?: string }>(opcoes.caminho, opcoes.corpo, {
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
