import { createContext, useContext, useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { Formulario } from '../../lib/formulario/formulario';

/**
 * What a tab gives the panel's save button: whether something changed and how to save it. The save
 * answers whether it went through: false when the tab's form refused it (its messages beside its
 * fields) or the server did, so the button does not follow up as after a save.
 */
export interface AcaoSalvar {
  alterado: boolean;
  salvar: () => Promise<boolean>;
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

/**
 * A tab on the form layer: the panel's button sends the form (checked by its domain schema, a 400
 * put on its fields) and learns whether the save went through.
 */
export function useSalvarFormularioAba<V extends FieldValues, E>(
  f: Formulario<V, E>,
  alterado: boolean,
  salvar: (envio: E) => Promise<unknown>,
  /** A check outside the schema (against the stored record); false stops the save. */
  conferir: () => boolean = () => true,
): void {
  useSalvarAba({
    alterado,
    salvar: async () => {
      if (!conferir()) return false;
      let salvo = false;
      await f.aoEnviar(async (envio) => {
        await salvar(envio);
        salvo = true;
      })();
      return salvo;
    },
  });
}
