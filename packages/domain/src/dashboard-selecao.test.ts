import { describe, expect, it } from 'vitest';
import { unidadeDoDashboard, unidadesContadas } from './dashboard-selecao';

describe('selection dashboard units', () => {
  it('treats unit 430 as unit 1 and leaves the others as they are', () => {
    expect(unidadeDoDashboard(430)).toBe(1);
    expect(unidadeDoDashboard(1)).toBe(1);
    expect(unidadeDoDashboard(330)).toBe(330);
  });

  it('counts 430 under 1, and nothing else under another unit', () => {
    expect(unidadesContadas(1)).toEqual([1, 430]);
    expect(unidadesContadas(430)).toEqual([1, 430]);
    expect(unidadesContadas(19)).toEqual([19]);
  });
});
