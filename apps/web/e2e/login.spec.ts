import { MENSAGENS_ADMIN_ACESSO } from '@backoffice/domain/administracao-acesso';
import { MENSAGENS_SENHA_USUARIO } from '@backoffice/domain/senha-usuario';
import { abas, entrar, expect, menu, SENHA_DEMO, semViolacoesGraves, test } from './apoio';

test('entra e sai com confirmação', async ({ page }) => {
  await entrar(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('nome-usuario')).not.toBeEmpty();
  await expect(menu(page)).toBeVisible();

  const sair = page.getByTestId('menu-lateral').getByRole('button', { name: 'Sair' });
  await sair.click();
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toContainText('Deseja realmente sair?');
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toHaveCount(0);
  await expect(menu(page)).toBeVisible();

  await sair.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Usuário')).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // the server forgot the session too: the shell sends us back to the login page
  await page.goto('/t/ramais');
  await expect(page).toHaveURL(/\/login$/);
});

test('senha errada mostra a mensagem do servidor', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill('marketing');
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('Usuário ou senha inválidos.');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Senha', { exact: true }).fill(SENHA_DEMO);
  await page.getByLabel('Senha', { exact: true }).press('Enter');
  await expect(menu(page)).toBeVisible();
});

test('sem usuário guardado o shell limpa o armazenamento e vai para o login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('selecaoEntrarPageTabs', '{"abertas":[],"ativa":null}'));
  await page.goto('/t/ramais');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expect(abas(page)).toHaveCount(0);
});

test('a página pública de redefinição de senha: a política ao lado do campo e o link vencido em palavras', async ({
  page,
}) => {
  await page.goto('/redefinir-senha?token=link-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Escolha a sua nova senha' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByLabel(/^Nova senha/).fill('curta');
  await page.getByLabel(/^Confirme a nova senha/).fill('curta');
  await page.getByRole('button', { name: 'Salvar a nova senha' }).click();
  await expect(page.getByText(MENSAGENS_SENHA_USUARIO.curta)).toBeVisible();
  await page.getByLabel(/^Nova senha/).fill('girassol na janela 42');
  await page.getByLabel(/^Confirme a nova senha/).fill('girassol na janela 42');
  await page.getByRole('button', { name: 'Salvar a nova senha' }).click();
  await expect(page.getByText(MENSAGENS_ADMIN_ACESSO.linkInvalido)).toBeVisible();
});
