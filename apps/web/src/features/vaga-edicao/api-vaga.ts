import type { DadosVaga, RespostaSalvar } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao';
import { useQueryClient } from '@tanstack/react-query';
import { api, consulta } from '../../lib/api-client';
import { notify } from '../../lib/notify';

export const F = MENSAGENS_VAGA_EDICAO.falha;

export function chaveDadosVaga(nrVaga: number) {
  return ['vaga', 'dados-vaga', nrVaga] as const;
}

export function consultaDadosVaga(nrVaga: number) {
  return {
    queryKey: chaveDadosVaga(nrVaga),
    queryFn: consulta<DadosVaga>(`vaga/dados-vaga/${nrVaga}`, F.buscarDadosVaga),
  };
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

/** A save of the panel: sends, shows the answer and reloads the vacancy's data. */
export function useSalvarVaga(nrVaga: number) {
  const qc = useQueryClient();
  return async (
    metodo: 'put' | 'post',
    caminho: string,
    corpo: unknown,
    fallback: string,
    sucesso: string,
  ): Promise<RespostaSalvar> => {
    const r = await api[metodo]<RespostaSalvar>(caminho, corpo, { fallback });
    mostrarResposta(r, sucesso);
    await qc.invalidateQueries({ queryKey: chaveDadosVaga(nrVaga) });
    return r;
  };
}
