import { useHotkeys, useLocalStorage } from '@mantine/hooks';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';

const CHAVE_RECOLHIDO = 'menuLateralRecolhido';
const CHAVE_FLEX = 'menuLateralFlex';
const ATRASO_HOVER_MS = 150;

/** A flag kept in the browser as '1' or '0' between visits. */
function useFlagGuardada(chave: string, padrao: boolean) {
  return useLocalStorage<boolean>({
    key: chave,
    defaultValue: padrao,
    getInitialValueInEffect: false,
    serialize: (v) => (v ? '1' : '0'),
    deserialize: (v) => (v === undefined || v === null ? padrao : v === '1'),
  });
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
  const [recolhido, setRecolhido] = useFlagGuardada(CHAVE_RECOLHIDO, false);
  const [flex, setFlex] = useFlagGuardada(CHAVE_FLEX, true);
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
    setRecolhido((r) => !r);
  }, [limpar, setRecolhido]);

  const definirFlex = useCallback((v: boolean) => setFlex(v), [setFlex]);

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
