import { test as base, expect, type Page } from '@playwright/test';

/** Tests reach the server the global setup started (its port is chosen at run time). */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL ausente: o global setup não iniciou o servidor.');
    await use(url);
  },
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

/** Collapses the floating alerts, so they do not cover the forms' buttons. */
export async function recolherAvisos(page: Page) {
  const recolher = page.getByRole('button', { name: 'Recolher avisos' });
  const apareceu = await recolher
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (apareceu) await recolher.click();
}
