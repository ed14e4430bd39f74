import { MENSAGENS_ABERTURA as M } from '@backoffice/domain/abertura-requisicao';
import { TIPO_AVISO } from '@backoffice/domain/catalogos';
import { describe, expect, it, vi } from 'vitest';
import { injectAs } from '../../../../test/helpers';
import { notasVaga } from '../../../../test/vaga-fixtures';

import {
  aberta,
  abrir,
  ana,
  bia,
  cargo,
  carlos,
  contar,
  corpo,
  gestor,
  hoje,
  inativo,
  ler,
  linha,
  metal,
  q,
  recusada,
  rita,
  semAcesso,
  t,
  textil,
  usarAmbienteRequisicoes,
} from './requisicao.fixtures';

usarAmbienteRequisicoes();

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
