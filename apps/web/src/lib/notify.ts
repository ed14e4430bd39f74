import { notifications, notificationsStore } from '@mantine/notifications';
import { type ReactNode, useEffect, useId } from 'react';

/** Warnings stay 12 s (the spec's value); other toasts use Mantine's pace. */
export const DURACAO_AVISO_MS = 12_000;
const DURACAO_ERRO_MS = 8_000;
const DURACAO_SUCESSO_MS = 4_000;

interface OpcoesToast {
  titulo?: string;
  id?: string;
  /** false keeps the toast until the user closes it. */
  autoClose?: number | false;
}

/**
 * Where a toast was raised: the workspace tab on screen and, inside it, the inner tab of each tab set
 * that declared itself (`useAbaInternaDosToasts`). A toast belongs there: leaving or closing its
 * workspace tab, or leaving its inner tab, hides it.
 */
interface Origem {
  aba: string | null;
  internas: Record<string, string>;
}
const origens = new Map<string, Origem>();
let abaAtual: string | null = null;
const internasAtuais: Record<string, string> = {};

function marcar(id: string): string {
  // toasts closed by time or by hand are forgotten
  const { notifications: mostrados, queue } = notificationsStore.getState();
  const vivos = new Set([...mostrados, ...queue].map((n) => n.id));
  for (const antigo of origens.keys()) if (!vivos.has(antigo)) origens.delete(antigo);
  origens.set(id, { aba: abaAtual, internas: { ...internasAtuais } });
  return id;
}

function esconder(fora: (o: Origem) => boolean): void {
  for (const [id, o] of origens) {
    if (!fora(o)) continue;
    origens.delete(id);
    notifications.hide(id);
  }
}

/** The workspace tab on screen changed (null: the start page): other tabs' toasts go. */
export function mudarAbaDosToasts(aba: string | null): void {
  abaAtual = aba;
  esconder((o) => o.aba !== aba);
}

/** The inner tab of the tab set `conjunto` changed: toasts raised on its other tabs go. */
export function mudarAbaInternaDosToasts(conjunto: string, valor: string | null): void {
  if (valor === null) delete internasAtuais[conjunto];
  else internasAtuais[conjunto] = valor;
  if (valor !== null) esconder((o) => conjunto in o.internas && o.internas[conjunto] !== valor);
}

/**
 * A set of inner tabs (a panel's Tabs) whose toasts belong to the tab that raised them: moving to
 * another of its tabs hides them. Closing the set (a modal closed after saving) leaves them shown.
 */
export function useAbaInternaDosToasts(valor: string | null): void {
  const conjunto = useId();
  useEffect(() => {
    mudarAbaInternaDosToasts(conjunto, valor);
  }, [conjunto, valor]);
  useEffect(() => () => mudarAbaInternaDosToasts(conjunto, null), [conjunto]);
}

/**
 * The newest toast shows at once: when the limit (<Notifications limit>) is reached the oldest toasts that close by
 * themselves leave to make room, instead of the new one waiting in Mantine's queue behind them
 * (the answer to what the user just did would show seconds later, after older news).
 */
function mostrar(dados: Parameters<typeof notifications.show>[0]): string {
  const { notifications: mostrados, queue, limit } = notificationsStore.getState();
  const repetido = dados.id !== undefined && [...mostrados, ...queue].some((n) => n.id === dados.id);
  if (!repetido) {
    const sobra = mostrados.length - (limit - 1);
    const saem = mostrados.filter((n) => n.autoClose !== false).slice(0, Math.max(0, sobra));
    for (const n of saem) if (n.id) notifications.hide(n.id);
  }
  return marcar(notifications.show(dados));
}

/** Toasts of the whole application (Mantine notifications), one call per kind. */
export const notify = {
  sucesso(mensagem: ReactNode, opcoes: OpcoesToast = {}) {
    return mostrar({
      id: opcoes.id,
      title: opcoes.titulo,
      message: mensagem,
      color: 'teal',
      autoClose: opcoes.autoClose ?? DURACAO_SUCESSO_MS,
    });
  },
  erro(mensagem: ReactNode, opcoes: OpcoesToast = {}) {
    return mostrar({
      // the same error text already on screen is not stacked again (two reads failing alike)
      id: opcoes.id ?? (typeof mensagem === 'string' ? `erro:${mensagem}` : undefined),
      title: opcoes.titulo,
      message: mensagem,
      color: 'red',
      autoClose: opcoes.autoClose ?? DURACAO_ERRO_MS,
    });
  },
  aviso(mensagem: ReactNode, opcoes: OpcoesToast = {}) {
    return mostrar({
      id: opcoes.id,
      title: opcoes.titulo,
      message: mensagem,
      color: 'yellow',
      autoClose: opcoes.autoClose ?? DURACAO_AVISO_MS,
    });
  },
  info(mensagem: ReactNode, opcoes: OpcoesToast = {}) {
    return mostrar({
      id: opcoes.id,
      title: opcoes.titulo,
      message: mensagem,
      color: 'blue',
      autoClose: opcoes.autoClose ?? DURACAO_SUCESSO_MS,
    });
  },
  fechar(id: string) {
    origens.delete(id);
    notifications.hide(id);
  },
};
