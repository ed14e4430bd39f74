import { type CargoClienteCadastroLinha, MENSAGENS_CLIENTES as M } from '@backoffice/domain/clientes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarPessoa, criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';
import {
  criarCandidato,
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
} from '../../../test/vaga-fixtures';

let t: TestApp;
let selecao: Sessao;
let recrutador: Sessao;
let cliente: number;
let outro: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  await criarUnidade(db, { cd_empresa: 2 });
  await t.db.handle.query(
    `INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (10, 'Soldador'), (11, 'Ajudante geral')`,
  );
  cliente = await criarCliente(db, 'Metalúrgica Exemplo');
  outro = await criarCliente(db, 'Outro Cliente');
  selecao = await loginComUsuario(t.app, { permissoes: [58] });
  recrutador = await loginComUsuario(t.app, { permissoes: [36] });
});
afterAll(async () => {
  await t?.close();
});

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
const pedir = (s: Sessao | null, method: Metodo, url: string, payload?: unknown) =>
  injectAs(t.app, s?.cookie, { method, url, payload: payload as Record<string, unknown> });

async function conta(tabela: string): Promise<number> {
  const [r] = await t.db.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tabela}`);
  return r!.n;
}

describe('contacts', () => {
  let ana: number;

  it('registers a contact with phones of the three types and an extension, shown on the client card', async () => {
    const r = await pedir(selecao, 'POST', `/api/clientes/${cliente}/contatos`, {
      nm_pessoa: 'Ana Contato',
      nm_cargo: 'Gerente de RH',
      id_sexo: 'f',
      dt_nascimento: '12/04/1985',
      id_estado_civil: 'A',
      ds_email: 'ana@metal.com.br',
      telefones: [
        { cd_tipo_telefone: '11', nr_telefone: '(47) 3333-0000', nr_ramal: '201' },
        { cd_tipo_telefone: '2', nr_telefone: '4733331111' },
        { cd_tipo_telefone: '5', nr_telefone: '(47) 98888-7777' },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    ana = r.json().cd_pessoa;
    expect(r.json().message).toBe(M.contatoCriado);
    const lista = (await pedir(recrutador, 'GET', `/api/clientes/${cliente}/contatos`)).json();
    expect(lista).toEqual([
      {
        cd_pessoa: ana,
        nm_pessoa: 'Ana Contato',
        nm_cargo: 'Gerente de RH',
        id_sexo: 'F',
        dt_nascimento: '1985-04-12',
        id_estado_civil: 'A',
        ds_email: 'ana@metal.com.br',
        telefones: [
          { cd_tipo_telefone: '11', nr_telefone: '4733330000', nr_ramal: '201' },
          { cd_tipo_telefone: '2', nr_telefone: '4733331111', nr_ramal: null },
          { cd_tipo_telefone: '5', nr_telefone: '47988887777', nr_ramal: null },
        ],
        id_ativo: 'S',
      },
    ]);
    const card = (await pedir(selecao, 'GET', `/api/cliente/dados-resumidos/${cliente}/1`)).json();
    expect(card.CONTATO).toHaveLength(1);
    expect(card.CONTATO[0]).toMatchObject({
      NM_PESSOA: 'Ana Contato',
      NM_SEXO: 'Feminino',
      DT_NASCIMENTO: '1985-04-12',
    });
  });

  it('refuses a phone of the wrong shape and a future birth date beside their fields, writing nothing', async () => {
    const antes = [await conta('pessoa'), await conta('cliente_contato'), await conta('pessoa_telefone')];
    const r = await pedir(selecao, 'POST', `/api/clientes/${cliente}/contatos`, {
      nm_pessoa: 'Bruno',
      dt_nascimento: '01/01/2999',
      telefones: [{ cd_tipo_telefone: '5', nr_telefone: '3333-4444' }],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual([
      `dt_nascimento: ${M.dataNascimentoFutura}`,
      `telefones.0.nr_telefone: ${M.celularInvalido}`,
    ]);
    const tipo = await pedir(selecao, 'POST', `/api/clientes/${cliente}/contatos`, {
      nm_pessoa: 'Bruno',
      telefones: [{ cd_tipo_telefone: '9', nr_telefone: '4733334444' }],
    });
    expect(tipo.json().error).toEqual([`telefones.0.cd_tipo_telefone: ${M.telefoneTipoInvalido}`]);
    expect([await conta('pessoa'), await conta('cliente_contato'), await conta('pessoa_telefone')]).toEqual(
      antes,
    );
  });

  it('edits and deactivates a contact; the card stops listing it', async () => {
    const r = await pedir(selecao, 'PUT', `/api/clientes/${cliente}/contatos/${ana}`, {
      nm_cargo: 'Diretora',
    });
    expect(r.statusCode, r.body).toBe(200);
    const [k] = (await pedir(selecao, 'GET', `/api/clientes/${cliente}/contatos`)).json();
    expect(k).toMatchObject({ nm_cargo: 'Diretora', dt_nascimento: '1985-04-12' });
    expect(k.telefones).toHaveLength(3);
    expect(
      (await pedir(selecao, 'PUT', `/api/clientes/${cliente}/contatos/${ana}`, { id_ativo: 'N' })).statusCode,
    ).toBe(200);
    const card = (await pedir(selecao, 'GET', `/api/cliente/dados-resumidos/${cliente}/1`)).json();
    expect(card.CONTATO).toEqual([]);
  });

  it('answers 404 for a contact of another client, or of an unknown client', async () => {
    expect(
      (await pedir(selecao, 'PUT', `/api/clientes/${outro}/contatos/${ana}`, { nm_cargo: 'x' })).statusCode,
    ).toBe(404);
    expect((await pedir(selecao, 'GET', '/api/clientes/999999/contatos')).statusCode).toBe(404);
    expect(
      (await pedir(selecao, 'POST', '/api/clientes/999999/contatos', { nm_pessoa: 'x' })).statusCode,
    ).toBe(404);
  });

  it('edits a contact imported before these rules without being blocked by them', async () => {
    const velho = await criarPessoa(t.app.deps.db, { nm_pessoa: 'Zé  Antigo ' });
    await t.db.handle.query(
      `INSERT INTO cliente_contato (cd_pessoa, cd_pessoa_cliente, id_sexo, dt_nascimento, id_estado_civil)
       VALUES ($1, $2, 'I', '1890-01-01', 'Q')`,
      [velho, cliente],
    );
    await t.db.handle.query(
      `INSERT INTO pessoa_telefone (cd_pessoa, nr_sequencia, cd_tipo_telefone, nr_telefone) VALUES ($1, 1, '7', '123')`,
      [velho],
    );
    const lista = (await pedir(selecao, 'GET', `/api/clientes/${cliente}/contatos`)).json();
    const { cd_pessoa, ...form } = lista.find((k: { cd_pessoa: number }) => k.cd_pessoa === velho);
    const r = await pedir(selecao, 'PUT', `/api/clientes/${cliente}/contatos/${velho}`, {
      ...form,
      nm_cargo: 'Sócio',
    });
    expect(r.statusCode, r.body).toBe(200);
    const depois = (await pedir(selecao, 'GET', `/api/clientes/${cliente}/contatos`)).json();
    expect(depois.find((k: { cd_pessoa: number }) => k.cd_pessoa === velho)).toMatchObject({
      nm_cargo: 'Sócio',
      id_sexo: 'I',
      dt_nascimento: '1890-01-01',
      telefones: [{ cd_tipo_telefone: '7', nr_telefone: '123', nr_ramal: null }],
    });
  });
});

describe('client positions', () => {
  let soldador: number;

  it('registers a position the vacancy picker offers', async () => {
    const r = await pedir(selecao, 'POST', `/api/clientes/${cliente}/cargos`, {
      nm_cargo_cliente: 'Soldador II',
      cd_cargo_interno: 10,
      id_cargo_exibir_web: 'C',
    });
    expect(r.statusCode, r.body).toBe(200);
    soldador = r.json().cd_cargo_cliente;
    const picker = (await pedir(selecao, 'GET', `/api/cargo/cargos-cliente/${cliente}/1`)).json();
    expect(picker).toContainEqual(
      expect.objectContaining({
        CD_CARGO_CLIENTE: soldador,
        NM_CARGO_CLIENTE: 'Soldador II',
        CD_CARGO_INTERNO: 10,
      }),
    );
    const lista = (await pedir(selecao, 'GET', `/api/clientes/${cliente}/cargos`)).json();
    expect(lista).toEqual([
      {
        cd_cargo_cliente: soldador,
        cd_empresa_cliente: 1,
        nm_cargo_cliente: 'Soldador II',
        cd_cargo_interno: 10,
        nm_cargo_interno: 'Soldador',
        id_cargo_exibir_web: 'C',
        id_ativo: 'S',
        nr_em_uso: 0,
      },
    ]);
  });

  it('refuses a missing internal position shown on the web, an unknown one, a repeated name and an unknown unit', async () => {
    const antes = await conta('cargo_cliente');
    const url = `/api/clientes/${cliente}/cargos`;
    expect(
      (await pedir(selecao, 'POST', url, { nm_cargo_cliente: 'Ajudante', id_cargo_exibir_web: 'I' })).json()
        .error,
    ).toEqual([`cd_cargo_interno: ${M.cargoInternoObrigatorio}`]);
    expect(
      (await pedir(selecao, 'POST', url, { nm_cargo_cliente: 'Ajudante', cd_cargo_interno: 999 })).json()
        .error,
    ).toEqual([`cd_cargo_interno: ${M.cargoInternoInexistente}`]);
    const dup = await pedir(selecao, 'POST', url, { nm_cargo_cliente: 'SOLDADOR ii', cd_cargo_interno: 10 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual([`nm_cargo_cliente: ${M.cargoNomeExiste}`]);
    const unidade = await pedir(selecao, 'POST', url, {
      nm_cargo_cliente: 'X',
      cd_cargo_interno: 10,
      cd_empresa_cliente: 77,
    });
    expect(unidade.json().error).toEqual([`cd_empresa_cliente: ${M.unidadeClienteInexistente}`]);
    expect(await conta('cargo_cliente')).toBe(antes);
  });

  it('edits a position, refuses another client’s, and deletes only an unused one', async () => {
    const url = `/api/clientes/${cliente}/cargos/${soldador}`;
    expect((await pedir(selecao, 'PUT', url, { nm_cargo_cliente: 'Soldador III' })).statusCode).toBe(200);
    expect(
      (await pedir(selecao, 'PUT', `/api/clientes/${outro}/cargos/${soldador}`, { nm_cargo_cliente: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await pedir(selecao, 'DELETE', `/api/clientes/${outro}/cargos/${soldador}`)).statusCode).toBe(
      404,
    );
    const req = await criarRequisicao(t.app.deps.db, cliente);
    const vaga = await criarVaga(t.app.deps.db, { cliente, requisicao: req }, { cd_cargo_cliente: soldador });
    const emUso = await pedir(selecao, 'DELETE', url);
    expect(emUso.statusCode).toBe(409);
    expect(emUso.json().error).toBe(M.cargoEmUso(1));
    expect(M.cargoEmUso(1)).toContain('apenas desativado');
    await t.db.handle.query('UPDATE vaga SET cd_cargo_cliente = NULL WHERE nr_vaga = $1', [vaga]);
    expect((await pedir(selecao, 'DELETE', url)).statusCode).toBe(200);
    expect((await pedir(selecao, 'GET', `/api/clientes/${cliente}/cargos`)).json()).toEqual([]);
  });
});

describe('client positions: deactivating', () => {
  it('deactivates a position in use: the picker stops offering it, the vacancy keeps it; reactivating offers it again', async () => {
    const criado = await pedir(selecao, 'POST', `/api/clientes/${cliente}/cargos`, {
      nm_cargo_cliente: 'Ajudante de produção',
      cd_cargo_interno: 11,
    });
    expect(criado.statusCode, criado.body).toBe(200);
    const cd: number = criado.json().cd_cargo_cliente;
    const req = await criarRequisicao(t.app.deps.db, cliente);
    const vaga = await criarVaga(t.app.deps.db, { cliente, requisicao: req }, { cd_cargo_cliente: cd });
    const url = `/api/clientes/${cliente}/cargos/${cd}`;
    const picker = async () =>
      (
        (await pedir(selecao, 'GET', `/api/cargo/cargos-cliente/${cliente}/1`)).json() as {
          CD_CARGO_CLIENTE: number;
        }[]
      ).map((c) => c.CD_CARGO_CLIENTE);
    const linha = async () =>
      (
        (await pedir(selecao, 'GET', `/api/clientes/${cliente}/cargos`)).json() as CargoClienteCadastroLinha[]
      ).find((c) => c.cd_cargo_cliente === cd);
    expect(await picker()).toContain(cd);

    // the recruitment reads only
    expect((await pedir(recrutador, 'PUT', url, { id_ativo: 'N' })).statusCode).toBe(403);
    expect((await pedir(selecao, 'PUT', url, { id_ativo: 'X' })).statusCode).toBe(400);
    expect((await linha())?.id_ativo).toBe('S');

    const desativado = await pedir(selecao, 'PUT', url, { id_ativo: 'N' });
    expect(desativado.statusCode, desativado.body).toBe(200);
    expect(desativado.json()).toEqual({ cd_cargo_cliente: cd, message: M.cargoDesativado });
    expect(await linha()).toMatchObject({
      id_ativo: 'N',
      nm_cargo_cliente: 'Ajudante de produção',
      cd_cargo_interno: 11,
      nr_em_uso: 1,
    });
    expect(await picker()).not.toContain(cd);
    const [v] = await t.db.handle.query<{ cd: number }>(
      'SELECT cd_cargo_cliente AS cd FROM vaga WHERE nr_vaga = $1',
      [vaga],
    );
    expect(Number(v!.cd)).toBe(cd);
    // still in use: not deleted
    expect((await pedir(selecao, 'DELETE', url)).statusCode).toBe(409);
    // an inactive position can still be renamed, and stays inactive
    expect(
      (await pedir(selecao, 'PUT', url, { nm_cargo_cliente: 'Ajudante de produção I' })).json().message,
    ).toBe(M.cargoAlterado);
    expect((await linha())?.id_ativo).toBe('N');

    const reativado = await pedir(selecao, 'PUT', url, { id_ativo: 'S' });
    expect(reativado.json()).toEqual({ cd_cargo_cliente: cd, message: M.cargoReativado });
    expect(await picker()).toContain(cd);
  });

  it('registers a position already inactive, which the picker never offers', async () => {
    const r = await pedir(selecao, 'POST', `/api/clientes/${cliente}/cargos`, {
      nm_cargo_cliente: 'Cargo antigo',
      id_cargo_exibir_web: 'C',
      id_ativo: 'N',
    });
    expect(r.statusCode, r.body).toBe(200);
    const picker = (await pedir(selecao, 'GET', `/api/cargo/cargos-cliente/${cliente}/1`)).json() as {
      CD_CARGO_CLIENTE: number;
    }[];
    expect(picker.map((c) => c.CD_CARGO_CLIENTE)).not.toContain(r.json().cd_cargo_cliente);
  });
});

describe('cost centres', () => {
  it('registers a cost centre the vacancy picker offers; deactivating it takes it out', async () => {
    const r = await pedir(selecao, 'POST', `/api/clientes/${cliente}/centros-custo`, {
      cd_centro_custo: '4010',
      nm_centro_custo: 'Produção',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ cd_empresa_cliente: 1, cd_centro_custo: '4010', message: M.centroCriado });
    const picker = async () =>
      (await pedir(selecao, 'GET', `/api/centro-custo/list-centro-custo/${cliente}/1`)).json();
    expect(await picker()).toEqual([{ CD_CENTRO_CUSTO: '4010', NM_CENTRO_CUSTO: 'Produção' }]);
    const url = `/api/clientes/${cliente}/centros-custo/1/4010`;
    expect((await pedir(selecao, 'PUT', url, { id_ativo: 'N' })).statusCode).toBe(200);
    expect(await picker()).toEqual([]);
    expect(
      (await pedir(selecao, 'PUT', url, { id_ativo: 'S', nm_centro_custo: 'Produção Linha 1' })).statusCode,
    ).toBe(200);
    expect(await picker()).toEqual([{ CD_CENTRO_CUSTO: '4010', NM_CENTRO_CUSTO: 'Produção Linha 1' }]);
  });

  it('refuses a repeated code, a code of another shape, and a new code for one in use', async () => {
    const url = `/api/clientes/${cliente}/centros-custo`;
    const dup = await pedir(selecao, 'POST', url, { cd_centro_custo: '4010', nm_centro_custo: 'Outro' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual([`cd_centro_custo: ${M.centroCodigoExiste}`]);
    const forma = await pedir(selecao, 'POST', url, { cd_centro_custo: '40/10', nm_centro_custo: 'Outro' });
    expect(forma.json().error).toEqual([`cd_centro_custo: ${M.centroCodigoInvalido}`]);
    // the same code in another unit of the client is another cost centre
    expect(
      (
        await pedir(selecao, 'POST', url, {
          cd_centro_custo: '4010',
          nm_centro_custo: 'PR',
          cd_empresa_cliente: 2,
        })
      ).statusCode,
    ).toBe(200);
    const req = await criarRequisicao(t.app.deps.db, cliente);
    await criarVaga(t.app.deps.db, { cliente, requisicao: req }, { cd_centro_custo: '4010' });
    const troca = await pedir(selecao, 'PUT', `${url}/1/4010`, { cd_centro_custo: '4011' });
    expect(troca.statusCode).toBe(409);
    expect(troca.json().error).toEqual([`cd_centro_custo: ${M.centroCodigoEmUso(1)}`]);
    expect((await pedir(selecao, 'PUT', `${url}/1/4010`, { nm_centro_custo: 'Produção' })).statusCode).toBe(
      200,
    );
    expect((await pedir(selecao, 'PUT', `${url}/1/9999`, { nm_centro_custo: 'x' })).statusCode).toBe(404);
  });

  it('lists the centres with their use', async () => {
    const lista = (await pedir(recrutador, 'GET', `/api/clientes/${cliente}/centros-custo`)).json();
    expect(lista).toEqual([
      { cd_empresa_cliente: 2, cd_centro_custo: '4010', nm_centro_custo: 'PR', id_ativo: 'S', nr_em_uso: 0 },
      {
        cd_empresa_cliente: 1,
        cd_centro_custo: '4010',
        nm_centro_custo: 'Produção',
        id_ativo: 'S',
        nr_em_uso: 1,
      },
    ]);
  });
});

describe('process types', () => {
  let ps: number;

  it('registers a process type the referral form reads (TIPOS_PROCESSOS, PROCESSO_PM)', async () => {
    const r = await pedir(selecao, 'POST', `/api/clientes/${cliente}/tipos-processo`, {
      tipo: 'ps',
      ds_tipo_abreviado: 'Processo Seletivo',
      ds_tipo_processo: 'Completo, com entrevista e testes',
    });
    expect(r.statusCode, r.body).toBe(200);
    ps = r.json().id_tipo_processo;
    const mod = (
      await pedir(selecao, 'GET', `/api/cliente/mod/${cliente}/${selecao.usuario.user_sip}`)
    ).json();
    expect(mod).toEqual({
      TIPOS_PROCESSOS: [{ TIPO: 'PS', DS_TIPO_ABREVIADO: 'Processo Seletivo' }],
      PROCESSO_PM: 'S',
    });
  });

  it('refuses a repeated code and a changed code in use; deactivates', async () => {
    const url = `/api/clientes/${cliente}/tipos-processo`;
    const dup = await pedir(selecao, 'POST', url, { tipo: 'PS', ds_tipo_abreviado: 'Outro' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual([`tipo: ${M.tipoExiste}`]);
    expect((await pedir(selecao, 'POST', url, { tipo: 'P S', ds_tipo_abreviado: 'x' })).json().error).toEqual(
      [`tipo: ${M.tipoInvalido}`],
    );
    const candidato = await criarCandidato(t.app.deps.db);
    await t.db.handle.query(
      `INSERT INTO agendamento (cd_pessoa_candidato, cd_usuario_atendimento, cd_pessoa_cliente, id_tipo_agendamento,
                                dt_atendimento, tipo_processo)
       VALUES ($1, $2, $3, 'E', now(), 'PS')`,
      [candidato, selecao.usuario.cd_sip, cliente],
    );
    const troca = await pedir(selecao, 'PUT', `${url}/${ps}`, { tipo: 'PSX' });
    expect(troca.statusCode).toBe(409);
    expect(troca.json().error).toEqual([`tipo: ${M.tipoEmUso(1)}`]);
    expect((await pedir(selecao, 'PUT', `${url}/${ps}`, { id_ativo: 'N' })).statusCode).toBe(200);
    const mod = (
      await pedir(selecao, 'GET', `/api/cliente/mod/${cliente}/${selecao.usuario.user_sip}`)
    ).json();
    expect(mod).toEqual({ TIPOS_PROCESSOS: [], PROCESSO_PM: 'N' });
    expect((await pedir(selecao, 'GET', url)).json()).toEqual([
      {
        id_tipo_processo: ps,
        tipo: 'PS',
        ds_tipo_abreviado: 'Processo Seletivo',
        ds_tipo_processo: 'Completo, com entrevista e testes',
        id_ativo: 'N',
        nr_em_uso: 1,
      },
    ]);
    expect(
      (await pedir(selecao, 'PUT', `/api/clientes/${outro}/tipos-processo/${ps}`, { id_ativo: 'S' }))
        .statusCode,
    ).toBe(404);
  });

  it('is written by the selection only', async () => {
    expect(
      (
        await pedir(recrutador, 'POST', `/api/clientes/${cliente}/tipos-processo`, {
          tipo: 'X',
          ds_tipo_abreviado: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect((await pedir(recrutador, 'GET', `/api/clientes/${cliente}/tipos-processo`)).statusCode).toBe(200);
  });
});
