import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConversaCallcenterLinha, ConversaChatbotResposta } from '@backoffice/domain/callcenter';
import type { Page } from '@playwright/test';
import { entrar, expect, menu, semViolacoesGraves, test } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const SEGREDO = process.env.E2E_WHATSAPP_APP_SECRET ?? 'segredo-e2e';
let idsWebhook = 0;

/** The candidate writes: a notification signed like the channel's, posted to the webhook. */
async function candidatoEscreve(page: Page, telefone: string, texto: string) {
  idsWebhook += 1;
  const corpo = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              metadata: { phone_number_id: '1' },
              messages: [
                {
                  from: telefone,
                  id: `wamid.e2e-${Date.now()}-${idsWebhook}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: texto },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const assinatura = `sha256=${createHmac('sha256', SEGREDO).update(corpo).digest('hex')}`;
  const r = await page.request.post('/api/chatbot/webhook', {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': assinatura },
    data: corpo,
  });
  expect(r.status(), await r.text()).toBe(200);
}

/** A demo conversation the chatbot opened whose candidate has not replied yet. */
async function conversaAguardando(page: Page): Promise<ConversaChatbotResposta> {
  for (let id = 1; id <= 60; id++) {
    const r = await page.request.get(`/api/chatbot/conversa-chatbot/${id}`);
    if (!r.ok()) continue;
    const c = (await r.json()) as ConversaChatbotResposta;
    if (c.ID_STATUS_TYPE === 1 && c.ID_CHATBOT_ATIVO === 'S' && c.DT_INICIO_ATENDIMENTO_CC === null) return c;
  }
  throw new Error('nenhuma conversa de demonstração aguardando a resposta do candidato');
}

/** The next weekday, as the date field takes it (dd/mm/yyyy). */
function proximoDiaUtil(): string {
  const d = new Date();
  do d.setDate(d.getDate() + 1);
  while (d.getDay() === 0 || d.getDay() === 6);
  const p2 = (n: number) => String(n).padStart(2, '0');
  return `${p2(d.getDate())}/${p2(d.getMonth() + 1)}/${d.getFullYear()}`;
}

async function abrirCallcenter(page: Page) {
  await menu(page).getByRole('link', { name: 'Callcenter' }).click();
  await expect(page.getByRole('tab', { name: /^atender/ })).toBeVisible();
}

test.beforeAll(() => {
  fs.mkdirSync(pastaCapturas, { recursive: true });
});

test('call center: a reply reaches the queue, agent A takes it while B sees it taken, chats, relates, schedules and ends', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await entrar(page, 'callcenter');
  const sessaoA = (await (await page.request.get('/api/session')).json()) as { user_sip: number };
  await abrirCallcenter(page);
  await expect(page.getByRole('table', { name: 'Conversas para atender' })).toBeVisible();

  const contextoB = await browser.newContext({ baseURL });
  const paginaB = await contextoB.newPage();
  try {
    await entrar(paginaB, 'admin');
    await abrirCallcenter(paginaB);

    const c = await conversaAguardando(page);
    const linhaA = page.getByTestId(`callcenter-${c.ID_CHATBOT_CONVERSA}`);
    const linhaB = paginaB.getByTestId(`callcenter-${c.ID_CHATBOT_CONVERSA}`);
    await expect(linhaA).toHaveCount(0);

    // the candidate replies: the conversation appears in both agents' queues, live
    await candidatoEscreve(page, c.NR_TELEFONE, 'Tenho interesse na vaga!');
    await expect(linhaA).toBeVisible();
    await expect(linhaB).toBeVisible();
    // the agents of the unit get a stored alert: it arrives live...
    const avisoA = page.getByTestId('aviso').filter({ hasText: c.NOME_CANDIDATO });
    await expect(avisoA.getByText('Nova conversa no call center')).toBeVisible();

    // ...and an agent logging in afterwards still finds it, and marks it read
    const contextoC = await browser.newContext({ baseURL });
    try {
      const paginaC = await contextoC.newPage();
      await entrar(paginaC, 'callcenter');
      await paginaC.getByRole('button', { name: /^Mostrar \d+ avisos?$/ }).click();
      const avisoC = paginaC.getByTestId('aviso').filter({ hasText: c.NOME_CANDIDATO });
      await expect(avisoC.getByText('Nova conversa no call center')).toBeVisible();
      await paginaC.screenshot({ path: path.join(pastaCapturas, 'callcenter-aviso.png') });
      await avisoC.getByRole('button', { name: 'Ciente' }).click();
      await expect(avisoC).toHaveCount(0);
      // read in one window, it leaves the agent's other windows too, and stays read
      await expect(avisoA).toHaveCount(0);
      await paginaC.reload();
      await expect(paginaC.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      await expect(paginaC.getByTestId('aviso').filter({ hasText: c.NOME_CANDIDATO })).toHaveCount(0);
    } finally {
      await contextoC.close();
    }
    await page.screenshot({ path: path.join(pastaCapturas, 'callcenter-fila.png') });
    await semViolacoesGraves(page);

    // A takes it; B sees who did and can no longer take it
    await linhaA.getByRole('button', { name: /^Iniciar Atendimento de / }).click();
    await page
      .getByRole('dialog', { name: 'Iniciar Atendimento' })
      .getByRole('button', { name: 'Iniciar Atendimento' })
      .click();
    await expect(linhaB.getByText('Em atendimento')).toBeVisible();
    await expect(linhaB.getByRole('button', { name: /^Iniciar Atendimento/ })).toHaveCount(0);

    // the chat tab: the rules, the conversation, a free text after the reply
    const chat = page.getByTestId(`aba-chat-${c.ID_CHATBOT_CONVERSA}`);
    await expect(chat).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('regras-canal')).toBeVisible();
    await expect(page.getByText('Tenho interesse na vaga!')).toBeVisible();
    const caixa = page.getByLabel('Mensagem');
    await expect(caixa).toBeEnabled();
    await caixa.fill('Olá! Podemos agendar uma entrevista?');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Olá! Podemos agendar uma entrevista?')).toBeVisible();
    await page.screenshot({ path: path.join(pastaCapturas, 'callcenter-chat.png') });
    await semViolacoesGraves(page);

    // a reply while the agent is on another tab makes the chat tab blink until it is seen
    await page.getByRole('tab', { name: /^atender/ }).click();
    await candidatoEscreve(page, c.NR_TELEFONE, 'Pode ser amanhã às 10h?');
    await expect(chat).toHaveAttribute('data-piscando', 'S');
    await page.screenshot({ path: path.join(pastaCapturas, 'callcenter-aba-piscando.png') });
    await chat.click();
    await expect(page.getByText('Pode ser amanhã às 10h?')).toBeVisible();
    await expect(chat).toHaveAttribute('data-piscando', 'N');

    // relate to the conversation's vacancy
    await page.getByRole('button', { name: 'Relacionar a vaga' }).click();
    await page
      .getByRole('dialog', { name: 'Relacionar a vaga' })
      .getByRole('button', { name: 'Relacionar' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Relacionar a vaga' })).toHaveCount(0);
    // the candidate is now among the vacancy's candidates, at stage 3, related by the call center (99)
    const linhaFila = (await (
      await page.request.get(`/api/callcenter/candidatos/${sessaoA.user_sip}/*`)
    ).json()) as ConversaCallcenterLinha[];
    const daConversa = linhaFila.find((l) => l.ID_CHATBOT_CONVERSA === c.ID_CHATBOT_CONVERSA);
    if (!daConversa?.NR_VAGA) throw new Error('a conversa não tem vaga');
    const nrVaga = daConversa.NR_VAGA;
    await expect
      .poll(async () => {
        const r = await paginaB.request.get(`/api/vaga/candidatos-relacionados/${nrVaga}`);
        const lista = (await r.json()) as {
          CD_PESSOA: number;
          CD_ESTAGIO_VAGA: number;
          CD_ORIGEM_RELACIONAMENTO: number;
        }[];
        const rel = lista.find((x) => x.CD_PESSOA === c.CD_PESSOA_CANDIDATO);
        return rel ? { estagio: rel.CD_ESTAGIO_VAGA, origem: rel.CD_ORIGEM_RELACIONAMENTO } : null;
      })
      .toEqual({ estagio: 3, origem: 99 });

    // schedule: candidate, analyst and client fixed
    await page.getByRole('button', { name: 'Agendar' }).click();
    const agendar = page.getByRole('dialog', { name: /^Novo Agendamento - / });
    await expect(agendar.getByLabel('Candidato')).toBeDisabled();
    await expect(agendar.getByLabel('Analista', { exact: true })).toBeDisabled();
    await expect(agendar.getByLabel('Cliente')).toBeDisabled();
    await expect(agendar.getByLabel(/chegada/i)).toHaveCount(0);
    await agendar.getByRole('textbox', { name: 'Data do atendimento' }).fill(proximoDiaUtil());
    await agendar.getByLabel('Hora', { exact: true }).pressSequentially('1000');
    // the client's selection process types, when it has them (the first one)
    const tipoProcesso = agendar.getByRole('combobox', { name: 'Tipo de processo' });
    if (await tipoProcesso.count()) {
      await tipoProcesso.click();
      const tipos = page.getByRole('listbox').getByRole('option');
      if (await tipos.count()) await tipos.first().click();
      else await page.keyboard.press('Escape');
    }
    await page.screenshot({ path: path.join(pastaCapturas, 'callcenter-agendar.png') });
    await semViolacoesGraves(page);
    const [salvo] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/agendamento/salvar-agendamento')),
      agendar.getByRole('button', { name: 'Salvar' }).click(),
    ]);
    expect(salvo.status(), await salvo.text()).toBe(200);
    await expect(agendar).toBeHidden();
    // stored for the conversation's candidate, vacancy, client and analyst
    const { cd_pessoa_candidato, criado_em } = (await salvo.json()) as {
      cd_pessoa_candidato: number;
      criado_em: string;
    };
    const dados = await paginaB.request.get(
      `/api/agendamento/dados-agendamento/${cd_pessoa_candidato}/${encodeURIComponent(criado_em)}`,
    );
    expect(dados.status(), await dados.text()).toBe(200);
    expect(await dados.json()).toMatchObject({
      CD_PESSOA_CANDIDATO: c.CD_PESSOA_CANDIDATO,
      NR_VAGA: nrVaga,
      CD_PESSOA_CLIENTE: daConversa.CD_PESSOA_CLIENTE_VAGA,
      CD_PESSOA_ANALISTA: daConversa.CD_PESSOA_ANALISTA,
    });

    // end with a reason: required, then the tab closes and the row is finished
    await page.getByRole('button', { name: 'Encerrar', exact: true }).click();
    const encerrar = page.getByRole('dialog', { name: 'Encerrar atendimento' });
    await encerrar.getByRole('button', { name: 'Encerrar atendimento' }).click();
    await expect(encerrar.getByText('Informe o motivo do encerramento.')).toBeVisible();
    await encerrar.getByRole('radio').first().check();
    await page.screenshot({ path: path.join(pastaCapturas, 'callcenter-encerrar.png') });
    await semViolacoesGraves(page);
    await encerrar.getByRole('button', { name: 'Encerrar atendimento' }).click();
    await expect(page.getByText('Atendimento encerrado com sucesso!')).toBeVisible();
    await expect(chat).toHaveCount(0);
    await expect(linhaB).toHaveCount(0);
    await page.getByRole('tab', { name: 'finalizados' }).click();
    const finalizada = page.getByTestId(`finalizado-${c.ID_CHATBOT_CONVERSA}`);
    await expect(finalizada).toBeVisible();
    await finalizada.getByRole('button', { name: 'Conversa Whatsapp' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Conversa Whatsapp' }).getByText('Pode ser amanhã às 10h?'),
    ).toBeVisible();
    await page.screenshot({ path: path.join(pastaCapturas, 'callcenter-finalizados.png') });
  } finally {
    await contextoB.close();
  }
});

test('call center: outside the 24-hour window the composer offers only the template, and a reply frees it', async ({
  page,
}) => {
  await entrar(page, 'callcenter');
  const sessao = await (await page.request.get('/api/session')).json();
  const fila = (await (
    await page.request.get(`/api/callcenter/candidatos/${sessao.user_sip}/*`)
  ).json()) as ConversaCallcenterLinha[];
  const limite = Date.now() - 24 * 3_600_000;
  const antiga = fila.find(
    (l) =>
      l.CD_PESSOA_ANALISTA_ATENDIMENTO === null &&
      l.DT_ULTIMA_RESPOSTA !== null &&
      Date.parse(l.DT_ULTIMA_RESPOSTA) < limite,
  );
  if (!antiga) throw new Error('nenhuma conversa de demonstração com a janela de 24 horas vencida');
  await abrirCallcenter(page);
  const linha = page.getByTestId(`callcenter-${antiga.ID_CHATBOT_CONVERSA}`);
  await linha.getByRole('button', { name: /^Iniciar Atendimento de / }).click();
  await page
    .getByRole('dialog', { name: 'Iniciar Atendimento' })
    .getByRole('button', { name: 'Iniciar Atendimento' })
    .click();
  await expect(page.getByTestId(`aba-chat-${antiga.ID_CHATBOT_CONVERSA}`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const caixa = page.getByLabel('Mensagem');
  await expect(caixa).toBeDisabled();
  await expect(page.getByTestId('janela-fechada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar mensagem inicial (modelo aprovado)' })).toBeVisible();
  await page.screenshot({ path: path.join(pastaCapturas, 'callcenter-janela-fechada.png') });
  await semViolacoesGraves(page);

  await candidatoEscreve(page, antiga.NR_TELEFONE_CANDIDATO, 'Oi, ainda tenho interesse!');
  await expect(page.getByText('Oi, ainda tenho interesse!')).toBeVisible();
  await expect(caixa).toBeEnabled();
  await expect(page.getByTestId('janela-fechada')).toHaveCount(0);
});
