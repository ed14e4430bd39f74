import { TEXTO_NAO_COMPARECEU } from '@backoffice/domain/agendamento';
import { dataUtc } from '@backoffice/domain/datas';
import type { DbHandle } from '../db/client';

const DIA = 86_400_000;
/** How many of the newest candidates get the candidate data page's demo rows, and PCD ones on top. */
export const CANDIDATOS_DADOS_DEMO = 12;
const PCD_DEMO = 3;

const TIPOS = ['O', 'M', 'A', 'T'] as const;
const TURNOS = ['MANHA', 'TARDE', 'NOITE', 'COMERCIAL'] as const;
const AFINIDADES = ['A', 'P', 'V', 'C', 'I', 'O'] as const;

/**
 * Rows for the candidate data page's tabs (spec 002 §2.3) on the newest candidates (those of the
 * attendance queue) and a few PCD ones: referrals, a closed and a future appointment with the
 * selection login, vacancies they are related and forwarded to, web applications, and open PCD
 * vacancies in the PCD candidates' states. `hoje` is UTC midnight ms of the business date.
 */
export async function gerarDadosCandidatoDemo(handle: DbHandle, hoje: number): Promise<void> {
  const [selecao] = await handle.query<{ cd_sip: number; cd_unid: number; user_sip: number }>(
    `SELECT cd_sip, cd_unid, user_sip FROM usuario WHERE nm_login = 'selecao'`,
  );
  if (!selecao) return;
  const candidatos = (
    await handle.query<{ cd: number }>(
      `(SELECT cd_pessoa AS cd FROM candidato
         WHERE id_bloqueado = 'N' AND dt_inativo IS NULL ORDER BY cd_pessoa DESC LIMIT $1)
       UNION
       (SELECT cd_pessoa AS cd FROM candidato
         WHERE id_possue_deficiencia = 'S' AND id_bloqueado = 'N' AND dt_inativo IS NULL ORDER BY cd_pessoa DESC LIMIT $2)`,
      [CANDIDATOS_DADOS_DEMO, PCD_DEMO],
    )
  )
    .map((c) => ({ cd: Number(c.cd) }))
    .sort((a, b) => b.cd - a.cd);
  const vagas = await handle.query<{ nr: number; req: number; cliente: number; analista: number | null }>(
    `SELECT nr_vaga AS nr, nr_requisicao AS req, cd_pessoa_cliente AS cliente, cd_pessoa_analista AS analista
       FROM vaga WHERE cd_empresa = $1 AND cd_situacao_vaga IN (1, 7) ORDER BY nr_vaga LIMIT 20`,
    [selecao.cd_unid],
  );
  if (candidatos.length < 2 || vagas.length === 0) return;
  const clientes = [...new Set(vagas.map((v) => Number(v.cliente)))];
  const comTipos = new Set(
    (
      await handle.query<{ c: number }>(
        `SELECT DISTINCT cd_pessoa_cliente AS c FROM tipo_processo WHERE id_ativo = 'S' AND cd_pessoa_cliente = ANY($1::bigint[])`,
        [clientes],
      )
    ).map((r) => Number(r.c)),
  );
  const em = (dias: number, hora: number) =>
    new Date(hoje + dias * DIA + (hora + 3) * 3_600_000).toISOString();

  for (const [i, c] of candidatos.entries()) {
    const indicador = candidatos[(i + 1) % candidatos.length].cd;
    // referrals: one for a client with process types (typed), one for any client
    for (const [k, cliente] of [
      clientes[i % clientes.length],
      clientes[(i + 1) % clientes.length],
    ].entries()) {
      if (k === 1 && i % 2 === 1) continue;
      await handle.query(
        `INSERT INTO indicacao (cd_pessoa_candidato, dt_indicacao, cd_pessoa_indica, cd_pessoa_cliente, id_tipo_indicacao,
            id_processo_pm, ds_matricula_indicador, ds_area_secao_indicador, ds_turno_indicador, ds_cargo_indicador,
            nm_superior_indicador, id_trabalhou_empresa_indicacao, ds_observacao, id_grau_afinidade_indicador,
            nr_telefone_indicador, criado_por)
         VALUES ($1, $2::date, $3, $4, $5, $6, $7, 'Produção', $8, 'Operador de máquinas', 'Carlos Supervisor', $9, $10,
            $11, $12, $13)`,
        [
          c.cd,
          dataUtc(hoje - (10 + i * 3 + k) * DIA),
          indicador,
          cliente,
          comTipos.has(cliente) || k === 0 ? TIPOS[(i + k) % TIPOS.length] : null,
          comTipos.has(cliente) ? (i % 2 ? 'S' : 'N') : null,
          String(10_000 + i * 7 + k),
          TURNOS[(i + k) % TURNOS.length],
          k === 0 ? 'S' : 'N',
          k === 0 ? 'Colega de linha, recomenda pela pontualidade.' : 'Indicado por conhecido da família.',
          AFINIDADES[(i + k) % AFINIDADES.length],
          `4799${String(1_000_000 + i * 13 + k).slice(-7)}`,
          selecao.cd_sip,
        ],
      );
    }
    const v = vagas[i % vagas.length];
    const v2 = vagas[(i + 3) % vagas.length];
    // a closed appointment a few days ago (attended or not) and one to come, with the selection login
    await handle.query(
      `INSERT INTO agendamento (cd_pessoa_candidato, cd_usuario_atendimento, cd_pessoa_analista, cd_pessoa_cliente,
          cd_empresa, id_tipo_agendamento, dt_atendimento, dt_chegada, dt_encerramento, ds_descricao, id_compareceu,
          nr_vaga, criado_em, criado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $2),
              ($1, $2, $3, $4, $5, $14, $15, NULL, NULL, NULL, NULL, $12, $16, $2)`,
      [
        c.cd,
        selecao.cd_sip,
        v.analista,
        v.cliente,
        selecao.cd_unid,
        i % 3 === 0 ? 'T' : 'E',
        em(-3 - (i % 3), 9 + (i % 8)),
        i % 4 === 0 ? null : em(-3 - (i % 3), 9 + (i % 8)),
        em(-3 - (i % 3), 10 + (i % 8)),
        i % 4 === 0 ? TEXTO_NAO_COMPARECEU : 'Entrevista realizada; candidato segue no processo.',
        i % 4 === 0 ? 'N' : 'S',
        v.nr,
        em(-7, 8),
        ['E', 'T', 'C'][i % 3],
        em(2 + (i % 4), 8 + (i % 9)),
        new Date(hoje - 2 * DIA + i * 1000 + 3 * 3_600_000).toISOString(),
      ],
    );
    // related to two vacancies (one forwarded), and applied online to a requisition
    await handle.query(
      `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, dt_encaminhamento, criado_em, cd_usuario)
       VALUES ($1, $3, 5, $4, $5, $6), ($2, $3, 3, NULL, $5, $6)
       ON CONFLICT DO NOTHING`,
      [v.nr, v2.nr, c.cd, em(-4, 11), em(-6, 10), selecao.cd_sip],
    );
    await handle.query(
      `INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, id_desvincular_web, criado_em)
       VALUES ($1, $2, $3, $4), ($1, $5, 'N', $6) ON CONFLICT DO NOTHING`,
      [c.cd, v.req, i % 3 === 0 ? 'S' : 'N', em(-8, 14), vagas[(i + 5) % vagas.length].req, em(-12, 9)],
    );
  }
  // open PCD vacancies in the PCD candidates' states
  const ufs = await handle.query<{ uf: string }>(
    `SELECT DISTINCT cd_uf AS uf FROM candidato
      WHERE cd_pessoa = ANY($1::bigint[]) AND id_possue_deficiencia = 'S' AND cd_uf IS NOT NULL`,
    [candidatos.map((c) => c.cd)],
  );
  for (const { uf } of ufs) {
    await handle.query(
      `UPDATE vaga SET id_vaga_pcd = 'S'
        WHERE nr_vaga IN (SELECT v.nr_vaga FROM vaga v JOIN cliente cli ON cli.cd_pessoa = v.cd_pessoa_cliente
                           WHERE v.cd_situacao_vaga = 1 AND coalesce(v.id_local_trabalho, 'C') = 'C' AND cli.cd_uf = $1
                           ORDER BY v.nr_vaga LIMIT 3)`,
      [uf],
    );
  }
}
