import type { PedidoDe } from '@backoffice/domain/contrato';
import { CONTRATOS_AGENDAMENTO as CA } from '@backoffice/domain/contratos/agendamento';
import { CONTRATOS_SELETORES_CADASTROS } from '@backoffice/domain/contratos/cadastros';
import { CONTRATOS_CANDIDATO as CCand } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import { CONTRATOS_CLIENTE as CC } from '@backoffice/domain/contratos/cliente';
import { CONTRATOS_USUARIO as CU } from '@backoffice/domain/contratos/usuario';
import { CONTRATOS_VAGA_RELACIONAR } from '@backoffice/domain/contratos/vaga-relacionar';
import { type CargoLinha, MENSAGENS_PICKER } from '@backoffice/domain/pickers';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { gravarArmazenado, lerArmazenado } from '../../lib/armazenamento-local';
import { consulta } from '../../lib/dados';

/** Lists that rarely change are kept in the browser: states per country for good, catalogues per session. */
type Onde = 'local' | 'sessao';

/**
 * A list read through its contract and kept in the browser under `picker:<nome>`: shown from there
 * at once, read from the server only when absent.
 */
function useListaGuardada<T>(
  nome: string,
  leitura: { queryKey: QueryKey; queryFn: (contexto: { signal?: AbortSignal }) => Promise<T> },
  onde: Onde,
  opcoes: { silencioso?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: leitura.queryKey,
    queryFn: async (contexto: { signal?: AbortSignal }) => {
      const dados = await leitura.queryFn(contexto);
      // a full or blocked storage only costs a new request next time
      gravarArmazenado(`picker:${nome}`, dados, onde);
      return dados;
    },
    initialData: () => lerArmazenado(`picker:${nome}`, (v) => (v === null ? undefined : (v as T)), onde),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: opcoes.enabled ?? true,
    meta: { silencioso: opcoes.silencioso },
  });
}

export function usePaises() {
  return useListaGuardada('paises', consulta(C.paises, {}, MENSAGENS_PICKER.paises), 'sessao');
}

/** States of a country, kept in the browser per country (spec 000 §7.2); a failure leaves the list empty. */
export function useEstados(cdPais: number | null) {
  return useListaGuardada(
    `estados:${cdPais}`,
    consulta(C.estados, { params: { cdPais: cdPais ?? 0 } }),
    'local',
    {
      silencioso: true,
      enabled: cdPais !== null,
    },
  );
}

/** Cities of a state; a failure leaves the list empty (spec 000 §8.1). */
export function useCidades(cdUf: string | null, cdPais: number) {
  return useQuery({
    ...consulta(C.cidades, { params: { cdUf: (cdUf ?? '').trim(), cdPais } }),
    enabled: Boolean(cdUf),
    staleTime: 10 * 60_000,
    meta: { silencioso: true },
  });
}

export function useBairros(uf: string | null, cidades: readonly string[]) {
  const lista = [...cidades].sort();
  return useQuery({
    ...consulta(
      C.bairros,
      // The cities go as one segment, separated by commas (an array's text).
      { params: { estado: (uf ?? '').trim(), cities: lista } },
      MENSAGENS_PICKER.bairros,
    ),
    enabled: Boolean(uf) && lista.length > 0,
    staleTime: 10 * 60_000,
  });
}

export function useIdiomas() {
  return useListaGuardada('idiomas', consulta(C.idiomas, {}, MENSAGENS_PICKER.idiomas), 'sessao');
}

export function useEscolaridades() {
  return useListaGuardada(
    'escolaridades',
    consulta(C.escolaridades, {}, MENSAGENS_PICKER.escolaridades),
    'sessao',
  );
}

/** 'sip' = the internal catalogue of the vacancy edit panel; 'todos' = the search area's list. */
export type FonteCargo = 'sip' | 'todos';

export function useCargos(fonte: FonteCargo) {
  const leitura =
    fonte === 'sip'
      ? consulta(C.cargosSip, {}, MENSAGENS_PICKER.cargos)
      : consulta(C.cargos, {}, MENSAGENS_PICKER.cargos);
  return useListaGuardada<readonly CargoLinha[]>(`cargos:${fonte}`, leitura, 'sessao');
}

export function useCargosCliente(cdPessoaCliente: number | null, cdEmpresa: number | null) {
  // read through its contract: the save of a client position (cargo/cliente-cargo) declares it stale
  return useQuery({
    ...consulta(
      C.cargosCliente,
      { params: { cdPessoaCliente: cdPessoaCliente ?? 0, cdEmpresa: cdEmpresa ?? 0 } },
      MENSAGENS_PICKER.cargosCliente,
    ),
    enabled: cdPessoaCliente !== null && cdEmpresa !== null,
  });
}

export function useCentrosCusto(cdPessoaCliente: number | null, cdEmpresa: number | null) {
  return useQuery({
    ...consulta(
      CC.centrosCusto,
      { params: { cdPessoaCliente: cdPessoaCliente ?? 0, cdEmpresa: cdEmpresa ?? 0 } },
      MENSAGENS_PICKER.centrosCusto,
    ),
    enabled: cdPessoaCliente !== null && cdEmpresa !== null,
  });
}

export function useTurnos(cdTipoContratacao: number | null) {
  return useQuery({
    ...consulta(C.turnos, { params: { cdTipoContratacao: cdTipoContratacao ?? 0 } }, MENSAGENS_PICKER.turnos),
    enabled: cdTipoContratacao !== null,
    staleTime: 10 * 60_000,
  });
}

export function useTiposProcesso(cdPessoaCliente: number | null, cdPessoaAnalista: number | null) {
  return useQuery({
    ...consulta(
      CA.tiposProcesso,
      { params: { client: cdPessoaCliente ?? 0, analyst: cdPessoaAnalista ?? 0 } },
      MENSAGENS_PICKER.tiposProcesso,
    ),
    enabled: cdPessoaCliente !== null && cdPessoaAnalista !== null,
  });
}

/**
 * The active areas of Cadastros › Áreas (GET cadastros/areas/ativos). A write in the register makes
 * it stale (the register's contracts invalidate its path prefix).
 */
export function useAreasAtivas() {
  return useQuery({
    ...consulta(CONTRATOS_SELETORES_CADASTROS.areas, {}, MENSAGENS_PICKER.areas),
    staleTime: 10 * 60_000,
  });
}

// Text pickers: the DelayedSelect reads these with the typed text.

export function buscaClientes(maxChars: number) {
  return (texto: string) =>
    consulta(CC.clientes, { params: { text: texto.trim(), maxChars } }, MENSAGENS_PICKER.clientes);
}

export function buscaCandidatos(texto: string) {
  return consulta(CCand.candidatos, { params: { text: texto.trim() } }, MENSAGENS_PICKER.candidatos);
}

export function buscaAnalistas(cdSip: number) {
  return (texto: string) =>
    consulta(CU.analistas, { params: { cd_sip: cdSip, text: texto.trim() } }, MENSAGENS_PICKER.analistas);
}

/** The vacancy picker's fixed filters (all but the typed text). */
export type FiltrosVaga = Omit<
  PedidoDe<typeof CONTRATOS_VAGA_RELACIONAR.vagasSelecaoRelacionar>['query'],
  'text'
>;

export function buscaVagas(filtros: FiltrosVaga) {
  return (texto: string) =>
    consulta(
      CONTRATOS_VAGA_RELACIONAR.vagasSelecaoRelacionar,
      { query: { ...filtros, text: texto } },
      MENSAGENS_PICKER.vagas,
    );
}

/** The appointment modal's vacancies: open ones of the user's unit or the user's own (GET vaga/vagas-atendimento). */
export function buscaVagasAtendimento(cdSip: number) {
  return (texto: string) =>
    consulta(
      CONTRATOS_VAGA_RELACIONAR.vagasAtendimento,
      { params: { cd_sip: cdSip, text: texto.trim() } },
      MENSAGENS_PICKER.vagas,
    );
}
