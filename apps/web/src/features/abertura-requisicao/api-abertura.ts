import { MENSAGENS_ABERTURA as M } from '@backoffice/domain/abertura-requisicao';
import { CONTRATOS_CATALOGO as CC } from '@backoffice/domain/contratos/catalogo';
import { CONTRATOS_REQUISICOES as C } from '@backoffice/domain/contratos/requisicoes';
import { CONTRATOS_USUARIO as CU } from '@backoffice/domain/contratos/usuario';
import { CONTRATOS_VAGA_SITUACAO as CS } from '@backoffice/domain/contratos/vaga-situacao';
import { MENSAGENS_PICKER } from '@backoffice/domain/pickers';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '../../lib/dados';

/** The chosen client's unit, confidentiality default and contacts (GET /api/requisicoes/cliente/{cd}). */
export function useClienteAbertura(cdPessoa: number | null) {
  return useQuery({
    ...consulta(C.cliente, { params: { cdPessoa: cdPessoa ?? 0 } }, M.falhaCliente),
    enabled: cdPessoa !== null,
  });
}

/** The units of the user's grouping (the unit select). */
export function useUnidadesDoUsuario(cdSip: number | null) {
  return useQuery({
    ...consulta(CC.unidadesSelecionador, { params: { cd_sip: cdSip ?? 0 } }),
    enabled: cdSip !== null,
    staleTime: 10 * 60_000,
  });
}

/** The analysts of a grouping unit (the lines' analyst select). */
export function useAnalistasDaUnidade(userSip: number | null, agrupadora: number | null) {
  return useQuery({
    ...consulta(
      CU.listaAnalistas,
      { params: { user: userSip ?? 0, unit: agrupadora ?? 0 } },
      MENSAGENS_PICKER.analistas,
    ),
    enabled: userSip !== null && agrupadora !== null,
    staleTime: 5 * 60_000,
  });
}

/** The requisition (GET /api/requisicoes/{nr}). */
export function useRequisicao(nr: number) {
  return useQuery({ ...consulta(C.requisicao, { params: { nr } }, M.falhaRequisicao), enabled: nr > 0 });
}

/** The active cancellation reasons. */
export function useMotivosCancelamento() {
  return useQuery({ ...consulta(CS.motivosCancelamento, {}), staleTime: 10 * 60_000 });
}
