import { CAMPOS_IMPORTACAO } from '@backoffice/domain/importacao-campos';
import { TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import { afterAll, beforeAll, expect } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';
import { ensureReferenceData } from '../../seed/reference-data';
import { processarImportacao } from './execucao.service';

export let t: TestApp;
export let admin: Sessao;

/** The admin's unit: a client the file gives no unit goes to it. */
export const UNIDADE_ADMIN = 3;
/** The profiles the example file names (the base may already have them, spelled its own way). */
export const PERFIS = { analista: 0, comercial: 0, administrador: 0 };
export const NOMES_PERFIS = { analista: '', comercial: '', administrador: '' };

/** The app, the administrator, the units and the profiles the example files name. */
export function usarAmbienteImportacao(): void {
  beforeAll(async () => {
    t = await createTestApp();
    await ensureReferenceData({ handle: t.db.handle });
    await criarUnidade(t.app.deps.db, {
      cd_empresa: 1,
      nm_empresa: 'Matriz',
      cd_uf: 'SP',
      nm_cidade: 'São Paulo',
    });
    await criarUnidade(t.app.deps.db, { cd_empresa: 2, nm_empresa: 'Joinville' });
    admin = await loginComUsuario(t.app, {
      permissoes: [...TODOS_CODIGOS_PERMISSAO],
      cd_unid: UNIDADE_ADMIN,
      nm_pessoa: 'Ada Admin',
    });
    const codigos = [...TODOS_CODIGOS_PERMISSAO];
    for (const [chave, nome, cods] of [
      ['analista', 'Analista de seleção', codigos.slice(0, 2)],
      ['comercial', 'Comercial', codigos.slice(1, 3)],
      ['administrador', 'Administrador', codigos],
    ] as const) {
      const [p] = await q<{ id_perfil: number; nm_perfil: string }>(
        `INSERT INTO perfil_acesso (nm_perfil, codigos) VALUES ($1, $2)
         ON CONFLICT ((lower(nm_perfil))) DO UPDATE SET codigos = EXCLUDED.codigos RETURNING id_perfil, nm_perfil`,
        [nome, cods],
      );
      PERFIS[chave] = p!.id_perfil;
      NOMES_PERFIS[chave] = p!.nm_perfil;
    }
  });
  afterAll(async () => {
    await t?.close();
  });
}

export const q = <T = Record<string, unknown>>(sql: string, p: unknown[] = []) =>
  t.db.handle.query<T>(sql, p);
export const get = (url: string) => injectAs(t.app, admin.cookie, { method: 'GET', url });
export const post = (url: string, payload?: object) =>
  injectAs(t.app, admin.cookie, { method: 'POST', url, ...(payload ? { payload } : {}) });

export type Tipo = 'clientes' | 'usuarios' | 'vagas';

/** Uploads, runs the dry run with the suggested mapping and waits for it. */
export async function conferir(tipo: Tipo, conteudo: string, existentes: 'A' | 'I' = 'I') {
  const r = await injectAs(t.app, admin.cookie, {
    method: 'POST',
    url: `/api/importacoes?tipo=${tipo}&nome=${tipo}.csv`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.from(conteudo, 'utf8'),
  });
  expect(r.statusCode, r.body).toBe(200);
  const det = r.json();
  const s = await post(`/api/importacoes/${det.cd_importacao}/simulacao`, {
    mapeamento: det.mapeamento,
    id_existentes: existentes,
  });
  expect(s.statusCode, s.body).toBe(200);
  await t.app.deps.jobs.ociosa();
  return (await get(`/api/importacoes/${det.cd_importacao}`)).json();
}

/** Starts the import and writes it here (the queue's worker would do the same a moment later). */
export async function importar(cd: number, opcoes: Parameters<typeof processarImportacao>[2] = {}) {
  const r = await post(`/api/importacoes/${cd}/execucao`);
  expect(r.statusCode, r.body).toBe(200);
  expect(await processarImportacao(t.app.deps, cd, opcoes)).toBe('concluida');
  return (await get(`/api/importacoes/${cd}`)).json();
}

export async function resultados(cd: number): Promise<Record<number, string>> {
  const r = await q<{ nr_linha: number; id_resultado: string }>(
    'SELECT nr_linha, id_resultado FROM importacao_linha WHERE cd_importacao = $1 ORDER BY nr_linha',
    [cd],
  );
  return Object.fromEntries(r.map((x) => [x.nr_linha, x.id_resultado]));
}

/** A file with the kind's labels as header: `linhas` give the cells by field, in the header's order. */
export function arquivo(
  tipo: Tipo,
  campos: readonly string[],
  linhas: readonly Record<string, string>[],
): string {
  const rotulos = new Map(CAMPOS_IMPORTACAO[tipo].map((c) => [c.campo, c.rotulo]));
  return [campos.map((c) => rotulos.get(c)), ...linhas.map((l) => campos.map((c) => l[c] ?? ''))]
    .map((l) => l.join(';'))
    .join('\n');
}

export const CNPJ_METAL = '11222333000181';
export const CPF_PEDRO = '39053344705';

export async function clientePorDocumento(doc: string): Promise<number> {
  const [c] = await q<{ cd_pessoa: number }>(
    `SELECT c.cd_pessoa FROM cliente c JOIN pessoa p USING (cd_pessoa)
      WHERE p.nr_documento_cnpj = $1 OR p.nr_documento_cpf = $1`,
    [doc],
  );
  return Number(c!.cd_pessoa);
}
