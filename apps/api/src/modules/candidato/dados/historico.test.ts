import { MENSAGENS_HISTORICO_CANDIDATO } from '@backoffice/domain/candidato-historico';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  loginComUsuario,
  type Sessao,
  type TestApp,
} from '../../../../test/helpers';
import {
  criarCandidato,
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
} from '../../../../test/vaga-fixtures';

const H = MENSAGENS_HISTORICO_CANDIDATO;

let t: TestApp;
let ana: Sessao;
let semCodigos: string;
let candidato: number;
let outro: number;
let vagaEncaminhada: number;
let reqWeb: number;
let reqSigilosa: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  ana = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Ana Seleção' });
  semCodigos = (await loginComUsuario(t.app, { permissoes: [] })).cookie;
  const cliente = await criarCliente(db, 'Transportes Sul');
  candidato = await criarCandidato(db, 'João Candidato');
  outro = await criarCandidato(db, 'Maria Sem Histórico');
  await db.execute(sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (20, 'Motorista')`);
  reqWeb = await criarRequisicao(db, cliente);
  vagaEncaminhada = await criarVaga(db, { cliente, requisicao: reqWeb }, { cd_cargo: 20 });
  await criarVaga(db, { cliente, requisicao: reqWeb }, { cd_cargo: 20 });
  reqSigilosa = await criarRequisicao(db, cliente);
  await criarVaga(db, { cliente, requisicao: reqSigilosa }, { id_vaga_sigilosa: 'S', cd_situacao_vaga: 5 });
  await db.execute(sql`INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, criado_em) VALUES
    (${candidato}, ${reqWeb}, '2030-01-02T10:00:00Z'), (${candidato}, ${reqSigilosa}, '2030-01-01T10:00:00Z')`);
  await db.execute(
    sql`UPDATE candidato_web SET id_desvincular_web = 'S' WHERE nr_requisicao = ${reqSigilosa}`,
  );
  await db.execute(sql`INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, dt_encaminhamento)
    VALUES (${vagaEncaminhada}, ${candidato}, 5, '2030-01-05T12:00:00Z')`);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, c: string = ana.cookie) =>
  injectAs(t.app, c, { method: 'GET', url: `/api/candidato/${url}` });
const postar = (payload: object, c: string = ana.cookie) =>
  injectAs(t.app, c, { method: 'POST', url: '/api/candidato/timeline', payload });

describe('candidate history', () => {
  it('lists the requisitions applied to on the web, newest first, with their status', async () => {
    const res = await get(`historico_vaga_web/${candidato}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        NR_REQUISICAO: reqWeb,
        QTD_VAGAS: 2,
        DS_CIDADE_SERVICO: 'Unidade 1',
        STATUS_CANDIDATO: 'Encaminhado',
        NM_EMPRESA: 'Transportes Sul',
        CRIADO_EM: '2030-01-02T10:00:00.000Z',
      },
      {
        NR_REQUISICAO: reqSigilosa,
        QTD_VAGAS: 1,
        DS_CIDADE_SERVICO: 'Unidade 1',
        STATUS_CANDIDATO: 'Descartado',
        NM_EMPRESA: 'Informação Sigilosa',
        CRIADO_EM: '2030-01-01T10:00:00.000Z',
      },
    ]);
    expect((await get(`historico_vaga_web/${outro}`)).json()).toEqual([]);
  });

  it('lists the vacancies the candidate was forwarded to', async () => {
    expect((await get(`historico_vaga_encaminhado/${candidato}`)).json()).toEqual([
      {
        NR_VAGA: vagaEncaminhada,
        DT_ENCAMINHAMENTO: '2030-01-05T12:00:00.000Z',
        CD_ESTAGIO_VAGA: 5,
        NM_CARGO: 'Motorista',
        NM_EMPRESA: 'Transportes Sul',
        NM_SITUACAO_VAGA: 'Aberta',
      },
    ]);
  });

  it("inserts a timeline note in the logged user's name and lists it first", async () => {
    const texto = 'Candidato ligou pedindo retorno sobre a vaga';
    const res = await postar({ ds_historico: texto, cd_pessoa_candidato: candidato, cd_usuario: 123456 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'Novo histórico inserido' });
    const lista = (await get(`timeline/${candidato}`)).json();
    expect(lista[0]).toEqual({
      NM_USUARIO: 'Ana Seleção',
      DT_HISTORICO: expect.any(String),
      DS_OBSERVACOES: texto,
    });
  });

  it('takes notes of 20 to 2000 characters, writing nothing otherwise', async () => {
    const curta = await postar({ ds_historico: 'curta demais', cd_pessoa_candidato: outro });
    expect(curta.statusCode).toBe(400);
    expect(curta.json().error).toEqual([H.notaMin]);
    const longa = await postar({ ds_historico: 'x'.repeat(2001), cd_pessoa_candidato: outro });
    expect(longa.json().error).toEqual([H.notaMax]);
    expect((await get(`timeline/${outro}`)).json()).toEqual([]);
  });

  it('answers 404 for an unknown candidate and 403 without the codes', async () => {
    for (const url of ['historico_vaga_web/999999', 'historico_vaga_encaminhado/999999', 'timeline/999999']) {
      expect((await get(url)).statusCode).toBe(404);
    }
    const desconhecido = await postar({ ds_historico: 'x'.repeat(30), cd_pessoa_candidato: 999999 });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json().error).toBe(H.candidatoNaoEncontrado);
    expect((await get(`timeline/${candidato}`, semCodigos)).statusCode).toBe(403);
    expect(
      (await postar({ ds_historico: 'x'.repeat(30), cd_pessoa_candidato: candidato }, semCodigos)).statusCode,
    ).toBe(403);
  });
});
