import { numeroWhatsapp } from '@backoffice/domain/formatacao';
import {
  DIAS_MENSAGEM_FECHAMENTO,
  mensagemFechamentoVaga,
  whatsappFechamentoVaga,
} from '@backoffice/domain/portal-candidaturas';
import { SITUACOES_FECHADAS } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { consultar, type Executor } from '../../../db/client';
import { ErroEnvio } from '../../../platform/adapters/mensageria';
import type { AppDeps } from '../../../platform/deps';
import { enderecoPublico } from '../../../platform/endereco-publico';
import { iniciarRodadas, type Rodadas } from '../../../platform/poller';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { registrarMensagemEnviada } from '../../mensageria/mensageria.tabelas';

/** Vacancies locked and reserved per transaction. */
const VAGAS_POR_LOTE = 20;

const FECHADAS = sql`ARRAY[${sql.join(
  SITUACOES_FECHADAS.map((s) => sql`${s}`),
  sql`, `,
)}]::int[]`;

/**
 * The pending candidates of vacancy `v` (the alias of a vacancy row): related with no decision, and
 * web applicants of its requisition (through this vacancy, or the requisition's first when none
 * was named) related to none of the requisition's vacancies and not discarded.
 */
const PENDENTES = (v: ReturnType<typeof sql.raw>) => sql`
  SELECT vc.cd_pessoa_candidato FROM vaga_candidato vc
   WHERE vc.nr_vaga = ${v}.nr_vaga AND vc.id_situacao IS NULL
  UNION
  SELECT cw.cd_pessoa_candidato FROM candidato_web cw
   WHERE cw.nr_requisicao = ${v}.nr_requisicao AND cw.id_tipo = 'WEB' AND cw.id_desvincular_web = 'N'
     AND coalesce(cw.nr_vaga, (SELECT min(v3.nr_vaga) FROM vaga v3 WHERE v3.nr_requisicao = cw.nr_requisicao)) = ${v}.nr_vaga
     AND NOT EXISTS (SELECT 1 FROM vaga_candidato vc2 JOIN vaga v2 ON v2.nr_vaga = vc2.nr_vaga
                      WHERE v2.nr_requisicao = ${v}.nr_requisicao AND vc2.cd_pessoa_candidato = cw.cd_pessoa_candidato)`;

const FECHADA_RECENTE = (v: ReturnType<typeof sql.raw>) => sql`
  ${v}.cd_situacao_vaga = ANY(${FECHADAS})
  AND coalesce(${v}.dt_situacao, ${v}.dt_fechamento, ${v}.dt_cancelamento, ${v}.alterado_em)
      >= now() - make_interval(days => ${DIAS_MENSAGEM_FECHAMENTO})`;

export interface FechamentoReservado {
  nr_vaga: number;
  cd_pessoa: number;
  nome: string;
  email: string | null;
  /** The mobile the candidate marked as WhatsApp, as written in the record (null: not allowed). */
  celular: string | null;
  titulo: string;
}

/** The candidate allows WhatsApp: a mobile marked as WhatsApp (`c` the candidate, with 10+ digits checked apart). */
const WHATSAPP_PERMITIDO = sql`c.id_possui_whatsapp_cel = 'S' AND length(regexp_replace(coalesce(c.nr_telefone_cel, ''), '[^0-9]', '', 'g')) >= 10`;

/**
 * Reserves, in the caller's transaction, the closing messages of up to VAGAS_POR_LOTE closed
 * vacancies with pending candidates still without a row: the vacancies are locked (those another
 * instance holds are skipped), and one row per candidate is written before anything is sent. Opted
 * out candidates get O, and those with neither an e-mail nor a WhatsApp mobile S, at once; answers
 * the rows to send.
 */
export async function reservarFechamentos(
  tx: Executor,
): Promise<{ vagas: number; aEnviar: FechamentoReservado[] }> {
  const v = sql.raw('v');
  const vagas = await consultar<{ nr_vaga: number }>(
    tx,
    sql`SELECT v.nr_vaga::float8 AS nr_vaga FROM vaga v
         WHERE ${FECHADA_RECENTE(v)}
           AND EXISTS (SELECT 1 FROM (${PENDENTES(v)}) p
                        WHERE NOT EXISTS (SELECT 1 FROM mensagem_fechamento_vaga m
                                           WHERE m.nr_vaga = v.nr_vaga AND m.cd_pessoa_candidato = p.cd_pessoa_candidato))
         ORDER BY v.nr_vaga
         LIMIT ${VAGAS_POR_LOTE}
         FOR UPDATE OF v SKIP LOCKED`,
  );
  if (!vagas.length) return { vagas: 0, aEnviar: [] };
  const nrs = sql.join(
    vagas.map((x) => sql`${x.nr_vaga}`),
    sql`, `,
  );
  const inseridos = await consultar<{ nr_vaga: number; cd_pessoa: number; resultado: string | null }>(
    tx,
    sql`INSERT INTO mensagem_fechamento_vaga (nr_vaga, cd_pessoa_candidato, id_resultado)
        SELECT v.nr_vaga, p.cd_pessoa_candidato,
               CASE WHEN c.id_recusa_mensagens = 'S' THEN 'O'
                    WHEN nullif(trim(pe.ds_email), '') IS NULL AND NOT (${WHATSAPP_PERMITIDO}) THEN 'S' END
          FROM vaga v
          CROSS JOIN LATERAL (${PENDENTES(v)}) p
          JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = p.cd_pessoa_candidato
          JOIN ${tabelasCandidato.pessoa('pe')} ON pe.cd_pessoa = p.cd_pessoa_candidato
         WHERE v.nr_vaga IN (${nrs})
        ON CONFLICT DO NOTHING
        RETURNING nr_vaga::float8 AS nr_vaga, cd_pessoa_candidato::float8 AS cd_pessoa, id_resultado AS resultado`,
  );
  const aEnviar = inseridos.filter((r) => r.resultado === null);
  if (!aEnviar.length) return { vagas: vagas.length, aEnviar: [] };
  const linhas = await consultar<FechamentoReservado>(
    tx,
    sql`SELECT v.nr_vaga::float8 AS nr_vaga, pe.cd_pessoa::float8 AS cd_pessoa, pe.nm_pessoa AS nome,
               nullif(trim(pe.ds_email), '') AS email,
               CASE WHEN ${WHATSAPP_PERMITIDO} THEN c.nr_telefone_cel END AS celular,
               coalesce(CASE WHEN cc.id_cargo_exibir_web = 'C' THEN cc.nm_cargo_cliente END, cg.nm_cargo,
                        cc.nm_cargo_cliente, 'Vaga ' || v.nr_vaga) AS titulo
          FROM (VALUES ${sql.join(
            aEnviar.map((r) => sql`(${r.nr_vaga}::bigint, ${r.cd_pessoa}::bigint)`),
            sql`, `,
          )}) AS r(nr_vaga, cd_pessoa)
          JOIN vaga v ON v.nr_vaga = r.nr_vaga
          JOIN ${tabelasCandidato.pessoa('pe')} ON pe.cd_pessoa = r.cd_pessoa
          JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = r.cd_pessoa
          LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
          LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
         ORDER BY v.nr_vaga, pe.cd_pessoa`,
  );
  return { vagas: vagas.length, aEnviar: linhas };
}

/** One channel's send: the provider's id, or its refusal. */
async function tentarEnvio(
  enviar: () => Promise<{ id: string }>,
): Promise<{ id: string | null; erro: string | null }> {
  try {
    return { id: (await enviar()).id, erro: null };
  } catch (e) {
    if (!(e instanceof ErroEnvio)) throw e;
    return { id: null, erro: e.message.slice(0, 2000) };
  }
}

/**
 * Sends one reserved closing message by e-mail and, when the candidate allows it, by WhatsApp (the
 * approved template), each kept in the outbox; the row gets E when a channel took it (F when every
 * one refused), the channels, the first outbox id and the time. An unexpected failure leaves the
 * row as reserved (never sent again).
 */
export async function enviarFechamento(
  deps: Pick<AppDeps, 'db' | 'mensageria' | 'config'>,
  r: FechamentoReservado,
): Promise<'E' | 'F'> {
  const envios: {
    canal: 'email' | 'whatsapp';
    destino: string;
    assunto: string | null;
    texto: string;
    adaptador: string;
    id: string | null;
    erro: string | null;
  }[] = [];
  if (r.email) {
    const { assunto, texto } = mensagemFechamentoVaga({
      nome: r.nome,
      titulo: r.titulo,
      linkPortal: `${enderecoPublico(deps.config)}/vagas/minha-area`,
    });
    const para = r.email;
    const res = await tentarEnvio(() => deps.mensageria.email.enviar({ para, assunto, texto }));
    envios.push({
      canal: 'email',
      destino: para,
      assunto,
      texto,
      adaptador: deps.mensageria.email.nome,
      ...res,
    });
  }
  const numero = numeroWhatsapp(r.celular);
  if (numero) {
    const { parametros, texto } = whatsappFechamentoVaga({ nome: r.nome, titulo: r.titulo });
    const res = await tentarEnvio(() =>
      deps.mensageria.whatsapp.enviar(numero, {
        type: 'template',
        template: {
          name: deps.config.WHATSAPP_TEMPLATE_FECHAMENTO,
          language: { code: 'pt_BR' },
          components: [
            { type: 'body', parameters: parametros.map((text) => ({ type: 'text' as const, text })) },
          ],
        },
      }),
    );
    envios.push({
      canal: 'whatsapp',
      destino: numero,
      assunto: null,
      texto,
      adaptador: deps.mensageria.whatsapp.nome,
      ...res,
    });
  }
  const aceitos = envios.filter((e) => e.id !== null);
  const resultado = aceitos.length ? 'E' : 'F';
  await deps.db.transaction(async (tx) => {
    let primeira: number | null = null;
    for (const e of envios) {
      const saida = await registrarMensagemEnviada(tx, {
        canal: e.canal,
        adaptador: e.adaptador,
        destino: e.destino,
        assunto: e.assunto,
        texto: e.texto,
        idExterno: e.id,
        erro: e.erro,
        cdUsuario: null,
      });
      primeira ??= saida;
    }
    const canais = aceitos.map((e) => e.canal).join(',') || null;
    await tx.execute(sql`
      UPDATE mensagem_fechamento_vaga
         SET id_resultado = ${resultado}, ds_canais = ${canais},
             id_mensagem_saida = ${primeira}, enviado_em = now()
       WHERE nr_vaga = ${r.nr_vaga} AND cd_pessoa_candidato = ${r.cd_pessoa}`);
  });
  return resultado;
}

/**
 * One round: batch after batch, reserves in a transaction and sends after its commit. A send that
 * throws unexpectedly is logged and its row stays reserved; the others go on. Answers how many
 * messages the provider accepted.
 */
export async function rodadaFechamento(
  deps: Pick<AppDeps, 'db' | 'mensageria' | 'config'>,
  log?: FastifyBaseLogger,
  parado: () => boolean = () => false,
): Promise<number> {
  let enviadas = 0;
  while (!parado()) {
    const { vagas, aEnviar } = await deps.db.transaction((tx) => reservarFechamentos(tx));
    if (!vagas) break;
    for (const r of aEnviar) {
      if (parado()) break;
      try {
        if ((await enviarFechamento(deps, r)) === 'E') enviadas += 1;
      } catch (err) {
        log?.error({ err, nr_vaga: r.nr_vaga }, 'mensagem de fechamento');
      }
    }
  }
  return enviadas;
}

/** The round on each instance every FECHAMENTO_POLL_SECONDS (0 = off); stopped with the app. */
export function iniciarMensagensFechamento(deps: AppDeps, log: FastifyBaseLogger): Rodadas {
  return iniciarRodadas(
    deps.config.FECHAMENTO_POLL_SECONDS * 1000,
    async (parado) => {
      await rodadaFechamento(deps, log, parado);
    },
    log,
    'mensagens de fechamento de vagas',
  );
}
