/**
 * Timeline notes (`ds_historico`) are HTML: a user's note is sanitised markup, and a note the system
 * writes is text made safe as HTML here, so whatever it quotes (a client's order number, a reason, a
 * name) reaches every reader of the API as text, never as markup.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A text as HTML that shows it as it is: `a<b` → `a&lt;b`. */
export function escaparHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const ENTIDADES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text of a note, for a PDF, an export or its length: a block's tags (paragraph, line, item,
 * heading, quote, cell) become a space, other tags nothing (`pala<b>vra</b>` is one word),
 * entities their characters, spaces collapsed.
 */
export function textoDeHtml(html: string): string {
  return html
    .replace(/<\/?(br|p|li|ul|ol|h\d|blockquote|div|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (todo, e: string) => {
      if (e[0] === '#') {
        const n = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : todo;
      }
      return ENTIDADES[e.toLowerCase()] ?? todo;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
