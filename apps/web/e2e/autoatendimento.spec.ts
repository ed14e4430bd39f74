import type { LinhaAutoatendimento } from '@backoffice/domain/autoatendimento';
import type { Locator, Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

/** The queue of the user's unit as the API answers it. */
async function fila(page: Page): Promise<LinhaAutoatendimento[]> {
  const sessao = await (await page.request.get('/api/session')).json();
  const r = await page.request.post('/api/recrutamento/candidatos-autoatendimento', {
    data: { cd_unidade: sessao.cd_unid },
    headers: CSRF,
  });
  expect(r.status()).toBe(200);
  return r.json();
}

/** Filters the list down to one candidate's rows (by code) and answers the first row. */
async function linhaDe(page: Page, l: LinhaAutoatendimento) {
  await page.getByRole('searchbox', { name: 'Filtrar' }).fill(String(l.CD_PESSOA_CANDIDATO));
  const linha = page
    .getByRole('row')
    .filter({ hasText: `Código ${l.CD_PESSOA_CANDIDATO}` })
    .filter({ hasText: String(l.NR_VAGA) });
  await expect(linha.first()).toBeVisible();
  return linha.first();
}

/**
 * Runs a row's action: an icon button named '<ação> <nome>' where the row has one or two, the row's
 * 'Ações de <nome>' menu where it has more.
 */
async function acionar(
  page: Page,
  linha: Locator,
  nome: string,
  acao: string,
  nomeBotao = `${acao} ${nome}`,
) {
  const menu = linha.getByRole('button', { name: `Ações de ${nome}` });
  if (await menu.count()) {
    await menu.click();
    await page.getByRole('menuitem', { name: acao }).click();
  } else {
    await linha.getByRole('button', { name: nomeBotao }).click();
  }
}

test.describe('self-service queue', () => {
  // the tests change the same queue: one at a time
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page }) => {
    await entrar(page, 'recrutamento', undefined, '/login');
    await page.goto('/t/recrutamentoAutoatendimento');
    await expect(page.getByRole('table', { name: 'Candidatos do autoatendimento' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Unidade' })).toBeDisabled();
    await expect(page.getByText(/Exibindo \d+ de \d+/)).toBeVisible();
  });

  test('attendance toggle with confirmation', async ({ page }) => {
    const l = (await fila(page)).find((x) => x.ID_ATENDIMENTO === 'N');
    expect(l).toBeTruthy();
    if (!l) return;
    const linha = await linhaDe(page, l);
    const chave = linha.getByRole('switch', { name: `Atendimento de ${l.NM_PESSOA_SOCIAL}` });
    await semViolacoesGraves(page);
    // keyboard: Space on the switch asks for confirmation
    await chave.focus();
    await page.keyboard.press('Space');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(chave).toBeChecked();
    const depois = (await fila(page)).find(
      (x) =>
        x.CD_PESSOA_CANDIDATO === l.CD_PESSOA_CANDIDATO &&
        x.NR_VAGA === l.NR_VAGA &&
        x.DATA_AGENDA === l.DATA_AGENDA,
    );
    expect(depois?.ID_ATENDIMENTO).toBe('S');
  });

  test('did not attend, after confirmation', async ({ page }) => {
    const l = (await fila(page)).filter((x) => x.CD_SITUACAO_ATUAL === 1)[1];
    const linha = await linhaDe(page, l);
    await acionar(page, linha, l.NM_PESSOA_SOCIAL, 'Não compareceu', `Não compareceu: ${l.NM_PESSOA_SOCIAL}`);
    await expect(page.getByRole('dialog')).toContainText(
      `Confirma que ${l.NM_PESSOA_SOCIAL} não compareceu?`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(linha.getByText('Não compareceu', { exact: true })).toBeVisible();
  });

  test('discard needs a reason of 10 characters, then recycle the rejected candidate', async ({ page }) => {
    const l = (await fila(page)).filter((x) => x.CD_SITUACAO_ATUAL === 1)[2];
    const linha = await linhaDe(page, l);
    await acionar(page, linha, l.NM_PESSOA_SOCIAL, 'Reprovar');
    const dialogo = page.getByRole('dialog');
    await dialogo.getByLabel('Motivo').fill('curto');
    await dialogo.getByRole('button', { name: 'Reprovar' }).click();
    await expect(dialogo.getByText('O motivo deve ter no mínimo 10 caracteres.')).toBeVisible();
    await dialogo.getByLabel('Motivo').fill('Perfil sem experiência na função');
    await dialogo.getByRole('button', { name: 'Reprovar' }).click();
    await expect(linha.getByText('Reprovado', { exact: true })).toBeVisible();

    await acionar(page, linha, l.NM_PESSOA_SOCIAL, 'Reciclar');
    const reciclar = page.getByRole('dialog');
    await expect(reciclar.getByRole('button', { name: 'Reciclar' })).toBeDisabled();
    await reciclar.getByRole('radio').first().check();
    await reciclar.getByRole('button', { name: 'Reciclar' }).click();
    await expect(reciclar).toBeHidden();
    // the old row is recycled and a new waiting row of the same day appears (the filter shows both)
    const tabela = page.getByRole('table', { name: 'Candidatos do autoatendimento' });
    await expect(tabela.getByText('Reciclado', { exact: true })).toBeVisible();
    await expect(tabela.getByText('Aguardando', { exact: true })).toBeVisible();
    const novas = (await fila(page)).filter(
      (x) =>
        x.CD_PESSOA_CANDIDATO === l.CD_PESSOA_CANDIDATO &&
        x.DATA_AGENDA === l.DATA_AGENDA &&
        x.CD_SITUACAO_ATUAL === 1,
    );
    expect(novas.length).toBeGreaterThan(0);
  });

  test('forward to a vacancy chosen in the select', async ({ page }) => {
    const l = (await fila(page)).filter((x) => x.CD_SITUACAO_ATUAL === 1)[3];
    const vagas = await (await page.request.get(`/api/recrutamento/vagas-relacionar/1/a`)).json();
    const destino = vagas.find((v: { NR_VAGA: number }) => v.NR_VAGA !== l.NR_VAGA);
    const linha = await linhaDe(page, l);
    await acionar(page, linha, l.NM_PESSOA_SOCIAL, 'Encaminhar');
    const dialogo = page.getByRole('dialog');
    await expect(dialogo.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await dialogo.getByLabel('Buscar vaga').fill(String(destino.NR_VAGA));
    await dialogo.getByRole('combobox', { name: 'Vaga' }).click();
    await page.getByRole('option', { name: new RegExp(`^${destino.NR_VAGA} -`) }).click();
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(linha.getByText('Encaminhado', { exact: true })).toBeVisible();
  });
});
