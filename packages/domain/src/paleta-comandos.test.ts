import { describe, expect, it } from 'vitest';
import type { ItemAba } from './menu';
import { buscaCandidatosDaPaleta, LIMITES_PALETA, telasDaPaleta, vagaDaPaleta } from './paleta-comandos';

const tela = (rotulo: string): ItemAba => ({ tipo: 'aba', id: rotulo, rotulo, aba: 'SelecaoEntrar' });

describe('command palette', () => {
  it('matches screens by every word typed, case and accents aside', () => {
    const telas = [tela('Minhas Vagas'), tela('Vagas Atrasadas'), tela('Requisições')];
    expect(telasDaPaleta(telas, 'vagas').map((t) => t.rotulo)).toEqual(['Minhas Vagas', 'Vagas Atrasadas']);
    expect(telasDaPaleta(telas, 'ATRAS vag').map((t) => t.rotulo)).toEqual(['Vagas Atrasadas']);
    expect(telasDaPaleta(telas, 'requisicoes').map((t) => t.rotulo)).toEqual(['Requisições']);
    expect(telasDaPaleta(telas, 'folha')).toEqual([]);
  });

  it('lists at most the limit of screens', () => {
    const muitas = Array.from({ length: 20 }, (_, i) => tela(`Tela ${i}`));
    expect(telasDaPaleta(muitas, '')).toHaveLength(LIMITES_PALETA.maxTelas);
  });

  it('reads a vacancy number, with # or "vaga" before it', () => {
    expect(vagaDaPaleta('4321')).toBe(4321);
    expect(vagaDaPaleta(' #4321 ')).toBe(4321);
    expect(vagaDaPaleta('Vaga 4321')).toBe(4321);
    expect(vagaDaPaleta('0')).toBeNull();
    expect(vagaDaPaleta('12a')).toBeNull();
    expect(vagaDaPaleta('1234567890123')).toBeNull();
    expect(vagaDaPaleta('Ana')).toBeNull();
  });

  it('looks candidates up from three characters', () => {
    expect(buscaCandidatosDaPaleta('an')).toBe(false);
    expect(buscaCandidatosDaPaleta('ana')).toBe(true);
  });
});
