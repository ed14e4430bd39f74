import type { Page } from '@playwright/test';
import { entrar, expect, menu, semViolacoesGraves, test } from '../e2e/apoio';
import { ADMIN, escolher, primeiroAcesso, SENHA_ADMIN } from './apoio-producao';

// The first day on an empty production database: the administrator the README's command created
// (scripts/producao-readme.sh) creates a unit, a profile and two users, and each user works with exactly
// the screens their codes open.

/** Opens a screen of the sidebar (its group first when closed). */
async function abrir(page: Page, grupo: string, tela: string) {
  const item = menu(page).getByText(tela, { exact: true });
  if (!(await item.isVisible())) await menu(page).getByText(grupo, { exact: true }).click();
  await item.click();
  await expect(page.getByRole('heading', { name: tela })).toBeVisible();
}

/** Creates a user in Usuários and answers the temporary password shown once. */
async function novoUsuario(page: Page, nome: string, login: string, perfil: string): Promise<string> {
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo usuário' });
  await modal.getByLabel(/^Nome completo/).fill(nome);
  await modal.getByLabel(/^Login/).fill(login);
  await escolher(page, modal.getByLabel(/^Unidade/), 'Joinville', /Joinville/);
  await escolher(page, modal.getByLabel(/^Perfis/), perfil, perfil);
  await modal.getByLabel(/^Perfis/).press('Tab');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Senha temporária' });
  const senha = (await dialogo.getByTestId('senha-temporaria').textContent()) ?? '';
  expect(senha).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
  await dialogo.getByRole('button', { name: 'Concluir' }).click();
  await page
    .getByRole('dialog', { name: nome })
    .getByRole('button', { name: /Fechar/ })
    .click();
  return senha;
}

test('primeiro dia: unidade, perfil e dois usuários, cada um com as telas dos seus códigos', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  expect(SENHA_ADMIN, 'PRODUCAO_ADMIN_SENHA').not.toBe('');
  await entrar(page, ADMIN, SENHA_ADMIN);

  // a unit: code 19 comes with the call-center flag of the default lists
  await abrir(page, 'Administração', 'Unidades');
  await page.getByRole('button', { name: 'Nova unidade' }).click();
  const unidade = page.getByRole('dialog', { name: 'Nova unidade' });
  await unidade.getByLabel(/^Código/).fill('19');
  await unidade.getByLabel(/^Nome/).fill('Joinville');
  await escolher(page, unidade.getByLabel(/^UF/), 'Santa Catarina', /Santa Catarina/);
  await escolher(page, unidade.getByLabel(/^Cidade/), 'Joinville', 'Joinville');
  await expect(unidade.getByRole('switch', { name: 'Unidade de call center' })).toBeChecked();
  await semViolacoesGraves(page);
  await unidade.getByRole('button', { name: 'Salvar' }).click();
  await expect(unidade).toBeHidden();
  await page.getByRole('dialog', { name: '19 - Joinville' }).getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('table', { name: 'Unidades' }).getByText('Joinville/SC')).toBeVisible();

  // a profile with the codes of Seleção
  await abrir(page, 'Administração', 'Perfis');
  await page.getByRole('button', { name: 'Novo perfil' }).click();
  const perfil = page.getByRole('dialog', { name: 'Novo perfil' });
  await perfil.getByLabel(/^Nome do perfil/).fill('Seleção Joinville');
  await perfil.getByRole('checkbox', { name: 'Área Seleção: todos os códigos' }).check();
  await semViolacoesGraves(page);
  await perfil.getByRole('button', { name: 'Salvar' }).click();
  await expect(perfil).toBeHidden();
  await expect(page.getByText('Seleção Joinville')).toBeVisible();

  // two users: a selector with the new profile, an agent with the default 'Call center' profile
  await abrir(page, 'Administração', 'Usuários');
  const senhaSelma = await novoUsuario(page, 'Selma Seletora', 'selma.seletora', 'Seleção Joinville');
  const senhaCarla = await novoUsuario(page, 'Carla Atendente', 'carla.atendente', 'Call center');

  const selma = await primeiroAcesso(browser, baseURL!, 'selma.seletora', senhaSelma);
  await expect(menu(selma.page).getByText('Seleção', { exact: true })).toBeVisible();
  await expect(menu(selma.page).getByText('Callcenter', { exact: true })).toHaveCount(0);
  await expect(menu(selma.page).getByText('Administração', { exact: true })).toHaveCount(0);
  const proibido = await selma.page.request.get('/api/admin/usuarios');
  expect(proibido.status()).toBe(403);
  await selma.contexto.close();

  const carla = await primeiroAcesso(browser, baseURL!, 'carla.atendente', senhaCarla);
  await expect(menu(carla.page).getByText('Callcenter', { exact: true })).toBeVisible();
  await expect(menu(carla.page).getByText('Seleção', { exact: true })).toHaveCount(0);
  await expect(menu(carla.page).getByText('Administração', { exact: true })).toHaveCount(0);
  await carla.contexto.close();
});
