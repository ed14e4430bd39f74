import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrar, expect, menu, semViolacoesGraves, test } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

test.beforeAll(() => {
  fs.mkdirSync(pastaCapturas, { recursive: true });
});

test('login sem violações graves de acessibilidade', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Usuário')).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'login.png') });

  await page.getByLabel('Usuário').fill('financeiro');
  await page.getByLabel('Senha', { exact: true }).fill('errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'login-erro.png') });
});

test('shell sem violações graves de acessibilidade', async ({ page }) => {
  await entrar(page, 'admin');
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'shell-inicio.png') });

  await menu(page).getByText('Seleção', { exact: true }).click();
  await menu(page).getByRole('link', { name: 'Gerencial' }).click();
  await page.goto('/t/DadosCandidato?cdPessoaCandidato=123');
  await expect(page.getByTestId('aba-ativa')).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'shell-abas.png') });

  await page.keyboard.press('Control+b');
  await page.mouse.move(900, 400);
  await expect(page.getByTestId('menu-lateral')).toHaveAttribute('data-recolhido', 'true');
  await page.waitForTimeout(300);
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'shell-recolhido.png') });

  // a collapsed menu opens under the pointer first
  await page.getByTestId('menu-lateral').hover();
  await expect(page.getByTestId('menu-lateral')).toHaveAttribute('data-expandido', 'true');
  await page.getByTestId('menu-lateral').getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'shell-sair.png') });
});
