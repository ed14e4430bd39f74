import type { RegistroCadastro } from '@backoffice/domain/cadastros';
import { CONTRATOS_CADASTROS as C } from '@backoffice/domain/contratos/cadastros';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '../../lib/dados';

export const ERRO_CADASTRO = 'Não foi possível carregar o cadastro.';

/** Every entry of a register with its situation and use (GET /api/cadastros/<registro>). */
export function useCadastro(registro: RegistroCadastro) {
  return useQuery(consulta(C[registro].lista, {}, ERRO_CADASTRO));
}
