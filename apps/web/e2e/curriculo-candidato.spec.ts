import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** A valid CPF no demo candidate has (the time makes it new on each run). */
function cpfNovo(): string {
  const base = String(Date.now() % 1_000_000_000).padStart(9, '0');
  const dv = (d: string, p: number) => {
    let s = 0;
    for (let i = 0; i < d.length; i++) s += Number(d[i]) * (p - i);
    const r = s % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, 10);
  return `${base}${d1}${dv(base + d1, 11)}`;
}

function editor(page: Page) {
  return page.getByTestId('aba-ativa');
}

/** A field of the editor by its label (a required one's label ends in ' *'). */
function campo(page: Page, rotulo: string) {
  const texto = rotulo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // the input itself (an open select's list is labelled by the same label)
  return editor(page)
    .getByLabel(new RegExp(`^${texto}( \\*)?$`))
    .and(editor(page).locator('input, textarea'));
}

async function escolher(page: Page, nome: string, opcao: string | RegExp) {
  await campo(page, nome).click();
  await page.getByRole('option', { name: opcao }).first().click();
}

async function secao(page: Page, nome: string) {
  await editor(page)
    .getByRole('navigation', { name: 'Seções do currículo' })
    .getByRole('button', { name: nome })
    .click();
  await expect(editor(page).getByRole('heading', { name: nome, level: 3 })).toBeVisible();
}

test('registra um candidato pelo Criar currículo, reabre e altera', async ({ page }) => {
  test.setTimeout(120_000);
  await entrar(page, 'selecao', undefined, '/t/SelecaoEntrar?aba=criarCurriculo');
  const nome = `Teste Cadastro ${Date.now() % 100_000}`;
  const cpf = cpfNovo();

  // a new record opens on the personal data; the sections after it wait for them
  await expect(editor(page).getByRole('heading', { name: 'Pessoal', level: 3 })).toBeVisible();
  const navegacao = editor(page).getByRole('navigation', { name: 'Seções do currículo' });
  await expect(navegacao.getByRole('button', { name: 'Endereço' })).toBeDisabled();
  await semViolacoesGraves(page);

  await campo(page, 'Nome').fill(nome);
  await campo(page, 'CPF').fill(cpf);
  await campo(page, 'E-mail').fill('teste.cadastro@gmial.com');
  await campo(page, 'E-mail').blur();
  // the common-provider typo is offered and taken
  await editor(page).getByRole('button', { name: 'Você quis dizer teste.cadastro@gmail.com?' }).click();
  await expect(campo(page, 'E-mail')).toHaveValue('teste.cadastro@gmail.com');
  await campo(page, 'Data de nascimento').fill('01/01/2020');
  await campo(page, 'Data de nascimento').blur();
  await expect(editor(page).getByText('A idade mínima para cadastrar-se é de 14 anos!')).toBeVisible();
  await campo(page, 'Data de nascimento').fill('20/04/1995');
  await campo(page, 'Data de nascimento').blur();
  await escolher(page, 'Estado civil', 'Solteiro(a)');
  await escolher(page, 'Sexo', 'Feminino');
  // the state among the 27, the city among the chosen state's, both searchable by keyboard
  await campo(page, 'UF de nascimento').click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(27);
  await campo(page, 'UF de nascimento').fill('Santa Cat');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(campo(page, 'UF de nascimento')).toHaveValue('Santa Catarina (SC)');
  await campo(page, 'Cidade de nascimento').fill('Joinvil');
  // the state's cities arrive from the server: the option is picked once it is offered
  await expect(page.getByRole('listbox').getByRole('option', { name: 'Joinville' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(campo(page, 'Cidade de nascimento')).toHaveValue('Joinville');
  await campo(page, 'Altura (m)').fill('1,70');
  await campo(page, 'Peso (kg)').fill('65');
  await expect(editor(page).getByText('22,5')).toBeVisible();

  await expect(navegacao.getByRole('button', { name: 'Endereço' })).toBeEnabled();
  await secao(page, 'Endereço');
  // the CEP is looked up as soon as it is complete (the local adapter answers from the stored streets)
  const consultaCep = page.waitForResponse((r) => r.url().includes('/api/endereco/buscar-cep/'));
  await campo(page, 'CEP').fill('89201100');
  expect([200, 404]).toContain((await consultaCep).status());
  // 'Buscar CEP': state and city required (it starts with the address's state, if any); the streets
  // found; the one chosen fills the address
  await editor(page).getByRole('button', { name: 'Buscar CEP' }).click();
  const modalCep = page.getByRole('dialog', { name: 'Buscar CEP' });
  const noModal = (rotulo: string) =>
    modalCep.getByLabel(new RegExp(`^${rotulo}`)).and(modalCep.locator('input'));
  await modalCep.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(modalCep.getByText('Selecione no mínimo o Estado e a Cidade para pesquisar.')).toBeVisible();
  await noModal('Estado').fill('Santa Cat');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(noModal('Estado')).toHaveValue('Santa Catarina (SC)');
  await noModal('Cidade').click();
  await page.getByRole('option', { name: 'Joinville', exact: true }).click();
  await modalCep.getByRole('button', { name: 'Pesquisar' }).click();
  const primeira = modalCep.getByRole('row').nth(1);
  await expect(primeira.getByRole('button', { name: 'Escolher' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'curriculo-buscar-cep.png') });
  const cepEscolhido = ((await primeira.getByRole('cell').first().textContent()) ?? '').replace(/\D/g, '');
  const ruaEscolhida = ((await primeira.getByRole('cell').nth(1).textContent()) ?? '').trim();
  expect(cepEscolhido).toHaveLength(8);
  await primeira.getByRole('button', { name: 'Escolher' }).click();
  await expect(modalCep).toBeHidden();
  expect((await campo(page, 'CEP').inputValue()).replace(/\D/g, '')).toBe(cepEscolhido);
  await expect(campo(page, 'Endereço')).toHaveValue(ruaEscolhida);
  await expect(campo(page, 'Cidade')).toHaveValue('Joinville');
  await expect(campo(page, 'UF')).toHaveValue('Santa Catarina (SC)');
  await campo(page, 'Número').fill('500');
  await campo(page, 'Bairro').fill('Centro');

  await secao(page, 'Contato');
  await campo(page, 'Celular').fill('47999887766');
  await campo(page, 'Telefone para recado').fill('4733445566');

  await secao(page, 'Documentos');
  await secao(page, 'Formação');
  await editor(page).getByRole('button', { name: 'Adicionar formação' }).click();
  await escolher(page, 'Nível', 'Médio');
  await escolher(page, 'Situação', 'Concluído');
  await campo(page, 'Instituição').fill('EEB Central');

  await secao(page, 'Cargo');
  await escolher(page, 'Adicionar cargo pretendido', /./);
  await campo(page, 'Turno normal').check();

  await secao(page, 'Acesso WEB');
  await campo(page, 'Senha').fill('abc123');
  await campo(page, 'Confirmação da senha').fill('abc123');
  await campo(page, 'Lembrete da senha').fill('a de sempre');
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'curriculo-novo.png'), fullPage: true });

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Candidato cadastrado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/t\/DadosCandidato\?cdPessoaCandidato=\d+$/);
  const cd = Number(new URL(page.url()).searchParams.get('cdPessoaCandidato'));

  // reopened with what was stored; an existing record opens every section
  await expect(campo(page, 'Nome')).toHaveValue(nome);
  await secao(page, 'Endereço');
  await expect(campo(page, 'Bairro')).toHaveValue('Centro');
  await campo(page, 'Bairro').fill('América');
  await secao(page, 'Empregos anteriores');
  await editor(page).getByRole('button', { name: 'Adicionar emprego' }).click();
  await campo(page, 'Empresa').fill('Metalúrgica Norte');
  await campo(page, 'Último cargo').fill('Auxiliar de produção');
  await campo(page, 'Admissão').fill('01/02/2019');
  await campo(page, 'Demissão').fill('01/02/2018');
  await expect(
    editor(page).getByText('A data de admissão não pode ser posterior à data de demissão!'),
  ).toBeVisible();
  await campo(page, 'Demissão').fill('01/02/2022');
  // a disability record with its report file
  await secao(page, 'Pessoal');
  await editor(page).getByRole('switch', { name: 'Pessoa com deficiência (PCD)' }).check();
  // a stored candidate keeps the disability records in the 'Laudo' section
  await secao(page, 'Laudo');
  await editor(page).getByRole('button', { name: 'Adicionar laudo PCD' }).click();
  await escolher(page, 'Tipo de deficiência', 'Auditiva');
  await campo(page, 'CID').fill('H90.3');
  await editor(page)
    .locator('input[type=file][accept=".doc,.docx,.pdf,.jpg,.jpeg,.png"]')
    .setInputFiles({
      name: 'laudo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Dados do candidato atualizados com sucesso!')).toBeVisible();

  // the photo: png or jpg, checked by the server by its bytes
  await secao(page, 'Pessoal');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  await editor(page)
    .locator('input[type=file][accept="image/png,image/jpeg"]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Foto atualizada com sucesso!')).toBeVisible();
  await expect(editor(page).getByRole('img', { name: 'Foto do candidato' })).toBeVisible();

  await page.reload();
  await secao(page, 'Endereço');
  await expect(campo(page, 'Bairro')).toHaveValue('América');
  await secao(page, 'Empregos anteriores');
  await expect(editor(page).getByRole('heading', { name: 'Último emprego' })).toBeVisible();
  await expect(campo(page, 'Empresa')).toHaveValue('Metalúrgica Norte');
  await secao(page, 'Laudo');
  await expect(editor(page).getByRole('link', { name: 'Ver laudo' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'curriculo-pcd-foto.png'), fullPage: true });
  await secao(page, 'Empregos anteriores');
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'curriculo-edicao.png'), fullPage: true });

  // block and release, each with a reason of 40 characters; the badge follows the server
  const motivo = 'Candidato pediu para não ser chamado por trinta dias úteis.';
  await editor(page).getByRole('button', { name: 'Bloquear', exact: true }).click();
  let dialogo = page.getByRole('dialog', { name: 'Bloquear candidato' });
  await dialogo.getByLabel(/^Motivo/).fill(motivo);
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Candidato bloqueado com sucesso!')).toBeVisible();
  // both the page's header and the record's status say so
  await expect(
    editor(page).getByRole('region', { name: 'Candidato' }).getByText('Bloqueado', { exact: true }),
  ).toBeVisible();
  await expect(
    editor(page).getByRole('tabpanel', { name: 'Currículo' }).getByText('Bloqueado', { exact: true }),
  ).toBeVisible();
  await editor(page).getByRole('button', { name: 'Liberar', exact: true }).click();
  dialogo = page.getByRole('dialog', { name: 'Liberar candidato' });
  await dialogo.getByLabel(/^Motivo/).fill(motivo);
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Candidato liberado com sucesso!')).toBeVisible();
  await expect(editor(page).getByText('Liberado', { exact: true })).toBeVisible();
  await expect(editor(page).getByText('Bloqueado', { exact: true })).toHaveCount(0);

  // the saved candidate is found by the candidate search at once
  const busca = await page.request.get(`/api/candidato/pesquisa/nr_documento_cpf=${cpf}`);
  expect((await busca.json()).map((r: { CODIGO_PESSOA: number }) => r.CODIGO_PESSOA)).toEqual([cd]);
});
