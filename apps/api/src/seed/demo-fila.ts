import { textoVagaAgendamento } from '@backoffice/domain/agendamento';
import { dataUtc } from '@backoffice/domain/datas';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import type { DbHandle } from '../db/client';

const MIN = 60_000;
const HORA = 60 * MIN;
// Brazil has had no daylight saving time since 2019: business midnight is 03:00 UTC.
const MEIA_NOITE_NEGOCIO = 3 * HORA;

/** Who attends: the demo selector, or a colleague of the unit. */
type Quem = 'selecao' | 'colega';

interface LinhaDemo {
  /** Minutes from the demo's clock of the scheduled time, the arrival, the start and the close. */
  min: number;
  chegada?: number;
  inicio?: number;
  encerrado?: number;
  quem: Quem;
  tipo: 'E' | 'T' | 'C';
}

/**
 * Today's queue of the demo selector's unit, in the order of the day: closed attendances, one in
 * progress with the selector, a late candidate not yet arrived, one who arrived late and waits for
 * a colleague, one who arrived early for the selector, and the appointments still to come.
 */
const LINHAS: readonly LinhaDemo[] = [
  { min: -150, chegada: -155, inicio: -148, encerrado: -110, quem: 'selecao', tipo: 'E' },
  { min: -90, chegada: -100, inicio: -85, encerrado: -60, quem: 'colega', tipo: 'T' },
  { min: -60, chegada: -70, inicio: -55, quem: 'selecao', tipo: 'E' },
  { min: -40, quem: 'selecao', tipo: 'E' },
  { min: -25, chegada: -3, quem: 'colega', tipo: 'E' },
  { min: 10, chegada: -5, quem: 'selecao', tipo: 'E' },
  { min: 45, quem: 'selecao', tipo: 'T' },
  { min: 90, quem: 'colega', tipo: 'E' },
  { min: 120, quem: 'selecao', tipo: 'C' },
];

/**
 * The demo's clock for the queue: now when the demo is built for today, else 10:00 of that day; kept
 * between 03:00 and 21:00 so that every time of the queue falls on that day.
 */
export function relogioFilaDemo(hoje: number, agora: number = Date.now()): number {
  const meiaNoite = hoje + MEIA_NOITE_NEGOCIO;
  const hojeIso = dataUtc(hoje);
  const base = dataNegocio(new Date(agora)) === hojeIso ? agora : meiaNoite + 10 * HORA;
  return Math.min(Math.max(base, meiaNoite + 3 * HORA), meiaNoite + 21 * HORA);
}

/**
 * Today's appointments of the demo selector's unit with arrivals (the attendance queue, spec 002
 * §2.5): some closed, one being attended, one late, candidates waiting, others to come. The vacancies
 * are the unit's open ones, with their client and analyst. `hoje` is UTC midnight ms of the business
 * date.
 */
export async function gerarFilaAtendimentoDemo(
  handle: DbHandle,
  hoje: number,
  agora?: number,
): Promise<void> {
  const relogio = relogioFilaDemo(hoje, agora);
  const [selecao] = await handle.query<{ cd_sip: number; cd_unid: number }>(
    `SELECT cd_sip, cd_unid FROM usuario WHERE nm_login = 'selecao'`,
  );
  if (!selecao) return;
  const [colega] = await handle.query<{ cd_sip: number }>(
    `SELECT cd_sip FROM usuario
      WHERE cd_unid = $1 AND id_ativo = 'S' AND cd_sip <> $2 AND 58 = ANY(permissoes) AND nm_login <> 'admin'
      ORDER BY cd_sip LIMIT 1`,
    [selecao.cd_unid, selecao.cd_sip],
  );
  const vagas = await handle.query<{
    nr_vaga: number;
    cd_pessoa_cliente: number;
    cd_pessoa_analista: number | null;
  }>(
    `SELECT nr_vaga, cd_pessoa_cliente, cd_pessoa_analista FROM vaga
      WHERE cd_empresa = $1 AND cd_situacao_vaga = 1 ORDER BY nr_vaga LIMIT $2`,
    [selecao.cd_unid, LINHAS.length],
  );
  const candidatos = await handle.query<{ cd_pessoa: number }>(
    `SELECT cd_pessoa FROM candidato WHERE id_bloqueado = 'N' AND dt_inativo IS NULL ORDER BY cd_pessoa DESC LIMIT $1`,
    [LINHAS.length],
  );
  if (vagas.length === 0 || candidatos.length < LINHAS.length) return;
  const em = (min: number | undefined) =>
    min === undefined ? null : new Date(relogio + min * MIN).toISOString();
  for (const [i, l] of LINHAS.entries()) {
    const v = vagas[i % vagas.length];
    const atende = l.quem === 'colega' && colega ? colega.cd_sip : selecao.cd_sip;
    await handle.query(
      `INSERT INTO agendamento (cd_pessoa_candidato, cd_usuario_atendimento, cd_pessoa_analista, cd_pessoa_cliente,
          cd_empresa, id_tipo_agendamento, dt_atendimento, dt_chegada, dt_inicio_atendimento, dt_encerramento,
          tipo_processo, ds_descricao, id_compareceu, nr_vaga, criado_em, criado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
          (SELECT tipo FROM tipo_processo WHERE cd_pessoa_cliente = $4 AND id_ativo = 'S' ORDER BY tipo LIMIT 1),
          $11, $12, $13, $14, $15)`,
      [
        Number(candidatos[i].cd_pessoa),
        atende,
        v.cd_pessoa_analista,
        v.cd_pessoa_cliente,
        selecao.cd_unid,
        l.tipo,
        em(l.min),
        em(l.chegada),
        em(l.inicio),
        em(l.encerrado),
        textoVagaAgendamento(v.nr_vaga),
        l.chegada === undefined ? null : 'S',
        v.nr_vaga,
        new Date(relogio - 24 * HORA - i * 1000).toISOString(),
        selecao.cd_sip,
      ],
    );
  }
}
