import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

test.beforeAll(() => {
  fs.mkdirSync(pastaCapturas, { recursive: true });
});

test('Controles: every control and picker, without serious accessibility violations', async ({ page }) => {
  // Four axe runs over a large page: more than the default minute when the suite runs in parallel.
  test.setTimeout(150_000);
  await entrar(page, 'admin');
  await page.goto('/t/Controles');
  const pagina = page.getByTestId('aba-ativa');
  await expect(pagina.getByRole('heading', { name: 'Controles', level: 2 })).toBeVisible();

  // The text area counts and colours as the user types.
  const observacao = pagina.getByLabel(/Observação/);
  await observacao.fill('Texto curto');
  await expect(pagina.getByText('11/200')).toBeVisible();

  // The list filter ignores accents and counts what it shows.
  await pagina.getByLabel('Filtrar', { exact: true }).fill('sao jose');
  await expect(pagina.getByText(/^Exibindo \d+ de 237$/)).toBeVisible();
  await pagina.getByLabel('Filtrar', { exact: true }).fill('');

  // State → city, from the API.
  await pagina.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: /Santa Catarina/ }).click();
  await pagina.getByRole('combobox', { name: 'Cidade' }).click();
  await expect(page.getByRole('listbox', { name: 'Cidade' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The shift list of hiring type 1 has its filter and count.
  await expect(pagina.getByLabel('Filtrar turnos')).toBeVisible();

  await semViolacoesGraves(page);
  // The tab scrolls inside the shell, so a tall window is what shows the whole gallery at once.
  await page.setViewportSize({ width: 1366, height: 3000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(pastaCapturas, 'controles.png') });
  await page.setViewportSize({ width: 1366, height: 768 });

  // A text picker: 3 characters, then the answer.
  await pagina.getByRole('combobox', { name: 'Cliente' }).fill('ind');
  const clientes = page.getByRole('listbox', { name: 'Cliente' });
  await expect(clientes).toBeVisible();
  await expect(clientes.getByText('Carregando...')).toHaveCount(0);
  await page.screenshot({ path: path.join(pastaCapturas, 'controles-cliente.png') });
  await page.keyboard.press('Escape');

  // The calendar of the date field.
  await pagina.getByRole('button', { name: 'Abrir calendário de Data' }).click();
  await expect(page.getByRole('dialog', { name: 'Calendário de Data' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'controles-calendario.png') });
  await page.keyboard.press('Escape');

  // Confirmation asking a reason with a minimum.
  await pagina.getByRole('button', { name: 'Confirmar com motivo' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Prorrogar vaga' });
  await dialogo.getByLabel(/Motivo/).fill('curto');
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    dialogo.getByText('A quantidade mínima de caracteres para o campo [Motivo] é de 15 caracteres!'),
  ).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'controles-motivo.png') });
});
