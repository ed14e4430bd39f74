import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { criarUnidade } from '../../../../test/factories';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import {
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
} from '../../../../test/vaga-fixtures';

/** What the vacancy editor's test files share: two clients with their positions and cost centres, shifts, a self-service unit. */
export interface EstadoEdicao {
  t: TestApp;
  /** an analyst of the selection */
  cookie: string;
  /** a user without any code */
  semCodigos: string;
  cliente: number;
  outroCliente: number;
  cargoCliente: number;
  cargoOutroCliente: number;
}

/** One app per test file, built in its beforeAll and closed in its afterAll, and requests to it. */
export function usarEdicaoVaga() {
  const estado = {} as EstadoEdicao;
  beforeAll(async () => {
    const t = await createTestApp();
    estado.t = t;
    const db = t.app.deps.db;
    await criarCatalogosVaga(db);
    estado.cliente = await criarCliente(db, 'Metalúrgica Joinville');
    estado.outroCliente = await criarCliente(db, 'Outra Empresa');
    await db.execute(
      sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (10, 'Soldador'), (11, 'Auxiliar de Produção')`,
    );
    const cc =
      await db.execute(sql`INSERT INTO cargo_cliente (cd_pessoa_cliente, cd_empresa_cliente, nm_cargo_cliente, cd_cargo_interno)
      VALUES (${estado.cliente}, 1, 'Soldador MIG', 10), (${estado.outroCliente}, 1, 'Soldador TIG', 10) RETURNING cd_cargo_cliente`);
    const linhas = ((cc as { rows?: unknown[] }).rows ?? cc) as { cd_cargo_cliente: number }[];
    estado.cargoCliente = Number(linhas[0].cd_cargo_cliente);
    estado.cargoOutroCliente = Number(linhas[1].cd_cargo_cliente);
    await db.execute(
      sql`INSERT INTO turno (cd_turno, nm_turno, cd_tipo_contratacao) VALUES (1, 'Comercial', 1), (2, 'Noturno temporário', 2)`,
    );
    await db.execute(sql`INSERT INTO centro_custo (cd_pessoa_cliente, cd_empresa_cliente, cd_centro_custo, nm_centro_custo)
      VALUES (${estado.cliente}, 1, 'CC-01', 'Produção'), (${estado.outroCliente}, 1, 'CC-99', 'Outro')`);
    await criarUnidade(db, { cd_empresa: 7, nm_empresa: 'Unidade Autoatendimento' });
    await db.execute(sql`UPDATE empresa SET id_autoatendimento = 'S' WHERE cd_empresa = 7`);
    estado.cookie = await login(t.app, 'selecao');
    estado.semCodigos = await login(t.app, { permissoes: [] });
  });
  afterAll(async () => {
    await estado.t?.close();
  });

  async function novaVaga(dados: DadosVaga = {}, requisicao?: number): Promise<number> {
    const db = estado.t.app.deps.db;
    const req = requisicao ?? (await criarRequisicao(db, estado.cliente));
    return criarVaga(db, { cliente: estado.cliente, requisicao: req }, dados);
  }

  // c null: no session
  const put = (url: string, payload: unknown, c: string | null = estado.cookie) =>
    injectAs(estado.t.app, c ?? undefined, { method: 'PUT', url: `/api/${url}`, payload: payload as object });
  const post = (url: string, payload: unknown, c: string | null = estado.cookie) =>
    injectAs(estado.t.app, c ?? undefined, {
      method: 'POST',
      url: `/api/${url}`,
      payload: payload as object,
    });
  const get = (url: string, c: string | null = estado.cookie) =>
    injectAs(estado.t.app, c ?? undefined, { method: 'GET', url: `/api/${url}` });

  return { estado, novaVaga, put, post, get };
}
