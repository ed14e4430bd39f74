import { MENSAGENS_CAMPANHA } from '@backoffice/domain/campanhas';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import { criarCandidato } from '../../../test/vaga-fixtures';
import type { EmailAdapter } from '../../platform/adapters/mensageria';
import { enviarEmailCampanha, iniciarTrabalhadoresCampanha } from './campanha-envio.service';

let t: TestApp;
let cookie: string;
const pessoas: number[] = [];
let semEmail: number;
let original: EmailAdapter;
const enviados: string[] = [];
let falhar = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const h = t.app.deps.handle;
  await criarUnidade(db, { cd_empresa: 1 });
  cookie = (await loginComUsuario(t.app, { permissoes: PERMISSOES.campanhasMarketing })).cookie;
  for (const nome of ['Ana Lima', 'Bruno Reis', 'Carla Dias', 'Davi Sem Email']) {
    const cd = await criarCandidato(db, nome);
    const email = nome.includes('Sem') ? null : `${nome.split(' ')[0].toLowerCase()}@exemplo.com.br`;
    await h.query('UPDATE pessoa SET ds_email = $2 WHERE cd_pessoa = $1', [cd, email]);
    await h.query('INSERT INTO funcionario (cd_pessoa, cd_empresa) VALUES ($1, 1)', [cd]);
    if (email) pessoas.push(cd);
    else semEmail = cd;
  }
  original = t.app.deps.mensageria.email;
  // the local adapter, failing once for the addresses in `falhar`
  t.app.deps.mensageria.email = {
    nome: 'local',
    async enviar(m) {
      if (falhar.has(m.para)) {
        falhar.delete(m.para);
        throw new Error('servidor de e-mail indisponível');
      }
      enviados.push(m.para);
      return original.enviar(m);
    },
  };
});
afterAll(async () => {
  await t.close();
});

const post = (payload: Record<string, unknown>) =>
  injectAs(t.app, cookie, { method: 'POST', url: '/api/marketing/enviar-campanha', payload });
const progresso = async (id: number) =>
  (await injectAs(t.app, cookie, { method: 'GET', url: `/api/marketing/campanha/${id}` })).json();
const contar = async (sqlText: string, p: unknown[] = []) =>
  (await t.app.deps.handle.query<{ n: number }>(sqlText, p))[0].n;

describe('POST /api/marketing/enviar-campanha and the e-mail queue', () => {
  it('refuses an empty selection, an unknown person, writing nothing', async () => {
    const vazio = await post({ pessoas: [], filtros: {} });
    expect(vazio.statusCode).toBe(400);
    expect(JSON.stringify(vazio.json())).toContain(MENSAGENS_CAMPANHA.selecioneUma);
    expect((await post({ pessoas: [999999], filtros: {} })).statusCode).toBe(400);
    expect(await contar('SELECT count(*)::int AS n FROM campanha')).toBe(0);
  });

  it('records the campaign, queues one job per person, and the workers send them with a retry', async () => {
    const res = await post({ pessoas: [...pessoas, semEmail], filtros: { id_sexo: 'AM' } });
    expect(res.statusCode).toBe(200);
    const { ID_CAMPANHA: id, QT_PESSOAS } = res.json();
    expect(QT_PESSOAS).toBe(4);
    expect(await contar("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'campanha-email'")).toBe(4);
    expect(await progresso(id)).toEqual({
      ID_CAMPANHA: id,
      QT_PESSOAS: 4,
      QT_FILA: 4,
      QT_ENVIADOS: 0,
      QT_FALHAS: 0,
    });
    // a second campaign for the same people is refused while this one is active
    const outra = await post({ pessoas: [pessoas[0]], filtros: {} });
    expect(outra.statusCode).toBe(409);
    expect(outra.json().error).toBe(MENSAGENS_CAMPANHA.campanhaAtiva);
    expect(await contar('SELECT count(*)::int AS n FROM campanha')).toBe(1);

    falhar = new Set(['bruno@exemplo.com.br']);
    await iniciarTrabalhadoresCampanha(t.app.deps, 2, 0.5);
    const ate = Date.now() + 20_000;
    while (Date.now() < ate) {
      // a failed send waits its retry delay: make it due now
      await t.app.deps.handle.query(
        "UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'campanha-email' AND state = 'retry'",
      );
      const p = await progresso(id);
      if (p.QT_FILA === 0) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(await progresso(id)).toEqual({
      ID_CAMPANHA: id,
      QT_PESSOAS: 4,
      QT_FILA: 0,
      QT_ENVIADOS: 3,
      QT_FALHAS: 1,
    });
    expect([...enviados].sort()).toEqual([
      'ana@exemplo.com.br',
      'bruno@exemplo.com.br',
      'carla@exemplo.com.br',
    ]);
    const [bruno] = await t.app.deps.handle.query<{ n: number; erro: string | null }>(
      'SELECT nr_tentativas AS n, ds_erro AS erro FROM campanha_pessoa WHERE cd_pessoa = $1',
      [pessoas[1]],
    );
    expect(bruno).toEqual({ n: 2, erro: null });
    expect(
      await contar(
        "SELECT count(*)::int AS n FROM mensagem_saida WHERE ds_canal = 'email' AND ds_assunto = 'Atualize seus dados cadastrais'",
      ),
    ).toBe(3);
  });

  it('sends the templated e-mail, text and HTML, through the adapter and keeps both in the outbox', async () => {
    const [ana] = await t.app.deps.handle.query<{ texto: string; html: string }>(
      `SELECT ds_conteudo AS texto, ds_conteudo_html AS html FROM mensagem_saida
        WHERE ds_canal = 'email' AND ds_destino = 'ana@exemplo.com.br'`,
    );
    expect(ana.texto.startsWith('Olá, Ana!')).toBe(true);
    expect(ana.html).toContain('<html lang="pt-BR">');
    expect(ana.html).toContain('Olá, Ana!</p>');
    // a name with markup reaches the HTML escaped
    const cd = await criarCandidato(t.app.deps.db, '<b>Zeca</b> & Filhos');
    await t.app.deps.handle.query("UPDATE pessoa SET ds_email = 'zeca@exemplo.com.br' WHERE cd_pessoa = $1", [
      cd,
    ]);
    await t.app.deps.handle.query('INSERT INTO funcionario (cd_pessoa, cd_empresa) VALUES ($1, 1)', [cd]);
    const id = (await post({ pessoas: [cd], filtros: {} })).json().ID_CAMPANHA;
    const recebidas: { texto: string; html?: string }[] = [];
    const adaptador = t.app.deps.mensageria.email;
    t.app.deps.mensageria.email = {
      nome: 'local',
      async enviar(m) {
        recebidas.push(m);
        return adaptador.enviar(m);
      },
    };
    try {
      const r = await enviarEmailCampanha(t.app.deps, {
        data: { id_campanha: id, cd_pessoa: cd },
        retryCount: 0,
        retryLimit: 3,
      });
      expect(r).toBe('enviado');
    } finally {
      t.app.deps.mensageria.email = adaptador;
    }
    expect(recebidas).toHaveLength(1);
    expect(recebidas[0].texto.startsWith('Olá, <b>Zeca</b>!')).toBe(true);
    expect(recebidas[0].html).toContain('Olá, &lt;b&gt;Zeca&lt;&#x2F;b&gt;!</p>');
    expect(recebidas[0].html).not.toContain('<b>Zeca');
  });

  it('a job run again after a crash sends nothing twice', async () => {
    const [c] = await t.app.deps.handle.query<{ id: number }>(
      'SELECT max(id_campanha)::int AS id FROM campanha',
    );
    const antes = enviados.length;
    const r = await enviarEmailCampanha(t.app.deps, {
      data: { id_campanha: c.id, cd_pessoa: pessoas[0] },
      retryCount: 0,
      retryLimit: 3,
    });
    expect(r).toBe('ja-enviado');
    expect(enviados.length).toBe(antes);
  });

  it('gives up after the last attempt and marks the person failed', async () => {
    await (await t.app.deps.jobs.boss()).offWork('campanha-email');
    await t.app.deps.handle.query('UPDATE campanha_pessoa SET dt_atualizacao = now()');
    const cd = await criarCandidato(t.app.deps.db, 'Eva Falha');
    await t.app.deps.handle.query("UPDATE pessoa SET ds_email = 'eva@exemplo.com.br' WHERE cd_pessoa = $1", [
      cd,
    ]);
    await t.app.deps.handle.query('INSERT INTO funcionario (cd_pessoa, cd_empresa) VALUES ($1, 1)', [cd]);
    const id = (await post({ pessoas: [cd], filtros: {} })).json().ID_CAMPANHA;
    falhar = new Set(['eva@exemplo.com.br']);
    await expect(
      enviarEmailCampanha(t.app.deps, {
        data: { id_campanha: id, cd_pessoa: cd },
        retryCount: 3,
        retryLimit: 3,
      }),
    ).rejects.toThrow('indisponível');
    expect(await progresso(id)).toMatchObject({ QT_FILA: 0, QT_FALHAS: 1 });
  });
});
