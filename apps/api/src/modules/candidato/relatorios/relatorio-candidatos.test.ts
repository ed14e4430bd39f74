import { MENSAGENS_RECRUTAMENTO as M } from '@backoffice/domain/recrutamento';
import { dataNegocio, somarDias } from '@backoffice/domain/vaga-prazo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarPessoa, criarUnidade } from '../../../../test/factories';
import {
  createTestApp,
  injectAs,
  loginComUsuario,
  type Sessao,
  type TestApp,
} from '../../../../test/helpers';
import { candidato } from '../../../db/schema/index';

let t: TestApp;
let rita: Sessao;
let sara: Sessao;
let ana: Sessao;
let incluido: number;
let alterado: number;
const hoje = dataNegocio();

async function operacoes(cdPessoa: number): Promise<{ cd_usuario: number; id_tipo_operacao: string }[]> {
  return t.app.deps.handle.query(
    'SELECT cd_usuario, id_tipo_operacao FROM candidato_operacao WHERE cd_pessoa = $1 ORDER BY id_operacao',
    [cdPessoa],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville' });
  await criarUnidade(db, { cd_empresa: 101, cd_empresa_agrupadora: 1, nm_empresa: 'Joinville Sul' });
  await criarUnidade(db, { cd_empresa: 2, nm_empresa: 'Curitiba', cd_uf: 'PR', nm_cidade: 'Curitiba' });
  rita = await loginComUsuario(t.app, { permissoes: [36], nm_pessoa: 'Rita Recrutadora', cd_unid: 1 });
  sara = await loginComUsuario(t.app, { permissoes: [37], nm_pessoa: 'Sara Segunda', cd_unid: 101 });
  ana = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Ana Seleção', cd_unid: 1 });
  // a user of another grouping, who the grouping's analyst list leaves out
  await loginComUsuario(t.app, { permissoes: [36], nm_pessoa: 'Otto Outro', cd_unid: 2 });

  // a candidate created by Rita, and another created by nobody known and changed by Sara
  incluido = await criarPessoa(db, { nm_pessoa: 'Carla Incluída' });
  await db.insert(candidato).values({ cd_pessoa: incluido, criado_por: rita.usuario.cd_sip });
  alterado = await criarPessoa(db, { nm_pessoa: 'Davi Alterado' });
  await db.insert(candidato).values({ cd_pessoa: alterado });
  await db.execute(
    sql`UPDATE candidato SET nr_altura = 1.8, alterado_por = ${sara.usuario.cd_sip}, alterado_em = now() + interval '1 second'
         WHERE cd_pessoa = ${alterado}`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('the record of who created or changed a candidate (spec 002 §2.4)', () => {
  it('every candidate write that names its user leaves a row; other updates (search data) do not', async () => {
    expect(await operacoes(incluido)).toEqual([{ cd_usuario: rita.usuario.cd_sip, id_tipo_operacao: 'I' }]);
    expect(await operacoes(alterado)).toEqual([{ cd_usuario: sara.usuario.cd_sip, id_tipo_operacao: 'A' }]);
    await t.app.deps.db.execute(sql`UPDATE candidato SET id_destaque = 'S' WHERE cd_pessoa = ${incluido}`);
    expect(await operacoes(incluido)).toHaveLength(1);
  });

  it('a write that rolls back leaves no row (same transaction)', async () => {
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE candidato SET alterado_por = ${rita.usuario.cd_sip}, alterado_em = now() + interval '1 minute'
               WHERE cd_pessoa = ${incluido}`,
        );
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    expect(await operacoes(incluido)).toHaveLength(1);
  });
});

const relatorio = (corpo: Record<string, unknown>, s: Sessao = rita) =>
  injectAs(t.app, s.cookie, {
    method: 'POST',
    url: '/api/recrutamento/consulta-candidatos-relatorio',
    payload: corpo,
  });

describe('POST recrutamento/consulta-candidatos-relatorio (spec 002 §2.4, §3.4, §5)', () => {
  const periodo = { inicio: somarDias(hoje, -30), termino: hoje };

  it('lists the candidates the analysts created (I) or changed (A) in the period', async () => {
    const i = await relatorio({
      ...periodo,
      analistas: [rita.usuario.cd_sip, sara.usuario.cd_sip],
      tipo_registro: 'I',
    });
    expect(i.statusCode, i.body).toBe(200);
    expect(i.json()).toEqual([
      {
        CD_PESSOA: incluido,
        NM_PESSOA: 'Carla Incluída',
        NM_USUARIO: 'Rita Recrutadora',
        ID_TIPO_OPERACAO: 'I',
        CRIADO_EM: expect.any(String),
      },
    ]);
    const a = await relatorio({ ...periodo, analistas: [sara.usuario.cd_sip], tipo_registro: 'A' });
    expect(a.json().map((l: { CD_PESSOA: number }) => l.CD_PESSOA)).toEqual([alterado]);
    // tipo_registro defaults to A
    const padrao = await relatorio({ ...periodo, analistas: [sara.usuario.cd_sip] });
    expect(padrao.json()).toHaveLength(1);
    // another analyst, or a period before, finds nothing
    expect(
      (await relatorio({ ...periodo, analistas: [ana.usuario.cd_sip], tipo_registro: 'I' })).json(),
    ).toEqual([]);
    const antes = { inicio: somarDias(hoje, -60), termino: somarDias(hoje, -31) };
    expect(
      (await relatorio({ ...antes, analistas: [rita.usuario.cd_sip], tipo_registro: 'I' })).json(),
    ).toEqual([]);
  });

  it("refuses a start after the end with the spec's text, and no analyst or a bad kind (400)", async () => {
    const r = await relatorio({
      inicio: hoje,
      termino: somarDias(hoje, -1),
      analistas: [rita.usuario.cd_sip],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toContain(M.periodoInvalido);
    expect((await relatorio({ ...periodo, analistas: [] })).statusCode).toBe(400);
    expect((await relatorio({ ...periodo, analistas: [1], tipo_registro: 'X' })).statusCode).toBe(400);
    expect((await relatorio({ ...periodo, analistas: [1], inicio: '2025-02-30' })).statusCode).toBe(400);
  });

  it('needs code 36, or the management code 59 (403 with 37 or another selection code)', async () => {
    const corpo = { ...periodo, analistas: [rita.usuario.cd_sip] };
    expect((await relatorio(corpo, sara)).statusCode).toBe(403);
    expect((await relatorio(corpo, ana)).statusCode).toBe(403);
    const gerente = await loginComUsuario(t.app, { permissoes: [59], cd_unid: 1 });
    expect((await relatorio({ ...corpo, tipo_registro: 'I' }, gerente)).json()).toHaveLength(1);
  });
});

describe('POST recrutamento/consulta-candidatos-relatorio/exportar', () => {
  const periodo = { inicio: somarDias(hoje, -30), termino: hoje };
  const exportar = (formato: string, corpo: Record<string, unknown>, s: Sessao = rita) =>
    injectAs(t.app, s.cookie, {
      method: 'POST',
      url: `/api/recrutamento/consulta-candidatos-relatorio/exportar?formato=${formato}`,
      payload: corpo,
    });

  it('streams the report of the filter as CSV (with its header and the operation in words) or XLSX', async () => {
    const corpo = { ...periodo, analistas: [rita.usuario.cd_sip, sara.usuario.cd_sip], tipo_registro: 'I' };
    const csv = await exportar('csv', corpo);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('candidatos-incluidos-alterados.csv');
    const linhas = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe('Código;Candidato;Usuário;Operação;Data');
    expect(linhas.slice(1).map((l) => l.split(';').slice(0, 4))).toEqual([
      [String(incluido), 'Carla Incluída', 'Rita Recrutadora', 'Incluído'],
    ]);
    const xlsx = await exportar('xlsx', corpo);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses what the report refuses, and needs its permission', async () => {
    expect((await exportar('csv', { ...periodo, analistas: [] })).statusCode).toBe(400);
    expect((await exportar('pdf', { ...periodo, analistas: [rita.usuario.cd_sip] })).statusCode).toBe(400);
    expect((await exportar('csv', { ...periodo, analistas: [rita.usuario.cd_sip] }, ana)).statusCode).toBe(
      403,
    );
  });
});

describe('the analyst filters of the report (spec 002 §7)', () => {
  it('analista/analistas-unidade: the users of the grouping as usuario and nome', async () => {
    const r = await injectAs(t.app, rita.cookie, {
      method: 'GET',
      url: '/api/analista/analistas-unidade/101',
    });
    expect(r.statusCode, r.body).toBe(200);
    const nomes = r.json().map((o: { nome: string }) => o.nome);
    expect(nomes).toEqual(expect.arrayContaining(['Rita Recrutadora', 'Sara Segunda', 'Ana Seleção']));
    expect(nomes).not.toContain('Otto Outro');
    expect(r.json()).toContainEqual({ usuario: rita.usuario.cd_sip, nome: 'Rita Recrutadora' });
  });

  it('analista/filtro-analista: the users of one unit as CD_PESSOA and NM_USUARIO', async () => {
    const r = await injectAs(t.app, rita.cookie, { method: 'GET', url: '/api/analista/filtro-analista/101' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual([{ CD_PESSOA: sara.usuario.user_sip, NM_USUARIO: 'Sara Segunda' }]);
    const sem = await injectAs(t.app, undefined, { method: 'GET', url: '/api/analista/filtro-analista/101' });
    expect(sem.statusCode).toBe(401);
  });
});
