import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MENSAGENS_PORTAL } from '@backoffice/domain/portal';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { criarCatalogosCurriculo } from '../../../test/curriculo-fixtures';
import { createTestApp, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';
import { apoioPortal, cpfValido } from '../../../test/portal-fixtures';
import {
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
} from '../../../test/vaga-fixtures';
import { consultar } from '../../db/client';

/** What the portal's test files share: the app and its key, and requests as a browser sends them. */
export const SEGREDO = 'segredo-de-teste-do-portal-com-32-caracteres';
export const DIA = 86_400_000;

export const PUBLICADA: DadosVaga = {
  id_libera_internet: 'S',
  dt_libera_internet: new Date(Date.now() - DIA),
  ds_observacao_internet: 'Vaga para solda MIG em estruturas metálicas, turno da manhã.',
};

export interface EstadoPortal {
  t: TestApp;
  web: string;
  cliente: number;
  analista: Sessao;
}

/**
 * One app per test file, built in its beforeAll and closed in its afterAll: the portal's settings
 * (stamps under a test key, a 3 s form minimum, no render cache, a public address), a built
 * back-office page (to prove its fallback never answers the portal's paths), e-mails kept in memory,
 * the vacancies' and the resume's catalogues, a client and an analyst.
 */
export function usarAppDoPortal() {
  const estado = {} as EstadoPortal;
  const emails: { para: string; assunto: string; texto: string }[] = [];
  beforeAll(async () => {
    estado.web = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.writeFileSync(path.join(estado.web, 'index.html'), '<!doctype html><title>Back-office</title>');
    const t = await createTestApp(
      {
        PORTAL_SECRET: SEGREDO,
        PORTAL_FORM_MIN_SECONDS: '3',
        PORTAL_CACHE_SECONDS: '0',
        PORTAL_PUBLIC_URL: 'https://vagas.exemplo.com.br',
      },
      { webDistDir: estado.web },
    );
    estado.t = t;
    (t.app.deps.mensageria as { email: unknown }).email = {
      nome: 'local',
      enviar: async (m: { para: string; assunto: string; texto: string }) => {
        emails.push(m);
        return { id: String(emails.length) };
      },
    };
    await criarCatalogosVaga(t.app.deps.db);
    // countries, states, education levels: what the resume's save checks
    await criarCatalogosCurriculo(t.db.handle);
    await t.app.deps.db.execute(
      sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (501, 'Soldador'), (502, 'Auxiliar de produção'), (503, 'Analista fiscal')`,
    );
    estado.cliente = await criarCliente(t.app.deps.db, 'Metalúrgica Segredo Industrial');
    estado.analista = await loginComUsuario(t.app, 'selecao');
  });
  afterAll(async () => {
    await estado.t?.close();
    if (estado.web) fs.rmSync(estado.web, { recursive: true, force: true });
  });

  const { carimbos, carimbo, formCandidatura } = apoioPortal(SEGREDO);

  async function vaga(dados: DadosVaga = {}): Promise<number> {
    const db = estado.t.app.deps.db;
    const req = await criarRequisicao(db, estado.cliente);
    return criarVaga(
      db,
      { cliente: estado.cliente, requisicao: req },
      { cd_cargo: 501, ...PUBLICADA, ...dados },
    );
  }
  const get = (url: string, cookie?: string) =>
    estado.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const postForm = (url: string, campos: Record<string, string>, headers: Record<string, string> = {}) =>
    estado.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(campos).toString(),
    });
  const cookieCandidato = (res: LightMyRequestResponse) => {
    const c = res.cookies.find((x) => x.name === 'sessao_candidato');
    return c ? `sessao_candidato=${c.value}` : '';
  };
  const contar = async (q: ReturnType<typeof sql>) =>
    Number((await consultar<{ n: number }>(estado.t.app.deps.db, q))[0].n);

  return { estado, emails, carimbos, carimbo, formCandidatura, vaga, get, postForm, cookieCandidato, contar };
}

export type AppDoPortal = ReturnType<typeof usarAppDoPortal>;

/**
 * A candidate with access to the area, as the portal makes one: Maria applies asking for access and
 * sets her first password from the e-mailed link. Beside her, a record without a password (an
 * application that did not ask for access). Runs in the caller's beforeAll.
 */
export async function candidataComSenha(p: AppDoPortal, senha: string) {
  const { postForm, formCandidatura, carimbo, emails, vaga } = p;
  const cpf = cpfValido(20);
  const nr = await vaga();
  const semSenha = await postForm(`/vagas/${nr}-soldador/candidatar`, formCandidatura(nr, cpfValido(1)));
  expect(semSenha.statusCode).toBe(201);
  const res = await postForm(
    `/vagas/${nr}-soldador/candidatar`,
    formCandidatura(nr, cpf, {
      ds_email: 'maria@example.com',
      nm_pessoa: 'Maria Souza',
      quero_acesso: 'S',
    }),
  );
  expect(res.statusCode).toBe(201);
  // the first password is set from the link sent to the record's e-mail
  await new Promise((r) => setTimeout(r, 50));
  const link = emails.filter((m) => m.para === 'maria@example.com').at(-1);
  expect(link?.assunto).toBe(MENSAGENS_PORTAL.assuntoPrimeiroAcesso);
  const token = /nova-senha\?token=([A-Za-z0-9_-]{43})/.exec(link?.texto ?? '')?.[1] ?? '';
  const definida = await postForm('/vagas/nova-senha', {
    token,
    nm_senha_web: senha,
    nm_senha_confirmacao: senha,
    ds_lembrete_senha_web: 'o de sempre',
    carimbo: carimbo('nova-senha'),
  });
  expect(definida.body).toContain(MENSAGENS_PORTAL.senhaRedefinida);
  return { cpf, nr };
}
