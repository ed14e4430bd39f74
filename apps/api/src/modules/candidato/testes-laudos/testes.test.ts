import { MENSAGENS_TESTES as M } from '@backoffice/domain/testes';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, loginComUsuario, type TestApp } from '../../../../test/helpers';
import {
  CARGOS_TESTE,
  criarCandidato,
  criarCatalogos,
  criarCliente,
} from '../../../../test/pesquisa-fixtures';
import { criarCatalogoTestes } from '../../../../test/testes-fixtures';

let t: TestApp;
let cookie: string;
let cookieSem206: string;
let cand: number;
let outro: number;
let cliente: number;
let deficiencias: number[];

async function textoPdf(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const get = (url: string, quem: string | undefined = cookie) => injectAs(t.app, quem, { method: 'GET', url });
const post = (url: string, payload: object, quem: string | undefined = cookie) =>
  injectAs(t.app, quem, { method: 'POST', url, payload });
const contar = async (tabela: string) =>
  Number((await t.db.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tabela}`))[0].n);

beforeAll(async () => {
  t = await createTestApp();
  const h = t.db.handle;
  cookie = (await loginComUsuario(t.app, { permissoes: [58, 206], apelido: 'Analista Testes' })).cookie;
  cookieSem206 = await login(t.app, { permissoes: [58] });
  await criarCatalogos(h);
  await criarCatalogoTestes(h);
  cliente = await criarCliente(h, 'Metalúrgica Laudo');
  cand = await criarCandidato(h, { nome: 'Carla Testes Souza' });
  outro = await criarCandidato(h, { nome: 'Outro Candidato' });
  deficiencias = [];
  for (let i = 0; i < 2; i++) {
    const [d] = await h.query<{ id_cid_candidato: number }>(
      `INSERT INTO candidato_deficiencia (cd_pessoa_candidato, cd_tipo_deficiencia, cd_cid, ds_observacao)
       VALUES ($1, $2, $3, 'Usa aparelho') RETURNING id_cid_candidato`,
      [cand, i + 1, `H9${i}`],
    );
    deficiencias.push(Number(d.id_cid_candidato));
  }
});
afterAll(async () => {
  await t?.close();
});

const hoje = new Date().toISOString().slice(0, 10);

describe('test form: catalogue types, messages and permissions', () => {
  it('answers the catalogue with the types', async () => {
    const r = await get('/api/teste/catalogo');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toContainEqual({
      CD_TESTE: 10,
      ID_TIPO_TESTE: 'N',
      DS_TESTE: 'Raciocínio Lógico',
      ID_ESPECIAL: null,
    });
    expect(r.json()).toContainEqual({
      CD_TESTE: 3,
      ID_TIPO_TESTE: 'C',
      DS_TESTE: 'Confiabilidade',
      ID_ESPECIAL: 'CONF',
    });
  });

  it('refuses what the type does not take, with the spec messages, writing nothing', async () => {
    const antes = await contar('candidato_teste');
    const vazio = await post('/api/teste/inserir-teste', { cd_pessoa_candidato: cand });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().error).toEqual([M.dataObrigatoria, M.testeObrigatorio]);
    const semNota = await post('/api/teste/inserir-teste', {
      cd_pessoa_candidato: cand,
      cd_teste: 10,
      dt_teste: hoje,
    });
    expect(semNota.json().error).toEqual([M.notaObrigatoria]);
    const semGrau = await post('/api/teste/inserir-teste', {
      cd_pessoa_candidato: cand,
      cd_teste: 18,
      dt_teste: hoje,
    });
    expect(semGrau.json().error).toEqual([M.grauObrigatorio]);
    const grauEmN = await post('/api/teste/inserir-teste', {
      cd_pessoa_candidato: cand,
      cd_teste: 10,
      dt_teste: hoje,
      nr_nota: 5,
      cd_grau_teste: 'S',
    });
    expect(grauEmN.json().error).toEqual([M.grauNaoAceito]);
    const foraDaFaixa = await post('/api/teste/inserir-teste', {
      cd_pessoa_candidato: cand,
      cd_teste: 10,
      dt_teste: hoje,
      nr_nota: 11,
    });
    expect(foraDaFaixa.statusCode).toBe(400);
    const especial = await post('/api/teste/inserir-teste', {
      cd_pessoa_candidato: cand,
      cd_teste: 3,
      dt_teste: hoje,
      cd_grau_teste: 'S',
    });
    expect(especial.json().error).toBe(M.testeEspecial);
    expect(await contar('candidato_teste')).toBe(antes);
  });

  it('inserts N, C and E tests, lists them, edits and deletes per CAN_EDIT / CAN_DELETE', async () => {
    expect(
      (
        await post('/api/teste/inserir-teste', {
          cd_pessoa_candidato: cand,
          cd_teste: 10,
          dt_teste: hoje,
          nr_nota: 8.5,
        })
      ).json(),
    ).toBe(1);
    expect(
      (
        await post('/api/teste/inserir-teste', {
          cd_pessoa_candidato: cand,
          cd_teste: 18,
          dt_teste: hoje,
          cd_grau_teste: 'MS',
          id_gera_laudo: 'S',
        })
      ).json(),
    ).toBe(1);
    expect(
      (
        await post('/api/teste/inserir-teste', {
          cd_pessoa_candidato: cand,
          cd_teste: 15,
          dt_teste: hoje,
          cd_grau_teste: 'M',
        })
      ).json(),
    ).toBe(1);
    const lista = (await get(`/api/teste/testes-candidato/${cand}`)).json();
    expect(lista).toHaveLength(3);
    const numerico = lista.find((x: { CD_TESTE: number }) => x.CD_TESTE === 10);
    expect(numerico).toMatchObject({
      DS_TESTE: 'Raciocínio Lógico',
      NR_NOTA: 8.5,
      CD_GRAU_TESTE: null,
      CAN_EDIT: 'S',
      CAN_DELETE: 'S',
      NM_USUARIO: 'Analista Testes',
      DT_TESTE: hoje,
    });
    // a user without the tests code sees the others' tests read-only and is refused
    const alheia = (await get(`/api/teste/testes-candidato/${cand}`, cookieSem206)).json();
    expect(
      alheia.every(
        (x: { CAN_EDIT: string; CAN_DELETE: string }) => x.CAN_EDIT === 'N' && x.CAN_DELETE === 'N',
      ),
    ).toBe(true);
    const recusada = await post(
      '/api/teste/atualizar-teste',
      { id_teste: numerico.ID, cd_pessoa_candidato: cand, cd_teste: 10, dt_teste: hoje, nr_nota: 2 },
      cookieSem206,
    );
    expect(recusada.statusCode).toBe(403);
    expect(
      (
        await injectAs(t.app, cookieSem206, {
          method: 'DELETE',
          url: `/api/teste/excluir-teste/${numerico.ID}`,
        })
      ).statusCode,
    ).toBe(403);

    const upd = await post('/api/teste/atualizar-teste', {
      id_teste: numerico.ID,
      cd_pessoa_candidato: cand,
      cd_teste: 10,
      dt_teste: '2026-01-02',
      nr_nota: 9,
      id_gera_laudo: 'S',
    });
    expect(upd.json()).toBe(1);
    expect((await get(`/api/teste/dados-teste/${numerico.ID}`)).json()).toEqual({
      ID: numerico.ID,
      CD_GRAU_TESTE: null,
      ID_GERA_LAUDO: 'S',
      ID_TIPO_TESTE: 'N',
      DT_TESTE: '2026-01-02',
      CD_TESTE: 10,
      NR_NOTA: 9,
      CD_PESSOA_CANDIDATO: cand,
    });
    const deOutro = await post('/api/teste/atualizar-teste', {
      id_teste: numerico.ID,
      cd_pessoa_candidato: outro,
      cd_teste: 10,
      dt_teste: hoje,
      nr_nota: 9,
    });
    expect(deOutro.statusCode).toBe(400);

    const e = lista.find((x: { CD_TESTE: number }) => x.CD_TESTE === 15);
    const del = await injectAs(t.app, cookie, { method: 'DELETE', url: `/api/teste/excluir-teste/${e.ID}` });
    expect(del.json()).toBe(1);
    expect((await get(`/api/teste/testes-candidato/${cand}`)).json()).toHaveLength(2);
    expect((await get(`/api/teste/dados-teste/${e.ID}`)).statusCode).toBe(404);
    expect((await get('/api/teste/testes-candidato/99999999')).statusCode).toBe(404);
    expect(
      (await injectAs(t.app, undefined, { method: 'GET', url: `/api/teste/testes-candidato/${cand}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await get(`/api/teste/testes-candidato/${cand}`, await login(t.app, 'marketing'))).statusCode,
    ).toBe(403);
  });
});

describe('reliability evaluation', () => {
  let idAvaliacao = 0;
  it('answers the questions grouped by category; refuses a partial save; computes the score itself', async () => {
    expect((await get(`/api/teste/testes-disponiveis/${cand}`)).json()).toEqual({ LS: 0, LM: 0, CONF: 0 });
    const d = (await get(`/api/teste/dados-teste-confiabilidade/0/${cand}`)).json();
    expect(d.dados).toBeNull();
    expect(d.perguntas).toHaveLength(12);
    expect(
      new Set(d.perguntas.map((p: { DS_CLASSIFICACAO_AVALIACAO: string }) => p.DS_CLASSIFICACAO_AVALIACAO))
        .size,
    ).toBe(4);
    const ids: number[] = d.perguntas.map((p: { ID: number }) => p.ID);

    const antes = await contar('candidato_teste');
    const metade = await post('/api/teste/salvar-teste-confiabilidade', {
      cd_pessoa_candidato: cand,
      id_avaliacao: 0,
      notas: ids.slice(0, 6).map((id) => ({ id_pergunta: id, nr_nota: 2.5 })),
      nota_final: 10000,
    });
    expect(metade.statusCode).toBe(400);
    expect(metade.json().error).toBe(M.todasPerguntas);
    expect(await contar('candidato_teste')).toBe(antes);
    const invalida = await post('/api/teste/salvar-teste-confiabilidade', {
      cd_pessoa_candidato: cand,
      notas: ids.map((id) => ({ id_pergunta: id, nr_nota: 3 })),
    });
    expect(invalida.statusCode).toBe(400);

    // every answer Alto: each category 7.5 → 10; product 10^4 → AA; the client's figure is ignored
    const salvo = await post('/api/teste/salvar-teste-confiabilidade', {
      cd_pessoa_candidato: cand,
      id_avaliacao: 0,
      notas: ids.map((id) => ({ id_pergunta: id, nr_nota: 2.5 })),
      nota_final: 3,
    });
    expect(salvo.statusCode).toBe(200);
    expect(salvo.json()).toMatchObject({ status: 1, nota_final: 10000, classificacao: 'AA' });
    idAvaliacao = salvo.json().id_avaliacao;
    expect((await get(`/api/teste/testes-disponiveis/${cand}`)).json()).toEqual({
      LS: 0,
      LM: 0,
      CONF: idAvaliacao,
    });

    // edit: the first category Baixo (0.75 → 1): 1 × 10 × 10 × 10 = 1000 → AA; then two Baixo categories → 100 → B
    const notas = ids.map((id, i) => ({ id_pergunta: id, nr_nota: i < 6 ? 0.25 : 2.5 }));
    const editado = await post('/api/teste/salvar-teste-confiabilidade', {
      cd_pessoa_candidato: cand,
      id_avaliacao: idAvaliacao,
      notas,
    });
    expect(editado.json()).toMatchObject({ id_avaliacao: idAvaliacao, nota_final: 100, classificacao: 'B' });
    const lido = (await get(`/api/teste/dados-teste-confiabilidade/${idAvaliacao}/${cand}`)).json();
    expect(lido.dados).toMatchObject({
      ID_AVALIACAO: idAvaliacao,
      NR_NOTA_FINAL: 100,
      DS_CLASSIFICACAO: 'B',
      DS_SITUACAO: 'final',
    });
    expect(lido.respostas).toHaveLength(12);
    const linha = (await get(`/api/teste/testes-candidato/${cand}`))
      .json()
      .find((x: { ID: number }) => x.ID === idAvaliacao);
    expect(linha).toMatchObject({ CAN_EDIT: 'CONF', DS_TESTE: 'Confiabilidade', DS_RESULTADO: 'B (100)' });
    expect((await get(`/api/teste/dados-teste-confiabilidade/${idAvaliacao}/${outro}`)).statusCode).toBe(404);
  });
});

describe('Learning Styles and Learning Means', () => {
  it('saves Learning Styles only complete, once, and lists the share per style', async () => {
    const d = (await get('/api/teste/dados-teste-ls')).json();
    expect(d.respostas.map((r: { ID_RESPOSTA: string }) => r.ID_RESPOSTA)).toEqual(['V', 'F']);
    expect(d.dados).toHaveLength(20);
    const respostas = d.dados.map((p: { ID: number; DS_CATEGORIA: string }) => ({
      id_pergunta: p.ID,
      resposta: p.DS_CATEGORIA === 'Ativo' ? 'V' : 'F',
    }));
    const parcial = await post('/api/teste/salvar-teste-ls', {
      cd_pessoa_candidato: cand,
      respostas: respostas.slice(1),
    });
    expect(parcial.json().error).toBe(M.todasPerguntas);
    const ok = await post('/api/teste/salvar-teste-ls', { cd_pessoa_candidato: cand, respostas });
    expect(ok.json()).toEqual({ status: 1, message: M.lsSalvo });
    expect(
      (await post('/api/teste/salvar-teste-ls', { cd_pessoa_candidato: cand, respostas })).statusCode,
    ).toBe(409);
    const lista = (await get(`/api/teste/lista-testes/${cand}/1`)).json();
    expect(lista[0].RESULTADO).toEqual([
      { NM_CATEGORIA: 'Ativo', QT_PONTOS: 5, PC_PONTOS: 100 },
      { NM_CATEGORIA: 'Reflexivo', QT_PONTOS: 0, PC_PONTOS: 0 },
      { NM_CATEGORIA: 'Teórico', QT_PONTOS: 0, PC_PONTOS: 0 },
      { NM_CATEGORIA: 'Pragmático', QT_PONTOS: 0, PC_PONTOS: 0 },
    ]);
  });

  it('saves Learning Means with each question’s own options', async () => {
    const d = (await get('/api/teste/dados-teste-lm')).json();
    expect(d.dados.map((g: { DS_GRUPO: string }) => g.DS_GRUPO)).toEqual([
      'Aprendizado',
      'Comunicação',
      'Trabalho',
    ]);
    const perguntas = d.dados.flatMap(
      (g: { perguntas: { ID: number; respostas: { ID_RESPOSTA: number }[] }[] }) => g.perguntas,
    );
    const respostas = perguntas.map((p: { ID: number; respostas: { ID_RESPOSTA: number }[] }) => ({
      id_pergunta: p.ID,
      id_resposta: p.respostas[0].ID_RESPOSTA,
    }));
    const trocada = await post('/api/teste/salvar-teste-lm', {
      cd_pessoa_candidato: cand,
      respostas: [
        { id_pergunta: perguntas[0].ID, id_resposta: perguntas[1].respostas[0].ID_RESPOSTA },
        ...respostas.slice(1),
      ],
    });
    expect(trocada.json().error).toBe(M.respostaInvalida);
    const ok = await post('/api/teste/salvar-teste-lm', { cd_pessoa_candidato: cand, respostas });
    expect(ok.json().status).toBe(1);
    const lista = (await get(`/api/teste/lista-testes/${cand}/2`)).json();
    expect(lista[0].RESULTADO[0]).toEqual({ NM_CATEGORIA: 'Visual', QT_PONTOS: 6, PC_PONTOS: 100 });
    const disp = (await get(`/api/teste/testes-disponiveis/${cand}`)).json();
    expect(disp.LS).toBeGreaterThan(0);
    expect(disp.LM).toBeGreaterThan(0);
  });
});

describe('test report and medical report', () => {
  it('renders the standard and the customer-specific report with the logo flags', async () => {
    const testes = (await get(`/api/teste/testes-laudo-candidato/${cand}`)).json();
    const marcados = testes
      .filter((x: { ID_GERA_LAUDO: string }) => x.ID_GERA_LAUDO === 'S')
      .map((x: { ID: number }) => x.ID);
    expect(marcados.length).toBeGreaterThanOrEqual(3);
    const padrao = await post(`/api/teste/laudo/${cand}`, {
      cd_pessoa_cliente: cliente,
      cd_cargo: CARGOS_TESTE.empilhadeira,
      tipo_laudo: 'P',
      logo_empresa: 'S',
      logo_cliente: 'N',
      ids: marcados,
    });
    expect(padrao.statusCode).toBe(200);
    expect(padrao.headers['content-type']).toContain('application/pdf');
    const tp = await textoPdf(padrao.rawPayload);
    expect(tp).toContain('RECRUTAMENTO E SELEÇÃO');
    expect(tp).toContain('Laudo de avaliação');
    expect(tp).toContain('Modelo padrão');
    expect(tp).toContain('Carla Testes Souza');
    expect(tp).toContain('Operador de Empilhadeira');
    expect(tp).toContain('Raciocínio Lógico');
    expect(tp).toContain('Médio Superior');
    expect(tp).toContain('Confiabilidade');
    expect(tp).not.toContain('METALÚRGICA LAUDO');

    const especifico = await post(`/api/teste/laudo/${cand}`, {
      cd_pessoa_cliente: cliente,
      cd_cargo: CARGOS_TESTE.empilhadeira,
      tipo_laudo: 'E',
      logo_empresa: 'N',
      logo_cliente: 'S',
      ids: marcados.slice(0, 1),
    });
    const te = await textoPdf(especifico.rawPayload);
    expect(te).toContain('Modelo específico do cliente');
    expect(te).toContain('METALÚRGICA LAUDO');
    expect(te).toContain('Parecer para Metalúrgica Laudo');
    expect(te).not.toContain('RECRUTAMENTO E SELEÇÃO');

    const nenhum = await post(`/api/teste/laudo/${cand}`, {
      cd_pessoa_cliente: cliente,
      cd_cargo: CARGOS_TESTE.empilhadeira,
      tipo_laudo: 'P',
      ids: [],
    });
    expect(nenhum.statusCode).toBe(400);
    expect(JSON.stringify(nenhum.json())).toContain(M.testesLaudoObrigatorio);
  });

  it('renders the medical report of the chosen disabilities and records who read it', async () => {
    const nenhuma = await post(`/api/candidato/laudo-medico/${cand}`, { check_id_cid_candidato: [] });
    expect(nenhuma.statusCode).toBe(400);
    expect(JSON.stringify(nenhuma.json())).toContain(M.selecioneDeficiencia);
    const onze = await post(`/api/candidato/laudo-medico/${cand}`, {
      check_id_cid_candidato: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect(onze.statusCode).toBe(400);
    const alheia = await post(`/api/candidato/laudo-medico/${outro}`, {
      check_id_cid_candidato: [deficiencias[0]],
    });
    expect(alheia.json().error).toBe(M.deficienciaDeOutroCandidato);
    expect(await contar('laudo_leitura')).toBe(0);

    const r = await post(`/api/candidato/laudo-medico/${cand}`, {
      origem: 'DadosCandidato',
      check_id_cid_candidato: deficiencias,
    });
    expect(r.statusCode).toBe(200);
    const texto = await textoPdf(r.rawPayload);
    expect(texto).toContain('Laudo médico');
    expect(texto).toContain('Carla Testes Souza');
    expect(texto).toContain('H90');
    expect(texto).toContain('H91');
    const leituras = (await get(`/api/candidato/leituras-laudo/${cand}`)).json();
    expect(leituras).toHaveLength(1);
    expect(leituras[0]).toMatchObject({
      ID_TIPO: 'M',
      NM_USUARIO: 'Analista Testes',
      ID_CID_CANDIDATO: null,
    });
  });

  it('records the reading of a disability report file', async () => {
    const { ArmazenamentoLocal, novaChave } = await import('../../../platform/adapters/armazenamento');
    const path = await import('node:path');
    const chave = novaChave('laudos', cand, 'pdf');
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await new ArmazenamentoLocal(path.join(t.app.deps.config.dataDir, 'arquivos')).gravar(chave, pdf);
    await t.db.handle.query(
      'UPDATE candidato_deficiencia SET ds_caminho_laudo = $1 WHERE id_cid_candidato = $2',
      [chave, deficiencias[1]],
    );
    const r = await get(`/api/candidato/arquivo-laudo/${deficiencias[1]}`);
    expect(r.statusCode).toBe(200);
    const leituras = (await get(`/api/candidato/leituras-laudo/${cand}`)).json();
    expect(leituras[0]).toMatchObject({
      ID_TIPO: 'A',
      ID_CID_CANDIDATO: deficiencias[1],
      NM_USUARIO: 'Analista Testes',
    });
    expect(leituras[0].NM_TIPO_DEFICIENCIA).toBeTruthy();
  });
});
