import { describe, expect, it } from 'vitest';
import { normalizarMensagem, origemAceita, urlLegado } from './legacy-frame';

describe('legacy frame', () => {
  it('accepts only the legacy origin and local development origins', () => {
    const legado = 'https://www.exemplo.com.br';
    expect(origemAceita('https://www.exemplo.com.br', legado)).toBe(true);
    expect(origemAceita('http://localhost:8080', legado)).toBe(true);
    expect(origemAceita('http://127.0.0.1', legado)).toBe(true);
    expect(origemAceita('https://localhost:5173', null)).toBe(true);
    expect(origemAceita('https://exemplo.com.br', legado)).toBe(false);
    expect(origemAceita('http://localhost.evil.com', legado)).toBe(false);
    expect(origemAceita('https://www.exemplo.com.br.evil.com', legado)).toBe(false);
    expect(origemAceita('null', legado)).toBe(false);
  });

  it('passes messages on as type and payload', () => {
    expect(normalizarMensagem({ type: 'abrirVaga', payload: { nrVaga: 1 } })).toEqual({
      type: 'abrirVaga',
      payload: { nrVaga: 1 },
    });
    expect(normalizarMensagem({ tipo: 'curriculo', dados: 5 })).toEqual({ type: 'curriculo', payload: 5 });
    expect(normalizarMensagem('fechar')).toEqual({ type: 'fechar', payload: null });
    expect(normalizarMensagem({ foo: 1 })).toBeNull();
    expect(normalizarMensagem(42)).toBeNull();
  });

  it('builds page addresses under the configured site', () => {
    expect(urlLegado('https://www.exemplo.com.br/sistema', 'faturamento_avaliacao.php', { cria: 1 })).toBe(
      'https://www.exemplo.com.br/sistema/faturamento_avaliacao.php?cria=1',
    );
    expect(urlLegado('https://www.exemplo.com.br/', '')).toBe('https://www.exemplo.com.br/');
  });
});
