import { describe, expect, it } from 'vitest';
import {
  configuracaoCurriculo,
  empregosPreSelecionados,
  MENSAGENS_CURRICULO,
  PADROES_CURRICULO,
  unidadePodeLayout2,
} from './curriculo';

describe('resume settings', () => {
  it('layout 2 only for units 1, 19, 330 and 430', () => {
    expect([1, 19, 330, 430].every(unidadePodeLayout2)).toBe(true);
    expect([2, 101, 45].some(unidadePodeLayout2)).toBe(false);
    expect(unidadePodeLayout2(null)).toBe(false);
  });
  it('an empty body takes the defaults', () => {
    expect(configuracaoCurriculo.parse({})).toEqual(PADROES_CURRICULO);
  });
  it('refuses more than 10 employments or disabilities, other layouts and report kinds', () => {
    const onze = Array.from({ length: 11 }, (_, i) => i + 1);
    const r = configuracaoCurriculo.safeParse({ empregos: onze });
    expect(r.error?.issues[0].message).toBe(MENSAGENS_CURRICULO.maxEmpregos);
    expect(configuracaoCurriculo.safeParse({ deficiencias: onze }).success).toBe(false);
    expect(configuracaoCurriculo.safeParse({ mostrar_layout: 3 }).success).toBe(false);
    expect(configuracaoCurriculo.safeParse({ gerar_laudo: 'outro' }).success).toBe(false);
    expect(configuracaoCurriculo.safeParse({ identificar_candidato: 'X' }).success).toBe(false);
  });
  it('preselects the first three employments', () => {
    expect(empregosPreSelecionados([5, 4, 3, 2, 1].map((n) => ({ NR_SEQUENCIA: n })))).toEqual([5, 4, 3]);
    expect(empregosPreSelecionados([{ NR_SEQUENCIA: 9 }])).toEqual([9]);
  });
});
