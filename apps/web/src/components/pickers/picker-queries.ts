import type { PedidoDe } from '@backoffice/domain/contrato';
import { CONTRATOS_AGENDAMENTO as CA } from '@backoffice/domain/contratos/agendamento';
import { CONTRATOS_CANDIDATO as CCand } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import { CONTRATOS_CLIENTE as CC } from '@backoffice/domain/contratos/cliente';
import { CONTRATOS_USUARIO as CU } from '@backoffice/domain/contratos/usuario';
import { CONTRATOS_VAGA_RELACIONAR } from '@backoffice/domain/contratos/vaga-relacionar';
import type { EscolaridadeLinha } from '@backoffice/domain/pesquisa-candidatos';
import {
  type CargoLinha,
  type EstadoLinha,
  type IdiomaLinha,
  MENSAGENS_PICKER,
  type PaisLinha,
} from '@backoffice/domain/pickers';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '../../lib/dados';
import { pickerDe } from './picker-fetch';

/** Lists that rarely change are kept in the browser: states per country for good, catalogues per session. */
function lerCache<T>(storage: Storage | undefined, chave: string): T | undefined {
  try {
    const texto = storage?.getItem(chave);
    return texto ? (JSON.parse(texto) as T) : undefined;
  } catch {
    return undefined;
  }
}

function gravarCache(storage: Storage | undefined, chave: string, dados: unknown): void {
  try {
    storage?.setItem(chave, JSON.stringify(dados));
  } catch {
    // a full or blocked storage only costs a new request next time
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const sessao = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

function useListaGuardada<T>(
  chave: string,
  carregar: (opcoes: { signal?: AbortSignal; fallback?: string }) => Promise<T[]>,
  storage: () => Storage | undefined,
  opcoes: { fallback?: string; silencioso?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: ['picker', chave],
    queryFn: async ({ signal }) => {
      const dados = await carregar({ signal, fallback: opcoes.fallback });
      gravarCache(storage(), `picker:${chave}`, dados);
      return dados;
    },
    initialData: () => lerCache<T[]>(storage(), `picker:${chave}`),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: opcoes.enabled ?? true,
    meta: { silencioso: opcoes.silencioso },
  });
}

export function usePaises() {
  return useListaGuardada<PaisLinha>('paises', (o) => pickerDe(C.paises, {}, o), sessao, {
    fallback: MENSAGENS_PICKER.paises,
  });
}

/** States of a country, kept in the browser per country (spec 000 §7.2); a failure leaves the list empty. */
export function useEstados(cdPais: number | null) {
  return useListaGuardada<EstadoLinha>(
    `estados:${cdPais}`,
    (o) => pickerDe(C.estados, { params: { cdPais: cdPais ?? 0 } }, o),
    local,
    { silencioso: true, enabled: cdPais !== null },
  );
}

/** Cities of a state; a failure leaves the list empty (spec 000 §8.1). */
export function useCidades(cdUf: string | null, cdPais: number) {
  return useQuery({
    queryKey: ['picker', 'cidades', cdUf, cdPais],
    queryFn: ({ signal }) =>
      pickerDe(C.cidades, { params: { cdUf: (cdUf ?? '').trim(), cdPais } }, { signal }),
    enabled: Boolean(cdUf),
    staleTime: 10 * 60_000,
    meta: { silencioso: true },
  });
}

export function useBairros(uf: string | null, cidades: readonly string[]) {
  const lista = [...cidades].sort();
  return useQuery({
    queryKey: ['picker', 'bairros', uf, lista],
    queryFn: ({ signal }) =>
      pickerDe(
        C.bairros,
        // The cities go as one segment, separated by commas (an array's text).
        { params: { estado: (uf ?? '').trim(), cities: lista } },
        { signal, fallback: MENSAGENS_PICKER.bairros },
      ),
    enabled: Boolean(uf) && lista.length > 0,
    staleTime: 10 * 60_000,
  });
}

export function useIdiomas() {
  return useListaGuardada<IdiomaLinha>('idiomas', (o) => pickerDe(C.idiomas, {}, o), sessao, {
    fallback: MENSAGENS_PICKER.idiomas,
  });
}

export function useEscolaridades() {
  return useListaGuardada<EscolaridadeLinha>(
    'escolaridades',
    (o) => pickerDe(C.escolaridades, {}, o),
    sessao,
    {
      fallback: MENSAGENS_PICKER.escolaridades,
    },
  );
}

/** 'sip' = the internal catalogue of the vacancy edit panel; 'todos' = the search area's list. */
export type FonteCargo = 'sip' | 'todos';

export function useCargos(fonte: FonteCargo) {
  return useListaGuardada<CargoLinha>(
    `cargos:${fonte}`,
    (o) => pickerDe(fonte === 'sip' ? C.cargosSip : C.cargos, {}, o),
    sessao,
    { fallback: MENSAGENS_PICKER.cargos },
  );
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
    queryKey: ['picker', 'centros-custo', cdPessoaCliente, cdEmpresa],
    queryFn: ({ signal }) =>
      pickerDe(
        CC.centrosCusto,
        { params: { cdPessoaCliente: cdPessoaCliente ?? 0, cdEmpresa: cdEmpresa ?? 0 } },
        { signal, fallback: MENSAGENS_PICKER.centrosCusto },
      ),
    enabled: cdPessoaCliente !== null && cdEmpresa !== null,
  });
}

export function useTurnos(cdTipoContratacao: number | null) {
  return useQuery({
    queryKey: ['picker', 'turnos', cdTipoContratacao],
    queryFn: ({ signal }) =>
      pickerDe(
        C.turnos,
        { params: { cdTipoContratacao: cdTipoContratacao ?? 0 } },
        { signal, fallback: MENSAGENS_PICKER.turnos },
      ),
    enabled: cdTipoContratacao !== null,
    staleTime: 10 * 60_000,
  });
}

export function useTiposProcesso(cdPessoaCliente: number | null, cdPessoaAnalista: number | null) {
  return useQuery({
    queryKey: ['picker', 'tipos-processo', cdPessoaCliente, cdPessoaAnalista],
    queryFn: ({ signal }) =>
      pickerDe(
        CA.tiposProcesso,
        { params: { client: cdPessoaCliente ?? 0, analyst: cdPessoaAnalista ?? 0 } },
        { signal, fallback: MENSAGENS_PICKER.tiposProcesso },
      ),
    enabled: cdPessoaCliente !== null && cdPessoaAnalista !== null,
  });
}

// Text pickers: the DelayedSelect calls these with the typed text.

export function buscarClientes(texto: string, maxChars: number, signal?: AbortSignal) {
  return pickerDe(
    CC.clientes,
    { params: { text: texto.trim(), maxChars } },
    { signal, fallback: MENSAGENS_PICKER.clientes },
  );
}

export function buscarCandidatos(texto: string, signal?: AbortSignal) {
  return pickerDe(
    CCand.candidatos,
    { params: { text: texto.trim() } },
    { signal, fallback: MENSAGENS_PICKER.candidatos },
  );
}

export function buscarAnalistas(cdSip: number, texto: string, signal?: AbortSignal) {
  return pickerDe(
    CU.analistas,
    { params: { cd_sip: cdSip, text: texto.trim() } },
    { signal, fallback: MENSAGENS_PICKER.analistas },
  );
}

/** The vacancy picker's fixed filters (all but the typed text). */
export type FiltrosVaga = Omit<
  PedidoDe<typeof CONTRATOS_VAGA_RELACIONAR.vagasSelecaoRelacionar>['query'],
  'text'
>;

export function buscarVagas(filtros: FiltrosVaga, texto: string, signal?: AbortSignal) {
  return pickerDe(
    CONTRATOS_VAGA_RELACIONAR.vagasSelecaoRelacionar,
    { query: { ...filtros, text: texto } },
    { signal, fallback: MENSAGENS_PICKER.vagas },
  );
}

/** The appointment modal's vacancies: open ones of the user's unit or the user's own (GET vaga/vagas-atendimento). */
export function buscarVagasAtendimento(cdSip: number, texto: string, signal?: AbortSignal) {
  return pickerDe(
    CONTRATOS_VAGA_RELACIONAR.vagasAtendimento,
    { params: { cd_sip: cdSip, text: texto.trim() } },
    { signal, fallback: MENSAGENS_PICKER.vagas },
  );
}
