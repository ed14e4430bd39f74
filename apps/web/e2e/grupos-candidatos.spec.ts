import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CandidatoLinha } from '@backoffice/domain/pickers';
import type { Page } from '@playwright/test';
import { abas, entrar, expect, semViolacoesGraves, test, toastForaDaAba } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

test.beforeAll(() => {
  fs.mkdirSync(pastaCapturas, { recursive: true });
});

/** Two demo candidates with distinct first words, found through the candidate picker's call. */
async function doisCandidatos(page: Page): Promise<CandidatoLinha[]> {
  const r = await page.request.get('/api/candidato/candidatos/sil');
  expect(r.status()).toBe(200);
  const lista = ((await r.json()) as CandidatoLinha[]).filter(
    (c, i, todos) => todos.findIndex((x) => x.NM_PESSOA === c.NM_PESSOA) === i,
  );
  expect(lista.length).toBeGreaterThanOrEqual(2);
  return lista.slice(0, 2);
}

test('Grupos de Candidatos: create a group, add candidates with notes, filter and delete one', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await entrar(page, 'selecao');
  await page.goto('/t/SelecaoEntrar?aba=grupos');
  const aba = page.getByTestId('aba-ativa');
  await expect(aba.getByRole('heading', { name: 'Grupos de Candidatos', level: 2 })).toBeVisible();
  const tabela = aba.getByRole('table', { name: 'Grupos de candidatos' });
  // the demo's groups of the selector's grouping unit
  await expect(tabela.getByRole('row', { name: /Operadores de empilhadeira/ })).toBeVisible();
  await expect(aba.getByText(/Exibindo \d+ de \d+/)).toBeVisible();
  await semViolacoesGraves(page);

  // 'Novo grupo': the required fields are asked for before anything is sent
  await aba.getByRole('button', { name: 'Novo grupo' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo grupo' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('combobox', { name: 'Unidade' })).toHaveValue(/Joinville/);
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText('Este campo é obrigatório')).toHaveCount(2);
  const nome = `Grupo e2e ${Date.now()}`;
  await modal.getByRole('textbox', { name: 'Nome do grupo' }).fill(nome);
  await modal.getByRole('combobox', { name: 'Cargo' }).fill('Operador de Empilh');
  await page.getByRole('option', { name: 'Operador de Empilhadeira', exact: true }).click();
  await modal.getByRole('textbox', { name: 'Observações' }).fill('Grupo criado pelo teste de ponta a ponta.');
  await expect(modal.getByText('41/1999')).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'grupos-candidatos-novo.png') });
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal).toBeHidden();
  await toastForaDaAba(page, 'Grupo criado com sucesso');

  // the new group's candidates open in the side panel
  const painel = page.getByRole('dialog', { name: `Candidatos do grupo ${nome}` });
  await expect(painel).toBeVisible();
  await expect(painel.getByText('Nenhum candidato neste grupo.')).toBeVisible();

  // add mode: two candidates, each with its notes
  const [a, b] = await doisCandidatos(page);
  await painel.getByRole('button', { name: 'Adicionar candidatos' }).click();
  const salvar = painel.getByRole('button', { name: 'Salvar candidatos' });
  await expect(salvar).toBeDisabled();
  for (const [c, nota] of [
    [a, 'Boa comunicação; disponível à noite.'],
    [b, 'Indicado pela unidade.'],
  ] as const) {
    await painel.getByRole('combobox', { name: 'Buscar candidato' }).fill(c.NM_PESSOA);
    const rotulo = c.NM_CIDADE ? `${c.NM_PESSOA} — ${c.NM_CIDADE}` : c.NM_PESSOA;
    await page.getByRole('option', { name: rotulo, exact: true }).first().click();
    await painel.getByRole('textbox', { name: `Observações de ${c.NM_PESSOA}` }).fill(nota);
  }
  await expect(
    painel.getByRole('list', { name: 'Candidatos a adicionar' }).getByRole('listitem'),
  ).toHaveCount(2);
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'grupos-candidatos-adicionar.png') });
  await salvar.click();
  await expect(page.getByText('Candidatos adicionados com sucesso')).toBeVisible();
  const lista = painel.getByRole('table', { name: `Candidatos do grupo ${nome}` });
  await expect(lista.getByRole('row')).toHaveCount(3);
  await expect(lista.getByRole('row', { name: new RegExp(a.NM_PESSOA) })).toContainText(
    'Boa comunicação; disponível à noite.',
  );
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'grupos-candidatos-painel.png') });

  // filter the panel's list
  await painel.getByRole('searchbox', { name: 'Filtrar' }).fill(String(b.CD_PESSOA));
  await expect(painel.getByText('Exibindo 1 de 2')).toBeVisible();
  await expect(lista.getByRole('row', { name: new RegExp(b.NM_PESSOA) })).toBeVisible();
  await painel.getByRole('searchbox', { name: 'Filtrar' }).fill('');

  // the name opens the profile panel; Esc closes only it
  await lista.getByRole('button', { name: `${a.NM_PESSOA}: ver perfil` }).click();
  const perfil = page.getByRole('dialog', { name: `Perfil de ${a.NM_PESSOA}` });
  await expect(perfil.getByRole('button', { name: 'Dados do candidato' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'grupos-candidatos-perfil.png') });
  await page.keyboard.press('Escape');
  await expect(perfil).toBeHidden();
  await expect(painel).toBeVisible();

  // delete one, after the confirmation; cancelling first keeps it
  await lista.getByRole('button', { name: `Excluir ${b.NM_PESSOA} do grupo` }).click();
  const confirmar = page.getByRole('dialog', { name: 'Excluir candidato' });
  await expect(confirmar.getByText('Tem certeza que deseja excluir esse candidato?')).toBeVisible();
  await semViolacoesGraves(page);
  await page.keyboard.press('Escape');
  await expect(confirmar).toBeHidden();
  await expect(lista.getByRole('row')).toHaveCount(3);
  await lista.getByRole('button', { name: `Excluir ${b.NM_PESSOA} do grupo` }).click();
  await confirmar.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Candidato excluído com sucesso')).toBeVisible();
  await expect(lista.getByRole('row')).toHaveCount(2);

  // the code opens the candidate's data tab; the panel hides meanwhile and is back with this tab
  await lista.getByRole('button', { name: new RegExp(`^${a.CD_PESSOA}: abrir os dados`) }).click();
  await expect(abas(page).getByRole('link', { name: a.NM_PESSOA })).toHaveAttribute('aria-current', 'page');
  await expect(painel).toBeHidden();
  await abas(page).getByRole('link', { name: 'Seleção - Entrar' }).click();
  await expect(painel).toBeVisible();
  await expect(lista.getByRole('row')).toHaveCount(2);

  // Esc closes the panel; the group's row counts its candidate and the filter finds it
  await page.keyboard.press('Escape');
  await expect(painel).toBeHidden();
  await aba.getByRole('searchbox', { name: 'Filtrar' }).fill(nome);
  await expect(aba.getByText(/Exibindo 1 de \d+/)).toBeVisible();
  const linha = tabela.getByRole('row', { name: new RegExp(nome) });
  await expect(linha).toContainText('Operador de Empilhadeira');
  await expect(linha).toContainText('Grupo criado pelo teste de ponta a ponta.');
  await expect(linha.getByRole('cell').nth(5)).toHaveText('1');
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'grupos-candidatos-lista.png') });
});
