import { dataNegocio } from '@backoffice/domain/datas';
import { afterAll, beforeAll, expect } from 'vitest';
import { criarUnidade } from '../../../../test/factories';
import {
  createTestApp,
  injectAs,
  loginComUsuario,
  type Sessao,
  type TestApp,
} from '../../../../test/helpers';
import { criarCatalogosVaga, criarCliente } from '../../../../test/vaga-fixtures';

export let t: TestApp;
export let gestor: Sessao;
export let ana: Sessao;
export let bia: Sessao;
export let carlos: Sessao;
export let rita: Sessao;
export let semAcesso: Sessao;
export let metal: number;
export let textil: number;
export let inativo: number;
export const cargo: Record<string, number> = {};
export const hoje = dataNegocio();

export const q = <T = Record<string, unknown>>(sqlText: string, params: unknown[] = []) =>
  t.app.deps.handle.query<T>(sqlText, params);
export const contar = async () => {
  const [r] = await q<{ r: number; v: number; b: number; h: number; a: number }>(
    `SELECT (SELECT count(*) FROM requisicao)::int AS r, (SELECT count(*) FROM vaga)::int AS v,
            (SELECT count(*) FROM requisicao_beneficio)::int AS b, (SELECT count(*) FROM vaga_historico)::int AS h,
            (SELECT count(*) FROM aviso)::int AS a`,
  );
  return r;
};

/** The app, users, clients and catalogues every requisition test file starts from. */
export function usarAmbienteRequisicoes(): void {
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.deps.db;
    await criarCatalogosVaga(db);
    await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville' });
    await criarUnidade(db, { cd_empresa: 101, cd_empresa_agrupadora: 1, nm_empresa: 'Joinville Sul' });
    await criarUnidade(db, { cd_empresa: 2, nm_empresa: 'Curitiba', cd_uf: 'PR', nm_cidade: 'Curitiba' });
    gestor = await loginComUsuario(t.app, {
      permissoes: [59],
      nm_pessoa: 'Gil Gestor',
      apelido: 'gil',
      cd_unid: 1,
    });
    ana = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Ana Analista', cd_unid: 1 });
    bia = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Bia da Filial', cd_unid: 101 });
    carlos = await loginComUsuario(t.app, { permissoes: [58], nm_pessoa: 'Carlos de Curitiba', cd_unid: 2 });
    rita = await loginComUsuario(t.app, { permissoes: [36], nm_pessoa: 'Rita Recrutadora', cd_unid: 1 });
    semAcesso = await loginComUsuario(t.app, { permissoes: [107], cd_unid: 1 });
    await q(`UPDATE usuario SET nr_telefone = '4733334444' WHERE cd_sip = $1`, [ana.usuario.cd_sip]);
    metal = await criarCliente(db, 'Metalúrgica Joinville');
    textil = await criarCliente(db, 'Têxtil do Vale');
    inativo = await criarCliente(db, 'Antiga Ltda');
    await q(`UPDATE cliente SET id_ativo = 'N' WHERE cd_pessoa = $1`, [inativo]);
    await q(`UPDATE pessoa SET nm_apelido = 'Metal JV' WHERE cd_pessoa = $1`, [metal]);
    await q(`UPDATE cliente SET id_confidencial_padrao = 'S' WHERE cd_pessoa = $1`, [textil]);
    await q(
      `INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (501, 'Operador de Empilhadeira'), (502, 'Auxiliar Administrativo')`,
    );
    await q(`INSERT INTO escolaridade (cd_escolaridade, nm_escolaridade) VALUES (3, 'Fundamental'), (5, 'Médio'), (8, 'Superior')
             ON CONFLICT DO NOTHING`);
    for (const [nome, cliente, interno] of [
      ['empilhadeira', metal, 501],
      ['auxiliar', metal, 502],
      ['tecelao', textil, null],
    ] as const) {
      const [r] = await q<{ cd: number }>(
        `INSERT INTO cargo_cliente (cd_pessoa_cliente, cd_empresa_cliente, nm_cargo_cliente, cd_cargo_interno)
         VALUES ($1, 1, $2, $3) RETURNING cd_cargo_cliente AS cd`,
        [cliente, nome, interno],
      );
      cargo[nome] = Number(r.cd);
    }
    await q(
      `INSERT INTO centro_custo (cd_pessoa_cliente, cd_empresa_cliente, cd_centro_custo, nm_centro_custo, id_ativo)
       VALUES ($1, 1, 'CC-10', 'Produção', 'S'), ($1, 1, 'CC-99', 'Desativado', 'N'), ($2, 1, 'CC-20', 'Tecelagem', 'S')`,
      [metal, textil],
    );
    await q(`INSERT INTO turno (cd_turno, nm_turno, cd_tipo_contratacao, id_ativo) VALUES
             (101, 'Comercial 08-18', 1, 'S'), (102, 'Noturno antigo', 1, 'N'), (201, 'Temporário manhã', 2, 'S')`);
  });
  afterAll(async () => {
    await t?.close();
  });
}

export const linha = (extra: Record<string, unknown> = {}) => ({
  cd_cargo_cliente: cargo.empilhadeira,
  qt_vagas: 1,
  vl_salario: 2500,
  id_salario: 'M',
  cd_turno: 101,
  cd_centro_custo: 'CC-10',
  cd_pessoa_analista: ana.usuario.user_sip,
  ...extra,
});
export const corpo = (extra: Record<string, unknown> = {}) => ({
  cd_pessoa_cliente: metal,
  cd_empresa: 1,
  nm_requisitante: 'Marina Souza',
  ds_area: 'Logística',
  nr_pedido_cliente: 'PED-1234',
  cd_tipo_contratacao: 1,
  id_setor: 'S',
  id_tipo_vaga: 'O',
  linhas: [linha()],
  ...extra,
});
export const abrir = (payload: unknown, s: Sessao = gestor) =>
  injectAs(t.app, s.cookie, { method: 'POST', url: '/api/requisicoes', payload: payload as object });
export const ler = (nr: number, s: Sessao = gestor) =>
  injectAs(t.app, s.cookie, { method: 'GET', url: `/api/requisicoes/${nr}` });

/** Opens and answers the numbers (fails the test on anything but 200). */
export async function aberta(payload: unknown): Promise<{ NR_REQUISICAO: number; NR_VAGA: number[] }> {
  const res = await abrir(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A refusal that wrote nothing: the status and the messages. */
export async function recusada(payload: unknown, status = 400, s: Sessao = gestor): Promise<string[]> {
  const antes = await contar();
  const res = await abrir(payload, s);
  expect(res.statusCode, res.body).toBe(status);
  expect(await contar()).toEqual(antes);
  const e = res.json().error;
  return Array.isArray(e) ? e : [e];
}
