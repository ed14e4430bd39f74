import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AgendamentoLinha } from '@backoffice/domain/agenda-candidato';
import type { Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test, vagaNaSituacao } from './apoio';

const CAPTURAS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

const p2 = (n: number) => String(n).padStart(2, '0');
function dia(offset: number): { iso: string; br: string } {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return {
    iso: `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`,
    br: `${p2(d.getDate())}/${p2(d.getMonth() + 1)}/${d.getFullYear()}`,
  };
}

/** A demo candidate with an open appointment to come with the selection login (the demo's data-page rows). */
async function candidatoDemo(page: Page): Promise<AgendamentoLinha> {
  const s = await (await page.request.get('/api/session')).json();
  const r = await page.request.post('/api/agendamento/agendamentos-analista', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { cd_pessoa_analista: s.user_sip, inicio: dia(2).iso, termino: dia(6).iso, situacao: 'A' },
  });
  expect(r.status()).toBe(200);
  const linhas = (await r.json()) as AgendamentoLinha[];
  const l = linhas.find((x) => x.ID_POSSUE_DEFICIENCIA === 'N');
  expect(l, 'um candidato de demonstração com agendamento aberto').toBeTruthy();
  return l as AgendamentoLinha;
}

test.beforeAll(() => {
  fs.mkdirSync(CAPTURAS, { recursive: true });
});

test('dados do candidato: abrir de uma lista, percorrer as abas, agendar e marcar falta, indicar e editar', async ({
  page,
}) => {
  // many steps and screens on the embedded database
  test.setTimeout(360_000);
  await entrar(page, 'selecao');
  const alvo = await candidatoDemo(page);

  // opened from the candidate search list, by code
  await page.goto('/t/SelecaoEntrar?aba=buscaCandidatos');
  const filtros = page.getByRole('form', { name: 'Filtros da busca de candidatos' });
  await filtros.getByRole('textbox', { name: 'Código' }).fill(String(alvo.CD_PESSOA));
  await filtros.getByRole('textbox', { name: 'Código' }).press('Enter');
  await page
    .getByRole('table', { name: 'Candidatos encontrados' })
    .getByRole('button', { name: `Editar ${alvo.NM_PESSOA}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`DadosCandidato\\?cdPessoaCandidato=${alvo.CD_PESSOA}`));

  // the header and the resume editor
  const cabecalho = page.getByRole('region', { name: 'Candidato' });
  await expect(cabecalho.getByRole('heading', { name: alvo.NM_PESSOA })).toBeVisible({ timeout: 30_000 });
  await expect(cabecalho).toContainText(`Código ${alvo.CD_PESSOA}`);
  const lista = page.getByRole('tablist', { name: 'Dados do candidato' });
  await expect(lista.getByRole('tab', { name: 'Currículo', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible({ timeout: 30_000 });
  await expect(lista.getByRole('tab', { name: 'Vagas PCD' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Voltar' })).toHaveCount(0);
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/dados-candidato-curriculo.png`, fullPage: true });

  const abrir = async (rotulo: string, chave: string) => {
    await lista.getByRole('tab', { name: rotulo, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`aba=${chave}`));
    await expect(lista.getByRole('tab', { name: rotulo, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  };

  await abrir('Histórico', 'historico');
  await expect(page.getByRole('heading', { name: `Histórico do candidato ${alvo.NM_PESSOA}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
  await semViolacoesGraves(page);

  await abrir('Gera currículo', 'geraCurriculo');
  await expect(page.getByRole('textbox', { name: 'Vaga' })).toBeVisible();
  await semViolacoesGraves(page);

  await abrir('Vagas', 'vagas');
  const vagas = page.getByRole('table', { name: 'Vagas' });
  await expect(vagas.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/dados-candidato-vagas.png`, fullPage: true });

  await abrir('Encaminhamentos', 'encaminhamentos');
  const enc = page.getByRole('table', { name: 'Encaminhamentos do candidato' });
  await expect(enc.locator('tbody tr').first()).toBeVisible();
  await semViolacoesGraves(page);
  await enc
    .getByRole('button', { name: /^Detalhes da vaga/ })
    .first()
    .click();
  const painel = page.getByRole('dialog');
  await expect(painel.getByText('Situação', { exact: true })).toBeVisible();
  await expect(painel.getByRole('heading', { name: 'Histórico da vaga' })).toBeVisible();
  await painel.getByRole('button', { name: 'Maximizar painel' }).click();
  await expect(painel.getByRole('button', { name: 'Restaurar painel' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/dados-candidato-encaminhamento.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(painel).toBeHidden();

  await abrir('Relacionados WEB', 'relacionadosWeb');
  await expect(
    page.getByRole('table', { name: 'Relacionados WEB' }).locator('tbody tr').first(),
  ).toBeVisible();
  await semViolacoesGraves(page);

  // VOLTAR returns to the inner tab shown before
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(lista.getByRole('tab', { name: 'Encaminhamentos' })).toHaveAttribute('aria-selected', 'true');

  // Agendamento: schedule, then mark the no-show
  await abrir('Agendamento', 'agendamento');
  const agCandidato = page.getByRole('table', { name: 'Agendamentos do candidato' });
  await expect(agCandidato.locator('tbody tr').first()).toBeVisible();
  const antes = await agCandidato.locator('tbody tr').count();
  await expect(page.getByTestId('evento-agenda').first()).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/dados-candidato-agendamento.png`, fullPage: true });
  await page.getByRole('button', { name: 'Novo agendamento' }).click();
  const modal = page.getByRole('dialog', { name: `Agendar - ${alvo.NM_PESSOA}` });
  await expect(modal).toBeVisible();
  await modal.getByRole('textbox', { name: 'Data do atendimento' }).fill(dia(1).br);
  await modal.getByLabel('Hora', { exact: true }).pressSequentially('1530');
  await modal.getByRole('radio', { name: 'Teste' }).check();
  await semViolacoesGraves(page);
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal).toBeHidden({ timeout: 15_000 });
  await expect(agCandidato.locator('tbody tr')).toHaveCount(antes + 1);

  const linhaNova = agCandidato
    .locator('tbody tr')
    .filter({ hasText: `${dia(1).br.slice(0, 10)}` })
    .filter({
      hasText: '15:30',
    });
  await expect(linhaNova).toHaveCount(1);
  await expect(linhaNova).toContainText('Teste');
  await linhaNova.getByRole('button', { name: `Resumo do agendamento de ${alvo.NM_PESSOA}` }).click();
  await expect(page.getByText('Atendimento', { exact: true }).last()).toBeVisible();
  await page.keyboard.press('Escape');
  await linhaNova.getByRole('button', { name: `Não compareceu: ${alvo.NM_PESSOA}` }).click();
  const pergunta = page.getByRole('dialog', { name: 'Não compareceu' });
  await expect(pergunta).toContainText(`Deseja salvar que o candidato ${alvo.NM_PESSOA} não compareceu?`);
  await semViolacoesGraves(page);
  await pergunta.getByRole('button', { name: 'Salvar' }).click();
  await expect(pergunta).toBeHidden();
  await expect(linhaNova).toContainText('Não compareceu');
  await expect(linhaNova.getByRole('button', { name: `Não compareceu: ${alvo.NM_PESSOA}` })).toHaveCount(0);
  // closed: the modal only shows it
  await linhaNova.getByRole('button', { name: `Visualizar agendamento de ${alvo.NM_PESSOA}` }).click();
  const visualizar = page.getByRole('dialog', { name: `Visualizar agendamento - ${alvo.NM_PESSOA}` });
  await expect(visualizar).toBeVisible();
  await expect(visualizar.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await visualizar.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(visualizar).toBeHidden();

  // the analyst's day view
  await page.getByText('Dia', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Dia' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Período anterior' })).toBeVisible();
  await semViolacoesGraves(page);

  // Indicações: add, then edit
  await abrir('Indicações', 'indicacoes');
  const ind = page.getByRole('table', { name: 'Indicações do candidato' });
  await expect(ind.locator('tbody tr').first()).toBeVisible();
  const nInd = await ind.locator('tbody tr').count();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Nova indicação' }).click();
  const nova = page.getByRole('dialog', { name: 'Nova indicação' });
  await expect(nova).toBeVisible();
  await nova.getByRole('button', { name: 'Salvar' }).click();
  await expect(nova.getByText('Necessário informar o indicador')).toBeVisible();
  await expect(nova.getByText('Necessário informar a empresa cliente')).toBeVisible();
  const primeira = ind.locator('tbody tr').first();
  const indicador = (await primeira.locator('td').nth(1).innerText()).replace(/\s*\(\d+\)$/, '');
  await nova.getByRole('combobox', { name: 'Indicador', exact: true }).fill(indicador);
  await page.getByRole('option').filter({ hasText: indicador }).first().click();
  const cliente = (await primeira.locator('td').nth(2).innerText()).trim();
  await nova.getByRole('combobox', { name: 'Empresa cliente' }).fill(cliente.slice(0, 12));
  await page.getByRole('option').filter({ hasText: cliente }).first().click();
  await nova.getByRole('radio', { name: 'Não' }).check();
  await nova.getByRole('combobox', { name: 'Tipo de indicação' }).click();
  await page.getByRole('option', { name: 'Operacional', exact: true }).click();
  await nova.getByRole('textbox', { name: 'Cargo do indicador' }).fill('Soldador');
  await nova
    .getByRole('textbox', { name: 'Observação' })
    .fill('Indicação registrada pelo teste de ponta a ponta.');
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/dados-candidato-indicacao.png`, fullPage: true });
  await nova.getByRole('button', { name: 'Salvar' }).click();
  await expect(nova).toBeHidden();
  await expect(ind.locator('tbody tr')).toHaveCount(nInd + 1);
  const criada = ind.locator('tbody tr').filter({ hasText: 'Indicação registrada pelo teste' });
  await criada.getByRole('button', { name: /^Editar indicação/ }).click();
  const editar = page.getByRole('dialog', { name: 'Editar indicação' });
  await expect(editar.getByRole('textbox', { name: 'Cargo do indicador' })).toHaveValue('Soldador');
  await editar
    .getByRole('textbox', { name: 'Observação' })
    .fill('Indicação editada pelo teste de ponta a ponta.');
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expect(editar).toBeHidden();
  await expect(ind.locator('tbody tr').filter({ hasText: 'Indicação editada pelo teste' })).toHaveCount(1);
  await semViolacoesGraves(page);
});

test('Vagas PCD aparece só para o candidato com deficiência', async ({ page }) => {
  await entrar(page, 'selecao');
  const s = await (await page.request.get('/api/session')).json();
  const r = await page.request.post('/api/agendamento/agendamentos-analista', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { cd_pessoa_analista: s.user_sip, inicio: dia(-10).iso, termino: dia(10).iso },
  });
  const pcd = ((await r.json()) as AgendamentoLinha[]).find((l) => l.ID_POSSUE_DEFICIENCIA === 'S');
  expect(pcd, 'um candidato PCD na agenda de demonstração').toBeTruthy();
  await page.goto(`/t/DadosCandidato?aba=vagasPcd&cdPessoaCandidato=${pcd?.CD_PESSOA}`);
  await expect(page.getByRole('region', { name: 'Candidato' }).getByText('PCD', { exact: true })).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  const lista = page.getByRole('tablist', { name: 'Dados do candidato' });
  await expect(lista.getByRole('tab', { name: 'Vagas PCD' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Vagas PCD' }).locator('tbody tr').first()).toBeVisible({
    timeout: 30_000,
  });
  await semViolacoesGraves(page);
  await page.screenshot({ path: `${CAPTURAS}/dados-candidato-vagas-pcd.png`, fullPage: true });
});

test('encaminhamentos: the whole row opens the vacancy, by mouse and by keyboard', async ({ page }) => {
  await entrar(page, 'selecao');
  const alvo = await candidatoDemo(page);
  await page.goto(`/t/DadosCandidato?cdPessoaCandidato=${alvo.CD_PESSOA}&aba=encaminhamentos`);
  const enc = page.getByRole('table', { name: 'Encaminhamentos do candidato' });
  const linha = enc.locator('tbody tr').first();
  await expect(linha).toBeVisible({ timeout: 30_000 });
  const nr = (await linha.getByRole('button', { name: /^Detalhes da vaga/ }).textContent())?.trim();

  // a click on the row's cargo cell opens what the row's link opens
  await linha.locator('td').nth(1).click();
  const painel = page.getByRole('dialog', { name: new RegExp(`^Vaga ${nr}`) });
  await expect(painel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(painel).toBeHidden();

  // the keyboard reaches the same through the row's link
  await linha.getByRole('button', { name: /^Detalhes da vaga/ }).focus();
  await page.keyboard.press('Enter');
  await expect(painel).toBeVisible();
  await semViolacoesGraves(page);
});

test('gera currículo: an unknown vacancy is refused beside its field, before anything opens', async ({
  page,
}) => {
  await entrar(page, 'selecao');
  const alvo = await candidatoDemo(page);
  const nr = await vagaNaSituacao(page, 1, 200, 150);
  await page.goto(`/t/DadosCandidato?cdPessoaCandidato=${alvo.CD_PESSOA}&aba=geraCurriculo`);
  const campo = page.getByRole('textbox', { name: 'Vaga' });
  await expect(campo).toBeVisible({ timeout: 30_000 });
  // windows the screen opens (window.open), not the accessibility check's own page
  const janelas: unknown[] = [];
  page.on('popup', (p) => janelas.push(p));

  await campo.fill('999999');
  await page.getByRole('button', { name: 'Gerar currículo' }).click();
  await expect(campo).toHaveAccessibleDescription('Vaga não encontrada.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(janelas).toHaveLength(0);
  await semViolacoesGraves(page);

  // a known vacancy opens the resume options
  await campo.fill(String(nr));
  await expect(page.getByText('Vaga não encontrada.')).toHaveCount(0);
  await campo.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(janelas).toHaveLength(0);
});
