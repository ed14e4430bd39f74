/**
 * Placeholder of the Content-Security-Policy nonce in the built index.html: the web build writes it
 * into the nonce attributes and the `<meta property="csp-nonce">` tag, and the server replaces it
 * with the nonce of each answer (docs/decisions/0005-content-security-policy.md).
 */
export const MARCA_NONCE_CSP = '__CSP_NONCE__';
