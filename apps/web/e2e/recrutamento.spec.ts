import type { Page } from '@playwright/test';
import { abas, entrar, expect, menu, semViolacoesGraves, test } from './apoio';

const CAPTURAS = '../../test-results/e2e';

interface CandidatoLinha {
  CD_PESSOA: number;
  NM_PESSOA: string;
  NM_CIDADE: string | null;
}

async function umCandidato(page: Page): Promise<CandidatoLinha> {
  const r = await page.request.get('/api/candidato/candidatos/sil');
  expect(r.status()).toBe(200);
  const [c] = (await r.json()) as CandidatoLinha[];
  expect(c).toBeDefined();
  return c;
}

/** The next weekday after today, as dd/mm/yyyy (an appointment in business days). */
function proximoDiaUtil(): string {
  const d = new Date();
  do d.setDate(d.getDate() + 1);
  while (d.getDay() === 0 || d.getDay() === 6);
  const p2 = (n: number) => String(n).padStart(2, '0');
  return `${p2(d.getDate())}/${p2(d.getMonth() + 1)}/${d.getFullYear()}`;
}

test('the demo recruiter works the recruitment list, the open-vacancy lists and the movement report', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await entrar(page, 'recrutamento');
  await menu(page).getByText('Recrutamento', { exact: true }).click();
  await menu(page).getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/t\/RecrutamentoEntrar/);
  const subabas = page.getByRole('tablist', { name: 'Recrutamento - Entrar' });
  for (const nome of [
    'Vagas Recrutamento',
    'Busca de Candidatos',
    'Criar currículo',
    'Grupos de Candidatos',
    'Relatório - Movimentação',
    'Relatório - Candidato',
  ])
    await expect(subabas.getByRole('tab', { name: nome })).toBeVisible();

  // Vagas Recrutamento: the recruiter's open recruitment vacancies; a row opens to its detail
  await expect(page.getByRole('heading', { name: 'Vagas Recrutamento' })).toBeVisible({ timeout: 30_000 });
  const tabela = page.getByRole('table', { name: 'Vagas do recrutamento' });
  const linhas = tabela.locator('tbody tr[data-testid^="vaga-rec-"]');
  await expect(linhas.first()).toBeVisible({ timeout: 30_000 });
  const id = (await linhas.first().getAttribute('data-testid')) ?? '';
  const nr = Number(id.slice('vaga-rec-'.length));
  await tabela.getByRole('button', { name: `Mais dados da vaga ${nr}`, exact: true }).click();
  await expect(tabela.getByText('Prorrogação', { exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: `Recrutamento da vaga ${nr}` })).toBeChecked();
  await page.getByRole('button', { name: 'Mostrar filtros' }).click();
  await expect(page.getByRole('checkbox', { name: 'Aberta' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Recrutamento' })).toBeChecked();
  // only the recruitment status flags
  await expect(page.getByRole('checkbox', { name: 'Fechada' })).toHaveCount(0);
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/recrutamento-vagas.png`, fullPage: true });

  // the counters open a list of one sector and type in its own tab
  await page.getByRole('combobox', { name: 'Vagas abertas - Recrutamento' }).click();
  const opcao = page.getByRole('option', { name: /^Operacional \(\d+\)$/ });
  const qtd = Number((await opcao.textContent())?.match(/\((\d+)\)/)?.[1] ?? 0);
  await opcao.click();
  await expect(page).toHaveURL(/\/t\/vagas_abertas_rec_sel\?/);
  await expect(abas(page).getByRole('link', { name: 'Vagas de Recrutamento - Operacional' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vagas de Recrutamento - Operacional' })).toBeVisible();
  if (qtd > 0) await expect(page.getByText(new RegExp(`Exibindo \\d+ de ${qtd}`)).first()).toBeVisible();
  const abertas = page.locator('tbody tr[data-testid^="vaga-aberta-"]');
  await expect(abertas.first()).toBeVisible({ timeout: 30_000 });
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/recrutamento-vagas-abertas.png`, fullPage: true });

  // Agendar: 'Novo Agendamento' for the vacancy, its client and analyst brought along
  const idAberta = (await abertas.first().getAttribute('data-testid')) ?? '';
  const nrAberta = Number(idAberta.slice('vaga-aberta-'.length));
  await page.getByRole('button', { name: `Agendar na vaga ${nrAberta}` }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(modal).toBeVisible();
  const c = await umCandidato(page);
  await modal.getByRole('combobox', { name: 'Candidato' }).fill(c.NM_PESSOA);
  const rotulo = c.NM_CIDADE ? `${c.NM_PESSOA} — ${c.NM_CIDADE}` : c.NM_PESSOA;
  await page.getByRole('option', { name: rotulo, exact: true }).first().click();
  await modal.getByRole('textbox', { name: 'Data do atendimento' }).fill(proximoDiaUtil());
  await modal.getByLabel('Hora', { exact: true }).pressSequentially('1000');
  // the client's selection process types, when it has them (the first one)
  await modal.getByRole('combobox', { name: 'Tipo de processo' }).click();
  const tipos = page.getByRole('listbox').getByRole('option');
  if (await tipos.count()) await tipos.first().click();
  else await page.keyboard.press('Escape');
  await semViolacoesGraves(page);
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal).toBeHidden({ timeout: 15_000 });

  // Relatório - Movimentação
  await page.goto('/t/RecrutamentoEntrar?aba=relatorioMovimentacao');
  await expect(
    page.getByRole('heading', { name: 'Movimentação de vagas no perfil Recrutamento' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const mov = page.locator('tbody tr[data-testid^="movimentacao-"]');
  await expect(mov.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Exibindo \d+ de \d+/).first()).toBeVisible();
  const [arquivo] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(arquivo.suggestedFilename()).toBe('movimentacao-recrutamento.csv');
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/recrutamento-movimentacao.png`, fullPage: true });

  // Relatório - Candidato (code 36): a start after the end is refused; a wide period lists the
  // candidates the recruiter registered
  await page.goto('/t/RecrutamentoEntrar?aba=relatorioCandidato');
  await expect(page.getByRole('heading', { name: 'Relatório - Candidato' })).toBeVisible({ timeout: 30_000 });
  const inicio = page.getByRole('textbox', { name: 'Início' });
  await inicio.fill('31/12/2199');
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  await expect(page.getByText('A data de início não pode ser maior que a data de término.')).toBeVisible();
  await inicio.fill('01/01/2000');
  await page.getByText('Incluídos', { exact: true }).click();
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  await expect(page.locator('tbody tr[data-testid^="relatorio-candidato-"]').first()).toBeVisible({
    timeout: 30_000,
  });
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/recrutamento-relatorio-candidato.png`, fullPage: true });
  const [csvCandidatos] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(csvCandidatos.suggestedFilename()).toBe('candidatos-incluidos-alterados.csv');

  // the self-service candidates screen: the open-vacancy pick-lists and the way to the recruitment list
  await page.goto('/t/recrutamentoAutoatendimento');
  await expect(page.getByRole('combobox', { name: 'Vagas abertas - Recrutamento' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('combobox', { name: 'Unidade' })).toBeDisabled();
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/recrutamento-autoatendimento.png`, fullPage: true });
  await page.getByRole('button', { name: 'Vagas do recrutamento' }).click();
  await expect(page).toHaveURL(/\/t\/RecrutamentoEntrar\?aba=vagasRecrutamento/);
});

test('a manager (code 59) filters the management list by a status', async ({ page }) => {
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  await menu(page).getByText('Seleção', { exact: true }).click();
  await menu(page).getByRole('link', { name: 'Gerencial' }).click();
  await expect(page).toHaveURL(/\/t\/SelecaoGerencial/);
  const subabas = page.getByRole('tablist', { name: 'Seleção - Gerencial' });
  for (const nome of ['Vagas', 'Grupos de candidato', 'Criar currículo', 'Relatórios'])
    await expect(subabas.getByRole('tab', { name: nome })).toBeVisible();
  await expect(subabas.getByRole('tab', { name: 'Busca de Candidatos' })).toHaveCount(0);
  const linhas = page
    .getByRole('table', { name: 'Vagas da gerência' })
    .locator('tbody tr[data-testid^="vaga-ger-"]');
  await expect(linhas.first()).toBeVisible({ timeout: 30_000 });
  // the filters start as one line of chips, the fields behind 'Mostrar filtros'
  await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toContainText(
    'Situações: Aberta, Cliente',
  );
  await page.getByRole('button', { name: 'Mostrar filtros' }).click();
  await page.getByRole('checkbox', { name: 'Aberta' }).uncheck();
  await page.getByRole('checkbox', { name: 'Cliente' }).uncheck();
  await page.getByRole('checkbox', { name: 'Congelada' }).check();
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect
    .poll(async () => {
      const textos = await linhas.allTextContents();
      return textos.length > 0 && textos.every((t) => t.includes('Congelada'));
    })
    .toBe(true);
  const [planilha] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar XLSX' }).first().click(),
  ]);
  expect(planilha.suggestedFilename()).toBe('vagas.xlsx');
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/gerencial-vagas.png`, fullPage: true });

  // Relatórios > Movimentação: the candidates who moved in the last 30 days (status T, hiring type 1)
  await subabas.getByRole('tab', { name: 'Relatórios' }).click();
  await expect(page.getByRole('tab', { name: 'Movimentação' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  await expect(page.locator('tbody tr[data-testid^="mov-cand-"]').first()).toBeVisible({ timeout: 30_000 });
  // the report exported with the filter it was run with
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('movimentacao-candidatos.csv');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar XLSX' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe('movimentacao-candidatos.xlsx');
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/gerencial-relatorio-movimentacao.png`, fullPage: true });

  // Relatórios > Vagas: the vacancies report, with its filter and export
  await page.getByRole('tab', { name: 'Vagas', exact: true }).last().click();
  await expect(
    page
      .getByRole('table', { name: 'Vagas da gerência' })
      .locator('tbody tr[data-testid^="vaga-ger-"]')
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Exportar CSV' }).first()).toBeVisible();

  // Requisições: the requisitions of the vacancy filters, each opening to its vacancies
  await menu(page).getByRole('link', { name: 'Requisições' }).click();
  await expect(page).toHaveURL(/\/t\/SelecaoRequisicoes/);
  const requisicoes = page
    .getByRole('table', { name: 'Requisições' })
    .locator('tbody tr[data-testid^="requisicao-"]');
  await expect(requisicoes.first()).toBeVisible({ timeout: 30_000 });
  const idReq = (await requisicoes.first().getAttribute('data-testid')) ?? '';
  const nrReq = idReq.slice('requisicao-'.length);
  await page.getByRole('button', { name: `Vagas da requisição ${nrReq}`, exact: true }).click();
  await expect(page.getByRole('table', { name: `Vagas da requisição ${nrReq}` })).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/requisicoes.png`, fullPage: true });
});
