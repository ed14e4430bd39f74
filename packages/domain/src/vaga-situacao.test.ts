import { describe, expect, it } from 'vitest';
import { corSituacaoVaga } from './vaga-situacao';

describe('corSituacaoVaga', () => {
  it('colours the situations as the lists do (spec 001 §4)', () => {
    expect([0, 1].map(corSituacaoVaga)).toEqual(['success', 'success']);
    expect([5, 6, 8, 9, 10].map(corSituacaoVaga)).toEqual(Array(5).fill('danger'));
    expect([7, 11].map(corSituacaoVaga)).toEqual(['warning', 'warning']);
    expect([2, 3, 4, 12, 13].map(corSituacaoVaga)).toEqual(Array(5).fill('primary'));
  });
});
