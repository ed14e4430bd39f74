import type { Browser, Page } from '@playwright/test';
import { expect, menu } from '../e2e/apoio';

/** The administrator the README's command created (scripts/producao-readme.sh). */
export const ADMIN = process.env.PRODUCAO_ADMIN_LOGIN ?? 'primeiro.admin';
export const SENHA_ADMIN = process.env.PRODUCAO_ADMIN_SENHA ?? '';

/** Picks an option of a searchable select by what is typed. */
export async function escolher(
  page: Page,
  campo: ReturnType<Page['getByLabel']>,
  texto: string,
  opcao: string | RegExp,
) {
  await campo.click();
  await campo.fill(texto);
  await page.getByRole('option', { name: opcao }).click();
}

/** The user logs in with the temporary password, chooses their own and answers the sidebar. */
export async function primeiroAcesso(browser: Browser, baseURL: string, login: string, temporaria: string) {
  const contexto = await browser.newContext({ baseURL });
  const page = await contexto.newPage();
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(temporaria);
  await page.getByLabel('Senha', { exact: true }).press('Enter');
  const troca = page.getByRole('region', { name: 'Escolha a sua senha' });
  await troca.getByLabel(/^Senha temporária/).fill(temporaria);
  await troca.getByLabel(/^Nova senha/).fill('girassol na janela 42');
  await troca.getByLabel('Confirme a nova senha').fill('girassol na janela 42');
  await troca.getByRole('button', { name: 'Salvar' }).click();
  await expect(menu(page)).toBeVisible();
  return { contexto, page };
}
