import { describe, expect, it } from 'vitest';
import {
  configuracaoCurriculo,
  empregosPreSelecionados,
  MENSAGENS_CURRICULO,
  PADROES_CURRICULO,
} from './curriculo';

describe('resume settings', () => {
  it("the layout-2 refusal names no unit (the unit's flag decides)", () => {
    expect(MENSAGENS_CURRICULO.layout2Unidade).toBe(
      'O layout 2 do currículo não está disponível para a sua unidade.',
    );
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
