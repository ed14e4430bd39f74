import type { Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

// An English browser: its native date, month and time inputs would show mm/dd/yyyy and AM/PM.
test.use({ locale: 'en-US' });

/** Native date and time inputs, which speak the browser's language (none may be left). */
const NATIVOS = 'input[type=date], input[type=month], input[type=time], input[type=datetime-local]';

function editor(page: Page) {
  return page.getByTestId('aba-ativa');
}

/** A field of the editor by its label (a required one's label ends in ' *'). */
function campo(page: Page, rotulo: string) {
  const texto = rotulo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return editor(page)
    .getByLabel(new RegExp(`^${texto}( \\*)?$`))
    .and(editor(page).locator('input, textarea, button'));
}

async function secao(page: Page, nome: string) {
  await editor(page)
    .getByRole('navigation', { name: 'Seções do currículo' })
    .getByRole('button', { name: nome })
    .click();
  await expect(editor(page).getByRole('heading', { name: nome, level: 3 })).toBeVisible();
}

/** The section's dates in the pt-BR pickers only, and no serious accessibility violation. */
async function semDataNativa(page: Page) {
  await expect(page.locator(NATIVOS)).toHaveCount(0);
  await semViolacoesGraves(page);
}

test('currículo: datas em dd/mm/aaaa e mês/ano em mm/aaaa, sem campos nativos do navegador', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await entrar(page, 'selecao');
  const busca = await page.request.get('/api/candidato/pesquisa/cd_uf=SC/nm_cidade=Joinville');
  expect(busca.status()).toBe(200);
  const cd = ((await busca.json()) as { CODIGO_PESSOA: number }[])[0]?.CODIGO_PESSOA as number;
  expect(cd).toBeGreaterThan(0);
  await page.goto(`/t/DadosCandidato?cdPessoaCandidato=${cd}`);
  await expect(editor(page).getByRole('heading', { name: 'Pessoal', level: 3 })).toBeVisible({
    timeout: 30_000,
  });

  // the birth date typed dd/mm/aaaa; a person's history goes back before 1970
  await semDataNativa(page);
  const nascimento = campo(page, 'Data de nascimento');
  await expect(nascimento).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await nascimento.fill('');
  await nascimento.pressSequentially('15031961');
  await expect(nascimento).toHaveValue('15/03/1961');
  await nascimento.blur();

  // a document's date: no later than today
  await secao(page, 'Documentos');
  await semDataNativa(page);
  const rg = campo(page, 'Emissão do RG');
  await rg.fill('');
  await rg.pressSequentially('01012200');
  await expect(editor(page).getByText(/^A data máxima permitida é \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await rg.fill('');
  await rg.pressSequentially('10051980');
  await expect(rg).toHaveValue('10/05/1980');

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Dados do candidato atualizados com sucesso!')).toBeVisible();
  // stored as typed
  await page.reload();
  await expect(campo(page, 'Data de nascimento')).toHaveValue('15/03/1961', { timeout: 30_000 });
  await secao(page, 'Documentos');
  await expect(campo(page, 'Emissão do RG')).toHaveValue('10/05/1980');

  // a job's dates: admission after dismissal is refused beside the field
  await secao(page, 'Empregos anteriores');
  await editor(page).getByRole('button', { name: 'Adicionar emprego' }).click();
  await semDataNativa(page);
  await campo(page, 'Admissão').first().pressSequentially('01022019');
  await campo(page, 'Demissão').first().pressSequentially('01022018');
  await expect(
    editor(page).getByText('A data de admissão não pode ser posterior à data de demissão!'),
  ).toBeVisible();

  // a course's conclusion: month and year picked in a pt-BR calendar, shown mm/aaaa
  await secao(page, 'Formação');
  await editor(page).getByRole('button', { name: 'Adicionar formação' }).click();
  const conclusao = campo(page, 'Conclusão (mês/ano)').last();
  await expect(conclusao).toHaveText('mm/aaaa');
  await conclusao.click();
  await expect(page.getByRole('button', { name: /^(mar|março)/i }).first()).toBeVisible();
  await semDataNativa(page);
  await page
    .getByRole('button', { name: /^(mar|março)/i })
    .first()
    .click();
  await expect(conclusao).toHaveText(/^03\/\d{4}$/);

  // the disability report's date
  await secao(page, 'Pessoal');
  const pcd = editor(page).getByRole('switch', { name: 'Pessoa com deficiência (PCD)' });
  if (!(await pcd.isChecked())) await pcd.check();
  await secao(page, 'Laudo');
  await editor(page).getByRole('button', { name: 'Adicionar laudo PCD' }).click();
  await expect(campo(page, 'Data do laudo').last()).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await semDataNativa(page);
});
