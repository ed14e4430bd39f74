import { describe, expect, it } from 'vitest';
import { MENSAGENS_HISTORICO_CANDIDATO, timelineBody } from './candidato-historico';

describe('timelineBody', () => {
  it('takes notes of 20 to 2000 characters', () => {
    const m = (ds: string) => {
      const r = timelineBody.safeParse({ cd_pessoa_candidato: 1, ds_historico: ds });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(m('curta')).toEqual([MENSAGENS_HISTORICO_CANDIDATO.notaMin]);
    expect(m(`   ${'x'.repeat(19)}   `)).toEqual([MENSAGENS_HISTORICO_CANDIDATO.notaMin]);
    expect(m('x'.repeat(2001))).toEqual([MENSAGENS_HISTORICO_CANDIDATO.notaMax]);
    expect(m('x'.repeat(20))).toEqual([]);
    expect(MENSAGENS_HISTORICO_CANDIDATO.titulo('Ana')).toBe('Histórico do candidato Ana');
  });
});
