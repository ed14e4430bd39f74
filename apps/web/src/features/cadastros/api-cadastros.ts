import { CONTRATOS_CADASTROS as C } from '@backoffice/domain/contratos/cadastros';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '../../lib/dados';

export const ERRO_CADASTRO = 'Não foi possível carregar o cadastro.';

/** Every shift with its hiring type, situation and use (GET /api/cadastros/turnos). */
export function useTurnosCadastro() {
  return useQuery(consulta(C.turnos, {}, ERRO_CADASTRO));
}

/** Every cancellation reason with its situation and use (GET /api/cadastros/motivos-cancelamento). */
export function useMotivosCancelamentoCadastro() {
  return useQuery(consulta(C.motivosCancelamento, {}, ERRO_CADASTRO));
}
