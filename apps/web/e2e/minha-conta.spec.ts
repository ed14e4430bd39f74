import { MENSAGENS_CONTA, MENSAGENS_SENHA_USUARIO } from '@backoffice/domain/senha-usuario';
import { abas, entrar, expect, SENHA_DEMO, semViolacoesGraves, test } from './apoio';

// Only refusals here: a demo login's password is shared by the other specs running at the same time
// (the change itself, and that it ends the other sessions, are in the api tests).
test('minha conta: as recusas da troca de senha ao lado do campo, e as sessões abertas', async ({ page }) => {
  await entrar(page, 'financeiro');
  await page.getByRole('button', { name: 'Minha conta' }).click();
  await expect(abas(page).getByText('Minha conta')).toBeVisible();
  const senha = page.getByRole('region', { name: 'Trocar senha' });
  await expect(senha).toBeVisible();

  // the policy, in the browser, before anything is sent
  await senha.getByLabel(/^Senha atual/).fill(SENHA_DEMO);
  await senha.getByLabel(/^Nova senha/).fill('financeiro2026');
  await senha.getByLabel('Confirme a nova senha').fill('financeiro2026');
  await senha.getByRole('button', { name: 'Salvar' }).click();
  await expect(senha.getByText(MENSAGENS_SENHA_USUARIO.igualLogin)).toBeVisible();

  await senha.getByLabel(/^Nova senha/).fill('girassol na janela 42');
  await senha.getByLabel('Confirme a nova senha').fill('girassol na janela');
  await senha.getByRole('button', { name: 'Salvar' }).click();
  await expect(senha.getByText(MENSAGENS_SENHA_USUARIO.confirmacao)).toBeVisible();

  // the server's refusal, on its field
  await senha.getByLabel(/^Senha atual/).fill('nao-e-a-senha');
  await senha.getByLabel('Confirme a nova senha').fill('girassol na janela 42');
  await senha.getByRole('button', { name: 'Salvar' }).click();
  await expect(senha.getByText(MENSAGENS_CONTA.senhaAtualErrada)).toBeVisible();
  await expect(senha.getByLabel(/^Senha atual/)).toHaveAccessibleDescription(
    MENSAGENS_CONTA.senhaAtualErrada,
  );

  const sessoes = page.getByRole('table', { name: 'Sessões abertas' });
  await expect(sessoes.getByText('Esta sessão')).toBeVisible();
  await expect(sessoes.getByRole('row')).not.toHaveCount(1);
  await semViolacoesGraves(page);

  // the login still works with the old password: nothing was written
  const r = await page.request.post('/api/auth/login', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { usuario: 'financeiro', senha: SENHA_DEMO },
  });
  expect(r.status()).toBe(200);
});

test('the administrator creates a selector with a temporary password; the selector must change it and sees Seleção; deactivated, their open tab goes to the login', async ({
  browser,
  page,
  baseURL,
}) => {
  await entrar(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByText('Administração').click();
  await nav.getByText('Usuários').click();
  const login = `seletor.${Date.now()}`;
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo usuário' });
  await modal.getByLabel(/^Nome completo/).fill('Selma Seletora');
  await modal.getByLabel(/^Login/).fill(login);
  await modal.getByLabel(/^Unidade/).click();
  await page.getByRole('option').first().click();
  await modal.getByLabel(/^Perfis/).click();
  await page.getByRole('option', { name: 'Analista de Seleção' }).click();
  await modal.getByLabel(/^Perfis/).press('Tab');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Senha temporária' });
  const temporaria = (await dialogo.getByTestId('senha-temporaria').textContent()) ?? '';
  await dialogo.getByRole('button', { name: 'Concluir' }).click();
  const detalhe = page.getByRole('dialog', { name: 'Selma Seletora' });
  await expect(detalhe.getByText('Analista de Seleção').first()).toBeVisible();

  // the selector, in another browser, may only change the password, then sees Seleção
  const contexto = await browser.newContext({ baseURL });
  const seletor = await contexto.newPage();
  await seletor.goto('/login');
  // the session check every second instead of every ten minutes (read when the shell loads)
  await seletor.evaluate(() => localStorage.setItem('intervaloVerificacaoSessaoMs', '1000'));
  await seletor.getByLabel('Usuário').fill(login);
  await seletor.getByLabel('Senha', { exact: true }).fill(temporaria);
  await seletor.getByLabel('Senha', { exact: true }).press('Enter');
  const troca = seletor.getByRole('region', { name: 'Escolha a sua senha' });
  await expect(troca).toBeVisible();
  await expect(seletor.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await semViolacoesGraves(seletor);
  await troca.getByLabel(/^Senha temporária/).fill(temporaria);
  await troca.getByLabel(/^Nova senha/).fill('girassol na janela 42');
  await troca.getByLabel('Confirme a nova senha').fill('girassol na janela 42');
  await troca.getByRole('button', { name: 'Salvar' }).click();
  const menuSeletor = seletor.getByRole('navigation', { name: 'Menu principal' });
  await expect(menuSeletor.getByText('Seleção', { exact: true })).toBeVisible();
  await expect(menuSeletor.getByText('Administração', { exact: true })).toHaveCount(0);

  // the administrator turns the access off: the selector's open tab is sent to the login
  await detalhe.getByRole('button', { name: 'Desativar acesso' }).click();
  await page
    .getByRole('dialog', { name: 'Desativar acesso' })
    .getByRole('button', { name: 'Desativar', exact: true })
    .click();
  await expect(detalhe.getByText('Desativado', { exact: true })).toBeVisible();
  const aviso = seletor.getByText(/Sua sessão expirou/);
  await expect(aviso).toBeVisible({ timeout: 15_000 });
  await aviso.click();
  await expect(seletor).toHaveURL(/\/login$/);
  await contexto.close();
});

test('Administração › Usuários: the administrator creates a user, sees the temporary password once, and turns the access off', async ({
  page,
}) => {
  await entrar(page, 'admin');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Administração').click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Usuários').click();
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Usuários' }).getByText('admin', { exact: true }),
  ).toBeVisible();
  await semViolacoesGraves(page);

  const login = `callcenter.${Date.now()}`;
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo usuário' });
  await modal.getByLabel(/^Nome completo/).fill('Carla Atendente');
  await modal.getByLabel(/^Login/).fill('login com espaço');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText(/O login deve ter de 3 a 60 caracteres/)).toBeVisible();
  await modal.getByLabel(/^Login/).fill(login);
  await modal.getByLabel(/^Unidade/).click();
  await page.getByRole('option').first().click();
  // the profiles come from Administração › Perfis
  await modal.getByLabel(/^Perfis/).click();
  await page.getByRole('option', { name: 'Call center' }).click();
  await modal.getByLabel(/^Nome completo/).click();
  await semViolacoesGraves(page);
  await modal.getByRole('button', { name: 'Salvar' }).click();

  const senha = page.getByRole('dialog', { name: 'Senha temporária' });
  await expect(senha.getByTestId('senha-temporaria')).toHaveText(
    /^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/,
  );
  await senha.getByRole('button', { name: 'Concluir' }).click();

  const detalhe = page.getByRole('dialog', { name: 'Carla Atendente' });
  await expect(detalhe.getByRole('listitem').filter({ hasText: 'Callcenter' })).toBeVisible();
  await expect(detalhe.getByText(/Criou/)).toBeVisible();
  await detalhe.getByRole('button', { name: 'Desativar acesso' }).click();
  await page
    .getByRole('dialog', { name: 'Desativar acesso' })
    .getByRole('button', { name: 'Desativar' })
    .click();
  await expect(detalhe.getByText('Desativado', { exact: true })).toBeVisible();
  await expect(detalhe.getByText(/Desativou/)).toBeVisible();
});
