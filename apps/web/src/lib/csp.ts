import { setNonce } from 'get-nonce';

/**
 * The Content-Security-Policy nonce of this page (the server writes it into index.html), for the
 * style elements Mantine, its modals' scroll lock and the rich-text editor inject at run time.
 * Empty without one.
 */
export function nonceEstilo(): string {
  if (typeof document === 'undefined') return '';
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute once the page is parsed: the value stays in the `nonce` property.
  return meta?.nonce || meta?.getAttribute('nonce') || '';
}

// Zod is told not to compile its parsers by public/config-zod.js, which runs before every module.
// The scroll lock of Mantine's modals (react-remove-scroll) takes its style nonce from get-nonce.
setNonce(nonceEstilo());
