import { CONTRATOS_PARECER_CLIENTE as CP } from '@backoffice/domain/contratos/parecer-cliente';
import type { LinkParecerLinha } from '@backoffice/domain/parecer-cliente';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '../../../lib/dados';

export const FALHA_PARECERES = 'Não foi possível carregar os pareceres do cliente.';
export const FALHA_REVOGAR = 'Não foi possível revogar o link.';

/** GET /vaga/:nrVaga/parecer-cliente: the links of the vacancy with their candidates and verdicts. */
export function consultaPareceres(nrVaga: number) {
  return consulta(CP.listar, { params: { nrVaga } }, FALHA_PARECERES);
}

/** Verdicts the client gave that the analyst has not acted on yet. */
export function pareceresPendentes(links: readonly LinkParecerLinha[] | undefined): number {
  let n = 0;
  for (const l of links ?? []) for (const c of l.candidatos) if (c.id_parecer && !c.tratado_em) n++;
  return n;
}

/** The count of verdicts to handle, for the panel's tab (undefined while it loads). */
export function usePareceresPendentes(nrVaga: number): number | undefined {
  const q = useQuery(consultaPareceres(nrVaga));
  return q.data ? pareceresPendentes(q.data) : undefined;
}
