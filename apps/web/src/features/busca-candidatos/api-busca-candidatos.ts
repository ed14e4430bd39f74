import {
  CIDADE_PADRAO_BUSCA,
  type CidadePadraoResposta,
  MENSAGENS_BUSCA_CANDIDATOS as M,
} from '@backoffice/domain/candidato-busca';
import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { consulta, invalidar } from '../../lib/dados';

/**
 * Where the panel starts: the user's default city (GET cidades/cidade-padrao-usuario), else SC and
 * JOINVILLE, also when the call fails (spec 001 §2.14).
 */
export function useCidadePadrao(userSip: number | null, cdUnid: number | null) {
  const q = useQuery({
    ...consulta(CONTRATOS_CATALOGO.cidadePadraoUsuario, {
      params: { user_sip: userSip ?? 0, cd_unid: cdUnid ?? 0 },
    }),
    enabled: userSip !== null && cdUnid !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silencioso: true },
  });
  const cidade: CidadePadraoResposta | null =
    q.data ?? (q.isError || userSip === null || cdUnid === null ? CIDADE_PADRAO_BUSCA : null);
  return cidade;
}

/** A search asked for: its filter path, and a number so the same filters can be searched again. */
export interface BuscaPedida {
  caminho: string;
  vez: number;
}

/** The rows and the count of a search (GET candidato/pesquisa/{...} and candidato/count/pesquisa/{...}). */
export function useBuscaCandidatos(busca: BuscaPedida | null) {
  const params = { '*': busca?.caminho ?? '' };
  const qc = useQueryClient();
  const anterior = useRef(busca);
  useEffect(() => {
    const antes = anterior.current;
    anterior.current = busca;
    // the same search asked again reads again (another search is another read)
    if (busca && antes && antes.caminho === busca.caminho && antes.vez !== busca.vez)
      void invalidar(qc, C.pesquisa, C.contagemPesquisa);
  }, [busca, qc]);
  const linhas = useQuery({
    ...consulta(C.pesquisa, { params }, M.erroBuscar),
    enabled: busca !== null,
    staleTime: 0,
    gcTime: 60_000,
  });
  const contagem = useQuery({
    ...consulta(C.contagemPesquisa, { params }, M.erroBuscar),
    enabled: busca !== null,
    staleTime: 0,
    gcTime: 60_000,
    // the rows' call tells the same failure
    meta: { silencioso: true },
  });
  return { linhas, contagem };
}
