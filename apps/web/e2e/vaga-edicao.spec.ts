import type { Page } from '@playwright/test';
import { entrar, expect, test } from './apoio';

async function recolherAvisos(page: Page) {
  const recolher = page.getByRole('button', { name: 'Recolher avisos' });
  const apareceu = await recolher
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (apareceu) await recolher.click();
}

async function vagaNaSituacao(page: Page, situacao: number) {
  for (let nr = 1; nr <= 200; nr++) {
    const r = await page.request.get(`/api/vaga/situacao/${nr}`);
    if (!r.ok()) continue;
    if (((await r.json()) as { CD_SITUACAO_VAGA: number }).CD_SITUACAO_VAGA === situacao) return nr;
  }
  throw new Error(`nenhuma vaga de demonstração na situação ${situacao}`);
}

const salvar = (page: Page) => page.getByRole('button', { name: 'Salvar', exact: true });

test('order number, requester and sector are saved and read back after a reload', async ({ page }) => {
  await entrar(page, 'selecao');
  const nr = await vagaNaSituacao(page, 1);
  await page.goto(`/t/Vaga?nrVaga=${nr}`);
  await recolherAvisos(page);
  const sufixo = String(Date.now()).slice(-6);
  const campos: [string, string, string, string][] = [
    ['Nº Pedido', 'Nº do pedido do cliente', `PED-${sufixo}`, 'Nr. do pedido atualizado com sucesso'],
    ['Requisitante', 'Requisitante', `Marta ${sufixo}`, 'Requisitante atualizado com sucesso'],
    ['Setor', 'Setor', `Expedição ${sufixo}`, 'Setor atualizado com sucesso'],
  ];
  for (const [aba, rotulo, valor, mensagem] of campos) {
    await page.getByRole('tab', { name: aba, exact: true }).click();
    await page.getByRole('textbox', { name: rotulo, exact: true }).fill(valor);
    await salvar(page).click();
    await expect(page.getByText(mensagem)).toBeVisible();
  }
  // saving again with nothing changed says so
  await salvar(page).click();
  await expect(page.getByText('Não há dados para atualizar')).toBeVisible();

  await page.reload();
  for (const [aba, rotulo, valor] of campos) {
    await page.getByRole('tab', { name: aba, exact: true }).click();
    await expect(page.getByRole('textbox', { name: rotulo, exact: true })).toHaveValue(valor);
  }
});

test('a frozen vacancy shows the banner and disables most tabs', async ({ page }) => {
  await entrar(page, 'selecao');
  const nr = await vagaNaSituacao(page, 13);
  await page.goto(`/t/Vaga?nrVaga=${nr}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Vaga congelada' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Requisitante', exact: true })).toBeDisabled();
});
