import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { entrar, expect as expectBase, semViolacoesGraves, test } from './apoio';

// the machine running the suite may be loaded: the screens get more time than the default 10 s
const expect = expectBase.configure({ timeout: 30_000 });

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

function aba(page: Page) {
  return page.getByTestId('aba-ativa');
}

/**
 * Demo candidates from the lowest codes up (found through the candidate search): the first one
 * matching `cond`.
 */
async function candidatoQue(
  request: APIRequestContext,
  cond: (cd: number) => Promise<boolean>,
): Promise<number> {
  const r = await request.get('/api/candidato/candidatos?text=Silva');
  const codigos = ((await r.json()) as { CD_PESSOA: number }[]).map((c) => c.CD_PESSOA);
  const inicio = Math.min(...codigos) - 400;
  for (let cd = Math.max(inicio, 1); cd < inicio + 2000; cd++) {
    if (await cond(cd)) return cd;
  }
  throw new Error('nenhum candidato de demonstração atende à condição');
}

const json = async (request: APIRequestContext, url: string) => {
  const r = await request.get(url);
  return r.ok() ? r.json() : null;
};

test('testes, confiabilidade, laudos e assinatura de documentos do candidato', async ({ page }) => {
  test.setTimeout(400_000);
  await entrar(page, 'selecao');
  // a candidate who started at a vacancy (documents can be sent) and has no reliability evaluation yet
  const cd = await candidatoQue(page.request, async (c) => {
    const docs = await json(page.request, `/api/candidato/documentos/${c}`);
    if (!docs?.length) return false;
    const disp = await json(page.request, `/api/teste/testes-disponiveis/${c}`);
    return disp?.CONF === 0;
  });

  // Testes: a numeric test and a degree test
  await page.goto(`/t/DadosCandidato?cdPessoaCandidato=${cd}&aba=testes`);
  const testes = aba(page).getByRole('table', { name: 'Testes do candidato' });
  await expect(testes).toBeVisible();
  await aba(page).getByRole('button', { name: 'Adicionar teste' }).click();
  await expect(page.getByRole('menuitem', { name: 'Confiabilidade' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Selecionar teste' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo teste' });
  const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await expect(modal.getByLabel(/^Data do teste/)).toHaveValue(hoje);
  await modal.getByRole('combobox', { name: 'Teste' }).click();
  await page.getByRole('option', { name: 'Raciocínio Lógico' }).click();
  await expect(modal.getByLabel(/^Nota \(0 a 10\)/)).toBeVisible();
  await expect(modal.getByRole('combobox', { name: 'Grau' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByTestId('erros-teste')).toContainText('Necessário informar o grau do teste!');
  await modal.getByLabel(/^Nota \(0 a 10\)/).fill('8,5');
  await semViolacoesGraves(page);
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Teste inserido com sucesso!')).toBeVisible();
  await expect(testes.getByRole('row', { name: /Raciocínio Lógico.*8,5/ })).toBeVisible();

  await aba(page).getByRole('button', { name: 'Adicionar teste' }).click();
  await page.getByRole('menuitem', { name: 'Selecionar teste' }).click();
  await modal.getByRole('combobox', { name: 'Teste' }).click();
  await page.getByRole('option', { name: 'Dinâmica de Grupo' }).click();
  await expect(modal.getByLabel(/^Nota \(0 a 10\)/)).toHaveCount(0);
  await modal.getByRole('combobox', { name: 'Grau' }).click();
  await page.getByRole('option', { name: 'Médio Superior' }).click();
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(testes.getByRole('row', { name: /Dinâmica de Grupo.*Médio Superior/ })).toBeVisible();

  // the reliability evaluation: halfway (parcial, saving refused), then every answer (final rating)
  await aba(page).getByRole('button', { name: 'Adicionar teste' }).click();
  await page.getByRole('menuitem', { name: 'Confiabilidade' }).click();
  const conf = page.getByRole('dialog', { name: 'Teste de confiabilidade' });
  const perguntas = conf.getByRole('radiogroup');
  await expect(perguntas).toHaveCount(12);
  for (let i = 0; i < 6; i++) await perguntas.nth(i).getByText('Alto', { exact: true }).click();
  await expect(conf.getByTestId('classificacao-confiabilidade')).toHaveText('parcial');
  await expect(conf.getByTestId('resultado-confiabilidade')).toContainText('6 de 12 respondidas');
  await conf.getByRole('button', { name: 'Salvar' }).click();
  await expect(conf.getByText('Todas as perguntas devem ser respondidas!')).toBeVisible();
  await page.screenshot({ path: path.join(pastaCapturas, 'confiabilidade-parcial.png') });
  for (let i = 6; i < 12; i++)
    await perguntas
      .nth(i)
      .getByText(i % 2 ? 'Médio' : 'Alto', { exact: true })
      .click();
  // categories 1 and 2: Alto ×3 = 7.5 → 10; 3: Alto+Médio+Alto = 6.25 → 10; 4: Médio+Alto+Médio = 5 → 5: 5,000 = AA
  await expect(conf.getByTestId('classificacao-confiabilidade')).toHaveText('Classificação AA');
  await semViolacoesGraves(page);
  await conf.getByRole('button', { name: 'Salvar' }).click();
  await expect(testes.getByRole('row', { name: /Confiabilidade.*AA \(5\.000\)/ })).toBeVisible();
  await aba(page).getByRole('button', { name: 'Adicionar teste' }).click();
  await expect(page.getByRole('menuitem', { name: 'Selecionar teste' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Confiabilidade' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Learning Styles: true/false statements, the result as a radar of the styles
  await aba(page).getByRole('button', { name: 'Adicionar teste' }).click();
  await page.getByRole('menuitem', { name: 'Learning Styles' }).click();
  const ls = page.getByRole('dialog', { name: 'Learning Styles' });
  const afirmacoes = ls.getByRole('radiogroup');
  await expect(afirmacoes).toHaveCount(20);
  for (let i = 0; i < 20; i++)
    await afirmacoes
      .nth(i)
      .getByText(i < 5 ? 'Verdadeiro' : 'Falso', { exact: true })
      .click();
  await ls.getByRole('button', { name: 'Salvar' }).click();
  await expect(testes.getByRole('row', { name: /Learning Styles.*Ativo 100%/ })).toBeVisible();
  await aba(page).getByRole('button', { name: 'Ver resultado do Learning Styles' }).click();
  const resultado = page.getByRole('dialog', { name: 'Resultado - Learning Styles' });
  await expect(resultado.getByTestId('grafico-resultado')).toBeVisible();
  await expect(resultado.getByRole('row', { name: 'Ativo 100%' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'learning-styles-radar.png') });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: path.join(pastaCapturas, 'testes-candidato.png') });

  // Gera laudo: client, position, type and the tests marked; the api answers the PDF
  await page.getByRole('tab', { name: 'Gera laudo', exact: true }).click();
  await expect(page).toHaveURL(/aba=geraLaudo/);
  const laudo = aba(page);
  await laudo.getByRole('combobox', { name: 'Cliente' }).fill('Ltda');
  await page.getByRole('option').first().click();
  await laudo.getByRole('combobox', { name: 'Cargo' }).click();
  await page.getByRole('option').first().click();
  await laudo.getByRole('combobox', { name: 'Tipo de laudo' }).click();
  await page.getByRole('option', { name: 'Específico do cliente' }).click();
  await laudo.getByLabel('Logo do cliente').check();
  await expect(laudo.getByRole('checkbox', { name: 'Incluir Confiabilidade no laudo' })).toBeChecked();
  await laudo.getByRole('checkbox', { name: 'Incluir Raciocínio Lógico no laudo' }).check();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'gera-laudo.png') });
  const [pdfLaudo] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/teste/laudo/${cd}`)),
    page.waitForEvent('popup'),
    laudo.getByRole('button', { name: 'Gerar laudo' }).click(),
  ]);
  expect(pdfLaudo.status()).toBe(200);
  expect(pdfLaudo.headers()['content-type']).toContain('application/pdf');

  // Assinatura de Documentos: a document sent for signature goes from Pendente to Assinado
  await page.getByRole('tab', { name: 'Assinatura de Documentos' }).click();
  const docs = aba(page);
  const vagas = docs.getByRole('table', { name: 'Vagas com documentos' });
  await expect(vagas.getByRole('row')).not.toHaveCount(1);
  const linha = vagas.getByRole('row').nth(1);
  await linha.getByRole('button', { name: 'Enviar documento' }).click();
  const enviar = page.getByRole('dialog', { name: /Enviar documento para assinatura/ });
  await enviar.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Documento enviado para assinatura!')).toBeVisible();
  await linha.getByRole('button', { name: 'Ver documentos' }).click();
  const painel = docs.getByTestId('painel-assinaturas');
  const novo = painel.locator('[data-testid^="documento-"]').first();
  await expect(novo.getByTestId('situacao-documento')).toHaveText('Pendente');
  await expect(novo).toContainText('E-mail enviado');
  await expect(novo).toContainText('Não visualizado');
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'assinatura-pendente.png') });
  await novo.getByRole('button', { name: 'Simular signatário (serviço local)' }).click();
  await page.getByRole('menuitem', { name: 'Assinar' }).click();
  await expect(novo.getByTestId('situacao-documento')).toHaveText('Assinado');
  await expect(novo).toContainText('Visualizado em');
  await page.screenshot({ path: path.join(pastaCapturas, 'assinatura-assinado.png') });
});

test('laudo médico: ao menos uma deficiência, PDF e a leitura registrada', async ({ page }) => {
  test.setTimeout(240_000);
  await entrar(page, 'selecao');
  const cd = await candidatoQue(page.request, async (c) => {
    const d = await json(page.request, `/api/candidato/deficiencias/${c}`);
    return Array.isArray(d) && d.length > 0;
  });
  await page.goto(`/t/DadosCandidato?cdPessoaCandidato=${cd}&aba=geraLaudoMedico`);
  const tela = aba(page);
  await expect(tela.getByRole('table', { name: 'Deficiências do candidato' })).toBeVisible();
  await tela.getByRole('button', { name: 'Gerar laudo médico' }).click();
  await expect(tela.getByTestId('erro-laudo-medico')).toHaveText('Selecione pelo menos uma deficiência.');
  await tela
    .getByRole('checkbox', { name: /^Incluir .* no laudo$/ })
    .first()
    .check();
  const [pdf] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/candidato/laudo-medico/${cd}`)),
    page.waitForEvent('popup'),
    tela.getByRole('button', { name: 'Gerar laudo médico' }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expect(
    tela.getByRole('table', { name: 'Leituras de laudos' }).getByRole('row', { name: /Laudo médico gerado/ }),
  ).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'gera-laudo-medico.png') });
});
