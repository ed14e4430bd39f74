import type { Page } from '@playwright/test';
import { abrirEdicao, entrar, expect, semViolacoesGraves, test, vagaNaSituacao } from './apoio';

const salvar = (page: Page) => page.getByRole('button', { name: 'Salvar', exact: true });

test('order number, requester and sector are saved and read back after a reload', async ({ page }) => {
  await entrar(page, 'selecao');
  const nr = await vagaNaSituacao(page, 1);
  await abrirEdicao(page, nr);
  await semViolacoesGraves(page);
  const sufixo = String(Date.now()).slice(-6);
  // Setor offers the register of areas (a combobox) and keeps any text typed
  const campos: [string, 'textbox' | 'combobox', string, string, string][] = [
    [
      'Nº Pedido',
      'textbox',
      'Nº do pedido do cliente',
      `PED-${sufixo}`,
      'Nr. do pedido atualizado com sucesso',
    ],
    ['Requisitante', 'textbox', 'Requisitante', `Marta ${sufixo}`, 'Requisitante atualizado com sucesso'],
    ['Setor', 'combobox', 'Setor', `Expedição ${sufixo}`, 'Setor atualizado com sucesso'],
  ];
  for (const [aba, papel, rotulo, valor, mensagem] of campos) {
    await page.getByRole('tab', { name: aba, exact: true }).click();
    await page.getByRole(papel, { name: rotulo, exact: true }).fill(valor);
    await salvar(page).click();
    await expect(page.getByText(mensagem)).toBeVisible();
  }
  // saving again with nothing changed says so
  await salvar(page).click();
  await expect(page.getByText('Não há dados para atualizar')).toBeVisible();

  await page.reload();
  await abrirEdicao(page, nr);
  for (const [aba, papel, rotulo, valor] of campos) {
    await page.getByRole('tab', { name: aba, exact: true }).click();
    await expect(page.getByRole(papel, { name: rotulo, exact: true })).toHaveValue(valor);
  }
});

test('a frozen vacancy shows the banner and disables most tabs', async ({ page }) => {
  await entrar(page, 'selecao');
  const nr = await vagaNaSituacao(page, 13);
  await abrirEdicao(page, nr);
  await expect(page.getByRole('alert').filter({ hasText: 'Vaga congelada' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Requisitante', exact: true })).toBeDisabled();
});

/** Answers the confirmation of a toggle and waits for the dialog to be gone (it fades out). */
async function responder(page: Page, titulo: string, botao: 'Confirmar' | 'Cancelar') {
  const dialogo = page.getByRole('dialog', { name: titulo });
  await dialogo.getByRole('button', { name: botao }).click();
  await expect(dialogo).toBeHidden();
}

test('the detail panel: confidential and secret toggles with confirmation, the search inside, and Editar', async ({
  page,
}) => {
  await entrar(page, 'selecao');
  let nr = 0;
  for (let i = 120; i >= 1 && !nr; i--) {
    const r = await page.request.get(`/api/vaga/info-vaga/${i}`);
    if (!r.ok()) continue;
    const v = await r.json();
    if (
      v.SITUACAO_VAGA.CD_SITUACAO_VAGA === 1 &&
      v.ID_VAGA_SIGILOSA === 'N' &&
      v.ID_VAGA_CONFIDENCIAL === 'N'
    )
      nr = i;
  }
  expect(nr).toBeGreaterThan(0);
  await page.goto(`/t/Vaga?nrVaga=${nr}`);
  await expect(page.getByRole('heading', { name: `Vaga ${nr}` })).toBeVisible();
  await expect(page.getByText('Requisição', { exact: true })).toBeVisible();
  await page.screenshot({ path: '../../test-results/e2e/detalhe-vaga.png' });
  await semViolacoesGraves(page);

  const confidencial = page.getByRole('switch', { name: 'Vaga confidencial' });
  const sigilosa = page.getByRole('switch', { name: 'Vaga sigilosa' });
  // a switch is turned by its label, as a user does (the input itself is visually hidden)
  const alternar = (nome: string) => page.locator('label', { hasText: new RegExp(`^${nome}$`) }).click();
  await alternar('Vaga confidencial');
  await responder(page, 'Vaga confidencial', 'Confirmar');
  await expect(page.getByText('Vaga confidencial atualizada com sucesso.')).toBeVisible();
  await expect(page.getByText('Confidencial', { exact: true })).toBeVisible();
  await expect(sigilosa).toHaveCount(0);

  // dismissing the confirmation changes nothing
  await alternar('Vaga confidencial');
  await responder(page, 'Vaga confidencial', 'Cancelar');
  await expect(confidencial).toBeChecked();
  await expect(sigilosa).toHaveCount(0);

  await alternar('Vaga confidencial');
  await responder(page, 'Vaga confidencial', 'Confirmar');
  await expect(sigilosa).toBeVisible();
  await expect(confidencial).not.toBeChecked();

  await alternar('Vaga sigilosa');
  await responder(page, 'Vaga sigilosa', 'Confirmar');
  await expect(page.getByText('Vaga sigilosa atualizada com sucesso.')).toBeVisible();
  await expect(confidencial).toHaveCount(0);
  await alternar('Vaga sigilosa');
  await responder(page, 'Vaga sigilosa', 'Confirmar');
  await expect(confidencial).toBeVisible();

  // the candidate search opens inside the panel
  await page.getByRole('button', { name: 'Pesquisar candidatos para esta vaga' }).click();
  await expect(page.getByRole('button', { name: 'Pesquisar', exact: true })).toBeVisible();

  // the edit panel in a modal
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Editar vaga ${nr}` });
  await expect(modal.getByRole('tab', { name: 'Descrição da vaga', exact: true })).toBeVisible();
  await page.screenshot({ path: '../../test-results/e2e/detalhe-vaga-editar.png' });
});
