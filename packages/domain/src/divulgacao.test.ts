import { describe, expect, it } from 'vitest';
import { divulgaWebBody, MENSAGENS_DIVULGACAO } from './divulgacao';

const DESCRICAO = 'Operador de empilhadeira para turno noturno';
const mensagens = (v: Record<string, unknown>) => {
  const r = divulgaWebBody.safeParse({ nr_vaga: 1, ...v });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('divulgaWebBody', () => {
  it('needs a description of 20 characters and 1 to 200 candidates when released', () => {
    expect(mensagens({ id_libera_internet: 'S', ds_observacao_internet: 'curta' })).toEqual([
      MENSAGENS_DIVULGACAO.descricaoMin,
    ]);
    expect(
      mensagens({ id_libera_internet: 'S', ds_observacao_internet: DESCRICAO, qt_candidatos_vaga_web: 0 }),
    ).toEqual(['Quantidade de candidatos deve ser maior que 0']);
    expect(
      mensagens({ id_libera_internet: 'S', ds_observacao_internet: DESCRICAO, qt_candidatos_vaga_web: 201 }),
    ).toEqual(['O valor máximo permitido é 200']);
    expect(mensagens({ id_libera_internet: 'S', ds_observacao_internet: 'x'.repeat(2000) })).toEqual([
      MENSAGENS_DIVULGACAO.descricaoMax,
    ]);
    expect(
      divulgaWebBody.parse({ nr_vaga: 1, id_libera_internet: 'S', ds_observacao_internet: DESCRICAO })
        .qt_candidatos_vaga_web,
    ).toBe(100);
  });

  it('needs requirements and activities when the social flag is on', () => {
    expect(
      mensagens({
        id_libera_internet: 'S',
        id_divulga_redes_sociais: 'S',
        ds_observacao_internet: DESCRICAO,
      }),
    ).toEqual(['Requisitos da vaga. Min. de 20 caracteres', 'Atividade da vaga. Min. de 20 caracteres']);
    expect(
      mensagens({
        id_libera_internet: 'S',
        id_divulga_redes_sociais: 'S',
        ds_observacao_internet: DESCRICAO,
        ds_requisitos_internet: 'r'.repeat(200),
        ds_atividades_internet: 'a'.repeat(20),
      }),
    ).toEqual([MENSAGENS_DIVULGACAO.requisitosMax]);
  });

  it('needs state and city for work location L', () => {
    expect(
      mensagens({ id_libera_internet: 'S', ds_observacao_internet: DESCRICAO, id_local_trabalho: 'L' }),
    ).toEqual(['Informe o estado de atuação', 'Informe a cidade de atuação']);
    const ok = divulgaWebBody.parse({
      nr_vaga: 1,
      id_libera_internet: 'S',
      ds_observacao_internet: DESCRICAO,
      id_local_trabalho: 'L',
      cd_uf_atuacao: 'sc',
      nm_cidade_atuacao: 'Joinville',
    });
    expect(ok).toMatchObject({ cd_uf_atuacao: 'SC', nm_cidade_atuacao: 'Joinville' });
  });

  it('asks nothing when not released and turns the social flag off', () => {
    const r = divulgaWebBody.parse({ nr_vaga: 1, id_libera_internet: 'N', id_divulga_redes_sociais: 'S' });
    expect(r.id_divulga_redes_sociais).toBe('N');
    expect(r.ds_observacao_internet).toBeNull();
  });

  it('refuses a withdrawal before the release', () => {
    expect(
      mensagens({
        id_libera_internet: 'S',
        ds_observacao_internet: DESCRICAO,
        dt_libera_internet: '10/06/2030',
        dt_retira_internet: '09-06-2030',
      }),
    ).toEqual([MENSAGENS_DIVULGACAO.datasInvertidas]);
  });
});
