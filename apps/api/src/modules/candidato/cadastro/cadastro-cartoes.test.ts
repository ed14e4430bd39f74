import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { escolaridadeDaFormacao } from '@backoffice/domain/catalogos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCatalogosCurriculo, formulario } from '../../../../test/curriculo-fixtures';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import { CARGOS_TESTE } from '../../../../test/pesquisa-fixtures';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await criarCatalogosCurriculo(t.db.handle);
  cookie = await login(t.app, 'selecao');
});
afterAll(async () => {
  await t?.close();
});

const q = <T = Record<string, unknown>>(sql: string, p: unknown[] = []) => t.db.handle.query<T>(sql, p);
const get = (url: string) => injectAs(t.app, cookie, { method: 'GET', url });
const salvar = (payload: Record<string, unknown>) =>
  injectAs(t.app, cookie, { method: 'POST', url: '/api/candidato/salvar-curriculo', payload });

describe('deleting saved cards and checking documents', () => {
  it('deletes a job, a language, software, a competency; refuses the last education', async () => {
    const cd = (
      await salvar(
        formulario({
          nm_pessoa: 'Rita Exclui',
          addCurso: JSON.stringify([{ cd_nivel: 1, id_situacao: 'C' }]),
        }),
      )
    ).json().cd_pessoa;
    const emprego = (await get(`/api/candidato/empregos/${cd}?todos=S`)).json()[0];
    expect((await get(`/api/candidato/exclui-emprego/${emprego.NR_SEQUENCIA}`)).json()).toEqual({
      status: 1,
      message: M.excluido,
    });
    expect((await get(`/api/candidato/exclui-idioma/${cd}/2`)).statusCode).toBe(200);
    expect((await get(`/api/candidato/exclui-software/${cd}/2`)).statusCode).toBe(200);
    expect((await get(`/api/candidato/exclui-competencia/${cd}/1`)).statusCode).toBe(200);
    expect((await get(`/api/candidato/exclui-idioma/${cd}/2`)).statusCode).toBe(404);
    const [n] = await q(
      `SELECT (SELECT count(*) FROM candidato_emprego WHERE cd_pessoa_candidato = $1)::int AS e,
              (SELECT count(*) FROM candidato_idioma WHERE cd_pessoa_candidato = $1)::int AS i`,
      [cd],
    );
    expect(n).toEqual({ e: 0, i: 0 });
    const curso = (await get(`/api/candidato/cursos/${cd}`)).json()[0];
    const res = await get(`/api/candidato/exclui-curso/${curso.NR_SEQUENCIA}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.formacao);
    expect((await get(`/api/candidato/cursos/${cd}`)).json()).toHaveLength(1);
  });

  it('exclui-curso lowers the education level the record proves when its highest education goes', async () => {
    const cd = (
      await salvar(
        formulario({
          nm_pessoa: 'Rita Formada',
          addCurso: JSON.stringify([
            { cd_nivel: 4, id_situacao: 'C' },
            { cd_nivel: 2, id_situacao: 'C' },
          ]),
        }),
      )
    ).json().cd_pessoa;
    const nivel = async () =>
      (await q<{ e: number }>('SELECT cd_escolaridade AS e FROM candidato WHERE cd_pessoa = $1', [cd]))[0].e;
    expect(await nivel()).toBe(escolaridadeDaFormacao(4, 'C'));
    const superior = (await get(`/api/candidato/cursos/${cd}`))
      .json()
      .find((c: { CD_NIVEL: number }) => c.CD_NIVEL === 4);
    expect((await get(`/api/candidato/exclui-curso/${superior.NR_SEQUENCIA}`)).statusCode).toBe(200);
    expect(await nivel()).toBe(escolaridadeDaFormacao(2, 'C'));
  });

  it('orgao-emissor answers the RG issuing bodies', async () => {
    const r = (await get('/api/documento/orgao-emissor')).json();
    expect(r).toContainEqual({ SIGLA: 'SSP', NM_ORGAO: 'Secretaria de Segurança Pública' });
  });

  it('dados-base answers the catalogues', async () => {
    const r = (await get('/api/curriculo/dados-base')).json();
    expect(r.softwares).toContainEqual({ CD_CONHECIMENTO: 2, NM_CONHECIMENTO: 'Microsoft Excel' });
    expect(r.competencias).toHaveLength(2);
    expect(r.idiomas.length).toBeGreaterThan(5);
    expect(r.cargos).toContainEqual({ CD_CARGO: CARGOS_TESTE.eletricista, NM_CARGO: 'Eletricista' });
  });
});

describe('endereco/buscar-cep with the local adapter', () => {
  it('answers the street of a stored CEP with the city’s neighbourhoods; 404 unknown; 400 malformed', async () => {
    await q(
      `INSERT INTO cidade (cd_cidade, nm_cidade, cd_uf, cd_pais) VALUES (4209102, 'Joinville', 'SC', 1) ON CONFLICT DO NOTHING`,
    );
    await q(`INSERT INTO bairro (nm_bairro, cd_cidade, nm_cidade, cd_uf) VALUES ('Centro', 4209102, 'Joinville', 'SC')
             ON CONFLICT DO NOTHING`);
    const res = await get('/api/endereco/buscar-cep/89201-100');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      dados_cep: {
        CD_CEP: '89201100',
        ENDERECO: 'Rua XV de Novembro',
        NM_CIDADE: 'Joinville',
        CD_UF: 'SC',
        CD_PAIS: 1,
      },
      bairros: [expect.objectContaining({ NM_BAIRRO: 'Centro' })],
    });
    const nao = await get('/api/endereco/buscar-cep/01001000');
    expect(nao.statusCode).toBe(404);
    expect(nao.json().error).toBe('CEP não encontrado');
    expect((await get('/api/endereco/buscar-cep/123')).statusCode).toBe(400);
    const ruas = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/endereco/buscar-ceps',
      payload: { uf: 'SC', cidade: 'Joinville', nome: 'novembro' },
    });
    expect(ruas.statusCode, ruas.body).toBe(200);
    expect(ruas.json().linhas[0]).toMatchObject({ CD_CEP: '89201100', ENDERECO: 'Rua XV de Novembro' });
    const semCidade = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/endereco/buscar-ceps',
      payload: { uf: 'SC', cidade: '' },
    });
    expect(semCidade.statusCode).toBe(400);
  });
});

describe('disability records', () => {
  it('a PCD registration needs a record; records are inactivated, reactivated and deleted, the search following', async () => {
    const semLaudo = await salvar(formulario({ nm_pessoa: 'Lia Sem Laudo', id_possue_deficiencia: 'S' }));
    expect(semLaudo.statusCode).toBe(400);
    expect(JSON.stringify(semLaudo.json().error)).toContain(M.tipoDeficiencia);
    const res = await salvar(
      formulario({
        nm_pessoa: 'Lia Laudo',
        id_possue_deficiencia: 'S',
        addPcd: JSON.stringify([
          {
            cd_tipo_deficiencia: 2,
            cd_cid: 'H90.3',
            dt_validade: '2024-05-01',
            ds_observacao: 'Usa aparelho',
          },
          { cd_tipo_deficiencia: 1, cd_cid: 'M21' },
        ]),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const cd = res.json().cd_pessoa;
    const laudos = (await get(`/api/candidato/dados-pcd/${cd}`)).json();
    expect(laudos).toHaveLength(2);
    const [c0] = await q(`SELECT deficiencias FROM candidato WHERE cd_pessoa = $1`, [cd]);
    expect([...(c0.deficiencias as number[])].sort()).toEqual([1, 2]);
    const post = (url: string, id: number) =>
      injectAs(t.app, cookie, {
        method: 'POST',
        url: `/api/candidato/${url}`,
        payload: { id_cid_candidato: id },
      });
    const auditiva = laudos.find((l: { CD_TIPO_DEFICIENCIA: number }) => l.CD_TIPO_DEFICIENCIA === 2);
    const fisica = laudos.find((l: { CD_TIPO_DEFICIENCIA: number }) => l.CD_TIPO_DEFICIENCIA === 1);
    expect((await post('inativa-laudo-pcd', auditiva.ID_CID_CANDIDATO)).json()).toEqual({
      status: 1,
      message: M.laudoInativado,
    });
    const [c1] = await q(`SELECT deficiencias FROM candidato WHERE cd_pessoa = $1`, [cd]);
    expect(c1.deficiencias).toEqual([1]);
    // the last active record stays
    const ultimo = await post('exclui-laudo-pcd', fisica.ID_CID_CANDIDATO);
    expect(ultimo.statusCode).toBe(409);
    expect(ultimo.json().error).toBe(M.ultimoLaudo);
    expect((await post('reativa-laudo-pcd', auditiva.ID_CID_CANDIDATO)).statusCode).toBe(200);
    expect((await post('exclui-laudo-pcd', fisica.ID_CID_CANDIDATO)).statusCode).toBe(200);
    expect((await get(`/api/candidato/dados-pcd/${cd}`)).json()).toEqual([
      expect.objectContaining({
        CD_TIPO_DEFICIENCIA: 2,
        CD_CID: 'H90.3',
        ID_STATUS: 'A',
        NM_STATUS: 'Ativo',
      }),
    ]);
    expect((await post('exclui-laudo-pcd', 987654321)).statusCode).toBe(404);
  });
});
