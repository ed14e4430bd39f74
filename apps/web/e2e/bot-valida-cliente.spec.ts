import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

test.beforeAll(() => {
  fs.mkdirSync(pastaCapturas, { recursive: true });
});

test('Bot Valida Cliente: a queue of three clients with one failure, paused, resumed and finished', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await entrar(page, 'financeiro');
  await page.goto('/t/BotValidaCliente');
  const pagina = page.getByTestId('aba-ativa');
  await expect(pagina.getByRole('heading', { name: 'Bot Valida Cliente' })).toBeVisible();
  await expect(pagina.getByTestId('estado-bot')).toHaveText('Bot Parado');

  // an empty queue cannot start the bot
  await pagina.getByRole('button', { name: 'Ativar bot' }).click();
  await expect(page.getByText('Não há clientes na fila para processar.')).toBeVisible();

  const tabela = pagina.getByRole('table', { name: 'Clientes' });
  await pagina.getByRole('searchbox', { name: 'Filtrar' }).fill('exemplar');
  await expect(tabela.getByRole('row')).toHaveCount(4);
  await expect(tabela).toContainText('12.ABC.345/01DE-35');
  await pagina.getByRole('button', { name: 'Colocar na fila' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(pagina.getByTestId('fila-bot')).toContainText('Fila: 3 clientes');
  // a stopped bot that measured nothing shows the initial estimate; '(calculando...)' is only for a running bot
  await expect(pagina.getByTestId('estimativa-bot')).toContainText('(estimativa inicial)');
  await expect(pagina.getByTestId('estimativa-bot')).not.toContainText('(calculando...)');
  // filters are locked while the queue holds clients
  await expect(pagina.getByRole('textbox', { name: 'Data inicial' })).toBeDisabled();

  await pagina.getByRole('button', { name: 'Ativar bot' }).click();
  await expect(pagina.getByTestId('estado-bot')).toHaveText('Bot Ativo');
  await expect(pagina.getByTestId('fila-bot')).toContainText('Fila: 2 clientes', { timeout: 15_000 });
  await pagina.getByRole('button', { name: 'Pausar bot' }).click();
  await expect(pagina.getByTestId('estado-bot')).toHaveText('Bot Pausado');
  await page.waitForTimeout(4000);
  await expect(pagina.getByTestId('fila-bot')).toContainText('Fila: 2 clientes');
  await page.screenshot({ path: path.join(pastaCapturas, 'bot-valida-cliente-pausado.png'), fullPage: true });
  await pagina.getByRole('button', { name: 'Retomar bot' }).click();
  await expect(page.getByText(/Erro ao validar cliente/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Bot finalizado! Todos os clientes da fila foram processados.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(pagina.getByTestId('estado-bot')).toHaveText('Bot Parado');
  await expect(pagina.getByTestId('fila-bot')).toContainText('Fila: 0 clientes');

  // the history has the three, the failure as an error
  await pagina.getByRole('tab', { name: /Histórico/ }).click();
  const historico = pagina.getByRole('table', { name: 'Clientes validados' });
  await expect(historico).toContainText('Exemplar Alfa');
  await expect(historico.getByRole('row', { name: /Exemplar Gama/ })).toContainText('Erro');
  await historico.getByRole('button', { name: 'Histórico de Exemplar Beta Tecnologia S.A.' }).click();
  const modal = page.getByRole('dialog', { name: 'Exemplar Beta Tecnologia S.A. - 12.ABC.345/01DE-35' });
  await expect(modal).toContainText('Não optante');
  await semViolacoesGraves(page);
  await page.screenshot({
    path: path.join(pastaCapturas, 'bot-valida-cliente-historico.png'),
    fullPage: true,
  });
  await modal.getByRole('button', { name: 'Fechar', exact: true }).last().click();
});
