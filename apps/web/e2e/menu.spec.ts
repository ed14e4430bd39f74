import { entrar, expect, menu, semViolacoesGraves, test } from './apoio';

test('seleção não vê Financeiro; admin vê', async ({ browser }) => {
  const ctxSelecao = await browser.newContext();
  const selecao = await ctxSelecao.newPage();
  await entrar(selecao, 'selecao');
  await expect(menu(selecao).getByText('Seleção', { exact: true })).toBeVisible();
  await expect(menu(selecao).getByText('Financeiro')).toHaveCount(0);
  await expect(menu(selecao).getByText('Marketing')).toHaveCount(0);
  await selecao.goto('/t/BotValidaCliente');
  await expect(selecao.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();
  await ctxSelecao.close();

  const ctxAdmin = await browser.newContext();
  const admin = await ctxAdmin.newPage();
  await entrar(admin, 'admin');
  await menu(admin).getByText('Financeiro').click();
  await menu(admin).getByRole('link', { name: 'Bot Valida Cliente' }).click();
  await expect(admin).toHaveURL(/\/t\/BotValidaCliente$/);
  await expect(admin.getByTestId('aba-ativa')).toBeVisible();
  await ctxAdmin.close();
});

test('Ctrl+B recolhe e expande o menu', async ({ page }) => {
  await entrar(page, 'admin');
  const lateral = page.getByTestId('menu-lateral');
  const larguraAberta = (await lateral.boundingBox())?.width ?? 0;
  expect(larguraAberta).toBeGreaterThanOrEqual(1366 * 0.15 - 1);
  expect(larguraAberta).toBeLessThanOrEqual(1366 * 0.2 + 1);

  await page.mouse.move(900, 400);
  await page.getByRole('main').click({ position: { x: 400, y: 300 } });
  await page.keyboard.press('Control+b');
  await expect(lateral).toHaveAttribute('data-recolhido', 'true');
  await expect
    .poll(async () => (await lateral.boundingBox())?.width ?? 0)
    .toBeLessThanOrEqual(1366 * 0.03 + 1);
  await expect(page.getByRole('button', { name: 'Expandir menu (Ctrl+B)' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  // hovering opens it over the content, leaving closes it again
  await lateral.hover();
  await expect(lateral).toHaveAttribute('data-expandido', 'true');
  await page.mouse.move(900, 400);
  await expect(lateral).not.toHaveAttribute('data-expandido', 'true');

  await page.keyboard.press('Control+b');
  await expect(lateral).not.toHaveAttribute('data-recolhido', 'true');
  await expect.poll(async () => (await lateral.boundingBox())?.width ?? 0).toBeGreaterThan(1366 * 0.15 - 1);
});

test('a group opened at the bottom of the sidebar unfolds into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await entrar(page, 'admin');
  await menu(page).getByText('Administração', { exact: true }).click();
  await expect(menu(page).getByRole('link', { name: 'Importação', exact: true })).toBeInViewport({
    ratio: 1,
  });
  await semViolacoesGraves(page);
});
