import { MENSAGENS_CLIENTES as M } from '@backoffice/domain/clientes';
import type { Locator, Page } from '@playwright/test';
import { entrar, expect, menu, semViolacoesGraves, test } from './apoio';

/** A CNPJ with right check digits from an 8-digit root (head office 0001). */
function cnpj(raiz: number): string {
  const digito = (base: string) => {
    const pesos =
      base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const resto = pesos.reduce((s, p, i) => s + Number(base[i]) * p, 0) % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const b = `${String(raiz).padStart(8, '0')}0001`;
  const d1 = digito(b);
  return `${b}${d1}${digito(`${b}${d1}`)}`;
}

const aba = (page: Page) => page.getByTestId('aba-ativa');
/** A text field by the start of its label (required ones end in ' *'). */
const campo = (escopo: Locator, rotulo: string) =>
  escopo.getByRole('textbox', { name: new RegExp(`^${rotulo}( \\*)?$`) });

/** Picks an option of a Mantine select. */
async function escolher(page: Page, escopo: Locator, rotulo: string, opcao: string) {
  await escopo.getByRole('combobox', { name: rotulo, exact: true }).click();
  await page.getByRole('option', { name: opcao, exact: true }).click();
}

test('Clientes: a manager registers a client with a contact, a position and a cost centre; a repeated CNPJ links to it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await entrar(page, 'selecao');
  const documento = cnpj(60_000_000 + Math.floor(Math.random() * 30_000_000));

  // a street of Joinville the demo's CEP lookup knows
  const ceps = await page.request.post('/api/endereco/buscar-ceps', {
    data: { uf: 'SC', cidade: 'Joinville', nome: '', pagina: 1 },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(ceps.ok()).toBe(true);
  const rua = ((await ceps.json()) as { linhas: { CD_CEP: string; ENDERECO: string | null }[] }).linhas.find(
    (l) => l.ENDERECO,
  )!;

  // Seleção › Clientes: the list, then 'Novo cliente'
  await menu(page).getByText('Seleção', { exact: true }).click();
  await menu(page).getByText('Clientes', { exact: true }).click();
  await expect(aba(page).getByRole('heading', { name: 'Clientes' })).toBeVisible();
  await expect(aba(page).getByRole('table', { name: 'Clientes' }).getByRole('row').nth(1)).toBeVisible();
  await semViolacoesGraves(page);

  await aba(page).getByRole('button', { name: 'Novo cliente' }).click();
  const form = aba(page).getByRole('form', { name: 'Novo cliente' });
  await expect(form).toBeVisible();
  // the rules answer beside the fields before anything is sent
  await form.getByRole('button', { name: 'Cadastrar cliente' }).click();
  await expect(form.getByText(M.cnpjObrigatorio)).toBeVisible();
  await semViolacoesGraves(page);

  await campo(form, 'CNPJ').fill(documento);
  await campo(form, 'Razão social').fill('Parafusos Exemplares do Sul Ltda');
  await campo(form, 'Nome fantasia \\(apelido\\)').fill('Parafusos Exemplares');
  await campo(form, 'E-mail').fill('rh@parafusos.com.br');
  const consulta = page.waitForResponse((r) => r.url().includes('/api/endereco/buscar-cep/'));
  await campo(form, 'CEP').fill(rua.CD_CEP);
  expect((await consulta).status()).toBe(200);
  await expect(campo(form, 'Logradouro')).toHaveValue(rua.ENDERECO!);
  await expect(campo(form, 'Cidade')).toHaveValue('Joinville');
  await campo(form, 'Número').fill('1500');
  await escolher(page, form, 'Região', 'Norte');
  await form.getByRole('textbox', { name: 'Número do telefone 1' }).fill('(47) 3333-0001');
  await form.getByRole('textbox', { name: 'Ramal 1' }).fill('12');
  await form.getByRole('textbox', { name: 'Número de funcionários' }).fill('320');
  await form.getByRole('button', { name: 'Cadastrar cliente' }).click();

  // the client's page replaces the new-client tab
  await expect(aba(page).getByRole('heading', { name: 'Parafusos Exemplares' })).toBeVisible();
  await expect(aba(page).getByRole('tab', { name: 'Dados' })).toHaveAttribute('aria-selected', 'true');
  await semViolacoesGraves(page);

  // a contact: a mobile of the wrong shape is refused beside it
  await aba(page).getByRole('tab', { name: 'Contatos' }).click();
  await aba(page).getByRole('button', { name: 'Novo contato' }).click();
  const contato = page.getByRole('dialog', { name: 'Novo contato' });
  await campo(contato, 'Nome').fill('Ana Compras');
  await campo(contato, 'Cargo').fill('Gerente de RH');
  await contato.getByRole('textbox', { name: 'Data de nascimento' }).fill('12/04/1985');
  await contato.getByRole('textbox', { name: 'Número do telefone 1' }).fill('(47) 3333-0002');
  await contato.getByRole('button', { name: 'Adicionar telefone' }).click();
  await contato.getByRole('textbox', { name: 'Número do telefone 2' }).fill('(47) 3333-0003');
  await contato.getByRole('button', { name: 'Salvar' }).click();
  await expect(contato.getByText(M.celularInvalido)).toBeVisible();
  await semViolacoesGraves(page);
  await contato.getByRole('textbox', { name: 'Número do telefone 2' }).fill('(47) 98888-0004');
  await contato.getByRole('button', { name: 'Salvar' }).click();
  await expect(contato).toBeHidden();
  await expect(aba(page).getByRole('table', { name: 'Contatos do cliente' })).toContainText('Ana Compras');
  await semViolacoesGraves(page);

  // a position with its internal one
  await aba(page).getByRole('tab', { name: 'Cargos' }).click();
  await aba(page).getByRole('button', { name: 'Novo cargo' }).click();
  const cargo = page.getByRole('dialog', { name: 'Novo cargo do cliente' });
  await campo(cargo, 'Nome do cargo no cliente').fill('Montador de parafusos');
  await cargo.getByRole('combobox', { name: 'Cargo interno' }).click();
  await page.getByRole('option').first().click();
  await semViolacoesGraves(page);
  await cargo.getByRole('button', { name: 'Salvar' }).click();
  await expect(cargo).toBeHidden();
  await expect(aba(page).getByRole('table', { name: 'Cargos do cliente' })).toContainText(
    'Montador de parafusos',
  );

  // a cost centre
  await aba(page).getByRole('tab', { name: 'Centros de custo' }).click();
  await aba(page).getByRole('button', { name: 'Novo centro de custo' }).click();
  const centro = page.getByRole('dialog', { name: 'Novo centro de custo' });
  await campo(centro, 'Código no cliente').fill('CC-100');
  await campo(centro, 'Nome').fill('Expedição');
  await centro.getByRole('button', { name: 'Salvar' }).click();
  await expect(centro).toBeHidden();
  await expect(aba(page).getByRole('table', { name: 'Centros de custo do cliente' })).toContainText('CC-100');
  await semViolacoesGraves(page);
  await aba(page).getByRole('tab', { name: 'Tipos de processo' }).click();
  await expect(aba(page).getByText('Nenhum tipo de processo cadastrado.')).toBeVisible();
  await semViolacoesGraves(page);

  // read back after a reload
  await page.reload();
  await expect(aba(page).getByRole('heading', { name: 'Parafusos Exemplares' })).toBeVisible();
  const dados = aba(page).getByRole('form', { name: /^Dados do cliente/ });
  await expect(campo(dados, 'CNPJ')).toHaveValue(
    documento.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
  );
  await expect(campo(dados, 'Logradouro')).toHaveValue(rua.ENDERECO!);
  await expect(dados.getByRole('textbox', { name: 'Número do telefone 1' })).toHaveValue('4733330001');
  await expect(dados.getByRole('textbox', { name: 'Ramal 1' })).toHaveValue('12');
  await aba(page).getByRole('tab', { name: 'Contatos' }).click();
  const linhaAna = aba(page).getByRole('row', { name: /Ana Compras/ });
  await expect(linhaAna).toContainText('12/04/1985');
  await expect(linhaAna).toContainText('(47) 98888-0004');
  await aba(page).getByRole('tab', { name: 'Cargos' }).click();
  await expect(aba(page).getByRole('row', { name: /Montador de parafusos/ })).toBeVisible();
  await aba(page).getByRole('tab', { name: 'Centros de custo' }).click();
  await expect(aba(page).getByRole('row', { name: /CC-100/ })).toContainText('Expedição');

  // the same CNPJ again: refused beside the field, with the link that opens the existing client
  await page.goto('/t/DadosCliente');
  const outro = aba(page).getByRole('form', { name: 'Novo cliente' });
  await campo(outro, 'CNPJ').fill(documento);
  await campo(outro, 'Razão social').fill('Outra Razão Ltda');
  await campo(outro, 'Nome fantasia \\(apelido\\)').fill('Outra');
  await campo(outro, 'CEP').fill(rua.CD_CEP);
  await expect(campo(outro, 'Logradouro')).toHaveValue(rua.ENDERECO!);
  await campo(outro, 'Número').fill('1');
  await outro.getByRole('textbox', { name: 'Número do telefone 1' }).fill('(47) 3333-0009');
  await outro.getByRole('button', { name: 'Cadastrar cliente' }).click();
  await expect(outro.getByText(M.cnpjDuplicado('Parafusos Exemplares'))).toBeVisible();
  await semViolacoesGraves(page);
  await outro.getByRole('button', { name: M.abrirExistente }).click();
  await expect(aba(page).getByRole('heading', { name: 'Parafusos Exemplares' })).toBeVisible();
});
