import { Group, Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AppModalProps extends Omit<ModalProps, 'title'> {
  title: ReactNode;
  /** Buttons shown at the bottom, right-aligned. */
  footer?: ReactNode;
}

/** The house modal: titled, closes on Escape and on the close button, focus kept inside. */
export function AppModal({ title, footer, children, size = 'lg', ...rest }: AppModalProps) {
  return (
    <Modal title={title} size={size} centered closeButtonProps={{ 'aria-label': 'Fechar' }} {...rest}>
      {children}
      {footer ? (
        <Group justify="flex-end" mt="md">
          {footer}
        </Group>
      ) : null}
    </Modal>
  );
}
