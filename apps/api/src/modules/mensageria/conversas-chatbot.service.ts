import type { UsuarioSessao } from '@backoffice/domain/auth';
import { numeroWhatsapp, primeiroNome } from '@backoffice/domain/formatacao';
import {
  type ChatbotConversa,
  type ChatbotMensagem,
  type ComecarConversasResposta,
  type ErroEnvioCandidato,
  MENSAGENS_ENVIO,
  STATUS_CONVERSA,
  type StatusEntrega,
} from '@backoffice/domain/mensageria';
import { MENSAGENS_HISTORICO_PESQUISAS } from '@backoffice/domain/pesquisa-candidatos';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, linhas } from '../../db/client';
import type { CorpoWhatsapp } from '../../platform/adapters/mensageria';
import type { AppDeps } from '../../platform/deps';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { unidadeTemFlag } from '../catalogo/catalogo.tabelas';
import { marcarEnvio } from '../pesquisa-candidatos/pesquisa-candidatos.entry';
import { tabelasPesquisaCandidatos } from '../pesquisa-candidatos/pesquisa-candidatos.tabelas';
import {
  type CandidatoEnvio,
  candidatosDaSelecao,
  ENVIOS_SIMULTANEOS,
  emLotes,
  registrarSaida,
  tentar,
  type VagaEnvio,
  vagaDaSelecao,
} from './envio-selecao.service';

/** The opening template: the candidate's first name and the position fill its body. */
export function templateInicial(
  template: string,
  nome: string,
  vaga: VagaEnvio,
): CorpoWhatsapp & { type: 'template' } {
  const primeiro = primeiroNome(nome);
  return {
    type: 'template',
    template: {
      name: template,
      language: { code: 'pt_BR' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: primeiro },
            { type: 'text', text: vaga.nm_cargo },
          ],
        },
      ],
    },
  };
}

/** The opening template as stored in the conversation, with the text the candidate reads. */
export function templateGuardado(corpo: CorpoWhatsapp & { type: 'template' }, nome: string, vaga: VagaEnvio) {
  const primeiro = primeiroNome(nome);
  return {
    ...corpo,
    template: {
      ...corpo.template,
      texto: `Olá, ${primeiro}! Temos uma vaga de ${vaga.nm_cargo} (vaga ${vaga.nr_vaga}) que combina com o seu perfil. Podemos conversar?`,
    },
  };
}

/**
 * POST candidato/comecar-conversas-chatbot/{selection}: opens a WhatsApp conversation with every
 * candidate of the search not discarded (spec 001 §2.5, §5): only for users of a unit whose id_chatbot is 'S'.
 */
export async function comecarConversas(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'config'> & { mensageria: AppDeps['mensageria'] },
  usuario: UsuarioSessao,
  nrSelecao: number,
): Promise<ComecarConversasResposta> {
  if (!(await unidadeTemFlag(deps.db, usuario.cd_unid, 'id_chatbot')))
    throw forbidden(MENSAGENS_ENVIO.unidadeSemChatbot);
  const vaga = await vagaDaSelecao(deps.db, nrSelecao, 'chatbot');
  const candidatos = await candidatosDaSelecao(deps.db, nrSelecao);
  if (!candidatos.length) throw badRequest(MENSAGENS_ENVIO.semCandidatos);
  const abertas = new Set(
    linhas<{ cd: number | string }>(
      await deps.db.execute(sql`
        SELECT DISTINCT cd_pessoa_candidato AS cd FROM chatbot_conversa
         WHERE nr_vaga = ${vaga.nr_vaga} AND id_status_type IN (${STATUS_CONVERSA.aguardando.id}, ${STATUS_CONVERSA.respondida.id})`),
    ).map((l) => Number(l.cd)),
  );
  const erros: ErroEnvioCandidato[] = [];
  const aEnviar: { c: CandidatoEnvio; telefone: string }[] = [];
  for (const c of candidatos) {
    const telefone = numeroWhatsapp(c.nr_telefone_cel);
    if (!telefone)
      erros.push({
        CD_PESSOA: c.cd_pessoa,
        NM_PESSOA: c.nm_pessoa,
        CANAL: 'whatsapp',
        ERRO: MENSAGENS_ENVIO.semCelular,
      });
    else if (abertas.has(c.cd_pessoa))
      erros.push({
        CD_PESSOA: c.cd_pessoa,
        NM_PESSOA: c.nm_pessoa,
        CANAL: 'whatsapp',
        ERRO: MENSAGENS_ENVIO.conversaAberta,
      });
    else aEnviar.push({ c, telefone });
  }
  const { whatsapp } = deps.mensageria;
  const resultados = await emLotes(aEnviar, ENVIOS_SIMULTANEOS, async ({ c, telefone }) => {
    const corpo = templateInicial(deps.config.WHATSAPP_TEMPLATE, c.nm_pessoa, vaga);
    return { c, telefone, corpo, r: await tentar(() => whatsapp.enviar(telefone, corpo)) };
  });

  const enviados: ComecarConversasResposta['candidatosEnviados'] = [];
  await deps.db.transaction(async (tx) => {
    for (const { c, telefone, corpo, r } of resultados) {
      const guardado = templateGuardado(corpo, c.nm_pessoa, vaga);
      await registrarSaida(tx, {
        canal: 'whatsapp',
        adaptador: whatsapp.nome,
        destino: telefone,
        conteudo: guardado.template.texto,
        resultado: r,
        cdPessoa: c.cd_pessoa,
        nrSelecao,
        cdUsuario: usuario.cd_sip,
      });
      await marcarEnvio(tx, nrSelecao, c.cd_pessoa, { whatsapp: r.ok ? 'S' : 'N' });
      if (!r.ok) {
        erros.push({ CD_PESSOA: c.cd_pessoa, NM_PESSOA: c.nm_pessoa, CANAL: 'whatsapp', ERRO: r.erro });
        continue;
      }
      const [conversa] = linhas<{ id: number | string }>(
        await tx.execute(sql`
          INSERT INTO chatbot_conversa (cd_pessoa_candidato, nr_telefone, nr_vaga, nr_selecao, id_chatbot_fluxo,
                                        id_status_type, cd_usuario, cd_empresa)
          VALUES (${c.cd_pessoa}, ${telefone}, ${vaga.nr_vaga}, ${nrSelecao}, 1, ${STATUS_CONVERSA.aguardando.id},
                  ${usuario.cd_sip}, ${usuario.cd_unid})
          RETURNING id_chatbot_conversa AS id`),
      );
      await tx.execute(sql`
        INSERT INTO chatbot_mensagem (id_chatbot_conversa, json_mensagem, id_tipo, id_externo, nm_pessoa_analista)
        VALUES (${Number(conversa.id)}, ${JSON.stringify(guardado)}::jsonb, 'ENVIADO', ${r.id}, ${usuario.apelido})`);
      enviados.push({
        CD_PESSOA: c.cd_pessoa,
        NM_PESSOA: c.nm_pessoa,
        ID_CHATBOT_CONVERSA: Number(conversa.id),
      });
    }
  });
  return {
    message: MENSAGENS_ENVIO.chatbotConcluido(enviados.length),
    candidatosEnviados: enviados,
    candidatosErros: erros,
  };
}

export interface LinhaMensagem {
  id_chatbot_mensagem: number | string;
  id_chatbot_conversa: number | string;
  json_mensagem: Record<string, unknown>;
  id_tipo: 'ENVIADO' | 'RECEBIDO';
  data_mensagem: Date | string;
  nm_pessoa_analista: string | null;
  ds_status: StatusEntrega | null;
}

export function mensagemDe(l: LinhaMensagem): ChatbotMensagem {
  return {
    ID_CHATBOT_MENSAGEM: Number(l.id_chatbot_mensagem),
    JSON_MENSAGEM: typeof l.json_mensagem === 'string' ? JSON.parse(l.json_mensagem) : l.json_mensagem,
    ID_TIPO: l.id_tipo,
    DATA_MENSAGEM: new Date(l.data_mensagem).toISOString(),
    NM_PESSOA_ANALISTA: l.nm_pessoa_analista,
    DS_STATUS: l.ds_status ?? null,
  };
}

/** The messages of one conversation, in order. */
export async function mensagensDaConversa(exec: Executor, id: number): Promise<ChatbotMensagem[]> {
  const r = linhas<LinhaMensagem>(
    await exec.execute(sql`
      SELECT id_chatbot_mensagem, id_chatbot_conversa, json_mensagem, id_tipo, data_mensagem, nm_pessoa_analista,
             ds_status
        FROM chatbot_mensagem WHERE id_chatbot_conversa = ${id}
       ORDER BY id_chatbot_mensagem`),
  );
  return r.map(mensagemDe);
}

const DESCRICAO_STATUS = new Map<number, string>(Object.values(STATUS_CONVERSA).map((s) => [s.id, s.ds]));

/** GET chatbot/conversas-status/{selection}: the search's conversations with their messages. */
export async function conversasDaSelecao(db: Db, nrSelecao: number): Promise<ChatbotConversa[]> {
  const s = linhas(
    await db.execute(
      sql`SELECT 1 FROM ${tabelasPesquisaCandidatos.selecao('selecao')} WHERE nr_selecao = ${nrSelecao}`,
    ),
  );
  if (!s.length) throw notFound(MENSAGENS_HISTORICO_PESQUISAS.selecaoNaoEncontrada);
  const conversas = linhas<{
    id: number | string;
    cd_pessoa: number | string;
    nm_pessoa: string;
    nr_telefone: string;
    status: number;
    inicio: Date | string;
  }>(
    await db.execute(sql`
      SELECT cv.id_chatbot_conversa AS id, cv.cd_pessoa_candidato AS cd_pessoa, p.nm_pessoa, cv.nr_telefone,
             cv.id_status_type AS status, cv.dt_inicio_conversa AS inicio
        FROM chatbot_conversa cv JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = cv.cd_pessoa_candidato
       WHERE cv.nr_selecao = ${nrSelecao}
       ORDER BY cv.dt_inicio_conversa DESC, cv.id_chatbot_conversa DESC`),
  );
  if (!conversas.length) return [];
  const ids = conversas.map((c) => Number(c.id));
  const mensagens = linhas<LinhaMensagem>(
    await db.execute(sql`
      SELECT id_chatbot_mensagem, id_chatbot_conversa, json_mensagem, id_tipo, data_mensagem, nm_pessoa_analista,
             ds_status
        FROM chatbot_mensagem WHERE id_chatbot_conversa = ANY(${sql.param(ids)}::bigint[])
       ORDER BY id_chatbot_mensagem`),
  );
  const porConversa = new Map<number, ChatbotMensagem[]>();
  for (const m of mensagens) {
    const id = Number(m.id_chatbot_conversa);
    porConversa.set(id, [...(porConversa.get(id) ?? []), mensagemDe(m)]);
  }
  return conversas.map((c) => ({
    ID_CHATBOT_CONVERSA: Number(c.id),
    CD_PESSOA_CANDIDATO: Number(c.cd_pessoa),
    NOME_CANDIDATO: c.nm_pessoa,
    NR_TELEFONE: c.nr_telefone,
    ID_STATUS_TYPE: Number(c.status),
    DS_STATUS_CONVERSA: DESCRICAO_STATUS.get(Number(c.status)) ?? 'Desconhecido',
    DT_INICIO_CONVERSA: new Date(c.inicio).toISOString(),
    NODES: porConversa.get(Number(c.id)) ?? [],
  }));
}
