import { describe, expect, it } from 'vitest';
import {
  flagsPadraoDaUnidade,
  MENSAGENS_ADMIN_UNIDADES as M,
  unidadeAdminBody,
  unidadeAdminNovaBody,
  unidadeComPadraoDaEspecificacao,
  unidadesAdminQuery,
} from './administracao-unidades';
import { UFS_BRASIL } from './entrada';

const corpo = {
  nm_unidade: '  Joinville Centro ',
  cd_uf: 'sc',
  nm_cidade: 'Joinville',
  cd_agrupadora: null,
  id_callcenter: 'N',
  id_prazo_vaga: 'S',
  nr_dias_prazo_vaga: 90,
  id_layout_curriculo_2: 'N',
  id_chatbot: 'N',
  id_ativo: 'S',
};

const mensagens = (schema: typeof unidadeAdminBody | typeof unidadeAdminNovaBody, b: unknown) => {
  const r = schema.safeParse(b);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('flagsPadraoDaUnidade (the spec lists as defaults)', () => {
  it('turns every flag on for unit 1, with 90 days', () => {
    expect(flagsPadraoDaUnidade(1)).toEqual({
      id_callcenter: 'S',
      id_prazo_vaga: 'S',
      nr_dias_prazo_vaga: 90,
      id_layout_curriculo_2: 'S',
      id_chatbot: 'S',
    });
  });
  it('gives unit 330 120 days and layout 2', () => {
    expect(flagsPadraoDaUnidade(330)).toMatchObject({ nr_dias_prazo_vaga: 120, id_layout_curriculo_2: 'S' });
  });
  it('unit 101: call center, overdue rule and chatbot, not layout 2', () => {
    expect(flagsPadraoDaUnidade(101)).toEqual({
      id_callcenter: 'S',
      id_prazo_vaga: 'S',
      nr_dias_prazo_vaga: 90,
      id_layout_curriculo_2: 'N',
      id_chatbot: 'S',
    });
  });
  it('a unit no list names: everything off, 90 days', () => {
    expect(flagsPadraoDaUnidade(2)).toEqual({
      id_callcenter: 'N',
      id_prazo_vaga: 'N',
      nr_dias_prazo_vaga: 90,
      id_layout_curriculo_2: 'N',
      id_chatbot: 'N',
    });
    expect(unidadeComPadraoDaEspecificacao(2)).toBe(false);
    expect(unidadeComPadraoDaEspecificacao(430)).toBe(true);
  });
});

describe('unit body', () => {
  it('trims the name and answers the UF in upper case', () => {
    const r = unidadeAdminBody.parse(corpo);
    expect(r.nm_unidade).toBe('Joinville Centro');
    expect(r.cd_uf).toBe('SC');
  });

  it('accepts the 27 UFs and nothing else', () => {
    expect(UFS_BRASIL).toHaveLength(27);
    for (const uf of UFS_BRASIL)
      expect(unidadeAdminBody.safeParse({ ...corpo, cd_uf: uf }).success).toBe(true);
    for (const uf of ['XX', 'S', 'SCC', '', 'ZZ'])
      expect(mensagens(unidadeAdminBody, { ...corpo, cd_uf: uf })).toEqual({ cd_uf: M.ufInvalida });
  });

  it('refuses a blank name or city, too long texts', () => {
    expect(mensagens(unidadeAdminBody, { ...corpo, nm_unidade: '   ' })).toEqual({
      nm_unidade: M.nomeObrigatorio,
    });
    expect(mensagens(unidadeAdminBody, { ...corpo, nm_unidade: 'x'.repeat(121) })).toEqual({
      nm_unidade: M.nomeMax,
    });
    expect(mensagens(unidadeAdminBody, { ...corpo, nm_cidade: '' })).toEqual({
      nm_cidade: M.cidadeObrigatoria,
    });
  });

  it('days between 1 and 365', () => {
    for (const d of [0, 366, 1.5, -1])
      expect(mensagens(unidadeAdminBody, { ...corpo, nr_dias_prazo_vaga: d })).toEqual({
        nr_dias_prazo_vaga: M.diasPrazo,
      });
    expect(unidadeAdminBody.safeParse({ ...corpo, nr_dias_prazo_vaga: 1 }).success).toBe(true);
    expect(unidadeAdminBody.safeParse({ ...corpo, nr_dias_prazo_vaga: 365 }).success).toBe(true);
  });

  it('flags are S or N', () => {
    expect(mensagens(unidadeAdminBody, { ...corpo, id_chatbot: 'X' })).toEqual({
      id_chatbot: M.flagInvalida,
    });
  });

  it('the code only on create: a positive int4', () => {
    expect(unidadeAdminNovaBody.parse({ ...corpo, cd_unidade: '45' }).cd_unidade).toBe(45);
    for (const cd of [0, -1, 2_147_483_648, 'a', undefined])
      expect(mensagens(unidadeAdminNovaBody, { ...corpo, cd_unidade: cd })).toEqual({
        cd_unidade: M.codigoInvalido,
      });
    expect('cd_unidade' in unidadeAdminBody.parse({ ...corpo, cd_unidade: 5 })).toBe(false);
  });

  it('the grouping unit: a code, or null for the unit itself', () => {
    expect(unidadeAdminBody.parse({ ...corpo, cd_agrupadora: 1 }).cd_agrupadora).toBe(1);
    expect(mensagens(unidadeAdminBody, { ...corpo, cd_agrupadora: 0 })).toEqual({
      cd_agrupadora: M.agrupadoraInexistente,
    });
  });

  it('the list filters', () => {
    expect(unidadesAdminQuery.parse({ cd_uf: 'sp', ativo: 'S' })).toEqual({ cd_uf: 'SP', ativo: 'S' });
    expect(unidadesAdminQuery.safeParse({ cd_uf: 'XX' }).success).toBe(false);
  });

  it('names the number of active users that keep a unit on', () => {
    expect(M.usuariosAtivos(1)).toContain('1 usuário ativo');
    expect(M.usuariosAtivos(3)).toContain('3 usuários ativos');
  });
});
