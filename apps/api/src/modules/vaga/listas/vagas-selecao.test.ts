import { MENSAGENS_MINHAS_VAGAS } from '@backoffice/domain/minhas-vagas';
import { MENSAGENS_VAGA_CANDIDATOS } from '@backoffice/domain/vaga-candidatos';
import { dataNegocio, somarDias } from '@backoffice/domain/vaga-prazo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../../test/factories';
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
  type DadosVaga,
  lerVaga,
} from '../../../../test/vaga-fixtures';

let t: TestApp;
let ana: Sessao;
let caio: Sessao;
let financeiro: Sessao;
let metal: number;
let textil: number;
const hoje = dataNegocio();
const diasAtras = (n: number) => somarDias(hoje, -n);
/** A timestamp n days ago at noon in São Paulo. */
const instante = (n: number) => `${diasAtras(n)}T12:00:00-03:00`;
const v: Record<string, number> = {};
const req: Record<string, number> = {};

async function vaga(nome: string, analista: Sessao | null, cliente: number, dados: DadosVaga): Promise<void> {
  const db = t.app.deps.db;
  const cdEmpresa = dados.cd_empresa ?? 1;
  req[nome] = await criarRequisicao(db, cliente, cdEmpresa);
  v[nome] = await criarVaga(
    db,
    { cliente, requisicao: req[nome], cdEmpresa },
    {
      cd_pessoa_analista: analista?.usuario.user_sip ?? null,
      cd_usuario_analista: analista?.usuario.cd_sip ?? null,
      criado_em: new Date(instante(3)),
      ...dados,
    },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const h = t.app.deps.handle;
  await criarCatalogosVaga(db);
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville' });
  await criarUnidade(db, { cd_empresa: 101, cd_empresa_agrupadora: 1, nm_empresa: 'Joinville Sul' });
  await criarUnidade(db, { cd_empresa: 2, nm_empresa: 'Curitiba', cd_uf: 'PR', nm_cidade: 'Curitiba' });
  ana = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Ana Analista', cd_unid: 1 });
  caio = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Caio Colega', cd_unid: 1 });
  financeiro = await loginComUsuario(t.app, { permissoes: [107] });
  metal = await criarCliente(db, 'Metalúrgica Joinville');
  textil = await criarCliente(db, 'Têxtil do Vale');
  await h.query(`UPDATE pessoa SET nm_apelido = 'Metal JV' WHERE cd_pessoa = $1`, [metal]);
  await h.query(`UPDATE cliente SET nm_regiao = 'Norte' WHERE cd_pessoa = $1`, [metal]);
  await h.query(`UPDATE cliente SET nm_regiao = 'Sul', nm_cidade = 'Blumenau' WHERE cd_pessoa = $1`, [
    textil,
  ]);
  await h.query(
    `INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (501, 'Operador de Empilhadeira'), (502, 'Auxiliar Administrativo')`,
  );
  await h.query(
    `INSERT INTO turno (cd_turno, nm_turno, cd_tipo_contratacao) VALUES (101, 'Comercial - 08:00 às 18:00', 1)`,
  );
  await h.query(
    `INSERT INTO centro_custo (cd_pessoa_cliente, cd_empresa_cliente, cd_centro_custo, nm_centro_custo)
     VALUES ($1, 1, 'CC-10', 'Produção')`,
    [metal],
  );

  await vaga('a1', ana, metal, {
    cd_cargo: 501,
    cd_centro_custo: 'CC-10',
    cd_turno: 101,
    dt_abertura: diasAtras(10),
    dt_ultima_movimentacao: new Date(instante(3)),
  });
  await vaga('a2', ana, textil, {
    cd_empresa: 101,
    cd_situacao_vaga: 7,
    cd_cargo: 502,
    id_vaga_pcd: 'S',
    dt_abertura: diasAtras(20),
    dt_ultima_movimentacao: new Date(instante(12)),
  });
  await vaga('a3', ana, metal, { cd_situacao_vaga: 6, dt_abertura: diasAtras(30) });
  await vaga('a4', ana, metal, { id_recrutamento: 'S', dt_abertura: diasAtras(5) });
  await vaga('a5', ana, textil, { cd_empresa: 2, dt_abertura: diasAtras(15) });
  await vaga('a6', ana, metal, {
    cd_situacao_vaga: 13,
    id_vaga_sigilosa: 'S',
    cd_centro_custo: 'CC-10',
    dt_abertura: diasAtras(25),
  });
  await vaga('a7', ana, textil, { dt_abertura: diasAtras(40), criado_em: new Date() });
  await vaga('c1', caio, metal, { dt_abertura: diasAtras(8) });
  await vaga('c2', null, metal, { dt_abertura: diasAtras(9) });

  // a1: three related (approved, rejected, pending), two web applicants (one discarded), one search discard
  const [aprovado, reprovado, pendente, web1, web2, descartado] = await Promise.all(
    ['Aprovada', 'Reprovada', 'Pendente', 'Web Um', 'Web Dois', 'Descartado'].map((n) =>
      criarCandidato(db, n),
    ),
  );
  await db.execute(sql`INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao) VALUES
    (${v.a1}, ${aprovado}, 6, 'A'), (${v.a1}, ${reprovado}, 3, 'R'), (${v.a1}, ${pendente}, 4, NULL)`);
  await db.execute(sql`INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, nr_vaga, id_desvincular_web) VALUES
    (${web1}, ${req.a1}, ${v.a1}, 'N'), (${web2}, ${req.a1}, NULL, 'S')`);
  await db.execute(sql`INSERT INTO selecao_candidato (nr_selecao, cd_pessoa_candidato, nr_vaga, nr_ordem, id_descartado)
    VALUES (1, ${descartado}, ${v.a1}, 1, 'S')`);
});
afterAll(async () => {
  await t?.close();
});

const listar = (query: Record<string, string | number>, s: Sessao = ana) =>
  injectAs(t.app, s.cookie, { method: 'GET', url: '/api/vaga/vagas-selecao', query: stringify(query) });
const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, x]) => [k, String(x)]));

async function nrs(query: Record<string, string | number>, s: Sessao = ana): Promise<number[]> {
  const res = await listar(query, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().VAGAS.map((l: { NR_VAGA: number }) => l.NR_VAGA);
}

const PADRAO = { tipo_vagas: 'M', setor: 'N', aberta: 'S', cliente: 'S', cd_unidade: 1, termino: hoje };

describe('GET vaga/vagas-selecao (spec 001 §2.12, 002 §3.8)', () => {
  it("with the screen's defaults: my open and at-the-client vacancies of my unit's grouping, selection sector, newest first", async () => {
    expect(await nrs(PADRAO)).toEqual([v.a1, v.a2, v.a7]);
  });

  it('answers the row: counters, days open and parked, cost centre, shift, hiring type, analyst', async () => {
    const linhas = (await listar(PADRAO)).json().VAGAS;
    expect(linhas[0]).toEqual({
      NR_VAGA: v.a1,
      NR_REQUISICAO: req.a1,
      CD_SITUACAO_VAGA: 1,
      NM_SITUACAO_VAGA: 'Aberta',
      NM_CARGO: 'Operador de Empilhadeira',
      CD_PESSOA_CLIENTE: metal,
      CD_EMPRESA_CLIENTE: 1,
      NM_APELIDO_CLIENTE: 'Metal JV',
      NM_CIDADE_CLIENTE: 'Joinville',
      CD_EMPRESA: 1,
      CD_EMPRESA_AGRUPADORA: 1,
      NM_EMPRESA: 'Joinville',
      QT_CANDIDATOS_ESTAGIO: 2,
      QT_DIAS_ABERTURA: 10,
      QT_DIAS_ESTACIONADA: 3,
      CD_CENTRO_CUSTO: 'CC-10',
      NM_CENTRO_CUSTO: 'Produção',
      CD_TURNO: 101,
      NM_TURNO: 'Comercial - 08:00 às 18:00',
      CD_USUARIO_ANALISTA: ana.usuario.cd_sip,
      CD_PESSOA_ANALISTA: ana.usuario.user_sip,
      NM_PESSOA_ANALISTA: 'Ana Analista',
      ID_RECRUTAMENTO: 'N',
      ID_VAGA_SIGILOSA: 'N',
      ID_VAGA_CONFIDENCIAL: 'N',
      ID_VAGA_PCD: 'N',
      ID_ESCONDE_INFO_SIGILOSA: 'N',
      CANDIDATO_APROVADO: 1,
      QTD_CANDIDATOS_RELACIONADOS: 3,
      QTD_CANDIDATOS_WEB: 1,
      QTD_CANDIDATOS_DESCARTADOS: 2,
      TIPO_CONTRATACAO: 1,
      TIPO_CONTRATACAO_STRING: 'Efetivo',
      DT_ABERTURA: diasAtras(10),
      DT_PRORROGACAO: null,
    });
    expect(linhas[1]).toMatchObject({ NR_VAGA: v.a2, QT_DIAS_ESTACIONADA: 12, ID_VAGA_PCD: 'S' });
    expect((await listar({ tipo_vagas: 'M', nr_vaga: v.a3 })).json().VAGAS[0].QT_DIAS_ESTACIONADA).toBe(30);
  });

  it('mine, others and both', async () => {
    const todas = [v.a4, v.c1, v.c2, v.a1, v.a5, v.a2, v.a6, v.a3, v.a7];
    expect(await nrs({ tipo_vagas: 'A' })).toEqual(todas);
    expect(await nrs({})).toEqual(todas.filter((n) => n !== v.c1 && n !== v.c2));
    expect(await nrs({ tipo_vagas: 'O' })).toEqual([v.c1, v.c2]);
    expect(await nrs({ tipo_vagas: 'M' }, caio)).toEqual([v.c1]);
    expect(await nrs({ tipo_vagas: 'A', cd_pessoa_analista: caio.usuario.user_sip })).toEqual([v.c1]);
  });

  it('every filter narrows: texts ignore case and accents; numbers, units, sector, PCD, last 24 h, period, statuses', async () => {
    const A = { tipo_vagas: 'A' };
    expect(await nrs({ ...A, nm_cargo: 'EMPILHA' })).toEqual([v.a1]);
    expect(await nrs({ ...A, nm_empresa: 'textil' })).toEqual([v.a5, v.a2, v.a7]);
    expect(await nrs({ ...A, nm_empresa: 'metal jv', aberta: 'S' })).toEqual([v.a4, v.c1, v.c2, v.a1]);
    expect(await nrs({ ...A, cc_vaga: 'produ' })).toEqual([v.a1]);
    expect(await nrs({ ...A, cc_vaga: 'cc-10' })).toEqual([v.a1]);
    expect(await nrs({ ...A, nr_vaga: v.a3 })).toEqual([v.a3]);
    expect(await nrs({ ...A, nr_requisicao: req.a5 })).toEqual([v.a5]);
    expect(await nrs({ ...A, cd_unidade: 2 })).toEqual([v.a5]);
    expect(await nrs({ ...A, cd_unidade: 101, nm_empresa: 'textil' })).toEqual([v.a2, v.a7]);
    expect(await nrs({ ...A, cd_empresa: 101 })).toEqual([v.a2]);
    expect(await nrs({ ...A, nm_cidade: 'BLUMENAU' })).toEqual([v.a5, v.a2, v.a7]);
    expect(await nrs({ ...A, sul: 'S' })).toEqual([v.a5, v.a2, v.a7]);
    expect(await nrs({ ...A, sul: 'S', norte: 'true', cd_empresa: 1, aberta: 'S' })).toEqual([
      v.a4,
      v.c1,
      v.c2,
      v.a1,
      v.a7,
    ]);
    expect(await nrs({ ...A, setor: 'S' })).toEqual([v.a4]);
    expect(await nrs({ ...A, somente_pcd: 'S' })).toEqual([v.a2]);
    expect(await nrs({ ...A, last_24hr: 'S' })).toEqual([v.a7]);
    expect(await nrs({ ...A, inicio: diasAtras(15), termino: diasAtras(9) })).toEqual([v.c2, v.a1, v.a5]);
    expect(await nrs({ ...A, congelada: 'S' })).toEqual([v.a6]);
    expect(await nrs({ ...A, fechada: 'S', cliente: 'S' })).toEqual([v.a2, v.a3]);
    expect(await nrs({ ...A, aberta: 'N', cancelada: 'S' })).toEqual([]);
  });

  it('hides the client of a secret vacancy, and no client filter finds it', async () => {
    const [l] = (await listar({ tipo_vagas: 'M', nr_vaga: v.a6 })).json().VAGAS;
    expect(l).toMatchObject({
      NR_VAGA: v.a6,
      ID_VAGA_SIGILOSA: 'S',
      ID_ESCONDE_INFO_SIGILOSA: 'S',
      NM_APELIDO_CLIENTE: null,
      NM_CIDADE_CLIENTE: null,
      CD_CENTRO_CUSTO: null,
      NM_CENTRO_CUSTO: null,
    });
    const filtros: Record<string, string>[] = [
      { nm_empresa: 'metal' },
      { cc_vaga: 'CC-10' },
      { nm_cidade: 'Joinville' },
      { norte: 'S' },
    ];
    for (const filtro of filtros)
      expect(await nrs({ tipo_vagas: 'M', congelada: 'S', ...filtro })).toEqual([]);
  });

  it('refuses bad filters with 400, and answers 401 and 403', async () => {
    const ruins: Record<string, string>[] = [
      { tipo_vagas: 'X' },
      { setor: 'R' },
      { inicio: '31/02/2025' },
      { nr_vaga: '1e3' },
      { aberta: 'sim' },
      { nm_cargo: 'x'.repeat(121) },
    ];
    for (const q of ruins) {
      const res = await listar(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
    }
    // an opening period that ends before it starts is refused on its end date, with the panel's words
    const invertido = await listar({ inicio: '2025-03-10', termino: '2025-03-01' });
    expect(invertido.statusCode).toBe(400);
    expect(invertido.body).toContain('A data de início não pode ser maior que a data de término.');
    expect((await listar({ inicio: '2025-03-01', termino: '2025-03-01' })).statusCode).toBe(200);
    expect((await listar({}, financeiro)).statusCode).toBe(403);
    expect(
      (await injectAs(t.app, undefined, { method: 'GET', url: '/api/vaga/vagas-selecao' })).statusCode,
    ).toBe(401);
  });

  it('answers at most 1000 vacancies, newest first, and says when more matched', async () => {
    const muitos = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 1 });
    await t.app.deps.handle.query(
      `INSERT INTO vaga (nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_tipo_contratacao,
                         cd_situacao_vaga, cd_pessoa_analista, dt_abertura)
       SELECT $1, 1, $2, 1, 1, 1, $3, current_date - (g % 60) FROM generate_series(1, 1001) g`,
      [req.a1, metal, muitos.usuario.user_sip],
    );
    const r = (await listar({ tipo_vagas: 'M' }, muitos)).json();
    expect(r.VAGAS).toHaveLength(1000);
    expect(r.LIMITADA).toBe('S');
    const dias = r.VAGAS.map((l: { QT_DIAS_ABERTURA: number }) => l.QT_DIAS_ABERTURA);
    expect(dias).toEqual([...dias].sort((a, b) => a - b));
    expect((await listar(PADRAO)).json().LIMITADA).toBe('N');
  });
});

describe('POST vaga/{job}/alterar-analista-vaga from My openings (spec 001 §2.1, §6)', () => {
  const alterar = (nr: number, nrReq: number, origem?: string) =>
    injectAs(t.app, ana.cookie, {
      method: 'POST',
      url: `/api/vaga/${nr}/alterar-analista-vaga`,
      payload: {
        cd_pessoa_analista: caio.usuario.user_sip,
        nr_requisicao: nrReq,
        id_recrutamento: 'N',
        salvar_analista: true,
        ...(origem ? { origem } : {}),
      },
    });

  it('changes the analyst of a frozen vacancy (13) only from My openings', async () => {
    const painel = await alterar(v.a6, req.a6);
    expect(painel.statusCode).toBe(409);
    expect(painel.json().error).toBe(MENSAGENS_VAGA_CANDIDATOS.conflito.analistaSituacao);
    const minhas = await alterar(v.a6, req.a6, 'minhas_vagas');
    expect(minhas.statusCode, minhas.body).toBe(200);
    expect((await lerVaga(t.app.deps.db, v.a6)).cd_pessoa_analista).toBe(caio.usuario.user_sip);
  });

  it('still refuses other situations, and an unknown origin', async () => {
    const fechada = await alterar(v.a3, req.a3, 'minhas_vagas');
    expect(fechada.statusCode).toBe(409);
    expect(fechada.json().error).toBe(MENSAGENS_MINHAS_VAGAS.analistaSituacao);
    expect((await lerVaga(t.app.deps.db, v.a3)).cd_pessoa_analista).toBe(ana.usuario.user_sip);
    expect((await alterar(v.a1, req.a1, 'outra')).statusCode).toBe(400);
  });
});
