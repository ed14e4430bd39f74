import { MENSAGENS_ABERTURA as M } from '@backoffice/domain/abertura-requisicao';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Sessao } from '../../../../test/helpers';

import {
  aberta,
  ana,
  cargo,
  corpo,
  gestor,
  hoje,
  inativo,
  ler,
  linha,
  metal,
  rita,
  t,
  textil,
  usarAmbienteRequisicoes,
} from './requisicao.fixtures';

usarAmbienteRequisicoes();

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
