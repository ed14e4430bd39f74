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

test('a temporary password opens only the password change, then the screens of the codes', async ({
  browser,
  page,
}) => {
  // an administrator creates a selector (Administração's API) and hands over the temporary password
  await entrar(page, 'admin');
  const login = `seletor.${Date.now()}`;
  const criado = await page.request.post('/api/admin/usuarios', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: {
      nm_login: login,
      nm_pessoa: 'Selma Seletora',
      ds_email: null,
      cd_unid: 1,
      cd_setor: 2,
      grupos: [],
      nr_telefone: null,
      permissoes: [58, 59, 60, 206],
    },
  });
  expect(criado.status()).toBe(200);
  const { senha_temporaria } = (await criado.json()) as { senha_temporaria: string };

  const contexto = await browser.newContext();
  const seletor = await contexto.newPage();
  await seletor.goto('/login');
  await seletor.getByLabel('Usuário').fill(login);
  await seletor.getByLabel('Senha', { exact: true }).fill(senha_temporaria);
  await seletor.getByLabel('Senha', { exact: true }).press('Enter');
  const troca = seletor.getByRole('region', { name: 'Escolha a sua senha' });
  await expect(troca).toBeVisible();
  await expect(seletor.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await semViolacoesGraves(seletor);

  await troca.getByLabel(/^Senha temporária/).fill(senha_temporaria);
  await troca.getByLabel(/^Nova senha/).fill('girassol na janela 42');
  await troca.getByLabel('Confirme a nova senha').fill('girassol na janela 42');
  await troca.getByRole('button', { name: 'Salvar' }).click();
  const menuSeletor = seletor.getByRole('navigation', { name: 'Menu principal' });
  await expect(menuSeletor).toBeVisible();
  await expect(menuSeletor.getByText('Seleção', { exact: true })).toBeVisible();
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
