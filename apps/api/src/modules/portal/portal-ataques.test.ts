import { LIMITES_PORTAL, MENSAGENS_PORTAL as M } from '@backoffice/domain/portal';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { apoioPortal, cpfValido as cpfDaSerie } from '../../../test/portal-fixtures';
import { criarCatalogosVaga, criarCliente, criarRequisicao, criarVaga } from '../../../test/vaga-fixtures';
import { consultar } from '../../db/client';

// The portal probed as an attacker would: each case below is a way in that must stay closed.

const SEGREDO = 'segredo-de-teste-do-portal-com-32-caracteres';
const PUBLICO = 'https://vagas.exemplo.com.br';
const DIA = 86_400_000;
const { carimbo, formCandidatura } = apoioPortal(SEGREDO);

let t: TestApp;
let cliente: number;
/** Each test comes from its own address, so the per-address limits of one do not touch another. */
let enderecos = 0;
const novoEndereco = () => `10.1.${Math.floor(++enderecos / 250)}.${enderecos % 250}`;

beforeAll(async () => {
  t = await createTestApp({
    PORTAL_SECRET: SEGREDO,
    PORTAL_FORM_MIN_SECONDS: '3',
    PORTAL_CACHE_SECONDS: '30',
    PORTAL_PUBLIC_URL: PUBLICO,
  });
  await criarCatalogosVaga(t.app.deps.db);
  await t.app.deps.db.execute(sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (501, 'Soldador')`);
  cliente = await criarCliente(t.app.deps.db, 'Metalúrgica Exemplo');
});
afterAll(async () => {
  await t.close();
});

async function vaga(dados: Record<string, unknown> = {}): Promise<number> {
  const req = await criarRequisicao(t.app.deps.db, cliente);
  return criarVaga(
    t.app.deps.db,
    { cliente, requisicao: req },
    {
      cd_cargo: 501,
      id_libera_internet: 'S',
      dt_libera_internet: new Date(Date.now() - DIA),
      ...dados,
    },
  );
}

interface Opcoes {
  host?: string;
  ip?: string;
  cookie?: string;
}
const get = (url: string, o: Opcoes = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: o.ip ?? '127.0.0.1',
    headers: { ...(o.host ? { host: o.host } : {}), ...(o.cookie ? { cookie: o.cookie } : {}) },
  });
const postForm = (url: string, campos: Record<string, string>, o: Opcoes = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: o.ip ?? '127.0.0.1',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(o.host ? { host: o.host } : {}),
      ...(o.cookie ? { cookie: o.cookie } : {}),
    },
    payload: new URLSearchParams(campos).toString(),
  });
const cookieCandidato = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'sessao_candidato');
  return c ? `sessao_candidato=${c.value}` : '';
};

const cpfValido = (n: number) => cpfDaSerie(n, 200_000_000);

/** What the outbox holds for an address (the local e-mail adapter keeps every message there). */
const caixa = async (para: string) => {
  // the e-mail leaves after the answer
  await new Promise((r) => setTimeout(r, 50));
  return consultar<{ assunto: string; texto: string }>(
    t.app.deps.db,
    sql`SELECT ds_assunto AS assunto, ds_conteudo AS texto FROM mensagem_saida
         WHERE ds_canal = 'email' AND ds_destino = ${para} ORDER BY id_mensagem_saida`,
  );
};
const tokenDe = (texto: string) => /nova-senha\?token=([A-Za-z0-9_-]{43})/.exec(texto)?.[1] ?? '';

const pedirRedefinicao = (cpf: string, email: string, o: Opcoes = {}) =>
  postForm(
    '/vagas/esqueci-senha',
    { cpf, ds_email: email, carimbo: carimbo('redefinir'), ds_site: '' },
    { ip: novoEndereco(), ...o },
  );
const definirSenha = (token: string, senha: string) =>
  postForm('/vagas/nova-senha', {
    token,
    nm_senha_web: senha,
    nm_senha_confirmacao: senha,
    ds_lembrete_senha_web: 'minha dica',
    carimbo: carimbo('nova-senha'),
  });
const entrar = (cpf: string, senha: string, ip = '127.0.0.1') =>
  postForm('/vagas/entrar', { cpf, senha, carimbo: carimbo('entrar'), destino: '/vagas/minha-area' }, { ip });

/** A candidate with an account: applies, asks for access, sets the password from the e-mailed link. */
async function comConta(n: number, email: string, senha: string): Promise<string> {
  const cpf = cpfValido(n);
  const nr = await vaga();
  const r = await postForm(
    `/vagas/${nr}-soldador/candidatar`,
    formCandidatura(nr, cpf, { ds_email: email, quero_acesso: 'S' }),
    { ip: novoEndereco() },
  );
  expect(r.statusCode).toBe(201);
  const [m] = (await caixa(email)).slice(-1);
  expect((await definirSenha(tokenDe(m.texto), senha)).statusCode).toBe(200);
  return cpf;
}

describe('links come from the configured public address, never from the Host header', () => {
  it('the reset e-mail asked with a foreign Host links to the configured address', async () => {
    const cpf = await comConta(1, 'vitima@example.com', 'segura123');
    const antes = (await caixa('vitima@example.com')).length;
    const r = await pedirRedefinicao(cpf, 'vitima@example.com', { host: 'evil.example' });
    expect(r.statusCode).toBe(200);
    const depois = await caixa('vitima@example.com');
    expect(depois).toHaveLength(antes + 1);
    const texto = depois.at(-1)?.texto ?? '';
    expect(texto).toContain(`${PUBLICO}/vagas/nova-senha?token=`);
    expect(texto).not.toContain('evil.example');
  });

  it('without a configured address (outside production) the links go to this server on localhost, not to the Host', async () => {
    const outro = await createTestApp({ PORTAL_SECRET: SEGREDO, PORTAL_FORM_MIN_SECONDS: '0', PORT: '3456' });
    try {
      const cpf = cpfValido(2);
      await outro.app.deps.db.execute(sql`
        WITH p AS (INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa, nr_documento_cpf, ds_email)
                   VALUES ('F', 'Vera Lima', ${cpf}, 'vera@example.com') RETURNING cd_pessoa)
        INSERT INTO candidato (cd_pessoa, cd_pais) SELECT cd_pessoa, 1 FROM p`);
      const r = await outro.app.inject({
        method: 'POST',
        url: '/vagas/esqueci-senha',
        headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          cpf,
          ds_email: 'vera@example.com',
          carimbo: carimbo('redefinir'),
        }).toString(),
      });
      expect(r.statusCode).toBe(200);
      await new Promise((res) => setTimeout(res, 50));
      const [m] = await consultar<{ texto: string }>(
        outro.app.deps.db,
        sql`SELECT ds_conteudo AS texto FROM mensagem_saida WHERE ds_destino = 'vera@example.com'`,
      );
      expect(m.texto).toContain('http://localhost:3456/vagas/nova-senha?token=');
      expect(m.texto).not.toContain('evil.example');
    } finally {
      await outro.close();
    }
  });

  it('the sitemap, a vacancy page and the list asked with a foreign Host are neither poisoned nor cached', async () => {
    const nr = await vaga();
    for (const url of ['/vagas/sitemap.xml', `/vagas/${nr}`, '/vagas']) {
      const ruim = await get(url, { host: 'evil.example' });
      const pagina = ruim.statusCode === 301 ? await get(String(ruim.headers.location)) : ruim;
      expect(pagina.body).not.toContain('evil.example');
      if (ruim.statusCode === 200) expect(ruim.headers['cache-control']).toBe('no-store');
      const limpo = await get(url);
      const final = limpo.statusCode === 301 ? await get(String(limpo.headers.location)) : limpo;
      expect(final.statusCode).toBe(200);
      expect(final.body).not.toContain('evil.example');
    }
    const sitemap = await get('/vagas/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>${PUBLICO}/vagas/${nr}`);
    const pagina = await get(`/vagas/${nr}-soldador`, { host: 'evil.example' });
    expect(pagina.body).toContain(`<link rel="canonical" href="${PUBLICO}/vagas/${nr}-soldador">`);
  });
});

describe('a CPF account is taken only through its e-mail', () => {
  it('applying never sets a password: a squatter cannot log in with the password sent in the form', async () => {
    const cpf = cpfValido(10);
    const nr = await vaga();
    const r = await postForm(
      `/vagas/${nr}-soldador/candidatar`,
      formCandidatura(nr, cpf, {
        ds_email: 'invasor@example.com',
        nm_senha_web: 'invasor1',
        nm_senha_confirmacao: 'invasor1',
        ds_lembrete_senha_web: 'dica',
      }),
      { ip: novoEndereco() },
    );
    expect(r.statusCode).toBe(201);
    expect((await entrar(cpf, 'invasor1', novoEndereco())).statusCode).toBe(401);
    const [c] = await consultar<{ senha: string | null }>(
      t.app.deps.db,
      sql`SELECT c.nm_senha_web AS senha FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
           WHERE p.nr_documento_cpf = ${cpf}`,
    );
    expect(c.senha).toBeNull();
  });

  it('the first password comes from a link sent to the e-mail on record; another e-mail is told to recover access', async () => {
    const cpf = cpfValido(11);
    const nr = await vaga();
    const primeira = await postForm(
      `/vagas/${nr}-soldador/candidatar`,
      formCandidatura(nr, cpf, { ds_email: 'dona@example.com', quero_acesso: 'S' }),
      { ip: novoEndereco() },
    );
    expect(primeira.statusCode).toBe(201);
    expect(primeira.body).toContain(M.acessoPorEmail);
    const [m] = await caixa('dona@example.com');
    expect(m.assunto).toBe(M.assuntoPrimeiroAcesso);
    const token = tokenDe(m.texto);
    expect(token).toHaveLength(43);
    // another person with the same CPF and another e-mail: told to recover access, no e-mail to them
    const outra = await vaga();
    const segunda = await postForm(
      `/vagas/${outra}-soldador/candidatar`,
      formCandidatura(outra, cpf, { ds_email: 'outra@example.com', quero_acesso: 'S' }),
      { ip: novoEndereco() },
    );
    expect(segunda.statusCode).toBe(201);
    expect(segunda.body).toContain(M.cpfComOutroEmail);
    expect(await caixa('outra@example.com')).toHaveLength(0);
    expect((await definirSenha(token, 'dona12345')).statusCode).toBe(200);
    expect((await entrar(cpf, 'dona12345', novoEndereco())).statusCode).toBe(303);
  });
});

describe('the lesser holes', () => {
  it('setting a password revokes every other reset link of the candidate', async () => {
    const cpf = await comConta(20, 'duas@example.com', 'primeira1');
    await pedirRedefinicao(cpf, 'duas@example.com');
    await pedirRedefinicao(cpf, 'duas@example.com');
    const [a, b] = (await caixa('duas@example.com')).slice(-2).map((m) => tokenDe(m.texto));
    expect(a).not.toBe(b);
    expect((await definirSenha(b, 'segunda2')).statusCode).toBe(200);
    const velho = await definirSenha(a, 'terceira3');
    expect(velho.statusCode).toBe(400);
    expect(velho.body).toContain(M.redefinicaoInvalida);
  });

  it('a form stamp is used once: an application stamp replayed is refused and writes nothing', async () => {
    const nr = await vaga();
    const stamp = carimbo(`candidatura|${nr}`);
    const primeira = await postForm(
      `/vagas/${nr}-soldador/candidatar`,
      formCandidatura(nr, cpfValido(30), { carimbo: stamp }),
      { ip: novoEndereco() },
    );
    expect(primeira.statusCode).toBe(201);
    const replay = await postForm(
      `/vagas/${nr}-soldador/candidatar`,
      formCandidatura(nr, cpfValido(31), { carimbo: stamp }),
      { ip: novoEndereco() },
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain(M.formularioReenviado);
    const [n] = await consultar<{ n: number }>(
      t.app.deps.db,
      sql`SELECT count(*)::int AS n FROM pessoa WHERE nr_documento_cpf = ${cpfValido(31)}`,
    );
    expect(n.n).toBe(0);
  });

  it('the owner logging in many times is never locked: only wrong passwords count per CPF', async () => {
    const cpf = await comConta(40, 'frequente@example.com', 'certa1234');
    for (let i = 0; i <= LIMITES_PORTAL.loginsPorCpfHora + 1; i++)
      expect((await entrar(cpf, 'certa1234', novoEndereco())).statusCode).toBe(303);
  });

  it('wrong passwords lock the CPF, and a new password from the e-mail opens it again', async () => {
    const cpf = await comConta(41, 'alvo@example.com', 'certa1234');
    for (let i = 0; i < LIMITES_PORTAL.loginsPorCpfHora; i++)
      expect((await entrar(cpf, 'errada', novoEndereco())).statusCode).toBe(401);
    expect((await entrar(cpf, 'certa1234', novoEndereco())).statusCode).toBe(429);
    await pedirRedefinicao(cpf, 'alvo@example.com');
    const [m] = (await caixa('alvo@example.com')).slice(-1);
    expect((await definirSenha(tokenDe(m.texto), 'nova12345')).statusCode).toBe(200);
    expect((await entrar(cpf, 'nova12345', novoEndereco())).statusCode).toBe(303);
  });

  it('the limits keep no CPF in clear', async () => {
    const cpf = cpfValido(42);
    await entrar(cpf, 'qualquer', novoEndereco());
    await pedirRedefinicao(cpf, 'ninguem@example.com');
    const chaves = await consultar<{ k: string }>(
      t.app.deps.db,
      sql`SELECT ds_chave AS k FROM limite_requisicao`,
    );
    expect(chaves.length).toBeGreaterThan(0);
    for (const { k } of chaves) expect(k).not.toContain(cpf);
  });

  it('resets per address are limited by the domain, per hour', async () => {
    const ip = novoEndereco();
    const codigos: number[] = [];
    for (let i = 0; i <= LIMITES_PORTAL.redefinicoesPorIpHora; i++)
      codigos.push((await pedirRedefinicao(cpfValido(100 + i), `x${i}@example.com`, { ip })).statusCode);
    expect(codigos.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codigos.at(-1)).toBe(429);
  });

  it('a vacancy at its quota answers alike whether or not the CPF already applied', async () => {
    const nr = await vaga({ qt_candidatos_vaga_web: 1 });
    const cpf = cpfValido(50);
    const candidatar = (c: string) =>
      postForm(`/vagas/${nr}-soldador/candidatar`, formCandidatura(nr, c), { ip: novoEndereco() });
    expect((await candidatar(cpf)).statusCode).toBe(201);
    const jaCandidato = await candidatar(cpf);
    const novo = await candidatar(cpfValido(51));
    expect(jaCandidato.statusCode).toBe(409);
    expect(novo.statusCode).toBe(409);
  });

  it('the data export is limited per candidate', async () => {
    const cpf = await comConta(60, 'exporta@example.com', 'exporta12');
    const cookie = cookieCandidato(await entrar(cpf, 'exporta12', novoEndereco()));
    const codigos: number[] = [];
    for (let i = 0; i <= LIMITES_PORTAL.exportacoesPorHora; i++)
      codigos.push((await get('/vagas/minha-area/meus-dados.pdf', { cookie })).statusCode);
    expect(codigos.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codigos.at(-1)).toBe(429);
  });

  it('logout without a valid stamp keeps the session and says so; the page form (no script) ends it', async () => {
    const cpf = await comConta(70, 'sair@example.com', 'sair12345');
    const cookie = cookieCandidato(await entrar(cpf, 'sair12345', novoEndereco()));
    const semCarimbo = await postForm('/vagas/sair', {}, { cookie });
    expect(semCarimbo.headers.location ?? '').not.toContain('saiu=1');
    expect(semCarimbo.body).not.toContain(M.sessaoEncerrada);
    expect((await get('/vagas/minha-area', { cookie })).statusCode).toBe(200);
    // the logout form of the page, as a browser without scripts sends it
    const pagina = semCarimbo.statusCode === 200 ? semCarimbo : await get('/vagas/minha-area', { cookie });
    const stamp = /action="\/vagas\/sair"[\s\S]*?name="carimbo" value="([^"]+)"/.exec(pagina.body)?.[1] ?? '';
    const sai = await postForm('/vagas/sair', { carimbo: stamp }, { cookie });
    expect(sai.headers.location).toBe('/vagas/entrar?saiu=1');
    expect((await get('/vagas/minha-area', { cookie })).statusCode).toBe(303);
  });

  it('reset e-mails are kept in the outbox like every other message', async () => {
    const cpf = await comConta(80, 'caixa@example.com', 'caixa1234');
    const antes = (await caixa('caixa@example.com')).length;
    await pedirRedefinicao(cpf, 'caixa@example.com');
    const depois = await caixa('caixa@example.com');
    expect(depois).toHaveLength(antes + 1);
    expect(depois.at(-1)?.assunto).toBe(M.assuntoRedefinicao);
  });
});
