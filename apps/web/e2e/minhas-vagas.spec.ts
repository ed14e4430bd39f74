import type { Locator, Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const AVISO = 'É necessário cancelar ou prorrogar as vagas abaixo.';

/** The rows of the list (a row per vacancy, marked vaga-{n}). */
function linhas(page: Page): Locator {
  return page.getByRole('table', { name: 'Minhas vagas' }).locator('tbody tr[data-testid^="vaga-"]');
}

async function numeros(page: Page): Promise<number[]> {
  const ids = await linhas(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-testid') ?? ''));
  return ids.map((id) => Number(id.slice('vaga-'.length)));
}

test('the demo selector lands on Minhas Vagas, filters and sorts, and opens a vacancy and its candidates', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  await page.goto('/t/SelecaoEntrar?aba=minhasVagas');
  // the first screen of the tab waits for the overdue check and the list (slow on a busy machine)
  await expect(page.getByRole('heading', { name: 'Minhas Vagas' })).toBeVisible({ timeout: 30_000 });
  // the filters start as one line of chips: my open and at-the-client vacancies, selection sector
  const chips = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(chips).toBeVisible();
  await expect(chips.getByRole('listitem')).toContainText([
    'Vagas: Minhas',
    'Setor: Seleção',
    /^Abertura até \d{2}\/\d{2}\/\d{4}$/,
    'Situações: Aberta, Cliente',
  ]);
  expect((await chips.boundingBox())?.height ?? 99).toBeLessThan(40);
  await page.getByRole('button', { name: 'Mostrar filtros' }).click();
  await expect(chips).toHaveCount(0);
  // the defaults: my open and at-the-client vacancies, selection sector, ending today
  await expect(page.getByRole('checkbox', { name: 'Aberta' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cliente' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Minhas' })).toBeChecked();
  await expect(linhas(page).first()).toBeVisible({ timeout: 30_000 });
  const padrao = await numeros(page);
  expect(padrao.length).toBeGreaterThan(0);
  await semViolacoesGraves(page);

  // every status: more vacancies; a situation alone: only those
  for (const s of ['Congelada', 'Fechada', 'Cancelada'])
    await page.getByRole('checkbox', { name: s }).check();
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect.poll(async () => (await numeros(page)).length).toBeGreaterThan(padrao.length);
  for (const s of ['Aberta', 'Cliente', 'Fechada', 'Cancelada'])
    await page.getByRole('checkbox', { name: s }).uncheck();
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(linhas(page).first()).toBeVisible();
  await expect(linhas(page).getByText('Congelada - Aguardando Pgto Adto').first()).toBeVisible();
  expect(await linhas(page).getByText('Aberta', { exact: true }).count()).toBe(0);

  // an opening period that ends before it starts is refused beside its end, and not applied
  const antes = await numeros(page);
  await page.getByRole('textbox', { name: 'Abertura de' }).fill('01/01/2199');
  const ate = page.getByRole('textbox', { name: 'Abertura até' });
  await expect(ate).toHaveAccessibleDescription('A data de início não pode ser maior que a data de término.');
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(linhas(page).first()).toBeVisible();
  expect(await numeros(page)).toEqual(antes);
  await page.getByRole('textbox', { name: 'Abertura de' }).fill('');
  await expect(page.getByText('A data de início não pode ser maior que a data de término.')).toHaveCount(0);

  // the filters are kept in the browser under the spec's key
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('pesquisaMinhasVagasFiltros') ?? 'null')))
    .toMatchObject({ filtros: { situacoes: ['congelada'] } });
  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect.poll(async () => (await numeros(page)).sort()).toEqual([...padrao].sort());

  // sort by days parked, ascending then descending
  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Dias Estacionada' }).click();
  await page.getByText('Crescente', { exact: true }).click();
  const dias = async () =>
    (await linhas(page).locator('td:nth-child(9)').allInnerTexts()).map((t) => Number(t.trim()));
  await expect
    .poll(async () => {
      const d = await dias();
      return d.every((x, i) => i === 0 || d[i - 1] <= x);
    })
    .toBe(true);
  await page.getByText('Decrescente', { exact: true }).click();
  await expect
    .poll(async () => {
      const d = await dias();
      return d.every((x, i) => i === 0 || d[i - 1] >= x);
    })
    .toBe(true);

  // the quick filter narrows the page
  const [primeira] = await numeros(page);
  const filtro = page.getByRole('searchbox', { name: 'Filtrar vagas' });
  await filtro.fill('nenhuma vaga tem este texto');
  await expect(linhas(page)).toHaveCount(0);
  await expect(page.getByText('Exibindo 0 de')).toBeVisible();
  await filtro.fill(String(primeira));
  await expect(page.getByTestId(`vaga-${primeira}`)).toBeVisible();
  await filtro.fill('');

  // hovering the number shows cost centre, shift and schedule; a click opens the detail
  const numero = page.getByRole('button', { name: `Detalhes da vaga ${primeira}` });
  await numero.hover();
  await expect(page.getByTestId('previa-vaga')).toContainText('Centro de custo');
  await expect(page.getByTestId('previa-vaga')).toContainText('Horário');
  await numero.click();
  const painel = page.getByRole('region', { name: `Painel da vaga ${primeira}` });
  await expect(painel.getByRole('heading', { name: `Vaga ${primeira}` })).toBeVisible();
  // the panel slides over the list: in view, the list keeps its width beneath it
  await expect(painel).toBeInViewport();
  const larguraTabela = (await page.getByRole('table', { name: 'Minhas vagas' }).boundingBox())?.width ?? 0;
  expect(larguraTabela).toBeGreaterThan(900);

  // its candidates: the tabs open on the related candidates
  await painel.getByText('Candidatos', { exact: true }).click();
  await expect(painel.getByRole('tab', { name: /Candidatos Relacionados/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await semViolacoesGraves(page);
  await page.screenshot({ path: '../../test-results/e2e/minhas-vagas-painel.png' });

  // maximised it fills the window; Esc closes the panel and the view is kept
  await painel.getByRole('button', { name: 'Maximizar painel' }).click();
  await expect
    .poll(async () => (await painel.boundingBox())?.width ?? 0)
    .toBeGreaterThanOrEqual(page.viewportSize()?.width ?? 0);
  await painel.getByRole('button', { name: 'Restaurar painel' }).click();
  await painel.getByText('Histórico', { exact: true }).click();
  await expect(painel.getByRole('textbox', { name: 'Histórico da vaga' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(painel).toHaveCount(0);

  // the last vacancy of the page, below the fold: its panel opens in view too
  const ultima = linhas(page).last();
  const nrUltima = Number((await ultima.getAttribute('data-testid'))?.slice('vaga-'.length));
  // the row's actions are in its '⋯' menu
  await ultima.getByRole('button', { name: `Ações da vaga ${nrUltima}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Ver candidatos' }).click();
  const painelUltima = page.getByRole('region', { name: `Painel da vaga ${nrUltima}` });
  await expect(painelUltima).toBeInViewport();
  await painelUltima.getByRole('button', { name: 'Fechar painel' }).click();
  await expect(painelUltima).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('minhasVagasState') ?? 'null')))
    .toMatchObject({ painel: null, ordenacao: { campo: 'dias_estacionada', direcao: 'desc' } });

  // the client card after a 1 s hover on a client that is not hidden
  const cliente = linhas(page).locator('td:nth-child(3) button').first();
  await cliente.hover();
  const cartao = page.getByTestId('cartao-cliente');
  await expect(cartao.getByRole('button', { name: 'DADOS DO CLIENTE' })).toBeVisible();
  await expect(cartao).toContainText('Cidade');
  await page.screenshot({ path: '../../test-results/e2e/minhas-vagas-cliente.png' });
});

test('with overdue vacancies only the notice and their table show; Prorrogar asks the reason, Cancelar opens the situation tab', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await entrar(page, 'atrasadas');
  await page.goto('/t/SelecaoEntrar?aba=minhasVagas');
  await expect(page.getByRole('alert').filter({ hasText: AVISO })).toBeVisible({ timeout: 30_000 });
  const tabela = page.getByRole('table', { name: 'Vagas em atraso' });
  await expect(tabela.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Minhas vagas' })).toHaveCount(0);
  await semViolacoesGraves(page);

  // a row opens to its requisition, dates and counts: never extended shows 'Não prorrogada'
  await page
    .getByRole('button', { name: /^Detalhes da vaga / })
    .first()
    .click();
  await expect(tabela.getByText('Não prorrogada').first()).toBeVisible();
  await page.screenshot({ path: '../../test-results/e2e/minhas-vagas-atrasadas.png' });

  // Cancelar: the situation tab in a full-size modal
  const [primeira, segunda] = (
    await tabela
      .getByRole('button', { name: /^Prorrogar vaga / })
      .evaluateAll((bs) =>
        bs.map((b) => Number((b.getAttribute('aria-label') ?? '').replace('Prorrogar vaga ', ''))),
      )
  ).sort((a, b) => a - b);
  await page.getByRole('button', { name: `Cancelar vaga ${primeira}` }).click();
  const cancelar = page.getByRole('dialog', { name: `Cancelar vaga ${primeira}` });
  await expect(cancelar.getByRole('tab', { name: 'Situação da vaga' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await semViolacoesGraves(page);
  await cancelar.getByRole('button', { name: 'Fechar' }).click();
  await expect(cancelar).toBeHidden();

  // Prorrogar: the reason is required, 15 characters at least, then the vacancy leaves the list
  for (const nr of [primeira, segunda]) {
    await page.getByRole('button', { name: `Prorrogar vaga ${nr}` }).click();
    const modal = page.getByRole('dialog', { name: `Prorrogar vaga ${nr}` });
    await expect(modal.getByText('Min. de 15 caracteres')).toBeVisible();
    await modal.getByRole('button', { name: 'Prorrogar', exact: true }).click();
    await expect(modal.getByText('É necessário informar o motivo da prorrogação.')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Motivo da prorrogação' }).fill('  muito curto  ');
    await modal.getByRole('button', { name: 'Prorrogar', exact: true }).click();
    await expect(modal.getByText('Motivo da prorrogação deve ter no mínimo 15 caracteres.')).toBeVisible();
    if (nr === primeira) await semViolacoesGraves(page);
    await modal
      .getByRole('textbox', { name: 'Motivo da prorrogação' })
      .fill('Cliente pediu mais prazo para concluir as entrevistas.');
    await modal.getByRole('button', { name: 'Prorrogar', exact: true }).click();
    await expect(page.getByText('Vaga prorrogada com sucesso.').first()).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: `Prorrogar vaga ${nr}` })).toHaveCount(0);
  }

  // none left: the list comes back
  await expect(page.getByRole('table', { name: 'Minhas vagas' })).toBeVisible();
  await expect(linhas(page).first()).toBeVisible();
  await semViolacoesGraves(page);
});
