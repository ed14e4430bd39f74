import { describe, expect, it } from 'vitest';
import { beneficiosBody, MENSAGENS_BENEFICIOS, textoBeneficios } from './beneficios';

const mensagens = (v: Record<string, unknown>) => {
  const r = beneficiosBody.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('beneficiosBody', () => {
  it("needs the requisition: 'Número da requisição obrigatório'", () => {
    expect(mensagens({ id_alimentacao: 'S' })).toEqual(['Número da requisição obrigatório']);
  });
  it('limits notes to 5–500 characters', () => {
    expect(mensagens({ nr_requisicao: 1, ds_obs_plano_saude: 'abc' })).toEqual([
      MENSAGENS_BENEFICIOS.observacaoMin,
    ]);
    expect(mensagens({ nr_requisicao: 1, ds_obs_plano_saude: 'x'.repeat(501) })).toEqual([
      MENSAGENS_BENEFICIOS.observacaoMax,
    ]);
    expect(mensagens({ nr_requisicao: 1, ds_obs_outros_beneficios: 'x'.repeat(501) })).toEqual([
      MENSAGENS_BENEFICIOS.outrosMax,
    ]);
    expect(mensagens({ nr_requisicao: 1, ds_obs_plano_saude: 'x'.repeat(500) })).toEqual([]);
  });
  it('takes transport N, C or E, with a discount type 1–4 when not N', () => {
    expect(mensagens({ nr_requisicao: 1, id_transporte: 'X' })).toEqual([
      MENSAGENS_BENEFICIOS.transporteInvalido,
    ]);
    expect(mensagens({ nr_requisicao: 1, id_transporte: 'C' })).toEqual([
      MENSAGENS_BENEFICIOS.descontoObrigatorio,
    ]);
    expect(mensagens({ nr_requisicao: 1, id_transporte: 'C', ds_obs_transporte: '5' })).toEqual([
      MENSAGENS_BENEFICIOS.descontoInvalido,
    ]);
    expect(
      beneficiosBody.parse({ nr_requisicao: 1, id_transporte: 'E', ds_obs_transporte: 4 }).ds_obs_transporte,
    ).toBe('4');
    expect(
      beneficiosBody.parse({ nr_requisicao: 1, id_transporte: 'N', ds_obs_transporte: '2' })
        .ds_obs_transporte,
    ).toBeNull();
  });
  it('describes the benefits offered in one line', () => {
    const b = beneficiosBody.parse({
      nr_requisicao: 1,
      id_transporte: 'C',
      ds_obs_transporte: '3',
      id_vale_refeicao: 'S',
      ds_obs_outros_beneficios: 'Academia',
    });
    expect(textoBeneficios(b)).toBe('Transporte coletivo, Vale refeição, Academia');
    expect(textoBeneficios(beneficiosBody.parse({ nr_requisicao: 1 }))).toBeNull();
  });
});
