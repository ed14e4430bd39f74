import { abas, entrar, expect, menu, semViolacoesGraves, test } from './apoio';

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

test('Faturamento Avaliação › Pesquisar abre a página nativa, sem o site principal', async ({ page }) => {
  await entrar(page, 'admin');
  await menu(page).getByText('Seleção', { exact: true }).click();
  await menu(page).getByTestId('menu-faturamento-avaliacao').click();
  await menu(page).getByRole('link', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/\/t\/SelecaoFaturamentoAvaliacaoPesquisa$/);
  await expect(page.getByRole('heading', { name: 'Faturamento Avaliação - Pesquisar' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filtros do faturamento' })).toBeVisible();
  await expect(page.getByText('Site principal não configurado')).toHaveCount(0);
});

test('the alerts open in a drawer over the screen: the open tab keeps its width', async ({ page }) => {
  await entrar(page, 'selecao');
  await page.goto('/t/SelecaoEntrar?aba=minhasVagas');
  const tabela = page.getByRole('table', { name: 'Minhas vagas' });
  await expect(tabela.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const antes = (await tabela.boundingBox())?.width ?? 0;

  await page.getByRole('button', { name: /^Mostrar \d+ avisos?$/ }).click();
  const avisos = page.getByRole('complementary', { name: 'Avisos' });
  await expect(avisos.getByTestId('aviso').first()).toBeVisible();
  // the drawer covers the right of the window; the list beneath is as wide as before
  expect((await tabela.boundingBox())?.width ?? 0).toBe(antes);
  // the drawer slides in from the right edge and comes to rest against it
  const gaveta = page.getByRole('dialog', { name: 'Avisos' });
  await expect
    .poll(async () => {
      const caixa = (await gaveta.boundingBox()) ?? { x: 0, width: 0 };
      return Math.round(caixa.x + caixa.width);
    })
    .toBe(page.viewportSize()?.width ?? 0);
  await semViolacoesGraves(page);

  // its close button says what it does
  await page.getByRole('button', { name: 'Recolher avisos' }).click();
  await expect(avisos).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Mostrar \d+ avisos?$/ })).toBeVisible();
});

test('closing every tab is a named button, not a bare ×', async ({ page }) => {
  await entrar(page, 'admin');
  await menu(page).getByRole('link', { name: 'Ramais' }).click();
  await menu(page).getByText('Seleção', { exact: true }).click();
  await menu(page).getByRole('link', { name: 'Requisições' }).click();
  await expect(abas(page).getByRole('listitem')).toHaveCount(2);
  const todas = abas(page).getByRole('button', { name: 'Fechar todas as abas' });
  await expect(todas).toHaveText('Fechar todas as abas');
  await todas.click();
  await expect(abas(page)).toHaveCount(0);
});
