import { createContext, useContext, useEffect, useRef } from 'react';

/** What a tab gives the panel's save button: whether something changed and how to save it. */
export interface AcaoSalvar {
  alterado: boolean;
  salvar: () => Promise<unknown>;
}

type Registrar = (acao: AcaoSalvar | null) => void;

export const RegistroSalvarContext = createContext<Registrar>(() => {});

/** Hands the tab's current state and save to the panel's floating button. */
export function useSalvarAba(acao: AcaoSalvar): void {
  const registrar = useContext(RegistroSalvarContext);
  const ref = useRef(acao);
  ref.current = acao;
  useEffect(() => {
    registrar({
      get alterado() {
        return ref.current.alterado;
      },
      salvar: () => ref.current.salvar(),
    });
    return () => registrar(null);
  }, [registrar]);
}
