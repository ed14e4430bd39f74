import { MENSAGENS_CLIENTES as M } from '@backoffice/domain/clientes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarPessoa, criarUnidade, criarUsuario } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';
import { criarCatalogosVaga } from '../../../test/vaga-fixtures';
import { cnpjDeRaiz, cpfDoNumero } from '../../seed/documentos';

let t: TestApp;
let selecao: Sessao;
let gerencia: Sessao;
let recrutador: Sessao;
let financeiro: Sessao;
let comercial: number;

const SIMPLES = cnpjDeRaiz(11_222_333);
const DESCONHECIDO = cnpjDeRaiz(22_333_444);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  await criarUnidade(db, { cd_empresa: 1 });
  await criarUnidade(db, {
    cd_empresa: 2,
    nm_empresa: 'Unidade Curitiba',
    cd_uf: 'PR',
    nm_cidade: 'Curitiba',
  });
  await criarUnidade(db, { cd_empresa: 3, id_ativo: 'N' });
  await t.db.handle.query(
    `INSERT INTO simples_nacional_local (nr_cnpj, razao_social, opcao_pelo_simples) VALUES ($1, 'METAL EXEMPLO', true)`,
    [SIMPLES],
  );
  selecao = await loginComUsuario(t.app, { permissoes: [58] });
  gerencia = await loginComUsuario(t.app, { permissoes: [59] });
  recrutador = await loginComUsuario(t.app, { permissoes: [36] });
  financeiro = await loginComUsuario(t.app, { permissoes: [107] });
  comercial = (await criarUsuario(db, { nm_pessoa: 'Carla Comercial' })).user_sip;
});
afterAll(async () => {
  await t?.close();
});

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
const pedir = (s: Sessao | null, method: Metodo, url: string, payload?: unknown) =>
  injectAs(t.app, s?.cookie, { method, url, payload: payload as Record<string, unknown> });

const novo = (extra: Record<string, unknown> = {}) => ({
  id_tipo_pessoa: 'J',
  nr_documento_cnpj: '11.222.333/0001-81',
  nm_pessoa: 'Metalúrgica Exemplo S.A.',
  nm_apelido: 'Metal Exemplo',
  cd_empresa: 1,
  cd_cep: '89201-000',
  cd_tipo_logradouro: 'r',
  nm_cep: 'Rua das Indústrias',
  nr_endereco: '100',
  ds_complemento: 'Galpão 2',
  nm_bairro: 'Zona Industrial',
  nm_regiao: 'norte',
  nm_cidade: 'Joinville',
  cd_uf: 'sc',
  ds_email: 'rh@metal.com.br',
  telefones: [
    { cd_tipo_telefone: '11', nr_telefone: '(47) 3333-4444', nr_ramal: '12' },
    { cd_tipo_telefone: '5', nr_telefone: '(47) 99999-8888' },
  ],
  qt_funcionarios: 250,
  id_confidencial_padrao: 'S',
  ...extra,
});

async function contagem() {
  const [r] = await t.db.handle.query<{ p: number; c: number; f: number; k: number }>(
    `SELECT (SELECT count(*)::int FROM pessoa) AS p, (SELECT count(*)::int FROM cliente) AS c,
            (SELECT count(*)::int FROM pessoa_telefone) AS f, (SELECT count(*)::int FROM cliente_contato) AS k`,
  );
  return r;
}

let metal: number;

describe('POST /api/clientes', () => {
  it('registers a client, consults its Simples Nacional regime and reads it back', async () => {
    const r = await pedir(selecao, 'POST', '/api/clientes', novo({ cd_pessoa_comercial: comercial }));
    expect(r.statusCode, r.body).toBe(200);
    const corpo = r.json();
    expect(corpo).toMatchObject({
      cd_empresa: 1,
      message: M.criado,
      simples: { consultado: true, id_optante_simples_nac: 'S', mensagem: M.simplesConsultado },
    });
    metal = corpo.cd_pessoa;
    const lido = (await pedir(recrutador, 'GET', `/api/clientes/${metal}`)).json();
    expect(lido).toMatchObject({
      cd_pessoa: metal,
      id_tipo_pessoa: 'J',
      nr_documento_cnpj: SIMPLES,
      nr_documento_cpf: null,
      nm_pessoa: 'Metalúrgica Exemplo S.A.',
      nm_apelido: 'Metal Exemplo',
      cd_empresa: 1,
      nm_empresa: 'Unidade 1',
      cd_cep: '89201000',
      cd_tipo_logradouro: 'R',
      nm_regiao: 'Norte',
      cd_uf: 'SC',
      telefones: [
        { cd_tipo_telefone: '11', nr_telefone: '4733334444', nr_ramal: '12' },
        { cd_tipo_telefone: '5', nr_telefone: '47999998888', nr_ramal: null },
      ],
      cd_pessoa_comercial: comercial,
      nm_pessoa_comercial: 'Carla Comercial',
      qt_funcionarios: 250,
      id_confidencial_padrao: 'S',
      id_ativo: 'S',
      id_optante_simples_nac: 'S',
    });
    expect(lido.dt_valida_simples).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [c] = await t.db.handle.query<{ cd_cidade: number }>(
      'SELECT cd_cidade FROM cliente WHERE cd_pessoa = $1',
      [metal],
    );
    expect(Number(c!.cd_cidade)).toBe(4209102);
    const hist = await t.db.handle.query(
      'SELECT 1 FROM cliente_valida_simples WHERE cd_pessoa_cliente = $1',
      [metal],
    );
    expect(hist).toHaveLength(1);
  });

  it('is found by the list, the picker and the summary card', async () => {
    for (const texto of ['metal', 'EXEMPLO S.A', 'metalurgica', '11.222.333', '112223']) {
      const l = (await pedir(selecao, 'GET', `/api/clientes?texto=${encodeURIComponent(texto)}`)).json();
      expect(
        l.linhas.map((x: { cd_pessoa: number }) => x.cd_pessoa),
        texto,
      ).toContain(metal);
    }
    const l = (await pedir(selecao, 'GET', '/api/clientes?texto=metal')).json();
    expect(l).toEqual({
      total: 1,
      linhas: [
        {
          cd_pessoa: metal,
          id_tipo_pessoa: 'J',
          nm_pessoa: 'Metalúrgica Exemplo S.A.',
          nm_apelido: 'Metal Exemplo',
          nr_documento: SIMPLES,
          cd_empresa: 1,
          nm_empresa: 'Unidade 1',
          nm_cidade: 'Joinville',
          cd_uf: 'SC',
          id_ativo: 'S',
          id_optante_simples_nac: 'S',
        },
      ],
    });
    expect((await pedir(selecao, 'GET', '/api/clientes?cd_empresa=2')).json().total).toBe(0);
    expect((await pedir(selecao, 'GET', '/api/clientes?id_ativo=N')).json().total).toBe(0);
    const picker = (await pedir(selecao, 'GET', '/api/cliente/clientes/metal/60')).json();
    expect(picker.map((x: { CD_PESSOA: number }) => x.CD_PESSOA)).toContain(metal);
    const card = (await pedir(selecao, 'GET', `/api/cliente/dados-resumidos/${metal}/1`)).json();
    expect(card.CLIENTE).toMatchObject({
      NM_APELIDO: 'Metal Exemplo',
      NM_REGIAO: 'Norte',
      NM_PESSOA: 'Carla Comercial',
    });
  });

  it('refuses a CNPJ with a wrong check digit beside the field, writing nothing', async () => {
    const antes = await contagem();
    const r = await pedir(
      selecao,
      'POST',
      '/api/clientes',
      novo({ nr_documento_cnpj: '11.222.333/0001-80' }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual([`nr_documento_cnpj: ${M.cnpjInvalido}`]);
    expect(await contagem()).toEqual(antes);
  });

  it('names every missing field of a new client', async () => {
    const r = await pedir(selecao, 'POST', '/api/clientes', {});
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual([
      `nr_documento_cnpj: ${M.cnpjObrigatorio}`,
      `nm_pessoa: ${M.razaoSocialObrigatoria}`,
      `nm_apelido: ${M.apelidoObrigatorio}`,
      `nm_cep: ${M.logradouroObrigatorio}`,
      `nr_endereco: ${M.numeroObrigatorio}`,
      `nm_bairro: ${M.bairroObrigatorio}`,
      `nm_cidade: ${M.cidadeObrigatoria}`,
      `cd_empresa: ${M.unidadeObrigatoria}`,
      `cd_cep: ${M.cepObrigatorio}`,
      `cd_uf: ${M.ufObrigatoria}`,
      `telefones: ${M.telefoneObrigatorio}`,
    ]);
  });

  it('refuses an e-mail, region, CEP and street type of other shapes, and a number of employees out of bounds', async () => {
    const antes = await contagem();
    const cnpj = cnpjDeRaiz(40_000_009);
    const r = await pedir(
      selecao,
      'POST',
      '/api/clientes',
      novo({
        nr_documento_cnpj: cnpj,
        ds_email: 'rh@x',
        nm_regiao: 'Nordeste',
        cd_cep: '8920',
        cd_tipo_logradouro: 'XPTO',
      }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual([
      `cd_cep: ${M.cepInvalido}`,
      `cd_tipo_logradouro: ${M.tipoLogradouroInvalido}`,
      `nm_regiao: ${M.regiaoInvalida}`,
      `ds_email: ${M.emailInvalido}`,
    ]);
    const qt = await pedir(
      selecao,
      'POST',
      '/api/clientes',
      novo({ nr_documento_cnpj: cnpj, qt_funcionarios: 1_000_001 }),
    );
    expect(qt.statusCode).toBe(400);
    expect(qt.json().error[0]).toMatch(/^qt_funcionarios: /);
    expect(await contagem()).toEqual(antes);
  });

  it('refuses a phone of the wrong shape, an unknown or inactive unit and a commercial contact who is no user', async () => {
    const naoUsuario = await criarPessoa(t.app.deps.db, { nm_pessoa: 'Não é usuário' });
    const antes = await contagem();
    const cnpj = cnpjDeRaiz(40_000_001);
    const fone = await pedir(
      selecao,
      'POST',
      '/api/clientes',
      novo({ nr_documento_cnpj: cnpj, telefones: [{ cd_tipo_telefone: '5', nr_telefone: '4733334444' }] }),
    );
    expect(fone.statusCode).toBe(400);
    expect(fone.json().error).toEqual([`telefones.0.nr_telefone: ${M.celularInvalido}`]);
    for (const cd_empresa of [3, 99]) {
      const r = await pedir(selecao, 'POST', '/api/clientes', novo({ nr_documento_cnpj: cnpj, cd_empresa }));
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toEqual([`cd_empresa: ${M.unidadeInexistente}`]);
    }
    const r = await pedir(
      selecao,
      'POST',
      '/api/clientes',
      novo({ nr_documento_cnpj: cnpj, cd_pessoa_comercial: naoUsuario }),
    );
    expect(r.json().error).toEqual([`cd_pessoa_comercial: ${M.comercialInvalido}`]);
    expect(await contagem()).toEqual(antes);
  });

  it('refuses a CNPJ another client has with 409 naming that client, writing nothing', async () => {
    const antes = await contagem();
    const r = await pedir(
      selecao,
      'POST',
      '/api/clientes',
      novo({ nr_documento_cnpj: SIMPLES, nm_apelido: 'Outro' }),
    );
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      error: [`nr_documento_cnpj: ${M.cnpjDuplicado('Metal Exemplo')}`],
      cliente: { cd_pessoa: metal, cd_empresa: 1, nm_pessoa: 'Metal Exemplo' },
    });
    expect(await contagem()).toEqual(antes);
  });

  it('lets only one of two simultaneous registrations of the same CNPJ through', async () => {
    const cnpj = cnpjDeRaiz(40_000_002);
    const [a, b] = await Promise.all([
      pedir(selecao, 'POST', '/api/clientes', novo({ nr_documento_cnpj: cnpj, nm_apelido: 'Primeiro' })),
      pedir(gerencia, 'POST', '/api/clientes', novo({ nr_documento_cnpj: cnpj, nm_apelido: 'Segundo' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [n] = await t.db.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pessoa p JOIN cliente c ON c.cd_pessoa = p.cd_pessoa WHERE p.nr_documento_cnpj = $1',
      [cnpj],
    );
    expect(n!.n).toBe(1);
  });

  it('registers a person client by CPF and refuses the same CPF again', async () => {
    const cpf = cpfDoNumero(77);
    const corpo = novo({
      id_tipo_pessoa: 'F',
      nr_documento_cnpj: null,
      nr_documento_cpf: cpf,
      nm_apelido: 'Dona Maria',
    });
    const r = await pedir(selecao, 'POST', '/api/clientes', corpo);
    expect(r.statusCode, r.body).toBe(200);
    // a CPF client asks nothing of the Simples Nacional
    expect(r.json().simples).toBeNull();
    const dup = await pedir(selecao, 'POST', '/api/clientes', corpo);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().cliente.cd_pessoa).toBe(r.json().cd_pessoa);
    expect(dup.json().error[0]).toMatch(/^nr_documento_cpf: Já existe um cliente com este CPF/);
    const bad = await pedir(selecao, 'POST', '/api/clientes', {
      ...corpo,
      nr_documento_cpf: '529.982.247-24',
    });
    expect(bad.json().error).toEqual([`nr_documento_cpf: ${M.cpfInvalido}`]);
  });

  it('saves the client when the Simples Nacional consultation fails, and says so', async () => {
    const r = await pedir(
      selecao,
      'POST',
      '/api/clientes',
      novo({ nr_documento_cnpj: DESCONHECIDO, nm_apelido: 'Sem Simples' }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().simples).toEqual({
      consultado: false,
      id_optante_simples_nac: null,
      mensagem: M.simplesFalhou,
    });
    const lido = (await pedir(selecao, 'GET', `/api/clientes/${r.json().cd_pessoa}`)).json();
    expect(lido).toMatchObject({ nm_apelido: 'Sem Simples', id_optante_simples_nac: null });
    const [h] = await t.db.handle.query<{ ds_consulta: string }>(
      'SELECT ds_consulta FROM cliente_valida_simples WHERE cd_pessoa_cliente = $1',
      [r.json().cd_pessoa],
    );
    expect(JSON.parse(h!.ds_consulta)).toMatchObject({ status: 'error', error: true });
  });
});

describe('PUT /api/clientes/{cd_pessoa}', () => {
  it('changes the fields sent and keeps the others; consults the regime again only for a new CNPJ', async () => {
    const r = await pedir(selecao, 'PUT', `/api/clientes/${metal}`, {
      nm_apelido: 'Metal Ex',
      qt_funcionarios: 300,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ cd_pessoa: metal, cd_empresa: 1, message: M.alterado, simples: null });
    const lido = (await pedir(selecao, 'GET', `/api/clientes/${metal}`)).json();
    expect(lido).toMatchObject({
      nm_apelido: 'Metal Ex',
      qt_funcionarios: 300,
      nm_pessoa: 'Metalúrgica Exemplo S.A.',
    });
    expect(lido.telefones).toHaveLength(2);

    const novoCnpj = cnpjDeRaiz(40_000_003);
    const troca = await pedir(selecao, 'PUT', `/api/clientes/${metal}`, { nr_documento_cnpj: novoCnpj });
    expect(troca.json().simples).toMatchObject({ consultado: false });
    const volta = await pedir(selecao, 'PUT', `/api/clientes/${metal}`, { nr_documento_cnpj: SIMPLES });
    expect(volta.json().simples).toMatchObject({ consultado: true, id_optante_simples_nac: 'S' });
  });

  it('refuses the CNPJ of another client with 409 and the link to it', async () => {
    const outro = await pedir(
      selecao,
      'POST',
      '/api/clientes',
      novo({ nr_documento_cnpj: cnpjDeRaiz(40_000_004), nm_apelido: 'Outra' }),
    );
    const r = await pedir(selecao, 'PUT', `/api/clientes/${outro.json().cd_pessoa}`, {
      nr_documento_cnpj: SIMPLES,
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().cliente).toEqual({ cd_pessoa: metal, cd_empresa: 1, nm_pessoa: 'Metal Ex' });
  });

  it('deactivates a client: the picker stops offering it, the list filters it', async () => {
    const c = await pedir(
      selecao,
      'POST',
      '/api/clientes',
      novo({ nr_documento_cnpj: cnpjDeRaiz(40_000_005), nm_apelido: 'Desativável' }),
    );
    const cd = c.json().cd_pessoa;
    expect((await pedir(selecao, 'PUT', `/api/clientes/${cd}`, { id_ativo: 'N' })).statusCode).toBe(200);
    const picker = (await pedir(selecao, 'GET', '/api/cliente/clientes/desativ/60')).json();
    expect(picker).toEqual([]);
    const inativos = (await pedir(selecao, 'GET', '/api/clientes?id_ativo=N')).json();
    expect(inativos.linhas.map((l: { cd_pessoa: number }) => l.cd_pessoa)).toEqual([cd]);
  });

  it('pages the list', async () => {
    const todos = (await pedir(selecao, 'GET', '/api/clientes?id_ativo=T&tamanho=100')).json();
    expect(todos.total).toBeGreaterThanOrEqual(4);
    const p1 = (await pedir(selecao, 'GET', '/api/clientes?id_ativo=T&tamanho=2&pagina=1')).json();
    const p2 = (await pedir(selecao, 'GET', '/api/clientes?id_ativo=T&tamanho=2&pagina=2')).json();
    expect(p1.total).toBe(todos.total);
    expect([...p1.linhas, ...p2.linhas].map((l: { cd_pessoa: number }) => l.cd_pessoa)).toEqual(
      todos.linhas.slice(0, 4).map((l: { cd_pessoa: number }) => l.cd_pessoa),
    );
    expect((await pedir(selecao, 'GET', '/api/clientes?tamanho=101')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown client or a person who is no client', async () => {
    const pessoa = await criarPessoa(t.app.deps.db, { nm_pessoa: 'Só pessoa' });
    for (const cd of [999_999_999, pessoa]) {
      expect((await pedir(selecao, 'GET', `/api/clientes/${cd}`)).statusCode).toBe(404);
      const r = await pedir(selecao, 'PUT', `/api/clientes/${cd}`, { nm_apelido: 'x' });
      expect(r.statusCode).toBe(404);
      expect(r.json().error).toBe(M.naoEncontrado);
    }
    expect((await pedir(selecao, 'GET', '/api/clientes/abc')).statusCode).toBe(400);
  });
});

describe('a client imported before these rules', () => {
  let antigo: number;
  beforeAll(async () => {
    const h = t.db.handle;
    const [p] = await h.query<{ cd_pessoa: number }>(
      `INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa) VALUES ('J', E'IND.\\tCOM. "ZÉ" & CIA  ') RETURNING cd_pessoa`,
    );
    antigo = Number(p!.cd_pessoa);
    await h.query(
      `INSERT INTO cliente (cd_pessoa, cd_empresa, cd_cep, nm_regiao, cd_uf, ds_email, cd_tipo_logradouro)
       VALUES ($1, 1, '892', 'Zona Norte', 'S', 'rh@empresa', 'XX')`,
      [antigo],
    );
    await h.query(
      `INSERT INTO pessoa_telefone (cd_pessoa, nr_sequencia, cd_tipo_telefone, nr_telefone, nr_ramal)
       VALUES ($1, 1, '7', '3333-444 r2', 'ramal 2')`,
      [antigo],
    );
  });

  it('is saved as the form sends it back, odd values and all', async () => {
    const lido = (await pedir(selecao, 'GET', `/api/clientes/${antigo}`)).json();
    expect(lido).toMatchObject({ nr_documento_cnpj: null, nm_apelido: null, nm_regiao: 'Zona Norte' });
    const {
      cd_pessoa,
      nm_empresa,
      nm_pessoa_comercial,
      id_optante_simples_nac,
      dt_valida_simples,
      criado_em,
      alterado_em,
      ...form
    } = lido;
    const r = await pedir(selecao, 'PUT', `/api/clientes/${antigo}`, {
      ...form,
      id_confidencial_padrao: 'S',
    });
    expect(r.statusCode, r.body).toBe(200);
    const depois = (await pedir(selecao, 'GET', `/api/clientes/${antigo}`)).json();
    expect(depois.telefones).toEqual([
      { cd_tipo_telefone: '7', nr_telefone: '3333-444 r2', nr_ramal: 'ramal 2' },
    ]);
    expect(depois).toMatchObject({
      id_confidencial_padrao: 'S',
      nm_regiao: 'Zona Norte',
      cd_cep: '892',
      nm_cidade: null,
    });
    // a rename alone
    expect(
      (await pedir(selecao, 'PUT', `/api/clientes/${antigo}`, { nm_pessoa: 'Indústria Zé' })).statusCode,
    ).toBe(200);
  });

  it('checks what changes: a new phone, another region', async () => {
    const lido = (await pedir(selecao, 'GET', `/api/clientes/${antigo}`)).json();
    const fone = await pedir(selecao, 'PUT', `/api/clientes/${antigo}`, {
      telefones: [...lido.telefones, { cd_tipo_telefone: '2', nr_telefone: '3333' }],
    });
    expect(fone.statusCode).toBe(400);
    expect(fone.json().error).toEqual([`telefones.1.nr_telefone: ${M.telefoneInvalido}`]);
    const regiao = await pedir(selecao, 'PUT', `/api/clientes/${antigo}`, { nm_regiao: 'Zona Sul' });
    expect(regiao.json().error).toEqual([`nm_regiao: ${M.regiaoInvalida}`]);
    const ok = await pedir(selecao, 'PUT', `/api/clientes/${antigo}`, {
      telefones: [...lido.telefones, { cd_tipo_telefone: '2', nr_telefone: '(47) 3333-5555' }],
    });
    expect(ok.statusCode).toBe(200);
    const depois = (await pedir(selecao, 'GET', `/api/clientes/${antigo}`)).json();
    expect(depois.telefones).toEqual([
      { cd_tipo_telefone: '7', nr_telefone: '3333-444 r2', nr_ramal: 'ramal 2' },
      { cd_tipo_telefone: '2', nr_telefone: '4733335555', nr_ramal: null },
    ]);
  });
});

describe('access', () => {
  it('lets recruiters read, the selection write, and nobody else in', async () => {
    expect((await pedir(recrutador, 'GET', '/api/clientes')).statusCode).toBe(200);
    expect((await pedir(recrutador, 'GET', `/api/clientes/${metal}/contatos`)).statusCode).toBe(200);
    expect((await pedir(recrutador, 'POST', '/api/clientes', novo())).statusCode).toBe(403);
    expect((await pedir(recrutador, 'PUT', `/api/clientes/${metal}`, { nm_apelido: 'x' })).statusCode).toBe(
      403,
    );
    expect((await pedir(financeiro, 'GET', '/api/clientes')).statusCode).toBe(403);
    expect((await pedir(null, 'GET', '/api/clientes')).statusCode).toBe(401);
    expect(
      (await pedir(gerencia, 'PUT', `/api/clientes/${metal}`, { qt_funcionarios: 301 })).statusCode,
    ).toBe(200);
  });

  it('is in the OpenAPI document with its permission codes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/clientes'].post['x-permissoes']).toEqual(expect.arrayContaining([58, 59, 60]));
    expect(doc.paths['/api/clientes'].get['x-permissoes']).toEqual(expect.arrayContaining([58, 36, 37]));
    expect(Object.keys(doc.paths['/api/clientes'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '409']),
    );
    expect(
      doc.paths['/api/clientes/{cd_pessoa}/centros-custo/{cd_empresa_cliente}/{cd_centro_custo}']?.put,
    ).toBeDefined();
  });
});
