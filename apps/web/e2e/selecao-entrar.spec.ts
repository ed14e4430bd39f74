import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { abas, entrar, expect, menu, semViolacoesGraves, test } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

test('Seleção - Entrar abre nas Minhas Vagas; cada aba interna tem seu endereço; o dashboard mostra os gráficos', async ({
  page,
}) => {
  // two tabs, a drawer, a unit change, a reload and two accessibility checks: on two loaded cores
  // the walk takes about a minute
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  await menu(page).getByText('Seleção', { exact: true }).click();
  await menu(page).getByRole('link', { name: 'Entrar' }).first().click();
  await expect(page).toHaveURL(/\/t\/SelecaoEntrar$/);
  const internas = page.getByRole('tablist', { name: 'Seleção - Entrar' });
  await expect(internas.getByRole('tab', { name: 'Minhas Vagas' })).toHaveAttribute('aria-selected', 'true');

  await internas.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/t\/SelecaoEntrar\?aba=dashboard$/);
  // one workspace tab, whatever the inner tab
  await expect(abas(page).getByRole('listitem')).toHaveCount(1);
  const abertas = page.getByRole('region', { name: 'Vagas abertas por analista' });
  await expect(abertas.getByRole('table')).toBeVisible();
  await expect(abertas.getByRole('row')).not.toHaveCount(1);
  const situacoes = page.getByRole('region', { name: /Situação das vagas de/ });
  await expect(situacoes.getByRole('cell', { name: 'Aberta', exact: true })).toBeVisible();

  // a situation opens the vacancies behind its bar, as many as it counts
  const linhaAberta = situacoes
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Aberta', exact: true }) });
  const contadas = Number(await linhaAberta.getByRole('cell').last().textContent());
  await linhaAberta.getByRole('button', { name: 'Aberta', exact: true }).click();
  const gaveta = page.getByRole('dialog', { name: /^Vagas em situação Aberta/ });
  await expect(gaveta.getByText(new RegExp(`Exibindo \\d+ de ${contadas}$`))).toBeVisible();
  await expect(gaveta.getByRole('table').getByText('Aberta', { exact: true }).first()).toBeVisible();
  await semViolacoesGraves(page);
  fs.mkdirSync(pastaCapturas, { recursive: true });
  await page.screenshot({ path: path.join(pastaCapturas, 'dashboard-vagas-da-barra.png') });
  await page.keyboard.press('Escape');
  await expect(gaveta).toBeHidden();

  // another unit resets the analyst
  await page.getByRole('combobox', { name: 'Unidade' }).click();
  await page.getByRole('option', { name: /^19 - / }).click();
  await expect(page.getByRole('combobox', { name: 'Analista' })).toHaveValue('');
  await semViolacoesGraves(page);

  // a reload comes back to the same inner tab
  await page.reload();
  await expect(
    page.getByRole('tablist', { name: 'Seleção - Entrar' }).getByRole('tab', { name: 'Dashboard' }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/t\/SelecaoEntrar$/);
});
