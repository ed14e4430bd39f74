import fs from 'node:fs';
import path from 'node:path';
import { dataNegocio, somarDias } from '@backoffice/domain/datas';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

/** The e-mails the server sent to an address so far (the test's SMTP mailbox), by subject. */
async function emailsPara(para: string): Promise<string[]> {
  const pasta = process.env.E2E_EMAILS ?? '';
  const assuntos: string[] = [];
  for (const arquivo of fs.readdirSync(pasta).sort()) {
    const m = await simpleParser(fs.readFileSync(path.join(pasta, arquivo)));
    if (m.to && !Array.isArray(m.to) && m.to.value.some((e) => e.address === para))
      assuntos.push(m.subject ?? '');
  }
  return assuntos;
}

/** An open demo vacancy with a pending related candidate who has an e-mail, in a band of this spec's own. */
async function vagaAbertaComPendente(page: Page): Promise<{ nr: number; nome: string; email: string }> {
  for (let nr = 101; nr <= 139; nr++) {
    const s = await page.request.get(`/api/vaga/situacao/${nr}`);
    if (!s.ok() || ((await s.json()) as { CD_SITUACAO_VAGA: number }).CD_SITUACAO_VAGA !== 1) continue;
    const rel = (await (await page.request.get(`/api/vaga/candidatos-relacionados/${nr}`)).json()) as {
      CD_PESSOA: number;
      ID_SITUACAO: string | null;
    }[];
    for (const c of rel.filter((r) => r.ID_SITUACAO === null)) {
      const d = (await (await page.request.get(`/api/candidato/dados-candidato/${c.CD_PESSOA}`)).json()) as {
        NM_PESSOA: string;
        DS_EMAIL: string | null;
      };
      // a candidate pending in no other closed vacancy: the e-mails counted are this vacancy's
      if (d.DS_EMAIL?.includes('@') && (await emailsPara(d.DS_EMAIL)).length === 0)
        return { nr, nome: d.NM_PESSOA, email: d.DS_EMAIL };
    }
  }
  throw new Error('nenhuma vaga aberta com candidato pendente com e-mail');
}

test('a closed vacancy tells its pending candidates once, and the share is on the management report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await entrar(page, 'selecao');
  const { nr, nome, email } = await vagaAbertaComPendente(page);
  // cancelled for a reason (5, or with billing when the free period is over: the rules choose)
  const [motivo] = (await (await page.request.get('/api/vaga/motivos-cancelamento-vaga-list')).json()) as {
    CD_MOTIVO_CANCELAMENTO: number;
  }[];
  const faturamento = somarDias(dataNegocio(), 7);
  let fechada = false;
  for (const cd_situacao_vaga of [5, 9]) {
    const r = await page.request.put('/api/vaga/situacao-vaga', {
      headers: CSRF,
      data: {
        nr_vaga: nr,
        cd_situacao_vaga,
        cd_motivo_cancelamento: motivo.CD_MOTIVO_CANCELAMENTO,
        ds_situacao_vaga: 'O cliente desistiu da contratação.',
        ...(cd_situacao_vaga === 9 ? { dt_faturamento: faturamento, pc_faturamento: 50 } : {}),
      },
    });
    if (r.ok()) {
      fechada = true;
      break;
    }
  }
  expect(fechada).toBe(true);

  // the round runs every few seconds here: the candidate's mailbox gets one closing message
  await expect
    .poll(async () => (await emailsPara(email)).filter((a) => a.endsWith('foi encerrada')), {
      timeout: 30_000,
    })
    .toHaveLength(1);
  // later rounds send nothing again
  await page.waitForTimeout(5_000);
  expect((await emailsPara(email)).filter((a) => a.endsWith('foi encerrada'))).toHaveLength(1);

  // the management report counts it (Seleção - Gerencial › Relatórios › Encerramentos)
  await page.goto('/t/SelecaoGerencial?aba=relatorios');
  await page.getByRole('tab', { name: 'Encerramentos' }).click();
  const regiao = page.getByRole('region', { name: 'Mensagens de encerramento do período' });
  await expect(regiao).toBeVisible();
  const enviadas = regiao.getByText('Mensagens enviadas').locator('xpath=following-sibling::*[1]');
  await expect(enviadas).not.toHaveText('0');
  await semViolacoesGraves(page);
  // the vacancy's history names the closing; the candidate is still pending in it
  const rel = (await (await page.request.get(`/api/vaga/candidatos-relacionados/${nr}`)).json()) as {
    NM_PESSOA: string;
    ID_SITUACAO: string | null;
  }[];
  expect(rel.find((r) => r.NM_PESSOA === nome)?.ID_SITUACAO).toBeNull();
});
