import { TIPO_AVISO } from '@backoffice/domain/catalogos';
import { EVENTO_VAGA_RECRUTAMENTO, MENSAGENS_RECRUTAMENTO } from '@backoffice/domain/recrutamento';
import { dataNegocio, MENSAGEM_VAGAS_ATRASADAS, somarDias } from '@backoffice/domain/vaga-prazo';
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
let rita: Sessao;
let sara: Sessao;
let ana: Sessao;
let financeiro: Sessao;
let atrasado: Sessao;
let metal: number;
let textil: number;
let escolaridade3: string;
const hoje = dataNegocio();
const diasAtras = (n: number) => somarDias(hoje, -n);
const instante = (n: number) => `${diasAtras(n)}T12:00:00-03:00`;
const v: Record<string, number> = {};
const req: Record<string, number> = {};
const eventos: string[] = [];

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
      ...dados,
    },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const h = t.app.deps.handle;
  await h.listen('eventos', (payload) => {
    eventos.push(payload);
  });
  await criarCatalogosVaga(db);
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville' });
  await criarUnidade(db, { cd_empresa: 101, cd_empresa_agrupadora: 1, nm_empresa: 'Joinville Sul' });
  await criarUnidade(db, { cd_empresa: 2, nm_empresa: 'Curitiba', cd_uf: 'PR', nm_cidade: 'Curitiba' });
  rita = await loginComUsuario(t.app, { permissoes: [36], nm_pessoa: 'Rita Recrutadora', cd_unid: 1 });
  sara = await loginComUsuario(t.app, { permissoes: [37], nm_pessoa: 'Sara Segunda', cd_unid: 101 });
  ana = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Ana Seleção', cd_unid: 1 });
  financeiro = await loginComUsuario(t.app, { permissoes: [107] });
  // unit 330 is one of the overdue rule's units: an analyst there with a vacancy 130 days open
  await criarUnidade(db, { cd_empresa: 330, nm_empresa: 'São Paulo', cd_uf: 'SP', nm_cidade: 'São Paulo' });
  atrasado = await loginComUsuario(t.app, { permissoes: [36], nm_pessoa: 'Otto Atrasado', cd_unid: 330 });
  metal = await criarCliente(db, 'Metalúrgica Joinville');
  textil = await criarCliente(db, 'Têxtil do Vale');
  await h.query(`UPDATE pessoa SET nm_apelido = 'Metal JV' WHERE cd_pessoa = $1`, [metal]);
  await h.query(`UPDATE cliente SET nm_bairro = 'Centro', nm_regiao = 'Norte' WHERE cd_pessoa = $1`, [metal]);
  await h.query(
    `INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (501, 'Operador de Empilhadeira'), (502, 'Gerente')`,
  );
  await h.query(`INSERT INTO escolaridade (cd_escolaridade, nm_escolaridade) VALUES (3, 'Ensino Médio')
                 ON CONFLICT DO NOTHING`);
  const [esc] = await h.query<{ nm: string }>(
    'SELECT nm_escolaridade AS nm FROM escolaridade WHERE cd_escolaridade = 3',
  );
  escolaridade3 = esc.nm;

  await vaga('r1', rita, metal, {
    id_recrutamento: 'S',
    id_tipo_vaga: 'O',
    cd_cargo: 501,
    vl_salario: 2150.5,
    id_sexo: 'F',
    cd_grau_instrucao_de: 3,
    cd_tipo_contratacao: 2,
    dt_abertura: diasAtras(10),
    dt_ultima_movimentacao: new Date(instante(3)),
  });
  await vaga('r2', rita, textil, {
    id_recrutamento: 'S',
    id_tipo_vaga: 'O',
    cd_empresa: 101,
    cd_situacao_vaga: 7,
    cd_tipo_contratacao: 6,
    dt_abertura: diasAtras(40),
    dt_prorrogacao: diasAtras(1),
  });
  await vaga('r3', rita, metal, {
    id_recrutamento: 'S',
    id_tipo_vaga: 'G',
    cd_cargo: 502,
    dt_abertura: diasAtras(2),
  });
  await vaga('r4', rita, metal, {
    id_recrutamento: 'S',
    id_tipo_vaga: 'O',
    id_vaga_sigilosa: 'S',
    dt_abertura: diasAtras(4),
  });
  await vaga('r5', rita, metal, { id_recrutamento: 'S', cd_situacao_vaga: 6, dt_abertura: diasAtras(5) });
  await vaga('s1', ana, metal, { id_recrutamento: 'N', id_tipo_vaga: 'O', dt_abertura: diasAtras(6) });
  await vaga('s2', ana, metal, { id_recrutamento: 'N', id_tipo_vaga: 'A', dt_abertura: diasAtras(7) });
  await vaga('x1', null, textil, {
    id_recrutamento: 'S',
    id_tipo_vaga: 'O',
    cd_empresa: 2,
    dt_abertura: diasAtras(3),
  });
  await vaga('o1', atrasado, metal, { id_recrutamento: 'S', cd_empresa: 330, dt_abertura: diasAtras(130) });

  const [c1, c2] = await Promise.all(['Um', 'Dois'].map((n) => criarCandidato(db, n)));
  await h.query(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao)
     VALUES ($1, $2, 3, NULL), ($1, $3, 6, 'A')`,
    [v.r1, c1, c2],
  );
});
afterAll(async () => {
  await t?.close();
});

const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, x]) => [k, String(x)]));
const listar = (query: Record<string, string | number>, s: Sessao = rita) =>
  injectAs(t.app, s.cookie, {
    method: 'GET',
    url: '/api/recrutamento/vagas-recrutamento',
    query: stringify(query),
  });
async function nrs(query: Record<string, string | number>, s: Sessao = rita): Promise<number[]> {
  const res = await listar(query, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().VAGAS.map((l: { NR_VAGA: number }) => l.NR_VAGA);
}

describe('GET recrutamento/vagas-recrutamento (spec 001 §2.13, §3)', () => {
  it("with the screen's defaults: my open and at-the-client recruitment vacancies of my grouping, newest first", async () => {
    expect(await nrs({ tipo_vagas: 'M', aberta: 'S', cliente: 'S', cd_unidade: 1, termino: hoje })).toEqual([
      v.r3,
      v.r4,
      v.r1,
      v.r2,
    ]);
    // the sector defaults to recruitment: the selection vacancies only with setor N or T
    expect(await nrs({ tipo_vagas: 'A', aberta: 'S', cd_unidade: 1 })).toEqual([v.r3, v.r4, v.r1]);
    expect(await nrs({ tipo_vagas: 'A', aberta: 'S', cd_unidade: 1, setor: 'N' })).toEqual([v.s1, v.s2]);
  });

  it('answers what the row expands to: requisition, situation, salary, cost centre, dates, schedule, counts', async () => {
    const [l] = (await listar({ nr_vaga: v.r1 })).json().VAGAS;
    expect(l).toMatchObject({
      NR_VAGA: v.r1,
      NR_REQUISICAO: req.r1,
      NM_SITUACAO_VAGA: 'Aberta',
      VL_SALARIO: 2150.5,
      DT_ABERTURA: diasAtras(10),
      DT_PRORROGACAO: null,
      ID_RECRUTAMENTO: 'S',
      QTD_CANDIDATOS_RELACIONADOS: 2,
      CANDIDATO_APROVADO: 1,
      QT_DIAS_ESTACIONADA: 3,
    });
    const [l2] = (await listar({ nr_vaga: v.r2 })).json().VAGAS;
    expect(l2).toMatchObject({ DT_PRORROGACAO: diasAtras(1), VL_SALARIO: null, CD_SITUACAO_VAGA: 7 });
  });

  it('the recruitment filters narrow; the other status flags are not part of it', async () => {
    expect(await nrs({ tipo_vagas: 'A', cliente: 'S' })).toEqual([v.r2]);
    expect(await nrs({ tipo_vagas: 'A', nm_cargo: 'gerente' })).toEqual([v.r3]);
    expect(await nrs({ tipo_vagas: 'A', cd_empresa: 101 })).toEqual([v.r2]);
    expect(await nrs({ tipo_vagas: 'A', norte: 'S', aberta: 'S' })).toEqual([v.r3, v.r1, v.o1]);
    expect(await nrs({ tipo_vagas: 'A', cd_unidade: 2 })).toEqual([v.x1]);
    expect(await nrs({ tipo_vagas: 'O', cd_unidade: 1, aberta: 'S' }, sara)).toEqual([v.r3, v.r4, v.r1]);
    // a status flag of the selection list is not a recruitment filter: it does not restrict
    expect(await nrs({ tipo_vagas: 'A', fechada: 'S', nr_vaga: v.r5 })).toEqual([v.r5]);
    // cd_usuario is the legacy screen's user: accepted, the session decides whose vacancies are 'mine'
    expect(await nrs({ tipo_vagas: 'M', cd_usuario: ana.usuario.cd_sip, nr_vaga: v.r1 })).toEqual([v.r1]);
  });

  it('refuses the list (409) while the user has overdue vacancies', async () => {
    const res = await listar({}, atrasado);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MENSAGEM_VAGAS_ATRASADAS);
  });

  it('bad input is 400; without code 36 or 37 it is 403; without a session 401', async () => {
    const ruins: Record<string, string>[] = [
      { setor: 'R' },
      { nr_vaga: '1e3' },
      { inicio: '2025-02-31' },
      { tipo_vagas: 'X' },
    ];
    for (const q of ruins) {
      expect((await listar(q)).statusCode, JSON.stringify(q)).toBe(400);
    }
    // an opening period that ends before it starts is refused on its end date, with the panel's words
    const invertido = await listar({ inicio: '2025-03-10', termino: '2025-03-01' });
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().error).toEqual(['A data de início não pode ser maior que a data de término.']);
    expect((await listar({ inicio: '2025-03-01', termino: '2025-03-01' })).statusCode).toBe(200);
    expect((await listar({}, ana)).statusCode).toBe(403);
    expect((await listar({}, financeiro)).statusCode).toBe(403);
    const sem = await injectAs(t.app, undefined, {
      method: 'GET',
      url: '/api/recrutamento/vagas-recrutamento',
    });
    expect(sem.statusCode).toBe(401);
  });
});

describe('PUT vaga/tipo-vaga from the recruiter (the recruitment flag toggle, spec 001 §4)', () => {
  it('a recruiter (code 36) turns the flag off and on for the whole requisition', async () => {
    const put = (id: 'S' | 'N') =>
      injectAs(t.app, rita.cookie, {
        method: 'PUT',
        url: '/api/vaga/tipo-vaga',
        payload: { nr_vaga: v.r3, nr_requisicao: req.r3, id_recrutamento: id },
      });
    const off = await put('N');
    expect(off.statusCode, off.body).toBe(200);
    expect((await lerVaga(t.app.deps.db, v.r3)).id_recrutamento).toBe('N');
    expect((await put('S')).statusCode).toBe(200);
    expect((await lerVaga(t.app.deps.db, v.r3)).id_recrutamento).toBe('S');
    // entering recruitment told the recruitment analysts (code 36) of the unit: an alert and 'vagaRecrutamento'
    const avisos = await t.app.deps.handle.query<{ cd_sip: number; cd_tipo_aviso: number }>(
      'SELECT cd_sip, cd_tipo_aviso FROM aviso WHERE nr_vaga = $1',
      [v.r3],
    );
    expect(avisos).toEqual([
      { cd_sip: rita.usuario.cd_sip, cd_tipo_aviso: TIPO_AVISO.NOVA_VAGA_RECRUTAMENTO },
    ]);
    await expect
      .poll(() =>
        eventos
          .map((e) => JSON.parse(e))
          .filter((e) => e.tipo === EVENTO_VAGA_RECRUTAMENTO && e.dados?.NR_VAGA === v.r3),
      )
      .toEqual([
        {
          tipo: EVENTO_VAGA_RECRUTAMENTO,
          dados: { NR_VAGA: v.r3, NR_REQUISICAO: req.r3, CD_EMPRESA: 1 },
          para: { cd_sip: [rita.usuario.cd_sip] },
        },
      ]);
    const negado = await injectAs(t.app, financeiro.cookie, {
      method: 'PUT',
      url: '/api/vaga/tipo-vaga',
      payload: { nr_vaga: v.r3, nr_requisicao: req.r3, id_recrutamento: 'N' },
    });
    expect(negado.statusCode).toBe(403);
  });
});

describe('open-vacancy counters and lists (spec 001 §2.10)', () => {
  it('GET recrutamento/contador-vagas-por-tipo: open vacancies (situation 1) of my grouping per sector and type', async () => {
    const res = await injectAs(t.app, rita.cookie, {
      method: 'GET',
      url: '/api/recrutamento/contador-vagas-por-tipo',
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c.RECRUTAMENTO.O).toEqual({ ID_TIPO_VAGA: 'O', NM_TIPO_VAGA: 'Operacional', QTD_VAGAS: 2 });
    expect(c.RECRUTAMENTO.G.QTD_VAGAS).toBe(1);
    expect(c.RECRUTAMENTO.A.QTD_VAGAS).toBe(0);
    expect(c.RECRUTAMENTO.Q).toEqual({ ID_TIPO_VAGA: 'Q', NM_TIPO_VAGA: 'Qualificado', QTD_VAGAS: 0 });
    expect(c.SELECAO.O.QTD_VAGAS).toBe(1);
    expect(c.SELECAO.A.QTD_VAGAS).toBe(1);
    // another grouping counts its own
    const outro = await injectAs(t.app, atrasado.cookie, {
      method: 'GET',
      url: '/api/recrutamento/contador-vagas-por-tipo',
    });
    expect(outro.json().RECRUTAMENTO.O.QTD_VAGAS).toBe(1);
  });

  it('POST recrutamento/vagas-abertas-por-tipo: the rows of one sector and type, the client of a secret vacancy hidden', async () => {
    const abertas = (tipo_vaga: string, origem: string, s: Sessao = rita) =>
      injectAs(t.app, s.cookie, {
        method: 'POST',
        url: '/api/recrutamento/vagas-abertas-por-tipo',
        payload: { tipo_vaga, origem },
      });
    const res = await abertas('O', 'R');
    expect(res.statusCode, res.body).toBe(200);
    const linhas = res.json();
    expect(linhas.map((l: { NR_VAGA: number }) => l.NR_VAGA)).toEqual([v.r4, v.r1]);
    expect(linhas[1]).toEqual({
      CD_PESSOA_CANDIDATO: null,
      NR_VAGA: v.r1,
      NR_REQUISICAO: req.r1,
      NM_PESSOA_SELECIONADOR: 'Rita Recrutadora',
      CD_PESSOA_SELECIONADOR: rita.usuario.user_sip,
      NM_PESSOA_CLIENTE: 'Metal JV',
      CD_PESSOA_CLIENTE: metal,
      CD_EMPRESA_CLIENTE: 1,
      CD_SITUACAO_VAGA: 1,
      NM_SITUACAO_VAGA: 'Aberta',
      NM_CIDADE: 'Joinville',
      NM_BAIRRO: 'Centro',
      ID_SEXO: 'F',
      NM_CARGO: 'Operador de Empilhadeira',
      NM_GRAU_INSTRUCAO_DE: escolaridade3,
      ID_ESCONDE_INFO_SIGILOSA: 'N',
    });
    expect(linhas[0]).toMatchObject({
      NR_VAGA: v.r4,
      NM_PESSOA_CLIENTE: null,
      NM_CIDADE: null,
      NM_BAIRRO: null,
      ID_ESCONDE_INFO_SIGILOSA: 'S',
    });
    expect((await abertas('A', 'S')).json().map((l: { NR_VAGA: number }) => l.NR_VAGA)).toEqual([v.s2]);
    expect((await abertas('Q', 'R')).json()).toEqual([]);
    // a selector (58) sees the lists too
    expect((await abertas('O', 'S', ana)).json().map((l: { NR_VAGA: number }) => l.NR_VAGA)).toEqual([v.s1]);
  });

  it('refuses a bad type or sector (400, the texts of the domain) and users without the areas (403)', async () => {
    const ruim = await injectAs(t.app, rita.cookie, {
      method: 'POST',
      url: '/api/recrutamento/vagas-abertas-por-tipo',
      payload: { tipo_vaga: 'X', origem: 'R' },
    });
    expect(ruim.statusCode).toBe(400);
    expect(JSON.stringify(ruim.json())).toContain(MENSAGENS_RECRUTAMENTO.tipoInvalido);
    const origem = await injectAs(t.app, rita.cookie, {
      method: 'POST',
      url: '/api/recrutamento/vagas-abertas-por-tipo',
      payload: { tipo_vaga: 'O', origem: 'T' },
    });
    expect(origem.statusCode).toBe(400);
    expect(JSON.stringify(origem.json())).toContain(MENSAGENS_RECRUTAMENTO.origemInvalida);
    for (const url of ['/api/recrutamento/contador-vagas-por-tipo', '/api/vaga/movimentacoes-recrutamento']) {
      expect((await injectAs(t.app, financeiro.cookie, { method: 'GET', url })).statusCode).toBe(403);
    }
  });
});

describe('GET vaga/movimentacoes-recrutamento (spec 001 §2.15)', () => {
  it('the open recruitment vacancies of my grouping with candidates, days, type labels and colours', async () => {
    const res = await injectAs(t.app, rita.cookie, {
      method: 'GET',
      url: '/api/vaga/movimentacoes-recrutamento',
    });
    expect(res.statusCode, res.body).toBe(200);
    const linhas = res.json();
    expect(linhas.map((l: { NR_VAGA: number }) => l.NR_VAGA)).toEqual([v.r3, v.r4, v.r1, v.r2]);
    const r1 = linhas.find((l: { NR_VAGA: number }) => l.NR_VAGA === v.r1);
    expect(r1).toEqual({
      NR_VAGA: v.r1,
      NM_CARGO: 'Operador de Empilhadeira',
      CD_PESSOA_CLIENTE: metal,
      CD_EMPRESA_CLIENTE: 1,
      NM_APELIDO_CLIENTE: 'Metal JV',
      ID_ESCONDE_INFO_SIGILOSA: 'N',
      ID_TIPO_CONTRATACAO: 'TE',
      NM_TIPO_CONTRATACAO: 'Temporário',
      QT_CANDIDATOS: 2,
      QT_DIAS_ABERTURA: 10,
      QT_DIAS_ESTACIONADA: 3,
      COR_DIAS_ABERTURA: 'danger',
      COR_DIAS_ESTACIONADA: null,
    });
    const r2 = linhas.find((l: { NR_VAGA: number }) => l.NR_VAGA === v.r2);
    expect(r2).toMatchObject({
      ID_TIPO_CONTRATACAO: 'TR',
      NM_TIPO_CONTRATACAO: 'Terceiro',
      QT_DIAS_ESTACIONADA: 40,
      COR_DIAS_ESTACIONADA: 'danger',
    });
    const r3 = linhas.find((l: { NR_VAGA: number }) => l.NR_VAGA === v.r3);
    expect(r3).toMatchObject({
      NM_TIPO_CONTRATACAO: 'Efetivo',
      QT_DIAS_ABERTURA: 2,
      COR_DIAS_ABERTURA: null,
    });
    const r4 = linhas.find((l: { NR_VAGA: number }) => l.NR_VAGA === v.r4);
    expect(r4).toMatchObject({ NM_APELIDO_CLIENTE: null, ID_ESCONDE_INFO_SIGILOSA: 'S' });
    expect(
      (await injectAs(t.app, ana.cookie, { method: 'GET', url: '/api/vaga/movimentacoes-recrutamento' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET analista/aviso-recrutamento/{cd_unid} (spec 001 §6, §7)', () => {
  it("the unit's active users holding the recruitment code 36: who a vacancy entering recruitment is told of", async () => {
    const r = await injectAs(t.app, rita.cookie, {
      method: 'GET',
      url: '/api/analista/aviso-recrutamento/1',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual([
      { CD_SIP: rita.usuario.cd_sip, CD_PESSOA: rita.usuario.user_sip, NM_PESSOA: 'Rita Recrutadora' },
    ]);
    const vazia = await injectAs(t.app, rita.cookie, {
      method: 'GET',
      url: '/api/analista/aviso-recrutamento/101',
    });
    expect(vazia.json()).toEqual([]);
  });
});

describe('GET vaga/movimentacoes-recrutamento/exportar (the movement report as CSV or XLSX)', () => {
  it('writes the rows of the report; 403 without code 36 or 37', async () => {
    const r = await injectAs(t.app, rita.cookie, {
      method: 'GET',
      url: '/api/vaga/movimentacoes-recrutamento/exportar',
      query: { formato: 'csv' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const linhas = r.body.slice(1).trim().split('\r\n');
    expect(linhas[0]).toBe('Vaga;Cargo;Cliente;Tipo;Candidatos;Dias aberta;Dias estacionada');
    expect(linhas.slice(1).map((l) => Number(l.split(';')[0]))).toEqual([v.r3, v.r4, v.r1, v.r2]);
    expect(linhas).toContain(`${v.r4};;Informação Sigilosa;Efetivo;0;4;4`);
    const negado = await injectAs(t.app, ana.cookie, {
      method: 'GET',
      url: '/api/vaga/movimentacoes-recrutamento/exportar',
      query: { formato: 'xlsx' },
    });
    expect(negado.statusCode).toBe(403);
  });
});

describe('the movement report export past one batch', () => {
  it('streams every row in batches (beyond the 1,000 the screen shows), each once, newest first', async () => {
    const db = t.app.deps.db;
    const h = t.app.deps.handle;
    await criarUnidade(db, { cd_empresa: 700, nm_empresa: 'Blumenau' });
    const bruno = await loginComUsuario(t.app, { permissoes: [36], nm_pessoa: 'Bruno Lote', cd_unid: 700 });
    const cliente = await criarCliente(db, 'Cliente Muitos Lotes');
    const requisicao = await criarRequisicao(db, cliente, 700);
    // 2,500 open recruitment vacancies: more than one export batch (2,000); several share an opening day
    await h.query(
      `INSERT INTO vaga (nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_tipo_contratacao,
                         cd_situacao_vaga, id_recrutamento, dt_abertura)
       SELECT $1, 700, $2, 700, 1, (ARRAY[1, 7, 11])[1 + g % 3], 'S', $3::date - (g % 40)
         FROM generate_series(1, 2500) g`,
      [requisicao, cliente, hoje],
    );
    const r = await injectAs(t.app, bruno.cookie, {
      method: 'GET',
      url: '/api/vaga/movimentacoes-recrutamento/exportar',
      query: { formato: 'csv' },
    });
    expect(r.statusCode).toBe(200);
    const nrs = r.body
      .slice(1)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => Number(l.split(';')[0]));
    expect(nrs).toHaveLength(2500);
    expect(new Set(nrs).size).toBe(2500);
    const esperado = await h.query<{ nr_vaga: string }>(
      `SELECT nr_vaga FROM vaga WHERE cd_empresa = 700 ORDER BY dt_abertura DESC, nr_vaga DESC`,
    );
    expect(nrs).toEqual(esperado.map((x) => Number(x.nr_vaga)));
    // the screen keeps its 1,000 newest
    const tela = await injectAs(t.app, bruno.cookie, {
      method: 'GET',
      url: '/api/vaga/movimentacoes-recrutamento',
    });
    expect(tela.json()).toHaveLength(1000);
  });
});
