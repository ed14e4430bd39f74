import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  createTestApp,
  injectAs,
  loginComUsuario,
  type Sessao,
  type TestApp,
} from '../../../../test/helpers';
import {
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
} from '../../../../test/vaga-fixtures';
import { linhas } from '../../../db/client';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';

/** What the test files of a vacancy's candidates share: a client, an analyst, a recruiter and a finance user. */
export interface EstadoCandidatosVaga {
  t: TestApp;
  analista: Sessao;
  recrutador: Sessao;
  financeiro: Sessao;
  cliente: number;
}

/** One app per test file, built in its beforeAll and closed in its afterAll, and requests and reads of it. */
export function usarCandidatosVaga() {
  const estado = {} as EstadoCandidatosVaga;
  beforeAll(async () => {
    const t = await createTestApp();
    estado.t = t;
    const db = t.app.deps.db;
    await criarCatalogosVaga(db);
    estado.cliente = await criarCliente(db);
    estado.analista = await loginComUsuario(t.app, 'selecao');
    estado.recrutador = await loginComUsuario(t.app, 'recrutamento');
    estado.financeiro = await loginComUsuario(t.app, 'financeiro');
  });
  afterAll(async () => {
    await estado.t?.close();
  });

  async function q<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
    return linhas<T>(await estado.t.app.deps.db.execute(query));
  }

  async function novaVaga(dados: DadosVaga = {}): Promise<{ nr: number; req: number }> {
    const req = await criarRequisicao(estado.t.app.deps.db, estado.cliente);
    const nr = await criarVaga(estado.t.app.deps.db, { cliente: estado.cliente, requisicao: req }, dados);
    return { nr, req };
  }

  async function relacionar(nr: number, cd: number, estagio = 3, situacao: 'A' | 'R' | null = null) {
    await estado.t.app.deps.db.execute(sql`
      INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao)
      VALUES (${nr}, ${cd}, ${estagio}, ${situacao})`);
  }

  async function linhaVc(nr: number, cd: number) {
    const [r] = await q<{
      cd_estagio_vaga: number;
      id_situacao: string | null;
      dt_faturamento: string | null;
      dt_inicio_trabalho: string | null;
      id_envia_email_reprov: string;
    }>(sql`SELECT cd_estagio_vaga, id_situacao, to_char(dt_faturamento, 'YYYY-MM-DD') AS dt_faturamento,
                  to_char(dt_inicio_trabalho, 'YYYY-MM-DD') AS dt_inicio_trabalho, id_envia_email_reprov
             FROM vaga_candidato WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cd}`);
    return r;
  }

  async function notasCandidato(cd: number): Promise<string[]> {
    const r = await q<{ id_tipo: string }>(
      sql`SELECT id_tipo FROM ${tabelasCandidato.candidato_historico('ch')} WHERE cd_pessoa_candidato = ${cd} ORDER BY id_historico`,
    );
    return r.map((x) => x.id_tipo);
  }

  const post = (url: string, payload: unknown, s: Sessao | null = estado.analista) =>
    injectAs(estado.t.app, s?.cookie, { method: 'POST', url: `/api/${url}`, payload: payload as object });
  const get = (url: string, s: Sessao | null = estado.analista) =>
    injectAs(estado.t.app, s?.cookie, { method: 'GET', url: `/api/${url}` });

  return { estado, q, novaVaga, relacionar, linhaVc, notasCandidato, post, get };
}
