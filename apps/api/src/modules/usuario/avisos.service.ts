import type { UsuarioSessao } from '@backoffice/domain/auth';
import { type AvisoLinha, EVENTO_AVISO, EVENTO_AVISO_VISUALIZADO } from '@backoffice/domain/aviso';
import { podeAcessar } from '@backoffice/domain/permissions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, linhas } from '../../db/client';
import type { Realtime } from '../../platform/realtime';

/** The most alerts the shell gets at once. */
export const LIMITE_AVISOS = 100;

interface LinhaBanco {
  ID: number | string;
  NR_VAGA: number | string | null;
  DS_COMPLEMENTO_AVISO: string | null;
  DT_GERACAO: Date | string;
  CD_TIPO_AVISO: number;
  VIEWED: string;
}

function paraAviso(l: LinhaBanco): AvisoLinha {
  return {
    ID: Number(l.ID),
    NR_VAGA: l.NR_VAGA === null ? null : Number(l.NR_VAGA),
    DS_COMPLEMENTO_AVISO: l.DS_COMPLEMENTO_AVISO,
    DT_GERACAO: (l.DT_GERACAO instanceof Date ? l.DT_GERACAO : new Date(l.DT_GERACAO)).toISOString(),
    CD_TIPO_AVISO: Number(l.CD_TIPO_AVISO),
    VIEWED: l.VIEWED === 'S' ? 'S' : 'N',
  };
}

// Unit alerts (no cd_sip) are about recruitment: only users of the unit who work in recruitment see them.
const DESTINADO_AO_USUARIO = (u: UsuarioSessao) =>
  sql`(a.cd_sip = ${u.cd_sip} OR (a.cd_sip IS NULL AND a.cd_empresa = ${u.cd_unid} AND ${podeAcessar(u.permissoes, 'recrutamentoEntrar')}))`;

const COLUNAS = sql`a.id_aviso AS "ID", a.nr_vaga AS "NR_VAGA", a.ds_complemento_aviso AS "DS_COMPLEMENTO_AVISO",
  a.dt_geracao AS "DT_GERACAO", a.cd_tipo_aviso AS "CD_TIPO_AVISO", a.id_visualizado AS "VIEWED"`;

/** The user's alerts not yet viewed, oldest first. */
export async function listarAvisosNaoVistos(db: Executor, usuario: UsuarioSessao): Promise<AvisoLinha[]> {
  const r = await db.execute(sql`
    SELECT ${COLUNAS}
      FROM aviso a
     WHERE a.id_visualizado = 'N' AND ${DESTINADO_AO_USUARIO(usuario)}
     ORDER BY a.dt_geracao, a.id_aviso
     LIMIT ${LIMITE_AVISOS}`);
  return linhas<LinhaBanco>(r).map(paraAviso);
}

export type ResultadoConfirmacao = 'confirmado' | 'nao-encontrado';

/** Marks one of the user's alerts viewed (again is fine) and tells the user's other windows. */
export async function confirmarVisualizacao(
  db: Db,
  realtime: Realtime,
  usuario: UsuarioSessao,
  idAviso: number,
): Promise<ResultadoConfirmacao> {
  return db.transaction(async (tx) => {
    const r = await tx.execute(sql`
      UPDATE aviso a
         SET id_visualizado = 'S', dt_visualizado = COALESCE(a.dt_visualizado, now())
       WHERE a.id_aviso = ${idAviso} AND ${DESTINADO_AO_USUARIO(usuario)}
      RETURNING a.id_aviso AS "ID"`);
    if (linhas<LinhaBanco>(r).length === 0) return 'nao-encontrado';
    await realtime.publish(tx, {
      tipo: EVENTO_AVISO_VISUALIZADO,
      dados: { ID: idAviso },
      para: { cd_sip: [usuario.cd_sip] },
    });
    return 'confirmado';
  });
}

export interface NovoAviso {
  cd_tipo_aviso: number;
  nr_vaga?: number | null;
  ds_complemento_aviso?: string | null;
  /** One user; or, with cd_empresa, the recruitment users of a unit. */
  cd_sip?: number | null;
  cd_empresa?: number | null;
}

/**
 * Stores an alert and announces it ('aviso') in the caller's transaction, so it reaches the shell
 * live only when the change that caused it commits. For modules that raise alerts (vacancy
 * assignment, unfreezing, new recruitment vacancy).
 */
export async function criarAviso(tx: Executor, realtime: Realtime, novo: NovoAviso): Promise<AvisoLinha> {
  if (!novo.cd_sip && !novo.cd_empresa)
    throw new Error('Aviso sem destinatário: informe cd_sip ou cd_empresa.');
  const r = await tx.execute(sql`
    INSERT INTO aviso AS a (cd_sip, cd_empresa, nr_vaga, cd_tipo_aviso, ds_complemento_aviso)
    VALUES (${novo.cd_sip ?? null}, ${novo.cd_empresa ?? null}, ${novo.nr_vaga ?? null}, ${novo.cd_tipo_aviso},
            ${novo.ds_complemento_aviso ?? null})
    RETURNING ${COLUNAS}`);
  const aviso = paraAviso(linhas<LinhaBanco>(r)[0]);
  await realtime.publish(tx, {
    tipo: EVENTO_AVISO,
    dados: aviso,
    para: novo.cd_sip ? { cd_sip: [novo.cd_sip] } : { cd_unid: [novo.cd_empresa as number] },
  });
  return aviso;
}

/**
 * Stores one alert for each active user of the unit holding one of the permission codes (each marks
 * it viewed on their own) and sends each live to its user, in the caller's transaction. Answers how
 * many were stored.
 */
export async function avisarUsuariosDaUnidade(
  tx: Executor,
  realtime: Realtime,
  novo: {
    cd_empresa: number;
    permissoes: readonly number[];
    cd_tipo_aviso: number;
    ds_complemento_aviso: string | null;
  },
): Promise<number> {
  const r = linhas<LinhaBanco & { CD_SIP: number }>(
    await tx.execute(sql`
      INSERT INTO aviso AS a (cd_sip, cd_empresa, cd_tipo_aviso, ds_complemento_aviso)
      SELECT u.cd_sip, ${novo.cd_empresa}, ${novo.cd_tipo_aviso}, ${novo.ds_complemento_aviso}
        FROM usuario u
       WHERE u.id_ativo = 'S' AND u.cd_unid = ${novo.cd_empresa}
         AND u.permissoes && ${sql.param([...novo.permissoes])}::int[]
      RETURNING ${COLUNAS}, a.cd_sip AS "CD_SIP"`),
  );
  for (const l of r)
    await realtime.publish(tx, {
      tipo: EVENTO_AVISO,
      dados: paraAviso(l),
      para: { cd_sip: [Number(l.CD_SIP)] },
    });
  return r.length;
}
