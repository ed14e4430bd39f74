import { eq } from 'drizzle-orm';
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
import { cargo, cargo_cliente, centro_custo, empresa, turno } from '../../../db/schema';

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
    await db.insert(cargo).values([
      { cd_cargo: 10, nm_cargo: 'Soldador' },
      { cd_cargo: 11, nm_cargo: 'Auxiliar de Produção' },
    ]);
    const linhas = await db
      .insert(cargo_cliente)
      .values([
        {
          cd_pessoa_cliente: estado.cliente,
          cd_empresa_cliente: 1,
          nm_cargo_cliente: 'Soldador MIG',
          cd_cargo_interno: 10,
        },
        {
          cd_pessoa_cliente: estado.outroCliente,
          cd_empresa_cliente: 1,
          nm_cargo_cliente: 'Soldador TIG',
          cd_cargo_interno: 10,
        },
      ])
      .returning({ cd_cargo_cliente: cargo_cliente.cd_cargo_cliente });
    estado.cargoCliente = Number(linhas[0].cd_cargo_cliente);
    estado.cargoOutroCliente = Number(linhas[1].cd_cargo_cliente);
    await db.insert(turno).values([
      { cd_turno: 1, nm_turno: 'Comercial', cd_tipo_contratacao: 1 },
      { cd_turno: 2, nm_turno: 'Noturno temporário', cd_tipo_contratacao: 2 },
    ]);
    await db.insert(centro_custo).values([
      {
        cd_pessoa_cliente: estado.cliente,
        cd_empresa_cliente: 1,
        cd_centro_custo: 'CC-01',
        nm_centro_custo: 'Produção',
      },
      {
        cd_pessoa_cliente: estado.outroCliente,
        cd_empresa_cliente: 1,
        cd_centro_custo: 'CC-99',
        nm_centro_custo: 'Outro',
      },
    ]);
    await criarUnidade(db, { cd_empresa: 7, nm_empresa: 'Unidade Autoatendimento' });
    await db.update(empresa).set({ id_autoatendimento: 'S' }).where(eq(empresa.cd_empresa, 7));
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
