import {
  type CanalMensagemLote,
  MENSAGENS_ACOES_LOTE,
  NOTAS_ACAO_LOTE,
  RESUMOS_ACAO_LOTE,
} from '@backoffice/domain/acoes-lote';
import { numeroWhatsapp } from '@backoffice/domain/formatacao';
import { custoEstimadoChatbot, JANELA_RESPOSTA_HORAS, STATUS_CONVERSA } from '@backoffice/domain/mensageria';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { notasNoHistoricoDosCandidatos } from '../candidato/candidato.tabelas';
import { type CandidatoLote, type EnvioGravado, type HandlerAcaoLote, notas } from '../vaga/vaga.entry';
import { ENVIOS_SIMULTANEOS, emLotes, registrarSaida, tentar } from './envio-selecao.service';

const M = MENSAGENS_ACOES_LOTE;

/** A WhatsApp conversation whose service window is open (the candidate replied lately). */
interface ConversaAberta {
  id: number;
  telefone: string;
}

/**
 * The candidates' conversations that may take a free text now: not closed, with a reply of the
 * candidate within the channel's window (earlier messages count as spam), the latest of each.
 */
async function conversasAbertas(
  ex: Executor,
  cds: readonly number[],
  agora: Date,
): Promise<Map<number, ConversaAberta>> {
  const desde = new Date(agora.getTime() - JANELA_RESPOSTA_HORAS * 3_600_000).toISOString();
  const r = await consultar<{ cd: number; id: number; telefone: string }>(
    ex,
    sql`SELECT DISTINCT ON (cd_pessoa_candidato) cd_pessoa_candidato::float8 AS cd,
               id_chatbot_conversa::float8 AS id, nr_telefone AS telefone
          FROM chatbot_conversa
         WHERE cd_pessoa_candidato = ANY(${sql.param([...cds])}::bigint[])
           AND id_status_type <> ${STATUS_CONVERSA.encerrada.id}
           AND dt_ultima_resposta >= ${desde}::timestamptz
         ORDER BY cd_pessoa_candidato, dt_ultima_resposta DESC`,
  );
  return new Map(r.map((l) => [Number(l.cd), { id: Number(l.id), telefone: l.telefone }]));
}

/**
 * The bulk action `mensagem` of a vacancy's candidates: the text by e-mail, SMS or WhatsApp to each
 * candidate with an address for the channel, through the adapters, kept in the outbox and in ds_envios.
 */
export const mensagemEmLote: HandlerAcaoLote<'mensagem'> = {
  async preparar(x, corpo) {
    const { canal, texto } = corpo;
    const assunto = corpo.assunto?.trim() || null;
    if (canal === 'email' && !assunto) throw badRequest([`assunto: ${M.assuntoObrigatorio}`]);
    const conversas =
      canal === 'whatsapp'
        ? await conversasAbertas(x.tx, corpo.candidatos, x.agora)
        : new Map<number, ConversaAberta>();
    /** Where the message goes for the candidate, or null when it has no address for the channel. */
    const destinoDe = (c: CandidatoLote): string | null => {
      if (canal === 'email') return c.email;
      if (canal === 'sms') return numeroWhatsapp(c.celular);
      return conversas.get(c.cd)?.telefone ?? null;
    };
    return {
      parametros: { canal, assunto, texto },
      resumo: (n) => RESUMOS_ACAO_LOTE.mensagem(n, canal),
      recusa(c) {
        if (!c.disponivel) return M.recusa.indisponivel;
        if (destinoDe(c)) return null;
        if (canal === 'email') return M.recusa.semEmail;
        if (canal === 'whatsapp' && numeroWhatsapp(c.celular)) return M.recusa.semJanelaWhatsapp;
        return M.recusa.semCelular;
      },
      async aplicar(x, aplicaveis, id) {
        const { email, sms, whatsapp } = x.deps.mensageria;
        const enviados = await emLotes(aplicaveis, ENVIOS_SIMULTANEOS, async (c) => {
          const destino = destinoDe(c) as string;
          const resultado = await tentar(() =>
            canal === 'email'
              ? email.enviar({ para: destino, assunto: assunto ?? '', texto })
              : canal === 'sms'
                ? sms.enviar({ para: destino, texto })
                : whatsapp.enviar(destino, { type: 'text', text: { body: texto } }),
          );
          return { c, destino, resultado };
        });
        const adaptador = canal === 'email' ? email.nome : canal === 'sms' ? sms.nome : whatsapp.nome;
        const envios = new Map<number, EnvioGravado[]>();
        for (const e of enviados) {
          await registrarSaida(x.tx, {
            canal,
            adaptador,
            destino: e.destino,
            assunto: canal === 'email' ? (assunto ?? undefined) : undefined,
            conteudo: texto,
            resultado: e.resultado,
            cdPessoa: e.c.cd,
            nrSelecao: null,
            cdUsuario: x.usuario.cd_sip,
          });
          envios.set(e.c.cd, [
            {
              canal,
              destino: e.destino,
              enviado: e.resultado.ok,
              erro: e.resultado.ok ? null : e.resultado.erro,
            },
          ]);
        }
        const naConversa = enviados.flatMap((e) => {
          const conversa = conversas.get(e.c.cd);
          return e.resultado.ok && conversa ? [{ conversa: conversa.id, externo: e.resultado.id }] : [];
        });
        if (naConversa.length) {
          // the analyst wrote: the message joins the conversation and the chatbot stops answering it
          await x.tx.execute(sql`
            INSERT INTO chatbot_mensagem (id_chatbot_conversa, json_mensagem, id_tipo, id_externo, nm_pessoa_analista)
            SELECT c.id, ${JSON.stringify({ type: 'text', text: { body: texto } })}::jsonb, 'ENVIADO', c.externo,
                   ${x.usuario.apelido}
              FROM unnest(${sql.param(naConversa.map((n) => n.conversa))}::bigint[],
                          ${sql.param(naConversa.map((n) => n.externo))}::text[]) AS c(id, externo)`);
          await x.tx.execute(sql`
            UPDATE chatbot_conversa SET id_chatbot_ativo = 'N'
             WHERE id_chatbot_conversa = ANY(${sql.param(naConversa.map((n) => n.conversa))}::bigint[])`);
        }
        await notasNoHistoricoDosCandidatos(
          x.tx,
          notas(x, aplicaveis, () => NOTAS_ACAO_LOTE.mensagem(x.nrVaga, canal, id), 'ML'),
        );
        const ok = enviados.filter((e) => e.resultado.ok).length;
        return { envios, custo: custoMensagemLote(canal, ok) };
      },
    };
  },
  desfazer: async () => null,
};

/**
 * The estimated cost of the messages, in reais: WhatsApp at the chatbot's price per conversation,
 * e-mail free; SMS has no price in the domain (null).
 */
export function custoMensagemLote(canal: CanalMensagemLote, enviados: number): number | null {
  if (canal === 'whatsapp') return custoEstimadoChatbot(enviados);
  if (canal === 'email') return 0;
  return null;
}
