import { describe, expect, it } from 'vitest';
import { abaDaUrl, idDaAba, urlDaAba } from './tab-url';

describe('tab URLs', () => {
  it('round-trips key and parameters', () => {
    const url = urlDaAba('DadosCandidato', { cdPessoaCandidato: 123 });
    expect(url).toBe('/t/DadosCandidato?cdPessoaCandidato=123');
    const [caminho, busca] = url.split('?');
    expect(abaDaUrl(caminho, `?${busca}`)).toEqual({
      chave: 'DadosCandidato',
      params: { cdPessoaCandidato: '123' },
    });
  });

  it('is stable whatever the parameter order, and leaves empty values out', () => {
    expect(urlDaAba('X', { b: 2, a: 'um dois', c: undefined, d: '' })).toBe('/t/X?a=um+dois&b=2');
    expect(idDaAba('X', { b: 2, a: 1 })).toBe(idDaAba('X', { a: '1', b: '2' }));
  });

  it('encodes odd keys and values', () => {
    const url = urlDaAba('Minha Aba/1', { q: 'a&b=c' });
    const u = new URL(url, 'http://x');
    expect(abaDaUrl(u.pathname, u.search)).toEqual({ chave: 'Minha Aba/1', params: { q: 'a&b=c' } });
  });

  it('leaves the inner tab (aba) out of the tab identity, but keeps it in the address', () => {
    expect(idDaAba('SelecaoEntrar', { aba: 'grupos' })).toBe('SelecaoEntrar');
    expect(idDaAba('Vaga', { nrVaga: 3, aba: 'x' })).toBe(idDaAba('Vaga', { nrVaga: 3 }));
    expect(urlDaAba('SelecaoEntrar', { aba: 'grupos' })).toBe('/t/SelecaoEntrar?aba=grupos');
  });

  it('is null for addresses that are not tabs', () => {
    expect(abaDaUrl('/')).toBeNull();
    expect(abaDaUrl('/login')).toBeNull();
    expect(abaDaUrl('/t/')).toBeNull();
    expect(abaDaUrl('/t/a/b')).toBeNull();
  });
});
