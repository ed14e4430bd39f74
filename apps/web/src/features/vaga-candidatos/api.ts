import type { ContratoQualquer, PedidoDe } from '@backoffice/domain/contrato';
import { CONTRATOS_PARECER_CLIENTE as CPC } from '@backoffice/domain/contratos/parecer-cliente';
import { CONTRATOS_PESQUISA_CANDIDATOS as CP } from '@backoffice/domain/contratos/pesquisa-candidatos';
import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import { type AcaoCongelada, MENSAGENS_VAGA_CANDIDATOS } from '@backoffice/domain/vaga-candidatos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { ApiError, chamar } from '../../lib/api-client';
import { consulta, invalidar } from '../../lib/dados';
import { notify } from '../../lib/notify';
import { useRealtime } from '../../lib/realtime-client';

export const M = MENSAGENS_VAGA_CANDIDATOS;

/** The panel's lists by their name. */
const LISTAS = {
  'candidatos-relacionados': C.relacionados,
  'candidatos-web': C.web,
  'candidatos-descartados': C.descartados,
  'contadores-candidatos': C.contadores,
} as const;

/**
 * Everything the panel reads of a vacancy (its lists, counters, summary, timeline, searches and the
 * client's verdicts by link):
 * read again when the vacancy changes.
 */
export const LEITURAS_DO_PAINEL = [
  ...Object.values(LISTAS),
  C.vagaResumida,
  C.timeline,
  CP.pesquisas,
  CP.descartados,
  CPC.listar,
] as const;

/** A list of the panel (GET vaga/<qual>/<nrVaga>). */
export function consultaLista<Q extends keyof typeof LISTAS>(
  nrVaga: number,
  qual: Q,
  fallback: string = M.falha.candidatos,
) {
  return consulta(
    LISTAS[qual] as (typeof LISTAS)[Q],
    { params: { nrVaga } } as PedidoDe<(typeof LISTAS)[Q]>,
    fallback,
  );
}

/** Reloads the panel's lists and counters when someone changes the vacancy (the 'vaga' event). */
export function useRecarregarAoMudar(nrVaga: number): void {
  const qc = useQueryClient();
  useRealtime<{ NR_VAGA?: number }>('vaga', (dados) => {
    if (dados?.NR_VAGA === nrVaga) void invalidar(qc, ...LEITURAS_DO_PAINEL);
  });
}

/** A contract whose answer carries the text to show. */
type ContratoComMensagem = ContratoQualquer & { resposta: z.ZodType<{ message?: string }> };

interface OpcoesExecutar<K extends ContratoComMensagem> {
  contrato: K;
  pedido: PedidoDe<K>;
  fallback: string;
  /** Checked against the vacancy's situation first. */
  guarda?: AcaoCongelada;
  sucesso?: boolean;
}

/**
 * Runs a guarded action: first asks the vacancy's situation (vaga/situacao) and warns instead of
 * acting when it is frozen; then calls the contract, shows the answer's message and reloads the panel.
 */
export function useAcaoVaga(nrVaga: number) {
  const qc = useQueryClient();

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

  // the failures are shown here (the API client showed the server's message): the action answers false
  const acao = useMutation({
    mutationFn: async (opcoes: OpcoesExecutar<ContratoComMensagem>): Promise<boolean> => {
      try {
        if (opcoes.guarda && !(await verificarSituacao(opcoes.guarda))) return false;
        const r: { message?: string } | undefined = await chamar(opcoes.contrato, opcoes.pedido, {
          fallback: opcoes.fallback,
        });
        if (opcoes.sucesso !== false && r?.message) notify.sucesso(r.message);
        await invalidar(qc, ...opcoes.contrato.invalida, ...LEITURAS_DO_PAINEL);
        return true;
      } catch (e) {
        if (!(e instanceof ApiError)) notify.erro(opcoes.fallback);
        return false;
      }
    },
  });
  const { mutateAsync } = acao;
  const executar = useCallback(
    <K extends ContratoComMensagem>(opcoes: OpcoesExecutar<K>): Promise<boolean> =>
      mutateAsync(opcoes as unknown as OpcoesExecutar<ContratoComMensagem>),
    [mutateAsync],
  );

  return { executar, verificarSituacao, executando: acao.isPending };
}
