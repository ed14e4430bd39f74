import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERFIS_DEMO } from '@backoffice/domain/perfis';
import type { Browser, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { entrar, expect as expectBase, menu, semViolacoesGraves, test } from './apoio';

// the machine running the suite may be loaded: the screens get more time than the default 10 s
const expect = expectBase.configure({ timeout: 30_000 });

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const TAMANHOS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
] as const;

/** Screenshots of what the page shows at both desktop sizes. */
async function capturas(page: Page, nome: string) {
  for (const t of TAMANHOS) {
    await page.setViewportSize(t);
    await page.screenshot({ path: path.join(pastaCapturas, `${nome}-${t.width}.png`) });
  }
}

/** The link of the last e-mail the server sent to an address (the test's SMTP mailbox). */
async function linkDoEmail(para: string, depoisDe: number): Promise<string> {
  const pasta = process.env.E2E_EMAILS ?? '';
  for (let i = 0; i < 100; i++) {
    for (const arquivo of fs.readdirSync(pasta).sort().reverse()) {
      const caminho = path.join(pasta, arquivo);
      if (fs.statSync(caminho).mtimeMs < depoisDe) continue;
      const m = await simpleParser(fs.readFileSync(caminho));
      const destino = m.to && !Array.isArray(m.to) ? m.to.value : [];
      if (destino.some((e) => e.address?.toLowerCase() === para.toLowerCase())) {
        const link = /(http:\/\/\S+\/vagas\/nova-senha\?token=[A-Za-z0-9_-]{43})/.exec(m.text ?? '')?.[1];
        if (link) return link;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Nenhum e-mail para ${para}`);
}

interface Candidato {
  cd: number;
  nome: string;
  cpf: string;
  email: string;
}

/**
 * A demo candidate who started at a vacancy (documents to sign, the read the test makes) and has a CPF
 * and an e-mail (the portal's login), from the lowest codes up. The record's summary is not logged;
 * the documents' list is, and only for the candidate chosen (an empty list writes nothing).
 */
async function candidatoComDocumentos(page: Page): Promise<Candidato> {
  const r = await page.request.get('/api/candidato/candidatos?text=Silva');
  const codigos = ((await r.json()) as { CD_PESSOA: number }[]).map((c) => c.CD_PESSOA);
  const inicio = Math.max(Math.min(...codigos) - 400, 1);
  for (let cd = inicio; cd < inicio + 2000; cd++) {
    const d = await page.request.get(`/api/candidato/dados-candidato/${cd}`);
    if (!d.ok()) continue;
    const dados = (await d.json()) as {
      NM_PESSOA: string;
      NR_DOCUMENTO_CPF: string | null;
      DS_EMAIL: string | null;
    };
    if (!dados.NR_DOCUMENTO_CPF || !dados.DS_EMAIL?.includes('@')) continue;
    const docs = await page.request.get(`/api/candidato/documentos/${cd}`);
    if (!docs.ok() || !((await docs.json()) as unknown[]).length) continue;
    return { cd, nome: dados.NM_PESSOA, cpf: dados.NR_DOCUMENTO_CPF, email: dados.DS_EMAIL };
  }
  throw new Error('nenhum candidato de demonstração com documentos, CPF e e-mail');
}

/** The candidate logs in to the portal after creating a password from the e-mailed link. */
async function entrarNoPortal(browser: Browser, c: Candidato): Promise<Page> {
  const contexto = await browser.newContext({ viewport: TAMANHOS[0], baseURL: process.env.E2E_BASE_URL });
  const page = await contexto.newPage();
  await page.goto('/vagas/esqueci-senha');
  await page.getByLabel('CPF').fill(c.cpf);
  await page.getByLabel('E-mail').fill(c.email);
  const pedido = Date.now() - 1000;
  await page.waitForTimeout(1100); // the form's minimum time (PORTAL_FORM_MIN_SECONDS)
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Criar uma nova senha' })).toBeVisible();
  await page.goto(await linkDoEmail(c.email, pedido));
  await page.getByLabel('Nova senha', { exact: true }).fill('acesso123');
  await page.getByLabel('Confirme a nova senha').fill('acesso123');
  await page.getByLabel('Lembrete da senha').fill('a do teste');
  await page.waitForTimeout(1100);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await page.getByLabel('CPF').fill(c.cpf);
  await page.getByLabel('Senha').fill('acesso123');
  await page.waitForTimeout(1100);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();
  return page;
}

test('a read of sensitive data: the administrator finds who read it, the candidate sees the role, never the name', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  fs.mkdirSync(pastaCapturas, { recursive: true });

  // the selector reads a candidate's documents through the record's 'Assinatura de Documentos' tab
  await entrar(page, 'selecao');
  const eu = (await (await page.request.get('/api/session')).json()) as {
    nm_pessoa: string;
    nm_login: string;
  };
  const c = await candidatoComDocumentos(page);
  const leitura = page.waitForRequest((r) => r.url().endsWith(`/api/candidato/documentos/${c.cd}`));
  await page.goto(`/t/DadosCandidato?cdPessoaCandidato=${c.cd}&aba=assinaturaDocumentos`);
  expect((await leitura).headers()['x-tela']).toBe('DadosCandidato');
  await expect(page.getByRole('table', { name: 'Vagas com documentos' })).toBeVisible();
  await semViolacoesGraves(page);

  // the administrator opens Administração › Acessos a dados sensíveis and filters by the candidate
  const adm = await browser.newContext({ viewport: TAMANHOS[0], baseURL: process.env.E2E_BASE_URL });
  const admin = await adm.newPage();
  await entrar(admin, 'admin');
  await menu(admin).getByText('Administração', { exact: true }).click();
  await menu(admin).getByRole('link', { name: 'Acessos a dados sensíveis' }).click();
  await expect(admin.getByRole('heading', { name: 'Acessos a dados sensíveis' })).toBeVisible();
  const tabela = admin.getByRole('table', { name: 'Acessos a dados sensíveis' });
  await expect(tabela.getByRole('row').nth(1)).toBeVisible();
  await semViolacoesGraves(admin);
  await admin.getByRole('combobox', { name: 'Candidato' }).fill(c.cpf);
  await admin.getByRole('option').first().click();
  const linha = tabela.getByRole('row').filter({ hasText: 'Dados do candidato' }).first();
  await expect(linha).toContainText(eu.nm_pessoa);
  await expect(linha).toContainText(eu.nm_login);
  await expect(linha).toContainText('Documento');
  await expect(linha).toContainText(c.nome);
  await expect(linha.getByRole('link', { name: new RegExp(`código ${c.cd}$`) })).toBeVisible();
  // only this candidate's reads
  for (const l of await tabela.getByRole('row').all()) {
    if ((await l.getByRole('cell').count()) > 0) await expect(l).toContainText(c.nome);
  }
  await semViolacoesGraves(admin);
  for (const t of TAMANHOS) {
    // the filters in one row at both widths
    await admin.setViewportSize(t);
    const candidato = await admin.getByRole('combobox', { name: 'Candidato' }).boundingBox();
    const limpar = await admin.getByRole('button', { name: 'Limpar filtros' }).boundingBox();
    expect(
      Math.abs((candidato?.y ?? 0) + (candidato?.height ?? 0) - (limpar?.y ?? 0) - (limpar?.height ?? 0)),
    ).toBeLessThan(4);
  }
  await capturas(admin, 'lgpd-acessos-admin');

  // the same log from the user's page: filtered by the selector
  await admin.setViewportSize(TAMANHOS[0]);
  await menu(admin).getByRole('link', { name: 'Usuários', exact: true }).click();
  await admin.getByLabel('Pesquisar').fill(eu.nm_login);
  await admin.getByRole('table', { name: 'Usuários' }).getByText(eu.nm_login, { exact: true }).click();
  const gaveta = admin.getByRole('dialog', { name: eu.nm_pessoa });
  await gaveta.getByRole('link', { name: 'Acessos a dados sensíveis deste usuário' }).click();
  await expect(admin.getByRole('combobox', { name: 'Usuário' })).toHaveValue(
    `${eu.nm_pessoa} (${eu.nm_login})`,
  );
  await expect(tabela.getByRole('row').filter({ hasText: c.nome }).first()).toContainText('Documento');
  await semViolacoesGraves(admin);

  // and from the candidate's record
  await admin.goto(`/t/DadosCandidato?cdPessoaCandidato=${c.cd}`);
  await admin.getByTestId('aba-ativa').getByRole('link', { name: 'Acessos a dados sensíveis' }).click();
  await expect(admin).toHaveURL(new RegExp(`/t/AdminAcessosLgpd\\?cdPessoaCandidato=${c.cd}$`));
  await expect(admin.getByRole('combobox', { name: 'Candidato' })).toHaveValue(c.nome);
  await expect(tabela.getByRole('row').filter({ hasText: 'Dados do candidato' }).first()).toContainText(
    eu.nm_pessoa,
  );
  await adm.close();

  // the candidate's side: who by role and unit, never the user's name
  const portal = await entrarNoPortal(browser, c);
  await portal.getByRole('link', { name: 'Quem acessou meus dados' }).click();
  await expect(portal.getByRole('heading', { level: 1, name: 'Quem acessou meus dados' })).toBeVisible();
  const acesso = portal.getByRole('row').filter({ hasText: 'Documento' }).first();
  await expect(acesso).toContainText(PERFIS_DEMO.selecao.nome);
  await expect(acesso).toContainText(' · ');
  // the cells keep apart (the portal's table style)
  expect(
    await acesso
      .locator('td')
      .first()
      .evaluate((e) => getComputedStyle(e).paddingLeft),
  ).not.toBe('0px');
  await expect(portal.locator('body')).not.toContainText(eu.nm_pessoa);
  await expect(portal.locator('body')).not.toContainText(eu.nm_login);
  await semViolacoesGraves(portal);
  await capturas(portal, 'lgpd-acessos-portal');
  await portal.context().close();
});
