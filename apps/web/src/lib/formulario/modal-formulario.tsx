import { Button, Stack } from '@mantine/core';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { AppModal, type AppModalProps } from '../../components/controls/app-modal';
import { AlertaFormulario } from './alerta-formulario';

export interface ModalFormularioProps extends Omit<AppModalProps, 'footer' | 'children' | 'onSubmit'> {
  /** The form's own state: the save on its way and the refusal that names no field. */
  formulario: { pendente: boolean; erroGeral: string | null };
  /** Sends the form (`f.aoEnviar(...)`); Enter in a field does the same. */
  onSalvar: () => Promise<void> | void;
  /**
   * Runs at each opening: the form starts from the record, or empty (a later refresh keeps what was
   * typed). Not needed by a modal mounted afresh at each opening.
   */
  aoAbrir?: () => void;
  /** The save button's text ('Salvar' unless the action has its own word). */
  rotuloSalvar?: string;
  /** The save cannot go yet (a rule the form shows as it is typed, such as a repeated name). */
  salvarDesativado?: boolean;
  /** Fields of the form. */
  children: ReactNode;
}

/**
 * The modal of a create/edit form: the fields in a <form> (Enter sends it), the refusal that names no
 * field above them, Cancelar and the save button at the bottom, the save's pending state on both.
 */
export function ModalFormulario({
  formulario,
  onSalvar,
  aoAbrir,
  rotuloSalvar = 'Salvar',
  salvarDesativado = false,
  children,
  opened,
  onClose,
  ...modal
}: ModalFormularioProps) {
  // the latest callback, run only when the modal opens
  const idForm = useId();
  const abrir = useRef(aoAbrir);
  abrir.current = aoAbrir;
  // before the opened modal is painted: nothing typed at once into its fields is wiped afterwards
  useLayoutEffect(() => {
    if (opened) abrir.current?.();
  }, [opened]);
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      {...modal}
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={formulario.pendente}>
            Cancelar
          </Button>
          {/* the form's submit button, outside it: Enter in a field presses it too */}
          <Button type="submit" form={idForm} loading={formulario.pendente} disabled={salvarDesativado}>
            {rotuloSalvar}
          </Button>
        </>
      }
    >
      <form
        id={idForm}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!salvarDesativado) void onSalvar();
        }}
      >
        <Stack gap="sm">
          <AlertaFormulario mensagem={formulario.erroGeral} />
          {children}
        </Stack>
      </form>
    </AppModal>
  );
}
