import type { Locator, Page } from '@playwright/test';
import { abrirEdicao, abas as barraAbas, entrar, expect, semViolacoesGraves, test } from './apoio';

interface Info {
  SITUACAO_VAGA: { CD_SITUACAO_VAGA: number };
  ID_LIBERA_INTERNET: 'S' | 'N';
  CD_TIPO_CONTRATACAO: number;
  DT_ABERTURA: string | null;
}

/** Demo vacancies from `de` down to `ate` (a band no other spec takes) that pass the test. */
async function vagas(
  page: Page,
  de: number,
  ate: number,
  aceita: (v: Info) => boolean,
  quantas = 1,
  exigir = true,
) {
  const achadas: number[] = [];
  for (let i = de; i >= ate && achadas.length < quantas; i--) {
    const r = await page.request.get(`/api/vaga/info-vaga/${i}`);
    if (r.ok() && aceita((await r.json()) as Info)) achadas.push(i);
  }
  if (exigir) expect(achadas).toHaveLength(quantas);
  return achadas;
}

const aba = (modal: Locator, nome: string) => modal.getByRole('tab', { name: nome, exact: true }).click();
const salvar = (modal: Locator) => modal.getByRole('button', { name: 'Salvar', exact: true }).click();
const aberta = (v: Info) => v.SITUACAO_VAGA.CD_SITUACAO_VAGA === 1;

test('description, salary, hazard pay and recruitment flag are saved and read back', async ({ page }) => {
  await entrar(page, 'selecao');
  const [nr] = await vagas(page, 99, 80, aberta);
  let modal = await abrirEdicao(page, nr);
  const sufixo = String(Date.now()).slice(-5);

  await aba(modal, 'Descrição da vaga');
  await semViolacoesGraves(page);
  await modal
    .getByRole('textbox', { name: 'Informações adicionais' })
    .fill(`Vaga com vale refeição ${sufixo}.`);
  await salvar(modal);
  await expect(page.getByText('Descrição atualizada com sucesso')).toBeVisible();

  await aba(modal, 'Cargo/Salário');
  // the client's job titles, each with its badge ('Cargo interno'...), read at AA contrast
  await expect(modal.getByRole('option').first()).toBeVisible();
  await semViolacoesGraves(page);
  const salario = modal.getByRole('textbox', { name: 'Salário' });
  await salario.fill('');
  await salario.pressSequentially(`3${sufixo.slice(0, 3)}`);
  await expect(salario).toHaveValue(new RegExp(`^3\\.${sufixo.slice(0, 3)}`));
  await salvar(modal);
  await expect(page.getByText('Cargo/Salário atualizado com sucesso')).toBeVisible();

  await aba(modal, 'Insalubridade/Periculosidade');
  const insalubridade = modal.getByRole('switch', { name: 'Insalubridade' });
  const periculosidade = modal.getByRole('switch', { name: 'Periculosidade' });
  // a switch is turned by its label, as a user does (the input itself is visually hidden)
  await modal.locator('label', { hasText: /^Periculosidade$/ }).click();
  await modal.locator('label', { hasText: /^Insalubridade$/ }).click();
  // the two are mutually exclusive
  await expect(insalubridade).toBeChecked();
  await expect(periculosidade).not.toBeChecked();
  await salvar(modal);
  await expect(page.getByText('Insalubridade/Periculosidade atualizada com sucesso')).toBeVisible();

  await aba(modal, 'Recrutamento');
  const recrutamento = modal.getByRole('radio', { name: 'Recrutamento' });
  const selecao = modal.getByRole('radio', { name: 'Seleção' });
  const eraRecrutamento = await recrutamento.isChecked();
  await (eraRecrutamento ? selecao : recrutamento).check();
  await salvar(modal);
  await expect(page.getByText('Tipo da vaga atualizado com sucesso')).toBeVisible();

  await page.reload();
  modal = await abrirEdicao(page, nr);
  await aba(modal, 'Descrição da vaga');
  await expect(modal.getByRole('textbox', { name: 'Informações adicionais' })).toHaveValue(
    `Vaga com vale refeição ${sufixo}.`,
  );
  await aba(modal, 'Cargo/Salário');
  await expect(modal.getByRole('textbox', { name: 'Salário' })).toHaveValue(
    new RegExp(`^3\\.${sufixo.slice(0, 3)}`),
  );
  await aba(modal, 'Insalubridade/Periculosidade');
  await expect(modal.getByRole('switch', { name: 'Insalubridade' })).toBeChecked();
  await aba(modal, 'Recrutamento');
  await expect(
    modal.getByRole('radio', { name: eraRecrutamento ? 'Seleção' : 'Recrutamento' }),
  ).toBeChecked();
});

const antiga = (v: Info) =>
  aberta(v) &&
  ![2, 6].includes(v.CD_TIPO_CONTRATACAO) &&
  v.DT_ABERTURA !== null &&
  Date.now() - Date.parse(v.DT_ABERTURA) > 30 * 86_400_000;

for (const [faixa, escolha, codigo] of [
  [79, 'Cancelar Vaga Sem Faturamento', 5],
  [166, 'Cancelar Vaga Com Faturamento', 9],
] as const) {
  test(`situation: after the free period, Cancelar Vaga asks how; '${escolha}' is saved`, async ({
    page,
  }) => {
    await entrar(page, 'selecao');
    let nr = 0;
    for (const candidata of await vagas(page, faixa, faixa - 19, antiga, 20, false)) {
      const d = await (await page.request.get(`/api/vaga/dados-vaga/${candidata}`)).json();
      if (d.ID_VAGA_EXPIRADA === 'N') {
        nr = candidata;
        break;
      }
    }
    expect(nr).toBeGreaterThan(0);
    const modal = await abrirEdicao(page, nr);
    await aba(modal, 'Situação da vaga');
    const select = modal.getByRole('combobox', { name: 'Situação da vaga' });
    await select.click();
    await page.getByRole('option', { name: 'Cancelada', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Cancelar Vaga' });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: escolha }).click();
    await expect(dialogo).toBeHidden();
    // the focus comes back to the select without opening its list over the fields below
    await expect(select).toBeFocused();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(select).toHaveValue(codigo === 9 ? 'Cancelada com Faturamento' : 'Cancelada');
    await modal.getByRole('radio', { name: 'Cliente desistiu da contratação' }).check();
    if (codigo === 9) {
      // billing of the cancellation: a date after today and the percentage
      const data = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('pt-BR', {
        timeZone: 'America/Sao_Paulo',
      });
      await modal.getByRole('textbox', { name: 'Data do faturamento' }).fill(data);
      await modal.getByRole('textbox', { name: 'Percentual de faturamento' }).fill('50');
    }
    await page.screenshot({ path: `../../test-results/e2e/situacao-${codigo}.png` });
    await salvar(modal);
    await expect(page.getByText('Situação da vaga atualizada com sucesso.')).toBeVisible();
    const lida = await (await page.request.get(`/api/vaga/situacao/${nr}`)).json();
    expect(lida.CD_SITUACAO_VAGA).toBe(codigo);
  });
}

test('social networks: publish on a job board, then remove', async ({ page }) => {
  await entrar(page, 'selecao');
  const [nr] = await vagas(page, 47, 40, (v) => aberta(v) && v.ID_LIBERA_INTERNET === 'S');
  const modal = await abrirEdicao(page, nr);
  await aba(modal, 'Divulgar Redes Sociais');
  const cartao = modal.locator('.mantine-Card-root').first();
  const acao = cartao.getByRole('button');
  if ((await acao.textContent())?.includes('Remover')) {
    await acao.click();
    await expect(cartao.getByText('Não divulgada')).toBeVisible();
  }
  await cartao.getByRole('button', { name: 'Divulgar' }).click();
  await expect(page.getByText('Vaga inserida na fila de divulgação com sucesso')).toBeVisible();
  await expect(cartao.getByText(/Na fila|Divulgada/)).toBeVisible();
  await page.screenshot({ path: '../../test-results/e2e/redes-sociais.png' });
  await cartao.getByRole('button', { name: 'Remover divulgação' }).click();
  await expect(page.getByText('Vaga removida da fila de divulgação com sucesso')).toBeVisible();
  await expect(cartao.getByText('Não divulgada')).toBeVisible();
});

test('shift, cost centre, analyst, web publishing, self-service, benefits and billing are saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  let nr = 0;
  for (const candidata of await vagas(
    page,
    173,
    165,
    (v) => aberta(v) && v.ID_LIBERA_INTERNET === 'S' && ![2, 6].includes(v.CD_TIPO_CONTRATACAO),
    9,
    false,
  )) {
    const d = await (await page.request.get(`/api/vaga/dados-vaga/${candidata}`)).json();
    if (d.ID_VAGA_EXPIRADA === 'N') {
      nr = candidata;
      break;
    }
  }
  expect(nr).toBeGreaterThan(0);
  const modal = await abrirEdicao(page, nr);
  const sufixo = String(Date.now()).slice(-5);

  // a shift and a cost centre other than the current ones, from their lists
  for (const [nomeAba, mensagem] of [
    ['Horário', 'Turno atualizado com sucesso'],
    ['Centro de custo', 'Centro de custo atualizado com sucesso'],
  ] as const) {
    await aba(modal, nomeAba);
    const outra = modal.getByRole('option', { selected: false }).first();
    const texto = ((await outra.textContent()) ?? '').trim();
    await outra.click();
    await expect(modal.getByRole('option', { selected: true })).toContainText(texto.slice(0, 20));
    await salvar(modal);
    await expect(page.getByText(mensagem)).toBeVisible();
  }

  await aba(modal, 'Analista');
  const analista = modal.getByRole('combobox', { name: 'Analista' });
  await analista.click();
  await page.getByRole('option', { selected: false }).first().click();
  await salvar(modal);
  await expect(page.getByText(/^Analista .*sucesso/)).toBeVisible();

  await aba(modal, 'Divulga Web');
  const quantidade = modal.getByRole('textbox', { name: 'Quantidade de candidatos' });
  await quantidade.fill(String(10 + (Number(sufixo) % 40)));
  await salvar(modal);
  await expect(page.getByText('Dados divulga web atualizados com sucesso')).toBeVisible();

  await aba(modal, 'Divulga Autoatendimento');
  await modal.getByRole('combobox', { name: 'Unidade de autoatendimento' }).click();
  await page.getByRole('option', { selected: false }).first().click();
  await salvar(modal);
  await expect(page.getByText('Autoatendimento atualizado com sucesso')).toBeVisible();

  await aba(modal, 'Benefícios');
  await modal.getByRole('textbox', { name: 'Outros benefícios' }).fill(`Cesta básica mensal ${sufixo}`);
  await salvar(modal);
  await expect(page.getByText('Benefícios atualizados com sucesso')).toBeVisible();

  // the sector offers the active areas of Cadastros › Áreas, filtered by the typed text
  await aba(modal, 'Setor');
  const setor = modal.getByRole('combobox', { name: 'Setor' });
  // an area other than the one the vacancy has (unchanged, there is nothing to save)
  const [digitado, area] =
    (await setor.inputValue()) === 'Logística' ? ['quali', 'Qualidade'] : ['logis', 'Logística'];
  await setor.fill(digitado);
  await page
    .locator(`#${await setor.getAttribute('aria-controls')}`)
    .getByRole('option', { name: area })
    .click();
  await expect(setor).toHaveValue(area);
  await semViolacoesGraves(page);
  await salvar(modal);
  await expect(page.getByText('Setor atualizado com sucesso')).toBeVisible();

  await aba(modal, 'Faturamento');
  await modal.getByRole('textbox', { name: 'Adiantamento (%)' }).fill('10');
  // every part with a percentage needs its billing date (the adiantamento's comes by default)
  const data = await modal.getByRole('textbox', { name: 'Data - adiantamento' }).inputValue();
  const fechamento = modal.getByRole('textbox', { name: 'Data - fechamento' });
  if (
    (await modal.getByRole('textbox', { name: 'Fechamento (%)' }).inputValue()) &&
    !(await fechamento.inputValue())
  )
    await fechamento.fill(data);
  await salvar(modal);
  await expect(page.getByText('Faturamento atualizado com sucesso')).toBeVisible();
  await page.screenshot({ path: '../../test-results/e2e/faturamento.png' });

  // read back from the server
  const web = await (await page.request.get(`/api/vaga/dados-vaga/${nr}`)).json();
  expect(web.NR_VAGA).toBe(nr);
  expect(web.DS_AREA).toBe('Logística');
  const beneficios = await (
    await page.request.get(`/api/vaga/beneficios-requisicao-vaga-web/${web.NR_REQUISICAO}`)
  ).json();
  expect(JSON.stringify(beneficios)).toContain(`Cesta básica mensal ${sufixo}`);
  const faturamento = await (await page.request.get(`/api/vaga/dados-faturamento/${nr}`)).json();
  expect(faturamento.AD_PC_FATURAMENTO ?? faturamento.PC_ADIANTAMENTO).toBe(10);
});

test('a toast belongs to the tab that raised it: leaving that tab hides it', async ({ page }) => {
  await entrar(page, 'selecao');
  const [nr] = await vagas(page, 60, 40, aberta);
  await page.goto('/t/SelecaoEntrar?aba=minhasVagas');
  await expect(page.getByRole('heading', { name: 'Minhas Vagas' })).toBeVisible();
  const modal = await abrirEdicao(page, nr);
  const semAlteracoes = page.getByText('Não há dados para atualizar');

  // (the toast would close by itself after 4 s: its going within 1.5 s is the tab's doing)
  // the edit panel's tab answers; moving to its next tab takes the answer away
  await aba(modal, 'Descrição da vaga');
  await salvar(modal);
  await expect(semAlteracoes).toBeVisible();
  await aba(modal, 'Cargo/Salário');
  await expect(semAlteracoes).toHaveCount(0, { timeout: 1_500 });

  // the toast of the vacancy's tab goes when another workspace tab comes on screen, and stays gone
  await salvar(modal);
  await expect(semAlteracoes).toBeVisible();
  await modal.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(semAlteracoes).toBeVisible();
  await barraAbas(page)
    .getByRole('link', { name: /Seleção/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Minhas Vagas' })).toBeVisible();
  await expect(semAlteracoes).toHaveCount(0, { timeout: 1_500 });
  await barraAbas(page)
    .getByRole('link', { name: new RegExp(`${nr}`) })
    .click();
  await expect(
    page.getByTestId('aba-ativa').getByRole('button', { name: 'Editar', exact: true }),
  ).toBeVisible();
  await expect(semAlteracoes).toHaveCount(0, { timeout: 1_500 });
});
