import {
  CHAVES_MINHAS_VAGAS,
  type FiltrosMinhasVagas,
  FLAGS_SITUACAO,
  LIMITES_MINHAS_VAGAS,
  ORDENACOES_MINHAS_VAGAS,
  type OrdenacaoMinhasVagas,
  REGIOES,
  SETORES_MINHAS_VAGAS,
  TIPOS_VAGAS,
} from '@backoffice/domain/minhas-vagas';
import { useEffect } from 'react';
import {
  gravarArmazenado,
  lerArmazenado,
  removerArmazenado,
  useArmazenamentoLocal,
} from '../../lib/armazenamento-local';

// What the screen keeps in the browser (spec 001 §2.12, 002 §9): the filters, saved 500 ms after the
// last change and forgotten after 24 h, and the view (sort, filter panel, side panel).

const texto = (v: unknown, padrao: string) =>
  typeof v === 'string' ? v.slice(0, LIMITES_MINHAS_VAGAS.textoFiltroMax) : padrao;
const inteiroOuNulo = (v: unknown, padrao: number | null) =>
  v === null ? null : typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : padrao;
const dataOuNula = (v: unknown, padrao: string | null) =>
  v === null ? null : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : padrao;
function umDe<T extends string>(v: unknown, valores: readonly T[], padrao: T): T {
  return valores.includes(v as T) ? (v as T) : padrao;
}
function listaDe<T extends string>(v: unknown, valores: readonly T[], padrao: T[]): T[] {
  return Array.isArray(v) ? v.filter((x): x is T => valores.includes(x as T)) : padrao;
}

/** Stored filters made safe: each field of the right type, else the default's. */
export function normalizarFiltros(bruto: unknown, padrao: FiltrosMinhasVagas): FiltrosMinhasVagas {
  if (!bruto || typeof bruto !== 'object') return padrao;
  const b = bruto as Record<string, unknown>;
  return {
    tipo_vagas: umDe(
      b.tipo_vagas,
      TIPOS_VAGAS.map((t) => t.valor),
      padrao.tipo_vagas,
    ),
    nm_cargo: texto(b.nm_cargo, padrao.nm_cargo),
    nm_empresa: texto(b.nm_empresa, padrao.nm_empresa),
    nr_vaga: inteiroOuNulo(b.nr_vaga, padrao.nr_vaga),
    cc_vaga: texto(b.cc_vaga, padrao.cc_vaga),
    nr_requisicao: inteiroOuNulo(b.nr_requisicao, padrao.nr_requisicao),
    cd_unidade: inteiroOuNulo(b.cd_unidade, padrao.cd_unidade),
    cd_empresa: inteiroOuNulo(b.cd_empresa, padrao.cd_empresa),
    nm_cidade: texto(b.nm_cidade, padrao.nm_cidade),
    regioes: listaDe(
      b.regioes,
      REGIOES.map((r) => r.campo),
      padrao.regioes,
    ),
    setor: umDe(
      b.setor,
      SETORES_MINHAS_VAGAS.map((s) => s.valor),
      padrao.setor,
    ),
    somente_pcd: typeof b.somente_pcd === 'boolean' ? b.somente_pcd : padrao.somente_pcd,
    last_24hr: typeof b.last_24hr === 'boolean' ? b.last_24hr : padrao.last_24hr,
    inicio: dataOuNula(b.inicio, padrao.inicio),
    termino: dataOuNula(b.termino, padrao.termino),
    situacoes: listaDe(
      b.situacoes,
      FLAGS_SITUACAO.map((f) => f.campo),
      padrao.situacoes,
    ),
    cd_pessoa_analista: inteiroOuNulo(b.cd_pessoa_analista, padrao.cd_pessoa_analista),
    nm_pessoa_analista:
      typeof b.nm_pessoa_analista === 'string'
        ? b.nm_pessoa_analista.slice(0, LIMITES_MINHAS_VAGAS.textoFiltroMax)
        : null,
  };
}

/** The saved filters when saved less than 24 h ago; older ones are removed. */
export function lerFiltrosSalvos(
  padrao: FiltrosMinhasVagas,
  agora: number = Date.now(),
): FiltrosMinhasVagas | null {
  const salvo = lerArmazenado(
    CHAVES_MINHAS_VAGAS.filtros,
    (v) => v as { salvoEm?: unknown; filtros?: unknown } | null,
  );
  if (!salvo || typeof salvo.salvoEm !== 'number') return null;
  if (agora - salvo.salvoEm > LIMITES_MINHAS_VAGAS.validadeFiltrosMs) {
    removerArmazenado(CHAVES_MINHAS_VAGAS.filtros);
    return null;
  }
  return normalizarFiltros(salvo.filtros, padrao);
}

export function salvarFiltros(filtros: FiltrosMinhasVagas, agora: number = Date.now()): void {
  gravarArmazenado(CHAVES_MINHAS_VAGAS.filtros, { salvoEm: agora, filtros });
}

/** Saves the filters 500 ms after the last change. */
export function useSalvarFiltros(filtros: FiltrosMinhasVagas): void {
  useEffect(() => {
    const t = setTimeout(() => salvarFiltros(filtros), LIMITES_MINHAS_VAGAS.salvarFiltrosMs);
    return () => clearTimeout(t);
  }, [filtros]);
}

export type ModoPainel = 'detalhe' | 'candidatos' | 'historico';

/** The view kept under 'minhasVagasState'. */
export interface EstadoMinhasVagas {
  ordenacao: OrdenacaoMinhasVagas;
  filtrosAbertos: boolean;
  painel: { nrVaga: number; modo: ModoPainel; maximizado: boolean } | null;
}

export const ESTADO_PADRAO: EstadoMinhasVagas = {
  ordenacao: { campo: 'dias_estacionada', direcao: 'desc' },
  filtrosAbertos: false,
  painel: null,
};

/** The stored view made safe: each field of the right type, else the default's. */
export function normalizarEstado(bruto: unknown): EstadoMinhasVagas {
  const b = bruto as Partial<Record<keyof EstadoMinhasVagas, unknown>> | null;
  if (!b || typeof b !== 'object') return ESTADO_PADRAO;
  const o = (b.ordenacao ?? {}) as Record<string, unknown>;
  const p = b.painel as Record<string, unknown> | null | undefined;
  const nrVaga = p ? inteiroOuNulo(p.nrVaga, null) : null;
  return {
    ordenacao: {
      campo: umDe(
        o.campo,
        ORDENACOES_MINHAS_VAGAS.map((x) => x.valor),
        ESTADO_PADRAO.ordenacao.campo,
      ),
      direcao: umDe(o.direcao, ['asc', 'desc'] as const, ESTADO_PADRAO.ordenacao.direcao),
    },
    filtrosAbertos: typeof b.filtrosAbertos === 'boolean' ? b.filtrosAbertos : ESTADO_PADRAO.filtrosAbertos,
    painel:
      p && nrVaga !== null
        ? {
            nrVaga,
            modo: umDe(p.modo, ['detalhe', 'candidatos', 'historico'] as const, 'detalhe'),
            maximizado: p.maximizado === true,
          }
        : null,
  };
}

/** The view as stored, outside React. */
export function lerEstado(): EstadoMinhasVagas {
  return lerArmazenado(CHAVES_MINHAS_VAGAS.estado, normalizarEstado);
}

/** The view of the screen, kept under 'minhasVagasState' as it changes. */
export function useEstadoMinhasVagas() {
  return useArmazenamentoLocal(CHAVES_MINHAS_VAGAS.estado, ESTADO_PADRAO, normalizarEstado);
}
