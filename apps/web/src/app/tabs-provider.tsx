import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { definirTelaAtual } from '../lib/api-client';
import { useArmazenamentoLocal } from '../lib/armazenamento-local';
import { mudarAbaDosToasts } from '../lib/notify';
import { abaDaUrl, idDaAba, normalizarParametros, type ParametrosEntrada, urlDaAba } from '../lib/tab-url';
import { type AbaAberta, type OpcoesAbrir, type TabsApi, TabsContext } from '../lib/tabs';
import type { AcessoAba } from './tab-registry';

/** Browser storage key of the workspace tabs (spec 002 §9). */
export const CHAVE_ABAS = 'selecaoEntrarPageTabs';

export interface EstadoAbas {
  abertas: AbaAberta[];
  ativa: string | null;
}

function valida(a: unknown): a is AbaAberta {
  if (!a || typeof a !== 'object') return false;
  const x = a as AbaAberta;
  return (
    typeof x.chave === 'string' &&
    typeof x.params === 'object' &&
    x.params !== null &&
    (x.titulo === undefined || typeof x.titulo === 'string')
  );
}

const SEM_ABAS: EstadoAbas = { abertas: [], ativa: null };

/** The stored tabs made safe: valid ones only, once each, the active one among them. */
export function normalizarEstadoAbas(bruto: unknown): EstadoAbas {
  const b = bruto as { abertas?: unknown; ativa?: unknown } | null;
  if (!b || typeof b !== 'object' || !Array.isArray(b.abertas)) return SEM_ABAS;
  const vistos = new Set<string>();
  const abertas: AbaAberta[] = [];
  for (const a of b.abertas) {
    if (!valida(a)) continue;
    const params = normalizarParametros(a.params);
    const id = idDaAba(a.chave, params);
    if (vistos.has(id)) continue;
    vistos.add(id);
    abertas.push({ id, chave: a.chave, params, ...(a.titulo ? { titulo: a.titulo } : {}) });
  }
  const ativa = typeof b.ativa === 'string' && vistos.has(b.ativa) ? b.ativa : null;
  return { abertas, ativa };
}

function mesmos(a: Record<string, string>, b: Record<string, string>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

export interface TabsInternos extends TabsApi {
  /** Bumped by abrir(..., { recarregar: true }) to remount a page. */
  versoes: Record<string, number>;
}

interface TabsProviderProps {
  acessoDaAba: (chave: string) => AcessoAba;
  children: ReactNode;
}

/**
 * The tab workspace: open tabs kept in browser storage, the address bar naming the tab on screen
 * (/t/<key>?<params>), so reload and pasted links land on the same tab.
 */
export function TabsProvider({ acessoDaAba, children }: TabsProviderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [estado, setEstado] = useArmazenamentoLocal(CHAVE_ABAS, SEM_ABAS, normalizarEstadoAbas);
  const [versoes, setVersoes] = useState<Record<string, number>>({});
  const estadoRef = useRef(estado);
  const acessoRef = useRef(acessoDaAba);
  acessoRef.current = acessoDaAba;

  const atualizar = useCallback(
    (fn: (e: EstadoAbas) => EstadoAbas) => {
      const novo = fn(estadoRef.current);
      if (novo === estadoRef.current) return;
      estadoRef.current = novo;
      setEstado(novo);
    },
    [setEstado],
  );

  // The address decides the tab on screen.
  useEffect(() => {
    if (location.pathname === '/') {
      const { ativa, abertas } = estadoRef.current;
      const aba = ativa ? abertas.find((a) => a.id === ativa) : undefined;
      if (aba) navigate(urlDaAba(aba.chave, aba.params), { replace: true });
      return;
    }
    const alvo = abaDaUrl(location.pathname, location.search);
    if (!alvo || acessoRef.current(alvo.chave) !== 'permitida') {
      atualizar((e) => (e.ativa === null ? e : { ...e, ativa: null }));
      return;
    }
    const id = idDaAba(alvo.chave, alvo.params);
    atualizar((e) => {
      const i = e.abertas.findIndex((a) => a.id === id);
      const mesmosParametros = i >= 0 && mesmos(e.abertas[i].params, alvo.params);
      if (mesmosParametros && e.ativa === id) return e;
      let abertas = e.abertas;
      if (i < 0) abertas = [...e.abertas, { id, chave: alvo.chave, params: alvo.params }];
      else if (!mesmosParametros) {
        // the same tab on another inner tab: it keeps its place and title
        abertas = [...e.abertas];
        abertas[i] = { ...abertas[i], params: alvo.params };
      }
      return { abertas, ativa: id };
    });
  }, [location.pathname, location.search, navigate, atualizar]);

  // a toast belongs to the tab on screen when it was raised: leaving or closing that tab hides it
  useEffect(() => {
    mudarAbaDosToasts(estado.ativa);
  }, [estado.ativa]);

  // the API calls name the screen they come from (the read log of sensitive data)
  const chaveAtiva = estado.abertas.find((a) => a.id === estado.ativa)?.chave ?? null;
  useEffect(() => {
    definirTelaAtual(chaveAtiva);
  }, [chaveAtiva]);

  const abrir = useCallback(
    (chave: string, params: ParametrosEntrada = {}, opcoes: OpcoesAbrir = {}) => {
      const p = normalizarParametros(params);
      const id = idDaAba(chave, p);
      if (acessoRef.current(chave) === 'permitida') {
        atualizar((e) => {
          const i = e.abertas.findIndex((a) => a.id === id);
          if (i < 0) {
            const nova: AbaAberta = {
              id,
              chave,
              params: p,
              ...(opcoes.titulo ? { titulo: opcoes.titulo } : {}),
            };
            return { ...e, abertas: [...e.abertas, nova] };
          }
          const titulo = opcoes.titulo && e.abertas[i].titulo !== opcoes.titulo;
          const params = !mesmos(e.abertas[i].params, p);
          if (titulo || params) {
            const abertas = [...e.abertas];
            abertas[i] = {
              ...abertas[i],
              ...(titulo ? { titulo: opcoes.titulo } : {}),
              ...(params ? { params: p } : {}),
            };
            return { ...e, abertas };
          }
          return e;
        });
        if (opcoes.recarregar) setVersoes((v) => ({ ...v, [id]: (v[id] ?? 0) + 1 }));
        if (opcoes.emSegundoPlano) return;
      }
      navigate(urlDaAba(chave, p));
    },
    [atualizar, navigate],
  );

  const focar = useCallback(
    (id: string) => {
      const aba = estadoRef.current.abertas.find((a) => a.id === id);
      if (!aba) return false;
      navigate(urlDaAba(aba.chave, aba.params));
      return true;
    },
    [navigate],
  );

  const fechar = useCallback(
    (id?: string) => {
      const atual = estadoRef.current;
      const alvo = id ?? atual.ativa;
      const i = atual.abertas.findIndex((a) => a.id === alvo);
      if (i < 0) return;
      const abertas = atual.abertas.filter((a) => a.id !== alvo);
      if (atual.ativa !== alvo) {
        atualizar((e) => ({ ...e, abertas }));
        return;
      }
      const vizinha = abertas[i] ?? abertas[i - 1] ?? null;
      atualizar(() => ({ abertas, ativa: vizinha?.id ?? null }));
      navigate(vizinha ? urlDaAba(vizinha.chave, vizinha.params) : '/');
    },
    [atualizar, navigate],
  );

  const fecharTodas = useCallback(() => {
    atualizar(() => ({ abertas: [], ativa: null }));
    navigate('/');
  }, [atualizar, navigate]);

  const definirTitulo = useCallback(
    (id: string, titulo: string) => {
      atualizar((e) => {
        const i = e.abertas.findIndex((a) => a.id === id);
        if (i < 0 || e.abertas[i].titulo === titulo) return e;
        const abertas = [...e.abertas];
        abertas[i] = { ...abertas[i], titulo };
        return { ...e, abertas };
      });
    },
    [atualizar],
  );

  const api = useMemo<TabsInternos>(
    () => ({
      abertas: estado.abertas,
      ativa: estado.ativa,
      versoes,
      abrir,
      focar,
      fechar,
      fecharPorChave: (chave, params) => fechar(idDaAba(chave, params)),
      fecharTodas,
      definirTitulo,
      estaAberta: (chave, params) => estado.abertas.some((a) => a.id === idDaAba(chave, params)),
      url: urlDaAba,
    }),
    [estado, versoes, abrir, focar, fechar, fecharTodas, definirTitulo],
  );

  return <TabsContext.Provider value={api}>{children}</TabsContext.Provider>;
}
