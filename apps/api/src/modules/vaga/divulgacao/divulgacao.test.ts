import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MENSAGENS_DIVULGACAO } from '@backoffice/domain/divulgacao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import {
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
  lerVaga,
  notasVaga,
} from '../../../../test/vaga-fixtures';
import type { JobBoardAdapter, PedidoJobBoard } from '../../../platform/adapters/job-board';
import { JobBoardHttp } from '../../../platform/adapters/job-board-http';
import { JobBoardLocal } from '../../../platform/adapters/job-board-local';
import {
  iniciarTrabalhadorDivulgacao,
  processarFilaDivulgacao,
  recuperarPedidosSemTrabalho,
} from './divulgacao-fila.service';
import { buscarVagaPublicada, feedXml, jobPosting } from './divulgacao-publica.service';

const D = MENSAGENS_DIVULGACAO;
const M = MENSAGENS_VAGA_EDICAO;
const DESCRICAO = 'Operador de empilhadeira para o turno da noite';
const REQUISITOS = 'Curso de operador de empilhadeira válido';
const ATIVIDADES = 'Movimentar cargas no armazém e conferir notas';

let t: TestApp;
let cookie: string;
let cliente: number;
const imediato = new JobBoardLocal({ atrasoMs: 0 });

beforeAll(async () => {
  t = await createTestApp({
    JOB_BOARD_POLL_SECONDS: '0',
    JOB_POSTING_URL_BASE: 'https://vagas.exemplo.com.br/vaga',
  });
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  cliente = await criarCliente(db, 'Logística & Cia <Sul>');
  await db.execute(sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (30, 'Operador de Empilhadeira')`);
  cookie = await login(t.app, 'selecao');
});
afterAll(async () => {
  await t.close();
});

interface Cenario {
  req: number;
  nr: number;
}

async function cenario(dados: DadosVaga = {}): Promise<Cenario> {
  const req = await criarRequisicao(t.app.deps.db, cliente);
  const nr = await criarVaga(t.app.deps.db, { cliente, requisicao: req }, { cd_cargo: 30, ...dados });
  return { req, nr };
}

const publicada: DadosVaga = {
  id_libera_internet: 'S',
  ds_observacao_internet: DESCRICAO,
  ds_requisitos_internet: REQUISITOS,
  ds_atividades_internet: ATIVIDADES,
  vl_salario: 2200,
  id_salario: 'M',
  dt_libera_internet: new Date('2024-01-01T03:00:00Z'),
};

const post = (url: string, payload: object | undefined) =>
  injectAs(t.app, cookie, { method: 'POST', url: `/api/${url}`, payload });
const get = (url: string) => injectAs(t.app, cookie, { method: 'GET', url: `/api/${url}` });
const cartoes = async (req: number) =>
  (await get(`vaga/divulgacoes-redes-sociais/${req}`)).json() as {
    CD_INTEGRACAO: number;
    NM_INTEGRACAO: string;
    DIVULGADO: string;
    DATA_DIVULGACAO: string | null;
    ID_SITUACAO_DIVULGACAO: string | null;
    DS_AVISO: string | null;
    DS_ERRO: string | null;
    ID_ADAPTADOR_LOCAL: string;
  }[];
const cartao = async (req: number, cd: number) => (await cartoes(req)).find((c) => c.CD_INTEGRACAO === cd);

describe('Divulga Web tab', () => {
  it('answers the web publishing data', async () => {
    const { nr, req } = await cenario();
    expect((await get(`vaga/requisicao-vaga-liberada-internet/${nr}`)).json()).toEqual({
      NR_VAGA: nr,
      NR_REQUISICAO: req,
      ID_LIBERA_INTERNET: 'N',
      ID_DIVULGA_REDES_SOCIAIS: 'N',
      ID_LOCAL_TRABALHO: 'C',
      QT_CANDIDATOS_VAGA_WEB: 100,
      DS_OBSERVACAO_INTERNET: null,
      DS_REQUISITOS_INTERNET: null,
      DS_ATIVIDADES_INTERNET: null,
      DS_LOCAL_ATUACAO_INTERNET: null,
      DT_LIBERA_INTERNET: null,
      DT_RETIRA_INTERNET: null,
      DT_EMAIL_DIVULGACAO_INTERNET: null,
      ID_ENVIA_EMAIL_ALTERACOES: 'N',
      CD_UF_ATUACAO: null,
      NM_CIDADE_ATUACAO: null,
      ID_PUBLICADA_WEB: 'N',
    });
  });

  it('releases the vacancy on the internet with a work location', async () => {
    const { nr } = await cenario();
    const res = await post('vaga/divulga-vaga-web', {
      nr_vaga: nr,
      id_libera_internet: 'S',
      id_divulga_redes_sociais: 'S',
      id_local_trabalho: 'L',
      cd_uf_atuacao: 'SC',
      nm_cidade_atuacao: 'florianopolis',
      qt_candidatos_vaga_web: 150,
      ds_observacao_internet: DESCRICAO,
      ds_requisitos_internet: REQUISITOS,
      ds_atividades_internet: ATIVIDADES,
      dt_libera_internet: '01-01-2024',
      dt_retira_internet: '31/12/2099',
      envia_email_alteracoes: 'S',
    });
    expect(res.json()).toEqual({ status: 1, message: M.sucesso.divulgaWeb });
    const d = (await get(`vaga/requisicao-vaga-liberada-internet/${nr}`)).json();
    expect(d).toMatchObject({
      ID_LIBERA_INTERNET: 'S',
      ID_DIVULGA_REDES_SOCIAIS: 'S',
      ID_LOCAL_TRABALHO: 'L',
      CD_UF_ATUACAO: 'SC',
      NM_CIDADE_ATUACAO: 'Florianópolis',
      QT_CANDIDATOS_VAGA_WEB: 150,
      DT_LIBERA_INTERNET: '2024-01-01',
      DT_RETIRA_INTERNET: '2099-12-31',
      ID_ENVIA_EMAIL_ALTERACOES: 'S',
      ID_PUBLICADA_WEB: 'S',
    });
    expect((await notasVaga(t.app.deps.db, nr))[0].id_tipo).toBe('W');
  });

  it("answers the spec's messages and writes nothing on bad input", async () => {
    const { nr } = await cenario();
    const casos: [object, string[]][] = [
      [{ ds_observacao_internet: 'curta' }, ['Descrição da vaga Min. de 20 caracteres!']],
      [
        { ds_observacao_internet: DESCRICAO, qt_candidatos_vaga_web: 0 },
        ['Quantidade de candidatos deve ser maior que 0'],
      ],
      [
        { ds_observacao_internet: DESCRICAO, qt_candidatos_vaga_web: 201 },
        ['O valor máximo permitido é 200'],
      ],
      [
        { ds_observacao_internet: DESCRICAO, id_divulga_redes_sociais: 'S' },
        ['Requisitos da vaga. Min. de 20 caracteres', 'Atividade da vaga. Min. de 20 caracteres'],
      ],
      [
        { ds_observacao_internet: DESCRICAO, id_local_trabalho: 'L' },
        ['Informe o estado de atuação', 'Informe a cidade de atuação'],
      ],
    ];
    for (const [extra, erros] of casos) {
      const res = await post('vaga/divulga-vaga-web', { nr_vaga: nr, id_libera_internet: 'S', ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(erros);
    }
    const cidade = await post('vaga/divulga-vaga-web', {
      nr_vaga: nr,
      id_libera_internet: 'S',
      ds_observacao_internet: DESCRICAO,
      id_local_trabalho: 'L',
      cd_uf_atuacao: 'PR',
      nm_cidade_atuacao: 'Joinville',
    });
    expect(cidade.json().error).toBe(D.cidadeInvalida);
    expect((await lerVaga(t.app.deps.db, nr)).id_libera_internet).toBe('N');
    expect(await notasVaga(t.app.deps.db, nr)).toHaveLength(0);
  });

  it('turns the flags off and keeps the texts; replicates the description to the requisition', async () => {
    const { nr, req } = await cenario(publicada);
    const irma = await criarVaga(t.app.deps.db, { cliente, requisicao: req });
    const off = await post('vaga/divulga-vaga-web', { nr_vaga: nr, id_libera_internet: 'N' });
    expect(off.statusCode).toBe(200);
    expect(await lerVaga(t.app.deps.db, nr)).toMatchObject({
      id_libera_internet: 'N',
      ds_observacao_internet: DESCRICAO,
    });
    await post('vaga/divulga-vaga-web', {
      nr_vaga: nr,
      id_libera_internet: 'S',
      ds_observacao_internet: `${DESCRICAO} (revisada)`,
      replica_descricao: 'S',
    });
    expect((await lerVaga(t.app.deps.db, irma)).ds_observacao_internet).toBe(`${DESCRICAO} (revisada)`);
  });
});

describe('social publishing', () => {
  it('shows one card per integration, two of them with the 24-hour notice', async () => {
    const { req } = await cenario(publicada);
    const lista = await cartoes(req);
    expect(lista.map((c) => c.NM_INTEGRACAO)).toEqual([
      'LinkedIn',
      'Facebook',
      'Instagram',
      'Indeed',
      'Catho',
    ]);
    expect(
      lista.every((c) => c.DIVULGADO === 'N' && c.DATA_DIVULGACAO === null && c.ID_ADAPTADOR_LOCAL === 'S'),
    ).toBe(true);
    expect((await get('vaga/divulgacoes-redes-sociais/999999')).statusCode).toBe(404);
  });

  it('refuses publishing while internet publishing is off', async () => {
    const { nr, req } = await cenario();
    const res = await post(`vaga/${nr}/divulgar-requisicao-redes-sociais/${req}`, { cd_integracao: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(D.internetDesabilitada);
    expect((await cartao(req, 4))?.DIVULGADO).toBe('N');
  });

  it('queues the publication; the adapter makes it effective with a date', async () => {
    const { nr, req } = await cenario(publicada);
    const res = await post(`vaga/${nr}/divulgar-requisicao-redes-sociais/${req}`, { cd_integracao: 4 });
    expect(res.json()).toEqual({ status: 1, message: 'Vaga inserida na fila de divulgação com sucesso' });
    expect(await cartao(req, 4)).toMatchObject({
      DIVULGADO: 'S',
      DATA_DIVULGACAO: null,
      ID_SITUACAO_DIVULGACAO: 'F',
      DS_AVISO: 'Efetivação da divulgação em até 24hs',
    });
    expect(
      (await post(`vaga/${nr}/divulgar-requisicao-redes-sociais/${req}`, { cd_integracao: 4 })).statusCode,
    ).toBe(409);

    // the local adapter completes only after its delay
    let agora = new Date();
    const lento = new JobBoardLocal({ atrasoMs: 60_000, agora: () => agora });
    expect(await processarFilaDivulgacao(t.app.deps, lento)).toBe(1);
    expect((await cartao(req, 4))?.DATA_DIVULGACAO).toBeNull();
    // the board said to ask again later: the request waits in a job due then (pg-boss), its row says when
    const [espera] = await t.app.deps.handle.query<{ n: number; igual: boolean }>(
      `SELECT count(*)::int AS n, bool_and(abs(extract(epoch FROM j.start_after - f.dt_disponivel)) < 1) AS igual
         FROM pgboss.job j JOIN fila_divulgacao f ON f.id_fila = (j.data->>'id_fila')::bigint
        WHERE j.name = 'divulgacao-vaga' AND j.state = 'created' AND f.nr_requisicao = $1
          AND j.start_after > now() + interval '30 seconds'`,
      [req],
    );
    expect(espera).toEqual({ n: 1, igual: true });
    expect(await processarFilaDivulgacao(t.app.deps, lento)).toBe(0);
    await t.app.deps.handle.query(
      `UPDATE pgboss.job SET start_after = now() - interval '1 second'
        WHERE name = 'divulgacao-vaga' AND state = 'created' AND (data->>'id_fila')::bigint IN
              (SELECT id_fila FROM fila_divulgacao WHERE nr_requisicao = $1)`,
      [req],
    );
    agora = new Date(Date.now() + 61_000);
    expect(await processarFilaDivulgacao(t.app.deps, lento)).toBe(1);
    const c = await cartao(req, 4);
    expect(c).toMatchObject({ DIVULGADO: 'S', ID_SITUACAO_DIVULGACAO: 'P', DS_AVISO: null });
    expect(Date.parse(c?.DATA_DIVULGACAO ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const [fila] = await t.app.deps.handle.query<{
      id_resultado: string;
      ds_payload: { vaga: { title: string } };
    }>('SELECT id_resultado, ds_payload FROM fila_divulgacao WHERE nr_requisicao = $1', [req]);
    expect(fila.id_resultado).toBe('S');
    expect(fila.ds_payload.vaga.title).toBe('Operador de Empilhadeira');
    expect((await notasVaga(t.app.deps.db, nr)).map((n) => n.ds_historico)).toEqual([
      'Divulgação solicitada em Indeed',
    ]);
  });

  it('gives a job to an open request that has none (queued before the queue moved), once', async () => {
    const { nr, req } = await cenario(publicada);
    await post(`vaga/${nr}/divulgar-requisicao-redes-sociais/${req}`, { cd_integracao: 4 });
    const jobs = async () =>
      (
        await t.app.deps.handle.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job j JOIN fila_divulgacao f ON f.id_fila = (j.data->>'id_fila')::bigint
            WHERE j.name = 'divulgacao-vaga' AND j.state < 'completed' AND f.nr_requisicao = $1`,
          [req],
        )
      )[0].n;
    // the request as an older installation left it: its status row without a job
    await t.app.deps.handle.query(
      `DELETE FROM pgboss.job WHERE name = 'divulgacao-vaga' AND (data->>'id_fila')::bigint IN
              (SELECT id_fila FROM fila_divulgacao WHERE nr_requisicao = $1)`,
      [req],
    );
    expect(await jobs()).toBe(0);
    expect(await processarFilaDivulgacao(t.app.deps, imediato)).toBe(0);
    // two instances starting together: one job only
    const [a, b] = await Promise.all([
      recuperarPedidosSemTrabalho(t.app.deps),
      recuperarPedidosSemTrabalho(t.app.deps),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await jobs()).toBe(1);
    expect(await processarFilaDivulgacao(t.app.deps, imediato)).toBe(1);
    expect(await cartao(req, 4)).toMatchObject({ ID_SITUACAO_DIVULGACAO: 'P' });
    expect(await recuperarPedidosSemTrabalho(t.app.deps)).toBe(0);
  });

  it('removes a publication: at once on the card, then from the job board', async () => {
    const { nr, req } = await cenario(publicada);
    await post(`vaga/${nr}/divulgar-requisicao-redes-sociais/${req}`, { cd_integracao: 1 });
    await processarFilaDivulgacao(t.app.deps, imediato);
    expect((await cartao(req, 1))?.ID_SITUACAO_DIVULGACAO).toBe('P');
    const res = await post(`vaga/remover-divulgacao-rede-social/${req}`, { cd_integracao: 1, nr_vaga: nr });
    expect(res.json()).toEqual({ status: 1, message: 'Vaga removida da fila de divulgação com sucesso' });
    expect(await cartao(req, 1)).toMatchObject({ DIVULGADO: 'N', DATA_DIVULGACAO: null });
    const enviados: PedidoJobBoard[] = [];
    const espiao: JobBoardAdapter = {
      nome: 'local',
      enviar: async (p) => {
        enviados.push(p);
        return imediato.enviar(p);
      },
    };
    expect(await processarFilaDivulgacao(t.app.deps, espiao)).toBe(1);
    expect(enviados[0]).toMatchObject({ acao: 'remover', id_externo: expect.stringMatching(/^local-1-/) });
    const again = await post(`vaga/remover-divulgacao-rede-social/${req}`, { cd_integracao: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(D.naoDivulgada);
  });

  it('cancels a publication still in the queue', async () => {
    const { nr, req } = await cenario(publicada);
    await post(`vaga/${nr}/divulgar-requisicao-redes-sociais/${req}`, { cd_integracao: 2 });
    await post(`vaga/remover-divulgacao-rede-social/${req}`, { cd_integracao: 2 });
    expect(await processarFilaDivulgacao(t.app.deps, imediato)).toBe(0);
    expect((await cartao(req, 2))?.DIVULGADO).toBe('N');
  });

  it('shows the error when the job board refuses', async () => {
    const { nr, req } = await cenario(publicada);
    await post(`vaga/${nr}/divulgar-requisicao-redes-sociais/${req}`, { cd_integracao: 5 });
    const recusa = new JobBoardLocal({ atrasoMs: 0, recusar: () => 'Categoria inválida' });
    await processarFilaDivulgacao(t.app.deps, recusa);
    expect(await cartao(req, 5)).toMatchObject({
      DIVULGADO: 'S',
      ID_SITUACAO_DIVULGACAO: 'E',
      DS_ERRO: 'Categoria inválida',
    });
  });

  it('hands each queued request to one worker only, however many run at once', async () => {
    const pedidos: number[] = [];
    const contador: JobBoardAdapter = {
      nome: 'local',
      enviar: async (p) => {
        pedidos.push(p.id_fila);
        await new Promise((r) => setTimeout(r, 20));
        return imediato.enviar(p);
      },
    };
    const { nr, req } = await cenario(publicada);
    for (const cd of [1, 2, 3, 4, 5])
      await post(`vaga/${nr}/divulgar-requisicao-redes-sociais/${req}`, { cd_integracao: cd });
    await Promise.all([1, 2, 3].map(() => processarFilaDivulgacao(t.app.deps, contador, 2)));
    while ((await processarFilaDivulgacao(t.app.deps, contador, 2)) > 0) {
      // drain
    }
    expect(pedidos).toHaveLength(5);
    expect(new Set(pedidos).size).toBe(5);
    expect((await cartoes(req)).every((c) => c.ID_SITUACAO_DIVULGACAO === 'P')).toBe(true);
  });

  it('runs the worker on a poll', async () => {
    const { nr, req } = await cenario(publicada);
    await post(`vaga/${nr}/divulgar-requisicao-redes-sociais/${req}`, { cd_integracao: 3 });
    const deps = { ...t.app.deps, config: { ...t.app.deps.config, JOB_BOARD_POLL_SECONDS: 0.05 } };
    const trabalhador = iniciarTrabalhadorDivulgacao(deps, imediato, t.app.log);
    try {
      const limite = Date.now() + 10_000;
      while ((await cartao(req, 3))?.ID_SITUACAO_DIVULGACAO !== 'P' && Date.now() < limite) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await cartao(req, 3))?.DATA_DIVULGACAO).not.toBeNull();
    } finally {
      await trabalhador.parar();
    }
  });

  it('refuses a vacancy of another requisition and an unknown integration', async () => {
    const a = await cenario(publicada);
    const b = await cenario(publicada);
    const outra = await post(`vaga/${a.nr}/divulgar-requisicao-redes-sociais/${b.req}`, { cd_integracao: 1 });
    expect(outra.statusCode).toBe(400);
    expect(outra.json().error).toBe(D.vagaDeOutraRequisicao);
    const integ = await post(`vaga/${a.nr}/divulgar-requisicao-redes-sociais/${a.req}`, {
      cd_integracao: 99,
    });
    expect(integ.statusCode).toBe(404);
    const sem = await post(`vaga/${a.nr}/divulgar-requisicao-redes-sociais/${a.req}`, {});
    expect(sem.json().error).toEqual([D.integracaoObrigatoria]);
  });
});

describe('HTTP job-board adapter', () => {
  it('speaks the gateway protocol: publish, pending, retry, refusal and removal', async () => {
    const recebidos: { metodo: string; url: string; cabecalhos: http.IncomingHttpHeaders; corpo: string }[] =
      [];
    const respostas: [number, Record<string, string>, string][] = [
      [201, {}, JSON.stringify({ id: 'ind-123' })],
      [202, { 'retry-after': '120' }, ''],
      [503, {}, ''],
      [422, {}, JSON.stringify({ error: 'Título obrigatório' })],
      [404, {}, ''],
    ];
    const servidor = http.createServer((req, res) => {
      let corpo = '';
      req.on('data', (c) => {
        corpo += c;
      });
      req.on('end', () => {
        recebidos.push({ metodo: req.method ?? '', url: req.url ?? '', cabecalhos: req.headers, corpo });
        const [status, cab, texto] = respostas.shift() ?? [500, {}, ''];
        res.writeHead(status, { 'content-type': 'application/json', ...cab });
        res.end(texto);
      });
    });
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', () => r()));
    try {
      const { port } = servidor.address() as AddressInfo;
      const adapter = new JobBoardHttp({ url: `http://127.0.0.1:${port}/api/`, token: 'segredo' });
      const pedido: PedidoJobBoard = {
        acao: 'publicar',
        id_fila: 7,
        cd_integracao: 4,
        nm_integracao: 'Indeed',
        nr_requisicao: 10,
        nr_vaga: 20,
        solicitado_em: new Date(),
        id_externo: null,
        vaga: null,
      };
      expect(await adapter.enviar(pedido)).toMatchObject({ tipo: 'concluido', id_externo: 'ind-123' });
      expect(recebidos[0]).toMatchObject({ metodo: 'POST', url: '/api/publicacoes' });
      expect(recebidos[0].cabecalhos).toMatchObject({
        authorization: 'Bearer segredo',
        'idempotency-key': 'divulgacao-7',
      });
      expect(JSON.parse(recebidos[0].corpo)).toEqual({
        integracao: { codigo: 4, nome: 'Indeed' },
        requisicao: 10,
        vaga: null,
      });
      const pendente = await adapter.enviar(pedido);
      expect(pendente.tipo).toBe('pendente');
      expect(pendente.tipo === 'pendente' && pendente.tentar_em.getTime()).toBeGreaterThan(
        Date.now() + 100_000,
      );
      expect(await adapter.enviar(pedido)).toMatchObject({ tipo: 'erro', definitivo: false });
      expect(await adapter.enviar(pedido)).toMatchObject({
        tipo: 'erro',
        definitivo: true,
        mensagem: expect.stringContaining('Título obrigatório'),
      });
      expect(await adapter.enviar({ ...pedido, acao: 'remover', id_externo: 'ind-123' })).toMatchObject({
        tipo: 'concluido',
        id_externo: 'ind-123',
      });
      expect(recebidos[4]).toMatchObject({ metodo: 'DELETE', url: '/api/publicacoes/ind-123' });
    } finally {
      servidor.close();
    }
  });
});

describe('public job feed', () => {
  it('serves a published vacancy as schema.org JobPosting JSON-LD without a session', async () => {
    const { nr, req } = await cenario(publicada);
    await t.app.deps.db.execute(
      sql`INSERT INTO requisicao_beneficio (nr_requisicao, id_vale_refeicao) VALUES (${req}, 'S')`,
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/divulgacao/vagas/${nr}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(res.json()).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Operador de Empilhadeira',
      datePosted: '2024-01-01T03:00:00.000Z',
      employmentType: 'FULL_TIME',
      // the feed's texts are plain: the client's name loses its markup
      hiringOrganization: { '@type': 'Organization', name: 'Logística & Cia' },
      jobLocation: { address: { addressLocality: 'Joinville', addressRegion: 'SC', addressCountry: 'BR' } },
      baseSalary: { currency: 'BRL', value: { value: 2200, unitText: 'MONTH' } },
      identifier: { value: String(nr) },
      jobBenefits: 'Vale refeição',
      url: `https://vagas.exemplo.com.br/vaga/${nr}`,
      // one applies on the vacancy's own page
      directApply: true,
    });
    expect(res.json().description).toBe(
      `${DESCRICAO}\n\nRequisitos: ${REQUISITOS}\n\nAtividades: ${ATIVIDADES}`,
    );
    // no withdrawal date: no end of validity
    expect(res.json()).not.toHaveProperty('validThrough');
  });

  it('is valid through the withdrawal instant in Brasília time, in the JSON-LD and the XML feed', async () => {
    // the editor stores the withdrawal date 31/12/2099 as the start of that day
    const { nr } = await cenario({ ...publicada, dt_retira_internet: new Date('2099-12-31T00:00:00-03:00') });
    const res = await t.app.inject({ method: 'GET', url: `/api/divulgacao/vagas/${nr}` });
    expect(res.statusCode).toBe(200);
    // it leaves the portal at that instant (CONDICAO_PUBLICADA): valid until then, not a day longer
    expect(res.json()).toMatchObject({ validThrough: '2099-12-31T00:00:00-03:00', directApply: true });
    const xml = (await t.app.inject({ method: 'GET', url: '/api/divulgacao/vagas.xml' })).body;
    const item = xml.slice(xml.indexOf(`<referencenumber><![CDATA[${nr}]]>`));
    expect(item.slice(0, item.indexOf('</job>'))).toContain(
      '<expirationdate><![CDATA[2099-12-31]]></expirationdate>',
    );
    // written in Brasília's offset: 02:30 UTC of the 31st is 23:30 of the 30th there
    const v = (await buscarVagaPublicada(t.app.deps.db, nr))!;
    expect(
      jobPosting({ ...v, data_retirada: new Date('2099-12-31T02:30:00Z') }, t.app.deps.config).validThrough,
    ).toBe('2099-12-30T23:30:00-03:00');
    expect(
      jobPosting({ ...v, data_retirada: new Date('2099-06-15T23:59:59-03:00') }, t.app.deps.config)
        .validThrough,
    ).toBe('2099-06-15T23:59:59-03:00');
  });

  it('hides a confidential client and answers 404 for vacancies not on the web', async () => {
    const sigilosa = await cenario({ ...publicada, id_vaga_confidencial: 'S' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/divulgacao/vagas/${sigilosa.nr}` })).json()
        .hiringOrganization.name,
    ).toBe('Unidade 1');
    const naoLiberada = await cenario();
    const retirada = await cenario({ ...publicada, dt_retira_internet: new Date('2024-06-01T03:00:00Z') });
    const cancelada = await cenario({ ...publicada, cd_situacao_vaga: 5 });
    for (const v of [naoLiberada, retirada, cancelada]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/divulgacao/vagas/${v.nr}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(D.vagaNaoPublicada);
    }
  });

  it('serves every vacancy published on the web as an XML job feed', async () => {
    const { nr } = await cenario({ ...publicada, ds_observacao_internet: 'Texto com ]]> e <b>marcação</b>' });
    const fora = await cenario();
    const res = await t.app.inject({ method: 'GET', url: '/api/divulgacao/vagas.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<source>')).toBe(true);
    expect(xml).toContain('<publisher>Recrutamento e Seleção</publisher>');
    expect(xml).toContain(`<referencenumber><![CDATA[${nr}]]></referencenumber>`);
    expect(xml).not.toContain(`<referencenumber><![CDATA[${fora.nr}]]></referencenumber>`);
    expect(xml).toContain('<company><![CDATA[Logística & Cia]]></company>');
    expect(xml).toContain('<jobtype><![CDATA[fulltime]]></jobtype>');
    expect(xml).toContain('<description><![CDATA[Texto com ]]]]><![CDATA[> e marcação\n\nRequisitos:');
    const bruto = feedXml(
      [
        {
          ...(await buscarVagaPublicada(t.app.deps.db, nr))!,
          titulo: 'Título com ]]> no meio\u0007',
        },
      ],
      t.app.deps.config,
    );
    expect(bruto).toContain('<title><![CDATA[Título com ]]]]><![CDATA[> no meio]]></title>');
    expect(xml.match(/<job>/g)?.length).toBe(xml.match(/<\/job>/g)?.length);
    expect(xml.trimEnd().endsWith('</source>')).toBe(true);
  });
});
