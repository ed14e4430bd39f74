import type { Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

interface Relacionado {
  CD_PESSOA: number;
  NM_PESSOA: string;
  ID_SITUACAO: string | null;
  CD_ESTAGIO_VAGA: number;
}

/**
 * An open demo vacancy (hiring type 1, nobody approved) whose client has an active contact with an
 * e-mail, looked for from the end of the demo's numbers (the other walks take the first ones).
 */
async function vagaComContato(page: Page): Promise<{ nr: number; contato: string }> {
  for (let nr = 200; nr >= 1; nr--) {
    const r = await page.request.get(`/api/vaga/dados-vaga-resumida/${nr}`);
    if (!r.ok()) continue;
    const v = (await r.json()).VAGA as {
      CD_SITUACAO_VAGA: number;
      ID_TIPO_CONTRATACAO: number;
      CD_PESSOA_CLIENTE: number;
    };
    if (v.CD_SITUACAO_VAGA !== 1 || v.ID_TIPO_CONTRATACAO !== 1) continue;
    const rel = (await (
      await page.request.get(`/api/vaga/candidatos-relacionados/${nr}`)
    ).json()) as Relacionado[];
    if (rel.some((l) => l.ID_SITUACAO === 'A')) continue;
    const contatos = (await (
      await page.request.get(`/api/clientes/${v.CD_PESSOA_CLIENTE}/contatos`)
    ).json()) as {
      nm_pessoa: string;
      ds_email: string | null;
      id_ativo: string;
    }[];
    const c = contatos.find((x) => x.id_ativo === 'S' && x.ds_email);
    if (c) return { nr, contato: c.nm_pessoa };
  }
  throw new Error('nenhuma vaga aberta com contato do cliente');
}

/** Relates `n` demo candidates who may be related to the vacancy, at stage 3. */
async function relacionarCandidatos(page: Page, nr: number, n: number) {
  const escolhidos = new Set<number>();
  for (const texto of ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Lima', 'Costa']) {
    if (escolhidos.size >= n) break;
    const achados = (await (await page.request.get(`/api/candidato/candidatos?text=${texto}`)).json()) as {
      CD_PESSOA: number;
    }[];
    if (!achados.length) continue;
    const pode = (await (
      await page.request.post('/api/vaga/pode-relacionar-candidatos-nova-vaga', {
        headers: CSRF,
        data: { nr_vaga: nr, cd_pessoas: achados.map((a) => a.CD_PESSOA).slice(0, 20) },
      })
    ).json()) as { CD_PESSOA: number; PODE_RELACIONAR: string }[];
    for (const p of pode) if (p.PODE_RELACIONAR === 'S' && escolhidos.size < n) escolhidos.add(p.CD_PESSOA);
  }
  const r = await page.request.post('/api/vaga/relacionar-candidatos', {
    headers: CSRF,
    data: { nr_vaga: nr, candidatos: [...escolhidos].map((cd) => ({ cd_pessoa: cd, cd_estagio_vaga: 3 })) },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

test('the client gives its verdict by link; the analyst confirms, moves cards on the board, bulk-rejects and undoes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await entrar(page, 'selecao');
  const { nr, contato } = await vagaComContato(page);
  await relacionarCandidatos(page, nr, 14);
  const pendentes = (
    (await (await page.request.get(`/api/vaga/candidatos-relacionados/${nr}`)).json()) as Relacionado[]
  ).filter((l) => l.ID_SITUACAO === null && l.CD_ESTAGIO_VAGA < 5);
  const [aprovar, reprovar, entrevista] = pendentes;

  // the palette opens the vacancy by its number
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Ir para/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const paleta = page.getByRole('dialog', { name: 'Ir para…' });
  await paleta.getByRole('combobox').fill(String(nr));
  await expect(paleta.getByRole('option', { name: new RegExp(`Vaga ${nr}`) })).toBeVisible();
  await semViolacoesGraves(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /Candidatos Relacionados/ })).toBeVisible();

  // the analyst forwards three candidates to the client's contact
  for (const c of [aprovar, reprovar, entrevista])
    await page.getByRole('checkbox', { name: `Selecionar ${c.NM_PESSOA}` }).check();
  const barra = page.getByRole('region', { name: 'Ações em lote' });
  await barra.getByRole('button', { name: /Encaminhar ao cliente/ }).click();
  const modal = page.getByRole('dialog', { name: 'Encaminhar ao cliente' });
  await modal.getByRole('radio', { name: new RegExp(contato) }).check();
  await modal.getByRole('button', { name: 'Enviar link' }).click();
  const link = await page.getByRole('textbox', { name: 'Link do parecer' }).inputValue();
  await page
    .getByRole('dialog', { name: 'Link enviado' })
    .getByRole('button', { name: 'Fechar' })
    .first()
    .click();

  // the contact opens the link with no session and answers each candidate
  const cliente = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await cliente.goto(new URL(link).pathname);
  await expect(cliente.getByRole('heading', { level: 1 })).toBeVisible();
  await semViolacoesGraves(cliente);
  const cartao = (nome: string) => cliente.getByRole('article', { name: nome });
  await cartao(aprovar.NM_PESSOA).getByLabel('Aprovar').check();
  await cartao(aprovar.NM_PESSOA).getByRole('button', { name: 'Enviar parecer' }).click();
  await expect(cartao(aprovar.NM_PESSOA).getByText('Parecer registrado. Obrigado!')).toBeVisible();
  await cartao(reprovar.NM_PESSOA).getByLabel('Reprovar').check();
  await cartao(reprovar.NM_PESSOA).getByLabel('Motivo da reprovação').selectOption({ index: 1 });
  await cartao(reprovar.NM_PESSOA).getByLabel('Comentário (opcional)').fill('Sem a experiência pedida.');
  await cartao(reprovar.NM_PESSOA).getByRole('button', { name: 'Enviar parecer' }).click();
  await expect(cartao(reprovar.NM_PESSOA).getByText('Parecer registrado. Obrigado!')).toBeVisible();
  await cartao(entrevista.NM_PESSOA).getByLabel('Pedir entrevista').check();
  await cartao(entrevista.NM_PESSOA).getByLabel('Horário 1').fill('10/12/2030 14:00');
  await cartao(entrevista.NM_PESSOA).getByRole('button', { name: 'Enviar parecer' }).click();
  await expect(cartao(entrevista.NM_PESSOA).getByText('Parecer registrado. Obrigado!')).toBeVisible();
  await semViolacoesGraves(cliente);

  // the analyst sees the three verdicts at once and confirms the approval with its dates
  await page.getByRole('tab', { name: /Pareceres do cliente/ }).click();
  const pareceres = page.getByRole('tabpanel', { name: /Pareceres do cliente/ });
  await expect(pareceres.getByText('3 de 3')).toBeVisible();
  await pareceres.getByRole('button', { name: new RegExp(`Candidatos do link de ${contato}`) }).click();
  await expect(pareceres.getByText(aprovar.NM_PESSOA)).toBeVisible();
  await expect(pareceres.getByText(reprovar.NM_PESSOA)).toBeVisible();
  await expect(pareceres.getByText(entrevista.NM_PESSOA)).toBeVisible();
  await expect(pareceres.getByText('10/12/2030 14:00')).toBeVisible();
  await semViolacoesGraves(page);
  await pareceres.getByRole('button', { name: `Confirmar aprovação de ${aprovar.NM_PESSOA}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
  await page.getByRole('button', { name: 'Confirmar aprovação', exact: true }).click();
  await expect(page.getByText('Candidato aprovado com sucesso!')).toBeVisible();

  // two cards move on the board by the keyboard
  await page.getByRole('tab', { name: /Candidatos Relacionados/ }).click();
  await page.getByText('Quadro', { exact: true }).click();
  const curriculo = page.getByRole('region', { name: 'Currículo enviado', exact: true });
  await semViolacoesGraves(page);
  const [m1, m2] = pendentes.slice(3, 5);
  for (const c of [m1, m2]) {
    await page.locator(`[data-cartao="${c.CD_PESSOA}"]`).focus();
    await page.keyboard.press('ArrowRight');
    await expect(curriculo.locator(`[data-cartao="${c.CD_PESSOA}"]`)).toBeVisible();
  }

  // ten candidates rejected at once, then the rejection undone from its toast
  await page.getByText('Lista', { exact: true }).click();
  const dez = pendentes.slice(3, 13);
  await page.getByRole('checkbox', { name: `Selecionar ${dez[0].NM_PESSOA}` }).check();
  for (const c of dez.slice(1))
    await page.getByRole('checkbox', { name: `Selecionar ${c.NM_PESSOA}` }).check();
  await expect(barra.getByText('10 selecionados')).toBeVisible();
  await barra.getByRole('button', { name: 'Reprovar' }).click();
  const dialogo = page.getByRole('dialog', { name: /Reprovar/ });
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Ação aplicada a 10 candidato(s).')).toBeVisible();
  for (const c of dez)
    await expect(page.getByTestId(`relacionado-${c.CD_PESSOA}`).getByText('Reprovado')).toBeVisible();
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Ação desfeita: 10 candidato(s) restaurado(s).')).toBeVisible();
  const depois = (await (
    await page.request.get(`/api/vaga/candidatos-relacionados/${nr}`)
  ).json()) as Relacionado[];
  for (const c of dez) expect(depois.find((l) => l.CD_PESSOA === c.CD_PESSOA)?.ID_SITUACAO).toBeNull();
});
