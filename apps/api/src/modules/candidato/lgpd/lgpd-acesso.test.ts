import { randomUUID } from 'node:crypto';
import { PADROES_CURRICULO } from '@backoffice/domain/curriculo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, loginComUsuario, type TestApp } from '../../../../test/helpers';
import {
  CARGOS_TESTE,
  criarCandidato,
  criarCatalogos,
  criarCliente,
  criarVaga,
} from '../../../../test/pesquisa-fixtures';
import { criarCatalogoTestes } from '../../../../test/testes-fixtures';
import { armazenamentoDe } from '../cadastro/arquivos-candidato.service';
import { apagarAcessosAntigos } from './lgpd-acesso.service';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF')]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let cookie: string;
let cdSip: number;
let nomeUsuario: string;
let loginUsuario: string;
let cookieAdmin: string;
let cand: number;
let outro: number;
let cliente: number;
let vaga: number;
let deficiencia: number;

interface Acesso {
  cd_pessoa_candidato: number;
  cd_usuario: number | null;
  ds_recurso: string;
  ds_tela: string | null;
  ds_detalhe: string | null;
}
const acessos = async (): Promise<Acesso[]> =>
  (
    await t.db.handle.query<Acesso>(
      `SELECT cd_pessoa_candidato::float8 AS cd_pessoa_candidato, cd_usuario, ds_recurso, ds_tela, ds_detalhe
         FROM lgpd_acesso ORDER BY id_acesso`,
    )
  ).map((a) => ({ ...a, cd_pessoa_candidato: Number(a.cd_pessoa_candidato) }));
const limpar = () => t.db.handle.query('DELETE FROM lgpd_acesso');

const TELA = 'Dados do Candidato';
const pedir = (method: 'GET' | 'POST', url: string, payload?: object, tela: string | null = TELA) =>
  injectAs(t.app, cookie, { method, url, payload, headers: tela === null ? {} : { 'x-tela': tela } });

beforeAll(async () => {
  t = await createTestApp();
  const h = t.db.handle;
  const s = await loginComUsuario(t.app, { permissoes: [58, 206, 36], nm_pessoa: 'Ana Analista Leitora' });
  cookie = s.cookie;
  cdSip = s.usuario.cd_sip;
  nomeUsuario = s.usuario.nm_pessoa;
  loginUsuario = s.usuario.nm_login;
  cookieAdmin = await login(t.app, { permissoes: [900] });
  await criarCatalogos(h);
  await criarCatalogoTestes(h);
  cliente = await criarCliente(h, 'Cliente Leituras');
  vaga = (await criarVaga(h, { cliente, cd_cargo: CARGOS_TESTE.empilhadeira })).nr_vaga;
  cand = await criarCandidato(h, { nome: 'Carla Sensível Souza' });
  outro = await criarCandidato(h, { nome: 'Outro Sem Dados' });
  const arm = armazenamentoDe(t.app.deps);
  const chaveFoto = `fotos/${cand}/${randomUUID()}.png`;
  const chaveLaudo = `laudos/${cand}/${randomUUID()}.pdf`;
  await arm.gravar(chaveFoto, PNG);
  await arm.gravar(chaveLaudo, PDF);
  await h.query(`UPDATE candidato SET ds_foto_candidato = $2 WHERE cd_pessoa = $1`, [cand, chaveFoto]);
  const [d] = await h.query<{ id_cid_candidato: number }>(
    `INSERT INTO candidato_deficiencia (cd_pessoa_candidato, cd_tipo_deficiencia, cd_cid, ds_caminho_laudo)
     VALUES ($1, 1, 'H54', $2) RETURNING id_cid_candidato`,
    [cand, chaveLaudo],
  );
  deficiencia = Number(d.id_cid_candidato);
  await h.query(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, dt_inicio_trabalho)
     VALUES ($1, $2, 3, current_date)`,
    [vaga, cand],
  );
  const teste = await pedir('POST', '/api/teste/inserir-teste', {
    cd_pessoa_candidato: cand,
    cd_teste: 18,
    dt_teste: new Date().toISOString().slice(0, 10),
    cd_grau_teste: 'MS',
    id_gera_laudo: 'S',
  });
  expect(teste.statusCode).toBe(200);
  await limpar();
});
afterAll(async () => {
  await t?.close();
});

describe('read log of sensitive data', () => {
  const sensiveis: [string, () => Promise<{ statusCode: number }>, string][] = [
    ['deficiencias', () => pedir('GET', `/api/candidato/deficiencias/${cand}`), 'deficiencia'],
    ['dados-pcd', () => pedir('GET', `/api/candidato/dados-pcd/${cand}`), 'deficiencia'],
    ['arquivo-laudo', () => pedir('GET', `/api/candidato/arquivo-laudo/${deficiencia}`), 'laudo'],
    ['foto', () => pedir('GET', `/api/candidato/foto/${cand}`), 'foto'],
    [
      'laudo-medico',
      () => pedir('POST', `/api/candidato/laudo-medico/${cand}`, { check_id_cid_candidato: [deficiencia] }),
      'laudo',
    ],
    [
      'teste/laudo',
      async () => {
        const testes = (await pedir('GET', `/api/teste/testes-laudo-candidato/${cand}`)).json();
        return pedir('POST', `/api/teste/laudo/${cand}`, {
          cd_pessoa_cliente: cliente,
          cd_cargo: CARGOS_TESTE.empilhadeira,
          tipo_laudo: 'P',
          logo_empresa: 'N',
          logo_cliente: 'N',
          ids: testes.map((x: { ID: number }) => x.ID),
        });
      },
      'laudo_pdf',
    ],
    ['documentos', () => pedir('GET', `/api/candidato/documentos/${cand}`), 'documento'],
    [
      'curriculo',
      () => pedir('POST', `/api/candidato/curriculo/${vaga}/${cand}`, PADROES_CURRICULO),
      'curriculo_pdf',
    ],
  ];
  for (const [nome, ler, recurso] of sensiveis) {
    it(`${nome}: one row with the user, the resource and the screen`, async () => {
      await limpar();
      const r = await ler();
      expect(r.statusCode).toBe(200);
      const linhas = await acessos();
      expect(linhas).toEqual([
        expect.objectContaining({
          cd_pessoa_candidato: cand,
          cd_usuario: cdSip,
          ds_recurso: recurso,
          ds_tela: TELA,
        }),
      ]);
    });
  }

  it('without the header, the screen is the route; a long or control-laden header is bounded', async () => {
    await limpar();
    await pedir('GET', `/api/candidato/foto/${cand}`, undefined, null);
    await pedir('GET', `/api/candidato/foto/${cand}`, undefined, `a\u0007b${'x'.repeat(300)}`);
    const [semTela, longa] = await acessos();
    expect(semTela.ds_tela).toBe('/api/candidato/foto/:id');
    expect(longa.ds_tela).toBe(`ab${'x'.repeat(118)}`);
  });

  it('a non-sensitive read, or a sensitive list with nothing in it, writes nothing', async () => {
    await limpar();
    expect((await pedir('GET', `/api/candidato/nome/${cand}`)).statusCode).toBe(200);
    expect((await pedir('GET', `/api/candidato/cargos/${cand}`)).statusCode).toBe(200);
    expect((await pedir('GET', `/api/candidato/deficiencias/${outro}`)).statusCode).toBe(200);
    expect((await pedir('GET', `/api/candidato/foto/${outro}`)).statusCode).toBe(404);
    expect(await acessos()).toEqual([]);
  });

  it('a row is never updated', async () => {
    await pedir('GET', `/api/candidato/foto/${cand}`);
    await expect(t.db.handle.query(`UPDATE lgpd_acesso SET ds_tela = 'outra'`)).rejects.toThrow(
      /não é alterado/,
    );
  });

  it('retention deletes only rows older than 12 months', async () => {
    await limpar();
    await t.db.handle.query(
      `INSERT INTO lgpd_acesso (cd_pessoa_candidato, cd_usuario, ds_recurso, criado_em) VALUES
         ($1, $2, 'foto', now() - interval '13 months'),
         ($1, $2, 'laudo', now() - interval '11 months'),
         ($1, $2, 'documento', now())`,
      [cand, cdSip],
    );
    expect(await apagarAcessosAntigos(t.app.deps.db)).toBe(1);
    expect((await acessos()).map((a) => a.ds_recurso)).toEqual(['laudo', 'documento']);
  });
});

describe('GET /api/lgpd/acessos', () => {
  beforeAll(async () => {
    await limpar();
    await t.db.handle.query(
      `INSERT INTO lgpd_acesso (cd_pessoa_candidato, cd_usuario, ds_recurso, ds_tela, ds_ip, criado_em) VALUES
         ($1, $3, 'foto', 'Aba 1', NULL, '2026-01-10T12:00:00Z'),
         ($1, $3, 'laudo', 'Aba 2', NULL, '2026-02-10T12:00:00Z'),
         ($2, $3, 'documento', 'Aba 3', '203.0.113.7', '2026-03-10T12:00:00Z'),
         ($2, NULL, 'foto', NULL, NULL, '2026-03-11T12:00:00Z')`,
      [cand, outro, cdSip],
    );
  });
  const listar = (q: string, quem = cookieAdmin) =>
    injectAs(t.app, quem, { method: 'GET', url: `/api/lgpd/acessos${q}` });

  it('lists newest first with names, filtered by candidate, user and period', async () => {
    const todos = (await listar('')).json();
    expect(todos.total).toBe(4);
    expect(todos.linhas.map((l: { DS_TELA: string | null }) => l.DS_TELA)).toEqual([
      null,
      'Aba 3',
      'Aba 2',
      'Aba 1',
    ]);
    expect(todos.linhas[1]).toMatchObject({
      CD_PESSOA_CANDIDATO: outro,
      NM_CANDIDATO: 'Outro Sem Dados',
      CD_USUARIO: cdSip,
      NM_USUARIO: nomeUsuario,
      NM_LOGIN: loginUsuario,
      DS_RECURSO: 'documento',
      DS_IP: '203.0.113.7',
    });
    expect(todos.linhas[0]).toMatchObject({
      CD_USUARIO: null,
      NM_USUARIO: null,
      NM_LOGIN: null,
      DS_IP: null,
    });
    const doCandidato = (await listar(`?cd_pessoa_candidato=${cand}`)).json();
    expect(doCandidato.linhas.map((l: { DS_TELA: string }) => l.DS_TELA)).toEqual(['Aba 2', 'Aba 1']);
    const doUsuario = (await listar(`?cd_usuario=${cdSip}`)).json();
    expect(doUsuario.total).toBe(3);
    const periodo = (await listar('?de=2026-02-01&ate=10/03/2026')).json();
    expect(periodo.linhas.map((l: { DS_TELA: string }) => l.DS_TELA)).toEqual(['Aba 3', 'Aba 2']);
    expect((await listar('?pagina=2')).json()).toEqual({ linhas: [], total: 4 });
  });

  it('refuses bad filters with 400 and non-administrators with 403', async () => {
    expect((await listar('?de=ontem')).statusCode).toBe(400);
    expect((await listar('?cd_usuario=abc')).statusCode).toBe(400);
    expect((await listar('', cookie)).statusCode).toBe(403);
  });
});
