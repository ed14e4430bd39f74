import { CONTRATOS_ADMIN as C } from '@backoffice/domain/contratos/admin';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '../../lib/dados';

export const ERRO_PERFIS = 'Não foi possível carregar os perfis.';

/** The profiles with their codes, active users and trail (GET /api/admin/perfis). */
export function usePerfisAdmin() {
  return useQuery(consulta(C.perfis, {}, ERRO_PERFIS));
}
