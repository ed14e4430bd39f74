import { MENSAGENS_CLIENTE_RESUMO } from '@backoffice/domain/cliente-resumo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarPessoa } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';
import { criarCatalogosVaga, criarCliente } from '../../../test/vaga-fixtures';

let t: TestApp;
let selecao: Sessao;
let recrutamento: Sessao;
let financeiro: Sessao;
let cliente: number;
let semContatos: number;
let ana: number;
let bruno: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const h = t.app.deps.handle;
  await criarCatalogosVaga(db);
  selecao = await loginComUsuario(t.app, { permissoes: [58] });
  recrutamento = await loginComUsuario(t.app, { permissoes: [36] });
  financeiro = await loginComUsuario(t.app, { permissoes: [107] });
  cliente = await criarCliente(db, 'Metalúrgica Exemplo S.A.');
  semContatos = await criarCliente(db, 'Têxtil Vazia');
  const comercial = await criarPessoa(db, { nm_pessoa: 'Carla Comercial' });
  await h.query(
    `UPDATE pessoa SET nm_apelido = 'Metal Exemplo', ds_email = 'contato@metal.com.br' WHERE cd_pessoa = $1`,
    [cliente],
  );
  await h.query(
    `UPDATE cliente SET cd_tipo_logradouro = 'R', nm_cep = 'Rua das Indústrias', cd_cep = '89200000', nr_endereco = '100',
            ds_complemento = 'Galpão 2', nm_bairro = 'Zona Industrial', nm_regiao = 'Norte', nm_cidade = 'Joinville',
            cd_uf = 'SC', ds_email = 'rh@metal.com.br', cd_pessoa_comercial = $2
      WHERE cd_pessoa = $1`,
    [cliente, comercial],
  );
  ana = await criarPessoa(db, { nm_pessoa: 'Ana Contato', ds_email: 'ana@metal.com.br' });
  bruno = await criarPessoa(db, { nm_pessoa: 'Bruno Compras' });
  const inativa = await criarPessoa(db, { nm_pessoa: 'Zuleica Inativa' });
  await h.query(
    `INSERT INTO cliente_contato (cd_pessoa, cd_pessoa_cliente, nm_cargo, id_sexo, dt_nascimento, id_estado_civil, id_ativo)
     VALUES ($1, $4, 'Gerente de RH', 'F', '1985-04-12', 'A', 'S'), ($2, $4, 'Comprador', 'M', NULL, 'J', 'S'),
            ($3, $4, 'Ex-gerente', 'F', NULL, 'C', 'N')`,
    [ana, bruno, inativa, cliente],
  );
  await h.query(
    `INSERT INTO pessoa_telefone (cd_pessoa, nr_sequencia, cd_tipo_telefone, nr_telefone, nr_ramal) VALUES
       ($1, 1, '5', '47999990000', NULL), ($1, 2, '11', '4733330000', '12'),
       ($2, 1, '2', '4733331111', NULL), ($3, 1, '7', '4733332222', NULL)`,
    [cliente, ana, bruno],
  );
});
afterAll(async () => {
  await t?.close();
});

const get = (cd: number | string, s: Sessao | null = selecao, empresa: number | string = 1) =>
  injectAs(t.app, s?.cookie, { method: 'GET', url: `/api/cliente/dados-resumidos/${cd}/${empresa}` });

describe('GET cliente/dados-resumidos/{cd_pessoa}/{cd_empresa} (spec 001 §2.16)', () => {
  it('answers CLIENTE (address, region, city/state, e-mail, phones main first, sales contact) and the active CONTATO list', async () => {
    const res = await get(cliente);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b.CLIENTE).toEqual({
      CD_PESSOA: cliente,
      NM_APELIDO: 'Metal Exemplo',
      NM_RAZAO_SOCIAL: 'Metalúrgica Exemplo S.A.',
      CD_TIPO_LOGRADOURO: 'R',
      NM_CEP: 'Rua das Indústrias',
      CD_CEP: '89200000',
      NR_ENDERECO: '100',
      DS_COMPLEMENTO: 'Galpão 2',
      NM_BAIRRO: 'Zona Industrial',
      NM_REGIAO: 'Norte',
      NM_CIDADE: 'Joinville',
      CD_UF: 'SC',
      DS_EMAIL: 'rh@metal.com.br',
      NM_PESSOA: 'Carla Comercial',
      TELEFONES: [
        { CD_TIPO_TELEFONE: '11', NR_TELEFONE: '4733330000', NR_RAMAL: '12' },
        { CD_TIPO_TELEFONE: '5', NR_TELEFONE: '47999990000', NR_RAMAL: null },
      ],
    });
    expect(b.CONTATO).toEqual([
      {
        CD_PESSOA: ana,
        NM_PESSOA: 'Ana Contato',
        NM_CARGO: 'Gerente de RH',
        NM_SEXO: 'Feminino',
        DT_NASCIMENTO: '1985-04-12',
        ID_ESTADO_CIVIL: 'A',
        DS_EMAIL: 'ana@metal.com.br',
        TELEFONES: [{ CD_TIPO_TELEFONE: '2', NR_TELEFONE: '4733331111', NR_RAMAL: null }],
      },
      {
        CD_PESSOA: bruno,
        NM_PESSOA: 'Bruno Compras',
        NM_CARGO: 'Comprador',
        NM_SEXO: 'Masculino',
        DT_NASCIMENTO: null,
        ID_ESTADO_CIVIL: 'J',
        DS_EMAIL: null,
        TELEFONES: [{ CD_TIPO_TELEFONE: '7', NR_TELEFONE: '4733332222', NR_RAMAL: null }],
      },
    ]);
  });

  it('answers a client without contacts, phones or sales contact', async () => {
    const b = (await get(semContatos, recrutamento)).json();
    expect(b.CONTATO).toEqual([]);
    expect(b.CLIENTE).toMatchObject({ NM_RAZAO_SOCIAL: 'Têxtil Vazia', NM_PESSOA: null, TELEFONES: [] });
  });

  it('answers 404 for an unknown client or a person who is not a client, 400 for bad codes', async () => {
    for (const cd of [999_999_999, ana]) {
      const r = await get(cd);
      expect(r.statusCode).toBe(404);
      expect(r.json().error).toBe(MENSAGENS_CLIENTE_RESUMO.naoEncontrado);
    }
    expect((await get('abc')).statusCode).toBe(400);
    expect((await get(cliente, selecao, 0)).statusCode).toBe(400);
  });

  it('needs a session and a selection or recruitment permission', async () => {
    expect((await get(cliente, null)).statusCode).toBe(401);
    expect((await get(cliente, financeiro)).statusCode).toBe(403);
  });
});
