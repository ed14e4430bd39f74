import { MENSAGENS_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import type { Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test, vagaNaSituacao } from './apoio';

async function pesquisar(page: Page, nrVaga: number) {
  await page.goto(`/t/SelecaoEntrar?nrVaga=${nrVaga}`);
  // the vacancy's saved profile is narrow for the small demo: clear it to the defaults (last six months)
  await page.getByRole('button', { name: 'Limpar' }).click();
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByTestId('total-pesquisa')).toBeVisible();
  return page.getByRole('checkbox', { name: /^Visto / });
}

/**
 * Names of the result rows not yet related to the vacancy, in order: a candidate related by an
 * earlier walk on the same demo vacancy shows as related, with its button off.
 */
async function nomes(page: Page): Promise<string[]> {
  const nomes: string[] = [];
  const linhas = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Visto / }) });
  for (const linha of await linhas.all()) {
    if (!(await linha.getByRole('button', { name: 'Relacionar' }).isEnabled())) continue;
    const rotulo = await linha.getByRole('checkbox', { name: /^Visto / }).getAttribute('aria-label');
    nomes.push((rotulo ?? '').slice('Visto '.length));
  }
  return nomes;
}

test('search a demo vacancy: seen, discard, relate at each stage, schedule and the resume card', async ({
  page,
}) => {
  // many steps and two accessibility checks over a long result list
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  const nrVaga = await vagaNaSituacao(page, 1);
  await pesquisar(page, nrVaga);
  await expect(page.getByRole('tab', { name: 'Candidatos' })).toHaveAttribute('aria-selected', 'true');
  const [a, b, c, d, e] = await nomes(page);
  await semViolacoesGraves(page);

  // seen
  const visto = page.getByRole('checkbox', { name: `Visto ${a}` });
  await visto.check();
  await expect(visto).toBeChecked();

  // discard: confirmed, the row leaves the list
  await page.getByRole('button', { name: `Descartar ${b}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Candidato descartado com sucesso')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Visto ${b}` })).toHaveCount(0);

  // relate at stages 3, 4 and 5, each confirmed; the row then shows as related
  const estagios: [string, string, string][] = [
    [c, 'Em análise', 'Candidato relacionado com sucesso!'],
    [d, 'Enviar Currículo', 'Currículo enviado com sucesso!'],
    [e, 'Encaminhar', 'Candidato encaminhado com sucesso!'],
  ];
  for (const [nome, acao, mensagem] of estagios) {
    const linha = page
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: `Visto ${nome}` }) });
    await linha.getByRole('button', { name: 'Relacionar' }).click();
    await page
      .getByRole('dialog', { name: `Relacionar ${nome}` })
      .getByRole('button', { name: acao })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText(mensagem)).toBeVisible();
    await expect(linha.getByText('Relacionado', { exact: true })).toBeVisible();
    await expect(linha.getByRole('button', { name: 'Relacionar' })).toBeDisabled();
  }

  // schedule from the row: the modal checks the date and time before saving
  await page.getByRole('button', { name: `Agendar ${a}` }).click();
  const agendamento = page.getByRole('dialog', { name: `Agendar - ${a}` });
  await expect(agendamento).toBeVisible();
  await agendamento.getByRole('button', { name: 'Salvar' }).click();
  await expect(agendamento.getByText('Necessário informar a data e a hora do atendimento!')).toBeVisible();
  await semViolacoesGraves(page);
  await page.keyboard.press('Escape');
  await expect(agendamento).toBeHidden();

  // the resumed resume card opens from the name
  await page.getByRole('button', { name: a, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Currículo completo' })).toBeVisible();
  await page.screenshot({ path: '../../test-results/e2e/pesquisa-curriculo.png' });
});

test('a frozen vacancy shows the warning instead of the search panel', async ({ page }) => {
  await entrar(page, 'selecao');
  const nrVaga = await vagaNaSituacao(page, 13);
  await page.goto(`/t/SelecaoEntrar?nrVaga=${nrVaga}`);
  await expect(
    page.getByText(
      'Não é possível pesquisar candidatos em vagas congeladas até a confirmação do pagamento do adiantamento.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pesquisar' })).toHaveCount(0);
});

test('an inverted salary range is refused beside its field, nothing is searched, and the buttons stay in view', async ({
  page,
}) => {
  await entrar(page, 'selecao');
  const nrVaga = await vagaNaSituacao(page, 1);
  await page.goto(`/t/SelecaoEntrar?nrVaga=${nrVaga}`);
  await page.getByRole('button', { name: 'Limpar' }).click();
  const de = page.getByRole('textbox', { name: 'Pretensão salarial de' });
  const ate = page.getByRole('textbox', { name: 'Pretensão salarial até' });
  await de.fill('9000');
  await ate.fill('1000');
  let pesquisas = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/pesquisa-candidatos/') && r.method() === 'POST') pesquisas++;
  });
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText(MENSAGENS_PESQUISA.faixa.salario)).toBeVisible();
  expect(pesquisas).toBe(0);
  // no toast strip over the panel's buttons
  for (const nome of ['Limpar', 'Pesquisar'])
    await expect(page.getByRole('button', { name: nome })).toBeInViewport();
  await semViolacoesGraves(page);
});
