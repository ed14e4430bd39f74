import type {
  FaturamentoAvaliacaoResposta,
  FaturamentoAvaliacaoTotais,
  FaturamentoRequisicaoResposta,
} from '@backoffice/domain/faturamento-avaliacao';
import { formatarPercentualFaturamento as pc } from '@backoffice/domain/faturamento-avaliacao';
import type { Page } from '@playwright/test';
import { entrar, expect, menu, semViolacoesGraves, test } from './apoio';

/**
 * A demo vacancy Criar may bill, nothing of it billed and no forwarding part, and its requisition:
 * the highest vacancy numbers first, so the specs that take the first vacancies never share it.
 */
async function vagaParaFaturar(page: Page) {
  const r = await page.request.get('/api/faturamento/avaliacoes?por_pagina=200');
  expect(r.ok()).toBe(true);
  const linhas = ((await r.json()) as FaturamentoAvaliacaoResposta).linhas.sort(
    (a, b) => b.NR_VAGA - a.NR_VAGA,
  );
  for (const l of linhas) {
    if (l.PC_TOTAL_FATURADO > 0 || l.PC_FAT_ENCAMINHAMENTO !== null) continue;
    const d = await page.request.get(`/api/faturamento/avaliacoes/requisicao/${l.NR_REQUISICAO}`);
    const vaga = ((await d.json()) as FaturamentoRequisicaoResposta).VAGAS.find(
      (v) => v.NR_VAGA === l.NR_VAGA,
    );
    if (vaga?.ID_EDITAVEL === 'S') return l;
  }
  throw new Error('nenhuma vaga de demonstração que possa ser faturada');
}

test('set the billing of a requisition in Criar, then find it in Pesquisar with its totals', async ({
  page,
}) => {
  await entrar(page, 'selecao');
  const alvo = await vagaParaFaturar(page);
  const nr = alvo.NR_REQUISICAO;
  const primeira = alvo.NR_VAGA;
  const totaisDaRequisicao = async (): Promise<FaturamentoAvaliacaoTotais> =>
    (
      (await (
        await page.request.get(`/api/faturamento/avaliacoes?nr_requisicao=${nr}`)
      ).json()) as FaturamentoAvaliacaoResposta
    ).totais;
  const antes = await totaisDaRequisicao();

  // Criar, from the menu
  await menu(page).getByText('Seleção', { exact: true }).click();
  await menu(page).getByTestId('menu-faturamento-avaliacao').click();
  await menu(page).getByRole('link', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/t\/SelecaoFaturamentoAvaliacaoCriar$/);
  const aba = page.getByTestId('aba-ativa');
  await expect(aba.getByRole('heading', { name: 'Faturamento Avaliação - Criar' })).toBeVisible();
  await aba.getByRole('textbox', { name: 'Número da requisição' }).fill(String(nr));
  await aba.getByRole('button', { name: 'Carregar vagas' }).click();
  const tabela = aba.getByRole('table', { name: `Vagas da requisição ${nr}` });
  await expect(tabela.getByTestId(`criar-vaga-${primeira}`)).toBeVisible();
  await semViolacoesGraves(page);

  // a total over 150 is refused beside the field, naming the vacancy
  await aba.getByRole('textbox', { name: `% fechamento da vaga ${primeira}` }).fill('120');
  await aba.getByRole('textbox', { name: `% adiantamento da vaga ${primeira}` }).fill('40');
  await aba.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    aba.getByText(`Vaga ${primeira}: O total de faturamento não pode passar de 150%`),
  ).toBeVisible();
  await semViolacoesGraves(page);

  // within the rules: 30% advance and 70% closing, dates filled with the default (next Sunday)
  await aba.getByRole('textbox', { name: `% adiantamento da vaga ${primeira}` }).fill('30');
  await aba.getByRole('textbox', { name: `% fechamento da vaga ${primeira}` }).fill('70');
  await expect(aba.getByRole('textbox', { name: `Data do fechamento da vaga ${primeira}` })).toHaveValue(
    /^\d{2}\/\d{2}\/\d{4}$/,
  );
  await expect(aba.getByText('1 vaga alterada.')).toBeVisible();
  await aba.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Faturamento de 1 vaga da requisição ${nr} salvo.`)).toBeVisible();
  await expect(aba.getByText('Nenhuma vaga alterada.')).toBeVisible();
  await expect(tabela.getByTestId(`criar-vaga-${primeira}`)).toContainText('A faturar');

  // Pesquisar finds it by the requisition, with the totals
  await menu(page).getByRole('link', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/\/t\/SelecaoFaturamentoAvaliacaoPesquisa$/);
  const pesquisa = page.getByTestId('aba-ativa');
  await pesquisa.getByRole('textbox', { name: 'Requisição' }).fill(String(nr));
  await pesquisa.getByRole('button', { name: 'Pesquisar' }).click();
  const linha = pesquisa.getByTestId(`faturamento-${primeira}`);
  await expect(linha).toContainText('30%');
  await expect(linha).toContainText('70%');
  await expect(linha).toContainText('A faturar');
  // the vacancy now plans 100%, nothing billed: a faturar
  const totais = pesquisa.getByTestId('totais-faturamento');
  const eraAFaturar = alvo.ESTADO_FATURAMENTO === 'a_faturar' ? 1 : 0;
  await expect(totais.getByTestId('total-Vagas')).toHaveText(String(antes.QT_VAGAS));
  await expect(totais.getByTestId('total-A faturar')).toHaveText(
    String(antes.QT_A_FATURAR - eraAFaturar + 1),
  );
  await expect(totais.getByTestId('total-Soma prevista')).toHaveText(
    pc(antes.PC_TOTAL - alvo.PC_TOTAL + 100),
  );
  await expect(totais.getByTestId('total-Soma a faturar')).toHaveText(
    pc(antes.PC_A_FATURAR - alvo.PC_A_FATURAR + 100),
  );
  expect(await totaisDaRequisicao()).toMatchObject({ PC_TOTAL: antes.PC_TOTAL - alvo.PC_TOTAL + 100 });
  await semViolacoesGraves(page);

  // the export of the same filter
  const download = page.waitForEvent('download');
  await pesquisa.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toBe('faturamento-avaliacao.csv');

  // the requisition opens Criar again, on it
  await linha.getByRole('button', { name: `Faturar a requisição ${nr}` }).click();
  await expect(page).toHaveURL(new RegExp(`/t/SelecaoFaturamentoAvaliacaoCriar\\?nrRequisicao=${nr}$`));
  await expect(
    page.getByTestId('aba-ativa').getByRole('textbox', { name: `% fechamento da vaga ${primeira}` }),
  ).toHaveValue('70%');
});

test('finance reads Pesquisar from its own menu and cannot open Criar', async ({ page }) => {
  await entrar(page, 'financeiro');
  await menu(page).getByText('Financeiro', { exact: true }).click();
  await menu(page).getByRole('link', { name: 'Faturamento Avaliação' }).click();
  await expect(page).toHaveURL(/\/t\/SelecaoFaturamentoAvaliacaoPesquisa$/);
  const aba = page.getByTestId('aba-ativa');
  await expect(aba.getByRole('heading', { name: 'Faturamento Avaliação - Pesquisar' })).toBeVisible();
  await expect(aba.getByTestId('totais-faturamento')).toBeVisible();
  await expect(aba.getByRole('button', { name: /^Faturar a requisição/ })).toHaveCount(0);
  await semViolacoesGraves(page);
  await page.goto('/t/SelecaoFaturamentoAvaliacaoCriar');
  await expect(page.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();
});
