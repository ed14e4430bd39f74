import { describe, expect, it } from 'vitest';
import { PERMISSOES, podeAcessar, TODOS_CODIGOS_PERMISSAO, temPermissao } from './permissions';

describe('permissions', () => {
  it('passes when any required code is held', () => {
    expect(temPermissao([1, 59], PERMISSOES.gerencial)).toBe(true);
    expect(temPermissao([58], PERMISSOES.gerencial)).toBe(false);
  });
  it('an empty requirement passes for any logged user', () => {
    expect(temPermissao([], [])).toBe(true);
  });
  it('finance needs 107', () => {
    expect(podeAcessar([107], 'financeiro')).toBe(true);
    expect(podeAcessar([58, 59, 60], 'financeiro')).toBe(false);
  });
  it('lists every code once, sorted', () => {
    expect(TODOS_CODIGOS_PERMISSAO).toContain(341);
    expect(new Set(TODOS_CODIGOS_PERMISSAO).size).toBe(TODOS_CODIGOS_PERMISSAO.length);
    expect([...TODOS_CODIGOS_PERMISSAO].sort((a, b) => a - b)).toEqual(TODOS_CODIGOS_PERMISSAO);
  });
});
