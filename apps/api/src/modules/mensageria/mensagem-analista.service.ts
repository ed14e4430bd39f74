import type { UsuarioSessao } from '@backoffice/domain/auth';
import { EVENTO_CHATBOT, MENSAGENS_CALLCENTER } from '@backoffice/domain/callcenter';
import { numeroWhatsapp } from '@backoffice/domain/formatacao';
import {
  type ChatbotMensagem,
  type EnviarMensagemBody,
  JANELA_RESPOSTA_HORAS,
  MENSAGENS_ENVIO,
  STATUS_CONVERSA,
} from '@backoffice/domain/mensageria';
import { sql } from 'drizzle-orm';
import { linhas } from '../../db/client';
import type { CorpoWhatsapp } from '../../platform/adapters/mensageria';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../cliente/cliente.tabelas';
import { vagaComo } from '../vaga/vaga.tabelas';
import {
  type LinhaMensagem,
  mensagemDe,
  templateGuardado,
  templateInicial,
} from './conversas-chatbot.service';
import { registrarSaida, tentar, type VagaEnvio } from './envio-selecao.service';

/**
 * POST chatbot/send-message: a message of the analyst in a conversation. The opening template may be
 * sent again at any time; a free text only after the candidate replied, within the channel's window
 * (spec 001 §2.17: messages before the reply count as spam and may get the channel blocked).
 */
export async function enviarMensagem(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'config'> & { mensageria: AppDeps['mensageria'] },
  usuario: UsuarioSessao,
  body: EnviarMensagemBody,
): Promise<{ message: string; mensagem: ChatbotMensagem }> {
  const [cv] = linhas<{
    id: number | string;
    cd_pessoa: number | string;
    nm_pessoa: string;
    nr_telefone: string;
    nr_vaga: number | string | null;
    status: number;
    resposta: Date | string | null;
    nm_cargo: string | null;
    cd_atendente: number | string | null;
    dt_fim_atendimento: Date | string | null;
  }>(
    await deps.db.execute(sql`
      SELECT cv.id_chatbot_conversa AS id, cv.cd_pessoa_candidato AS cd_pessoa, p.nm_pessoa, cv.nr_telefone,
             cv.nr_vaga, cv.id_status_type AS status, cv.dt_ultima_resposta AS resposta,
             coalesce(cc.nm_cargo_cliente, cg.nm_cargo) AS nm_cargo,
             cv.cd_pessoa_analista_atendimento AS cd_atendente, cv.dt_fim_atendimento_cc AS dt_fim_atendimento
        FROM chatbot_conversa cv
        JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = cv.cd_pessoa_candidato
        LEFT JOIN ${vagaComo('v')} ON v.nr_vaga = cv.nr_vaga
        LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
        LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
       WHERE cv.id_chatbot_conversa = ${body.id_chatbot_conversa}`),
  );
  if (!cv) throw notFound(MENSAGENS_ENVIO.conversaNaoEncontrada);
  if (body.nr_telefone && numeroWhatsapp(body.nr_telefone) !== cv.nr_telefone)
    throw badRequest(MENSAGENS_ENVIO.telefoneDiferente);
  if (Number(cv.status) === STATUS_CONVERSA.encerrada.id) throw conflict(MENSAGENS_ENVIO.conversaEncerrada);
  // In a call-center attendance only its attendant writes to the candidate.
  if (cv.cd_atendente !== null && !cv.dt_fim_atendimento && Number(cv.cd_atendente) !== usuario.user_sip)
    throw forbidden(MENSAGENS_CALLCENTER.somenteAtendente);
  const vaga: VagaEnvio = {
    nr_selecao: 0,
    nr_vaga: Number(cv.nr_vaga ?? 0),
    cd_situacao_vaga: 1,
    nm_cargo: cv.nm_cargo ?? 'Vaga',
    nm_cidade: null,
    cd_uf: null,
    vl_salario: null,
    nm_analista: null,
  };
  let corpo: CorpoWhatsapp;
  let guardado: Record<string, unknown>;
  if (body.envio_primeira_msg === 'S') {
    const t = templateInicial(deps.config.WHATSAPP_TEMPLATE, cv.nm_pessoa, vaga);
    corpo = t;
    guardado = templateGuardado(t, cv.nm_pessoa, vaga);
  } else {
    if (!body.message) throw badRequest(MENSAGENS_ENVIO.mensagemObrigatoria);
    if (!cv.resposta) throw conflict(MENSAGENS_ENVIO.aguardandoResposta);
    if (Date.now() - new Date(cv.resposta).getTime() > JANELA_RESPOSTA_HORAS * 3_600_000)
      throw conflict(MENSAGENS_ENVIO.janelaExpirada);
    corpo = { type: 'text', text: { body: body.message } };
    guardado = corpo;
  }
  const r = await tentar(() => deps.mensageria.whatsapp.enviar(cv.nr_telefone, corpo));
  const nome = body.nm_pessoa_analista || usuario.apelido;
  const mensagem = await deps.db.transaction(async (tx) => {
    await registrarSaida(tx, {
      canal: 'whatsapp',
      adaptador: deps.mensageria.whatsapp.nome,
      destino: cv.nr_telefone,
      conteudo:
        body.envio_primeira_msg === 'S'
          ? String((guardado.template as { texto: string }).texto)
          : body.message,
      resultado: r,
      cdPessoa: Number(cv.cd_pessoa),
      nrSelecao: null,
      cdUsuario: usuario.cd_sip,
    });
    if (!r.ok) return null;
    const [m] = linhas<LinhaMensagem>(
      await tx.execute(sql`
        INSERT INTO chatbot_mensagem (id_chatbot_conversa, json_mensagem, id_tipo, id_externo, nm_pessoa_analista)
        VALUES (${Number(cv.id)}, ${JSON.stringify(guardado)}::jsonb, 'ENVIADO', ${r.id}, ${nome})
        RETURNING id_chatbot_mensagem, id_chatbot_conversa, json_mensagem, id_tipo, data_mensagem, nm_pessoa_analista,
                  ds_status`),
    );
    // A person wrote: the chatbot no longer answers this candidate (hand-over).
    await tx.execute(sql`
      UPDATE chatbot_conversa SET id_chatbot_ativo = 'N' WHERE id_chatbot_conversa = ${Number(cv.id)}`);
    await deps.realtime.publish(tx, {
      tipo: EVENTO_CHATBOT,
      dados: {
        nr_telefone: cv.nr_telefone,
        id_chatbot_conversa: Number(cv.id),
        id_chatbot_mensagem: Number(m.id_chatbot_mensagem),
      },
    });
    return mensagemDe(m);
  });
  if (!r.ok || !mensagem) throw conflict(r.ok ? MENSAGENS_ENVIO.erroEnviarMensagem : r.erro);
  return { message: 'Mensagem enviada.', mensagem };
}
