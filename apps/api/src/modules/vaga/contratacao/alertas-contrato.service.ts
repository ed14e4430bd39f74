import {
  assuntoEmailFimContrato,
  TIPO_AVISO_FIM_CONTRATO,
  textoAvisoFimContrato,
} from '@backoffice/domain/aviso';
import { diasParaTerminar, LIMITES_TEMPORARIO } from '@backoffice/domain/contratacao-regras';
import { dataNegocio } from '@backoffice/domain/datas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/client';
import { consultar } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { iniciarRodadas, type Rodadas } from '../../../platform/poller';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { criarAviso } from '../../usuario/usuario.entry';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import { enviarAoContato } from '../parecer-cliente/envio-contato';

const [DIAS_PRIMEIRO, DIAS_ULTIMO] = LIMITES_TEMPORARIO.alertasDias;

/**
 * The end-of-contract alerts (code 95): each active temporary placement whose last day is 30 days
 * away or less gets the 30-day alert once, and 7 days or less the 7-day alert once (a placement
 * already within 7 days gets only the latter). Sent to the vacancy's analyst, with the same text by
 * e-mail when the analyst has an address, or to the unit when the analyst has no user. Rows another
 * instance is alerting are skipped. Placements whose term ended before today are finished (T)
 * first. Answers how many alerts were sent.
 */
export async function avisarFimDeContratos(
  tx: Executor,
  deps: Pick<AppDeps, 'realtime' | 'mensageria'>,
  hoje: string = dataNegocio(),
): Promise<number> {
  await tx.execute(sql`
    UPDATE contratacao SET id_situacao = 'T', alterado_em = now()
     WHERE id_situacao = 'A' AND dt_fim IS NOT NULL AND dt_fim < ${hoje}::date`);
  const pendentes = await consultar<{
    id: number;
    nr_vaga: number;
    nome: string;
    fim: string;
    cd_sip: number | null;
    cd_empresa: number | null;
    email: string | null;
    alerta_30: boolean;
  }>(
    tx,
    sql`SELECT ct.id_contratacao::float8 AS id, ct.nr_vaga::float8 AS nr_vaga, p.nm_pessoa AS nome,
               to_char(ct.dt_fim, 'YYYY-MM-DD') AS fim, ct.cd_empresa,
               (SELECT u.cd_sip FROM ${tabelasUsuario.usuario('u')}
                 WHERE u.user_sip = ct.cd_pessoa_analista AND u.id_ativo = 'S' LIMIT 1) AS cd_sip,
               nullif(trim(pa.ds_email), '') AS email,
               ct.alerta_30_em IS NOT NULL AS alerta_30
          FROM contratacao ct
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = ct.cd_pessoa_candidato
          LEFT JOIN ${tabelasCandidato.pessoa('pa')} ON pa.cd_pessoa = ct.cd_pessoa_analista
         WHERE ct.id_situacao = 'A' AND ct.dt_fim IS NOT NULL AND ct.dt_fim >= ${hoje}::date
           AND ((ct.alerta_30_em IS NULL AND ct.dt_fim <= ${hoje}::date + ${DIAS_PRIMEIRO}::int)
                OR (ct.alerta_7_em IS NULL AND ct.dt_fim <= ${hoje}::date + ${DIAS_ULTIMO}::int))
         ORDER BY ct.dt_fim, ct.id_contratacao
         FOR UPDATE OF ct SKIP LOCKED`,
  );
  let enviados = 0;
  for (const c of pendentes) {
    const dias = diasParaTerminar(c.fim, hoje);
    const ultimo = dias <= DIAS_ULTIMO;
    if (!ultimo && c.alerta_30) continue;
    await tx.execute(sql`
      UPDATE contratacao
         SET alerta_30_em = coalesce(alerta_30_em, now()), alerta_7_em = CASE WHEN ${ultimo} THEN now() ELSE alerta_7_em END
       WHERE id_contratacao = ${c.id}`);
    if (c.cd_sip === null && c.cd_empresa === null) continue;
    const texto = textoAvisoFimContrato(c.nome, c.nr_vaga, c.fim, dias);
    await criarAviso(tx, deps.realtime, {
      cd_tipo_aviso: TIPO_AVISO_FIM_CONTRATO,
      cd_sip: c.cd_sip,
      cd_empresa: c.cd_sip === null ? c.cd_empresa : null,
      nr_vaga: c.nr_vaga,
      ds_complemento_aviso: texto,
    });
    if (c.cd_sip !== null && c.email)
      await enviarAoContato(deps, tx, {
        canal: 'email',
        para: c.email,
        assunto: assuntoEmailFimContrato(c.nome, dias),
        texto: `${texto}\nProrrogue, encerre ou prepare a substituição em Contratações.`,
        cdUsuario: null,
      });
    enviados += 1;
  }
  return enviados;
}

/** The check on each instance every CONTRATACAO_AVISO_POLL_SECONDS (0 = off); stopped with the app. */
export function iniciarAvisosFimDeContrato(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'mensageria' | 'config'>,
  log: FastifyBaseLogger,
): Rodadas {
  return iniciarRodadas(
    deps.config.CONTRATACAO_AVISO_POLL_SECONDS * 1000,
    async () => {
      await deps.db.transaction((tx) => avisarFimDeContratos(tx, deps));
    },
    log,
    'avisos de fim de contrato temporário',
    { imediata: true },
  );
}
