import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

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

/** Toasts of the whole application (Mantine notifications), one call per kind. */
export const notify = {
  sucesso(mensagem: ReactNode, opcoes: OpcoesToast = {}) {
    return notifications.show({
      id: opcoes.id,
      title: opcoes.titulo,
      message: mensagem,
      color: 'teal',
      autoClose: opcoes.autoClose ?? DURACAO_SUCESSO_MS,
    });
  },
  erro(mensagem: ReactNode, opcoes: OpcoesToast = {}) {
    return notifications.show({
      // the same error text already on screen is not stacked again (two reads failing alike)
      id: opcoes.id ?? (typeof mensagem === 'string' ? `erro:${mensagem}` : undefined),
      title: opcoes.titulo,
      message: mensagem,
      color: 'red',
      autoClose: opcoes.autoClose ?? DURACAO_ERRO_MS,
    });
  },
  aviso(mensagem: ReactNode, opcoes: OpcoesToast = {}) {
    return notifications.show({
      id: opcoes.id,
      title: opcoes.titulo,
      message: mensagem,
      color: 'yellow',
      autoClose: opcoes.autoClose ?? DURACAO_AVISO_MS,
    });
  },
  info(mensagem: ReactNode, opcoes: OpcoesToast = {}) {
    return notifications.show({
      id: opcoes.id,
      title: opcoes.titulo,
      message: mensagem,
      color: 'blue',
      autoClose: opcoes.autoClose ?? DURACAO_SUCESSO_MS,
    });
  },
  fechar(id: string) {
    notifications.hide(id);
  },
};
