import {
  type DescartadoSelecaoLinha,
  MENSAGENS_HISTORICO_PESQUISAS,
  MENSAGENS_PESQUISA,
  type PesquisaVagaLinha,
  TIPO_ENVIO,
} from '@backoffice/domain/pesquisa-candidatos';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linhas } from '../../db/client';
import { notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';
import { vagaComo } from '../vaga/vaga.tabelas';

async function exigirVaga(db: Db, nrVaga: number): Promise<void> {
  const r = linhas(await db.execute(sql`SELECT 1 FROM ${vagaComo('vaga')} WHERE nr_vaga = ${nrVaga}`));
  if (!r.length) throw notFound(MENSAGENS_PESQUISA.vagaNaoEncontrada);
}

/** The vacancy's searches, newest first, with their discards and the channels already used. */
export async function pesquisasDaVaga(db: Db, nrVaga: number): Promise<PesquisaVagaLinha[]> {
  await exigirVaga(db, nrVaga);
  const r = linhas<{
    NR_SELECAO: string | number;
    SOMA: number;
    CANDIDATOS_DESCARTADOS: number;
    QT_CANDIDATOS: number;
    NM_USUARIO: string | null;
    CRIADO_EM: Date | string;
    email: boolean;
    sms: boolean;
    whatsapp: boolean;
  }>(
    await db.execute(sql`
      SELECT s.nr_selecao AS "NR_SELECAO", s.nr_total AS "SOMA",
             coalesce(e.descartados, 0)::int AS "CANDIDATOS_DESCARTADOS",
             coalesce(e.candidatos, 0)::int AS "QT_CANDIDATOS",
             u.apelido AS "NM_USUARIO", s.criado_em AS "CRIADO_EM",
             coalesce(e.email, false) AS email, coalesce(e.sms, false) AS sms,
             coalesce(e.whatsapp, false) AS whatsapp
        FROM selecao s
        LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = s.cd_usuario
        LEFT JOIN LATERAL (
          SELECT count(*) FILTER (WHERE sc.id_descartado = 'S') AS descartados,
                 count(*) FILTER (WHERE sc.id_descartado = 'N') AS candidatos,
                 bool_or(sc.id_envio_email IS NOT NULL) AS email,
                 bool_or(sc.id_envio_sms IS NOT NULL) AS sms,
                 bool_or(sc.id_envio_whatsapp IS NOT NULL) AS whatsapp
            FROM selecao_candidato sc WHERE sc.nr_selecao = s.nr_selecao
        ) e ON true
       WHERE s.nr_vaga = ${nrVaga}
       ORDER BY s.criado_em DESC, s.nr_selecao DESC
       LIMIT 500`),
  );
  return r.map((l) => {
    const envios = [
      ...(l.email ? [{ CD_TIPO_ENVIO: TIPO_ENVIO.email }] : []),
      ...(l.sms ? [{ CD_TIPO_ENVIO: TIPO_ENVIO.sms }] : []),
      ...(l.whatsapp ? [{ CD_TIPO_ENVIO: TIPO_ENVIO.chatbot }] : []),
    ];
    return {
      NR_SELECAO: Number(l.NR_SELECAO),
      SOMA: Number(l.SOMA),
      CANDIDATOS_DESCARTADOS: Number(l.CANDIDATOS_DESCARTADOS),
      QT_CANDIDATOS: Number(l.QT_CANDIDATOS),
      NM_USUARIO: l.NM_USUARIO,
      CRIADO_EM: new Date(l.CRIADO_EM).toISOString(),
      POSSUI_ENVIO_CANDIDATO: envios.length ? 'S' : 'N',
      ENVIO_DE_CONTATO: envios,
    };
  });
}

/** The candidates discarded from one search of the vacancy, most recent discard first. */
export async function descartadosDaSelecao(
  db: Db,
  nrVaga: number,
  nrSelecao: number,
): Promise<DescartadoSelecaoLinha[]> {
  await exigirVaga(db, nrVaga);
  const s = linhas(
    await db.execute(sql`SELECT 1 FROM selecao WHERE nr_selecao = ${nrSelecao} AND nr_vaga = ${nrVaga}`),
  );
  if (!s.length) throw notFound(MENSAGENS_HISTORICO_PESQUISAS.selecaoNaoEncontrada);
  const r = linhas<{
    CD_PESSOA: string | number;
    NM_PESSOA: string;
    NM_BAIRRO: string | null;
    NM_CIDADE: string | null;
    ALTERADO_EM: Date | string;
    NM_USUARIO: string | null;
  }>(
    await db.execute(sql`
      SELECT p.cd_pessoa AS "CD_PESSOA", p.nm_pessoa AS "NM_PESSOA", c.nm_bairro AS "NM_BAIRRO",
             c.nm_cidade AS "NM_CIDADE", coalesce(sc.dt_descarte, sc.alterado_em) AS "ALTERADO_EM",
             u.apelido AS "NM_USUARIO"
        FROM selecao_candidato sc
        JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = sc.cd_pessoa_candidato
        JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = sc.cd_pessoa_candidato
        LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = sc.cd_usuario_descarte
       WHERE sc.nr_selecao = ${nrSelecao} AND sc.id_descartado = 'S'
       ORDER BY 5 DESC, p.nm_pessoa`),
  );
  return r.map((l) => ({
    ...l,
    CD_PESSOA: Number(l.CD_PESSOA),
    ALTERADO_EM: new Date(l.ALTERADO_EM).toISOString(),
  }));
}
