import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

// An answer the app expects and handles (401 of the session check, 404, 409...) is logged by Chromium
// as a console error about the resource; only those of status 4xx are let through.
const RESPOSTA_4XX = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/**
 * Tests reach the server the global setup started (its port is chosen at run time), and fail on any
 * console error, uncaught exception or Content-Security-Policy violation in any page they open.
 */
export const test = base.extend<{ semErrosNoNavegador: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL ausente: o global setup não iniciou o servidor.');
    await use(url);
  },
  semErrosNoNavegador: [
    async ({ context }, use) => {
      const erros: string[] = [];
      const observar = (p: Page) => {
        p.on('console', (m) => {
          if (m.type() === 'error' && !RESPOSTA_4XX.test(m.text())) erros.push(`${p.url()}: ${m.text()}`);
        });
        p.on('pageerror', (e) => erros.push(`${p.url()}: ${e.message}`));
      };
      for (const p of context.pages()) observar(p);
      context.on('page', observar);
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(
            `Violação da CSP: ${e.effectiveDirective} recusou ${e.blockedURI || 'inline'} em ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      await use(undefined);
      expect(erros, 'erros no console do navegador').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const SENHA_DEMO = 'demo1234';

/** Logs in through the login page and waits for the shell. */
export async function entrar(page: Page, usuario: string, senha = SENHA_DEMO, destino = '/login') {
  await page.goto(destino);
  await page.getByLabel('Usuário').fill(usuario);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByLabel('Senha', { exact: true }).press('Enter');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
}

export function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

export function abas(page: Page) {
  return page.getByRole('navigation', { name: 'Abas abertas' });
}

/** The first demo vacancy in the situation, from `de` towards `ate` (specs keep to bands of their own). */
export async function vagaNaSituacao(page: Page, situacao: number, de = 1, ate = 200): Promise<number> {
  const passo = de <= ate ? 1 : -1;
  for (let nr = de; nr !== ate + passo; nr += passo) {
    const r = await page.request.get(`/api/vaga/situacao/${nr}`);
    if (r.ok() && ((await r.json()) as { CD_SITUACAO_VAGA: number }).CD_SITUACAO_VAGA === situacao) return nr;
  }
  throw new Error(`nenhuma vaga de demonstração na situação ${situacao}`);
}

/** Opens the vacancy's tab (the detail panel) and its edit panel in the modal. */
export async function abrirEdicao(page: Page, nr: number): Promise<Locator> {
  await page.goto(`/t/Vaga?nrVaga=${nr}`);
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Editar vaga ${nr}` });
  await expect(modal).toBeVisible();
  return modal;
}

/**
 * The automated accessibility check (WCAG 2.2 A and AA) of what the page shows now: no serious or
 * critical violation. Every screen's test calls it on each state it opens. The check measures the
 * settled screen: a dialog still fading in is half-transparent, and its colours would be measured
 * against what shows through it.
 */
export async function semViolacoesGraves(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // a spinner turns for ever: only what comes to an end is waited for
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const r = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const graves = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const resumo = graves.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(resumo).toEqual([]);
}

/** The toast with this text is shown below the open tab's content, never over it (the work area keeps a strip for it). */
export async function toastForaDaAba(page: Page, texto: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: texto });
  await expect(toast).toBeVisible();
  await expect
    .poll(async () => {
      const t = await toast.boundingBox();
      const aba = await page.getByTestId('aba-ativa').boundingBox();
      return t && aba ? Math.round(t.y - (aba.y + aba.height)) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}
