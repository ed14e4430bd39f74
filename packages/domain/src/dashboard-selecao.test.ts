import { describe, expect, it } from 'vitest';
import { unidadeDoDashboard, unidadesContadas } from './dashboard-selecao';

describe('selection dashboard units', () => {
  it('treats unit 430 as unit 1 and leaves the others as they are', () => {
    expect(unidadeDoDashboard(430)).toBe(1);
    expect(unidadeDoDashboard(1)).toBe(1);
    expect(unidadeDoDashboard(330)).toBe(330);
  });

  it('counts 430 under the grouping of 1, and never under its own grouping 330', () => {
    expect(unidadesContadas(1)).toEqual({ agrupadora: 1, mais: [430], menos: [] });
    expect(unidadesContadas(430)).toEqual({ agrupadora: 1, mais: [430], menos: [] });
    expect(unidadesContadas(330)).toEqual({ agrupadora: 330, mais: [], menos: [430] });
    expect(unidadesContadas(19)).toEqual({ agrupadora: 19, mais: [], menos: [430] });
  });
});
