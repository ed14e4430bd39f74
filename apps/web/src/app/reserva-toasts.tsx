import { useNotifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';

/** Class of the toasts' containers (`Notifications classNames.root`), to measure the visible stack. */
export const CLASSE_TOASTS = 'toasts-raiz';

/**
 * The toasts sit fixed at the bottom centre of the window. While any is shown, the work area keeps an
 * empty strip of the stack's height at its bottom, so a toast covers no row, button or pager of the
 * open tab: the tab's content ends above it (and scrolls within what is left).
 */
export function useAlturaToasts(): number {
  const { notifications } = useNotifications();
  const visiveis = notifications.length;
  const [altura, setAltura] = useState(0);
  useEffect(() => {
    if (visiveis === 0) {
      setAltura(0);
      return;
    }
    const raiz = document.querySelector<HTMLElement>(`.${CLASSE_TOASTS}[data-position="bottom-center"]`);
    if (!raiz || typeof ResizeObserver === 'undefined') return;
    const medir = () => {
      const h = raiz.getBoundingClientRect().height;
      // the container's distance from the window's bottom edge, plus a gap above it
      setAltura(h > 0 ? Math.ceil(h + 24) : 0);
    };
    medir();
    const obs = new ResizeObserver(medir);
    obs.observe(raiz);
    return () => obs.disconnect();
  }, [visiveis]);
  return altura;
}

/** The empty strip at the bottom of the work area, as tall as the toasts shown over it. */
export function ReservaToasts() {
  const altura = useAlturaToasts();
  return (
    <div
      aria-hidden="true"
      data-reserva-toasts
      style={{ height: altura, flex: 'none', transition: 'height 120ms ease' }}
    />
  );
}
