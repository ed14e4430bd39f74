import { erroMotivo, LIMITES_CONTROLES } from '@backoffice/domain/controles';
import { Button, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { AppModal } from './app-modal';
import { CounterTextarea } from './counter-textarea';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  /** Called with the reason typed (or '' when no reason is asked). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /** Ask for a reason in a text area. */
  withReason?: boolean;
  reasonLabel?: string;
  /** Fewest characters of the reason; without it the reason is optional. */
  reasonMin?: number;
  /** Most characters of the reason (200). */
  reasonMax?: number;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColor?: string;
  /** The confirmation is running: the buttons wait. */
  loading?: boolean;
}

/** Yes/no question, optionally asking a reason with a minimum length (spec 000 §5.1). */
export function ConfirmDialog({
  opened,
  title,
  message,
  onConfirm,
  onCancel,
  withReason = false,
  reasonLabel = 'Motivo',
  reasonMin,
  reasonMax = LIMITES_CONTROLES.motivoMaxPadrao,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  confirmColor,
  loading = false,
}: ConfirmDialogProps) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  // Each opening starts blank.
  useEffect(() => {
    if (opened) {
      setMotivo('');
      setErro(null);
    }
  }, [opened]);

  function confirmar() {
    if (withReason) {
      const e = erroMotivo(motivo, reasonMin);
      setErro(e);
      if (e) return;
    }
    onConfirm(withReason ? motivo.trim() : '');
  }

  return (
    <AppModal
      opened={opened}
      onClose={onCancel}
      title={title}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button onClick={confirmar} loading={loading} color={confirmColor}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      {withReason ? (
        <CounterTextarea
          mt="md"
          label={reasonLabel}
          value={motivo}
          onChange={(v) => {
            setMotivo(v);
            if (erro) setErro(erroMotivo(v, reasonMin));
          }}
          min={reasonMin}
          max={reasonMax}
          required={Boolean(reasonMin)}
          error={erro}
          data-autofocus
        />
      ) : null}
    </AppModal>
  );
}
