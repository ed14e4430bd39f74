import { CONTRATOS_ADMIN_ACESSO as C } from '@backoffice/domain/contratos/admin-acesso';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '../../lib/dados';

export const ERRO_VAGAS_ABERTAS = 'Não foi possível carregar as vagas abertas do usuário.';

/** The open vacancies of which the user is the analyst (read when `ativo`). */
export function useVagasAbertas(userSip: number | null, ativo = true) {
  return useQuery({
    ...consulta(C.vagasAbertas, { params: { user_sip: userSip ?? 0 } }, ERRO_VAGAS_ABERTAS),
    enabled: userSip !== null && ativo,
  });
}
