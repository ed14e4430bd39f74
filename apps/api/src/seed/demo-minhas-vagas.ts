import { dataUtc } from '@backoffice/domain/datas';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { DbHandle } from '../db/client';

/**
 * The demo selector with overdue vacancies: the login and its profile as the console lists them.
 * The other demo logins keep none, so their searches are not blocked.
 */
export const LOGIN_VAGAS_ATRASADAS = {
  login: 'atrasadas',
  perfil: 'Analista de Seleção com vagas em atraso',
} as const;

/**
 * Vacancies of the demo analyst `atrasadas` (unit 1, 90 days), each a copy of an open vacancy of
 * unit 1 (client, position, shift, cost centre, salary) under a requisition of its own: the edges of
 * the overdue rule — 90 days open (on time), 91 days (late), an extension dated today (on time), one
 * dated yesterday (late) — and open, frozen and cancelled vacancies well within the limit, which the
 * list shows once the late ones are resolved.
 */
const VAGAS_ATRASADAS: readonly { dias: number; situacao: number; prorrogacao: number | null }[] = [
  { dias: 91, situacao: 1, prorrogacao: null },
  { dias: 150, situacao: 7, prorrogacao: -1 },
  { dias: 90, situacao: 1, prorrogacao: null },
  { dias: 200, situacao: 1, prorrogacao: 0 },
  { dias: 3, situacao: 1, prorrogacao: null },
  { dias: 12, situacao: 1, prorrogacao: null },
  { dias: 25, situacao: 7, prorrogacao: null },
  { dias: 40, situacao: 11, prorrogacao: null },
  { dias: 55, situacao: 13, prorrogacao: null },
  { dias: 70, situacao: 5, prorrogacao: null },
];

/** Days open of the two vacancies given to an analyst of unit 330 (120 days): on time, and late. */
const VAGAS_UNIDADE_330 = [120, 121] as const;

/**
 * Adds the demo analyst with overdue vacancies (login `atrasadas`, the selection profile, the demo
 * password) and its vacancies, and two vacancies at unit 330's edge (120 and 121 days) to the first
 * analyst of that unit. Runs after the rest of the demo; reads it in key order, so the same demo gives
 * the same rows. `hoje` is the business date (UTC midnight ms).
 */
export async function gerarVagasAtrasadasDemo(
  handle: DbHandle,
  hoje: number,
  senhaHash: string,
): Promise<void> {
  const dia = dataUtc(hoje);
  const [p] = await handle.query<{ cd_pessoa: number }>(
    `INSERT INTO pessoa (nm_pessoa, nm_apelido, ds_email)
     VALUES ('Otávio Prazo Ribeiro', 'Otávio', 'atrasadas@empresa-demo.com.br') RETURNING cd_pessoa`,
  );
  const permissoes = [...PERMISSOES.selecao, ...PERMISSOES.testes, ...PERMISSOES.gestaoVagasAbertas];
  const [u] = await handle.query<{ cd_sip: number }>(
    `INSERT INTO usuario (user_sip, nm_login, ds_senha_hash, apelido, cd_unid, cd_uf_unid, cd_setor, permissoes,
                          nr_telefone, ds_email)
     VALUES ($1, $2, $3, 'Otávio', 1, (SELECT cd_uf FROM empresa WHERE cd_empresa = 1), 2, $4::int[],
             '47991230000', 'atrasadas@empresa-demo.com.br')
     RETURNING cd_sip`,
    [p.cd_pessoa, LOGIN_VAGAS_ATRASADAS.login, senhaHash, permissoes],
  );
  await copiarVagas(handle, {
    dia,
    unidade: 1,
    analista: Number(p.cd_pessoa),
    usuario: Number(u.cd_sip),
    vagas: VAGAS_ATRASADAS,
  });
  const [a330] = await handle.query<{ user_sip: number; cd_sip: number }>(
    `SELECT user_sip, cd_sip FROM usuario WHERE cd_unid = 330 AND id_ativo = 'S' ORDER BY cd_sip LIMIT 1`,
  );
  if (a330) {
    await copiarVagas(handle, {
      dia,
      unidade: 330,
      analista: Number(a330.user_sip),
      usuario: Number(a330.cd_sip),
      vagas: VAGAS_UNIDADE_330.map((dias) => ({ dias, situacao: 1, prorrogacao: null })),
    });
  }
}

/**
 * One requisition and one vacancy per entry, copied from the open vacancies of the unit in key
 * order (client, position, shift, cost centre, salary, hiring type, description), opened `dias` days
 * before `dia`, in the entry's situation and with its extension (days from `dia`), for the analyst.
 */
async function copiarVagas(
  handle: DbHandle,
  o: {
    dia: string;
    unidade: number;
    analista: number;
    usuario: number;
    vagas: readonly { dias: number; situacao: number; prorrogacao: number | null }[];
  },
): Promise<void> {
  await handle.query(
    `WITH entradas AS (
       SELECT e.ordem, e.dias, e.situacao, e.prorrogacao
         FROM jsonb_to_recordset($1::jsonb) AS e(ordem int, dias int, situacao int, prorrogacao int)),
     modelos AS (
       SELECT v.*, row_number() OVER (ORDER BY v.nr_vaga) - 1 AS n, count(*) OVER () AS total
         FROM vaga v
        WHERE v.cd_empresa = $2 AND v.cd_situacao_vaga = 1 AND v.id_vaga_sigilosa = 'N'),
     escolhidas AS (
       SELECT m.*, e.ordem, e.dias, e.situacao, e.prorrogacao, $3::date - e.dias AS abertura
         FROM entradas e JOIN modelos m ON m.n = e.ordem % m.total),
     requisicoes AS (
       INSERT INTO requisicao (cd_pessoa_cliente, cd_empresa, cd_empresa_cliente, dt_requisicao, qt_vagas,
                               nm_requisitante, criado_em, criado_por)
       SELECT cd_pessoa_cliente, cd_empresa, cd_empresa_cliente, abertura, 1, nm_requisitante,
              (abertura + time '09:00') AT TIME ZONE 'America/Sao_Paulo', $5
         FROM escolhidas ORDER BY ordem
       RETURNING nr_requisicao, dt_requisicao, cd_pessoa_cliente),
     numeradas AS (
       SELECT r.nr_requisicao, row_number() OVER (ORDER BY r.nr_requisicao) - 1 AS ordem FROM requisicoes r)
     INSERT INTO vaga (nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_situacao_vaga,
                       ds_situacao_vaga, cd_tipo_contratacao, id_tipo_vaga, id_recrutamento, cd_cargo, cd_cargo_cliente,
                       vl_salario, id_salario, cd_turno, cd_centro_custo, ds_area, nm_requisitante, ds_observacoes,
                       cd_pessoa_analista, cd_usuario_analista, dt_abertura, dt_prorrogacao, ds_motivo_prorrogacao,
                       dt_ultima_movimentacao, pc_faturamento, criado_em, criado_por, alterado_em)
     SELECT n.nr_requisicao, e.cd_empresa, e.cd_pessoa_cliente, e.cd_empresa_cliente, e.situacao,
            CASE WHEN e.situacao = 13 THEN 'Aguardando o pagamento do adiantamento pelo cliente.'
                 WHEN e.situacao <> 1 THEN 'Situação alterada conforme retorno do cliente.' END,
            e.cd_tipo_contratacao, e.id_tipo_vaga, 'N', e.cd_cargo, e.cd_cargo_cliente, e.vl_salario, e.id_salario,
            e.cd_turno, e.cd_centro_custo, e.ds_area, e.nm_requisitante, e.ds_observacoes, $4, $5, e.abertura,
            CASE WHEN e.prorrogacao IS NOT NULL THEN $3::date + e.prorrogacao END,
            CASE WHEN e.prorrogacao IS NOT NULL
                 THEN 'Cliente pediu mais prazo para concluir as entrevistas finais com o gestor da área.' END,
            (($3::date - least(e.dias, 2 + e.dias / 4)) + time '10:00') AT TIME ZONE 'America/Sao_Paulo',
            e.pc_faturamento, (e.abertura + time '09:00') AT TIME ZONE 'America/Sao_Paulo', $5,
            (($3::date - least(e.dias, 2 + e.dias / 4)) + time '10:00') AT TIME ZONE 'America/Sao_Paulo'
       FROM escolhidas e JOIN numeradas n ON n.ordem = e.ordem
      ORDER BY e.ordem`,
    [JSON.stringify(o.vagas.map((v, ordem) => ({ ordem, ...v }))), o.unidade, o.dia, o.analista, o.usuario],
  );
}
