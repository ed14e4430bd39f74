import {
  CIDADE_PADRAO_BUSCA,
  type CidadePadraoResposta,
  MENSAGENS_BUSCA_CANDIDATOS as M,
} from '@backoffice/domain/candidato-busca';
import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { useQuery } from '@tanstack/react-query';
import { consultaDe } from '../../lib/api-client';

/**
 * Where the panel starts: the user's default city (GET cidades/cidade-padrao-usuario), else SC and
 * JOINVILLE, also when the call fails (spec 001 §2.14).
 */
export function useCidadePadrao(userSip: number | null, cdUnid: number | null) {
  const q = useQuery({
    queryKey: ['busca-candidatos', 'cidade-padrao', userSip, cdUnid],
    queryFn: consultaDe(CONTRATOS_CATALOGO.cidadePadraoUsuario, {
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
  const linhas = useQuery({
    queryKey: ['busca-candidatos', 'linhas', busca?.caminho, busca?.vez],
    queryFn: consultaDe(C.pesquisa, { params }, M.erroBuscar),
    enabled: busca !== null,
    staleTime: 0,
    gcTime: 60_000,
  });
  const contagem = useQuery({
    queryKey: ['busca-candidatos', 'contagem', busca?.caminho, busca?.vez],
    queryFn: consultaDe(C.contagemPesquisa, { params }, M.erroBuscar),
    enabled: busca !== null,
    staleTime: 0,
    gcTime: 60_000,
    // the rows' call tells the same failure
    meta: { silencioso: true },
  });
  return { linhas, contagem };
}
