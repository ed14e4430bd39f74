import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { entrar, expect, menu, semViolacoesGraves, test } from './apoio';

/** A CPF with right check digits from 9 digits. */
function cpf(base: number): string {
  const b = String(base).padStart(9, '0');
  const dv = (s: string, peso: number) => {
    let soma = 0;
    for (let i = 0; i < s.length; i++) soma += Number(s[i]) * (peso - i);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(b, 10);
  return `${b}${d1}${dv(`${b}${d1}`, 11)}`;
}

/** The check digits of a CPF made wrong. */
function cpfErrado(base: number): string {
  const certo = cpf(base);
  return `${certo.slice(0, 9)}${(Number(certo[9]) + 1) % 10}${certo[10]}`;
}

/** The file's rows: 10,000, two of them bad (rows 2 and 3 of the file). */
const TOTAL = 10_000;
const VALIDAS = TOTAL - 2;
/** The count as the screen writes it (pt-BR thousands). */
const VALIDAS_TEXTO = VALIDAS.toLocaleString('pt-BR');

/**
 * A candidates' file as a former system exports it: 10,000 rows, one without a name and one with a
 * bad CPF first, then good rows, some with one phone only (legacy records, imported with a warning).
 */
function arquivoCandidatos(semente: number): Buffer {
  const linhas = ['Nome;CPF;E-mail;Data de nascimento;Celular;Telefone residencial;UF;Cidade'];
  linhas.push(
    `;${cpf(semente + TOTAL + 50)};sem.nome${semente}@exemplo.com.br;01/02/1985;(47) 99999-0099;;RO;Porto Velho`,
  );
  linhas.push(
    `Cpf Errado ${semente};${cpfErrado(semente + TOTAL + 60)};cpf.errado${semente}@exemplo.com.br;01/02/1985;;;RO;Porto Velho`,
  );
  for (let i = 0; i < VALIDAS; i++) {
    const fixo =
      i % 3 === 0
        ? ''
        : `(47) 3${String(i).padStart(3, '0').slice(-3)}-${String(i % 10_000).padStart(4, '0')}`;
    linhas.push(
      `Pessoa Importada ${semente}-${i};${cpf(semente + i)};importada${semente}.${i}@exemplo.com.br;15/04/1990;(47) 9${String(i).padStart(4, '0')}-${String(i % 10_000).padStart(4, '0')};${fixo};RO;Porto Velho`,
    );
  }
  return Buffer.from(`${linhas.join('\r\n')}\r\n`, 'utf8');
}

const aba = (page: Page) => page.getByTestId('aba-ativa');

/** Administração › Importação › Nova importação: candidates, the file sent through the file chooser. */
async function enviar(page: Page, nome: string, conteudo: Buffer) {
  await aba(page).getByRole('button', { name: 'Nova importação' }).click();
  await expect(aba(page).getByRole('heading', { name: 'Nova importação' })).toBeVisible();
  await aba(page)
    .getByRole('radio', { name: /Candidatos/ })
    .check();
  const escolha = page.waitForEvent('filechooser');
  await aba(page).getByRole('button', { name: 'Escolher arquivo' }).click();
  await (await escolha).setFiles({ name: nome, mimeType: 'text/csv', buffer: conteudo });
  await expect(
    aba(page).getByRole('heading', { name: 'Ligue as colunas do arquivo aos campos' }),
  ).toBeVisible();
}

test('Importação: an administrator imports candidates, sees the bad rows, downloads the report; the same file again inserts nothing', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const semente = 700_000_000 + Math.floor(Math.random() * 90_000_000);
  const conteudo = arquivoCandidatos(semente);
  const nome = `candidatos-${semente}.csv`;
  await entrar(page, 'admin');

  // the entry is in Administração; the tab opens at its own address
  await menu(page).getByText('Administração', { exact: true }).click();
  await expect(menu(page).getByRole('link', { name: 'Importação', exact: true })).toBeAttached();
  await page.goto('/t/AdminImportacao');
  await expect(aba(page).getByRole('heading', { name: 'Importação', exact: true })).toBeVisible();
  await semViolacoesGraves(page);

  // the kind first: the file button waits for it
  await aba(page).getByRole('button', { name: 'Nova importação' }).click();
  await expect(aba(page).getByRole('button', { name: 'Escolher arquivo' })).toBeDisabled();
  await semViolacoesGraves(page);
  await aba(page).getByRole('button', { name: 'Importações' }).click();

  await enviar(page, nome, conteudo);
  // the headers named the fields: the mapping is made
  const colunas = aba(page).getByRole('table', { name: 'Colunas do arquivo' });
  await expect(colunas.getByRole('combobox', { name: 'Campo da coluna CPF' })).toHaveValue(
    'CPF (obrigatório)',
  );
  await expect(colunas.getByRole('combobox', { name: 'Campo da coluna Nome' })).toHaveValue(
    'Nome (obrigatório)',
  );
  await expect(aba(page).getByText('Todos os campos obrigatórios têm uma coluna.')).toBeVisible();
  await semViolacoesGraves(page);

  // the dry run and its report, errors first
  await aba(page).getByRole('button', { name: 'Conferir linhas' }).click();
  await expect(aba(page).getByRole('heading', { name: 'Resultado da conferência' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(aba(page).getByTestId('contagem-Erros')).toContainText('2');
  const linhas = aba(page).getByRole('table', { name: 'Linhas do arquivo' });
  await expect(linhas.getByTestId('linha-2')).toContainText('Nome: não informado (campo obrigatório)');
  await expect(linhas.getByTestId('linha-3')).toContainText('CPF: dígitos verificadores inválidos');
  await semViolacoesGraves(page);

  const baixa = page.waitForEvent('download');
  await aba(page).getByRole('button', { name: 'Baixar relatório (CSV)' }).click();
  const relatorio = await baixa;
  expect(relatorio.suggestedFilename()).toBe(`candidatos-${semente}-relatorio.csv`);
  const texto = fs.readFileSync((await relatorio.path()) as string, 'utf8');
  expect(texto).toContain('dígitos verificadores inválidos');

  // the import
  await aba(page)
    .getByRole('button', { name: `Importar ${VALIDAS_TEXTO} linhas` })
    .click();
  const confirmar = page.getByRole('dialog', { name: `Importar ${VALIDAS_TEXTO} linhas?` });
  await semViolacoesGraves(page);
  await confirmar.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(aba(page).getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
    timeout: 150_000,
  });
  await expect(aba(page).getByTestId('contagem-Inseridas')).toContainText(VALIDAS_TEXTO);
  await expect(aba(page).getByText(/já aparecem na pesquisa de candidatos/)).toBeVisible();
  await semViolacoesGraves(page);

  // the talent pool has them: the candidate search finds one by its name
  const alvo = `Pessoa Importada ${semente}-4321`;
  const busca = await page.request.get(`/api/candidato/pesquisa/nm_pessoa=${encodeURIComponent(alvo)}`);
  expect(busca.status()).toBe(200);
  expect((await busca.json()).map((l: { NOME_PESSOA: string }) => l.NOME_PESSOA)).toContain(alvo);

  // the history has it, and opens it on its step
  await aba(page).getByRole('button', { name: 'Importações' }).click();
  const historico = aba(page).getByRole('table', { name: 'Importações' });
  const linha = historico.getByRole('row').filter({ hasText: nome });
  await expect(linha).toContainText('Concluída');
  await expect(linha).toContainText(`${VALIDAS_TEXTO} inseridas`);
  await semViolacoesGraves(page);
  await linha.getByRole('button', { name: `Abrir a importação de ${nome}` }).click();
  await expect(aba(page).getByRole('heading', { name: 'Importação concluída' })).toBeVisible();
  await aba(page).getByRole('button', { name: 'Importações' }).click();

  // the same file again: every candidate is already there
  await enviar(page, nome, conteudo);
  await aba(page)
    .getByRole('radio', { name: /Manter como está/ })
    .check();
  await aba(page).getByRole('button', { name: 'Conferir linhas' }).click();
  await expect(aba(page).getByRole('heading', { name: 'Resultado da conferência' })).toBeVisible({
    timeout: 30_000,
  });
  await aba(page)
    .getByRole('button', { name: `Importar ${VALIDAS_TEXTO} linhas` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(aba(page).getByRole('heading', { name: 'Importação concluída' })).toBeVisible({
    timeout: 150_000,
  });
  await expect(aba(page).getByTestId('contagem-Inseridas')).toContainText('0');
  await expect(aba(page).getByTestId('contagem-Mantidas')).toContainText(VALIDAS_TEXTO);
  await semViolacoesGraves(page);
});
