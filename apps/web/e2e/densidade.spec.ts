import type { Locator, Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

/** Padding above and below a cell's content (TabelaLista's verticalSpacing) and the row's border. */
const ESPACO_LINHA = 2 * 6 + 1;
/** The tallest control a row holds on its one line (a 28 px icon button). */
const CONTROLE = 28;

/** The line height of the table's text, in px. */
async function alturaDaLinhaDeTexto(tabela: Locator): Promise<number> {
  return tabela
    .locator('tbody td')
    .first()
    .evaluate((td) => Number.parseFloat(getComputedStyle(td).lineHeight));
}

/**
 * Every row of the table is one line: no taller than its text's line (or a control's height) plus the
 * cell's padding, where a second line of text would add a whole line height.
 */
async function linhasDeUmaLinha(tabela: Locator, seletor = 'tbody > tr') {
  const texto = await alturaDaLinhaDeTexto(tabela);
  // (a few px for rounding and the controls’ borders)
  const limite = Math.max(texto, CONTROLE) + ESPACO_LINHA + 4;
  const alturas = await tabela
    .locator(seletor)
    .evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
  expect(alturas.length).toBeGreaterThan(0);
  expect(Math.max(...alturas), `linhas até ${limite} px`).toBeLessThanOrEqual(limite);
  // two lines of text would not fit under the limit
  expect(limite).toBeLessThan(2 * texto + ESPACO_LINHA);
}

/** The rows wholly inside the window. */
async function linhasVisiveis(page: Page, tabela: Locator, seletor = 'tbody > tr'): Promise<number> {
  const altura = page.viewportSize()?.height ?? 0;
  return tabela.locator(seletor).evaluateAll(
    (trs, h) =>
      trs.filter((tr) => {
        const r = tr.getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= h;
      }).length,
    altura,
  );
}

/**
 * The texts cut with '…' in the table, and whether the table had room to show them whole (it is
 * narrower than its scroll container: the columns could have widened).
 */
async function cortes(tabela: Locator): Promise<{ cortados: string[]; comEspaco: boolean }> {
  return tabela.evaluate((t) => {
    const cortados = [...t.querySelectorAll<HTMLElement>('[data-texto-linha]')]
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => el.textContent ?? '');
    const container = t.closest('.mantine-Table-scrollContainer') ?? t.parentElement;
    const largura = container?.getBoundingClientRect().width ?? 0;
    return { cortados, comEspaco: t.getBoundingClientRect().width < largura - 1 };
  });
}

test.describe('one-line rows at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Minhas Vagas: one line a row, a cut text only without room and whole in its title, the actions in a menu', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await entrar(page, 'selecao');
    await page.goto('/t/SelecaoEntrar?aba=minhasVagas');
    const tabela = page.getByRole('table', { name: 'Minhas vagas' });
    await expect(tabela.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    await linhasDeUmaLinha(tabela);
    // the demo selector's 14 vacancies: at least ten in view without scrolling (two before)
    expect(await linhasVisiveis(page, tabela)).toBeGreaterThanOrEqual(10);
    const { cortados, comEspaco } = await cortes(tabela);
    // a text is cut only when the table has no room left to widen its column
    if (cortados.length > 0) expect(comEspaco, `cortados com espaço: ${cortados.join(', ')}`).toBe(false);
    if (cortados.length > 0) {
      const cortado = tabela.locator('[data-texto-linha]').filter({ hasText: cortados[0] }).first();
      await cortado.hover();
      await expect(cortado).toHaveAttribute('title', cortados[0]);
    }

    // three actions: one '⋯' button per row, its menu holds them
    const linha = tabela.locator('tbody tr').first();
    const nr = Number((await linha.getAttribute('data-testid'))?.slice('vaga-'.length));
    await expect(linha.getByRole('button', { name: /^Ver candidatos/ })).toHaveCount(0);
    await linha.getByRole('button', { name: `Ações da vaga ${nr}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Ver candidatos',
      'Ver histórico',
      'Alterar analista',
    ]);
    await semViolacoesGraves(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });

  test('Requisições: one line a row; filters that leave nothing say so and offer Limpar filtros', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await entrar(page, 'selecao');
    await page.goto('/t/SelecaoRequisicoes');
    const tabela = page.getByRole('table', { name: 'Requisições' });
    const linhas = tabela.locator('tbody > tr[data-testid^="requisicao-"]');
    await expect(linhas.first()).toBeVisible({ timeout: 30_000 });
    await linhasDeUmaLinha(tabela, 'tbody > tr[data-testid^="requisicao-"]');
    expect(
      await linhasVisiveis(page, tabela, 'tbody > tr[data-testid^="requisicao-"]'),
    ).toBeGreaterThanOrEqual(14);
    const total = await linhas.count();

    // a vacancy number no requisition has: no results for these filters, not 'no records'
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await page.getByRole('textbox', { name: 'Nº da vaga' }).fill('99999999');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    const vazia = page.getByTestId('lista-vazia');
    await expect(vazia).toHaveAttribute('data-tipo', 'filtrado');
    await expect(vazia).toContainText('Nenhuma vaga encontrada com os filtros aplicados.');
    await semViolacoesGraves(page);
    await vazia.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(linhas).toHaveCount(total);
  });

  test('the candidates of a vacancy: one line a row, names whole where the table has room', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await entrar(page, 'selecao');
    await page.goto('/t/VagaCandidatos?nrVaga=1');
    const tabela = page.getByRole('table', { name: 'Candidatos relacionados' });
    await expect(tabela.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    await linhasDeUmaLinha(tabela);
    const { cortados, comEspaco } = await cortes(tabela);
    if (cortados.length > 0) expect(comEspaco, `cortados com espaço: ${cortados.join(', ')}`).toBe(false);
    await semViolacoesGraves(page);
  });
});

test.describe('one-line rows on a wide screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('with room to spare, no name or text of the candidates is cut', async ({ page }) => {
    test.setTimeout(120_000);
    await entrar(page, 'selecao');
    await page.goto('/t/VagaCandidatos?nrVaga=1');
    const tabela = page.getByRole('table', { name: 'Candidatos relacionados' });
    await expect(tabela.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    expect((await cortes(tabela)).cortados).toEqual([]);
    await linhasDeUmaLinha(tabela);
  });
});
