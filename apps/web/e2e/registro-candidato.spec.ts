import fs from 'node:fs';
import path from 'node:path';
import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { MENSAGENS_PORTAL } from '@backoffice/domain/portal';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

/** The last e-mail the server sent to an address (the test's SMTP mailbox), parsed. */
async function ultimoEmail(para: string): Promise<{ assunto: string; texto: string }> {
  const pasta = process.env.E2E_EMAILS ?? '';
  for (let i = 0; i < 150; i++) {
    for (const arquivo of fs.readdirSync(pasta).sort().reverse()) {
      const m = await simpleParser(fs.readFileSync(path.join(pasta, arquivo)));
      if (m.to && !Array.isArray(m.to) && m.to.value.some((e) => e.address === para))
        return { assunto: m.subject ?? '', texto: m.text ?? '' };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Nenhum e-mail para ${para}`);
}

/** A valid CPF no demo candidate has (the time makes it new on each run). */
function cpfNovo(): string {
  const base = String((Date.now() + 7) % 1_000_000_000).padStart(9, '0');
  const dv = (d: string, p: number) => {
    let s = 0;
    for (let i = 0; i < d.length; i++) s += Number(d[i]) * (p - i);
    const r = s % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, 10);
  return `${base}${d1}${dv(base + d1, 11)}`;
}

const editor = (page: Page) => page.getByTestId('aba-ativa');

/** A field of the editor by its label (a required one's label ends in ' *'). */
function campo(page: Page, rotulo: string) {
  const texto = rotulo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return editor(page)
    .getByLabel(new RegExp(`^${texto}( \\*)?$`))
    .and(editor(page).locator('input, textarea'));
}

async function escolher(page: Page, nome: string, opcao: string | RegExp) {
  await campo(page, nome).click();
  await page.getByRole('option', { name: opcao }).first().click();
}

/** A section's entry in the editor's menu (its name, then what it holds pending, if anything). */
function entrada(page: Page, nome: string) {
  return editor(page)
    .getByRole('navigation', { name: 'Seções do currículo' })
    .getByRole('button', { name: new RegExp(`^${nome}(, .*)?$`) });
}

async function secao(page: Page, nome: string) {
  await entrada(page, nome).click();
  await expect(editor(page).getByRole('heading', { name: nome, level: 3 })).toBeVisible();
}

/** Counts the saves the page sends. */
function contarSalvamentos(page: Page) {
  const enviados: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/candidato/salvar-curriculo')) enviados.push(r.url());
  });
  return enviados;
}

/** A demo candidate's code (the last of the unblocked ones, in name order). */
async function candidatoDemo(page: Page): Promise<number> {
  const r = await page.request.get('/api/candidato/pesquisa/id_bloqueado=N');
  expect(r.status()).toBe(200);
  const linhas = (await r.json()) as { CODIGO_PESSOA: number }[];
  expect(linhas.length).toBeGreaterThan(0);
  return (linhas.at(-1) as { CODIGO_PESSOA: number }).CODIGO_PESSOA;
}

test('Criar currículo: as seções abrem conforme os dados, um Salvar cadastra, sem senha o candidato recebe o e-mail', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await entrar(page, 'selecao', undefined, '/t/SelecaoEntrar?aba=criarCurriculo');
  // a CEP the local lookup knows (a demo candidate's street)
  const demo = await (
    await page.request.get(`/api/candidato/dados-candidato/${await candidatoDemo(page)}`)
  ).json();
  const cep = String(demo.CD_CEP).replace(/\D/g, '');
  expect(cep).toHaveLength(8);
  const salvamentos = contarSalvamentos(page);
  const email = `registro.${Date.now()}@exemplo.com.br`;

  await expect(editor(page).getByRole('heading', { name: 'Pessoal', level: 3 })).toBeVisible();
  await expect(entrada(page, 'Endereço')).toBeDisabled();
  await expect(entrada(page, 'Acesso WEB')).toBeDisabled();
  await campo(page, 'Nome').fill(`Registro Único ${Date.now() % 100_000}`);
  await campo(page, 'CPF').fill(cpfNovo());
  await campo(page, 'E-mail').fill(email);
  await campo(page, 'Data de nascimento').fill('12/08/1994');
  await campo(page, 'Data de nascimento').blur();
  await escolher(page, 'Estado civil', 'Solteiro(a)');
  await escolher(page, 'Sexo', 'Masculino');
  await campo(page, 'UF de nascimento').fill('Santa Cat');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await campo(page, 'Cidade de nascimento').fill('Joinvil');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(campo(page, 'Cidade de nascimento')).toHaveValue('Joinville');

  // the personal data valid: the address and the web access open, with no save
  await expect(entrada(page, 'Endereço')).toBeEnabled();
  await expect(entrada(page, 'Acesso WEB')).toBeEnabled();
  await expect(entrada(page, 'Contato')).toBeDisabled();
  await secao(page, 'Endereço');
  const consultaCep = page.waitForResponse((r) => r.url().includes('/api/endereco/buscar-cep/'));
  await campo(page, 'CEP').fill(cep);
  expect((await consultaCep).status()).toBe(200);
  await expect(campo(page, 'Endereço')).not.toHaveValue('');
  if ((await campo(page, 'Bairro').inputValue()) === '') await campo(page, 'Bairro').fill('Centro');
  await campo(page, 'Número').fill('120');

  await expect(entrada(page, 'Contato')).toBeEnabled();
  await expect(entrada(page, 'Formação')).toBeDisabled();
  await secao(page, 'Contato');
  await campo(page, 'Celular').fill('47999887766');
  await campo(page, 'Telefone para recado').fill('4733445566');

  await expect(entrada(page, 'Formação')).toBeEnabled();
  await expect(entrada(page, 'Cargo')).toBeDisabled();
  await secao(page, 'Formação');
  await editor(page).getByRole('button', { name: 'Adicionar formação' }).click();
  await escolher(page, 'Nível', 'Médio');
  await escolher(page, 'Situação', 'Concluído');

  await expect(entrada(page, 'Cargo')).toBeEnabled();
  await expect(entrada(page, 'Empregos anteriores')).toBeDisabled();
  await secao(page, 'Cargo');
  await escolher(page, 'Adicionar cargo pretendido', /./);
  await campo(page, 'Turno normal').check();
  await expect(entrada(page, 'Empregos anteriores')).toBeEnabled();

  // the web access left empty: the candidate will create the password from the e-mail
  await secao(page, 'Acesso WEB');
  await expect(editor(page).getByText(M.senhaOpcional)).toBeVisible();
  await expect(campo(page, 'Senha')).toHaveValue('');
  await semViolacoesGraves(page);
  expect(salvamentos).toEqual([]);

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText(M.sucessoCadastro)).toBeVisible();
  await expect(page).toHaveURL(/\/t\/DadosCandidato\?cdPessoaCandidato=\d+$/);
  expect(salvamentos).toHaveLength(1);

  const mensagem = await ultimoEmail(email);
  expect(mensagem.assunto).toBe(MENSAGENS_PORTAL.assuntoPrimeiroAcesso);
  expect(mensagem.texto).toMatch(/\/vagas\/nova-senha\?token=[A-Za-z0-9_-]{43}/);
});

test('um candidato existente salva só o complemento; um CEP inválido é recusado ao lado do campo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  const cd = await candidatoDemo(page);
  const salvamentos = contarSalvamentos(page);
  await page.goto(`/t/DadosCandidato?cdPessoaCandidato=${cd}`);
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeVisible({ timeout: 30_000 });

  // only the complement changes: the address section's rules hold, whatever the others lack
  await secao(page, 'Endereço');
  const complemento = `Bloco ${Date.now() % 1000}`;
  await campo(page, 'Complemento').fill(complemento);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText(M.sucessoAtualizacao)).toBeVisible();
  expect(salvamentos).toHaveLength(1);
  await expect(campo(page, 'Complemento')).toHaveValue(complemento);

  // a CEP of three digits: the message beside the field, the section marked, nothing sent
  await campo(page, 'CEP').fill('123');
  await secao(page, 'Pessoal');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(editor(page).getByRole('heading', { name: 'Endereço', level: 3 })).toBeVisible();
  await expect(campo(page, 'CEP')).toHaveAttribute('aria-invalid', 'true');
  await expect(campo(page, 'CEP')).toHaveAccessibleDescription(M.cepInvalido);
  // once, beside the field (no toast repeats it)
  await expect(page.getByText(M.cepInvalido, { exact: true })).toHaveCount(1);
  await expect(entrada(page, 'Endereço')).toHaveAccessibleName('Endereço, 1 pendência');
  await semViolacoesGraves(page);
  expect(salvamentos).toHaveLength(1);
});
