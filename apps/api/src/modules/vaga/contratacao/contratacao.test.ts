import fs from 'node:fs';
import { assuntoEmailFimContrato, textoAvisoFimContrato } from '@backoffice/domain/aviso';
import { MENSAGENS_CONTRATACAO as M } from '@backoffice/domain/contratacao';
import { MENSAGENS_TEMPORARIO as T } from '@backoffice/domain/contratacao-regras';
import { formatarData, somarDias } from '@backoffice/domain/datas';
import { datasAprovacaoPadrao } from '@backoffice/domain/vaga-candidatos';
import { hojeNegocio } from '@backoffice/domain/vaga-edicao';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Sessao, type TestApp } from '../../../../test/helpers';
import { criarCandidato, criarCliente, criarRequisicao, criarVaga } from '../../../../test/vaga-fixtures';
import { usarCandidatosVaga } from '../candidatos/candidatos-vaga.fixtures';
import { avisarFimDeContratos } from './alertas-contrato.service';
import { contratacoesDasAprovacoes, SQL_CONTRATACOES_DAS_APROVACOES } from './contratacoes-existentes';

/** Placements: made by an approval, the temporary contract's clock, ending, replacing, the quotas. */

const hoje = hojeNegocio();
const padrao = datasAprovacaoPadrao(hoje);
const f = usarCandidatosVaga();
const { q, novaVaga, relacionar, post, get } = f;
let t: TestApp;
let analista: Sessao;
let financeiro: Sessao;
beforeAll(() => {
  ({ t, analista, financeiro } = f.estado);
});

const put = (url: string, payload: object, s: Sessao = analista) =>
  injectAs(t.app, s.cookie, { method: 'PUT', url: `/api/${url}`, payload });

/** A vacancy of the hiring type with one candidate approved; answers the placement's id. */
async function aprovado(tipo = 2, nome = 'Ana Temporária'): Promise<{ id: number; nr: number; cd: number }> {
  const { nr } = await novaVaga({ cd_tipo_contratacao: tipo });
  const cd = await criarCandidato(t.app.deps.db, nome);
  await relacionar(nr, cd, 5);
  const r = await post('vaga/aprovar-candidato', {
    nr_vaga: nr,
    cd_pessoa_candidato: cd,
    dt_faturamento: tipo === 1 ? padrao.dt_faturamento : null,
    dt_inicio_trabalho: padrao.dt_inicio_trabalho,
  });
  expect(r.statusCode, r.body).toBe(200);
  const [c] = await q<{ id: number }>(
    sql`SELECT id_contratacao::float8 AS id FROM contratacao WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cd}`,
  );
  return { id: c.id, nr, cd };
}

describe('a placement from the approval', () => {
  it('is made with the start of work; a temporary one ends at the 180th day', async () => {
    const { id, nr, cd } = await aprovado(2);
    const r = await get(`contratacoes/${id}`);
    expect(r.statusCode).toBe(200);
    const inicio = padrao.dt_inicio_trabalho;
    expect(r.json()).toMatchObject({
      NR_VAGA: nr,
      CD_PESSOA_CANDIDATO: cd,
      CD_TIPO_CONTRATACAO: 2,
      NM_TIPO_CONTRATACAO: 'Temporário',
      ID_SITUACAO: 'A',
      DT_INICIO: inicio,
      DT_FIM: somarDias(inicio, 179),
      DT_PRAZO_ADMISSAO: somarDias(inicio, -1),
    });
    // the demo-less candidate misses most of what eSocial asks
    expect(r.json().PENDENCIAS_ADMISSAO.map((p: { campo: string }) => p.campo)).toContain('nr_documento_cpf');
  });

  it('is cancelled when the approval is undone, and a new approval makes a new one', async () => {
    const { id, nr, cd } = await aprovado(1, 'Bruno Efetivo');
    expect((await get(`contratacoes/${id}`)).json()).toMatchObject({ DT_FIM: null, ID_SITUACAO: 'A' });
    const volta = await post('vaga/voltar-candidato-aprovado', { nr_vaga: nr, cd_pessoa_candidato: cd });
    expect(volta.statusCode, volta.body).toBe(200);
    expect((await get(`contratacoes/${id}`)).json().ID_SITUACAO).toBe('C');
    const r = await put(`contratacoes/${id}`, { dt_inicio: padrao.dt_inicio_trabalho, dt_fim: null });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual(M.aprovacaoDesfeita);
  });

  it('is listed by client, by type and ending within N days, and read by finance', async () => {
    const { id } = await aprovado(2, 'Carla Lista');
    const r = await get(
      `contratacoes?cd_pessoa_cliente=${f.estado.cliente}&cd_tipo_contratacao=2&termina_em_dias=366`,
      financeiro,
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().linhas.map((l: { ID_CONTRATACAO: number }) => l.ID_CONTRATACAO)).toContain(id);
    const nenhuma = await get('contratacoes?termina_em_dias=0');
    expect(nenhuma.json().linhas.map((l: { ID_CONTRATACAO: number }) => l.ID_CONTRATACAO)).not.toContain(id);
    expect((await put(`contratacoes/${id}`, { dt_inicio: hoje }, financeiro)).statusCode).toBe(403);
  });

  it('exports the filtered list as CSV with dates dd/mm/aaaa', async () => {
    await aprovado(2, 'Caio Exportado');
    const r = await get(`contratacoes/exportar?formato=csv&cd_tipo_contratacao=2`, financeiro);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/csv/);
    expect(r.body).toContain('Caio Exportado');
    expect(r.body).toContain(formatarData(padrao.dt_inicio_trabalho));
    expect((await get('contratacoes/exportar?formato=pdf')).statusCode).toBe(400);
  });
});

describe('pending admissions', () => {
  it('lists the active placements starting from today that miss S-2200 data, soonest due first', async () => {
    const falta = await aprovado(1, 'Fábio Faltando');
    const completo = await aprovado(1, 'Clara Completa');
    const passado = await aprovado(1, 'Paulo Passado');
    const depois = await aprovado(1, 'Davi Depois');
    await t.app.deps.db.execute(
      sql`UPDATE pessoa SET nr_documento_cpf = '52998224725' WHERE cd_pessoa = ${completo.cd}`,
    );
    await t.app.deps.db.execute(
      sql`INSERT INTO escolaridade VALUES (7, 'Médio completo') ON CONFLICT DO NOTHING`,
    );
    await t.app.deps.db.execute(
      sql`INSERT INTO pais (cd_pais, nm_pais) VALUES (9901, 'Portugal') ON CONFLICT DO NOTHING`,
    );
    await t.app.deps.db.execute(sql`UPDATE candidato SET dt_nascimento = '1990-05-04', nr_documento_pis = '12345678901',
        cd_cep = '01310-100', nm_cep = 'Avenida Paulista', nr_endereco = '1000', nm_cidade = 'São Paulo', cd_uf = 'SP',
        id_sexo = 'F', id_cutis = 'B', cd_escolaridade = 7, id_estado_civil = 'S', cd_pais_origem = 9901
      WHERE cd_pessoa = ${completo.cd}`);
    await t.app.deps.db.execute(
      sql`UPDATE contratacao SET dt_inicio = ${somarDias(hoje, -1)}::date WHERE id_contratacao = ${passado.id}`,
    );
    await t.app.deps.db.execute(
      sql`UPDATE contratacao SET dt_inicio = ${somarDias(hoje, 40)}::date WHERE id_contratacao = ${depois.id}`,
    );
    expect((await get(`contratacoes/${completo.id}`)).json().PENDENCIAS_ADMISSAO).toEqual([]);
    const r = await get('contratacoes?admissoes_pendentes=S&por_pagina=200');
    expect(r.statusCode, r.body).toBe(200);
    const ids = r.json().linhas.map((l: { ID_CONTRATACAO: number }) => l.ID_CONTRATACAO);
    expect(ids).toContain(falta.id);
    expect(ids).toContain(depois.id);
    expect(ids).not.toContain(completo.id);
    expect(ids).not.toContain(passado.id);
    expect(ids.indexOf(falta.id)).toBeLessThan(ids.indexOf(depois.id));
    expect(r.json().total).toBe(ids.length);
    // a page of one, and the total of all
    const p2 = await get('contratacoes?admissoes_pendentes=S&por_pagina=1&pagina=2');
    expect(p2.json()).toMatchObject({ total: ids.length, linhas: [{ ID_CONTRATACAO: ids[1] }] });
    expect((await get('contratacoes?admissoes_pendentes=X')).statusCode).toBe(400);
  });
});

describe('the temporary contract clock', () => {
  it('refuses a first term over 180 days or without an end, writing nothing', async () => {
    const { id } = await aprovado(2, 'Davi Prazo');
    const inicio = padrao.dt_inicio_trabalho;
    const longo = await put(`contratacoes/${id}`, { dt_inicio: inicio, dt_fim: somarDias(inicio, 180) });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().error).toEqual([`dt_fim: ${T.contratoLongo(formatarData(somarDias(inicio, 179)))}`]);
    const sem = await put(`contratacoes/${id}`, { dt_inicio: inicio, dt_fim: null });
    expect(sem.json().error).toEqual([`dt_fim: ${T.fimObrigatorio}`]);
    expect((await get(`contratacoes/${id}`)).json().DT_FIM).toBe(somarDias(inicio, 179));
    const curto = await put(`contratacoes/${id}`, { dt_inicio: inicio, dt_fim: somarDias(inicio, 89) });
    expect(curto.statusCode, curto.body).toBe(200);
  });

  it('extends once, by up to 90 days and 270 in all, with a reason', async () => {
    const { id } = await aprovado(2, 'Eva Prorrogada');
    const inicio = padrao.dt_inicio_trabalho;
    const fim = somarDias(inicio, 179);
    const semMotivo = await post(`contratacoes/${id}/prorrogar`, {
      dt_fim: somarDias(fim, 30),
      ds_motivo: '',
    });
    expect(semMotivo.statusCode).toBe(400);
    const longa = await post(`contratacoes/${id}/prorrogar`, {
      dt_fim: somarDias(fim, 91),
      ds_motivo: 'Demanda',
    });
    expect(longa.json().error).toEqual([`dt_fim: ${T.prorrogacaoLonga}`]);
    const ok = await post(`contratacoes/${id}/prorrogar`, {
      dt_fim: somarDias(fim, 90),
      ds_motivo: 'Demanda mantida',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const c = (await get(`contratacoes/${id}`)).json();
    expect(c).toMatchObject({ DT_FIM: somarDias(inicio, 269), DT_FIM_ORIGINAL: fim, QT_PRORROGACOES: 1 });
    const outra = await post(`contratacoes/${id}/prorrogar`, {
      dt_fim: somarDias(fim, 91),
      ds_motivo: 'De novo',
    });
    expect(outra.json().error).toEqual([`dt_fim: ${T.jaProrrogado}`]);
    // once extended, an edit may not pass 270 days
    const edicao = await put(`contratacoes/${id}`, { dt_inicio: inicio, dt_fim: somarDias(inicio, 270) });
    expect(edicao.json().error).toEqual([
      `dt_fim: ${T.prorrogacaoTotal(formatarData(somarDias(inicio, 269)))}`,
    ]);
  });

  it('does not extend a permanent placement', async () => {
    const { id } = await aprovado(1, 'Fábio Efetivo');
    const r = await post(`contratacoes/${id}/prorrogar`, { dt_fim: somarDias(hoje, 30), ds_motivo: 'x' });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual(`dt_fim: ${T.naoTemporario}`);
  });
});

describe('ending and replacing', () => {
  it('ends early with a date inside the term and a reason, once', async () => {
    const { id } = await aprovado(2, 'Gil Encerrado');
    const inicio = padrao.dt_inicio_trabalho;
    const antes = await post(`contratacoes/${id}/encerrar`, {
      dt_encerramento: somarDias(inicio, -1),
      ds_motivo: 'x',
    });
    expect(antes.json().error).toEqual(`dt_encerramento: ${M.encerramentoAntesDoInicio}`);
    const depois = await post(`contratacoes/${id}/encerrar`, {
      dt_encerramento: somarDias(inicio, 200),
      ds_motivo: 'x',
    });
    expect(depois.json().error).toEqual(`dt_encerramento: ${M.encerramentoDepoisDoFim}`);
    const semMotivo = await post(`contratacoes/${id}/encerrar`, {
      dt_encerramento: somarDias(inicio, 10),
      ds_motivo: '  ',
    });
    expect(semMotivo.statusCode).toBe(400);
    const ok = await post(`contratacoes/${id}/encerrar`, {
      dt_encerramento: somarDias(inicio, 10),
      ds_motivo: 'Pedido do cliente',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(`contratacoes/${id}`)).json()).toMatchObject({
      ID_SITUACAO: 'E',
      DS_MOTIVO_ENCERRAMENTO: 'Pedido do cliente',
    });
    const outra = await post(`contratacoes/${id}/encerrar`, {
      dt_encerramento: somarDias(inicio, 11),
      ds_motivo: 'x',
    });
    expect(outra.statusCode).toBe(409);
  });

  it('links a replacement to the placement it replaces, with the reason the law asks', async () => {
    const anterior = await aprovado(2, 'Hugo Substituído');
    const nova = await aprovado(2, 'Iara Substituta');
    const inicio = padrao.dt_inicio_trabalho;
    const semMotivo = await put(`contratacoes/${nova.id}`, {
      dt_inicio: inicio,
      dt_fim: somarDias(inicio, 60),
      id_contratacao_substituida: anterior.id,
    });
    expect(semMotivo.json().error).toEqual([`ds_motivo_substituicao: ${M.motivoSubstituicao}`]);
    const ok = await put(`contratacoes/${nova.id}`, {
      dt_inicio: inicio,
      dt_fim: somarDias(inicio, 60),
      id_contratacao_substituida: anterior.id,
      ds_motivo_substituicao: 'Afastamento por licença-maternidade',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(`contratacoes/${nova.id}`)).json()).toMatchObject({
      ID_CONTRATACAO_SUBSTITUIDA: anterior.id,
    });
  });
});

describe('quotas', () => {
  it('computes the PCD quota and the apprentice range from the employees and the placements', async () => {
    const cliente = f.estado.cliente;
    await t.app.deps.db.execute(sql`UPDATE cliente SET qt_funcionarios = 201 WHERE cd_pessoa = ${cliente}`);
    const pcd = await aprovado(2, 'Joana PCD');
    await t.app.deps.db.execute(
      sql`UPDATE candidato SET id_possue_deficiencia = 'S' WHERE cd_pessoa = ${pcd.cd}`,
    );
    const aprendiz = await aprovado(2, 'Kauã Aprendiz');
    await put(`contratacoes/${aprendiz.id}`, {
      dt_inicio: padrao.dt_inicio_trabalho,
      dt_fim: somarDias(padrao.dt_inicio_trabalho, 30),
      id_aprendiz: 'S',
    });
    const r = await get(`clientes/${cliente}/cotas`);
    expect(r.statusCode).toBe(200);
    const antes = r.json();
    expect(antes).toMatchObject({
      QT_FUNCIONARIOS: 201,
      PC_COTA_PCD: 3,
      QT_COTA_PCD: 7,
      QT_APRENDIZ_MIN: 11,
      QT_APRENDIZ_MAX: 30,
      ID_APRENDIZ_DISPENSADO: 'N',
    });
    expect(antes.QT_PCD_CONTRATADOS).toBeGreaterThanOrEqual(1);
    expect(antes.QT_APRENDIZES_CONTRATADOS).toBe(1);
    expect(antes.QT_FALTA_PCD).toBe(7 - antes.QT_PCD_CONTRATADOS);
    // ending the PCD placement opens the gap again, computed on read
    await post(`contratacoes/${pcd.id}/encerrar`, {
      dt_encerramento: padrao.dt_inicio_trabalho,
      ds_motivo: 'Fim',
    });
    expect((await get(`clientes/${cliente}/cotas`)).json().QT_PCD_CONTRATADOS).toBe(
      antes.QT_PCD_CONTRATADOS - 1,
    );
    const unidade = await get('cotas?cd_unidade=1&com_falta=S');
    expect(unidade.statusCode).toBe(200);
    expect(unidade.json().clientes.map((c: { CD_PESSOA_CLIENTE: number }) => c.CD_PESSOA_CLIENTE)).toContain(
      cliente,
    );
    expect((await get('clientes/999999999/cotas')).statusCode).toBe(404);
  });
});

describe('quotas counted from the data', () => {
  it("counts each client's active placements, apprentices and pending candidates with a disability, and the unit's sums", async () => {
    const db = t.app.deps.db;
    const unidade = 47;
    const grande = await criarCliente(db, 'Fundição Cota Grande', unidade);
    const simples = await criarCliente(db, 'Padaria Cota Simples', unidade);
    const semBase = await criarCliente(db, 'Oficina Sem Funcionários', unidade);
    const outra = await criarCliente(db, 'Fundição de Outra Unidade', 48);
    await db.execute(sql`UPDATE cliente SET qt_funcionarios = 1001 WHERE cd_pessoa IN (${grande}, ${outra})`);
    await db.execute(
      sql`UPDATE cliente SET qt_funcionarios = 150, id_optante_simples_nac = 'S' WHERE cd_pessoa = ${simples}`,
    );
    const vagaDe = async (cliente: number, cdEmpresa: number, situacao: number) =>
      criarVaga(
        db,
        { cliente, requisicao: await criarRequisicao(db, cliente, cdEmpresa), cdEmpresa },
        { cd_situacao_vaga: situacao },
      );
    const [pcd1, pcd2, sem1, sem2] = [
      await criarCandidato(db, 'Cota PCD Um'),
      await criarCandidato(db, 'Cota PCD Dois'),
      await criarCandidato(db, 'Cota Sem Um'),
      await criarCandidato(db, 'Cota Sem Dois'),
    ];
    await db.execute(
      sql`UPDATE candidato SET id_possue_deficiencia = 'S' WHERE cd_pessoa IN (${pcd1}, ${pcd2})`,
    );
    const colocar = (nr: number, cd: number, cliente: number, situacao: string, aprendiz = 'N') =>
      db.execute(sql`
        INSERT INTO contratacao (nr_vaga, cd_pessoa_candidato, cd_pessoa_cliente, cd_empresa, cd_tipo_contratacao,
                                 id_aprendiz, dt_inicio, id_situacao)
        VALUES (${nr}, ${cd}, ${cliente}, ${unidade}, 1, ${aprendiz}, ${hoje}, ${situacao})`);
    // placed: one PCD active, one PCD ended, one apprentice active, one apprentice cancelled
    const fechada = await vagaDe(grande, unidade, 5);
    await colocar(fechada, pcd1, grande, 'A');
    await colocar(fechada, pcd2, grande, 'E');
    await colocar(fechada, sem1, grande, 'A', 'S');
    await colocar(fechada, sem2, grande, 'C', 'S');
    // another unit's client with the same people placed counts only for itself
    const daOutra = await vagaDe(outra, 48, 5);
    await colocar(daOutra, pcd1, outra, 'A');
    await colocar(daOutra, sem1, outra, 'A', 'S');
    // pending: PCD two in two open vacancies (once), PCD one rejected, a pending one without a
    // disability, and PCD one pending in a closed vacancy (not in process)
    const aberta = await vagaDe(grande, unidade, 1);
    const emAndamento = await vagaDe(grande, unidade, 7);
    await relacionar(aberta, pcd2);
    await relacionar(aberta, sem2);
    await relacionar(aberta, pcd1, 3, 'R');
    await relacionar(emAndamento, pcd2);
    await relacionar(await vagaDe(grande, unidade, 5), pcd1);

    const esperadoGrande = {
      QT_FUNCIONARIOS: 1001,
      PC_COTA_PCD: 5,
      QT_COTA_PCD: 51,
      QT_PCD_CONTRATADOS: 1,
      QT_APRENDIZ_MIN: 51,
      QT_APRENDIZ_MAX: 150,
      QT_APRENDIZES_CONTRATADOS: 1,
      ID_APRENDIZ_DISPENSADO: 'N',
      QT_FALTA_PCD: 50,
      QT_FALTA_APRENDIZ: 50,
      QT_PCD_EM_PROCESSO: 1,
    };
    const esperadoSimples = {
      QT_FUNCIONARIOS: 150,
      PC_COTA_PCD: 2,
      QT_COTA_PCD: 3,
      QT_PCD_CONTRATADOS: 0,
      QT_APRENDIZ_MIN: 0,
      QT_APRENDIZ_MAX: 22,
      QT_APRENDIZES_CONTRATADOS: 0,
      ID_APRENDIZ_DISPENSADO: 'S',
      QT_FALTA_PCD: 3,
      QT_FALTA_APRENDIZ: 0,
      QT_PCD_EM_PROCESSO: 0,
    };
    expect((await get(`clientes/${grande}/cotas`)).json()).toEqual(esperadoGrande);
    expect((await get(`clientes/${outra}/cotas`)).json()).toMatchObject({
      QT_PCD_CONTRATADOS: 1,
      QT_APRENDIZES_CONTRATADOS: 1,
      QT_PCD_EM_PROCESSO: 0,
    });
    const todos = await get(`cotas?cd_unidade=${unidade}`);
    expect(todos.statusCode).toBe(200);
    expect(todos.json().clientes).toEqual([
      { CD_PESSOA_CLIENTE: grande, NM_CLIENTE: 'Fundição Cota Grande', ...esperadoGrande },
      { CD_PESSOA_CLIENTE: simples, NM_CLIENTE: 'Padaria Cota Simples', ...esperadoSimples },
      expect.objectContaining({ CD_PESSOA_CLIENTE: semBase, QT_COTA_PCD: 0, QT_FALTA_APRENDIZ: 0 }),
    ]);
    expect(todos.json().total).toEqual({
      QT_COTA_PCD: 54,
      QT_PCD_CONTRATADOS: 1,
      QT_APRENDIZ_MIN: 51,
      QT_APRENDIZ_MAX: 172,
      QT_APRENDIZES_CONTRATADOS: 1,
      QT_FALTA_PCD: 53,
      QT_FALTA_APRENDIZ: 50,
      QT_PCD_EM_PROCESSO: 1,
    });
    const comFalta = await get(`cotas?cd_unidade=${unidade}&com_falta=S`);
    expect(comFalta.json().clientes.map((c: { CD_PESSOA_CLIENTE: number }) => c.CD_PESSOA_CLIENTE)).toEqual([
      grande,
      simples,
    ]);
  });
});

describe('end-of-contract alerts', () => {
  it('alerts the analyst once at 30 days and once at 7 days before the end', async () => {
    const { id, nr } = await aprovado(2, 'Lia Alertada');
    await t.app.deps.db.execute(
      sql`UPDATE contratacao SET cd_pessoa_analista = ${analista.usuario.user_sip} WHERE id_contratacao = ${id}`,
    );
    const sip = analista.usuario.cd_sip;
    const [{ fim }] = await q<{ fim: string }>(
      sql`SELECT to_char(dt_fim, 'YYYY-MM-DD') AS fim FROM contratacao WHERE id_contratacao = ${id}`,
    );
    const avisos = async () =>
      q<{ texto: string }>(sql`SELECT ds_complemento_aviso AS texto FROM aviso
        WHERE cd_tipo_aviso = 95 AND nr_vaga = ${nr} AND cd_sip = ${sip} ORDER BY id_aviso`);
    const rodar = (hojeTeste: string) =>
      t.app.deps.db.transaction((tx) => avisarFimDeContratos(tx, t.app.deps, hojeTeste));

    await rodar(somarDias(fim, -31));
    expect(await avisos()).toHaveLength(0);
    await rodar(somarDias(fim, -30));
    await rodar(somarDias(fim, -29));
    expect((await avisos()).map((a) => a.texto)).toEqual([
      textoAvisoFimContrato('Lia Alertada', nr, fim, 30),
    ]);
    await rodar(somarDias(fim, -7));
    await rodar(somarDias(fim, -6));
    expect(await avisos()).toHaveLength(2);
    expect((await avisos())[1].texto).toBe(textoAvisoFimContrato('Lia Alertada', nr, fim, 7));
  });

  it('e-mails the analyst the same text, once per alert, and finishes a contract past its term', async () => {
    const { id, nr } = await aprovado(2, 'Rui Avisado');
    await t.app.deps.db.execute(sql`UPDATE contratacao SET cd_pessoa_analista = ${analista.usuario.user_sip}
                                     WHERE id_contratacao = ${id}`);
    await t.app.deps.db.execute(
      sql`UPDATE pessoa SET ds_email = ' analista.rui@empresa.com.br ' WHERE cd_pessoa = ${analista.usuario.user_sip}`,
    );
    const [{ fim }] = await q<{ fim: string }>(
      sql`SELECT to_char(dt_fim, 'YYYY-MM-DD') AS fim FROM contratacao WHERE id_contratacao = ${id}`,
    );
    const rodar = (d: string) => t.app.deps.db.transaction((tx) => avisarFimDeContratos(tx, t.app.deps, d));
    await rodar(somarDias(fim, -10));
    await rodar(somarDias(fim, -9));
    const emails = async () =>
      q<{
        assunto: string;
        texto: string;
      }>(sql`SELECT ds_assunto AS assunto, ds_conteudo AS texto FROM mensagem_saida
        WHERE ds_canal = 'email' AND ds_destino = 'analista.rui@empresa.com.br' ORDER BY id_mensagem_saida`);
    expect(await emails()).toEqual([
      {
        assunto: assuntoEmailFimContrato('Rui Avisado', 10),
        texto: expect.stringContaining(textoAvisoFimContrato('Rui Avisado', nr, fim, 10)),
      },
    ]);
    // the day after the last one, the contract is finished at its term and alerts no more
    await rodar(somarDias(fim, 1));
    expect((await get(`contratacoes/${id}`)).json().ID_SITUACAO).toBe('T');
    expect(await emails()).toHaveLength(1);
  });
});

describe('placements of approvals made before placements existed', () => {
  it('are made once, from the start of work or else the approval date; an old temporary one is finished', async () => {
    const { nr: nrTemp } = await novaVaga({ cd_tipo_contratacao: 2 });
    const { nr: nrEfetivo } = await novaVaga({ cd_tipo_contratacao: 1 });
    const velho = await criarCandidato(t.app.deps.db, 'Vera Antiga');
    const semInicio = await criarCandidato(t.app.deps.db, 'Otto Sem Início');
    const pendente = await criarCandidato(t.app.deps.db, 'Paula Pendente');
    await relacionar(nrTemp, velho, 5);
    await relacionar(nrEfetivo, semInicio, 5);
    await relacionar(nrEfetivo, pendente, 5);
    // approvals written as another system (or an older version) left them: no placement
    await t.app.deps.db.execute(sql`UPDATE vaga_candidato SET id_situacao = 'A', cd_estagio_vaga = 6,
        dt_aprovacao = '2025-01-10 14:00-03', dt_inicio_trabalho = '2025-02-03'
      WHERE nr_vaga = ${nrTemp} AND cd_pessoa_candidato = ${velho}`);
    await t.app.deps.db.execute(sql`UPDATE vaga_candidato SET id_situacao = 'A', cd_estagio_vaga = 6,
        dt_aprovacao = '2026-03-02 23:30-03', dt_inicio_trabalho = NULL
      WHERE nr_vaga = ${nrEfetivo} AND cd_pessoa_candidato = ${semInicio}`);
    const linhas = () =>
      q<{ nr: number; cd: number; inicio: string; fim: string | null; sit: string }>(
        sql`SELECT nr_vaga::float8 AS nr, cd_pessoa_candidato::float8 AS cd, to_char(dt_inicio, 'YYYY-MM-DD') AS inicio,
                   to_char(dt_fim, 'YYYY-MM-DD') AS fim, id_situacao AS sit
              FROM contratacao WHERE nr_vaga IN (${nrTemp}, ${nrEfetivo}) ORDER BY nr_vaga`,
      );
    expect(await linhas()).toEqual([]);
    await contratacoesDasAprovacoes(t.app.deps.handle);
    await contratacoesDasAprovacoes(t.app.deps.handle);
    expect(await linhas()).toEqual([
      { nr: nrTemp, cd: velho, inicio: '2025-02-03', fim: somarDias('2025-02-03', 179), sit: 'T' },
      // the approval's day in Brasília (23:30 there is already the next day in UTC)
      { nr: nrEfetivo, cd: semInicio, inicio: '2026-03-02', fim: null, sit: 'A' },
    ]);
  });

  it('is the statement migration 0041 runs on an existing database', () => {
    const migracao = fs.readFileSync(
      new URL('../../../db/migrations/0041_contratacoes_das_aprovacoes.sql', import.meta.url),
      'utf8',
    );
    expect(migracao).toContain(SQL_CONTRATACOES_DAS_APROVACOES);
  });
});
