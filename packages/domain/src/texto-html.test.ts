import { describe, expect, it } from 'vitest';
import { escaparHtml, textoDeHtml } from './texto-html';

describe('escaparHtml', () => {
  it('turns markup into text', () => {
    expect(escaparHtml('x<img src=x onerror=alert(1)>')).toBe('x&lt;img src=x onerror=alert(1)&gt;');
    expect(escaparHtml(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &#39;b&#39;');
  });
  it('leaves plain text as it is', () => {
    expect(escaparHtml('Salário: 1.500,00 → 2.000,00')).toBe('Salário: 1.500,00 → 2.000,00');
  });
});

describe('textoDeHtml', () => {
  it('gives back the text an escaped note quotes', () => {
    const original = 'Pedido: x<img src=x> & "y"';
    expect(textoDeHtml(escaparHtml(original))).toBe(original);
  });
  it('drops the tags of a user note and joins the spaces', () => {
    expect(textoDeHtml('<p>Boa <b>entrevista</b></p><p>&nbsp;Aprovado&#33;</p>')).toBe(
      'Boa entrevista Aprovado!',
    );
  });
  it('joins the parts of a word split by inline tags, separates blocks and lines', () => {
    expect(textoDeHtml('pala<b>vra</b> e<br>linha<li>item</li>fim')).toBe('palavra e linha item fim');
  });
  it('keeps an unknown entity as written', () => {
    expect(textoDeHtml('a &foo; b')).toBe('a &foo; b');
  });
});
