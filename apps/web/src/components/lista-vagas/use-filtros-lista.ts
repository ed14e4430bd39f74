import { useState } from 'react';

/** The filters of a list screen: the draft being edited and the filters the list was asked with. */
export interface FiltrosLista<F> {
  rascunho: F;
  setRascunho: (f: F) => void;
  aplicados: F;
  /** Applies the draft; when it is what the list already shows, asks the list again (`recarregar`). */
  aplicar: (recarregar: () => void) => void;
  /** Back to the defaults, applied at once. */
  limpar: () => void;
  /** The applied filters are not the defaults (an empty list is then 'no results for these filters'). */
  alterados: boolean;
}

/** Draft and applied filters of a list screen, starting from `inicial` (the defaults when not given). */
export function useFiltrosLista<F>(padrao: F, inicial?: () => F): FiltrosLista<F> {
  const [rascunho, setRascunho] = useState<F>(inicial ?? padrao);
  const [aplicados, setAplicados] = useState<F>(rascunho);
  return {
    rascunho,
    setRascunho,
    aplicados,
    aplicar: (recarregar) => {
      if (JSON.stringify(rascunho) === JSON.stringify(aplicados)) recarregar();
      else setAplicados(rascunho);
    },
    limpar: () => {
      setRascunho(padrao);
      setAplicados(padrao);
    },
    alterados: JSON.stringify(aplicados) !== JSON.stringify(padrao),
  };
}
