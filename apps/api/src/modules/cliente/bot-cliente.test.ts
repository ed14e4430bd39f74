import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MENSAGENS_BOT } from '@backoffice/domain/bot-cliente';
import { formatarCnpj } from '@backoffice/domain/formatacao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import { criarCliente } from '../../../test/vaga-fixtures';
import { SimplesBrasilApi } from '../../platform/adapters/simples-nacional';
import { cnpjDeRaiz } from '../../seed/documentos';

/** A local peer speaking BrasilAPI's CNPJ protocol: known CNPJs, 404 for others, 429 on demand. */
const SIMPLES = cnpjDeRaiz(11_222_333);
const NAO_SIMPLES = cnpjDeRaiz(22_333_444);
const OCUPADO_UMA_VEZ = cnpjDeRaiz(33_444_555);
const SEMPRE_OCUPADO = cnpjDeRaiz(44_555_666);
const DESCONHECIDO = cnpjDeRaiz(55_666_777);
const ALFANUMERICO = '12ABC34501DE35';
const pedidos: string[] = [];
let ocupadoUmaVez = 0;

function peer(): Promise<Server> {
  const server = createServer((req, res) => {
    const m = /^\/api\/cnpj\/v1\/([0-9A-Za-z]+)$/.exec(req.url ?? '');
    pedidos.push(req.url ?? '');
    const json = (status: number, corpo: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(corpo));
    };
    if (!m) return json(404, { message: 'Not found' });
    const cnpj = m[1];
    if (cnpj === SEMPRE_OCUPADO) return json(429, { message: 'Too many requests' }, { 'retry-after': '0' });
    if (cnpj === OCUPADO_UMA_VEZ && ocupadoUmaVez++ === 0)
      return json(429, { message: 'Too many requests' }, { 'retry-after': '0' });
    const base = { cnpj, razao_social: `EMPRESA ${cnpj}`, situacao_cadastral: 2, opcao_pelo_mei: false };
    if (cnpj === SIMPLES || cnpj === ALFANUMERICO)
      return json(200, {
        ...base,
        opcao_pelo_simples: true,
        data_opcao_pelo_simples: '2019-01-01',
        data_exclusao_do_simples: null,
      });
    if (cnpj === NAO_SIMPLES || cnpj === OCUPADO_UMA_VEZ)
      return json(200, {
        ...base,
        opcao_pelo_simples: false,
        data_opcao_pelo_simples: '2010-01-01',
        data_exclusao_do_simples: '2020-12-31',
      });
    return json(404, { message: `CNPJ ${cnpj} não encontrado.`, type: 'not_found', name: 'NotFoundError' });
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

let servidor: Server;
let t: TestApp;
let cookie: string;
let semPermissao: string;
const clientes: Record<string, number> = {};

beforeAll(async () => {
  servidor = await peer();
  const porta = (servidor.address() as AddressInfo).port;
  t = await createTestApp({
    SIMPLES_ADAPTER: 'brasilapi',
    SIMPLES_API_URL: `http://127.0.0.1:${porta}`,
    SIMPLES_ESPERA_MAX_SECONDS: '1',
    SIMPLES_TENTATIVAS: '2',
  });
  cookie = (await loginComUsuario(t.app, { permissoes: PERMISSOES.botValidaCliente })).cookie;
  semPermissao = (await loginComUsuario(t.app, { permissoes: PERMISSOES.selecao })).cookie;
  for (const [nome, cnpj] of Object.entries({
    simples: SIMPLES,
    naoSimples: NAO_SIMPLES,
    ocupadoUmaVez: OCUPADO_UMA_VEZ,
    sempreOcupado: SEMPRE_OCUPADO,
    desconhecido: DESCONHECIDO,
    alfanumerico: ALFANUMERICO,
  })) {
    const cd = await criarCliente(t.app.deps.db, `Cliente ${nome}`);
    await t.app.deps.handle.query('UPDATE pessoa SET nr_documento_cnpj = $2 WHERE cd_pessoa = $1', [
      cd,
      cnpj,
    ]);
    clientes[nome] = cd;
  }
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => servidor.close(r));
});

const valida = (nome: string, cnpj: string, c = cookie) =>
  injectAs(t.app, c, {
    method: 'POST',
    url: '/api/bot-cliente/valida',
    payload: { cd_pessoa_cliente: clientes[nome], cd_empresa_cliente: 1, cnpj },
  });
const hoje = dataNegocio();

describe('POST /api/bot-cliente/valida through BrasilAPI', () => {
  it('records the regime with its source and time, and updates the client', async () => {
    const res = await valida('simples', formatarCnpj(SIMPLES));
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo.ID_OPTANTE_SIMPLES_NAC).toBe('S');
    const consulta = JSON.parse(corpo.DS_CONSULTA);
    expect(consulta).toMatchObject({
      status: 'success',
      fonte: 'BrasilAPI',
      opcao_pelo_simples: true,
      data_opcao_pelo_simples: '2019-01-01',
    });
    expect(Date.parse(consulta.consultado_em)).toBeGreaterThan(Date.now() - 60_000);
    const [c] = await t.app.deps.handle.query<{ id: string }>(
      'SELECT id_optante_simples_nac AS id FROM cliente WHERE cd_pessoa = $1',
      [clientes.simples],
    );
    expect(c.id).toBe('S');
    expect((await valida('naoSimples', NAO_SIMPLES)).json().ID_OPTANTE_SIMPLES_NAC).toBe('N');
  });

  it('accepts the alphanumeric CNPJ', async () => {
    const res = await valida('alfanumerico', '12.ABC.345/01DE-35');
    expect(res.statusCode).toBe(200);
    expect(res.json().ID_OPTANTE_SIMPLES_NAC).toBe('S');
    expect(pedidos).toContain(`/api/cnpj/v1/${ALFANUMERICO}`);
  });

  it('waits out a 429 and asks again', async () => {
    const antes = pedidos.filter((p) => p.endsWith(OCUPADO_UMA_VEZ)).length;
    const res = await valida('ocupadoUmaVez', OCUPADO_UMA_VEZ);
    expect(res.statusCode).toBe(200);
    expect(res.json().ID_OPTANTE_SIMPLES_NAC).toBe('N');
    expect(pedidos.filter((p) => p.endsWith(OCUPADO_UMA_VEZ)).length - antes).toBe(2);
  });

  it('gives up after the attempts of a lasting 429 and records an error row', async () => {
    const res = await valida('sempreOcupado', SEMPRE_OCUPADO);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toContain(MENSAGENS_BOT.erroValidar);
    const hist = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/bot-cliente/historico-cliente-validasimples/${clientes.sempreOcupado}`,
    });
    const [linha] = hist.json();
    expect(JSON.parse(linha.DS_CONSULTA)).toMatchObject({ status: 'error', error: true, http_status: 429 });
  });

  it('records an unknown CNPJ as an error', async () => {
    const res = await valida('desconhecido', DESCONHECIDO);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toContain('não encontrado');
  });

  it('refuses an invalid CNPJ, another client’s CNPJ and users without code 341, writing nothing', async () => {
    const invalido = `${SIMPLES.slice(0, 13)}${(Number(SIMPLES[13]) + 1) % 10}`;
    expect((await valida('naoSimples', invalido)).statusCode).toBe(400);
    expect((await valida('naoSimples', SIMPLES)).statusCode).toBe(400);
    expect((await valida('naoSimples', NAO_SIMPLES, semPermissao)).statusCode).toBe(403);
    const [n] = await t.app.deps.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cliente_valida_simples WHERE cd_pessoa_cliente = $1',
      [clientes.naoSimples],
    );
    expect(n.n).toBe(1);
  });

  it('lists the clients still to validate and the validated ones of the period', async () => {
    const q = `dt_inicio=${hoje}&dt_fim=${hoje}`;
    const para = await injectAs(t.app, cookie, { method: 'GET', url: `/api/bot-cliente/list-clientes?${q}` });
    expect(para.statusCode).toBe(200);
    const validados = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/bot-cliente/list-clientes-validados?${q}&id_clientes_validados=S`,
    });
    const nomes = validados.json().map((l: { NM_PESSOA_CLIENTE: string }) => l.NM_PESSOA_CLIENTE);
    expect(nomes).toEqual(
      expect.arrayContaining(['Cliente simples', 'Cliente sempreOcupado', 'Cliente alfanumerico']),
    );
    const ocupado = validados
      .json()
      .find((l: { NM_PESSOA_CLIENTE: string }) => l.NM_PESSOA_CLIENTE === 'Cliente sempreOcupado');
    expect(JSON.parse(ocupado.DS_CONSULTA).error).toBe(true);
    const pendentes = para.json().map((l: { NM_PESSOA_CLIENTE: string }) => l.NM_PESSOA_CLIENTE);
    expect(pendentes).not.toContain('Cliente simples');
    const ontem = new Date(Date.parse(`${hoje}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const antes = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/bot-cliente/list-clientes?dt_inicio=${ontem}&dt_fim=${ontem}`,
    });
    expect(antes.json().map((l: { NM_PESSOA_CLIENTE: string }) => l.NM_PESSOA_CLIENTE)).toContain(
      'Cliente simples',
    );
    const invertido = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/bot-cliente/list-clientes?dt_inicio=${hoje}&dt_fim=${ontem}`,
    });
    expect(invertido.statusCode).toBe(400);
  });
});

describe('SimplesBrasilApi', () => {
  it('honours the wait a 429 asks for, and refuses a wait longer than allowed', async () => {
    const esperas: number[] = [];
    const porta = (servidor.address() as AddressInfo).port;
    ocupadoUmaVez = 0;
    const a = new SimplesBrasilApi({
      url: `http://127.0.0.1:${porta}`,
      esperaMaximaMs: 5000,
      tentativas: 3,
      esperar: async (ms) => {
        esperas.push(ms);
      },
    });
    expect((await a.consultar(OCUPADO_UMA_VEZ)).opcao_pelo_simples).toBe(false);
    expect(esperas).toEqual([0]);
    await expect(a.consultar(SEMPRE_OCUPADO)).rejects.toMatchObject({ status: 429 });
    expect(esperas).toEqual([0, 0, 0]);
  });
});
