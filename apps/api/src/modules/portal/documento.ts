import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A portal page as HTML: React's static markup of the page's element (every text and attribute
 * escaped by React), after the doctype, written as the HTML the portal has always sent (emHtml).
 */
export function documento(pagina: ReactElement): string {
  return `<!doctype html>\n${emHtml(renderToStaticMarkup(pagina))}`;
}

// A start tag as React writes it: attributes ` name="value"` (always double quotes), or a bare name.
const TAG = /<([a-z][a-z0-9-]*)((?: [^\s"'<>/=]+(?:="[^"]*")?)*)\/?>/g;
const ATRIBUTO = / ([^\s"'<>/=]+)(?:="([^"]*)")?/g;
const BOOLEANOS = new Set([
  'checked',
  'defer',
  'disabled',
  'download',
  'hidden',
  'multiple',
  'novalidate',
  'readonly',
  'required',
  'selected',
]);

/**
 * React's serialisation as plain HTML: void elements without the closing slash (`<link …>`),
 * attribute names in lower case (`maxlength`, not React 19's `maxLength`), boolean attributes bare
 * (`selected`, not `selected=""`). Only start tags are rewritten, and only the markup React wrote:
 * escaped data holds no raw `<` or `"`, and the JSON-LD block escapes `<`, `>` and `&`.
 */
export function emHtml(marcacao: string): string {
  return marcacao.replace(
    TAG,
    (_tag, nome: string, atributos: string) =>
      `<${nome}${atributos.replace(ATRIBUTO, (_a, a: string, valor: string | undefined) => {
        const n = a.toLowerCase();
        return valor === undefined || (valor === '' && BOOLEANOS.has(n)) ? ` ${n}` : ` ${n}="${valor}"`;
      })}>`,
  );
}
