import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { lerLsn } from '../src/db/replicas';
import { COOKIE_POSICAO_ESCRITA } from '../src/platform/leitura';
import { criarUnidade, criarUsuario } from './factories';
import {
  CABECALHOS_CLIENTE,
  createTestApp,
  createTestDb,
  injectAs,
  loginComUsuario,
  sessaoDireta,
  type TestApp,
  type TestDb,
  testConfig,
  testDatabaseUrl,
} from './helpers';
import { criarCandidato, criarCatalogos, criarCliente, criarVaga } from './pesquisa-fixtures';

const TOKEN = 'token-das-metricas-de-teste';
const BUSCA = '/api/candidato/pesquisa/nm_pessoa=ninguem';

/** Logs in through the API (a request that writes): the session cookie and the write's position cookie. */
async function entrar(app: App): Promise<{ sessao: string; posicao?: string }> {
  const u = await criarUsuario(app.deps.db, { apelido: 'selecao', permissoes: [59] });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...CABECALHOS_CLIENTE },
    payload: { usuario: u.nm_login, senha: u.senha },
  });
  expect(res.statusCode, res.body).toBe(200);
  const valor = (nome: string) => res.cookies.find((c) => c.name === nome)?.value;
  return { sessao: `sessao=${valor('sessao')}`, posicao: valor(COOKIE_POSICAO_ESCRITA) };
}

function metricas(app: App): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
}

describe('without read replicas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads and writes go to the one database, and no write position is kept', async () => {
    expect(t.app.deps.replicas).toBeUndefined();
    expect(t.app.deps.dbLeitura).toBe(t.app.deps.db);
    expect(t.app.deps.handleLeitura).toBe(t.app.deps.handle);
    const { sessao, posicao } = await entrar(t.app);
    expect(posicao).toBeUndefined();
    const res = await injectAs(t.app, sessao, { method: 'GET', url: BUSCA });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.map((c) => c.name)).not.toContain(COOKIE_POSICAO_ESCRITA);
  });
});

// The replica cases need PostgreSQL (TEST_DATABASE_URL): the embedded database has no replicas.
if (testDatabaseUrl()) {
  describe('with read replicas (PostgreSQL)', () => {
    let db: TestDb;
    const apps: App[] = [];

    /** An app on the test database whose replicas are `replicas`; measured at start, then only when asked. */
    async function appComReplicas(replicas: string): Promise<App> {
      const app = await buildApp({
        config: testConfig({
          DATABASE_URL: db.url as string,
          DATABASE_REPLICA_URL: replicas,
          REPLICA_VERIFICACAO_SEGUNDOS: '60',
          METRICS_TOKEN: TOKEN,
        }),
        handle: db.handle,
      });
      apps.push(app);
      await app.ready();
      return app;
    }

    beforeAll(async () => {
      db = await createTestDb();
    });
    afterAll(async () => {
      for (const app of apps) {
        await app.close();
        fs.rmSync(app.deps.config.dataDir, { recursive: true, force: true });
      }
      await db?.drop();
    });

    it('reads go to a healthy replica (here the test database itself), the metrics show it', async () => {
      const app = await appComReplicas(db.url as string);
      const r = app.deps.replicas;
      expect(r?.situacoes).toEqual([expect.objectContaining({ estado: 'disponivel', atrasoSegundos: 0 })]);
      const { cookie } = await sessaoDireta(app, { permissoes: [59] });
      const antes = { ...r?.contagem };
      const res = await injectAs(app, cookie, { method: 'GET', url: BUSCA });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([]);
      expect(r?.contagem.replica).toBeGreaterThan(antes.replica ?? 0);
      expect(r?.contagem.primario).toBe(antes.primario);

      const texto = (await metricas(app)).body;
      const nome = r?.situacoes[0].nome ?? '';
      expect(nome).not.toContain('@');
      expect(texto).toContain(`db_replica_lag_seconds{replica="${nome}"} 0`);
      expect(texto).toContain(`db_replica_up{replica="${nome}"} 1`);
    });

    it('after a write, that browser reads from the primary until a replica has replayed the write', async () => {
      const app = await appComReplicas(db.url as string);
      const r = app.deps.replicas;
      const { sessao, posicao } = await entrar(app);
      expect(lerLsn(posicao)).toBeDefined();
      const comPosicao = `${sessao}; ${COOKIE_POSICAO_ESCRITA}=${posicao}`;

      let antes = { ...r?.contagem };
      let res = await injectAs(app, comPosicao, { method: 'GET', url: BUSCA });
      expect(res.statusCode, res.body).toBe(200);
      expect(r?.contagem.primario).toBeGreaterThan(antes.primario ?? 0);
      expect(r?.contagem.replica).toBe(antes.replica);

      // another browser, with no write of its own, still reads from the replica
      antes = { ...r?.contagem };
      res = await injectAs(app, sessao, { method: 'GET', url: BUSCA });
      expect(res.statusCode, res.body).toBe(200);
      expect(r?.contagem.replica).toBeGreaterThan(antes.replica ?? 0);

      // once measured past the write's position, the replica serves that browser again
      await r?.verificar();
      antes = { ...r?.contagem };
      res = await injectAs(app, comPosicao, { method: 'GET', url: BUSCA });
      expect(res.statusCode, res.body).toBe(200);
      expect(r?.contagem.replica).toBeGreaterThan(antes.replica ?? 0);
      expect(r?.contagem.primario).toBe(antes.primario);
    });

    it('the talent search reads on the replica and writes its selection on the primary; after a discard it waits for the replica', async () => {
      const app = await appComReplicas(db.url as string);
      const r = app.deps.replicas;
      if (!r) throw new Error('sem réplicas');
      const h = db.handle;
      await criarCatalogos(h);
      await criarUnidade(app.deps.db, { cd_empresa: 1 });
      const s = await loginComUsuario(app, 'selecao');
      const cliente = await criarCliente(h);
      const vaga = await criarVaga(h, { cliente, analista: s.usuario.user_sip });
      const ana = await criarCandidato(h, { nome: 'Ana', texto: 'cozinheira industrial' });
      const bia = await criarCandidato(h, { nome: 'Bia', texto: 'cozinheira de restaurante' });
      await r.verificar();
      const pesquisar = (cookie: string) =>
        injectAs(app, cookie, {
          method: 'POST',
          url: '/api/pesquisa-candidatos/pesquisa',
          payload: { nrVaga: vaga.nr_vaga, palavrasChaveObrigatorio: 'cozinheira' },
        });

      let antes = { ...r.contagem };
      let res = await pesquisar(s.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const sel = res.json() as { nr_selecao: number; candidatos: { CD_PESSOA: number }[] };
      expect(sel.candidatos.map((x) => x.CD_PESSOA).sort()).toEqual([ana, bia].sort());
      expect(r.contagem.replica).toBeGreaterThan(antes.replica);
      expect(r.contagem.primario).toBe(antes.primario);
      // a search writes nothing its user reads back from a replica: no write position
      expect(res.cookies.map((c) => c.name)).not.toContain(COOKIE_POSICAO_ESCRITA);
      const [gravada] = await h.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM selecao_candidato WHERE nr_selecao = $1',
        [sel.nr_selecao],
      );
      expect(gravada.n).toBe(2);

      res = await injectAs(app, s.cookie, {
        method: 'DELETE',
        url: '/api/pesquisa-candidatos/candidato-descartado',
        payload: { nr_selecao: sel.nr_selecao, cd_pessoa: ana, nr_vaga: vaga.nr_vaga },
      });
      expect(res.statusCode, res.body).toBe(200);
      const posicao = res.cookies.find((c) => c.name === COOKIE_POSICAO_ESCRITA);
      expect(posicao?.httpOnly).toBe(true);
      expect(lerLsn(posicao?.value)).toBeDefined();

      // the replica has not been seen past the discard yet: the search runs on the primary, without Ana
      antes = { ...r.contagem };
      res = await pesquisar(`${s.cookie}; ${COOKIE_POSICAO_ESCRITA}=${posicao?.value}`);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as typeof sel).candidatos.map((x) => x.CD_PESSOA)).toEqual([bia]);
      expect(r.contagem.primario).toBeGreaterThan(antes.primario);
      expect(r.contagem.replica).toBe(antes.replica);
    });

    it('a write sent through the read handle by mistake is refused by the replica and done on the primary; the replica stays up', async () => {
      const somenteLeitura = new URL(db.url as string);
      somenteLeitura.searchParams.set('options', '-c default_transaction_read_only=on');
      const app = await appComReplicas(somenteLeitura.toString());
      const r = app.deps.replicas;
      expect(r?.situacoes[0].estado).toBe('disponivel');
      const [linha] = await app.deps.handleLeitura.query<{ cd_pessoa: number }>(
        "INSERT INTO pessoa (nm_pessoa) VALUES ('Escrita Desviada') RETURNING cd_pessoa",
      );
      expect(linha.cd_pessoa).toBeGreaterThan(0);
      expect(r?.contagem.repetidas).toBe(1);
      expect(r?.situacoes[0].estado).toBe('disponivel');
    });

    it('a replica that refuses connections is skipped: reads go to the primary, never a 500', async () => {
      const app = await appComReplicas('postgres://postgres@127.0.0.1:1/nenhum');
      const r = app.deps.replicas;
      expect(r?.situacoes).toEqual([{ nome: '127.0.0.1:1/nenhum', estado: 'fora' }]);
      const { cookie } = await sessaoDireta(app, { permissoes: [59] });
      const antes = { ...r?.contagem };
      const res = await injectAs(app, cookie, { method: 'GET', url: BUSCA });
      expect(res.statusCode, res.body).toBe(200);
      expect(r?.contagem.primario).toBeGreaterThan(antes.primario ?? 0);
      expect(r?.contagem.replica).toBe(antes.replica);

      const texto = (await metricas(app)).body;
      expect(texto).toContain('db_replica_up{replica="127.0.0.1:1/nenhum"} 0');
      expect(texto).not.toContain('db_replica_lag_seconds{');
    });

    it('a replica that dies between two checks: the read (statement or transaction) is run again on the primary', async () => {
      const app = await appComReplicas('postgres://postgres@127.0.0.1:1/nenhum');
      const r = app.deps.replicas;
      if (!r) throw new Error('sem réplicas');
      const pareceBem = () => {
        r.situacoes[0] = {
          nome: r.situacoes[0].nome,
          estado: 'disponivel',
          atrasoSegundos: 0,
          lsnReplay: 0n,
        };
      };

      // the candidate search runs in a transaction
      pareceBem();
      const { cookie } = await sessaoDireta(app, { permissoes: [59] });
      const res = await injectAs(app, cookie, { method: 'GET', url: BUSCA });
      expect(res.statusCode, res.body).toBe(200);
      expect(r.contagem.repetidas).toBe(1);
      expect(r.situacoes[0].estado).toBe('fora');

      // a plain statement
      pareceBem();
      expect(await app.deps.handleLeitura.query<{ um: number }>('select 1 as um')).toEqual([{ um: 1 }]);
      expect(r.contagem.repetidas).toBe(2);
      expect(r.situacoes[0].estado).toBe('fora');

      // the next check confirms it down
      pareceBem();
      await r.verificar();
      expect(r.situacoes[0].estado).toBe('fora');
    });
  });
}
