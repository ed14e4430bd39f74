import { MENSAGENS_ABERTURA as M } from '@backoffice/domain/abertura-requisicao';
import { TIPO_AVISO } from '@backoffice/domain/catalogos';
import { dataNegocio } from '@backoffice/domain/datas';
import { MENSAGENS_SITUACAO } from '@backoffice/domain/vaga-situacao-regras';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { criarUnidade } from '../../../../test/factories';
import {
  createTestApp,
  injectAs,
  loginComUsuario,
  type Sessao,
  type TestApp,
} from '../../../../test/helpers';
import { criarCandidato, criarCatalogosVaga, criarCliente, notasVaga } from '../../../../test/vaga-fixtures';

let t: TestApp;
let gestor: Sessao;
let ana: Sessao;
let bia: Sessao;
let carlos: Sessao;
let rita: Sessao;
let semAcesso: Sessao;
let metal: number;
let textil: number;
let inativo: number;
const cargo: Record<string, number> = {};
const hoje = dataNegocio();

const q = <T = Record<string, unknown>>(sqlText: string, params: unknown[] = []) =>
  t.app.deps.handle.query<T>(sqlText, params);
const contar = async () => {
  const [r] = await q<{ r: number; v: number; b: number; h: number; a: number }>(
    `SELECT (SELECT count(*) FROM requisicao)::int AS r, (SELECT count(*) FROM vaga)::int AS v,
            (SELECT count(*) FROM requisicao_beneficio)::int AS b, (SELECT count(*) FROM vaga_historico)::int AS h,
            (SELECT count(*) FROM aviso)::int AS a`,
  );
  return r;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville' });
  await criarUnidade(db, { cd_empresa: 101, cd_empresa_agrupadora: 1, nm_empresa: 'Joinville Sul' });
  await criarUnidade(db, { cd_empresa: 2, nm_empresa: 'Curitiba', cd_uf: 'PR', nm_cidade: 'Curitiba' });
  gestor = await loginComUsuario(t.app, {
    permissoes: [59],
    nm_pessoa: 'Gil Gestor',
    apelido: 'gil',
    cd_unid: 1,
  });
  ana = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Ana Analista', cd_unid: 1 });
  bia = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Bia da Filial', cd_unid: 101 });
  carlos = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Carlos de Curitiba', cd_unid: 2 });
  rita = await loginComUsuario(t.app, { permissoes: [36], nm_pessoa: 'Rita Recrutadora', cd_unid: 1 });
  semAcesso = await loginComUsuario(t.app, { permissoes: [107], cd_unid: 1 });
  await q(`UPDATE usuario SET nr_telefone = '4733334444' WHERE cd_sip = $1`, [ana.usuario.cd_sip]);
  metal = await criarCliente(db, 'Metalúrgica Joinville');
  textil = await criarCliente(db, 'Têxtil do Vale');
  inativo = await criarCliente(db, 'Antiga Ltda');
  await q(`UPDATE cliente SET id_ativo = 'N' WHERE cd_pessoa = $1`, [inativo]);
  await q(`UPDATE pessoa SET nm_apelido = 'Metal JV' WHERE cd_pessoa = $1`, [metal]);
  await q(`UPDATE cliente SET id_confidencial_padrao = 'S' WHERE cd_pessoa = $1`, [textil]);
  await q(
    `INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (501, 'Operador de Empilhadeira'), (502, 'Auxiliar Administrativo')`,
  );
  await q(`INSERT INTO escolaridade (cd_escolaridade, nm_escolaridade) VALUES (3, 'Fundamental'), (5, 'Médio'), (8, 'Superior')
           ON CONFLICT DO NOTHING`);
  for (const [nome, cliente, interno] of [
    ['empilhadeira', metal, 501],
    ['auxiliar', metal, 502],
    ['tecelao', textil, null],
  ] as const) {
    const [r] = await q<{ cd: number }>(
      `INSERT INTO cargo_cliente (cd_pessoa_cliente, cd_empresa_cliente, nm_cargo_cliente, cd_cargo_interno)
       VALUES ($1, 1, $2, $3) RETURNING cd_cargo_cliente AS cd`,
      [cliente, nome, interno],
    );
    cargo[nome] = Number(r.cd);
  }
  await q(
    `INSERT INTO centro_custo (cd_pessoa_cliente, cd_empresa_cliente, cd_centro_custo, nm_centro_custo, id_ativo)
     VALUES ($1, 1, 'CC-10', 'Produção', 'S'), ($1, 1, 'CC-99', 'Desativado', 'N'), ($2, 1, 'CC-20', 'Tecelagem', 'S')`,
    [metal, textil],
  );
  await q(`INSERT INTO turno (cd_turno, nm_turno, cd_tipo_contratacao, id_ativo) VALUES
           (101, 'Comercial 08-18', 1, 'S'), (102, 'Noturno antigo', 1, 'N'), (201, 'Temporário manhã', 2, 'S')`);
});
afterAll(async () => {
  await t?.close();
});

const linha = (extra: Record<string, unknown> = {}) => ({
  cd_cargo_cliente: cargo.empilhadeira,
  qt_vagas: 1,
  vl_salario: 2500,
  id_salario: 'M',
  cd_turno: 101,
  cd_centro_custo: 'CC-10',
  cd_pessoa_analista: ana.usuario.user_sip,
  ...extra,
});
const corpo = (extra: Record<string, unknown> = {}) => ({
  cd_pessoa_cliente: metal,
  cd_empresa: 1,
  nm_requisitante: 'Marina Souza',
  ds_area: 'Logística',
  nr_pedido_cliente: 'PED-1234',
  cd_tipo_contratacao: 1,
  id_setor: 'S',
  id_tipo_vaga: 'O',
  linhas: [linha()],
  ...extra,
});
const abrir = (payload: unknown, s: Sessao = gestor) =>
  injectAs(t.app, s.cookie, { method: 'POST', url: '/api/requisicoes', payload: payload as object });
const ler = (nr: number, s: Sessao = gestor) =>
  injectAs(t.app, s.cookie, { method: 'GET', url: `/api/requisicoes/${nr}` });

/** Opens and answers the numbers (fails the test on anything but 200). */
async function aberta(payload: unknown): Promise<{ NR_REQUISICAO: number; NR_VAGA: number[] }> {
  const res = await abrir(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A refusal that wrote nothing: the status and the messages. */
async function recusada(payload: unknown, status = 400, s: Sessao = gestor): Promise<string[]> {
  const antes = await contar();
  const res = await abrir(payload, s);
  expect(res.statusCode, res.body).toBe(status);
  expect(await contar()).toEqual(antes);
  const e = res.json().error;
  return Array.isArray(e) ? e : [e];
}

describe('POST /api/requisicoes', () => {
  it('opens a requisition of two lines (2 + 1): one vacancy per opening, opened today with the defaults', async () => {
    const publicar = vi.spyOn(t.app.deps.realtime, 'publish');
    const r = await aberta(
      corpo({
        ds_observacoes: 'Operação de empilhadeira elétrica.',
        beneficios: {
          id_transporte: 'C',
          ds_obs_transporte: '1',
          id_plano_saude: 'S',
          ds_obs_plano_saude: 'Unimed',
        },
        linhas: [
          linha({
            qt_vagas: 2,
            vl_salario: '2.750,50',
            cd_grau_instrucao_de: 3,
            cd_grau_instrucao_ate: 5,
            id_sexo: 'F',
            nr_idade_de: 18,
            nr_idade_ate: 45,
            nr_anos_experiencia_de: 0.5,
            id_vaga_pcd: 'S',
          }),
          linha({
            cd_cargo_cliente: cargo.auxiliar,
            id_salario: 'H',
            vl_salario: 15,
            cd_pessoa_analista: bia.usuario.user_sip,
          }),
        ],
      }),
    );
    expect(r.NR_VAGA).toHaveLength(3);
    expect(new Set(r.NR_VAGA).size).toBe(3);
    const [req] = await q(`SELECT * FROM requisicao WHERE nr_requisicao = $1`, [r.NR_REQUISICAO]);
    expect(req).toMatchObject({
      cd_pessoa_cliente: metal,
      cd_empresa: 1,
      cd_empresa_cliente: 1,
      dt_requisicao: hoje,
      qt_vagas: 3,
      nm_requisitante: 'Marina Souza',
      ds_area: 'Logística',
      nr_pedido_cliente: 'PED-1234',
      cd_tipo_contratacao: 1,
      id_recrutamento: 'N',
      id_tipo_vaga: 'O',
      id_situacao: 'A',
      criado_por: gestor.usuario.cd_sip,
    });
    const vagas = await q<Record<string, unknown>>(
      `SELECT nr_vaga, nr_requisicao, cd_situacao_vaga, dt_abertura, cd_cargo_cliente, cd_cargo, vl_salario::float8 AS vl_salario,
              id_salario, cd_turno, cd_centro_custo, cd_pessoa_analista, cd_usuario_analista, nr_telefone_analista,
              pc_faturamento::float8 AS pc_faturamento, id_recrutamento, id_setor, id_tipo_vaga, nm_requisitante, ds_area,
              nr_pedido_cliente, id_vaga_pcd, id_possue_deficiencia, id_vaga_confidencial, id_sexo, nr_idade_de, nr_idade_ate,
              nr_anos_experiencia_de::float8 AS exp_de, cd_grau_instrucao_de, cd_grau_instrucao_ate, cd_uf_perfil,
              nm_cidades_perfil, id_libera_internet, ds_observacoes, dt_ultima_movimentacao IS NOT NULL AS movimentada
         FROM vaga WHERE nr_requisicao = $1 ORDER BY nr_vaga`,
      [r.NR_REQUISICAO],
    );
    expect(vagas.map((v) => Number(v.nr_vaga))).toEqual(r.NR_VAGA);
    expect(vagas[0]).toMatchObject({
      cd_situacao_vaga: 1,
      dt_abertura: hoje,
      cd_cargo_cliente: cargo.empilhadeira,
      cd_cargo: 501,
      vl_salario: 2750.5,
      id_salario: 'M',
      cd_turno: 101,
      cd_centro_custo: 'CC-10',
      cd_pessoa_analista: ana.usuario.user_sip,
      cd_usuario_analista: ana.usuario.cd_sip,
      nr_telefone_analista: '4733334444',
      pc_faturamento: 100,
      id_recrutamento: 'N',
      id_setor: 'S',
      id_tipo_vaga: 'O',
      nm_requisitante: 'Marina Souza',
      ds_area: 'Logística',
      nr_pedido_cliente: 'PED-1234',
      id_vaga_pcd: 'S',
      id_possue_deficiencia: 'S',
      id_vaga_confidencial: 'N',
      id_sexo: 'F',
      nr_idade_de: 18,
      nr_idade_ate: 45,
      exp_de: 0.5,
      cd_grau_instrucao_de: 3,
      cd_grau_instrucao_ate: 5,
      cd_uf_perfil: 'SC',
      nm_cidades_perfil: ['Joinville'],
      id_libera_internet: 'N',
      ds_observacoes: 'Operação de empilhadeira elétrica.',
      movimentada: true,
    });
    expect(vagas[1]).toMatchObject({
      cd_cargo: 501,
      vl_salario: 2750.5,
      cd_pessoa_analista: ana.usuario.user_sip,
    });
    expect(vagas[2]).toMatchObject({
      cd_cargo_cliente: cargo.auxiliar,
      cd_cargo: 502,
      id_salario: 'H',
      vl_salario: 15,
      cd_pessoa_analista: bia.usuario.user_sip,
      id_vaga_pcd: 'N',
      id_possue_deficiencia: null,
    });
    const [b] = await q(`SELECT * FROM requisicao_beneficio WHERE nr_requisicao = $1`, [r.NR_REQUISICAO]);
    expect(b).toMatchObject({
      id_transporte: 'C',
      ds_obs_transporte: '1',
      id_plano_saude: 'S',
      ds_obs_plano_saude: 'Unimed',
    });
    // a note on each vacancy's timeline
    for (const nr of r.NR_VAGA)
      expect(await notasVaga(t.app.deps.db, nr)).toEqual([
        { ds_historico: `Vaga aberta pela requisição ${r.NR_REQUISICAO} (Aberta) por gil`, id_tipo: 'RQ' },
      ]);
    // each analyst's alert (one per requisition) and the 'vaga' event; no recruitment notice for selection
    const avisos = await q<{
      cd_sip: number;
      nr_vaga: number;
      cd_tipo_aviso: number;
      ds_complemento_aviso: string;
    }>(
      `SELECT cd_sip, nr_vaga, cd_tipo_aviso, ds_complemento_aviso FROM aviso WHERE nr_vaga = ANY($1::bigint[]) ORDER BY cd_sip`,
      [r.NR_VAGA],
    );
    expect(avisos).toEqual([
      {
        cd_sip: ana.usuario.cd_sip,
        nr_vaga: r.NR_VAGA[0],
        cd_tipo_aviso: TIPO_AVISO.VAGA_ATRIBUIDA,
        ds_complemento_aviso: `Vagas ${r.NR_VAGA[0]}, ${r.NR_VAGA[1]} (requisição ${r.NR_REQUISICAO}) atribuídas a você por gil`,
      },
      {
        cd_sip: bia.usuario.cd_sip,
        nr_vaga: r.NR_VAGA[2],
        cd_tipo_aviso: TIPO_AVISO.VAGA_ATRIBUIDA,
        ds_complemento_aviso: `Vaga ${r.NR_VAGA[2]} (requisição ${r.NR_REQUISICAO}) atribuída a você por gil`,
      },
    ]);
    const tipos = publicar.mock.calls.map((c) => c[1].tipo);
    expect(tipos.filter((x) => x === 'vaga')).toHaveLength(1);
    expect(tipos.filter((x) => x === 'aviso')).toHaveLength(2);
    expect(tipos).not.toContain('vagaRecrutamento');
    expect(publicar.mock.calls.find((c) => c[1].tipo === 'vaga')?.[1].dados).toMatchObject({
      NR_VAGA: r.NR_VAGA[0],
      NR_REQUISICAO: r.NR_REQUISICAO,
      NR_VAGAS: r.NR_VAGA,
    });
    publicar.mockRestore();
  });

  it('a recruitment requisition tells the unit recruiters (alert and vagaRecrutamento)', async () => {
    const publicar = vi.spyOn(t.app.deps.realtime, 'publish');
    const r = await aberta(corpo({ id_setor: 'R', linhas: [linha({ qt_vagas: 2 })] }));
    const [v] = await q<{ id_recrutamento: string; id_setor: string }>(
      `SELECT id_recrutamento, id_setor FROM vaga WHERE nr_vaga = $1`,
      [r.NR_VAGA[0]],
    );
    expect(v).toEqual({ id_recrutamento: 'S', id_setor: 'R' });
    const avisos = await q<{ ds: string }>(
      `SELECT ds_complemento_aviso AS ds FROM aviso WHERE cd_sip = $1 AND cd_tipo_aviso = $2`,
      [rita.usuario.cd_sip, TIPO_AVISO.NOVA_VAGA_RECRUTAMENTO],
    );
    expect(avisos.map((a) => a.ds)).toEqual([`Novas vagas no recrutamento: ${r.NR_VAGA.join(', ')}.`]);
    const evento = publicar.mock.calls.find((c) => c[1].tipo === 'vagaRecrutamento')?.[1];
    expect(evento).toMatchObject({
      dados: { NR_VAGA: r.NR_VAGA[0], NR_REQUISICAO: r.NR_REQUISICAO, CD_EMPRESA: 1 },
      para: { cd_sip: [rita.usuario.cd_sip] },
    });
    publicar.mockRestore();
  });

  it('bills hiring types 2 and 6 nothing, opens in Comercial or Prospecção, applies the client confidentiality', async () => {
    const r = await aberta(
      corpo({
        cd_pessoa_cliente: textil,
        cd_tipo_contratacao: 2,
        cd_situacao_vaga: 12,
        linhas: [
          linha({ cd_cargo_cliente: cargo.tecelao, cd_turno: 201, cd_centro_custo: 'CC-20' }),
          linha({
            cd_cargo_cliente: cargo.tecelao,
            cd_turno: null,
            cd_centro_custo: null,
            id_vaga_sigilosa: 'S',
          }),
          linha({
            cd_cargo_cliente: cargo.tecelao,
            cd_turno: null,
            cd_centro_custo: null,
            id_vaga_confidencial: 'N',
          }),
        ],
      }),
    );
    const vagas = await q<Record<string, unknown>>(
      `SELECT cd_situacao_vaga, pc_faturamento, cd_cargo, id_vaga_confidencial, id_vaga_sigilosa FROM vaga
        WHERE nr_requisicao = $1 ORDER BY nr_vaga`,
      [r.NR_REQUISICAO],
    );
    expect(vagas).toEqual([
      {
        cd_situacao_vaga: 12,
        pc_faturamento: null,
        cd_cargo: null,
        id_vaga_confidencial: 'S',
        id_vaga_sigilosa: 'N',
      },
      {
        cd_situacao_vaga: 12,
        pc_faturamento: null,
        cd_cargo: null,
        id_vaga_confidencial: 'N',
        id_vaga_sigilosa: 'S',
      },
      {
        cd_situacao_vaga: 12,
        pc_faturamento: null,
        cd_cargo: null,
        id_vaga_confidencial: 'N',
        id_vaga_sigilosa: 'N',
      },
    ]);
    const comercial = await aberta(corpo({ cd_situacao_vaga: 11 }));
    const [c] = await q(
      `SELECT cd_situacao_vaga, notas.ds FROM vaga,
        LATERAL (SELECT ds_historico AS ds FROM vaga_historico h WHERE h.nr_vaga = vaga.nr_vaga) notas WHERE nr_vaga = $1`,
      [comercial.NR_VAGA[0]],
    );
    expect(c).toEqual({
      cd_situacao_vaga: 11,
      ds: `Vaga aberta pela requisição ${comercial.NR_REQUISICAO} (Comercial) por gil`,
    });
  });

  it('releases the vacancies on the web when asked: the public feed shows them', async () => {
    const r = await aberta(
      corpo({
        divulgacao: {
          id_libera_internet: 'S',
          qt_candidatos_vaga_web: 50,
          ds_observacao_internet: 'Operador de empilhadeira para indústria metalúrgica em Joinville.',
        },
      }),
    );
    const [v] = await q(
      `SELECT id_libera_internet, qt_candidatos_vaga_web, id_local_trabalho, dt_libera_internet IS NOT NULL AS liberada
         FROM vaga WHERE nr_vaga = $1`,
      [r.NR_VAGA[0]],
    );
    expect(v).toEqual({
      id_libera_internet: 'S',
      qt_candidatos_vaga_web: 50,
      id_local_trabalho: 'C',
      liberada: true,
    });
    const feed = await injectAs(t.app, undefined, {
      method: 'GET',
      url: `/api/divulgacao/vagas/${r.NR_VAGA[0]}`,
    });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.body).toContain('Operador de empilhadeira para indústria metalúrgica');
    const naoLiberada = await aberta(corpo());
    const fora = await injectAs(t.app, undefined, {
      method: 'GET',
      url: `/api/divulgacao/vagas/${naoLiberada.NR_VAGA[0]}`,
    });
    expect(fora.statusCode).toBe(404);
  });

  it('refuses quantity 0 or over 200 and a salary over 9 characters beside the line, writing nothing', async () => {
    expect(await recusada(corpo({ linhas: [linha(), linha({ qt_vagas: 0 })] }))).toEqual([
      `linhas.1.qt_vagas: ${M.quantidade}`,
    ]);
    expect(await recusada(corpo({ linhas: [linha({ qt_vagas: 201 })] }))).toEqual([
      `linhas.0.qt_vagas: ${M.quantidade}`,
    ]);
    expect(await recusada(corpo({ linhas: [linha({ vl_salario: '100.000,00' })] }))).toEqual([
      `linhas.0.vl_salario: ${M.salarioMax}`,
    ]);
    expect(await recusada(corpo({ linhas: [linha({ vl_salario: 123456.78 })] }))).toEqual([
      `linhas.0.vl_salario: ${M.salarioMax}`,
    ]);
    expect(await recusada(corpo({ linhas: [] }))).toEqual([`linhas: ${M.linhasObrigatorias}`]);
  });

  it("refuses another client's position or cost centre, an analyst of another unit, an inactive or foreign shift", async () => {
    expect(
      await recusada(
        corpo({
          linhas: [
            linha(),
            linha({ cd_cargo_cliente: cargo.tecelao }),
            linha({ cd_centro_custo: 'CC-20' }),
            linha({ cd_centro_custo: 'CC-99' }),
            linha({ cd_pessoa_analista: carlos.usuario.user_sip }),
            linha({ cd_turno: 102 }),
            linha({ cd_turno: 201 }),
            linha({ cd_grau_instrucao_de: 99 }),
            linha({ cd_cargo_cliente: 999_999 }),
          ],
        }),
      ),
    ).toEqual([
      `linhas.1.cd_cargo_cliente: ${M.cargoDeOutroCliente}`,
      `linhas.2.cd_centro_custo: ${M.centroCustoDeOutroCliente}`,
      `linhas.3.cd_centro_custo: ${M.centroCustoDeOutroCliente}`,
      `linhas.4.cd_pessoa_analista: ${M.analistaDeOutraUnidade}`,
      `linhas.5.cd_turno: ${M.turnoInvalido}`,
      `linhas.6.cd_turno: ${M.turnoInvalido}`,
      `linhas.7.cd_grau_instrucao_de: ${M.escolaridadeInvalida}`,
      `linhas.8.cd_cargo_cliente: ${M.cargoDeOutroCliente}`,
    ]);
    // an inactive analyst is no analyst of the unit either
    await q(`UPDATE usuario SET id_ativo = 'N' WHERE cd_sip = $1`, [bia.usuario.cd_sip]);
    expect(await recusada(corpo({ linhas: [linha({ cd_pessoa_analista: bia.usuario.user_sip })] }))).toEqual([
      `linhas.0.cd_pessoa_analista: ${M.analistaDeOutraUnidade}`,
    ]);
    await q(`UPDATE usuario SET id_ativo = 'S' WHERE cd_sip = $1`, [bia.usuario.cd_sip]);
  });

  it('an analyst named for another unit of the grouping is offered (cd_unidades_analista)', async () => {
    expect(
      await recusada(
        corpo({
          cd_empresa: 2,
          linhas: [linha({ cd_turno: 101, cd_pessoa_analista: ana.usuario.user_sip })],
        }),
      ),
    ).toEqual([`linhas.0.cd_pessoa_analista: ${M.analistaDeOutraUnidade}`]);
    await q(`UPDATE usuario SET cd_unidades_analista = '{2}' WHERE cd_sip = $1`, [ana.usuario.cd_sip]);
    const r = await aberta(corpo({ cd_empresa: 2 }));
    const [v] = await q(`SELECT cd_empresa, cd_empresa_cliente FROM vaga WHERE nr_vaga = $1`, [r.NR_VAGA[0]]);
    expect(v).toEqual({ cd_empresa: 2, cd_empresa_cliente: 1 });
    await q(`UPDATE usuario SET cd_unidades_analista = '{}' WHERE cd_sip = $1`, [ana.usuario.cd_sip]);
  });

  it('refuses an unknown or inactive client, unknown unit and hiring type', async () => {
    expect(await recusada(corpo({ cd_pessoa_cliente: 9_999_999 }))).toEqual([
      `cd_pessoa_cliente: ${M.clienteInexistente}`,
    ]);
    expect(await recusada(corpo({ cd_pessoa_cliente: inativo }))).toEqual([
      `cd_pessoa_cliente: ${M.clienteInexistente}`,
    ]);
    expect(await recusada(corpo({ cd_empresa: 777 }))).toEqual([
      `cd_empresa: ${M.unidadeInexistente}`,
      `linhas.0.cd_pessoa_analista: ${M.analistaDeOutraUnidade}`,
    ]);
    expect(await recusada(corpo({ cd_tipo_contratacao: 9, linhas: [linha({ cd_turno: null })] }))).toEqual([
      `cd_tipo_contratacao: ${M.tipoContratacaoInexistente}`,
    ]);
    expect(await recusada({ ...corpo(), cd_pessoa_cliente: 'abc' })).toEqual([
      `cd_pessoa_cliente: ${M.clienteObrigatorio}`,
    ]);
    expect(await recusada(null)).toHaveLength(1);
  });

  it('answers 401 without a session and 403 without codes 58, 59, 60', async () => {
    expect(
      (await injectAs(t.app, undefined, { method: 'POST', url: '/api/requisicoes', payload: corpo() }))
        .statusCode,
    ).toBe(401);
    await recusada(corpo(), 403, semAcesso);
    expect((await ler(1, semAcesso)).statusCode).toBe(403);
  });

  it('two openings at once get distinct numbers', async () => {
    const antes = await contar();
    const respostas = await Promise.all(
      Array.from({ length: 6 }, (_, i) => abrir(corpo({ linhas: [linha({ qt_vagas: 1 + (i % 3) })] }))),
    );
    for (const r of respostas) expect(r.statusCode, r.body).toBe(200);
    const corpos = respostas.map((r) => r.json() as { NR_REQUISICAO: number; NR_VAGA: number[] });
    expect(new Set(corpos.map((c) => c.NR_REQUISICAO)).size).toBe(6);
    const vagas = corpos.flatMap((c) => c.NR_VAGA);
    expect(vagas).toHaveLength(12);
    expect(new Set(vagas).size).toBe(12);
    const depois = await contar();
    expect(depois.r - antes.r).toBe(6);
    expect(depois.v - antes.v).toBe(12);
  });
});

describe('the new vacancies in the lists', () => {
  let r: { NR_REQUISICAO: number; NR_VAGA: number[] };
  let recrutamento: { NR_REQUISICAO: number; NR_VAGA: number[] };
  beforeAll(async () => {
    r = await aberta(
      corpo({ linhas: [linha({ qt_vagas: 2 }), linha({ cd_cargo_cliente: cargo.auxiliar })] }),
    );
    recrutamento = await aberta(corpo({ id_setor: 'R', id_tipo_vaga: 'Q', linhas: [linha()] }));
  });
  const listar = (query: Record<string, string | number>, s: Sessao) =>
    injectAs(t.app, s.cookie, {
      method: 'GET',
      url: '/api/vaga/vagas-selecao',
      query: Object.fromEntries(Object.entries(query).map(([k, x]) => [k, String(x)])),
    });

  it("are in the analyst's Minhas Vagas at once", async () => {
    const res = await listar(
      { tipo_vagas: 'M', setor: 'N', aberta: 'S', cliente: 'S', cd_unidade: 1, termino: hoje },
      ana,
    );
    expect(res.statusCode, res.body).toBe(200);
    const nrs = res.json().VAGAS.map((v: { NR_VAGA: number }) => v.NR_VAGA);
    for (const nr of r.NR_VAGA) expect(nrs).toContain(nr);
    const linhaVaga = res.json().VAGAS.find((v: { NR_VAGA: number }) => v.NR_VAGA === r.NR_VAGA[0]);
    expect(linhaVaga).toMatchObject({
      NR_REQUISICAO: r.NR_REQUISICAO,
      CD_SITUACAO_VAGA: 1,
      NM_CARGO: 'empilhadeira',
      NM_APELIDO_CLIENTE: 'Metal JV',
      CD_CENTRO_CUSTO: 'CC-10',
      NM_TURNO: 'Comercial 08-18',
      QT_DIAS_ABERTURA: 0,
      DT_ABERTURA: hoje,
    });
  });

  it('are in Requisições (everybody’s vacancies, grouped by the requisition)', async () => {
    const res = await listar(
      { tipo_vagas: 'A', setor: 'T', aberta: 'S', cliente: 'S', cd_unidade: 1, termino: hoje },
      gestor,
    );
    expect(res.statusCode, res.body).toBe(200);
    const daRequisicao = res
      .json()
      .VAGAS.filter((v: { NR_REQUISICAO: number }) => v.NR_REQUISICAO === r.NR_REQUISICAO)
      .map((v: { NR_VAGA: number }) => v.NR_VAGA)
      .sort((a: number, b: number) => a - b);
    expect(daRequisicao).toEqual(r.NR_VAGA);
  });

  it('are in the open lists of recruitment by type', async () => {
    const res = await injectAs(t.app, rita.cookie, {
      method: 'POST',
      url: '/api/recrutamento/vagas-abertas-por-tipo',
      payload: { tipo_vaga: 'Q', origem: 'R' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((v: { NR_VAGA: number }) => v.NR_VAGA)).toContain(recrutamento.NR_VAGA[0]);
    const selecao = await injectAs(t.app, ana.cookie, {
      method: 'POST',
      url: '/api/recrutamento/vagas-abertas-por-tipo',
      payload: { tipo_vaga: 'O', origem: 'S' },
    });
    expect(selecao.json().map((v: { NR_VAGA: number }) => v.NR_VAGA)).toEqual(
      expect.arrayContaining(r.NR_VAGA),
    );
  });

  it("count on the dashboard's open vacancies of the analyst", async () => {
    const dashboard = async () => {
      const res = await injectAs(t.app, ana.cookie, {
        method: 'GET',
        url: `/api/vaga/unidades-selecionador-grafico/${ana.usuario.user_sip}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        VAGAS_ABERTAS: { CD_PESSOA_ANALISTA: number; QTD: number }[];
        SITUACOES: { CD_SITUACAO_VAGA: number; QTD: number }[];
      };
    };
    const antes = await dashboard();
    const qtd = (d: typeof antes) =>
      d.VAGAS_ABERTAS.find((a) => a.CD_PESSOA_ANALISTA === ana.usuario.user_sip)?.QTD ?? 0;
    const mais = await aberta(corpo({ linhas: [linha({ qt_vagas: 3 })] }));
    expect(mais.NR_VAGA).toHaveLength(3);
    const depois = await dashboard();
    expect(qtd(depois)).toBe(qtd(antes) + 3);
  });

  it("are in the talent search's vacancy info", async () => {
    const res = await injectAs(t.app, ana.cookie, {
      method: 'GET',
      url: `/api/vaga/info-vaga/${r.NR_VAGA[0]}/S`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).toContain(String(r.NR_REQUISICAO));
  });
});

describe('GET /api/requisicoes/{nr}', () => {
  it('answers the header, benefits, publishing defaults and vacancies; editable while no candidate is related', async () => {
    const r = await aberta(
      corpo({
        beneficios: { id_transporte: 'N', id_vale_refeicao: 'S' },
        linhas: [
          linha({ qt_vagas: 2, nr_idade_de: 20 }),
          linha({ cd_cargo_cliente: cargo.auxiliar, cd_pessoa_analista: null }),
        ],
      }),
    );
    const res = await ler(r.NR_REQUISICAO);
    expect(res.statusCode, res.body).toBe(200);
    const x = res.json();
    expect(x).toMatchObject({
      NR_REQUISICAO: r.NR_REQUISICAO,
      CD_PESSOA_CLIENTE: metal,
      NM_CLIENTE: 'Metalúrgica Joinville',
      NM_APELIDO_CLIENTE: 'Metal JV',
      CD_EMPRESA: 1,
      NM_EMPRESA: 'Joinville',
      CD_EMPRESA_AGRUPADORA: 1,
      DT_REQUISICAO: hoje,
      NM_REQUISITANTE: 'Marina Souza',
      DS_AREA: 'Logística',
      NR_PEDIDO_CLIENTE: 'PED-1234',
      CD_TIPO_CONTRATACAO: 1,
      NM_TIPO_CONTRATACAO: 'Efetivo',
      ID_SETOR: 'S',
      ID_TIPO_VAGA: 'O',
      ID_SITUACAO: 'A',
      NM_USUARIO_CRIACAO: 'Gil Gestor',
      QT_VAGAS: 3,
      QT_CANDIDATOS: 0,
      ID_EDITAVEL: 'S',
      DS_NAO_EDITAVEL: null,
      DIVULGACAO: { ID_LIBERA_INTERNET: 'N', QT_CANDIDATOS_VAGA_WEB: 100, DS_OBSERVACAO_INTERNET: null },
    });
    expect(x.BENEFICIOS).toMatchObject({ id_transporte: 'N', id_vale_refeicao: 'S', id_plano_saude: 'N' });
    expect(x.VAGAS.map((v: { NR_VAGA: number }) => v.NR_VAGA)).toEqual(r.NR_VAGA);
    expect(x.VAGAS[0]).toEqual({
      NR_VAGA: r.NR_VAGA[0],
      CD_SITUACAO_VAGA: 1,
      NM_SITUACAO_VAGA: 'Aberta',
      CD_CARGO_CLIENTE: cargo.empilhadeira,
      NM_CARGO_CLIENTE: 'empilhadeira',
      VL_SALARIO: 2500,
      ID_SALARIO: 'M',
      CD_TURNO: 101,
      NM_TURNO: 'Comercial 08-18',
      CD_CENTRO_CUSTO: 'CC-10',
      NM_CENTRO_CUSTO: 'Produção',
      CD_GRAU_INSTRUCAO_DE: null,
      CD_GRAU_INSTRUCAO_ATE: null,
      ID_SEXO: null,
      NR_IDADE_DE: 20,
      NR_IDADE_ATE: null,
      NR_ANOS_EXPERIENCIA_DE: null,
      NR_ANOS_EXPERIENCIA_ATE: null,
      ID_VAGA_PCD: 'N',
      ID_VAGA_CONFIDENCIAL: 'N',
      ID_VAGA_SIGILOSA: 'N',
      CD_PESSOA_ANALISTA: ana.usuario.user_sip,
      NM_PESSOA_ANALISTA: 'Ana Analista',
      DT_ABERTURA: hoje,
      QT_CANDIDATOS: 0,
    });
    expect(x.VAGAS[2]).toMatchObject({ CD_PESSOA_ANALISTA: null, NM_PESSOA_ANALISTA: null });
  });

  it('hides the client of a requisition with a secret vacancy; 404 for an unknown one', async () => {
    const r = await aberta(corpo({ linhas: [linha({ id_vaga_sigilosa: 'S' })] }));
    expect((await ler(r.NR_REQUISICAO)).json()).toMatchObject({
      NM_CLIENTE: null,
      NM_APELIDO_CLIENTE: null,
      ID_ESCONDE_INFO_SIGILOSA: 'S',
    });
    const nada = await ler(99_999_999);
    expect(nada.statusCode).toBe(404);
    expect(nada.json().error).toBe(M.requisicaoNaoEncontrada);
    expect((await ler(0)).statusCode).toBe(400);
  });

  it("GET /api/requisicoes/cliente/{cd}: the client's unit, confidentiality default and contacts", async () => {
    const res = await injectAs(t.app, gestor.cookie, {
      method: 'GET',
      url: `/api/requisicoes/cliente/${textil}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      CD_PESSOA: textil,
      NM_PESSOA: 'Têxtil do Vale',
      NM_APELIDO: null,
      CD_EMPRESA: 1,
      NM_EMPRESA: 'Joinville',
      CD_EMPRESA_AGRUPADORA: 1,
      ID_CONFIDENCIAL_PADRAO: 'S',
      CONTATOS: [],
    });
    expect(
      (await injectAs(t.app, gestor.cookie, { method: 'GET', url: `/api/requisicoes/cliente/${inativo}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/requisicoes/{nr}', () => {
  const alterar = (nr: number, payload: unknown) =>
    injectAs(t.app, gestor.cookie, {
      method: 'PUT',
      url: `/api/requisicoes/${nr}`,
      payload: payload as object,
    });
  const edicao = (nrs: number[], extra: Record<string, unknown> = {}) => ({
    ...corpo(),
    cd_pessoa_cliente: undefined,
    cd_empresa: undefined,
    linhas: nrs.map((nr) => linha({ nr_vaga: nr })),
    ...extra,
  });

  it('changes the header on every vacancy, a line on its vacancy, and opens new lines', async () => {
    const r = await aberta(corpo({ linhas: [linha({ qt_vagas: 2 })] }));
    const publicar = vi.spyOn(t.app.deps.realtime, 'publish');
    const res = await alterar(
      r.NR_REQUISICAO,
      edicao([], {
        nm_requisitante: 'Paulo Lima',
        linhas: [
          linha({ nr_vaga: r.NR_VAGA[0], vl_salario: 3000, cd_pessoa_analista: bia.usuario.user_sip }),
          linha({ nr_vaga: r.NR_VAGA[1] }),
          linha({ cd_cargo_cliente: cargo.auxiliar, qt_vagas: 2 }),
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const corpoResposta = res.json();
    expect(corpoResposta.NR_VAGA).toHaveLength(2);
    expect(corpoResposta.message).toBe(M.alterada(r.NR_REQUISICAO));
    const vagas = await q<{
      nr_vaga: number;
      nm_requisitante: string;
      vl_salario: number;
      cd_pessoa_analista: number;
      cd_cargo: number;
    }>(
      `SELECT nr_vaga, nm_requisitante, vl_salario::float8 AS vl_salario, cd_pessoa_analista, cd_cargo FROM vaga
        WHERE nr_requisicao = $1 ORDER BY nr_vaga`,
      [r.NR_REQUISICAO],
    );
    expect(vagas.map((v) => [v.nm_requisitante, v.vl_salario, v.cd_pessoa_analista, v.cd_cargo])).toEqual([
      ['Paulo Lima', 3000, bia.usuario.user_sip, 501],
      ['Paulo Lima', 2500, ana.usuario.user_sip, 501],
      ['Paulo Lima', 2500, ana.usuario.user_sip, 502],
      ['Paulo Lima', 2500, ana.usuario.user_sip, 502],
    ]);
    const [req] = await q(`SELECT nm_requisitante, qt_vagas FROM requisicao WHERE nr_requisicao = $1`, [
      r.NR_REQUISICAO,
    ]);
    expect(req).toEqual({ nm_requisitante: 'Paulo Lima', qt_vagas: 4 });
    const notas = await notasVaga(t.app.deps.db, r.NR_VAGA[0]);
    expect(notas.at(-1)).toMatchObject({ id_tipo: 'RE' });
    expect(notas.at(-1)?.ds_historico).toContain('Requisitante: Marina Souza → Paulo Lima');
    expect(notas.at(-1)?.ds_historico).toContain('Salário');
    // the new analyst's alert; the 'vaga' event names the changed and new vacancies
    const [aviso] = await q<{ ds: string }>(
      `SELECT ds_complemento_aviso AS ds FROM aviso WHERE cd_sip = $1 AND nr_vaga = $2`,
      [bia.usuario.cd_sip, r.NR_VAGA[0]],
    );
    expect(aviso.ds).toContain(`Vaga ${r.NR_VAGA[0]}`);
    const evento = publicar.mock.calls.find((c) => c[1].tipo === 'vaga')?.[1].dados as { NR_VAGAS: number[] };
    expect(evento.NR_VAGAS).toEqual([r.NR_VAGA[0], r.NR_VAGA[1], ...corpoResposta.NR_VAGA]);
    publicar.mockRestore();
  });

  it('refuses once a candidate is related (409), a vacancy of another requisition, and writes nothing', async () => {
    const r = await aberta(corpo({ linhas: [linha()] }));
    const outra = await aberta(corpo());
    const antes = await contar();
    const fora = await alterar(r.NR_REQUISICAO, edicao([outra.NR_VAGA[0]]));
    expect(fora.statusCode).toBe(400);
    expect(fora.json().error).toEqual([`linhas.0.nr_vaga: ${M.vagaDeOutraRequisicao}`]);
    const ruim = await alterar(
      r.NR_REQUISICAO,
      edicao([r.NR_VAGA[0]], { linhas: [linha({ nr_vaga: r.NR_VAGA[0], qt_vagas: 0 })] }),
    );
    expect(ruim.statusCode).toBe(400);
    const candidata = await criarCandidato(t.app.deps.db, 'Clara Candidata');
    await q(`INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato) VALUES ($1, $2)`, [
      r.NR_VAGA[0],
      candidata,
    ]);
    const res = await alterar(r.NR_REQUISICAO, edicao([r.NR_VAGA[0]], { nm_requisitante: 'Outro' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.comCandidatos(1));
    expect(await contar()).toEqual(antes);
    const [v] = await q(`SELECT nm_requisitante FROM vaga WHERE nr_vaga = $1`, [r.NR_VAGA[0]]);
    expect(v).toEqual({ nm_requisitante: 'Marina Souza' });
    expect((await ler(r.NR_REQUISICAO)).json()).toMatchObject({
      ID_EDITAVEL: 'N',
      DS_NAO_EDITAVEL: M.comCandidatos(1),
      QT_CANDIDATOS: 1,
    });
    // a web applicant counts too
    const s = await aberta(corpo());
    await q(`INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao) VALUES ($1, $2)`, [
      candidata,
      s.NR_REQUISICAO,
    ]);
    expect((await alterar(s.NR_REQUISICAO, edicao(s.NR_VAGA))).statusCode).toBe(409);
  });

  it('404 for an unknown requisition', async () => {
    expect((await alterar(99_999_999, edicao([], { linhas: [linha()] }))).statusCode).toBe(404);
  });

  it('an inactive client position opens nothing new; a vacancy that names it keeps it through the edit', async () => {
    const [c] = await q<{ cd: number }>(
      `INSERT INTO cargo_cliente (cd_pessoa_cliente, cd_empresa_cliente, nm_cargo_cliente, cd_cargo_interno)
       VALUES ($1, 1, 'Operador veterano', 501) RETURNING cd_cargo_cliente AS cd`,
      [metal],
    );
    const veterano = Number(c!.cd);
    const r = await aberta(corpo({ linhas: [linha({ cd_cargo_cliente: veterano })] }));
    await q(`UPDATE cargo_cliente SET id_ativo = 'N' WHERE cd_cargo_cliente = $1`, [veterano]);

    // a new requisition: refused beside the line's field, nothing written
    expect(await recusada(corpo({ linhas: [linha(), linha({ cd_cargo_cliente: veterano })] }))).toEqual([
      `linhas.1.cd_cargo_cliente: ${M.cargoInativo}`,
    ]);
    // the edit: the vacancy keeps it; a new line or another vacancy may not take it
    const antes = await contar();
    const novaLinha = await alterar(
      r.NR_REQUISICAO,
      edicao([], { linhas: [linha({ nr_vaga: r.NR_VAGA[0] }), linha({ cd_cargo_cliente: veterano })] }),
    );
    expect(novaLinha.statusCode).toBe(400);
    expect(novaLinha.json().error).toEqual([`linhas.1.cd_cargo_cliente: ${M.cargoInativo}`]);
    expect(await contar()).toEqual(antes);
    const mantida = await alterar(
      r.NR_REQUISICAO,
      edicao([], {
        linhas: [linha({ nr_vaga: r.NR_VAGA[0], cd_cargo_cliente: veterano, vl_salario: 2700 })],
      }),
    );
    expect(mantida.statusCode, mantida.body).toBe(200);
    const [v] = await q<{ cd: number; vl: number }>(
      `SELECT cd_cargo_cliente AS cd, vl_salario::float8 AS vl FROM vaga WHERE nr_vaga = $1`,
      [r.NR_VAGA[0]],
    );
    expect(v).toEqual({ cd: veterano, vl: 2700 });
    const outra = await aberta(corpo());
    const trocar = await alterar(
      outra.NR_REQUISICAO,
      edicao([], { linhas: [linha({ nr_vaga: outra.NR_VAGA[0], cd_cargo_cliente: veterano })] }),
    );
    expect(trocar.statusCode).toBe(400);
    expect(trocar.json().error).toEqual([`linhas.0.cd_cargo_cliente: ${M.cargoInativo}`]);
    // reactivated, it is offered again
    await q(`UPDATE cargo_cliente SET id_ativo = 'S' WHERE cd_cargo_cliente = $1`, [veterano]);
    await aberta(corpo({ linhas: [linha({ cd_cargo_cliente: veterano })] }));
  });
});

describe('POST /api/requisicoes/{nr}/cancelamento', () => {
  const cancelar = (nr: number, payload: unknown) =>
    injectAs(t.app, gestor.cookie, {
      method: 'POST',
      url: `/api/requisicoes/${nr}/cancelamento`,
      payload: payload as object,
    });
  const motivo = {
    cd_motivo_cancelamento: 1,
    ds_motivo_cancelamento: 'Cliente desistiu da contratação neste mês.',
  };

  it('cancels the requisition with its reason and its open vacancies; then it is neither edited nor cancelled again', async () => {
    const r = await aberta(corpo({ linhas: [linha({ qt_vagas: 3 })] }));
    // one vacancy was already closed: it keeps its situation
    await q(`UPDATE vaga SET cd_situacao_vaga = 6 WHERE nr_vaga = $1`, [r.NR_VAGA[2]]);
    const res = await cancelar(r.NR_REQUISICAO, motivo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      NR_REQUISICAO: r.NR_REQUISICAO,
      NR_VAGA: r.NR_VAGA.slice(0, 2),
      message: M.cancelada(r.NR_REQUISICAO, 2),
    });
    const [req] = await q(
      `SELECT id_situacao, cd_motivo_cancelamento, ds_motivo_cancelamento, cd_usuario_cancelamento, dt_cancelamento IS NOT NULL AS dt
         FROM requisicao WHERE nr_requisicao = $1`,
      [r.NR_REQUISICAO],
    );
    expect(req).toEqual({
      id_situacao: 'C',
      cd_motivo_cancelamento: 1,
      ds_motivo_cancelamento: motivo.ds_motivo_cancelamento,
      cd_usuario_cancelamento: gestor.usuario.cd_sip,
      dt: true,
    });
    const vagas = await q(
      `SELECT cd_situacao_vaga, cd_motivo_cancelamento, ds_situacao_vaga FROM vaga WHERE nr_requisicao = $1 ORDER BY nr_vaga`,
      [r.NR_REQUISICAO],
    );
    expect(vagas).toEqual([
      { cd_situacao_vaga: 5, cd_motivo_cancelamento: 1, ds_situacao_vaga: motivo.ds_motivo_cancelamento },
      { cd_situacao_vaga: 5, cd_motivo_cancelamento: 1, ds_situacao_vaga: motivo.ds_motivo_cancelamento },
      { cd_situacao_vaga: 6, cd_motivo_cancelamento: null, ds_situacao_vaga: null },
    ]);
    expect((await notasVaga(t.app.deps.db, r.NR_VAGA[0])).at(-1)).toMatchObject({ id_tipo: 'RC' });
    expect((await ler(r.NR_REQUISICAO)).json()).toMatchObject({
      ID_SITUACAO: 'C',
      NM_MOTIVO_CANCELAMENTO: expect.any(String),
      DS_MOTIVO_CANCELAMENTO: motivo.ds_motivo_cancelamento,
      ID_EDITAVEL: 'N',
      DS_NAO_EDITAVEL: M.requisicaoCancelada,
    });
    const again = await cancelar(r.NR_REQUISICAO, motivo);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(M.requisicaoCancelada);
    const put = await injectAs(t.app, gestor.cookie, {
      method: 'PUT',
      url: `/api/requisicoes/${r.NR_REQUISICAO}`,
      payload: { ...corpo(), linhas: [linha({ nr_vaga: r.NR_VAGA[0] })] },
    });
    expect(put.statusCode).toBe(409);
  });

  it('needs a reason; a vacancy the rules keep (approved candidate of a temporary hiring) refuses it all', async () => {
    const r = await aberta(
      corpo({ cd_tipo_contratacao: 2, linhas: [linha({ cd_turno: 201, qt_vagas: 2 })] }),
    );
    const semMotivo = await cancelar(r.NR_REQUISICAO, { ds_motivo_cancelamento: 'curto' });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().error).toEqual([
      `cd_motivo_cancelamento: ${M.motivoObrigatorio}`,
      `ds_motivo_cancelamento: ${M.motivoTextoMin}`,
    ]);
    const inexistente = await cancelar(r.NR_REQUISICAO, { ...motivo, cd_motivo_cancelamento: 999 });
    expect(inexistente.statusCode).toBe(400);
    expect(inexistente.json().error).toBe(`cd_motivo_cancelamento: ${M.motivoInexistente}`);
    const aprovada = await criarCandidato(t.app.deps.db, 'Aprovada');
    await q(
      `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao) VALUES ($1, $2, 6, 'A')`,
      [r.NR_VAGA[1], aprovada],
    );
    const antes = await contar();
    const res = await cancelar(r.NR_REQUISICAO, motivo);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.vagaNaoCancelavel(r.NR_VAGA[1], MENSAGENS_SITUACAO.candidatoAprovado));
    expect(await contar()).toEqual(antes);
    const [req] = await q(`SELECT id_situacao FROM requisicao WHERE nr_requisicao = $1`, [r.NR_REQUISICAO]);
    expect(req).toEqual({ id_situacao: 'A' });
    const [v] = await q(`SELECT cd_situacao_vaga FROM vaga WHERE nr_vaga = $1`, [r.NR_VAGA[0]]);
    expect(v).toEqual({ cd_situacao_vaga: 1 });
  });
});
