import { CONTRATOS_ADMIN_UNIDADES as C } from '@backoffice/domain/contratos/admin-unidades';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '../../lib/dados';

export const ERRO_UNIDADES = 'Não foi possível carregar as unidades.';

export interface FiltroUnidades {
  texto: string;
  cd_uf: string | null;
  ativo: 'S' | 'N' | '';
}

/** The units of the list's filters. */
export function useUnidadesLista(filtro: FiltroUnidades) {
  const texto = filtro.texto.trim();
  return useQuery({
    ...consulta(
      C.unidades,
      {
        query: {
          ...(texto ? { texto } : {}),
          ...(filtro.cd_uf ? { cd_uf: filtro.cd_uf } : {}),
          ...(filtro.ativo ? { ativo: filtro.ativo } : {}),
        },
      },
      ERRO_UNIDADES,
    ),
    placeholderData: (anterior) => anterior,
  });
}

/** Every unit (the grouping unit's choice). */
export function useTodasUnidades(ativo: boolean) {
  return useQuery({ ...consulta(C.unidades, { query: {} }, ERRO_UNIDADES), enabled: ativo });
}

export function useUnidade(cd: number | null) {
  return useQuery({
    ...consulta(C.unidade, { params: { cd_unidade: cd ?? 0 } }, 'Não foi possível carregar a unidade.'),
    enabled: cd !== null,
  });
}
