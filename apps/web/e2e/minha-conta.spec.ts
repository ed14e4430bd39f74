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
