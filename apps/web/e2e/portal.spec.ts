import fs from 'node:fs';
import path from 'node:path';
import { MENSAGENS_LGPD } from '@backoffice/domain/lgpd';
import { MENSAGENS_PORTAL } from '@backoffice/domain/portal';
import { MENSAGENS_CURRICULO_PORTAL } from '@backoffice/domain/portal-curriculo';
import { simpleParser } from 'mailparser';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

/** The last e-mail the server sent to an address (the test's SMTP mailbox), parsed. */
async function ultimoEmail(para: string): Promise<{ assunto: string; texto: string }> {
  const pasta = process.env.E2E_EMAILS ?? '';
  for (let i = 0; i < 50; i++) {
    const arquivos = fs.readdirSync(pasta).sort().reverse();
    for (const arquivo of arquivos) {
      const m = await simpleParser(fs.readFileSync(path.join(pasta, arquivo)));
      if (m.to && !Array.isArray(m.to) && m.to.value.some((e) => e.address === para))
        return { assunto: m.subject ?? '', texto: m.text ?? '' };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Nenhum e-mail para ${para}`);
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
  const ds = [...base, d1, dv([...base, d1])].join('');
  return `${ds.slice(0, 3)}.${ds.slice(3, 6)}.${ds.slice(6, 9)}-${ds.slice(9)}`;
}

// A phone: the candidate's side of the portal.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a candidate finds a vacancy, applies, logs in and follows the application the analyst relates', async ({
  page,
  browser,
}, info) => {
  // the whole journey: the list, a vacancy, applying, the e-mailed link, the area, the resume, LGPD
  test.setTimeout(180_000);
  const tela = (nome: string) => page.screenshot({ path: info.outputPath(`${nome}.png`), fullPage: true });

  // the public list: no back-office bundle, a filter by city
  await page.goto('/vagas');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas abertas' })).toBeVisible();
  await semViolacoesGraves(page);
  await tela('portal-lista');
  const cidade = page.getByLabel('Cidade');
  const primeiraCidade = await cidade.locator('option').nth(1).getAttribute('value');
  await cidade.selectOption(primeiraCidade ?? '');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('status').filter({ hasText: /vagas? encontradas?/ })).toBeVisible();
  expect(page.url()).toContain('cidade=');
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((s) => s.map((e) => (e as HTMLScriptElement).src));
  expect(scripts).toHaveLength(1);

  // a vacancy's page
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Descrição' })).toBeVisible();
  const nrVaga = Number(/\/vagas\/(\d+)-/.exec(page.url())?.[1]);
  expect(nrVaga).toBeGreaterThan(0);
  const titulo = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await semViolacoesGraves(page);
  await tela('portal-vaga');

  // the analyst keeps the vacancy's web applicants open in the back-office
  const analista = await browser.newContext({ viewport: { width: 1366, height: 768 }, baseURL: page.url() });
  const painel = await analista.newPage();
  await entrar(painel, 'selecao');
  await painel.goto(`/t/VagaCandidatos?nrVaga=${nrVaga}&aba=candidatos_web`);
  await expect(painel.getByRole('tab', { name: /Candidatos Web/ })).toBeVisible();

  // apply with a new CPF, asking for access to the candidate's area
  await page.getByRole('link', { name: 'Candidatar-me a esta vaga' }).click();
  const cpf = cpfAleatorio();
  const email = `candidata.${Date.now().toString(36)}@example.com`;
  const nome = `Portal Candidata ${Date.now().toString(36)}`;
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Nome completo').fill(nome);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Data de nascimento').fill('15/03/1996');
  await page.getByLabel('Celular com DDD').fill('47999887766');
  await page.getByLabel('Outro telefone (recado)').fill('4734330000');
  await page.getByLabel('Cidade onde mora').fill('Joinville');
  await page.getByLabel('UF').fill('SC');
  // no password in the form: the link to create it goes to the e-mail
  await expect(page.getByRole('checkbox', { name: /link para criar a senha/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /aviso de privacidade/ }).check();
  await semViolacoesGraves(page);
  await tela('portal-candidatar');
  await page.waitForTimeout(1100); // the form's minimum time (PORTAL_FORM_MIN_SECONDS)
  await page.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Candidatura enviada!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: MENSAGENS_PORTAL.acessoPorEmail })).toBeVisible();
  await semViolacoesGraves(page);
  await tela('portal-candidatura-enviada');

  // the analyst sees it live and relates the candidate, sending the resume
  const linha = painel.getByRole('row').filter({ hasText: nome });
  await expect(linha).toBeVisible();
  await linha.getByRole('button', { name: 'Relacionar' }).click();
  await painel.getByRole('radio', { name: 'Currículo enviado' }).check();
  await painel.getByRole('dialog').getByRole('button', { name: 'Relacionar' }).click();
  await expect(linha.getByText(`Vaga ${nrVaga}`)).toBeVisible();
  await analista.close();

  // the candidate opens the link of the e-mail, creates the password, logs in and sees the application
  const mensagem = await ultimoEmail(email);
  expect(mensagem.assunto).toBe(MENSAGENS_PORTAL.assuntoPrimeiroAcesso);
  const link = /(http:\/\/\S+\/vagas\/nova-senha\?token=[A-Za-z0-9_-]{43})/.exec(mensagem.texto)?.[1] ?? '';
  expect(link.startsWith(process.env.E2E_BASE_URL ?? '-')).toBe(true);
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('portal123');
  await page.getByLabel('Confirme a nova senha').fill('portal123');
  await page.getByLabel('Lembrete da senha').fill('a de sempre');
  await semViolacoesGraves(page);
  await tela('portal-nova-senha');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText(MENSAGENS_PORTAL.senhaRedefinida)).toBeVisible();
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha').fill('portal123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, Portal/ })).toBeVisible();
  const candidatura = page.getByRole('article').filter({ hasText: titulo.trim() });
  await expect(candidatura.getByText('Currículo enviado à empresa')).toBeVisible();
  await semViolacoesGraves(page);
  await tela('portal-minha-area');

  // the candidate completes the resume: what the editor's rules require and the portal did not ask
  await page.getByRole('link', { name: 'Atualizar meu currículo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meu currículo' })).toBeVisible();
  await semViolacoesGraves(page);
  // the address touched: the editor's rules of that section hold (a section left as it was does not
  // ask for what the record never had)
  await page.getByLabel('Número (opcional)').fill('100');
  await page.getByRole('button', { name: 'Salvar currículo' }).click();
  // refused: the messages next to the fields, nothing typed lost
  await expect(page.getByText(MENSAGENS_CURRICULO_PORTAL.confira)).toBeVisible();
  await expect(page.getByLabel('Bairro')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Número (opcional)')).toHaveValue('100');
  await semViolacoesGraves(page);
  await tela('portal-curriculo-erros');
  await page.getByLabel('Sexo').selectOption('F');
  await page.getByLabel('Estado civil').selectOption('S');
  await page.getByLabel('Cidade onde nasceu').fill('Joinville');
  await page.getByLabel('UF onde nasceu').selectOption('SC');
  await page.getByLabel('CEP').fill('89201-000');
  await page.getByLabel('Rua (logradouro)').fill('Rua do Príncipe');
  await page.getByLabel('Número (opcional)').fill('100');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByLabel('Cidade', { exact: true }).fill('Joinville');
  await page.getByLabel('UF', { exact: true }).selectOption('SC');
  await page.getByRole('checkbox', { name: 'Noite' }).check();
  const cargo = page.getByLabel('Acrescentar um cargo (opcional)');
  await cargo.selectOption({ index: 1 });
  const formacao = page.getByRole('group', { name: 'Adicionar uma formação' });
  await formacao.getByLabel('Nível (opcional)').selectOption({ label: 'Médio' });
  await formacao.getByLabel('Situação (opcional)').selectOption({ label: 'Concluído' });
  await formacao.getByLabel('Curso (opcional)').fill('Ensino médio');
  const experiencia = page.getByRole('group', { name: 'Adicionar uma experiência' });
  await experiencia.getByLabel('Empresa (opcional)').fill('Tupy');
  await experiencia.getByLabel('Cargo (opcional)').fill('Auxiliar de produção');
  await experiencia.getByLabel('Início (opcional)').fill('2019-02-01');
  await page.getByRole('button', { name: 'Salvar currículo' }).click();
  await expect(page.getByText(MENSAGENS_CURRICULO_PORTAL.atualizado)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tupy' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Ensino médio' })).toBeVisible();
  await semViolacoesGraves(page);
  await tela('portal-curriculo');
  // the CEP fills the address (the demo's lookup reads the addresses stored, this one's included)
  await page.getByLabel('Rua (logradouro)').fill('');
  await page.getByLabel('Bairro').fill('');
  await page.getByLabel('CEP').fill('89201000');
  await expect(page.getByText(MENSAGENS_CURRICULO_PORTAL.cepPreenchido)).toBeVisible();
  await expect(page.getByLabel('Rua (logradouro)')).toHaveValue('Rua do Príncipe');
  await expect(page.getByLabel('Bairro')).toHaveValue('Centro');
  await page.getByRole('link', { name: 'Voltar para minha área' }).click();

  // the candidate asks for the erasure of their data; a manager finds it in 'Pedidos LGPD' and refuses it
  await page.getByRole('checkbox', { name: /Confirmo que quero pedir a eliminação/ }).check();
  await page.getByRole('button', { name: 'Pedir eliminação' }).click();
  await expect(page.getByText(MENSAGENS_LGPD.eliminacaoPedida)).toBeVisible();
  await semViolacoesGraves(page);
  const gestao = await browser.newContext({ viewport: { width: 1366, height: 768 }, baseURL: page.url() });
  const gestor = await gestao.newPage();
  await entrar(gestor, 'admin');
  await gestor.goto('/t/PedidosLgpd');
  const pedido = gestor.getByRole('row').filter({ hasText: nome });
  await expect(pedido).toBeVisible();
  await semViolacoesGraves(gestor);
  await gestor.screenshot({ path: info.outputPath('pedidos-lgpd.png') });
  await pedido.getByRole('button', { name: 'Recusar' }).click();
  const recusa = gestor.getByRole('dialog', { name: 'Recusar o pedido' });
  await recusa.getByLabel('Motivo da recusa').fill('A candidata tem processo seletivo em andamento.');
  await semViolacoesGraves(gestor);
  await recusa.getByRole('button', { name: 'Recusar' }).click();
  await expect(gestor.getByText(MENSAGENS_LGPD.recusado)).toBeVisible();
  // the segment's label is what a user clicks (its radio input is visually hidden)
  await gestor.getByRole('radiogroup', { name: 'Situação' }).getByText('Recusados').click();
  await expect(gestor.getByRole('radio', { name: 'Recusados' })).toBeChecked();
  await expect(gestor.getByRole('row').filter({ hasText: nome })).toContainText(
    'A candidata tem processo seletivo em andamento.',
  );
  await gestor.screenshot({ path: info.outputPath('pedidos-lgpd-recusado.png') });
  await gestao.close();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Área do candidato' })).toBeVisible();
  await semViolacoesGraves(page);
});
