import { useHotkeys } from '@mantine/hooks';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';

const CHAVE_RECOLHIDO = 'menuLateralRecolhido';
const CHAVE_FLEX = 'menuLateralFlex';
const ATRASO_HOVER_MS = 150;

function lerFlag(chave: string, padrao: boolean): boolean {
  try {
    const v = localStorage.getItem(chave);
    return v === null ? padrao : v === '1';
  } catch {
    return padrao;
  }
}

function gravarFlag(chave: string, valor: boolean): void {
  try {
    localStorage.setItem(chave, valor ? '1' : '0');
  } catch {
    // not kept for the next visit; fine
  }
}

export interface MenuLateral {
  /** Collapsed by the user (toggle or Ctrl/Cmd+B). */
  recolhido: boolean;
  /** Shown open right now: not collapsed, or collapsed but hovered/focused. */
  expandido: boolean;
  /** Open menu takes its own column (content shrinks); off, it opens over the content. */
  flex: boolean;
  alternar(): void;
  definirFlex(v: boolean): void;
  /** Handlers for the sidebar element: hover and keyboard focus open a collapsed menu. */
  eventos: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(e: FocusEvent<HTMLElement>): void;
  };
}

/** Sidebar state of spec 002 §2.1: toggle, hover, Ctrl/Cmd+B and the flex option, kept between visits. */
export function useMenuLateral(): MenuLateral {
  const [recolhido, setRecolhido] = useState(() => lerFlag(CHAVE_RECOLHIDO, false));
  const [flex, setFlex] = useState(() => lerFlag(CHAVE_FLEX, true));
  const [sobre, setSobre] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const limpar = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => limpar, [limpar]);

  const alternar = useCallback(() => {
    limpar();
    setSobre(false);
    setRecolhido((r) => {
      gravarFlag(CHAVE_RECOLHIDO, !r);
      return !r;
    });
  }, [limpar]);

  const definirFlex = useCallback((v: boolean) => {
    gravarFlag(CHAVE_FLEX, v);
    setFlex(v);
  }, []);

  useHotkeys([['mod+b', alternar]]);

  return {
    recolhido,
    expandido: !recolhido || sobre,
    flex,
    alternar,
    definirFlex,
    eventos: {
      onMouseEnter() {
        limpar();
        timer.current = setTimeout(() => setSobre(true), ATRASO_HOVER_MS);
      },
      onMouseLeave() {
        limpar();
        setSobre(false);
      },
      onFocus() {
        setSobre(true);
      },
      onBlur(e) {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setSobre(false);
      },
    },
  };
}
