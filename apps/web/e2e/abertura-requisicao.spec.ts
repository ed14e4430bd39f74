import type { Locator, Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

interface ClienteDemo {
  cd: number;
  busca: string;
  nome: string;
}

/** A demo client of unit 1 with two positions or more and a cost centre (read from a demo vacancy). */
async function clienteComCargos(page: Page): Promise<ClienteDemo> {
  for (let nr = 1; nr <= 200; nr++) {
    const v = await page.request.get(`/api/vaga/dados-vaga/${nr}`);
    if (!v.ok()) continue;
    const { CD_PESSOA: cd, CD_EMPRESA: unidade } = (await v.json()) as {
      CD_PESSOA: number;
      CD_EMPRESA: number;
    };
    if (unidade !== 1) continue;
    const c = await page.request.get(`/api/requisicoes/cliente/${cd}`);
    if (!c.ok()) continue;
    const cliente = (await c.json()) as { NM_PESSOA: string; NM_APELIDO: string | null; CD_EMPRESA: number };
    if (cliente.CD_EMPRESA !== 1) continue;
    const cargos = (await (await page.request.get(`/api/cargo/cargos-cliente/${cd}/1`)).json()) as unknown[];
    const centros = (await (
      await page.request.get(`/api/centro-custo/list-centro-custo/${cd}/1`)
    ).json()) as unknown[];
    if (cargos.length < 2 || centros.length < 1) continue;
    return {
      cd,
      busca: cliente.NM_PESSOA.slice(0, 12),
      nome: cliente.NM_APELIDO ? `${cliente.NM_PESSOA} (${cliente.NM_APELIDO})` : cliente.NM_PESSOA,
    };
  }
  throw new Error('nenhum cliente de demonstração da unidade 1 com cargos e centros de custo');
}

/** Types part of an area's name in Departamento and picks the area the list offers. */
async function escolherArea(page: Page, digitado: string, area: string) {
  const campo = page.getByRole('combobox', { name: 'Departamento' });
  await campo.fill(digitado);
  await page
    .locator(`#${await campo.getAttribute('aria-controls')}`)
    .getByRole('option', { name: area })
    .click();
  await expect(campo).toHaveValue(area);
}

/** Picks an option of a select by its label (the list opens below it). */
async function escolher(page: Page, campo: Locator, opcao: string | RegExp | null) {
  await campo.click();
  const lista = page.locator(`#${await campo.getAttribute('aria-controls')}`);
  const alvo =
    opcao === null ? lista.getByRole('option').first() : lista.getByRole('option', { name: opcao });
  await alvo.click();
}

test('a selector opens a requisition of two lines (2 + 1) and finds its three vacancies in Minhas Vagas', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await entrar(page, 'selecao');
  const eu = (await (await page.request.get('/api/session')).json()) as { nm_pessoa: string };
  const cliente = await clienteComCargos(page);

  await page.goto('/t/SelecaoAberturaRequisicao');
  await expect(page.getByRole('heading', { name: 'Abertura de requisição' })).toBeVisible({
    timeout: 30_000,
  });
  await semViolacoesGraves(page);

  // the header
  const campoCliente = page.getByRole('combobox', { name: 'Cliente', exact: true });
  await campoCliente.fill(cliente.busca);
  await page.getByRole('option', { name: cliente.nome }).click();
  await expect(page.getByRole('combobox', { name: 'Unidade' })).not.toHaveValue('');
  await page.getByRole('combobox', { name: 'Requisitante' }).fill('Marina Souza');
  // the department offers the active areas of Cadastros › Áreas, filtered by the typed text
  await escolherArea(page, 'logis', 'Logística');
  await escolher(page, page.getByRole('combobox', { name: 'Tipo da vaga' }), 'Operacional (O)');

  // line 1: a position × 2, a cost centre, the salary, the selector as analyst
  await expect(page.getByRole('combobox', { name: 'Cargo do cliente da linha 1' })).toBeEnabled();
  await escolher(page, page.getByRole('combobox', { name: 'Cargo do cliente da linha 1' }), null);
  await page.getByRole('textbox', { name: 'Quantidade da linha 1' }).fill('2');
  await page.getByRole('textbox', { name: 'Salário da linha 1' }).fill('2500');
  await escolher(page, page.getByRole('combobox', { name: 'Centro de custo da linha 1' }), null);
  await escolher(page, page.getByRole('combobox', { name: 'Analista da linha 1' }), eu.nm_pessoa);
  // line 2: another position × 1 (the analyst and cost centre of the line above)
  await page.getByRole('button', { name: 'Adicionar linha' }).click();
  const cargo2 = page.getByRole('combobox', { name: 'Cargo do cliente da linha 2' });
  await cargo2.click();
  await page
    .locator(`#${await cargo2.getAttribute('aria-controls')}`)
    .getByRole('option')
    .nth(1)
    .click();
  await expect(page.getByRole('combobox', { name: 'Analista da linha 2' })).toHaveValue(eu.nm_pessoa);
  await expect(page.getByTestId('total-vagas')).toHaveText('2 linhas · 3 vagas');
  // the profile of a line opens below it
  await page.getByRole('button', { name: 'Perfil da linha 2' }).click();
  await page.getByRole('textbox', { name: 'Idade de, linha 2' }).fill('18');
  await semViolacoesGraves(page);

  // a refusal keeps everything: quantity 0 is refused beside the line, nothing is sent
  await page.getByRole('textbox', { name: 'Quantidade da linha 2' }).fill('0');
  await page.getByRole('button', { name: 'Abrir requisição' }).click();
  await expect(page.getByRole('textbox', { name: 'Quantidade da linha 2' })).toHaveAccessibleDescription(
    'A quantidade deve ser de 1 a 200.',
  );
  await expect(page.getByRole('combobox', { name: 'Requisitante' })).toHaveValue('Marina Souza');
  await page.getByRole('textbox', { name: 'Quantidade da linha 2' }).fill('1');

  await page.getByRole('button', { name: 'Abrir requisição' }).click();
  const sucesso = page.getByText(/^Requisição \d+ aberta com 3 vagas\.$/);
  await expect(sucesso).toBeVisible({ timeout: 30_000 });
  const nrRequisicao = Number(/Requisição (\d+)/.exec((await sucesso.textContent()) ?? '')?.[1]);
  const requisicao = await (await page.request.get(`/api/requisicoes/${nrRequisicao}`)).json();
  expect(requisicao.DS_AREA).toBe('Logística');
  const botoes = page.getByRole('group', { name: 'Vagas abertas' }).getByRole('button');
  await expect(botoes).toHaveCount(3);
  const vagas = (await botoes.allTextContents()).map((t) => Number(t.replace('Vaga ', '')));
  await semViolacoesGraves(page);

  // the requisition's page lists them
  await page.getByRole('button', { name: `Ver a requisição ${nrRequisicao}` }).click();
  await expect(page.getByRole('heading', { name: `Requisição ${nrRequisicao}` })).toBeVisible();
  const tabela = page.getByRole('table', { name: `Vagas da requisição ${nrRequisicao}` });
  for (const nr of vagas)
    await expect(tabela.getByRole('button', { name: String(nr), exact: true })).toBeVisible();
  await semViolacoesGraves(page);

  // the analyst (here the selector) finds the three vacancies in Minhas Vagas
  await page.goto('/t/SelecaoEntrar?aba=minhasVagas');
  await expect(page.getByRole('heading', { name: 'Minhas Vagas' })).toBeVisible({ timeout: 30_000 });
  const minhas = page.getByRole('table', { name: 'Minhas vagas' });
  for (const nr of vagas)
    await expect(minhas.locator(`tr[data-testid="vaga-${nr}"]`)).toBeVisible({ timeout: 30_000 });

  // cancelled with a reason, they leave the open list (the demo stays as it was for the other walks)
  await page.goto(`/t/Requisicao?nrRequisicao=${nrRequisicao}`);
  await page.getByRole('button', { name: 'Cancelar requisição' }).click();
  const dialogo = page.getByRole('dialog', { name: `Cancelar a requisição ${nrRequisicao}` });
  await expect(dialogo).toBeVisible();
  await escolher(page, dialogo.getByRole('combobox', { name: 'Motivo do cancelamento' }), null);
  await dialogo
    .getByRole('textbox', { name: 'Descreva o motivo' })
    .fill('Requisição aberta para conferência do fluxo.');
  await semViolacoesGraves(page);
  await dialogo.getByRole('button', { name: 'Cancelar a requisição' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Cancelada', { exact: true }).first()).toBeVisible();
  for (const nr of vagas) {
    const s = (await (await page.request.get(`/api/vaga/situacao/${nr}`)).json()) as {
      CD_SITUACAO_VAGA: number;
    };
    expect(s.CD_SITUACAO_VAGA).toBe(5);
  }
});
