import { entrar, expect, test } from './apoio';

const MENSAGEM = 'Sua sessão expirou. Por favor, faça login novamente. Clique aqui para ser redirecionado';

test('sessão expirada: aviso que fica até o clique e leva ao login', async ({ page, context }) => {
  await entrar(page, 'recrutamento');
  // a short check interval for this test, then the shell is loaded again to pick it up
  await page.evaluate(() => localStorage.setItem('intervaloVerificacaoSessaoMs', '1000'));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

  await context.clearCookies();
  const toast = page.getByText(MENSAGEM);
  await expect(toast).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // not closed by itself
  await page.waitForTimeout(6000);
  await expect(toast).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);

  await toast.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Usuário')).toBeVisible();
});
