import { extractText, getDocumentProxy } from 'unpdf';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

test('generates the resume PDF from the Curriculo tab in a new window', async ({ page, context }) => {
  await entrar(page, 'admin');
  // a candidate of the queue related to an open vacancy of the unit
  const fila = await (
    await page.request.post('/api/recrutamento/candidatos-autoatendimento', {
      data: { cd_unidade: 1 },
      headers: CSRF,
    })
  ).json();
  const cand = fila[fila.length - 1];
  const vagas = await (await page.request.get('/api/recrutamento/vagas-relacionar/1/e')).json();
  const nrVaga = vagas[vagas.length - 1].NR_VAGA;
  const rel = await page.request.post('/api/vaga/relacionar-candidato', {
    data: { cd_pessoa_candidato: cand.CD_PESSOA_CANDIDATO, nr_vaga: nrVaga, cd_estagio_vaga: 3 },
    headers: CSRF,
  });
  expect([200, 409]).toContain(rel.status());
  const nome = (await (await page.request.get(`/api/candidato/nome/${cand.CD_PESSOA_CANDIDATO}`)).json())
    .NM_PESSOA;

  await page.goto(`/t/Curriculo?nrVaga=${nrVaga}&cdPessoa=${cand.CD_PESSOA_CANDIDATO}`);
  await expect(page.getByRole('heading', { name: `Currículo - ${cand.CD_PESSOA_CANDIDATO}` })).toBeVisible();
  await expect(page.getByText(nome, { exact: true })).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Gerar currículo' }).click();
  const dialogo = page.getByRole('dialog');
  await expect(dialogo.getByText('Layout 2')).toBeVisible();
  await expect(dialogo.getByRole('switch', { name: 'Identificar candidato' })).toBeChecked();
  // the answer's bytes, kept on their way to the page (the window's page keeps the app's policy,
  // which allows no fetch of a blob: address, so they are not read back from it)
  let pdfRecebido: Buffer | undefined;
  await page.route(`**/api/candidato/curriculo/${nrVaga}/**`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const resposta = await route.fetch();
    expect(resposta.headers()['content-type']).toMatch(/^application\/pdf/);
    pdfRecebido = await resposta.body();
    await route.fulfill({ response: resposta });
  });
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    dialogo.getByRole('button', { name: 'Gerar currículo' }).click(),
  ]);
  // the window shows the PDF from a blob: address
  await expect.poll(() => popup.url(), { timeout: 15_000 }).toMatch(/^blob:/);
  expect(pdfRecebido?.length).toBeGreaterThan(1000);
  const pdf = await getDocumentProxy(new Uint8Array(pdfRecebido ?? []));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain(nome);
  expect(text).toContain(`Vaga ${nrVaga}`);
  expect(text).toContain('Experiência profissional');
  expect(text).toContain('RECRUTAMENTO E SELEÇÃO');
});
