import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

test.beforeAll(() => {
  fs.mkdirSync(pastaCapturas, { recursive: true });
});

test('Campanhas Endomarketing: a campaign to three people, its progress reaching sent', async ({ page }) => {
  test.setTimeout(90_000);
  await entrar(page, 'marketing');
  await page.goto('/t/CampanhasEndomarketing');
  const pagina = page.getByTestId('aba-ativa');
  await expect(pagina.getByRole('heading', { name: 'Campanhas Endomarketing' })).toBeVisible();
  await expect(pagina.getByRole('article').first()).toBeVisible();

  // the pager: every arrow and page named, the current page marked, read by the accessibility check
  const paginas = pagina.getByRole('navigation', { name: 'Páginas' });
  await paginas.scrollIntoViewIfNeeded();
  await expect(paginas.getByRole('button', { name: 'Página 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await semViolacoesGraves(page);
  await paginas.getByRole('button', { name: 'Próxima página' }).click();
  await expect(paginas.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await semViolacoesGraves(page);
  await paginas.getByRole('button', { name: 'Página 1', exact: true }).click();

  // nobody picked
  await page.getByRole('button', { name: /Enviar campanha \(0\)/ }).click();
  await expect(page.getByText('Selecione pelo menos uma pessoa.')).toBeVisible();

  // people with an active campaign cannot be picked
  await pagina.getByRole('combobox', { name: 'Campanha pendente' }).click();
  await page.getByRole('option', { name: 'Sim' }).click();
  await pagina.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await expect(pagina.getByRole('checkbox').first()).toBeDisabled();
  await semViolacoesGraves(page);

  await pagina.getByRole('combobox', { name: 'Campanha pendente' }).click();
  await page.getByRole('option', { name: 'Não' }).click();
  await pagina.getByRole('button', { name: 'Aplicar Filtros' }).click();
  const caixas = pagina.getByRole('checkbox', { name: /^Selecionar / });
  await expect(caixas.first()).toBeEnabled();
  for (let i = 0; i < 3; i++) await caixas.nth(i).check();
  await page.getByRole('button', { name: /Enviar campanha \(3\)/ }).click();
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toContainText('Gostaria de pedir atualização para as pessoas selecionadas?');
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Emails enviados com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Enviar campanha \(0\)/ })).toBeVisible();
  await expect(pagina.getByTestId('campanha-enviados')).toHaveText('Enviados: 3', { timeout: 30_000 });
  await expect(pagina.getByTestId('campanha-fila')).toHaveText('Na fila: 0');
  await page.screenshot({ path: path.join(pastaCapturas, 'campanhas.png'), fullPage: true });
});

test('Campanhas Endomarketing: nothing floats over the cards; the send action sits in the header bar', async ({
  page,
}) => {
  await entrar(page, 'marketing');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/t/CampanhasEndomarketing');
  const pagina = page.getByTestId('aba-ativa');
  const cartoes = pagina.getByRole('article');
  await expect(cartoes.first()).toBeVisible();
  const enviar = page.getByRole('button', { name: /Enviar campanha \(\d+\)/ });

  // at the end of the list the last card is whole and the button is not over it
  const ultimo = cartoes.last();
  await ultimo.scrollIntoViewIfNeeded();
  const c = await ultimo.boundingBox();
  const b = await enviar.boundingBox();
  expect(c && b).toBeTruthy();
  if (!c || !b) return;
  const cruza = b.x < c.x + c.width && c.x < b.x + b.width && b.y < c.y + c.height && c.y < b.y + b.height;
  expect(cruza, 'o botão cobre o último cartão').toBe(false);
  // the point at the middle of the last card is the card itself, not something over it
  const noMeio = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('article') !== null,
    [c.x + c.width / 2, c.y + c.height / 2],
  );
  expect(noMeio).toBe(true);
  await expect(enviar).toBeInViewport();
});
