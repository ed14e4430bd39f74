import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MENSAGENS_CADASTRO } from '@backoffice/domain/candidato-cadastro';
import { LIMITES_LGPD, MENSAGENS_LGPD } from '@backoffice/domain/lgpd';
import { LIMITES_PORTAL, MENSAGENS_PORTAL, VERSAO_AVISO_PRIVACIDADE } from '@backoffice/domain/portal';
import { MENSAGENS_CURRICULO_PORTAL } from '@backoffice/domain/portal-curriculo';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCatalogosCurriculo } from '../../../test/curriculo-fixtures';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';
import { apoioPortal, cpfValido } from '../../../test/portal-fixtures';
import {
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
} from '../../../test/vaga-fixtures';
import { consultar } from '../../db/client';
import { Carimbos, criarSessaoCandidato } from './seguranca-portal';

const SEGREDO = 'segredo-de-teste-do-portal-com-32-caracteres';
const DIA = 86_400_000;
let t: TestApp;
let web: string;
let cliente: number;
let analista: Sessao;
const { carimbos, carimbo, formCandidatura } = apoioPortal(SEGREDO);
const emails: { para: string; assunto: string; texto: string }[] = [];

beforeAll(async () => {
  // A built back-office page, to prove its fallback does not answer the portal's paths.
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Back-office</title>');
  t = await createTestApp(
    {
      PORTAL_SECRET: SEGREDO,
      PORTAL_FORM_MIN_SECONDS: '3',
      PORTAL_CACHE_SECONDS: '0',
      PORTAL_PUBLIC_URL: 'https://vagas.exemplo.com.br',
    },
    { webDistDir: web },
  );
  (t.app.deps.mensageria as { email: unknown }).email = {
    nome: 'local',
    enviar: async (m: { para: string; assunto: string; texto: string }) => {
      emails.push(m);
      return { id: String(emails.length) };
    },
  };
  await criarCatalogosVaga(t.app.deps.db);
  // countries, states, education levels: what the resume's save checks
  await criarCatalogosCurriculo(t.db.handle);
  await t.app.deps.db.execute(
    sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (501, 'Soldador'), (502, 'Auxiliar de produção'), (503, 'Analista fiscal')`,
  );
  cliente = await criarCliente(t.app.deps.db, 'Metalúrgica Segredo Industrial');
  analista = await loginComUsuario(t.app, 'selecao');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const PUBLICADA: DadosVaga = {
  id_libera_internet: 'S',
  dt_libera_internet: new Date(Date.now() - DIA),
  ds_observacao_internet: 'Vaga para solda MIG em estruturas metálicas, turno da manhã.',
};

async function vaga(dados: DadosVaga = {}): Promise<number> {
  const req = await criarRequisicao(t.app.deps.db, cliente);
  return criarVaga(t.app.deps.db, { cliente, requisicao: req }, { cd_cargo: 501, ...PUBLICADA, ...dados });
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const postForm = (url: string, campos: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(campos).toString(),
  });
const cookieCandidato = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'sessao_candidato');
  return c ? `sessao_candidato=${c.value}` : '';
};

const contar = async (q: ReturnType<typeof sql>) =>
  Number((await consultar<{ n: number }>(t.app.deps.db, q))[0].n);

describe('public vacancy pages', () => {
  it('lists only the vacancies released to the internet, within their release and withdrawal dates', async () => {
    const dentro = await vaga({ ds_observacao_internet: 'Janela aberta soldagem', cd_cargo: 503 });
    const futura = await vaga({ dt_libera_internet: new Date(Date.now() + DIA) });
    const retirada = await vaga({ dt_retira_internet: new Date(Date.now() - 1000) });
    const naoLiberada = await vaga({ id_libera_internet: 'N' });
    const cancelada = await vaga({ cd_situacao_vaga: 5 });
    const aindaNoPrazo = await vaga({ dt_retira_internet: new Date(Date.now() + DIA) });
    const lista = await get('/vagas?cargo=503');
    expect(lista.statusCode).toBe(200);
    expect(lista.headers['content-type']).toContain('text/html');
    expect(lista.body).toContain(`/vagas/${dentro}-analista-fiscal`);
    const todas = (await get('/vagas?q=solda')).body;
    for (const fora of [futura, retirada, naoLiberada, cancelada]) {
      expect(todas).not.toContain(`/vagas/${fora}-`);
      expect((await get(`/vagas/${fora}-soldador`)).statusCode).toBe(404);
    }
    expect(todas).toContain(`/vagas/${aindaNoPrazo}-soldador`);
    expect((await get(`/vagas/${aindaNoPrazo}-soldador`)).statusCode).toBe(200);
  });

  it('shows secret and confidential vacancies without the client name', async () => {
    const sigilosa = await vaga({ id_vaga_sigilosa: 'S', cd_cargo: 502 });
    const confidencial = await vaga({ id_vaga_confidencial: 'S', cd_cargo: 502 });
    const aberta = await vaga({
      cd_cargo: 502,
      ds_observacao_internet: 'Vaga aberta de auxiliar com nome do cliente.',
    });
    const lista = (await get('/vagas?cargo=502')).body;
    const item = (nr: number) =>
      lista.slice(
        lista.indexOf(`/vagas/${nr}-`),
        lista.indexOf('</article>', lista.indexOf(`/vagas/${nr}-`)),
      );
    expect(item(sigilosa)).not.toContain('Segredo Industrial');
    expect(item(confidencial)).not.toContain('Segredo Industrial');
    expect(item(aberta)).toContain('Metalúrgica Segredo Industrial');
    for (const nr of [sigilosa, confidencial]) {
      const pagina = (await get(`/vagas/${nr}-auxiliar-de-producao`)).body;
      expect(pagina).not.toContain('Segredo Industrial');
    }
  });

  it('filters by city, position and text and pages the list', async () => {
    await t.app.deps.db.execute(sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (510, 'Conferente')`);
    const em = async (cidade: string, n: number, texto: string) => {
      const nrs: number[] = [];
      for (let i = 0; i < n; i++)
        nrs.push(
          await vaga({
            cd_cargo: 510,
            id_local_trabalho: 'L',
            nm_cidade_atuacao: cidade,
            cd_uf_atuacao: cidade === 'Curitiba' ? 'PR' : 'SC',
            ds_observacao_internet: `${texto} número ${i} para conferência de cargas.`,
            dt_libera_internet: new Date(Date.now() - DIA - i * 60_000),
          }),
        );
      return nrs;
    };
    const curitiba = await em('Curitiba', 23, 'Câmara fria');
    const floripa = await em('Florianópolis', 2, 'Doca');
    const p1 = (await get('/vagas?cargo=510&cidade=Curitiba')).body;
    expect(p1).toContain('23 vagas encontradas');
    expect(p1).toContain('Página 1 de 2');
    expect(p1).not.toContain(`/vagas/${floripa[0]}-`);
    expect((p1.match(/<article>/g) ?? []).length).toBe(LIMITES_PORTAL.porPagina);
    const p2 = (await get('/vagas?cargo=510&cidade=Curitiba&pagina=2')).body;
    expect((p2.match(/<article>/g) ?? []).length).toBe(3);
    expect(p2).toContain(`/vagas/${curitiba[22]}-conferente`);
    // accents and case are ignored in the city and the text
    expect((await get('/vagas?cidade=florianopolis&cargo=510')).body).toContain('2 vagas encontradas');
    const texto = (await get(`/vagas?q=${encodeURIComponent('CAMARA FRIA')}`)).body;
    expect(texto).toContain('23 vagas encontradas');
    expect((await get('/vagas?q=doca&cidade=Curitiba')).body).toContain('Nenhuma vaga encontrada');
    // filter options list the published cities and positions
    expect(p1).toContain('<option value="Curitiba" selected>Curitiba</option>');
    expect(p1).toContain('<option value="510" selected>Conferente</option>');
    // bad filters go back to the plain list
    expect((await get('/vagas?pagina=abc')).statusCode).toBe(303);
  });

  it("serves a vacancy's page with its texts, the JobPosting JSON-LD and a canonical, shareable address", async () => {
    const nr = await vaga({
      ds_requisitos_internet: 'Curso de solda <b>MIG</b>',
      ds_atividades_internet: 'Soldar peças',
      ds_local_atuacao_internet: 'Galpão 3',
      qt_candidatos_vaga_web: 50,
    });
    await t.app.deps.db.execute(
      sql`INSERT INTO requisicao_beneficio (nr_requisicao, id_vale_refeicao) SELECT nr_requisicao, 'S' FROM vaga WHERE nr_vaga = ${nr}`,
    );
    const torto = await get(`/vagas/${nr}-outro-nome`);
    expect(torto.statusCode).toBe(301);
    expect(torto.headers.location).toBe(`/vagas/${nr}-soldador`);
    const res = await get(`/vagas/${nr}-soldador`);
    expect(res.statusCode).toBe(200);
    const b = res.body;
    expect(b).toContain('<html lang="pt-BR">');
    expect(b).toContain('<h1>Soldador</h1>');
    for (const s of ['Descrição', 'Requisitos', 'Atividades', 'Local de trabalho', 'Benefícios'])
      expect(b).toContain(`<h2>${s}</h2>`);
    expect(b).toContain('Curso de solda MIG');
    expect(b).toContain('Vale refeição');
    expect(b).toContain(`<link rel="canonical" href="https://vagas.exemplo.com.br/vagas/${nr}-soldador">`);
    expect(b).toContain('https://wa.me/?text=');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(b)?.[1] ?? 'null');
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Soldador',
      url: `https://vagas.exemplo.com.br/vagas/${nr}-soldador`,
      hiringOrganization: { name: 'Metalúrgica Segredo Industrial' },
    });
    expect(b).toContain(`href="/vagas/${nr}-soldador/candidatar"`);
    // no inline script or style: the strict policy of every answer holds
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(b).not.toMatch(/<script>|<style|style="/);
    const css = b.match(/href="(\/vagas\/recursos\/portal\.[0-9a-f]+\.css)"/)?.[1] ?? '';
    const js = b.match(/src="(\/vagas\/recursos\/portal\.[0-9a-f]+\.js)"/)?.[1] ?? '';
    expect((await get(css)).headers['content-type']).toContain('text/css');
    const script = await get(js);
    expect(script.statusCode).toBe(200);
    expect(script.body.length).toBeLessThan(5000);
  });

  it('keeps its own paths from the back-office page and answers its own 404', async () => {
    const fora = await get('/vagas/nao/existe');
    expect(fora.statusCode).toBe(404);
    expect(fora.body).toContain('Página não encontrada');
    expect(fora.body).not.toContain('Back-office');
    expect((await get('/vagas/abc')).statusCode).toBe(404);
    // the back-office keeps its fallback
    expect((await get('/login')).body).toContain('Back-office');
  });

  it('lists the published vacancies in the sitemap', async () => {
    const nr = await vaga();
    const oculta = await vaga({ id_libera_internet: 'N' });
    const res = await get('/vagas/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain(`<loc>https://vagas.exemplo.com.br/vagas/${nr}-soldador</loc>`);
    expect(res.body).not.toContain(`/vagas/${oculta}-`);
  });
});

describe('applying', () => {
  it('applies with a new CPF: creates the record, the web applicant and the consent, announced live', async () => {
    const nr = await vaga();
    const cpf = cpfValido(1);
    const form = await get(`/vagas/${nr}-soldador/candidatar`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('name="ds_site"');
    const eventos: string[] = [];
    const original = t.app.deps.realtime.publish.bind(t.app.deps.realtime);
    t.app.deps.realtime.publish = async (tx, e) => {
      eventos.push(`${e.tipo}:${JSON.stringify(e.dados)}`);
      return original(tx, e);
    };
    const res = await postForm(`/vagas/${nr}-soldador/candidatar`, formCandidatura(nr, cpf));
    t.app.deps.realtime.publish = original;
    expect(res.statusCode).toBe(201);
    expect(res.body).toContain(MENSAGENS_PORTAL.candidaturaFeita);
    expect(eventos.some((e) => e.includes(`"NR_VAGA":${nr}`) && e.includes('candidatura-web'))).toBe(true);
    const lista = await injectAs(t.app, analista.cookie, {
      method: 'GET',
      url: `/api/vaga/candidatos-web/${nr}`,
    });
    expect(lista.json()).toEqual([
      expect.objectContaining({ NM_PESSOA: 'Joana da Silva', ID_TIPO: 'WEB', ID_VISTO: 'N' }),
    ]);
    const cont = await injectAs(t.app, analista.cookie, {
      method: 'GET',
      url: `/api/vaga/contadores-candidatos/${nr}`,
    });
    expect(cont.json().QTD_CANDIDATOS_WEB).toBe(1);
    const [c] = await consultar<Record<string, unknown>>(
      t.app.deps.db,
      sql`SELECT c.cd_pessoa, c.nr_telefone_cel, c.nm_cidade, c.cd_uf, c.dt_nascimento::text AS nasc, c.nm_senha_web, p.ds_email
            FROM candidato c JOIN pessoa p USING (cd_pessoa) WHERE p.nr_documento_cpf = ${cpf}`,
    );
    expect(c).toMatchObject({
      nr_telefone_cel: '47999991234',
      nm_cidade: 'Joinville',
      cd_uf: 'SC',
      nasc: '1995-04-10',
      nm_senha_web: null,
    });
    const [consent] = await consultar<Record<string, unknown>>(
      t.app.deps.db,
      sql`SELECT ds_versao_aviso, ds_finalidade, nr_vaga::float8 AS nr_vaga FROM consentimento_candidato WHERE cd_pessoa = ${c.cd_pessoa}`,
    );
    expect(consent).toEqual({
      ds_versao_aviso: VERSAO_AVISO_PRIVACIDADE,
      ds_finalidade: 'CANDIDATURA',
      nr_vaga: nr,
    });
  });

  it('matches a CPF already registered to its record, never duplicating it, even under concurrent applications', async () => {
    const nrs = [await vaga(), await vaga(), await vaga()];
    const cpf = cpfValido(2);
    const r = await Promise.all(
      nrs.map((nr) =>
        postForm(`/vagas/${nr}-soldador/candidatar`, formCandidatura(nr, cpf, { nm_pessoa: `Pessoa ${nr}` })),
      ),
    );
    expect(r.map((x) => x.statusCode)).toEqual([201, 201, 201]);
    expect(await contar(sql`SELECT count(*) AS n FROM pessoa WHERE nr_documento_cpf = ${cpf}`)).toBe(1);
    expect(
      await contar(sql`SELECT count(*) AS n FROM candidato_web cw JOIN pessoa p ON p.cd_pessoa = cw.cd_pessoa_candidato
                        WHERE p.nr_documento_cpf = ${cpf}`),
    ).toBe(3);
    // the same vacancy again: one row, and the same answer (a typed CPF tells nothing of its past)
    const again = await postForm(`/vagas/${nrs[0]}-soldador/candidatar`, formCandidatura(nrs[0], cpf));
    expect(again.statusCode).toBe(201);
    expect(await contar(sql`SELECT count(*) AS n FROM candidato_web WHERE nr_vaga = ${nrs[0]}`)).toBe(1);
  });

  it("checks the editor's rules (CPF, age, phones, e-mail) and writes nothing on error", async () => {
    const nr = await vaga();
    const antes = await contar(sql`SELECT count(*) AS n FROM candidato`);
    const res = await postForm(
      `/vagas/${nr}-soldador/candidatar`,
      formCandidatura(nr, '123.456.789-00', {
        dt_nascimento: new Date(Date.now() - 10 * 365 * DIA).toISOString().slice(0, 10),
        nr_telefone_rec: '',
        ds_email: 'sem-arroba',
        aceite_privacidade: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    for (const m of [
      'Número de CPF inválido.',
      'A idade mínima para cadastrar-se é de 14 anos!',
      'Informe ao menos 2 telefones para contato!',
      'O e-mail informado é inválido!',
      MENSAGENS_PORTAL.consentimento,
    ])
      expect(res.body).toContain(m);
    // what was typed comes back, escaped
    expect(res.body).toContain('value="sem-arroba"');
    expect(await contar(sql`SELECT count(*) AS n FROM candidato`)).toBe(antes);
    expect(await contar(sql`SELECT count(*) AS n FROM candidato_web WHERE nr_vaga = ${nr}`)).toBe(0);
  });

  it('closes the vacancy to applications once the Divulga Web quantity is reached', async () => {
    const nr = await vaga({ qt_candidatos_vaga_web: 2 });
    const r = await Promise.all(
      [3, 4, 5].map((i) => postForm(`/vagas/${nr}-soldador/candidatar`, formCandidatura(nr, cpfValido(i)))),
    );
    expect(r.map((x) => x.statusCode).sort()).toEqual([201, 201, 409]);
    expect(r.find((x) => x.statusCode === 409)?.body).toContain(MENSAGENS_PORTAL.vagaEncerrada);
    expect(await contar(sql`SELECT count(*) AS n FROM candidato_web WHERE nr_vaga = ${nr}`)).toBe(2);
    // the refused applicant's record was not kept either
    expect(
      await contar(
        sql`SELECT count(*) AS n FROM pessoa WHERE nr_documento_cpf IN (${cpfValido(3)}, ${cpfValido(4)}, ${cpfValido(5)})`,
      ),
    ).toBe(2);
    const pagina = (await get(`/vagas/${nr}-soldador`)).body;
    expect(pagina).toContain('não aceita novas inscrições');
    expect(pagina).not.toContain('/candidatar"');
  });

  it('refuses bots: the honeypot, a form sent at once, a forged or foreign stamp, another origin', async () => {
    const nr = await vaga();
    const url = `/vagas/${nr}-soldador/candidatar`;
    const cpf = cpfValido(6);
    const casos: [Record<string, string>, Record<string, string>, string][] = [
      [{ ds_site: 'http://spam.example' }, {}, MENSAGENS_PORTAL.formularioInvalido],
      [{ carimbo: carimbos.gerar(`candidatura|${nr}`) }, {}, MENSAGENS_PORTAL.formularioRapido],
      [
        { carimbo: carimbos.gerar(`candidatura|${nr}`, Date.now() - 3 * 3600_000) },
        {},
        MENSAGENS_PORTAL.formularioExpirado,
      ],
      [{ carimbo: carimbo(`candidatura|${nr + 1}`) }, {}, MENSAGENS_PORTAL.formularioInvalido],
      [
        {
          carimbo: new Carimbos({ PORTAL_SECRET: 'x'.repeat(40) }).gerar(
            `candidatura|${nr}`,
            Date.now() - 10_000,
          ),
        },
        {},
        MENSAGENS_PORTAL.formularioInvalido,
      ],
    ];
    for (const [extra, headers, mensagem] of casos) {
      const res = await postForm(url, formCandidatura(nr, cpf, extra), headers);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(mensagem);
    }
    expect(
      (await postForm(url, formCandidatura(nr, cpf), { origin: 'https://outro.example' })).statusCode,
    ).toBe(404);
    expect(await contar(sql`SELECT count(*) AS n FROM pessoa WHERE nr_documento_cpf = ${cpf}`)).toBe(0);
  });

  it('limits applications per CPF', async () => {
    const cpf = cpfValido(7);
    const codigos: number[] = [];
    for (let i = 0; i <= LIMITES_PORTAL.candidaturasPorCpfHora; i++) {
      const nr = await vaga();
      codigos.push((await postForm(`/vagas/${nr}-soldador/candidatar`, formCandidatura(nr, cpf))).statusCode);
    }
    expect(codigos.slice(0, -1).every((c) => c === 201)).toBe(true);
    expect(codigos.at(-1)).toBe(429);
  });
});

describe('applying: limit per address', () => {
  it('limits applications per IP address', async () => {
    const outro = await createTestApp({
      PORTAL_SECRET: SEGREDO,
      PORTAL_FORM_MIN_SECONDS: '0',
      PORTAL_APPLY_PER_IP_HOUR: '2',
    });
    try {
      await criarCatalogosVaga(outro.app.deps.db);
      const cli = await criarCliente(outro.app.deps.db);
      const req = await criarRequisicao(outro.app.deps.db, cli);
      const nr = await criarVaga(outro.app.deps.db, { cliente: cli, requisicao: req }, PUBLICADA);
      const codigos: number[] = [];
      for (const i of [8, 9, 10]) {
        const res = await outro.app.inject({
          method: 'POST',
          url: `/vagas/${nr}-vaga/candidatar`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(formCandidatura(nr, cpfValido(i))).toString(),
        });
        codigos.push(res.statusCode);
      }
      expect(codigos).toEqual([201, 201, 429]);
    } finally {
      await outro.close();
    }
  });
});

describe("the candidate's access", () => {
  const senha = 'abc12345';
  let cpf: string;
  let nr: number;

  beforeAll(async () => {
    cpf = cpfValido(20);
    nr = await vaga();
    const res = await postForm(
      `/vagas/${nr}-soldador/candidatar`,
      formCandidatura(nr, cpf, {
        ds_email: 'maria@example.com',
        nm_pessoa: 'Maria Souza',
        quero_acesso: 'S',
      }),
    );
    expect(res.statusCode).toBe(201);
    // the first password is set from the link sent to the record's e-mail
    await new Promise((r) => setTimeout(r, 50));
    const link = emails.filter((m) => m.para === 'maria@example.com').at(-1);
    expect(link?.assunto).toBe(MENSAGENS_PORTAL.assuntoPrimeiroAcesso);
    const token = /nova-senha\?token=([A-Za-z0-9_-]{43})/.exec(link?.texto ?? '')?.[1] ?? '';
    const definida = await postForm('/vagas/nova-senha', {
      token,
      nm_senha_web: senha,
      nm_senha_confirmacao: senha,
      ds_lembrete_senha_web: 'o de sempre',
      carimbo: carimbo('nova-senha'),
    });
    expect(definida.body).toContain(MENSAGENS_PORTAL.senhaRedefinida);
  });

  const entrar = (c: string, s: string) =>
    postForm('/vagas/entrar', { cpf: c, senha: s, carimbo: carimbo('entrar'), destino: '/vagas/minha-area' });

  it('logs in with CPF and web password and lists the applications at their stage in plain words', async () => {
    expect((await get('/vagas/minha-area')).headers.location).toBe('/vagas/entrar');
    const res = await entrar(cpf, senha);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/vagas/minha-area');
    const cookie = cookieCandidato(res);
    expect(cookie).toMatch(/^sessao_candidato=/);
    const c = res.cookies.find((x) => x.name === 'sessao_candidato');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/vagas' });
    // not a back-office session
    expect((await injectAs(t.app, cookie, { method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    let area = await get('/vagas/minha-area', cookie);
    expect(area.statusCode).toBe(200);
    expect(area.body).toContain('Olá, Maria');
    expect(area.body).toContain('Candidatura recebida');
    // the analyst relates the candidate and sends the resume to the client
    const [{ cd }] = await consultar<{ cd: number }>(
      t.app.deps.db,
      sql`SELECT cd_pessoa::float8 AS cd FROM pessoa WHERE nr_documento_cpf = ${cpf}`,
    );
    await t.app.deps.db.execute(sql`
      INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga) VALUES (${nr}, ${cd}, 4)`);
    area = await get('/vagas/minha-area', cookie);
    expect(area.body).toContain('Currículo enviado para a empresa');
  });

  it("exports the candidate's own data as JSON and PDF, never another person's, only with a session", async () => {
    for (const f of ['json', 'pdf']) {
      const sem = await get(`/vagas/minha-area/meus-dados.${f}`);
      expect(sem.statusCode).toBe(401);
      expect(sem.body).toContain(MENSAGENS_PORTAL.sessaoNecessaria);
      expect((await get(`/vagas/minha-area/meus-dados.${f}`, 'sessao_candidato=forjada')).statusCode).toBe(
        401,
      );
    }
    const cd = async (c: string) =>
      Number(
        (
          await consultar<{ cd: number }>(
            t.app.deps.db,
            sql`SELECT cd_pessoa::float8 AS cd FROM pessoa WHERE nr_documento_cpf = ${c}`,
          )
        )[0].cd,
      );
    const eu = await cd(cpf);
    const outroCpf = cpfValido(21);
    const aplicou = await postForm(
      `/vagas/${nr}-soldador/candidatar`,
      formCandidatura(nr, outroCpf, { nm_pessoa: 'Outra Pessoa', ds_email: 'outra@example.com' }),
    );
    expect(aplicou.statusCode).toBe(201);
    const outra = await cd(outroCpf);
    await t.app.deps.db.execute(sql`
      INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, id_tipo)
      VALUES (${eu}, 'Nota sobre a Maria: entrevista marcada.', 'CW'),
             (${outra}, 'Nota reservada da outra candidata XYZ.', 'CW')`);
    await t.app.deps.db.execute(sql`
      INSERT INTO candidato_cargo (cd_pessoa_candidato, cd_cargo, nr_experiencia) VALUES (${eu}, 502, 3)`);
    const relacionada = await vaga();
    await t.app.deps.db.execute(sql`
      INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga)
      VALUES (${relacionada}, ${eu}, 5), (${relacionada}, ${outra}, 6)`);
    const cookie = cookieCandidato(await entrar(cpf, senha));
    const area = await get('/vagas/minha-area', cookie);
    expect(area.body).toContain('/vagas/minha-area/meus-dados.pdf');
    const res = await get('/vagas/minha-area/meus-dados.json', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toContain('attachment; filename="meus-dados.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const d = res.json();
    expect(d.titular).toMatchObject({
      cd_pessoa: eu,
      nm_pessoa: 'Maria Souza',
      ds_email: 'maria@example.com',
      nr_documento_cpf: cpf,
      nm_cidade: 'Joinville',
      ds_lembrete_senha_web: 'o de sempre',
    });
    expect(d.titular).not.toHaveProperty('nm_senha_web');
    expect(d.consentimentos).toEqual([
      expect.objectContaining({
        nr_vaga: nr,
        ds_versao_aviso: VERSAO_AVISO_PRIVACIDADE,
        ds_finalidade: 'CANDIDATURA',
      }),
    ]);
    expect(d.candidaturas_web).toContainEqual(expect.objectContaining({ nr_vaga: nr }));
    expect(d.cargos).toEqual([expect.objectContaining({ cd_cargo: 502, nr_experiencia: 3 })]);
    expect(d.historico.map((h: { ds_historico: string }) => h.ds_historico)).toContain(
      'Nota sobre a Maria: entrevista marcada.',
    );
    // her own relation (stage 5, in words), not the other candidate's (stage 6) to the same vacancy
    expect(d.vagas.filter((v: { nr_vaga: number }) => v.nr_vaga === relacionada)).toEqual([
      expect.objectContaining({ etapa: 'Encaminhado para entrevista com a empresa' }),
    ]);
    // nothing of the other candidate, no password hash anywhere
    expect(res.body).not.toContain('XYZ');
    expect(res.body).not.toContain('outra@example.com');
    expect(res.body).not.toContain('Outra Pessoa');
    expect(res.body).not.toContain(outroCpf);
    expect(res.body).not.toMatch(/argon2|nm_senha_web/);
    const pdf = await get('/vagas/minha-area/meus-dados.pdf', cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);
  });

  it('answers a wrong password, an unknown CPF and a record without password alike', async () => {
    const semSenha = cpfValido(1); // applied without a password above
    const respostas = [
      await entrar(cpf, 'errada1'),
      await entrar(cpfValido(99), senha),
      await entrar(semSenha, senha),
    ];
    const sem = (b: string, c: string) => b.replace(/name="carimbo" value="[^"]*"/, '').replace(c, 'CPF');
    for (const r of respostas) {
      expect(r.statusCode).toBe(401);
      expect(r.body).toContain(MENSAGENS_PORTAL.loginInvalido);
      expect(r.cookies.find((x) => x.name === 'sessao_candidato')).toBeUndefined();
    }
    expect(sem(respostas[1].body, cpfValido(99))).toBe(sem(respostas[0].body, cpf));
    expect(sem(respostas[2].body, semSenha)).toBe(sem(respostas[0].body, cpf));
  });

  it('one-click application when logged in', async () => {
    const cookie = cookieCandidato(await entrar(cpf, senha));
    const outra = await vaga();
    const form = await get(`/vagas/${outra}-soldador/candidatar`, cookie);
    expect(form.body).toContain('Confirmar candidatura');
    expect(form.body).not.toContain('name="nr_documento_cpf"');
    const res = await postForm(
      `/vagas/${outra}-soldador/candidatar`,
      { aceite_privacidade: 'S', carimbo: carimbo(`candidatura|${outra}`), ds_site: '' },
      { cookie },
    );
    expect(res.statusCode).toBe(201);
    expect((await get('/vagas/minha-area', cookie)).body).toContain(`/vagas/${outra}-soldador`);
    const repetida = await postForm(
      `/vagas/${outra}-soldador/candidatar`,
      { aceite_privacidade: 'S', carimbo: carimbo(`candidatura|${outra}`), ds_site: '' },
      { cookie },
    );
    expect(repetida.body).toContain(MENSAGENS_PORTAL.candidaturaRepetida);
  });

  it('logs out only with the form of its own session', async () => {
    const cookie = cookieCandidato(await entrar(cpf, senha));
    const area = (await get('/vagas/minha-area', cookie)).body;
    // the last form of the area is the logout's
    const c = [...area.matchAll(/name="carimbo" value="([^"]+)"/g)].at(-1)?.[1] ?? '';
    const forjado = await postForm('/vagas/sair', { carimbo: 'forjado.x' }, { cookie });
    expect(forjado.body).toContain(MENSAGENS_PORTAL.confirmeSaida);
    expect((await get('/vagas/minha-area', cookie)).statusCode).toBe(200);
    const sai = await postForm('/vagas/sair', { carimbo: c }, { cookie });
    expect(sai.headers.location).toBe('/vagas/entrar?saiu=1');
    expect((await get('/vagas/minha-area', cookie)).statusCode).toBe(303);
  });

  it('updates the photo with the checks of the editor, only with the form of its own session', async () => {
    const cookie = cookieCandidato(await entrar(cpf, senha));
    /** The photo form's stamp of a newly served area page (a stamp is good for one post). */
    const carimboNovo = async () => {
      const pagina = (await get('/vagas/minha-area', cookie)).body;
      return [...pagina.matchAll(/name="carimbo" value="([^"]+)"/g)][0]?.[1] ?? '';
    };
    const enviar = (c: string, nome: string, dados: Buffer) => {
      const limite = 'limiteDoFormulario';
      const corpo = Buffer.concat([
        Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="carimbo"\r\n\r\n${c}\r\n`),
        Buffer.from(
          `--${limite}\r\nContent-Disposition: form-data; name="foto"; filename="${nome}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        dados,
        Buffer.from(`\r\n--${limite}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/vagas/minha-area/foto',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${limite}` },
        payload: corpo,
      });
    };
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const texto = await enviar(await carimboNovo(), 'foto.png', Buffer.from('não sou uma imagem'));
    expect(texto.statusCode).toBe(400);
    expect(texto.body).toContain('Por favor, selecione apenas arquivos de imagem');
    const grande = await enviar(
      await carimboNovo(),
      'foto.png',
      Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]),
    );
    expect(grande.body).toContain('Imagem muito grande. Máximo permitido: 3MB');
    expect((await enviar(carimbo('foto|outra-sessao'), 'foto.png', png)).statusCode).toBe(400);
    const ok = await enviar(await carimboNovo(), 'foto.png', png);
    expect(ok.statusCode).toBe(303);
    expect((await get(ok.headers.location as string, cookie)).body).toContain('Foto atualizada com sucesso!');
    const [c] = await consultar<{ foto: string | null }>(
      t.app.deps.db,
      sql`SELECT c.ds_foto_candidato AS foto FROM candidato c JOIN pessoa p USING (cd_pessoa) WHERE p.nr_documento_cpf = ${cpf}`,
    );
    expect(c.foto).toMatch(/^fotos\//);

    // a phone's picture is stored re-encoded: upright, without its EXIF (camera, GPS position)
    const celular = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c33' } })
      .withExif({
        IFD0: { Make: 'CelularTeste' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 1/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(celular).metadata()).exif).toBeDefined();
    expect((await enviar(await carimboNovo(), 'foto.jpg', celular)).statusCode).toBe(303);
    const fotoDoCandidato = async () =>
      (
        await consultar<{ foto: string }>(
          t.app.deps.db,
          sql`SELECT c.ds_foto_candidato AS foto FROM candidato c JOIN pessoa p USING (cd_pessoa) WHERE p.nr_documento_cpf = ${cpf}`,
        )
      )[0].foto;
    const chave = await fotoDoCandidato();
    const pasta = path.join(t.app.deps.config.dataDir, 'arquivos');
    const guardada = fs.readFileSync(path.join(pasta, chave));
    expect(guardada.includes('Exif') || guardada.includes('CelularTeste')).toBe(false);
    const m = await sharp(guardada).metadata();
    expect([m.format, m.width, m.height]).toEqual(['jpeg', 40, 60]);
    expect([m.exif, m.orientation]).toEqual([undefined, undefined]);
    // JPEG magic bytes followed by no image: refused, nothing stored
    const arquivos = () => fs.readdirSync(pasta, { recursive: true }).length;
    const antes = arquivos();
    const jpegFalso = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]);
    const lixo = await enviar(await carimboNovo(), 'foto.jpg', jpegFalso);
    expect(lixo.statusCode).toBe(400);
    expect(lixo.body).toContain(MENSAGENS_CADASTRO.fotoTipo);
    expect([arquivos(), await fotoDoCandidato()]).toEqual([antes, chave]);
  });

  it("updates the resume with the editor's rules and save, only the session's own record", async () => {
    expect((await get('/vagas/minha-area/curriculo')).headers.location).toBe('/vagas/entrar');
    const [{ cd }] = await consultar<{ cd: number }>(
      t.app.deps.db,
      sql`SELECT cd_pessoa::float8 AS cd FROM pessoa WHERE nr_documento_cpf = ${cpf}`,
    );
    // a session as the login makes it (the logins per address of this block are counted elsewhere)
    const cookie = `sessao_candidato=${await criarSessaoCandidato(t.app.deps.handle, cd)}`;
    expect((await get('/vagas/minha-area', cookie)).body).toContain('href="/vagas/minha-area/curriculo"');
    const pagina = await get('/vagas/minha-area/curriculo', cookie);
    expect(pagina.statusCode).toBe(200);
    expect(pagina.body).toContain('<h1>Meu currículo</h1>');
    expect(pagina.body).toContain(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
    const stamp = /name="carimbo" value="([^"]+)"/.exec(pagina.body)?.[1] ?? '';
    const lerCandidato = async () =>
      (
        await consultar<Record<string, unknown>>(
          t.app.deps.db,
          sql`SELECT p.nm_pessoa, p.ds_email, p.nr_documento_cpf, c.id_sexo, c.nm_bairro, c.cd_cep, c.nm_cidade,
                     c.id_turno_noturno, c.id_possui_whatsapp_cel, c.cd_escolaridade, c.alterado_por
                FROM candidato c JOIN pessoa p USING (cd_pessoa) WHERE c.cd_pessoa = ${cd}`,
        )
      )[0];
    const antes = await lerCandidato();
    /** Each post with the page's stamp takes it from the page anew: a stamp is good for one post. */
    const enviar = async (campos: [string, string][]) => {
      const novo = /name="carimbo" value="([^"]+)"/.exec(
        (await get('/vagas/minha-area/curriculo', cookie)).body,
      )?.[1];
      return t.app.inject({
        method: 'POST',
        url: '/vagas/minha-area/curriculo',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(
          campos.map(([k, v]): [string, string] => [k, k === 'carimbo' && v === stamp ? (novo ?? '') : v]),
        ).toString(),
      });
    };
    const completo: [string, string][] = [
      ['carimbo', stamp],
      ['nm_pessoa', 'Joana da Silva Souza'],
      // a CPF in the form is ignored: the record's stays
      ['nr_documento_cpf', cpfValido(55)],
      ['dt_nascimento', '1995-04-10'],
      ['id_sexo', 'F'],
      ['id_estado_civil', 'S'],
      ['nm_cidade_origem', 'Joinville'],
      ['cd_uf', 'SC'],
      // the e-mail of the reset test below stays
      ['ds_email', 'maria@example.com'],
      ['nr_telefone_cel', '(47) 99999-1234'],
      ['id_possui_whatsapp_cel', 'S'],
      ['nr_telefone_rec', '(47) 3433-1234'],
      ['cd_cep', '89201-000'],
      ['nm_cep', 'Rua do Príncipe'],
      ['nr_endereco', '100'],
      ['nm_bairro', 'Centro'],
      ['nm_cidade_reside', 'Joinville'],
      ['cd_uf_reside', 'SC'],
      ['id_turno_noturno', 'S'],
      ['cargo_novo', '502'],
      ['cargo_novo_experiencia', '2'],
      ['curso_novo_cd_nivel', '2'],
      ['curso_novo_id_situacao', 'C'],
      ['curso_novo_nm_curso', 'Ensino médio'],
      ['emprego_novo_nm_pessoa_empresa', 'Tupy'],
      ['emprego_novo_nm_cargo', 'Auxiliar'],
      ['emprego_novo_dt_inicio', '2019-02-01'],
      ['emprego_novo_dt_fim', '2022-03-31'],
    ];
    const sem = (k: string) => completo.filter(([c]) => c !== k);

    // a forged or another session's stamp: refused, nothing written
    const forjado = await enviar([['carimbo', carimbo('curriculo|outra-sessao')], ...sem('carimbo')]);
    expect(forjado.statusCode).toBe(400);
    expect(forjado.body).toContain(MENSAGENS_PORTAL.formularioInvalido);

    // the editor's rules: no name, an invalid e-mail, no neighbourhood; the form comes back as typed
    const ruim = await enviar([
      ...sem('nm_pessoa')
        .filter(([c]) => c !== 'ds_email' && c !== 'nm_bairro')
        .concat([
          ['nm_pessoa', ''],
          ['ds_email', 'sem-arroba'],
          ['nm_bairro', ''],
        ]),
    ]);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.body).toContain(MENSAGENS_CURRICULO_PORTAL.confira);
    expect(ruim.body).toContain(MENSAGENS_CADASTRO.nome);
    expect(ruim.body).toMatch(/id="nm_bairro"[^>]*aria-invalid="true"/);
    expect(ruim.body).toContain('value="Rua do Príncipe"');
    expect(ruim.body).toContain('value="Tupy"');
    expect(await lerCandidato()).toEqual(antes);

    // a position outside the catalogue, a NUL in a field: 400, never a 500
    const cargo = await enviar([...sem('cargo_novo'), ['cargo_novo', '999999']]);
    expect(cargo.statusCode).toBe(400);
    expect(cargo.body).toContain(MENSAGENS_CURRICULO_PORTAL.cargoDesconhecido);
    const nulo = await enviar([...sem('nm_bairro'), ['nm_bairro', 'Centro\u0000']]);
    expect(nulo.statusCode).toBe(400);
    expect(await lerCandidato()).toEqual(antes);

    // saved by the editor's save: fields, new job, education (level derived), position, timeline note
    const ok = await enviar(completo);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/vagas/minha-area/curriculo?salvo=1');
    expect((await get(ok.headers.location as string, cookie)).body).toContain(
      MENSAGENS_CURRICULO_PORTAL.atualizado,
    );
    const depois = await lerCandidato();
    expect(depois).toMatchObject({
      nm_pessoa: 'Joana da Silva Souza',
      ds_email: 'maria@example.com',
      nr_documento_cpf: cpf,
      id_sexo: 'F',
      nm_bairro: 'Centro',
      cd_cep: '89201000',
      nm_cidade: 'Joinville',
      id_turno_noturno: 'S',
      id_possui_whatsapp_cel: 'S',
      alterado_por: null,
    });
    expect(depois.cd_escolaridade).not.toBeNull();
    const empregos = await consultar<{ seq: number; nm_cargo: string }>(
      t.app.deps.db,
      sql`SELECT nr_sequencia::float8 AS seq, nm_cargo FROM candidato_emprego WHERE cd_pessoa_candidato = ${cd}`,
    );
    expect(empregos.map((e) => e.nm_cargo)).toEqual(['Auxiliar']);
    const cargos = await consultar<{ cd_cargo: number }>(
      t.app.deps.db,
      sql`SELECT cd_cargo FROM candidato_cargo WHERE cd_pessoa_candidato = ${cd}`,
    );
    expect(cargos.map((k) => Number(k.cd_cargo))).toEqual([502]);
    const notas = await consultar<{ n: number }>(
      t.app.deps.db,
      sql`SELECT count(*)::int AS n FROM candidato_historico
           WHERE cd_pessoa_candidato = ${cd} AND ds_historico = ${MENSAGENS_CURRICULO_PORTAL.nota}`,
    );
    expect(notas[0].n).toBe(1);
    // the form's CEP lookup (the editor's adapter; the local one reads the stored addresses)
    await t.app.deps.db.execute(
      sql`INSERT INTO cidade (cd_cidade, nm_cidade, cd_uf, cd_pais) VALUES (4209102, 'Joinville', 'SC', 1) ON CONFLICT DO NOTHING`,
    );
    expect((await get('/vagas/minha-area/cep/89201000')).statusCode).toBe(401);
    expect((await get('/vagas/minha-area/cep/892', cookie)).statusCode).toBe(400);
    expect((await get('/vagas/minha-area/cep/00000000', cookie)).statusCode).toBe(404);
    const endereco = await get('/vagas/minha-area/cep/89201-000', cookie);
    expect(endereco.statusCode).toBe(200);
    expect(endereco.json()).toEqual({
      logradouro: 'Rua do Príncipe',
      bairro: 'Centro',
      cidade: 'Joinville',
      uf: 'SC',
    });
    expect((await get('/vagas/minha-area/curriculo', cookie)).body).toContain(
      'data-cep="/vagas/minha-area/cep/"',
    );

    // the candidate is not a back-office user: no operation in Relatório - Candidato
    const ops = await consultar<{ n: number }>(
      t.app.deps.db,
      sql`SELECT count(*)::int AS n FROM candidato_operacao WHERE cd_pessoa = ${cd}`,
    );
    expect(ops[0].n).toBe(0);

    // the stored job edited by its key; a key of another candidate's job is ignored
    const [outro] = await consultar<{ seq: number }>(
      t.app.deps.db,
      sql`INSERT INTO candidato_emprego (cd_pessoa_candidato, nm_pessoa_empresa, nm_cargo, dt_inicio)
          SELECT cd_pessoa, 'Outra', 'De outra pessoa', '2020-01-01' FROM candidato WHERE cd_pessoa <> ${cd} LIMIT 1
          RETURNING nr_sequencia::float8 AS seq`,
    );
    const seq = empregos[0].seq;
    const edicao = await enviar([
      ...completo.filter(
        ([c]) => !c.startsWith('emprego_novo') && !c.startsWith('curso_novo') && c !== 'cargo_novo',
      ),
      ['cargo_manter', '502'],
      [`emprego_${seq}_nm_pessoa_empresa`, 'Tupy S.A.'],
      [`emprego_${seq}_nm_cargo`, 'Operador de máquinas'],
      [`emprego_${seq}_dt_inicio`, '2019-02-01'],
      [`emprego_${seq}_dt_fim`, ''],
      [`emprego_${outro.seq}_nm_cargo`, 'Alterado por outro'],
      [`emprego_${outro.seq}_nm_pessoa_empresa`, 'Alterado'],
    ]);
    expect(edicao.statusCode).toBe(303);
    const [editado] = await consultar<{ nm_cargo: string; dt_fim: string | null }>(
      t.app.deps.db,
      sql`SELECT nm_cargo, dt_fim FROM candidato_emprego WHERE nr_sequencia = ${seq}`,
    );
    expect(editado).toEqual({ nm_cargo: 'Operador de máquinas', dt_fim: null });
    const [intacto] = await consultar<{ nm_cargo: string }>(
      t.app.deps.db,
      sql`SELECT nm_cargo FROM candidato_emprego WHERE nr_sequencia = ${outro.seq}`,
    );
    expect(intacto.nm_cargo).toBe('De outra pessoa');

    // removals in the save's transaction: the last education is kept by the editor's rule (nothing
    // of that post is written, not even the job's removal); a job is removed; another's key is ignored
    const [curso] = await consultar<{ seq: number }>(
      t.app.deps.db,
      sql`SELECT nr_sequencia::float8 AS seq FROM candidato_formacao WHERE cd_pessoa_candidato = ${cd}`,
    );
    const base = completo.filter(
      ([c]) => !c.startsWith('emprego_novo') && !c.startsWith('curso_novo') && c !== 'cargo_novo',
    );
    const semFormacao = await enviar([
      ...base,
      [`curso_${curso.seq}_nm_curso`, 'Ensino médio'],
      [`curso_${curso.seq}_remover`, 'S'],
      [`emprego_${seq}_nm_pessoa_empresa`, 'Tupy S.A.'],
      [`emprego_${seq}_remover`, 'S'],
    ]);
    expect(semFormacao.statusCode).toBe(400);
    expect(semFormacao.body).toContain(MENSAGENS_CADASTRO.formacao);
    const contar = async (tabela: 'candidato_emprego' | 'candidato_formacao') =>
      (
        await consultar<{ n: number }>(
          t.app.deps.db,
          sql`SELECT count(*)::int AS n FROM ${sql.raw(tabela)} WHERE cd_pessoa_candidato = ${cd}`,
        )
      )[0].n;
    expect(await contar('candidato_emprego')).toBe(1);
    expect(await contar('candidato_formacao')).toBe(1);
    const remocao = await enviar([
      ...base,
      [`emprego_${seq}_nm_pessoa_empresa`, 'Tupy S.A.'],
      [`emprego_${seq}_remover`, 'S'],
      [`emprego_${outro.seq}_remover`, 'S'],
    ]);
    expect(remocao.statusCode).toBe(303);
    expect(await contar('candidato_emprego')).toBe(0);
    expect(await contar('candidato_formacao')).toBe(1);
    const [ainda] = await consultar<{ n: number }>(
      t.app.deps.db,
      sql`SELECT count(*)::int AS n FROM candidato_emprego WHERE nr_sequencia = ${outro.seq}`,
    );
    expect(ainda.n).toBe(1);
  });

  it('resets the password by e-mail with a one-time link, answering alike for unknown data', async () => {
    const pedir = (c: string, email: string) =>
      postForm('/vagas/esqueci-senha', {
        cpf: c,
        ds_email: email,
        carimbo: carimbo('redefinir'),
        ds_site: '',
      });
    const antes = emails.length;
    const desconhecido = await pedir(cpfValido(98), 'ninguem@example.com');
    const emailErrado = await pedir(cpf, 'outra@example.com');
    const certo = await pedir(cpf, 'MARIA@example.com');
    for (const r of [desconhecido, emailErrado, certo]) {
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain(MENSAGENS_PORTAL.redefinicaoEnviada);
    }
    await new Promise((r) => setTimeout(r, 20));
    expect(emails.length).toBe(antes + 1);
    const m = emails.at(-1);
    expect(m?.para).toBe('maria@example.com');
    const token = /nova-senha\?token=([A-Za-z0-9_-]+)/.exec(m?.texto ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    const trocar = (s: string, lembrete = 'minha dica') =>
      postForm('/vagas/nova-senha', {
        token,
        nm_senha_web: s,
        nm_senha_confirmacao: s,
        ds_lembrete_senha_web: lembrete,
        carimbo: carimbo('nova-senha'),
      });
    const curta = await trocar('12');
    expect(curta.statusCode).toBe(400);
    expect(curta.body).toContain('A senha deve possuir ao menos 6 dígitos!');
    expect((await trocar('nova9876', 'nova9876 é a senha')).body).toContain(
      'O lembrete não pode conter a sua senha!',
    );
    const ok = await trocar('nova9876');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain(MENSAGENS_PORTAL.senhaRedefinida);
    expect((await entrar(cpf, senha)).statusCode).toBe(401);
    expect((await entrar(cpf, 'nova9876')).statusCode).toBe(303);
    // used once
    expect((await trocar('outra123')).body).toContain(MENSAGENS_PORTAL.redefinicaoInvalida);
  });

  it('limits logins per CPF', async () => {
    const alvo = cpfValido(30);
    const codigos: number[] = [];
    for (let i = 0; i <= LIMITES_PORTAL.loginsPorCpfHora; i++)
      codigos.push((await entrar(alvo, 'tentativa')).statusCode);
    expect(codigos.slice(0, -1).every((c) => c === 401)).toBe(true);
    expect(codigos.at(-1)).toBe(429);
  });
});

describe('LGPD erasure', () => {
  const senha = 'lgpd1234';
  const candidatos: { cpf: string; cd: number; cookie: string; nome: string; email: string }[] = [];
  let gerente: Sessao;
  let analistaSemPermissao: Sessao;
  let nr: number;

  beforeAll(async () => {
    nr = await vaga();
    for (const [i, nome] of [
      [40, 'Renata Quintana'],
      [41, 'Otávio Brandão'],
    ] as const) {
      const cpf = cpfValido(i);
      const email = `${nome.split(' ')[0].toLowerCase()}@example.com`;
      const res = await postForm(
        `/vagas/${nr}-soldador/candidatar`,
        formCandidatura(nr, cpf, {
          nm_pessoa: nome,
          ds_email: email,
          nr_telefone_cel: '(47) 98877-6655',
          nm_cidade: 'Blumenau',
          nm_senha_web: senha,
          nm_senha_confirmacao: senha,
          ds_lembrete_senha_web: 'lembrete pessoal',
        }),
      );
      expect(res.statusCode).toBe(201);
      const [{ cd }] = await consultar<{ cd: number }>(
        t.app.deps.db,
        sql`SELECT cd_pessoa::float8 AS cd FROM pessoa WHERE nr_documento_cpf = ${cpf}`,
      );
      // a session as the login makes it (the login's own limits are tested above)
      const token = await criarSessaoCandidato(t.app.deps.handle, Number(cd));
      candidatos.push({ cpf, cd: Number(cd), cookie: `sessao_candidato=${token}`, nome, email });
      await t.app.deps.db.execute(sql`
        UPDATE candidato SET nr_documento_rg = '1234567', cd_cep = '89010-000', nm_bairro = 'Centro',
               nr_endereco = '99', ds_hobbies = 'Ciclismo aos domingos', nm_pessoa_mae = 'Mãe da Pessoa',
               ds_foto_candidato = 'fotos/inexistente.png', nr_documento_pis = ${`1234567890${i - 40}`}
         WHERE cd_pessoa = ${cd}`);
      await t.app.deps.db.execute(sql`
        INSERT INTO pessoa_telefone (cd_pessoa, nr_sequencia, cd_tipo_telefone, nr_telefone) VALUES (${cd}, 1, 'CE', '47988776655')`);
      await t.app.deps.db.execute(sql`
        INSERT INTO candidato_cargo (cd_pessoa_candidato, cd_cargo, nr_experiencia) VALUES (${cd}, 501, 2)`);
      await t.app.deps.db.execute(sql`
        INSERT INTO candidato_emprego (cd_pessoa_candidato, nm_pessoa_empresa, nm_cargo, dt_inicio)
        VALUES (${cd}, 'Fundição Exemplo', 'Soldador', '2019-01-01')`);
      await t.app.deps.db.execute(sql`
        INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, id_tipo)
        VALUES (${cd}, ${`Ligação para ${nome} sobre a entrevista.`}, 'CW')`);
    }
    gerente = await loginComUsuario(t.app, { permissoes: [59] });
    analistaSemPermissao = await loginComUsuario(t.app, { permissoes: [58, 60] });
  });

  const pedir = (c: (typeof candidatos)[number], campos: Record<string, string>, cookie = c.cookie) =>
    (async () => {
      const area = (await get('/vagas/minha-area', cookie)).body;
      const m = area.match(
        /action="\/vagas\/minha-area\/eliminacao">\s*<input type="hidden" name="carimbo" value="([^"]+)"/,
      );
      return postForm('/vagas/minha-area/eliminacao', { carimbo: m?.[1] ?? '', ...campos }, { cookie });
    })();
  const pedidos = async (cd: number) =>
    consultar<{
      id: number;
      situacao: string;
      decisao: string | null;
      usuario: number | null;
      decidido: string | null;
    }>(
      t.app.deps.db,
      sql`SELECT id_pedido::float8 AS id, id_situacao AS situacao, ds_decisao AS decisao,
                 cd_usuario_decisao AS usuario, decidido_em AS decidido
            FROM pedido_lgpd WHERE cd_pessoa = ${cd} ORDER BY id_pedido`,
    );
  const decidir = (sessao: Sessao | undefined, id: number, payload: Record<string, unknown>) =>
    injectAs(t.app, sessao?.cookie, { method: 'POST', url: `/api/lgpd/pedidos/${id}/decisao`, payload });

  it('records the request from the area only with the confirmation, one pending at a time', async () => {
    const [renata] = candidatos;
    const sem = await pedir(renata, {});
    expect(sem.statusCode).toBe(400);
    expect(sem.body).toContain(MENSAGENS_LGPD.confirmeEliminacao);
    expect(await pedidos(renata.cd)).toEqual([]);
    // without a session: to the login, nothing written
    const anonimo = await postForm('/vagas/minha-area/eliminacao', { confirmo: 'S', carimbo: 'x' });
    expect(anonimo.statusCode).toBe(303);
    // a forged stamp
    expect(
      (
        await postForm(
          '/vagas/minha-area/eliminacao',
          { confirmo: 'S', carimbo: 'x' },
          { cookie: renata.cookie },
        )
      ).statusCode,
    ).toBe(400);
    // a reason with a NUL character or past its limit: refused, nothing written
    for (const ds_motivo of ['motivo\u0000', 'x'.repeat(LIMITES_LGPD.motivoMax + 1)]) {
      expect((await pedir(renata, { confirmo: 'S', ds_motivo })).statusCode).toBe(400);
    }
    expect(await pedidos(renata.cd)).toEqual([]);
    const ok = await pedir(renata, { confirmo: 'S', ds_motivo: 'Não procuro mais emprego.' });
    expect(ok.statusCode).toBe(201);
    expect(ok.body).toContain(MENSAGENS_LGPD.eliminacaoPedida);
    expect(ok.body).toContain('Em análise');
    const [p] = await pedidos(renata.cd);
    expect(p).toMatchObject({ situacao: 'P', decisao: null });
    // the form is gone while pending; a second post is refused
    const area = (await get('/vagas/minha-area', renata.cookie)).body;
    expect(area).not.toContain('Pedir eliminação</button>');
    const outro = await postForm(
      '/vagas/minha-area/eliminacao',
      { confirmo: 'S', carimbo: carimbos.gerar('x') },
      { cookie: renata.cookie },
    );
    expect(outro.statusCode).toBe(400);
    expect(await pedidos(renata.cd)).toHaveLength(1);
  });

  it('lists the requests only for the managers (401 without session, 403 for others)', async () => {
    const [renata] = candidatos;
    expect((await injectAs(t.app, undefined, { method: 'GET', url: '/api/lgpd/pedidos' })).statusCode).toBe(
      401,
    );
    expect(
      (await injectAs(t.app, analistaSemPermissao.cookie, { method: 'GET', url: '/api/lgpd/pedidos' }))
        .statusCode,
    ).toBe(403);
    const [p] = await pedidos(renata.cd);
    expect((await decidir(analistaSemPermissao, p.id, { id_situacao: 'A' })).statusCode).toBe(403);
    expect((await decidir(undefined, p.id, { id_situacao: 'A' })).statusCode).toBe(401);
    const lista = await injectAs(t.app, gerente.cookie, { method: 'GET', url: '/api/lgpd/pedidos' });
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toContainEqual(
      expect.objectContaining({
        ID_PEDIDO: p.id,
        CD_PESSOA: renata.cd,
        NM_PESSOA: 'Renata Quintana',
        ID_SITUACAO: 'P',
        DS_MOTIVO: 'Não procuro mais emprego.',
      }),
    );
    expect((await pedidos(renata.cd))[0].situacao).toBe('P');
  });

  it('refuses with a reason, recorded with who decided; the data stays', async () => {
    const [renata] = candidatos;
    const [p] = await pedidos(renata.cd);
    const semMotivo = await decidir(gerente, p.id, { id_situacao: 'N', ds_decisao: '  ' });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.body).toContain(MENSAGENS_LGPD.motivoRecusa);
    const res = await decidir(gerente, p.id, {
      id_situacao: 'N',
      ds_decisao: 'Processo seletivo em andamento com contrato em assinatura.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MENSAGENS_LGPD.recusado);
    const [d] = await pedidos(renata.cd);
    expect(d).toMatchObject({
      situacao: 'N',
      decisao: 'Processo seletivo em andamento com contrato em assinatura.',
      usuario: gerente.usuario.cd_sip,
    });
    expect(d.decidido).not.toBeNull();
    expect((await decidir(gerente, p.id, { id_situacao: 'A' })).statusCode).toBe(409);
    const [{ nome }] = await consultar<{ nome: string }>(
      t.app.deps.db,
      sql`SELECT nm_pessoa AS nome FROM pessoa WHERE cd_pessoa = ${renata.cd}`,
    );
    expect(nome).toBe('Renata Quintana');
    expect((await get('/vagas/minha-area', renata.cookie)).body).toContain('Recusado');
    expect((await decidir(gerente, 999_999_999, { id_situacao: 'A' })).statusCode).toBe(404);
  });

  it('approves: anonymises the record and its sub-records, keeps the relations, ends the access', async () => {
    const [renata, otavio] = candidatos;
    expect(
      (await pedir(otavio, { confirmo: 'S', ds_motivo: `Sou ${otavio.nome}, apaguem tudo.` })).statusCode,
    ).toBe(201);
    const [p] = await pedidos(otavio.cd);
    const res = await decidir(gerente, p.id, { id_situacao: 'A' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MENSAGENS_LGPD.aprovado);
    const [d] = await pedidos(otavio.cd);
    expect(d).toMatchObject({ situacao: 'A', usuario: gerente.usuario.cd_sip });
    expect(d.decisao).toContain('Nenhum dado pessoal mantido');
    const [linha] = await consultar<{ p: string; c: Record<string, unknown>; b: string }>(
      t.app.deps.db,
      sql`SELECT to_jsonb(p)::text AS p, to_jsonb(c) AS c, (SELECT to_jsonb(b)::text FROM candidato_busca b WHERE b.cd_pessoa = c.cd_pessoa) AS b
            FROM pessoa p JOIN candidato c ON c.cd_pessoa = p.cd_pessoa WHERE p.cd_pessoa = ${otavio.cd}`,
    );
    const tudo = `${linha.p} ${JSON.stringify(linha.c)} ${linha.b ?? ''}`;
    for (const dado of [
      'Otávio',
      'Brandão',
      otavio.email,
      otavio.cpf,
      '988776655',
      'Blumenau',
      '1234567',
      '89010',
      'Centro',
      'Ciclismo',
      'Mãe da Pessoa',
      'inexistente.png',
      '12345678901',
      '12345678900',
      'lembrete pessoal',
      '1995-04-10',
    ])
      expect(tudo).not.toContain(dado);
    expect(linha.c.nm_senha_web).toBeNull();
    expect(linha.c.id_bloqueado).toBe('S');
    const contagem = async (tabela: string, coluna: string) =>
      contar(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(tabela)} WHERE ${sql.identifier(coluna)} = ${otavio.cd}`,
      );
    expect(await contagem('pessoa_telefone', 'cd_pessoa')).toBe(0);
    expect(await contagem('candidato_cargo', 'cd_pessoa_candidato')).toBe(0);
    expect(await contagem('candidato_emprego', 'cd_pessoa_candidato')).toBe(0);
    expect(await contagem('sessao_candidato', 'cd_pessoa')).toBe(0);
    const textos = await consultar<{ t: string | null }>(
      t.app.deps.db,
      sql`SELECT ds_historico AS t FROM candidato_historico WHERE cd_pessoa_candidato = ${otavio.cd}
          UNION ALL SELECT ds_motivo FROM pedido_lgpd WHERE cd_pessoa = ${otavio.cd}
          UNION ALL SELECT ds_ip FROM consentimento_candidato WHERE cd_pessoa = ${otavio.cd}`,
    );
    expect(textos.map((x) => x.t ?? '').join(' ')).not.toMatch(/Otávio|Brandão/);
    // the relation to the vacancy stays, without personal data
    expect(await contagem('candidato_web', 'cd_pessoa_candidato')).toBe(1);
    expect(await contagem('consentimento_candidato', 'cd_pessoa')).toBe(1);
    // access ended: the area sends to the login, the export is refused (and the password is gone, above)
    expect((await get('/vagas/minha-area', otavio.cookie)).headers.location).toBe('/vagas/entrar');
    expect((await get('/vagas/minha-area/meus-dados.json', otavio.cookie)).statusCode).toBe(401);
    expect(await contagem('redefinicao_senha_candidato', 'cd_pessoa')).toBe(0);
    // the other candidate is untouched
    const [r] = await consultar<{ nome: string; n: number }>(
      t.app.deps.db,
      sql`SELECT p.nm_pessoa AS nome, (SELECT count(*)::int FROM candidato_cargo WHERE cd_pessoa_candidato = p.cd_pessoa) AS n
            FROM pessoa p WHERE p.cd_pessoa = ${renata.cd}`,
    );
    expect(r).toEqual({ nome: 'Renata Quintana', n: 1 });
  });
  it('keeps what labour law requires of a hired candidate, with the reason recorded', async () => {
    const [renata] = candidatos;
    await t.app.deps.db.execute(sql`
      INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga) VALUES (${nr}, ${renata.cd}, 7)`);
    await t.app.deps.db.execute(sql`
      INSERT INTO pedido_lgpd (cd_pessoa, id_tipo, id_situacao) VALUES (${renata.cd}, 'E', 'P')`);
    const p = (await pedidos(renata.cd)).find((x) => x.situacao === 'P');
    const res = await decidir(gerente, p?.id ?? 0, { id_situacao: 'A' });
    expect(res.statusCode).toBe(200);
    expect(res.json().DS_DECISAO).toContain('CLT art. 41');
    const [r] = await consultar<{
      nome: string;
      cpf: string | null;
      email: string | null;
      pis: string | null;
      cidade: string | null;
    }>(
      t.app.deps.db,
      sql`SELECT p.nm_pessoa AS nome, p.nr_documento_cpf AS cpf, p.ds_email AS email, c.nr_documento_pis AS pis,
                 c.nm_cidade AS cidade
            FROM pessoa p JOIN candidato c ON c.cd_pessoa = p.cd_pessoa WHERE p.cd_pessoa = ${renata.cd}`,
    );
    expect(r).toEqual({
      nome: 'Renata Quintana',
      cpf: renata.cpf,
      email: null,
      pis: '12345678900',
      cidade: null,
    });
  });
});
