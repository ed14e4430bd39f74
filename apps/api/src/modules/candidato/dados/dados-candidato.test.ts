import { MENSAGENS_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import { CARGOS_TESTE, criarCandidato, criarCatalogos } from '../../../../test/pesquisa-fixtures';

let t: TestApp;
let cookie: string;
let cd: number;

beforeAll(async () => {
  t = await createTestApp();
  await criarCatalogos(t.db.handle);
  cookie = await login(t.app, 'selecao');
  cd = await criarCandidato(t.db.handle, {
    nome: 'Joana Prado',
    texto: 'Experiência em montagem de painéis elétricos.',
    nr_telefone_cel: '47 98888-7777',
    dt_nascimento: '1990-03-15',
    cargos: [{ cd_cargo: CARGOS_TESTE.eletricista, anos: 4 }],
    empregos: [{ empresa: 'Metalúrgica Sul', cargo: 'Eletricista', descricao: 'manutenção preventiva' }],
    cursos: ['NR10'],
    idiomas: [{ cd: 2, leitura: 3, escrita: 2, fala: 3 }],
    deficiencias: [2],
    turnos: ['id_turno_normal', 'id_turno_noturno'],
    pretensao_salarial: 3200,
    cd_escolaridade: 6,
  });
  await t.db.handle.query(
    `INSERT INTO candidato_formacao (cd_pessoa_candidato, cd_nivel, id_situacao, nm_curso, nm_pessoa_estab_ensino)
     VALUES ($1, 3, 'C', 'Técnico em Eletrotécnica', 'SENAI')`,
    [cd],
  );
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, quem: string | null = cookie) =>
  injectAs(t.app, quem ?? undefined, { method: 'GET', url });

describe('GET candidato/dados-candidato/{cd}', () => {
  it('answers the basic data', async () => {
    const res = await get(`/api/candidato/dados-candidato/${cd}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      CD_PESSOA: cd,
      NM_PESSOA: 'Joana Prado',
      DT_NASCIMENTO: '1990-03-15',
      IDADE: expect.any(Number),
      NR_WHATSAPP: '5547988887777',
      ID_POSSUE_DEFICIENCIA: 'S',
      ID_INDISPONIVEL: 'N',
      NM_CIDADE: 'Joinville',
    });
  });

  it('says when the candidate cannot be related (blocked)', async () => {
    const b = await criarCandidato(t.db.handle, { id_bloqueado: 'S' });
    expect((await get(`/api/candidato/dados-candidato/${b}`)).json().ID_INDISPONIVEL).toBe('S');
  });

  it('404 unknown, 400 bad code, 401 without session', async () => {
    const r = await get('/api/candidato/dados-candidato/999999');
    expect(r.statusCode).toBe(404);
    expect(r.json().error).toBe(MENSAGENS_PESQUISA.candidatoNaoEncontrado);
    expect((await get('/api/candidato/dados-candidato/x')).statusCode).toBe(400);
    expect((await get(`/api/candidato/dados-candidato/${cd}`, null)).statusCode).toBe(401);
    expect(
      (await get(`/api/candidato/dados-candidato/${cd}`, await login(t.app, 'marketing'))).statusCode,
    ).toBe(403);
  });
});

describe('GET candidato/curriculo-resumido/{cd}', () => {
  it('answers pessoa, pretensao, experiencia, formacao and cursos (spec 000 §3.12)', async () => {
    const res = await get(`/api/candidato/curriculo-resumido/${cd}`);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b.pessoa).toMatchObject({
      NM_PESSOA: 'Joana Prado',
      NM_ESCOLARIDADE: 'Ensino Técnico',
      DEFICIENCIAS: [{ CD_TIPO_DEFICIENCIA: 2, NM_TIPO_DEFICIENCIA: 'Auditiva' }],
      IDIOMAS: [{ CD_IDIOMA: 2, NM_IDIOMA: 'Espanhol', ID_LEITURA: 3, ID_ESCRITA: 2, ID_FALA: 3 }],
    });
    expect(b.pretensao).toEqual({
      PRETENSAO_SALARIAL: 3200,
      TURNOS: ['normal', 'noturno'],
      CARGOS: [{ CD_CARGO: CARGOS_TESTE.eletricista, NM_CARGO: 'Eletricista', NR_EXPERIENCIA: 4 }],
    });
    expect(b.experiencia).toEqual([
      expect.objectContaining({
        NM_PESSOA_EMPRESA: 'Metalúrgica Sul',
        NM_CARGO: 'Eletricista',
        DT_FIM: null,
      }),
    ]);
    expect(b.formacao).toEqual([
      expect.objectContaining({
        CD_NIVEL: 3,
        NM_NIVEL: 'Técnico',
        NM_SITUACAO: 'Concluído',
        NM_CURSO: 'Técnico em Eletrotécnica',
      }),
    ]);
    expect(b.cursos).toEqual([expect.objectContaining({ NM_CURSO: 'NR10' })]);
  });

  it('404 for an unknown candidate', async () => {
    expect((await get('/api/candidato/curriculo-resumido/999999')).statusCode).toBe(404);
  });
});
