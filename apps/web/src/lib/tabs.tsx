import { createContext, useContext } from 'react';
import type { ParametrosAba, ParametrosEntrada } from './tab-url';

/** One open tab of the workspace. */
export interface AbaAberta {
  /** Key plus parameters, e.g. 'DadosCandidato?cdPessoaCandidato=123'. */
  id: string;
  chave: string;
  params: ParametrosAba;
  /** Title given by the caller or the page; else the registry's. */
  titulo?: string;
}

export interface OpcoesAbrir {
  /** Tab title, e.g. 'Vaga 123' or the candidate's name. */
  titulo?: string;
  /** When the tab is already open, remount its page (fresh data). */
  recarregar?: boolean;
  /** Open without leaving the current tab. */
  emSegundoPlano?: boolean;
}

/** The workspace API every feature uses to open, focus and close tabs. */
export interface TabsApi {
  abertas: readonly AbaAberta[];
  /** Id of the tab on screen, null on the start page. */
  ativa: string | null;
  /** Opens the tab (or focuses it when already open): abrir('DadosCandidato', { cdPessoaCandidato: 123 }). */
  abrir(chave: string, params?: ParametrosEntrada, opcoes?: OpcoesAbrir): void;
  /** Focuses an open tab by id; false when it is not open. */
  focar(id: string): boolean;
  /** Closes a tab by id (default: the active one) and shows its neighbour. */
  fechar(id?: string): void;
  /** Closes the tab of this key and parameters when it is open. */
  fecharPorChave(chave: string, params?: ParametrosEntrada): void;
  fecharTodas(): void;
  definirTitulo(id: string, titulo: string): void;
  estaAberta(chave: string, params?: ParametrosEntrada): boolean;
  /** The URL of a tab, for links (e.g. opening in a new browser window). */
  url(chave: string, params?: ParametrosEntrada): string;
}

export const TabsContext = createContext<TabsApi | null>(null);

/** The tab workspace. Only inside the shell. */
export function useTabs(): TabsApi {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error('useTabs precisa do espaço de abas (shell).');
  return ctx;
}

/** What a page knows about the tab it is shown in. */
export interface AbaAtual {
  id: string;
  chave: string;
  params: ParametrosAba;
  /** This tab is on screen (pages stay mounted while hidden). */
  visivel: boolean;
  definirTitulo(titulo: string): void;
  fechar(): void;
}

export const AbaAtualContext = createContext<AbaAtual | null>(null);

/** The tab the calling page lives in. */
export function useAbaAtual(): AbaAtual {
  const ctx = useContext(AbaAtualContext);
  if (!ctx) throw new Error('useAbaAtual só funciona dentro de uma aba.');
  return ctx;
}

/** Props every tab page receives. */
export interface PaginaAbaProps {
  params: ParametrosAba;
}
