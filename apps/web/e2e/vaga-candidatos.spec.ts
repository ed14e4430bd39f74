import type { Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

interface Situacao {
  NR_VAGA: number;
  CD_SITUACAO_VAGA: number;
}

/** The first demo vacancy matching the rule, asked through the API with the page's session. */
async function acharVaga(
  page: Page,
  aceita: (s: Situacao, resumo: { ID_TIPO_CONTRATACAO: number }) => boolean,
) {
  for (let nr = 1; nr <= 200; nr++) {
    const r = await page.request.get(`/api/vaga/situacao/${nr}`);
    if (!r.ok()) continue;
    const s = (await r.json()) as Situacao;
    const resumo = (await (await page.request.get(`/api/vaga/dados-vaga-resumida/${nr}`)).json()).VAGA;
    if (aceita(s, resumo)) return nr;
  }
  throw new Error('nenhuma vaga de demonstração atende');
}

async function pendentes(page: Page, nr: number) {
  const r = await page.request.get(`/api/vaga/candidatos-relacionados/${nr}`);
  const linhas = (await r.json()) as { CD_PESSOA: number; NM_PESSOA: string; ID_SITUACAO: string | null }[];
  return linhas;
}

test('approve and return to pending, reject and restore, on an open vacancy', async ({ page }) => {
  // several dialogs and accessibility checks: on two loaded cores the walk takes about a minute
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  let nr = 0;
  for (let tentativa = 1; tentativa <= 200 && !nr; tentativa++) {
    nr = await acharVaga(
      page,
      (s, v) => s.NR_VAGA >= tentativa && s.CD_SITUACAO_VAGA === 1 && v.ID_TIPO_CONTRATACAO === 1,
    );
    const l = await pendentes(page, nr);
    if (l.some((x) => x.ID_SITUACAO === 'A') || l.filter((x) => x.ID_SITUACAO === null).length < 2) {
      tentativa = nr;
      nr = 0;
    }
  }
  const linhas = (await pendentes(page, nr)).filter((x) => x.ID_SITUACAO === null);
  const [a, b] = linhas;
  await page.goto(`/t/VagaCandidatos?nrVaga=${nr}`);
  await expect(page.getByRole('tab', { name: /Candidatos Relacionados/ })).toBeVisible();

  // approve with the default dates, then return to pending
  const linhaA = page.getByTestId(`relacionado-${a.CD_PESSOA}`);
  await expect(linhaA).toBeVisible();
  await semViolacoesGraves(page);
  await linhaA.getByRole('button', { name: `Ações de ${a.NM_PESSOA}` }).click();
  // the row's menu: only menu items inside it, 'Reprovar' in a readable red
  await expect(page.getByRole('menuitem', { name: 'Reprovar' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('menuitem', { name: 'Aprovar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
  await page.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(page.getByText('Candidato aprovado com sucesso!')).toBeVisible();
  await expect(linhaA.getByText('Aprovado', { exact: true }).last()).toBeVisible();
  await linhaA.getByRole('button', { name: `Ações de ${a.NM_PESSOA}` }).click();
  await page.getByRole('menuitem', { name: 'Voltar para pendente' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(linhaA.getByText('Pendente', { exact: true })).toBeVisible();

  // reject with confirmation, then restore
  const linhaB = page.getByTestId(`relacionado-${b.CD_PESSOA}`);
  await linhaB.getByRole('button', { name: `Ações de ${b.NM_PESSOA}` }).click();
  await page.getByRole('menuitem', { name: 'Reprovar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(linhaB.getByText('Reprovado', { exact: true })).toBeVisible();
  await linhaB.getByRole('button', { name: `Ações de ${b.NM_PESSOA}` }).click();
  await page.getByRole('menuitem', { name: 'Restaurar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(linhaB.getByText('Pendente', { exact: true })).toBeVisible();
});

test('web candidates: seen, discard and relate; and a timeline note', async ({ page }) => {
  // several dialogs and accessibility checks: on two loaded cores the walk takes about a minute
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  let nr = 0;
  for (let i = 1; i <= 200 && !nr; i++) {
    const s = await page.request.get(`/api/vaga/situacao/${i}`);
    if (!s.ok() || (await s.json()).CD_SITUACAO_VAGA !== 1) continue;
    const web = await (await page.request.get(`/api/vaga/candidatos-web/${i}`)).json();
    if (web.length >= 2) nr = i;
  }
  const web = (await (await page.request.get(`/api/vaga/candidatos-web/${nr}`)).json()) as {
    CD_PESSOA_CANDIDATO: number;
    NM_PESSOA: string;
    ID_VISTO: string;
  }[];
  await page.goto(`/t/VagaCandidatos?nrVaga=${nr}&aba=candidatos_web`);
  const [x, y] = web;
  const linhaX = page.getByTestId(`web-${x.CD_PESSOA_CANDIDATO}`);
  const visto = linhaX.getByRole('switch', { name: `Visto: ${x.NM_PESSOA}` });
  await expect(visto).toBeVisible();
  await semViolacoesGraves(page);
  const antes = await visto.isChecked();
  // a switch is turned by its label, as a user does (the input itself is visually hidden)
  await linhaX
    .locator('label')
    .filter({ has: page.getByRole('switch') })
    .click();
  await expect(visto).toBeChecked({ checked: !antes });

  await linhaX.getByRole('button', { name: 'Descartar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByText('Candidato descartado com sucesso')).toBeVisible();
  await expect(linhaX).toHaveCount(0);
  await page.getByRole('tab', { name: /Candidatos Descartados/ }).click();
  await expect(
    page.getByRole('table', { name: 'Candidatos descartados' }).getByText(x.NM_PESSOA),
  ).toBeVisible();

  await page.getByRole('tab', { name: /Candidatos Web/ }).click();
  const linhaY = page.getByTestId(`web-${y.CD_PESSOA_CANDIDATO}`);
  await linhaY.getByRole('button', { name: 'Relacionar' }).click();
  await page.getByRole('radio', { name: 'Currículo enviado' }).check();
  await semViolacoesGraves(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Relacionar' }).click();
  await expect(linhaY.getByText(`Vaga ${nr}`)).toBeVisible();

  await page.getByText('Ver histórico').click();
  const editor = page.getByRole('textbox', { name: 'Histórico da vaga' });
  await expect(editor).toBeVisible();
  await semViolacoesGraves(page);
  await editor.click();
  await page.keyboard.type('curto');
  await page.getByRole('button', { name: 'Inserir histórico' }).click();
  await expect(page.getByText('Informe o histórico, mínimo 20 caracteres')).toBeVisible();
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' - cliente pediu prioridade na triagem');
  await page.getByRole('button', { name: 'Inserir histórico' }).click();
  await expect(page.getByText('Histórico inserido com sucesso!')).toBeVisible();
  // the entry joins the vacancy's timeline and the editor is emptied for the next one
  await expect(
    page
      .getByRole('list', { name: 'Histórico da vaga' })
      .getByText('curto - cliente pediu prioridade na triagem'),
  ).toBeVisible();
  await expect(editor).toHaveText('');
});

test('a frozen vacancy warns instead of acting', async ({ page }) => {
  await entrar(page, 'selecao');
  let nr = 0;
  for (let i = 1; i <= 300 && !nr; i++) {
    const s = await page.request.get(`/api/vaga/situacao/${i}`);
    if (!s.ok() || (await s.json()).CD_SITUACAO_VAGA !== 13) continue;
    const rel = await (await page.request.get(`/api/vaga/candidatos-relacionados/${i}`)).json();
    if (rel.some((r: { ID_SITUACAO: string | null }) => r.ID_SITUACAO === null)) nr = i;
  }
  const [c] = (
    (await (await page.request.get(`/api/vaga/candidatos-relacionados/${nr}`)).json()) as {
      CD_PESSOA: number;
      NM_PESSOA: string;
      ID_SITUACAO: string | null;
    }[]
  ).filter((r) => r.ID_SITUACAO === null);
  await page.goto(`/t/VagaCandidatos?nrVaga=${nr}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Vaga congelada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alterar analista' })).toBeDisabled();
  await page
    .getByTestId(`relacionado-${c.CD_PESSOA}`)
    .getByRole('button', { name: `Ações de ${c.NM_PESSOA}` })
    .click();
  await page.getByRole('menuitem', { name: 'Aprovar' }).click();
  await expect(
    page.getByText(/Vaga congelada \(aguardando pagamento do adiantamento\): não é possível aprovar/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar aprovação' })).toHaveCount(0);
});

test('relate from the talent-pool search, then approve and return to pending', async ({ page }) => {
  // a search, two dialogs and a walk over the demo vacancies: about a minute on two loaded cores
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  // from the last demo vacancies down, so the specs that take the first ones never share it
  let nr = 0;
  for (let i = 200; i >= 1 && !nr; i--) {
    const s = await page.request.get(`/api/vaga/situacao/${i}`);
    if (!s.ok() || (await s.json()).CD_SITUACAO_VAGA !== 1) continue;
    const resumo = (await (await page.request.get(`/api/vaga/dados-vaga-resumida/${i}`)).json()).VAGA;
    if (resumo.ID_TIPO_CONTRATACAO !== 1) continue;
    if ((await pendentes(page, i)).some((x) => x.ID_SITUACAO === 'A')) continue;
    nr = i;
  }
  expect(nr).toBeGreaterThan(0);

  await page.goto(`/t/SelecaoEntrar?nrVaga=${nr}`);
  await page.getByRole('button', { name: 'Limpar' }).click();
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByTestId('total-pesquisa')).toBeVisible();
  const relacionaveis = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Relacionar', disabled: false }) });
  const linha = relacionaveis.first();
  const nome = (
    (await linha.getByRole('checkbox', { name: /^Visto / }).getAttribute('aria-label')) ?? ''
  ).slice('Visto '.length);
  await linha.getByRole('button', { name: 'Relacionar' }).click();
  await page
    .getByRole('dialog', { name: `Relacionar ${nome}` })
    .getByRole('button', { name: 'Encaminhar' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Candidato encaminhado com sucesso!')).toBeVisible();

  const relacionado = (await pendentes(page, nr)).find((x) => x.NM_PESSOA === nome);
  expect(relacionado?.ID_SITUACAO).toBeNull();
  await page.goto(`/t/VagaCandidatos?nrVaga=${nr}`);
  const linhaVaga = page.getByTestId(`relacionado-${relacionado?.CD_PESSOA}`);
  await expect(linhaVaga).toBeVisible();
  await linhaVaga.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Aprovar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
  await page.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(page.getByText('Candidato aprovado com sucesso!')).toBeVisible();
  await expect(linhaVaga.getByText('Aprovado', { exact: true }).last()).toBeVisible();
  await linhaVaga.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Voltar para pendente' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(linhaVaga.getByText('Pendente', { exact: true })).toBeVisible();
});

test('the board: columns, a move by the keyboard, a refusal on the card, the selection bar', async ({
  page,
}) => {
  await entrar(page, 'selecao');
  let nr = 0;
  let alvo: { CD_PESSOA: number; NM_PESSOA: string } | undefined;
  for (let tentativa = 1; tentativa <= 200 && !alvo; tentativa++) {
    nr = await acharVaga(page, (s) => s.NR_VAGA >= tentativa && s.CD_SITUACAO_VAGA === 1);
    const l = (await pendentes(page, nr)) as {
      CD_PESSOA: number;
      NM_PESSOA: string;
      ID_SITUACAO: string | null;
      CD_ESTAGIO_VAGA: number;
    }[];
    alvo = l.find((x) => x.ID_SITUACAO === null && x.CD_ESTAGIO_VAGA === 3);
    tentativa = nr;
  }
  if (!alvo) throw new Error('nenhuma vaga aberta com candidato em Relacionado');
  await page.goto(`/t/VagaCandidatos?nrVaga=${nr}`);
  await page.getByText('Quadro', { exact: true }).click();
  const relacionado = page.getByRole('region', { name: 'Relacionado', exact: true });
  const curriculo = page.getByRole('region', { name: 'Currículo enviado', exact: true });
  await expect(relacionado).toBeVisible();
  await expect(page.getByText('Teclas: ← → mover', { exact: false })).toBeVisible();
  await semViolacoesGraves(page);

  // → moves the card forward through the relate call
  const cartao = page.locator(`[data-cartao="${alvo.CD_PESSOA}"]`);
  await cartao.focus();
  await page.keyboard.press('ArrowRight');
  await expect(curriculo.locator(`[data-cartao="${alvo.CD_PESSOA}"]`)).toBeVisible();
  // back to Relacionado: the server refuses, the card stays and says why
  await curriculo.locator(`[data-cartao="${alvo.CD_PESSOA}"]`).focus();
  await page.keyboard.press('1');
  await expect(curriculo.locator(`[data-cartao="${alvo.CD_PESSOA}"]`).getByRole('alert')).toBeVisible();

  // the board is remembered; a column's selection opens the bulk bar
  await page.reload();
  await expect(page.getByRole('region', { name: 'Relacionado', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Selecionar coluna Currículo enviado' }).click();
  await expect(page.getByRole('region', { name: 'Ações em lote' })).toBeVisible();
  await semViolacoesGraves(page);
});
