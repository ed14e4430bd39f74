import { CONTRATOS_ADMIN as C } from '@backoffice/domain/contratos/admin';
import { CONTRATOS_ADMIN_UNIDADES as CU } from '@backoffice/domain/contratos/admin-unidades';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '../../lib/dados';

export const ERRO_USUARIOS = 'Não foi possível carregar os usuários.';

export function useUsuariosAdmin(filtro: {
  texto: string;
  cdUnid: number | null;
  idPerfil: number | null;
  ativo: 'S' | 'N' | '';
  pagina: number;
}) {
  return useQuery({
    ...consulta(
      C.usuarios,
      {
        query: {
          ...(filtro.texto.trim() ? { texto: filtro.texto.trim() } : {}),
          ...(filtro.cdUnid !== null ? { cd_unid: filtro.cdUnid } : {}),
          ...(filtro.idPerfil !== null ? { id_perfil: filtro.idPerfil } : {}),
          ...(filtro.ativo ? { ativo: filtro.ativo } : {}),
          pagina: filtro.pagina,
        },
      },
      ERRO_USUARIOS,
    ),
    placeholderData: (anterior) => anterior,
  });
}

export function useUsuarioAdmin(userSip: number | null) {
  return useQuery({
    ...consulta(C.usuario, { params: { user_sip: userSip ?? 0 } }, 'Não foi possível carregar o usuário.'),
    enabled: userSip !== null,
  });
}

/** The profiles a user may be given (GET /api/admin/perfis). */
export function usePerfisAdmin(ativo: boolean) {
  return useQuery({
    ...consulta(C.perfis, {}, 'Não foi possível carregar os perfis.'),
    enabled: ativo,
  });
}

export function useUnidadesAdmin(ativo: boolean) {
  return useQuery({
    ...consulta(CU.unidades, { query: {} }, 'Não foi possível carregar as unidades.'),
    enabled: ativo,
    staleTime: 5 * 60_000,
  });
}
