import { type ClientesQuery, MENSAGENS_CLIENTES as M } from '@backoffice/domain/clientes';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { CONTRATOS_CLIENTES as C } from '@backoffice/domain/contratos/clientes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consulta } from '../../lib/dados';

export const ERRO_LISTA = 'Não foi possível carregar a lista.';

/** GET /api/clientes: a page of the list (the previous page stays on screen while the next loads). */
export function useClientes(query: ClientesQuery) {
  return useQuery({ ...consulta(C.listar, { query }, M.erroCarregar), placeholderData: keepPreviousData });
}

/** GET /api/clientes/{cd_pessoa}. */
export function useCliente(cdPessoa: number | null) {
  return useQuery({
    ...consulta(C.ler, { params: { cd_pessoa: cdPessoa ?? 0 } }, M.erroCarregarCliente),
    enabled: cdPessoa !== null,
  });
}

export function useContatos(cdPessoa: number) {
  return useQuery(consulta(C.contatos, { params: { cd_pessoa: cdPessoa } }, ERRO_LISTA));
}

export function useCargos(cdPessoa: number) {
  return useQuery(consulta(C.cargos, { params: { cd_pessoa: cdPessoa } }, ERRO_LISTA));
}

export function useCentrosCusto(cdPessoa: number) {
  return useQuery(consulta(C.centrosCusto, { params: { cd_pessoa: cdPessoa } }, ERRO_LISTA));
}

export function useTiposProcesso(cdPessoa: number) {
  return useQuery(consulta(C.tiposProcesso, { params: { cd_pessoa: cdPessoa } }, ERRO_LISTA));
}

/** The units of the user's grouping (where a client is registered). */
export function useUnidades(cdSip: number | null) {
  return useQuery({
    ...consulta(CONTRATOS_CATALOGO.unidadesSelecionador, { params: { cd_sip: cdSip ?? 0 } }),
    enabled: cdSip !== null,
    staleTime: 10 * 60_000,
  });
}

/** The position catalogue (the internal position of a client's position). */
export function useCargosInternos() {
  return useQuery({ ...consulta(CONTRATOS_CATALOGO.cargos, {}), staleTime: 10 * 60_000 });
}
