import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuscaCandidatoLinha } from '@backoffice/domain/candidato-busca';
import { MENSAGENS_BUSCA_CANDIDATOS as M } from '@backoffice/domain/candidato-busca';
import type { Page } from '@playwright/test';
import { abas, entrar, expect, semViolacoesGraves, test } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** The user's default place, as the API answers it. */
async function localPadrao(page: Page): Promise<{ CD_UF: string; NM_CIDADE: string }> {
  const s = await (await page.request.get('/api/session')).json();
  const r = await page.request.get(`/api/cidades/cidade-padrao-usuario/${s.user_sip}/${s.cd_unid}`);
  expect(r.status()).toBe(200);
  return r.json();
}

/** A demo candidate of the place whose name has an accented word of 6 letters or more. */
async function candidatoComAcento(page: Page, uf: string, cidade: string): Promise<BuscaCandidatoLinha> {
  const r = await page.request.get(
    `/api/candidato/pesquisa/cd_uf=${uf}/nm_cidade=${encodeURIComponent(cidade)}`,
  );
  expect(r.status()).toBe(200);
  const linhas = (await r.json()) as BuscaCandidatoLinha[];
  const l = linhas.find(
    (x) => x.CPF && x.NOME_PESSOA.split(' ').some((p) => p.length >= 6 && semAcento(p) !== p),
  );
  expect(l, 'um candidato com acento no nome').toBeTruthy();
  return l as BuscaCandidatoLinha;
}

test.beforeAll(() => {
  fs.mkdirSync(pastaCapturas, { recursive: true });
});

test('busca de candidatos: por parte do nome, por CPF, limites e abrir os dados', async ({ page }) => {
  // many steps, each a search on the embedded database
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  await page.goto('/t/SelecaoEntrar?aba=buscaCandidatos');
  await expect(page.getByRole('heading', { name: 'Busca de Candidatos' })).toBeVisible();
  const filtros = page.getByRole('form', { name: 'Filtros da busca de candidatos' });

  // the place starts at the user's default city
  const local = await localPadrao(page);
  await expect(filtros.getByRole('combobox', { name: 'Cidade' })).toHaveValue(local.NM_CIDADE);
  await expect(filtros.getByRole('combobox', { name: 'Estado' })).toHaveValue(
    new RegExp(`\\(${local.CD_UF}\\)`),
  );
  await expect(
    page.getByText('Informe o nome, o CPF ou o código do candidato e pressione Enter.'),
  ).toBeVisible();
  await semViolacoesGraves(page);

  // part of a name, without its accents and in upper case; Enter applies
  const alvo = await candidatoComAcento(page, local.CD_UF, local.NM_CIDADE);
  const palavra = alvo.NOME_PESSOA.split(' ').find((p) => p.length >= 6 && semAcento(p) !== p) ?? '';
  const fragmento = semAcento(palavra).slice(1, 6).toUpperCase();
  const nome = filtros.getByRole('textbox', { name: 'Nome' });
  await nome.fill(fragmento);
  await nome.press('Enter');
  const tabela = page.getByRole('table', { name: 'Candidatos encontrados' });
  const linha = tabela.getByRole('row').filter({ hasText: alvo.NOME_PESSOA });
  await expect(linha).toBeVisible();
  await expect(linha).toContainText(String(alvo.CODIGO_PESSOA));
  await expect(linha).toContainText(local.NM_CIDADE);
  for (const texto of await tabela.locator('tbody tr td:nth-child(2)').allInnerTexts()) {
    expect(semAcento(texto).toUpperCase()).toContain(fragmento);
  }
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'busca-candidatos-nome.png'), fullPage: true });

  // by CPF, typed into the mask: the place does not narrow it
  await nome.fill('');
  const cpf = filtros.getByRole('textbox', { name: 'CPF' });
  await cpf.fill(alvo.CPF ?? '');
  await expect(cpf).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  await expect(filtros.getByRole('combobox', { name: 'Cidade' })).toBeDisabled();
  await cpf.press('Enter');
  await expect(tabela.getByRole('row')).toHaveCount(2);
  await expect(tabela.getByRole('row').nth(1)).toContainText(alvo.NOME_PESSOA);

  // a wrong CPF and a name too short are refused before asking the server
  await cpf.fill('11111111111');
  await cpf.press('Enter');
  await expect(filtros.getByText(M.cpfInvalido)).toBeVisible();
  await cpf.fill('');
  await nome.fill('ab');
  await nome.press('Enter');
  await expect(filtros.getByText(M.nomeCurto)).toBeVisible();
  await semViolacoesGraves(page);

  // no filter at all: the spec's error
  await nome.fill('');
  await filtros.getByRole('button', { name: 'Limpar estado' }).click();
  await expect(filtros.getByRole('combobox', { name: 'Cidade' })).toHaveValue('');
  await nome.press('Enter');
  await expect(filtros.getByRole('alert')).toHaveText(M.muitosResultados);

  // the edit button opens the candidate's data
  await filtros.getByRole('button', { name: 'Limpar' }).click();
  await expect(filtros.getByRole('combobox', { name: 'Cidade' })).toHaveValue(local.NM_CIDADE);
  await nome.fill(fragmento);
  await nome.press('Enter');
  await tabela.getByRole('button', { name: `Editar ${alvo.NOME_PESSOA}` }).click();
  await expect(page).toHaveURL(new RegExp(`DadosCandidato\\?cdPessoaCandidato=${alvo.CODIGO_PESSOA}`));
  await expect(abas(page)).toContainText(alvo.NOME_PESSOA);

  // the panel folds away
  await page.goto('/t/SelecaoEntrar?aba=buscaCandidatos');
  const alternar = page.getByRole('button', { name: 'Filtros' });
  await expect(alternar).toHaveAttribute('aria-expanded', 'true');
  await alternar.click();
  await expect(alternar).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'Nome' })).toBeHidden();
});
