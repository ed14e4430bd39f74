import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { abasDoMenu, filtrarMenu, MENU } from '@backoffice/domain/menu';
import { PERFIS_DEMO } from '@backoffice/domain/perfis';
import { entrar, expect, menu, semViolacoesGraves, test } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

test.beforeAll(() => {
  fs.mkdirSync(pastaCapturas, { recursive: true });
});

test('sem LEGACY_SITE_URL nenhuma entrada do menu abre o site principal', async ({ page }) => {
  // every tab entry the administrator sees (the Help Desk user; no outside address configured), each
  // page once (a tab several groups offer, as Contratações, is the same page)
  const abas = [
    ...new Map(
      abasDoMenu(
        filtrarMenu(MENU, {
          permissoes: PERFIS_DEMO.admin.permissoes,
          cdUnid: 1,
          usuarioHelpDesk: true,
          siteLegado: false,
          enderecos: { webMail: null, rhbsaas: null, dayOne: null },
        }),
      ).map((a) => [a.aba, a]),
    ).values(),
  ];
  // a whole page load each: the walk's time grows with the menu
  test.setTimeout(60_000 + abas.length * 10_000);
  await entrar(page, 'admin');
  expect(abas.map((a) => a.aba)).toContain('SelecaoAberturaRequisicao');
  expect(abas.map((a) => a.aba)).not.toContain('AdminPaginasLegado');
  await expect(menu(page).getByText('Páginas do site principal')).toHaveCount(0);
  const pagina = page.getByTestId('aba-ativa');
  for (const a of abas) {
    await page.goto(`/t/${a.aba}`);
    await expect(pagina, a.aba).toBeVisible();
    // the page has drawn something of its own (not the loader)
    await expect
      .poll(async () => (await pagina.innerText()).trim().length, { message: a.aba })
      .toBeGreaterThan(10);
    await expect(pagina.locator('[aria-busy="true"]'), a.aba).toHaveCount(0);
    await expect(pagina, a.aba).not.toContainText('Site principal não configurado');
    await expect(pagina, a.aba).not.toContainText('LEGACY_SITE_URL');
    await expect(pagina, a.aba).not.toContainText('Em breve');
    await expect(pagina.locator('iframe'), a.aba).toHaveCount(0);
  }
  // the client's page as well (DADOS DO CLIENTE)
  await page.goto('/t/DadosCliente?cdPessoa=1&cdEmpresa=1');
  await expect.poll(async () => (await pagina.innerText()).trim().length).toBeGreaterThan(10);
  await expect(pagina).not.toContainText('Site principal não configurado');
  await expect(pagina.locator('iframe')).toHaveCount(0);
  // the choice of the legacy pages is not offered without the site
  await page.goto('/t/AdminPaginasLegado');
  await expect(page.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();
});

test('Cadastros › Áreas e Motivos de reprovação: criar, recusar repetido, desativar e excluir', async ({
  page,
}) => {
  await entrar(page, 'admin');
  await menu(page).getByText('Cadastros').click();
  await menu(page).getByRole('link', { name: 'Áreas' }).click();
  const pagina = page.getByTestId('aba-ativa');
  await expect(pagina.getByRole('heading', { name: 'Áreas' })).toBeVisible();
  const tabela = pagina.getByRole('table', { name: 'Áreas' });
  // the defaults of a new company
  await expect(tabela.getByRole('row', { name: /Recursos Humanos/ })).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'cadastro-areas.png'), fullPage: true });

  const nome = `Engenharia ${Date.now() % 100000}`;
  await pagina.getByRole('button', { name: 'Nova', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Nova área' });
  await modal.getByRole('textbox', { name: /^Nome/ }).fill('recursos humanos');
  await expect(modal.getByText('Já existe um registro com este nome neste cadastro.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await modal.getByRole('textbox', { name: /^Nome/ }).fill(nome);
  await semViolacoesGraves(page);
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal).toHaveCount(0);
  const linha = tabela.getByRole('row', { name: new RegExp(nome) });
  await expect(linha).toBeVisible();

  await linha.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Desativar' }).click();
  await expect(linha.getByText('Inativo')).toBeVisible();
  await linha.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Excluir registro' });
  await confirmar.getByRole('button', { name: 'Excluir' }).click();
  await expect(linha).toHaveCount(0);

  await menu(page).getByRole('link', { name: 'Motivos de reprovação' }).click();
  await expect(pagina.getByRole('heading', { name: 'Motivos de reprovação' })).toBeVisible();
  await expect(
    pagina.getByRole('table', { name: 'Motivos de reprovação' }).getByRole('row').nth(1),
  ).toBeVisible();
  await semViolacoesGraves(page);
});

test('Help Desk: as interações de um help, da mais antiga à mais nova, e uma nova', async ({ page }) => {
  await entrar(page, 'admin');
  await page.goto('/t/helpdesk');
  const pagina = page.getByTestId('aba-ativa');
  const tabela = pagina.getByRole('table', { name: 'Helps' });
  const botao = tabela.getByRole('button', { name: /^Interações do help \d+/ }).first();
  await expect(botao).toBeVisible();
  await botao.click();
  const dialogo = page.getByRole('dialog', { name: /^Interações do help \d+/ });
  const texto = `Verifiquei o acesso ${Date.now() % 100000}.`;
  await dialogo.getByRole('textbox', { name: 'Nova interação' }).fill(texto);
  await dialogo.getByRole('button', { name: 'Enviar' }).click();
  const lista = dialogo.getByRole('list', { name: 'Interações' });
  const ultima = lista.getByRole('listitem').last();
  await expect(ultima).toContainText(texto);
  await expect(ultima).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(dialogo.getByRole('textbox', { name: 'Nova interação' })).toHaveValue('');
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'help-desk-interacoes.png'), fullPage: true });
});
