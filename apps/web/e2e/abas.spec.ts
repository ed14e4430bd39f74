import { abas, entrar, expect, menu, test } from './apoio';

test('abre, fecha e recarrega abas', async ({ page }) => {
  await entrar(page, 'admin');
  await menu(page).getByRole('link', { name: 'Ramais' }).click();
  await expect(page).toHaveURL(/\/t\/ramais$/);
  await expect(abas(page).getByRole('link', { name: 'Ramais' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('aba-ativa').getByRole('heading', { name: 'Ramais' })).toBeVisible();

  await menu(page).getByText('Seleção', { exact: true }).click();
  await menu(page).getByRole('link', { name: 'Requisições' }).click();
  await expect(page).toHaveURL(/\/t\/SelecaoRequisicoes$/);
  await expect(abas(page).getByRole('listitem')).toHaveCount(2);

  // opening an open tab focuses it
  await menu(page).getByRole('link', { name: 'Ramais' }).click();
  await expect(abas(page).getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveURL(/\/t\/ramais$/);

  await page.reload();
  await expect(abas(page).getByRole('listitem')).toHaveCount(2);
  await expect(abas(page).getByRole('link', { name: 'Ramais' })).toHaveAttribute('aria-current', 'page');
  const guardado = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('selecaoEntrarPageTabs') ?? '{}'),
  );
  expect(guardado.abertas.map((a: { chave: string }) => a.chave)).toEqual(['ramais', 'SelecaoRequisicoes']);

  await abas(page).getByRole('button', { name: 'Fechar aba Ramais' }).click();
  await expect(page).toHaveURL(/\/t\/SelecaoRequisicoes$/);
  await abas(page).getByRole('button', { name: 'Fechar aba Requisições' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(abas(page)).toHaveCount(0);
  await expect(page.getByText('Escolha uma opção no menu ao lado para começar.')).toBeVisible();
});

test('link direto abre a aba com parâmetros, também depois do login', async ({ page }) => {
  await entrar(page, 'admin', undefined, '/t/DadosCandidato?cdPessoaCandidato=123');
  await expect(page).toHaveURL(/\/t\/DadosCandidato\?cdPessoaCandidato=123$/);
  await expect(abas(page).getByRole('link', { name: 'Candidato 123' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goto('/t/Vaga?nrVaga=77');
  await expect(abas(page).getByRole('link', { name: 'Vaga 77' })).toBeVisible();
  await expect(abas(page).getByRole('listitem')).toHaveCount(2);

  await page.goto('/t/NaoExiste');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.goto('/qualquer/coisa');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('abas do site principal avisam quando ele não está configurado', async ({ page }) => {
  await entrar(page, 'admin');
  await menu(page).getByText('Seleção', { exact: true }).click();
  await menu(page).getByText('Faturamento Avaliação').click();
  await menu(page).getByRole('link', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/\/t\/SelecaoFaturamentoAvaliacaoPesquisa$/);
  await expect(page.getByText('Site principal não configurado')).toBeVisible();
});
