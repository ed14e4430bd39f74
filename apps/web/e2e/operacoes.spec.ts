import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

test.beforeAll(() => {
  fs.mkdirSync(pastaCapturas, { recursive: true });
});

const iso = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const br = (isoDia: string) => isoDia.split('-').reverse().join('/');

test('Uso do ChatBot: conversations per analyst for a period, and the period rules', async ({ page }) => {
  await entrar(page, 'admin');
  await page.goto('/t/chatbot');
  const pagina = page.getByTestId('aba-ativa');
  await expect(pagina.getByRole('heading', { name: 'Uso do ChatBot' })).toBeVisible();
  await expect(pagina.getByRole('combobox', { name: 'Unidade' })).not.toHaveValue('');

  const hoje = iso(new Date());
  const amanha = iso(new Date(Date.now() + 86_400_000));
  const inicio = iso(new Date(Date.now() - 30 * 86_400_000));
  const campoInicio = pagina.getByRole('textbox', { name: 'Data inicial' });
  const campoFim = pagina.getByRole('textbox', { name: 'Data final' });

  // a start after the end is refused by Gerar
  await campoInicio.fill(br(hoje));
  await campoFim.fill(br(inicio));
  await campoFim.blur();
  await pagina.getByRole('button', { name: 'Gerar' }).click();
  await expect(
    pagina.getByRole('alert').filter({ hasText: 'Data de início não pode ser maior que a data final' }),
  ).toBeVisible();

  await campoInicio.fill(br(inicio));
  await campoFim.fill(br(hoje));
  await campoFim.blur();
  await pagina.getByRole('button', { name: 'Gerar' }).click();
  await expect(pagina.getByTestId('cartao-Conversas')).toBeVisible();
  const conversas = Number(await pagina.getByTestId('cartao-Conversas').locator('p').nth(1).textContent());
  expect(conversas).toBeGreaterThan(0);
  await expect(pagina.getByTestId('cartao-Valor estimado (USD)')).toContainText('$');
  await expect(pagina.getByRole('table', { name: 'Conversas por analista' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'chatbot-uso.png'), fullPage: true });

  // a future end date is flagged at once
  await campoFim.fill(br(amanha));
  await campoFim.blur();
  await expect(
    pagina.getByText(/Não é possível selecionar uma data futura!|A data máxima permitida/),
  ).toBeVisible();
});

test('Help Desk: the problem popup and the in-development switch', async ({ page }) => {
  await entrar(page, 'admin');
  await page.goto('/t/helpdesk');
  const pagina = page.getByTestId('aba-ativa');
  await expect(pagina.getByRole('heading', { name: 'Help Desk' })).toBeVisible();
  const tabela = pagina.getByRole('table', { name: 'Helps' });
  await expect(tabela.getByRole('row').nth(1)).toBeVisible();

  // the long problem is cut and opens in full (the search reads the whole text)
  await pagina.getByLabel('Pesquisar').fill('tela branca');
  await expect(tabela.getByRole('row')).toHaveCount(2);
  await expect(tabela).not.toContainText('Aparece uma tela branca');
  await pagina.getByRole('button', { name: /Ver o problema completo do help/ }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('Aparece uma tela branca');
  await popup.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await expect(popup).toHaveCount(0);

  // search, then the switch of the ticket found
  await pagina.getByLabel('Pesquisar').fill('impressora');
  await expect(tabela.getByRole('row')).toHaveCount(2);
  const interruptor = tabela.getByRole('switch');
  await expect(interruptor).not.toBeChecked();
  await interruptor.click({ force: true });
  await expect(page.getByText('Status atualizado com sucesso')).toBeVisible();
  await expect(interruptor).toBeChecked();
  await interruptor.click({ force: true });
  await expect(interruptor).not.toBeChecked();

  await pagina.getByLabel('Pesquisar').fill('');
  await pagina.getByText('Grade').click();
  await expect(pagina.getByRole('article').first()).toBeVisible();
  await pagina.getByRole('button', { name: 'Novo', exact: true }).click();
  const novo = page.getByRole('dialog', { name: 'Novo help' });
  await expect(novo.getByRole('textbox', { name: 'Assunto' })).toBeVisible();
  await semViolacoesGraves(page);
  await novo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(novo).toHaveCount(0);
  await page.screenshot({ path: path.join(pastaCapturas, 'help-desk.png'), fullPage: true });
});

test('Ramais and Horas Dev', async ({ page }) => {
  await entrar(page, 'admin');
  await page.goto('/t/ramais');
  const pagina = page.getByTestId('aba-ativa');
  const tabela = pagina.getByRole('table', { name: 'Ramais' });
  await expect(tabela.getByRole('row').nth(1)).toBeVisible();
  await pagina.getByLabel('Pesquisar').fill('Joinville');
  const ligar = tabela.getByRole('link', { name: /^Ligar para/ }).first();
  await expect(ligar).toHaveAttribute('href', /^tel:\d+$/);
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'ramais.png'), fullPage: true });

  await page.goto('/t/HorasDev');
  await expect(pagina.getByRole('heading', { name: 'Horas por dia' })).toBeVisible();
  const inicio = await pagina.getByRole('textbox', { name: 'Data inicial' }).inputValue();
  expect(inicio).toMatch(/^21\/\d{2}\/\d{4}$/);
  await expect(pagina.getByRole('textbox', { name: 'Data final' })).toHaveValue(/^20\/\d{2}\/\d{4}$/);
  await expect(pagina.getByTestId('total-horas')).not.toHaveText('Total: 0 h');
  await page.screenshot({ path: path.join(pastaCapturas, 'horas-dev.png'), fullPage: true });
  await pagina.getByRole('button', { name: 'Período anterior' }).click();
  await expect(pagina.getByRole('textbox', { name: 'Data inicial' })).not.toHaveValue(inicio);
  await semViolacoesGraves(page);
});
