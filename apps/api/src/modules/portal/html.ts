/**
 * A tiny HTML template: `html` tags a template literal whose interpolated values are escaped, except
 * values already made by `html` (or arrays of them). The resume page of the portal is still built from
 * it (the other pages are React components rendered to markup, paginas.tsx), so no text of the
 * database or the request reaches it unescaped.
 */
export class Html {
  constructor(readonly valor: string) {}
  toString(): string {
    return this.valor;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapar(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

type Valor = Html | string | number | null | undefined | false | readonly Valor[];

function emHtml(v: Valor): string {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof Html) return v.valor;
  if (Array.isArray(v)) return v.map(emHtml).join('');
  return escapar(String(v));
}

export function html(partes: TemplateStringsArray, ...valores: Valor[]): Html {
  let s = partes[0];
  for (let i = 0; i < valores.length; i++) s += emHtml(valores[i]) + partes[i + 1];
  return new Html(s);
}

/** Markup written by the code itself (never data). */
export function cru(valor: string): Html {
  return new Html(valor);
}
