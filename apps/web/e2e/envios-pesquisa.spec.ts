import { entrar, expect, semViolacoesGraves, test, vagaNaSituacao } from './apoio';

test('search history: a normal send, a chatbot send with its estimated cost, and the conversations', async ({
  page,
}) => {
  // a search, two sends and the conversations, each with its accessibility check
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  // an open vacancy from the middle of the demo list, apart from the ones the other specs take
  const nr = await vagaNaSituacao(page, 1, 150, 1);

  await page.goto(`/t/SelecaoEntrar?nrVaga=${nr}`);
  await page.getByRole('button', { name: 'Limpar' }).click();
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByTestId('total-pesquisa')).toBeVisible();
  const pesquisas = (await (await page.request.get(`/api/pesquisa-candidatos/pesquisas/${nr}`)).json()) as {
    NR_SELECAO: number;
    QT_CANDIDATOS: number;
  }[];
  const { NR_SELECAO: selecao, QT_CANDIDATOS: qt } = pesquisas[0];

  await page.goto(`/t/VagaCandidatos?nrVaga=${nr}`);
  await page.getByRole('tab', { name: /Histórico de Pesquisas/ }).click();
  const menu = page.getByRole('button', { name: `Envios da pesquisa ${selecao}` });
  await expect(menu).toBeVisible();
  await semViolacoesGraves(page);

  // normal send: confirmation, then the result
  await menu.click();
  await page.getByRole('menuitem', { name: /Envio normal/ }).click();
  const normal = page.getByRole('dialog', { name: `Envio normal - pesquisa ${selecao}` });
  await expect(normal.getByText(new RegExp(`por e-mail e SMS aos ${qt} candidatos`))).toBeVisible();
  await expect(normal.getByText(/Envio simulado/)).toBeVisible();
  await semViolacoesGraves(page);
  await normal.getByRole('button', { name: 'Enviar' }).click();
  await expect(normal.getByText(/^Envio concluído: \d+ e-mails? e \d+ SMS\.$/)).toBeVisible();
  await normal.getByRole('button', { name: 'Concluir' }).click();
  const linha = page.getByRole('row').filter({ has: menu });
  await expect(linha.getByText('E-mail', { exact: true })).toBeVisible();

  // chatbot send: the estimated cost before confirming
  await menu.click();
  await page.getByRole('menuitem', { name: /Envio chatbot/ }).click();
  const chatbot = page.getByRole('dialog', { name: `Envio pelo chatbot - pesquisa ${selecao}` });
  const total = (qt * 0.35).toFixed(2).replace('.', ',');
  await expect(chatbot.getByTestId('custo-chatbot')).toHaveText(
    new RegExp(`R\\$\\s0,35 × ${qt} = R\\$\\s${total}`),
  );
  await page.screenshot({ path: '../../test-results/e2e/envio-chatbot.png' });
  await chatbot.getByRole('button', { name: 'Iniciar conversas' }).click();
  await expect(chatbot.getByText(/conversas? iniciadas? pelo chatbot\.$/)).toBeVisible();
  await chatbot.getByRole('button', { name: 'Concluir' }).click();
  await expect(linha.getByText('Chatbot', { exact: true })).toBeVisible();

  // the conversations: status badge and the opening message
  await menu.click();
  await page.getByRole('menuitem', { name: 'Conversas do chatbot' }).click();
  const conversas = page.getByRole('dialog', { name: `Conversas do chatbot - pesquisa ${selecao}` });
  await expect(conversas.getByText('Aguardando resposta').first()).toBeVisible();
  await expect(conversas.getByTestId('mensagem-enviado').first()).toContainText('Mensagem inicial');
  await page.screenshot({ path: '../../test-results/e2e/conversas-chatbot.png' });
  await page.keyboard.press('Escape');

  // the outbox: every message of the search, marked as simulated by the local adapters
  await menu.click();
  await page.getByRole('menuitem', { name: 'Mensagens enviadas' }).click();
  const saida = page.getByRole('dialog', { name: `Mensagens enviadas - pesquisa ${selecao}` });
  await expect(saida.getByRole('table', { name: 'Mensagens enviadas' })).toBeVisible();
  await expect(saida.getByText('Simulado').first()).toBeVisible();
  await expect(saida.getByText(/^Oportunidade: /).first()).toBeVisible();
  await page.screenshot({ path: '../../test-results/e2e/mensagens-enviadas.png' });
});
