import { useCallback, useMemo, useRef, useState } from 'react';

export interface Selecao {
  /** The selected codes (CD_PESSOA), kept across reloads of the list. */
  ids: ReadonlySet<number>;
  /**
   * Toggles one code. With `intervalo` (shift-click) every code between the last one toggled and this
   * one, in the order `ordem` shows them, takes this one's new state.
   */
  alternar: (id: number, ordem: readonly number[], intervalo: boolean) => void;
  /** Selects (or clears) all the given codes. */
  definir: (ids: readonly number[], marcado: boolean) => void;
  limpar: () => void;
}

/** The candidates selected in a vacancy's list or board; another vacancy starts with none. */
export function useSelecao(nrVaga: number): Selecao {
  const [estado, setEstado] = useState<{ vaga: number; ids: ReadonlySet<number> }>(() => ({
    vaga: nrVaga,
    ids: new Set(),
  }));
  const ancora = useRef<number | null>(null);
  if (estado.vaga !== nrVaga) {
    ancora.current = null;
    setEstado({ vaga: nrVaga, ids: new Set() });
  }
  const ids = estado.vaga === nrVaga ? estado.ids : VAZIO;

  const alternar = useCallback((id: number, ordem: readonly number[], intervalo: boolean) => {
    const anterior = ancora.current;
    setEstado((s) => {
      const novo = new Set(s.ids);
      const marcar = !novo.has(id);
      const de = anterior === null ? -1 : ordem.indexOf(anterior);
      const ate = ordem.indexOf(id);
      if (intervalo && de >= 0 && ate >= 0) {
        const [a, b] = de < ate ? [de, ate] : [ate, de];
        for (const x of ordem.slice(a, b + 1)) {
          if (marcar) novo.add(x);
          else novo.delete(x);
        }
      } else if (marcar) novo.add(id);
      else novo.delete(id);
      return { vaga: s.vaga, ids: novo };
    });
    ancora.current = id;
  }, []);
  const definir = useCallback((lista: readonly number[], marcado: boolean) => {
    setEstado((s) => {
      const novo = new Set(s.ids);
      for (const x of lista) {
        if (marcado) novo.add(x);
        else novo.delete(x);
      }
      return { vaga: s.vaga, ids: novo };
    });
  }, []);
  const limpar = useCallback(() => {
    ancora.current = null;
    setEstado((s) => ({ vaga: s.vaga, ids: new Set() }));
  }, []);

  return useMemo(() => ({ ids, alternar, definir, limpar }), [ids, alternar, definir, limpar]);
}

const VAZIO: ReadonlySet<number> = new Set();

/** 'all', 'some' or 'none' of `visiveis` selected. */
export function estadoDoGrupo(
  ids: ReadonlySet<number>,
  visiveis: readonly number[],
): 'all' | 'some' | 'none' {
  let n = 0;
  for (const v of visiveis) if (ids.has(v)) n++;
  if (n === 0) return 'none';
  return n === visiveis.length ? 'all' : 'some';
}
