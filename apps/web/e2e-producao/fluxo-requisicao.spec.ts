import type { Locator, Page } from '@playwright/test';
import { abrirEdicao, entrar, expect, menu, semViolacoesGraves, test } from '../e2e/apoio';
import { ADMIN, primeiroAcesso, SENHA_ADMIN } from './apoio-producao';

// The start of the workflow on an empty production database: with only the first administrator and
// two users, a selection manager registers a client (a contact, a position, a cost centre) and opens
// a requisition of two lines; the analyst finds its three vacancies, releases one to the portal, a
// candidate applies there and appears among the vacancy's web candidates.

const CABECALHOS = { 'x-requested-with': 'XMLHttpRequest' };

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

/** A valid CPF (check digits computed) from a random base. */
function cpfAleatorio(): string {
  const base = Array.from({ length: 9 }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10),
  );
  const dv = (ds: number[]) => {
    const r = (ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return [...base, d1, dv([...base, d1])].join('');
}

const aba = (page: Page) => page.getByTestId('aba-ativa');
/** A text field by its label (required ones end in ' *'). */
const campo = (escopo: Locator, rotulo: string) =>
  escopo.getByRole('textbox', { name: new RegExp(`^${rotulo}( \\*)?$`) });

/** Picks an option of a select: the first one, or the one named. */
async function escolher(page: Page, select: Locator, opcao: string | RegExp | null) {
  await select.click();
  const lista = page.locator(`#${await select.getAttribute('aria-controls')}`);
  await (opcao === null
    ? lista.getByRole('option').first()
    : lista.getByRole('option', { name: opcao })
  ).click();
}

test('do cliente à candidatura: cliente, requisição de duas linhas, Minhas Vagas, portal e candidatos web', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  expect(SENHA_ADMIN, 'PRODUCAO_ADMIN_SENHA').not.toBe('');

  // the administrator creates the two users of the day (the screens of Usuários are walked in primeiro-dia)
  await entrar(page, ADMIN, SENHA_ADMIN);
  const perfis = (await (await page.request.get('/api/admin/perfis')).json()) as {
    id_perfil: number;
    nm_perfil: string;
  }[];
  const novoUsuario = async (nome: string, login: string, perfil: string) => {
    const idPerfil = perfis.find((p) => p.nm_perfil === perfil)?.id_perfil;
    expect(idPerfil, perfil).toBeDefined();
    const r = await page.request.post('/api/admin/usuarios', {
      headers: CABECALHOS,
      data: {
        nm_login: login,
        nm_pessoa: nome,
        ds_email: null,
        cd_unid: 1,
        cd_setor: null,
        grupos: [],
        nr_telefone: null,
        perfis: [idPerfil],
        permissoes: [],
        id_justifica_cancelamento: 'N',
        id_help_desk: 'N',
        unidades_analista: [],
      },
    });
    expect(r.ok(), await r.text()).toBe(true);
    return ((await r.json()) as { senha_temporaria: string }).senha_temporaria;
  };
  const senhaGestor = await novoUsuario('Gina Gestora', 'gina.gestora', 'Gestor de Seleção');
  const senhaAnalista = await novoUsuario('Ana Analista', 'ana.analista', 'Analista de Seleção');

  // the manager registers the client: no CEP table on an empty database, the address is typed
  const gestora = await primeiroAcesso(browser, baseURL!, 'gina.gestora', senhaGestor);
  const g = gestora.page;
  await menu(g).getByText('Seleção', { exact: true }).click();
  await menu(g).getByText('Clientes', { exact: true }).click();
  await expect(aba(g).getByRole('heading', { name: 'Clientes' })).toBeVisible();
  await semViolacoesGraves(g);
  await aba(g).getByRole('button', { name: 'Novo cliente' }).click();
  const form = aba(g).getByRole('form', { name: 'Novo cliente' });
  await campo(form, 'CNPJ').fill(cnpj(40_000_000 + Math.floor(Math.random() * 50_000_000)));
  await campo(form, 'Razão social').fill('Metalúrgica Primeira Ltda');
  await campo(form, 'Nome fantasia \\(apelido\\)').fill('Metalúrgica Primeira');
  await campo(form, 'E-mail').fill('rh@metalurgica.com.br');
  await campo(form, 'CEP').fill('01310-100');
  await campo(form, 'Logradouro').fill('Avenida Paulista');
  await campo(form, 'Número').fill('1000');
  await campo(form, 'Bairro').fill('Bela Vista');
  await campo(form, 'Cidade').fill('São Paulo');
  await escolher(g, form.getByRole('combobox', { name: /^UF/ }), 'SP');
  await form.getByRole('textbox', { name: 'Número do telefone 1' }).fill('(11) 3333-0001');
  await form.getByRole('textbox', { name: 'Número de funcionários' }).fill('180');
  await semViolacoesGraves(g);
  await form.getByRole('button', { name: 'Cadastrar cliente' }).click();
  await expect(aba(g).getByRole('heading', { name: 'Metalúrgica Primeira' })).toBeVisible();

  await aba(g).getByRole('tab', { name: 'Contatos' }).click();
  await aba(g).getByRole('button', { name: 'Novo contato' }).click();
  const contato = g.getByRole('dialog', { name: 'Novo contato' });
  await campo(contato, 'Nome').fill('Rita Compras');
  await campo(contato, 'Cargo').fill('Gerente de RH');
  await contato.getByRole('textbox', { name: 'Número do telefone 1' }).fill('(11) 3333-0002');
  await contato.getByRole('button', { name: 'Salvar' }).click();
  await expect(contato).toBeHidden();
  await expect(aba(g).getByRole('table', { name: 'Contatos do cliente' })).toContainText('Rita Compras');

  await aba(g).getByRole('tab', { name: 'Cargos' }).click();
  await aba(g).getByRole('button', { name: 'Novo cargo' }).click();
  const cargo = g.getByRole('dialog', { name: 'Novo cargo do cliente' });
  await campo(cargo, 'Nome do cargo no cliente').fill('Soldador MIG');
  await escolher(g, cargo.getByRole('combobox', { name: 'Cargo interno' }), null);
  await cargo.getByRole('button', { name: 'Salvar' }).click();
  await expect(cargo).toBeHidden();

  await aba(g).getByRole('tab', { name: 'Centros de custo' }).click();
  await aba(g).getByRole('button', { name: 'Novo centro de custo' }).click();
  const centro = g.getByRole('dialog', { name: 'Novo centro de custo' });
  await campo(centro, 'Código no cliente').fill('CC-10');
  await campo(centro, 'Nome').fill('Caldeiraria');
  await centro.getByRole('button', { name: 'Salvar' }).click();
  await expect(centro).toBeHidden();
  await expect(aba(g).getByRole('table', { name: 'Centros de custo do cliente' })).toContainText('CC-10');

  // ... and opens a requisition of two lines, 2 + 1 vacancies, for the analyst
  await menu(g).getByText('Abertura de requisição', { exact: true }).click();
  await expect(g.getByRole('heading', { name: 'Abertura de requisição' })).toBeVisible();
  await g.getByRole('combobox', { name: 'Cliente', exact: true }).fill('Metalúrgica');
  await g.getByRole('option', { name: /Metalúrgica Primeira/ }).click();
  await g.getByRole('combobox', { name: 'Requisitante' }).fill('Rita Compras');
  // the department is an autocomplete over Cadastros › Áreas; the typed text is kept as is
  await g.getByRole('combobox', { name: 'Departamento' }).fill('Produção');
  await g.getByRole('combobox', { name: 'Departamento' }).press('Escape');
  await escolher(g, g.getByRole('combobox', { name: 'Tipo da vaga' }), 'Operacional (O)');
  await expect(g.getByRole('combobox', { name: 'Cargo do cliente da linha 1' })).toBeEnabled();
  await escolher(g, g.getByRole('combobox', { name: 'Cargo do cliente da linha 1' }), 'Soldador MIG');
  await g.getByRole('textbox', { name: 'Quantidade da linha 1' }).fill('2');
  await g.getByRole('textbox', { name: 'Salário da linha 1' }).fill('3200');
  await escolher(g, g.getByRole('combobox', { name: 'Centro de custo da linha 1' }), null);
  await escolher(g, g.getByRole('combobox', { name: 'Analista da linha 1' }), 'Ana Analista');
  await g.getByRole('button', { name: 'Adicionar linha' }).click();
  await escolher(g, g.getByRole('combobox', { name: 'Cargo do cliente da linha 2' }), 'Soldador MIG');
  await expect(g.getByRole('combobox', { name: 'Analista da linha 2' })).toHaveValue('Ana Analista');
  await expect(g.getByTestId('total-vagas')).toHaveText('2 linhas · 3 vagas');
  await semViolacoesGraves(g);
  await g.getByRole('button', { name: 'Abrir requisição' }).click();
  await expect(g.getByText(/^Requisição \d+ aberta com 3 vagas\.$/)).toBeVisible({ timeout: 30_000 });
  const botoes = g.getByRole('group', { name: 'Vagas abertas' }).getByRole('button');
  await expect(botoes).toHaveCount(3);
  const vagas = (await botoes.allTextContents()).map((t) => Number(t.replace('Vaga ', '')));
  await gestora.contexto.close();

  // the analyst finds the three in Minhas Vagas and releases the first to the portal
  const analista = await primeiroAcesso(browser, baseURL!, 'ana.analista', senhaAnalista);
  const a = analista.page;
  await a.goto('/t/SelecaoEntrar?aba=minhasVagas');
  const minhas = a.getByRole('table', { name: 'Minhas vagas' });
  for (const nr of vagas) await expect(minhas.locator(`tr[data-testid="vaga-${nr}"]`)).toBeVisible();
  await semViolacoesGraves(a);
  const [nrVaga] = vagas;
  const modal = await abrirEdicao(a, nrVaga);
  await modal.getByRole('tab', { name: 'Divulga Web', exact: true }).click();
  await modal.getByRole('switch', { name: 'Divulgar a vaga na internet' }).check();
  await modal
    .getByRole('textbox', { name: /^Descrição da vaga na internet/ })
    .fill('Soldagem MIG em estruturas metálicas, leitura de desenho técnico e cuidado com a segurança.');
  await modal.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(a.getByText('Dados divulga web atualizados com sucesso')).toBeVisible();
  await a.keyboard.press('Escape');

  // a candidate applies on the portal, on a phone
  const celular = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const portal = await celular.newPage();
  await portal.goto(`/vagas/${nrVaga}`);
  await expect(portal.getByRole('heading', { level: 2, name: 'Descrição' })).toBeVisible();
  await portal.getByRole('link', { name: 'Candidatar-me a esta vaga' }).click();
  const nome = `Paula Soldadora ${Date.now().toString(36)}`;
  await portal.getByLabel('CPF').fill(cpfAleatorio());
  await portal.getByLabel('Nome completo').fill(nome);
  await portal.getByLabel('E-mail', { exact: true }).fill(`paula.${Date.now().toString(36)}@example.com`);
  await portal.getByLabel('Data de nascimento').fill('15/03/1996');
  await portal.getByLabel('Celular com DDD').fill('11999887766');
  await portal.getByLabel('Outro telefone (recado)').fill('1133330000');
  await portal.getByLabel('Cidade onde mora').fill('São Paulo');
  await portal.getByLabel('UF').fill('SP');
  await portal.getByRole('checkbox', { name: /aviso de privacidade/ }).check();
  await semViolacoesGraves(portal);
  // the form refuses what is sent faster than a person types (PORTAL_FORM_MIN_SECONDS, 3 s by default)
  await portal.waitForTimeout(3100);
  await portal.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(portal.getByRole('status').filter({ hasText: 'Candidatura enviada!' })).toBeVisible();
  await celular.close();

  // ... and is among the vacancy's web candidates
  await a.goto(`/t/VagaCandidatos?nrVaga=${nrVaga}&aba=candidatos_web`);
  await expect(a.getByRole('row').filter({ hasText: nome })).toBeVisible();
  await semViolacoesGraves(a);
  await analista.contexto.close();
});
