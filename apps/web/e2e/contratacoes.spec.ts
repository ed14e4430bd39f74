import { dataNegocio, formatarData, somarDias } from '@backoffice/domain/datas';
import type { Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

/** An open temporary demo vacancy with a pending candidate, from the end of the demo band. */
async function vagaTemporariaComPendente(page: Page): Promise<{
  nr: number;
  requisicao: number;
  candidato: { CD_PESSOA: number; NM_PESSOA: string };
}> {
  for (let nr = 200; nr >= 1; nr--) {
    const s = await page.request.get(`/api/vaga/situacao/${nr}`);
    if (!s.ok() || ((await s.json()) as { CD_SITUACAO_VAGA: number }).CD_SITUACAO_VAGA !== 1) continue;
    const resumo = (await (await page.request.get(`/api/vaga/dados-vaga-resumida/${nr}`)).json()).VAGA as {
      ID_TIPO_CONTRATACAO: number;
      NR_REQUISICAO: number;
    };
    if (resumo.ID_TIPO_CONTRATACAO !== 2) continue;
    const rel = (await (await page.request.get(`/api/vaga/candidatos-relacionados/${nr}`)).json()) as {
      CD_PESSOA: number;
      NM_PESSOA: string;
      ID_SITUACAO: string | null;
    }[];
    const pendente = rel.find((c) => c.ID_SITUACAO === null);
    if (pendente) return { nr, requisicao: resumo.NR_REQUISICAO, candidato: pendente };
  }
  throw new Error('nenhuma vaga temporária aberta com candidato pendente');
}

test('approving on a temporary vacancy makes a placement, which alerts its end, is extended and then ended', async ({
  page,
}) => {
  // one long walk: approval, the alert, an edit, an extension and the ending, five accessibility checks
  test.setTimeout(150_000);
  await entrar(page, 'selecao');
  const { nr, requisicao, candidato } = await vagaTemporariaComPendente(page);
  // the logged selector becomes the vacancy's analyst: the placement's alerts are theirs
  const sessao = (await (await page.request.get('/api/session')).json()) as { user_sip: number };
  const analista = await page.request.post(`/api/vaga/${nr}/alterar-analista-vaga`, {
    data: {
      cd_pessoa_analista: sessao.user_sip,
      nr_requisicao: requisicao,
      id_recrutamento: 'N',
      salvar_analista: true,
    },
    headers: CSRF,
  });
  expect(analista.ok(), await analista.text()).toBe(true);
  const inicio = dataNegocio();
  const aprovacao = await page.request.post('/api/vaga/aprovar-candidato', {
    data: { cd_pessoa_candidato: candidato.CD_PESSOA, nr_vaga: nr, dt_inicio_trabalho: inicio },
    headers: CSRF,
  });
  expect(aprovacao.ok(), await aprovacao.text()).toBe(true);
  const lista = (await (
    await page.request.get(`/api/contratacoes?cd_pessoa_candidato=${candidato.CD_PESSOA}&id_situacao=A`)
  ).json()) as { linhas: { ID_CONTRATACAO: number; NR_VAGA: number; DT_FIM: string }[] };
  const contratacao = lista.linhas.find((l) => l.NR_VAGA === nr);
  expect(contratacao).toBeDefined();
  const { ID_CONTRATACAO: id, DT_FIM: fimLei } = contratacao as { ID_CONTRATACAO: number; DT_FIM: string };
  // the law's longest first term: the 180th day counting the first
  expect(fimLei).toBe(somarDias(inicio, 179));

  await page.goto('/t/Contratacoes');
  await expect(page.getByRole('heading', { name: 'Contratações' })).toBeVisible();
  const linha = page.getByTestId(`contratacao-${id}`);
  await expect(linha).toBeVisible();
  await expect(linha.getByText('Temporário')).toBeVisible();
  await semViolacoesGraves(page);

  await linha.getByRole('button', { name: `Abrir a contratação de ${candidato.NM_PESSOA}` }).click();
  const gaveta = page.getByRole('dialog', { name: new RegExp(`Contratação ${id}`) });
  await expect(gaveta.getByText('Admissão no eSocial (S-2200)')).toBeVisible();
  await expect(gaveta.getByText(formatarData(somarDias(inicio, -1)))).toBeVisible();
  await semViolacoesGraves(page);

  // the analyst shortens the term to 20 days: the end-of-contract alert reaches them live
  await gaveta.getByRole('button', { name: 'Editar' }).click();
  const editar = page.getByRole('dialog', { name: `Editar a contratação ${id}` });
  const fim = somarDias(inicio, 20);
  await editar.getByRole('textbox', { name: 'Término' }).fill(formatarData(fim));
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expect(editar).toBeHidden();
  await expect(gaveta.getByText(formatarData(fim))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gaveta).toBeHidden();
  await expect(linha.getByText('20 dias')).toBeVisible();
  const texto = `O contrato temporário de ${candidato.NM_PESSOA} (vaga ${nr}) termina em 20 dias`;
  // a new alert shows for a few seconds as a card at the bottom right; the counter opens the drawer
  const cartao = page.getByRole('region', { name: 'Avisos novos' }).getByText(texto);
  const avisos = page.getByRole('complementary', { name: 'Avisos' });
  await expect(async () => {
    if (await cartao.isVisible()) return;
    if (!(await avisos.isVisible()))
      await page.getByRole('button', { name: /^Mostrar \d+ avisos?$/ }).click();
    const mais = avisos.getByRole('button', { name: /^\+ \d+ avisos?$/ });
    if (await mais.isVisible()) await mais.click();
    await expect(avisos.getByText(texto)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  if (await avisos.isVisible()) await page.getByRole('button', { name: 'Recolher avisos' }).click();
  await linha.getByRole('button', { name: `Abrir a contratação de ${candidato.NM_PESSOA}` }).click();
  await expect(gaveta.getByText(formatarData(fim))).toBeVisible();

  // an extension past 90 days is refused beside the field, then one within the law goes
  await gaveta.getByRole('button', { name: 'Prorrogar' }).click();
  const prorrogar = page.getByRole('dialog', { name: `Prorrogar a contratação ${id}` });
  await prorrogar.getByRole('textbox', { name: 'Novo término' }).fill(formatarData(somarDias(fim, 91)));
  await prorrogar.getByRole('textbox', { name: /Motivo da prorrogação/ }).fill('A demanda sazonal continua.');
  await prorrogar.getByRole('button', { name: 'Prorrogar' }).click();
  await expect(prorrogar.getByText(/Uma prorrogação acrescenta no máximo 90 dias/)).toBeVisible();
  await semViolacoesGraves(page);
  const novoTermino = prorrogar.getByRole('textbox', { name: 'Novo término' });
  await novoTermino.fill(formatarData(somarDias(fim, 30)));
  await novoTermino.blur();
  await prorrogar.getByRole('button', { name: 'Prorrogar' }).click();
  await expect(page.getByText('Contrato prorrogado.')).toBeVisible();
  await expect(prorrogar).toBeHidden();
  await expect(gaveta.getByRole('button', { name: 'Prorrogar' })).toBeHidden();
  await expect(gaveta.getByText(formatarData(somarDias(fim, 30)))).toBeVisible();

  // ended within the term
  await gaveta.getByRole('button', { name: 'Encerrar' }).click();
  const encerrar = page.getByRole('dialog', { name: `Encerrar a contratação ${id}` });
  await encerrar
    .getByRole('textbox', { name: 'Data do encerramento' })
    .fill(formatarData(somarDias(inicio, 10)));
  await encerrar.getByRole('textbox', { name: 'Motivo do encerramento' }).fill('Fim da demanda.');
  await encerrar.getByRole('button', { name: 'Encerrar' }).click();
  await expect(page.getByText('Contratação encerrada.')).toBeVisible();
  await expect(gaveta.getByText('Encerrada antes do prazo')).toBeVisible();
  await expect(gaveta.getByRole('button', { name: 'Editar' })).toBeHidden();
  await semViolacoesGraves(page);
});

test('finance reads the placements without changing them', async ({ page }) => {
  await entrar(page, 'financeiro');
  await page.goto('/t/Contratacoes');
  await expect(page.getByRole('heading', { name: 'Contratações' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contratações' })).toBeVisible();
  await semViolacoesGraves(page);
});
