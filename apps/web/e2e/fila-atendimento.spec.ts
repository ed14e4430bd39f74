import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FilaAtendimentoLinha } from '@backoffice/domain/fila-atendimento';
import { LIMITES_FILA_ATENDIMENTO } from '@backoffice/domain/fila-atendimento';
import type { Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** Business date and time `min` minutes from now: ['YYYY-MM-DD', 'HH:mm']. */
function negocio(min: number): [string, string] {
  const t = new Date(Date.now() + min * 60_000).toLocaleString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  return [t.slice(0, 10), t.slice(11, 16)];
}

/** Shows every alert of the column (it shows the first three and a '+ N avisos' button). */
/** Minutes of the business day gone by (America/Sao_Paulo). */
function minutosDoDia(): number {
  const [h, m] = negocio(0)[1].split(':').map(Number);
  return h * 60 + m;
}

/**
 * The queue is today's: a candidate 30 minutes late who arrived 20 minutes ago needs the first
 * half hour of the day behind. Run in that half hour, the walk waits for it (the server's clock is
 * the real one) and answers how long it waited.
 */
async function esperarMeiaHoraDoDia(): Promise<number> {
  const falta = Math.max(0, 32 - minutosDoDia()) * 60_000;
  if (falta > 0) await new Promise((r) => setTimeout(r, falta));
  return falta;
}

async function todosOsAvisos(page: Page) {
  const mais = page.getByRole('button', { name: /^\+ \d+ avisos?$/ });
  if (await mais.isVisible()) await mais.click();
}

async function filaDaApi(page: Page): Promise<FilaAtendimentoLinha[]> {
  const r = await page.request.get('/api/agendamento/fila-atendimento');
  expect(r.status()).toBe(200);
  return r.json();
}

/**
 * A new appointment of the logged user for 30 minutes ago (a late candidate), of a candidate of the
 * demo's queue whose own attendance is closed. Answers its id and the candidate's name.
 */
async function agendarAtrasado(page: Page): Promise<{ id: number; nome: string }> {
  const sessao = await (await page.request.get('/api/session')).json();
  const fila = await filaDaApi(page);
  const candidato = fila.find((l) => l.DT_ENCERRAMENTO) ?? fila[0];
  const [data, hora] = negocio(-30);
  const r = await page.request.post('/api/agendamento/salvar-agendamento', {
    headers: CSRF,
    data: {
      cd_pessoa_candidato: candidato.CD_PESSOA,
      cd_usuario_atendimento: sessao.cd_sip,
      dt_atendimento: `${data}T${hora}`,
      tipo_agendamento: 'E',
      cd_empresa: sessao.cd_unid,
      descricao: 'Entrevista marcada para o teste da fila de atendimento.',
    },
  });
  expect(r.status(), await r.text()).toBe(200);
  return { id: (await r.json()).id_agendamento, nome: candidato.NM_PESSOA };
}

test.beforeAll(() => {
  fs.mkdirSync(pastaCapturas, { recursive: true });
});

test('attendance queue: register an arrival and see the alert, start and close the attendance', async ({
  page,
}) => {
  // one long walk through the screen, with four accessibility checks
  test.setTimeout(180_000 + Math.max(0, 32 - minutosDoDia()) * 60_000);
  await esperarMeiaHoraDoDia();
  await entrar(page, 'selecao');
  const { id, nome } = await agendarAtrasado(page);
  await page.goto('/t/SelecaoEntrar?aba=filaAtendimento');
  const tabela = page.getByRole('table', { name: 'Fila de atendimento' });
  await expect(tabela).toBeVisible();
  await expect(page.getByText(/Exibindo \d+ de \d+/)).toBeVisible();
  // the demo's queue: someone in attendance (past the first page on a busy day: the situation
  // filter finds them), someone who arrived late
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: /^Em atendimento \(\d+\)$/ }).click();
  await expect(tabela.getByText('Em atendimento', { exact: true }).first()).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: /^Todas \(\d+\)$/ }).click();
  await expect(tabela.getByText('Atrasou', { exact: true }).first()).toBeVisible();

  // a busy day runs past the first page: the agent finds the candidate by name, as at the desk
  await page.getByRole('searchbox', { name: 'Filtrar' }).fill(nome);
  const linha = page.getByTestId(`fila-${id}`);
  await expect(linha.getByText('Atrasado', { exact: true })).toBeVisible();
  await expect(linha.getByText('Atrasou', { exact: true })).toBeVisible();

  // registered late: the candidate arrived 20 minutes ago, longer than the queue's wait
  await linha.getByRole('button', { name: `Registrar chegada de ${nome}` }).click();
  const dialogo = page.getByRole('dialog', { name: `Registrar chegada - ${nome}` });
  await expect(dialogo).toBeVisible();
  await semViolacoesGraves(page);
  const chegada = LIMITES_FILA_ATENDIMENTO.esperaAvisoMin + 5;
  await dialogo
    .getByRole('spinbutton', { name: 'Hora da chegada', exact: true })
    .pressSequentially(negocio(-chegada)[1].replace(':', ''));
  await dialogo.getByRole('button', { name: 'Registrar chegada' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Chegada registrada com sucesso!')).toBeVisible();
  await expect(linha.getByText(new RegExp(`^Aguardando há (${chegada}|${chegada + 1}) min$`))).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Aguardando seu atendimento/ }).getByText(nome, { exact: true }),
  ).toBeVisible();

  // the arrival-delay alert reaches the attending user live
  // (the alerts are loaded once per page: this one can only have come through the real-time channel)
  const avisos = page.getByRole('complementary', { name: 'Avisos' });
  const aviso = avisos.getByTestId('aviso').filter({ hasText: `${nome} chegou às` });
  // a new alert shows for a few seconds as a card at the bottom right (the drawer stays closed); the
  // counter opens the drawer, where it stays
  const cartao = page
    .getByRole('region', { name: 'Avisos novos' })
    .getByTestId('aviso')
    .filter({ hasText: `${nome} chegou às` });
  await expect(async () => {
    if (await cartao.isVisible()) return;
    if (!(await avisos.isVisible()))
      await page.getByRole('button', { name: /^Mostrar \d+ avisos?$/ }).click();
    await todosOsAvisos(page);
    await expect(aviso).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  if (!(await avisos.isVisible())) await page.getByRole('button', { name: /^Mostrar \d+ avisos?$/ }).click();
  await todosOsAvisos(page);
  await expect(aviso.getByText('Candidato aguardando atendimento')).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'fila-atendimento-aviso.png') });
  // the drawer closed, the row's buttons are in reach again
  await page.getByRole('button', { name: 'Recolher avisos' }).click();
  await expect(avisos).toHaveCount(0);

  // start from the keyboard, then close
  const iniciar = linha.getByRole('button', { name: `Iniciar atendimento de ${nome}` });
  await iniciar.focus();
  await iniciar.press('Enter');
  const confirmar = page.getByRole('dialog', { name: 'Iniciar atendimento' });
  await expect(confirmar).toContainText(`Iniciar o atendimento de ${nome}?`);
  await confirmar.getByRole('button', { name: 'Iniciar atendimento' }).click();
  await expect(linha.getByText('Em atendimento', { exact: true })).toBeVisible();
  await expect(linha.getByText(/\(você\)$/)).toBeVisible();

  await linha.getByRole('button', { name: `Encerrar atendimento de ${nome}` }).click();
  await page
    .getByRole('dialog', { name: 'Encerrar atendimento' })
    .getByRole('button', { name: 'Encerrar atendimento' })
    .click();
  await expect(linha.getByText('Encerrado', { exact: true })).toBeVisible();
  await expect(linha.getByRole('button')).toHaveCount(0);
  const final = (await filaDaApi(page)).find((l) => l.ID_AGENDAMENTO === id);
  expect(final?.DT_INICIO_ATENDIMENTO).toBeTruthy();
  expect(final?.DT_ENCERRAMENTO).toBeTruthy();

  // the alert stays after a reload, and its click opens the queue of the selection workspace
  await page.reload();
  await page.getByRole('button', { name: /^Mostrar \d+ avisos?$/ }).click();
  await todosOsAvisos(page);
  const guardado = page.getByTestId('aviso').filter({ hasText: `${nome} chegou às` });
  await guardado.getByRole('button', { name: 'Abrir fila de atendimento' }).click();
  await expect(page).toHaveURL(/\/t\/SelecaoEntrar\?aba=filaAtendimento$/);
});

test('Novo agendamento: the candidate search lists its best answers, read by the accessibility check', async ({
  page,
}) => {
  await entrar(page, 'selecao');
  await page.goto('/t/SelecaoEntrar?aba=filaAtendimento');
  await page.getByRole('button', { name: 'Novo agendamento' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  const candidato = modal
    .getByRole('textbox', { name: 'Candidato' })
    .or(modal.getByRole('combobox', { name: 'Candidato' }));
  await candidato.first().click();
  await candidato.first().pressSequentially('Ana', { delay: 30 });
  await expect(page.getByRole('option', { name: /^Ana / }).first()).toBeVisible({ timeout: 15_000 });
  await semViolacoesGraves(page);
});
