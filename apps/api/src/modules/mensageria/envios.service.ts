import type { UsuarioSessao } from '@backoffice/domain/auth';
import { TIPO_AVISO_CALLCENTER, textoAvisoCallcenter } from '@backoffice/domain/aviso';
import { EVENTO_CALLCENTER, EVENTO_CHATBOT, MENSAGENS_CALLCENTER } from '@backoffice/domain/callcenter';
import { LIMITES_ENTRADA, semCaracteresInvalidos, texto } from '@backoffice/domain/entrada';
import { numeroWhatsapp, primeiroNome } from '@backoffice/domain/formatacao';
import {
  type CanalEnvio,
  type ChatbotConversa,
  type ChatbotMensagem,
  type ComecarConversasResposta,
  type EnviarMensagemBody,
  type EnvioAnuncioResposta,
  type ErroEnvioCandidato,
  JANELA_RESPOSTA_HORAS,
  MENSAGENS_ENVIO,
  type MensagemSaidaLinha,
  podeUsarChatbot,
  STATUS_CONVERSA,
  STATUS_ENTREGA,
  type StatusEntrega,
} from '@backoffice/domain/mensageria';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { MENSAGENS_HISTORICO_PESQUISAS } from '@backoffice/domain/pesquisa-candidatos';
import { type AcaoCongelada, MENSAGENS_VAGA_CANDIDATOS } from '@backoffice/domain/vaga-candidatos';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type Executor, linhas } from '../../db/client';
import { type CorpoWhatsapp, ErroEnvio } from '../../platform/adapters/mensageria';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { dbDaTransacao, FILAS } from '../../platform/jobs';
import { marcarEnvio } from '../pesquisa-candidatos/pesquisa-candidatos.entry';
import { avisarUsuariosDaUnidade } from '../usuario/usuario.entry';

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Sends never go out in more than this many at once. */
const ENVIOS_SIMULTANEOS = 5;

interface VagaEnvio {
  nr_selecao: number;
  nr_vaga: number;
  cd_situacao_vaga: number;
  nm_cargo: string;
  nm_cidade: string | null;
  cd_uf: string | null;
  vl_salario: number | null;
  nm_analista: string | null;
}

interface CandidatoEnvio {
  cd_pessoa: number;
  nm_pessoa: string;
  ds_email: string | null;
  nr_telefone_cel: string | null;
}

/** The selection's vacancy, or 404; refused (409) while the vacancy is frozen. */
async function vagaDaSelecao(exec: Executor, nrSelecao: number, acao: AcaoCongelada): Promise<VagaEnvio> {
  const [v] = linhas<VagaEnvio>(
    await exec.execute(sql`
      SELECT s.nr_selecao, v.nr_vaga, v.cd_situacao_vaga,
             coalesce(cc.nm_cargo_cliente, cg.nm_cargo, 'Vaga') AS nm_cargo,
             coalesce(v.nm_cidade_atuacao, cli.nm_cidade) AS nm_cidade,
             coalesce(v.cd_uf_atuacao, cli.cd_uf) AS cd_uf,
             v.vl_salario::float8 AS vl_salario, an.nm_pessoa AS nm_analista
        FROM selecao s
        JOIN vaga v ON v.nr_vaga = s.nr_vaga
        LEFT JOIN cargo cg ON cg.cd_cargo = v.cd_cargo
        LEFT JOIN cargo_cliente cc ON cc.cd_cargo_cliente = v.cd_cargo_cliente
        LEFT JOIN cliente cli ON cli.cd_pessoa = v.cd_pessoa_cliente
        LEFT JOIN pessoa an ON an.cd_pessoa = v.cd_pessoa_analista
       WHERE s.nr_selecao = ${nrSelecao}`),
  );
  if (!v) throw notFound(MENSAGENS_HISTORICO_PESQUISAS.selecaoNaoEncontrada);
  if (vagaCongelada(Number(v.cd_situacao_vaga))) throw conflict(MENSAGENS_VAGA_CANDIDATOS.congelada[acao]);
  return { ...v, nr_vaga: Number(v.nr_vaga), nr_selecao: Number(v.nr_selecao) };
}

/** The selection's candidates that were not discarded, in the answer's order. */
async function candidatosDaSelecao(exec: Executor, nrSelecao: number): Promise<CandidatoEnvio[]> {
  const r = linhas<CandidatoEnvio>(
    await exec.execute(sql`
      SELECT sc.cd_pessoa_candidato AS cd_pessoa, p.nm_pessoa, nullif(trim(p.ds_email), '') AS ds_email,
             c.nr_telefone_cel
        FROM selecao_candidato sc
        JOIN candidato c ON c.cd_pessoa = sc.cd_pessoa_candidato
        JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
       WHERE sc.nr_selecao = ${nrSelecao} AND sc.id_descartado = 'N'
       ORDER BY sc.nr_ordem`),
  );
  return r.map((c) => ({ ...c, cd_pessoa: Number(c.cd_pessoa) }));
}

/** Runs `fn` over the items, at most `n` at a time, keeping the order of the results. */
async function emLotes<T, R>(itens: readonly T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const saida: R[] = new Array(itens.length);
  let proximo = 0;
  const trabalhadores = Array.from({ length: Math.min(n, itens.length) }, async () => {
    while (proximo < itens.length) {
      const i = proximo++;
      saida[i] = await fn(itens[i]);
    }
  });
  await Promise.all(trabalhadores);
  return saida;
}

type Resultado = { ok: true; id: string } | { ok: false; erro: string };

async function tentar(envio: () => Promise<{ id: string }>): Promise<Resultado> {
  try {
    return { ok: true, id: (await envio()).id };
  } catch (e) {
    return { ok: false, erro: e instanceof ErroEnvio ? e.message : MENSAGENS_ENVIO.erroDesconhecido };
  }
}

function textoAnuncio(v: VagaEnvio, nome: string) {
  const local = v.nm_cidade ? ` em ${v.nm_cidade}${v.cd_uf ? `/${v.cd_uf}` : ''}` : '';
  const salario = v.vl_salario ? `\nSalário: ${moeda.format(v.vl_salario)}` : '';
  const primeiro = primeiroNome(nome);
  return {
    assunto: `Oportunidade: ${v.nm_cargo} - vaga ${v.nr_vaga}`,
    email:
      `Olá, ${primeiro}!\n\nEncontramos uma vaga de ${v.nm_cargo}${local} que combina com o seu currículo.` +
      `${salario}\n\nSe tiver interesse, responda a esta mensagem ou fale com ${v.nm_analista ?? 'nossa equipe'}` +
      ` informando a vaga ${v.nr_vaga}.\n\nRecrutamento e Seleção`,
    sms: `Ola ${primeiro}, temos uma vaga de ${v.nm_cargo}${local} para voce (vaga ${v.nr_vaga}). Interessado? Responda SIM.`.slice(
      0,
      160,
    ),
  };
}

async function registrarSaida(
  exec: Executor,
  d: {
    canal: CanalEnvio;
    adaptador: string;
    destino: string;
    assunto?: string;
    conteudo: string;
    resultado: Resultado;
    cdPessoa: number;
    nrSelecao: number | null;
    cdUsuario: number;
  },
) {
  await exec.execute(sql`
    INSERT INTO mensagem_saida (ds_canal, nm_adaptador, ds_destino, ds_assunto, ds_conteudo, id_externo, ds_erro,
                                cd_pessoa_candidato, nr_selecao, cd_usuario)
    VALUES (${d.canal}, ${d.adaptador}, ${d.destino}, ${d.assunto ?? null}, ${d.conteudo},
            ${d.resultado.ok ? d.resultado.id : null}, ${d.resultado.ok ? null : d.resultado.erro},
            ${d.cdPessoa}, ${d.nrSelecao}, ${d.cdUsuario})`);
}

/**
 * POST candidato/envio-anuncio-candidato/{selection}: the vacancy's announcement by e-mail and SMS to
 * every candidate of the search not discarded (spec 001 §2.5). The messages go out first; then one
 * transaction records each send and marks the rows (S sent, N failed).
 */
export async function envioAnuncio(
  deps: Pick<AppDeps, 'db'> & { mensageria: AppDeps['mensageria'] },
  usuario: UsuarioSessao,
  nrSelecao: number,
): Promise<EnvioAnuncioResposta> {
  const vaga = await vagaDaSelecao(deps.db, nrSelecao, 'enviarMensagens');
  const candidatos = await candidatosDaSelecao(deps.db, nrSelecao);
  const comContato = candidatos.filter((c) => c.ds_email || c.nr_telefone_cel);
  if (!comContato.length) throw badRequest(MENSAGENS_ENVIO.semCandidatos);
  const { email, sms } = deps.mensageria;

  const resultados = await emLotes(comContato, ENVIOS_SIMULTANEOS, async (c) => {
    const t = textoAnuncio(vaga, c.nm_pessoa);
    const celular = c.nr_telefone_cel ? numeroWhatsapp(c.nr_telefone_cel) : null;
    return {
      c,
      t,
      celular,
      email: c.ds_email
        ? await tentar(() => email.enviar({ para: c.ds_email as string, assunto: t.assunto, texto: t.email }))
        : null,
      sms: celular ? await tentar(() => sms.enviar({ para: celular, texto: t.sms })) : null,
    };
  });

  const erros: ErroEnvioCandidato[] = [];
  const enviados = { email: 0, sms: 0 };
  await deps.db.transaction(async (tx) => {
    for (const r of resultados) {
      const envios = [
        {
          canal: 'email' as const,
          adaptador: email.nome,
          destino: r.c.ds_email,
          assunto: r.t.assunto,
          conteudo: r.t.email,
          resultado: r.email,
        },
        {
          canal: 'sms' as const,
          adaptador: sms.nome,
          destino: r.celular,
          conteudo: r.t.sms,
          resultado: r.sms,
        },
      ];
      for (const e of envios) {
        if (!e.resultado || !e.destino) continue;
        await registrarSaida(tx, {
          ...e,
          destino: e.destino,
          resultado: e.resultado,
          cdPessoa: r.c.cd_pessoa,
          nrSelecao,
          cdUsuario: usuario.cd_sip,
        });
        if (e.resultado.ok) enviados[e.canal]++;
        else
          erros.push({
            CD_PESSOA: r.c.cd_pessoa,
            NM_PESSOA: r.c.nm_pessoa,
            CANAL: e.canal,
            ERRO: e.resultado.erro,
          });
      }
      const flag = (x: Resultado | null) => (x === null ? null : x.ok ? 'S' : 'N');
      await marcarEnvio(tx, nrSelecao, r.c.cd_pessoa, { email: flag(r.email), sms: flag(r.sms) });
    }
  });
  return {
    message: MENSAGENS_ENVIO.envioNormalConcluido(enviados.email, enviados.sms),
    enviados,
    erros,
  };
}

/** The opening template: the candidate's first name and the position fill its body. */
function templateInicial(
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
function templateGuardado(corpo: CorpoWhatsapp & { type: 'template' }, nome: string, vaga: VagaEnvio) {
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
 * candidate of the search not discarded (spec 001 §2.5, §5): only for users of the chatbot units.
 */
export async function comecarConversas(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'config'> & { mensageria: AppDeps['mensageria'] },
  usuario: UsuarioSessao,
  nrSelecao: number,
): Promise<ComecarConversasResposta> {
  if (!podeUsarChatbot(usuario.cd_unid)) throw forbidden(MENSAGENS_ENVIO.unidadeSemChatbot);
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

interface LinhaMensagem {
  id_chatbot_mensagem: number | string;
  id_chatbot_conversa: number | string;
  json_mensagem: Record<string, unknown>;
  id_tipo: 'ENVIADO' | 'RECEBIDO';
  data_mensagem: Date | string;
  nm_pessoa_analista: string | null;
  ds_status: StatusEntrega | null;
}

function mensagemDe(l: LinhaMensagem): ChatbotMensagem {
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
  const s = linhas(await db.execute(sql`SELECT 1 FROM selecao WHERE nr_selecao = ${nrSelecao}`));
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
        FROM chatbot_conversa cv JOIN pessoa p ON p.cd_pessoa = cv.cd_pessoa_candidato
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
        JOIN pessoa p ON p.cd_pessoa = cv.cd_pessoa_candidato
        LEFT JOIN vaga v ON v.nr_vaga = cv.nr_vaga
        LEFT JOIN cargo cg ON cg.cd_cargo = v.cd_cargo
        LEFT JOIN cargo_cliente cc ON cc.cd_cargo_cliente = v.cd_cargo_cliente
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

/** One inbound message of the Cloud API's notification. */
interface MensagemRecebida {
  from: string;
  id: string;
  timestamp?: string;
  type: string;
  [k: string]: unknown;
}

/**
 * The fields of an inbound message the product reads, bounded like any request: the sender's
 * phone, the channel's id (id_externo, varchar(200)), the type and the epoch seconds.
 */
const mensagemRecebida = z
  .object({
    from: texto(LIMITES_ENTRADA.telefoneTextoMax),
    id: texto(LIMITES_ENTRADA.textoCurtoMax).min(1),
    type: texto(LIMITES_ENTRADA.textoCurtoMax),
    timestamp: texto(20).optional(),
  })
  .loose();

/**
 * A copy of a received value that PostgreSQL's jsonb can hold: the NUL character and halves of
 * surrogate pairs are removed from every text (the candidate's words are otherwise kept as sent).
 */
export function jsonSemCaracteresInvalidos(valor: unknown): unknown {
  if (typeof valor === 'string') return semCaracteresInvalidos(valor);
  if (Array.isArray(valor)) return valor.map(jsonSemCaracteresInvalidos);
  if (valor && typeof valor === 'object') {
    return Object.fromEntries(
      Object.entries(valor).map(([k, v]) => [semCaracteresInvalidos(k), jsonSemCaracteresInvalidos(v)]),
    );
  }
  return valor;
}

/**
 * Extracts the inbound messages of a webhook notification; null when it is not one or when a
 * message lacks, or carries out of bounds, the fields the product reads.
 */
export function mensagensDoWebhook(corpo: unknown): MensagemRecebida[] | null {
  if (!corpo || typeof corpo !== 'object') return null;
  const entry = (corpo as { entry?: unknown }).entry;
  if (!Array.isArray(entry)) return null;
  const saida: MensagemRecebida[] = [];
  for (const e of entry) {
    const changes = (e as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) return null;
    for (const ch of changes) {
      const msgs = (ch as { value?: { messages?: unknown } })?.value?.messages;
      if (msgs === undefined) continue;
      if (!Array.isArray(msgs)) return null;
      for (const m of msgs) {
        const lida = mensagemRecebida.safeParse(m);
        if (!lida.success) return null;
        saida.push(jsonSemCaracteresInvalidos(lida.data) as MensagemRecebida);
      }
    }
  }
  return saida;
}

/** One delivery status of the Cloud API's notification. */
export interface StatusRecebido {
  id: string;
  status: StatusEntrega;
}

const statusRecebido = z
  .object({
    id: texto(LIMITES_ENTRADA.textoCurtoMax).min(1),
    status: texto(LIMITES_ENTRADA.textoCurtoMax),
  })
  .loose();

/**
 * The delivery statuses of a webhook notification (sent, delivered, read, failed) of the messages
 * sent; statuses of another kind, or without an id, are ignored.
 */
export function statusDoWebhook(corpo: unknown): StatusRecebido[] {
  const saida: StatusRecebido[] = [];
  const entry = (corpo as { entry?: unknown } | null)?.entry;
  if (!Array.isArray(entry)) return saida;
  for (const e of entry) {
    const changes = (e as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const ch of changes) {
      const st = (ch as { value?: { statuses?: unknown } })?.value?.statuses;
      if (!Array.isArray(st)) continue;
      for (const x of st) {
        const lido = statusRecebido.safeParse(x);
        if (!lido.success) continue;
        const status = lido.data.status as StatusEntrega;
        if ((STATUS_ENTREGA as readonly string[]).includes(status)) saida.push({ id: lido.data.id, status });
      }
    }
  }
  return saida;
}

/** Who the chatbot's messages are signed by in the conversation. */
export const NOME_CHATBOT = 'Chatbot';

interface ConversaRecebida {
  id: number | string;
  status: number;
  id_chatbot_ativo: 'S' | 'N';
  dt_inicio_chat: Date | string | null;
  dt_fim: Date | string | null;
  cd_empresa: number | null;
  nr_vaga: number | string | null;
  nm_pessoa: string;
}

/**
 * The candidates' replies and the delivery statuses (POST chatbot/webhook, already authenticated).
 * Each reply goes into the most recent conversation with that phone, once (by the channel's message
 * id); the conversation becomes 'Candidato respondeu' and the users are told in real time. While the
 * chatbot holds the conversation (id_chatbot_ativo 'S') a reply hands it to a person: it enters the
 * call-center queue of its unit, the unit's agents are alerted and the chatbot tells the candidate an
 * agent will carry on: that message is a job of the durable queue written in the same transaction, so
 * the answer to the channel never waits for the provider and a crash loses nothing (see
 * respostaDoChatbot). Once a person has written, the chatbot says nothing more. Messages of unknown
 * phones are ignored.
 */
export async function receberMensagens(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'jobs'> & { mensageria: AppDeps['mensageria'] },
  mensagens: readonly MensagemRecebida[],
  status: readonly StatusRecebido[] = [],
): Promise<{ guardadas: number }> {
  let guardadas = 0;
  let transferidas = 0;
  // started before the transaction (on the embedded database it shares the one connection)
  const boss = mensagens.length ? await deps.jobs.boss() : null;
  await deps.db.transaction(async (tx) => {
    for (const m of mensagens) {
      const telefone = numeroWhatsapp(m.from);
      if (!telefone) continue;
      const [cv] = linhas<ConversaRecebida>(
        await tx.execute(sql`
          SELECT cv.id_chatbot_conversa AS id, cv.id_status_type AS status, cv.id_chatbot_ativo, cv.dt_inicio_chat,
                 cv.dt_fim_atendimento_cc AS dt_fim, cv.cd_empresa, cv.nr_vaga, p.nm_pessoa
            FROM chatbot_conversa cv JOIN pessoa p ON p.cd_pessoa = cv.cd_pessoa_candidato
           WHERE cv.nr_telefone = ${telefone}
           ORDER BY cv.dt_inicio_conversa DESC, cv.id_chatbot_conversa DESC LIMIT 1
           FOR UPDATE OF cv`),
      );
      if (!cv) continue;
      const id = Number(cv.id);
      const quando =
        m.timestamp && /^\d+$/.test(m.timestamp) ? new Date(Number(m.timestamp) * 1000) : new Date();
      const [inserida] = linhas<{ id: number | string }>(
        await tx.execute(sql`
          INSERT INTO chatbot_mensagem (id_chatbot_conversa, json_mensagem, id_tipo, id_externo, data_mensagem)
          VALUES (${id}, ${JSON.stringify(m)}::jsonb, 'RECEBIDO', ${m.id}, ${quando.toISOString()}::timestamptz)
          ON CONFLICT (id_externo) DO NOTHING RETURNING id_chatbot_mensagem AS id`),
      );
      if (!inserida) continue;
      guardadas++;
      await tx.execute(sql`
        UPDATE chatbot_conversa
           SET id_status_type = ${STATUS_CONVERSA.respondida.id},
               dt_ultima_resposta = greatest(coalesce(dt_ultima_resposta, ${quando.toISOString()}::timestamptz), ${quando.toISOString()}::timestamptz)
         WHERE id_chatbot_conversa = ${id} AND id_status_type <> ${STATUS_CONVERSA.encerrada.id}`);
      const aberta = Number(cv.status) !== STATUS_CONVERSA.encerrada.id;
      const naFila = cv.dt_inicio_chat !== null && cv.dt_fim === null;
      if (aberta && cv.id_chatbot_ativo === 'S' && !naFila) {
        // The chatbot cannot carry on a free conversation: a person takes it from the queue.
        await tx.execute(sql`
          UPDATE chatbot_conversa
             SET dt_inicio_chat = now(), cd_pessoa_analista_atendimento = NULL, nm_analista_atendimento = NULL,
                 dt_inicio_atendimento_cc = NULL, dt_fim_atendimento_cc = NULL, id_motivo_call_center = NULL
           WHERE id_chatbot_conversa = ${id}`);
        const trabalho: TrabalhoRespostaChatbot = {
          id_chatbot_conversa: id,
          nr_telefone: telefone,
          id_mensagem_recebida: Number(inserida.id),
        };
        await boss?.insert([{ name: FILAS.chatbotResposta.name, data: trabalho }], { db: dbDaTransacao(tx) });
        transferidas++;
        await deps.realtime.publish(tx, {
          tipo: EVENTO_CALLCENTER,
          dados: { acao: 'entrada', id_chatbot_conversa: id, cd_empresa: cv.cd_empresa },
        });
        // the unit's agents are alerted by a stored alert: one who logs in later still sees it
        if (cv.cd_empresa !== null)
          await avisarUsuariosDaUnidade(tx, deps.realtime, {
            cd_empresa: Number(cv.cd_empresa),
            permissoes: PERMISSOES.callcenter,
            cd_tipo_aviso: TIPO_AVISO_CALLCENTER,
            ds_complemento_aviso: textoAvisoCallcenter(
              cv.nm_pessoa,
              cv.nr_vaga === null ? null : Number(cv.nr_vaga),
            ),
          });
      }
      await deps.realtime.publish(tx, {
        tipo: EVENTO_CHATBOT,
        dados: {
          nr_telefone: telefone,
          id_chatbot_conversa: id,
          id_chatbot_mensagem: Number(inserida.id),
          id_tipo: 'RECEBIDO',
        },
      });
    }
    for (const st of status) {
      const [alterada] = linhas<{ id: number | string; nr_telefone: string }>(
        await tx.execute(sql`
          UPDATE chatbot_mensagem m SET ds_status = ${st.status}
            FROM chatbot_conversa cv
           WHERE m.id_externo = ${st.id} AND m.id_tipo = 'ENVIADO' AND cv.id_chatbot_conversa = m.id_chatbot_conversa
             AND coalesce(array_position(ARRAY['sent','delivered','read','failed']::text[], m.ds_status::text), 0)
                 < array_position(ARRAY['sent','delivered','read','failed']::text[], ${st.status}::text)
          RETURNING cv.id_chatbot_conversa AS id, cv.nr_telefone`),
      );
      if (alterada)
        await deps.realtime.publish(tx, {
          tipo: EVENTO_CHATBOT,
          dados: { nr_telefone: alterada.nr_telefone, id_chatbot_conversa: Number(alterada.id) },
        });
    }
  });
  // sent right after the commit, without holding the answer; the queue's workers retry a failure
  if (transferidas) deps.jobs.emSegundoPlano(() => processarRespostasChatbot(deps));
  return { guardadas };
}

/** The job of the chatbot's hand-over message: the conversation and the reply that handed it over. */
export interface TrabalhoRespostaChatbot {
  id_chatbot_conversa: number;
  nr_telefone: string;
  id_mensagem_recebida: number;
}

type DepsResposta = Pick<AppDeps, 'db' | 'realtime' | 'jobs'> & { mensageria: AppDeps['mensageria'] };

/**
 * The chatbot's answer on handing the conversation to a person (inside the window just opened), run
 * by the queue. It keeps the conversation's order: it is not sent when anything was already sent after
 * the reply that handed it over (a person wrote first, or an earlier attempt sent it), nor when the
 * attendance has ended. A refusal of the provider is thrown, for the queue to retry.
 */
export async function respostaDoChatbot(
  deps: DepsResposta,
  t: TrabalhoRespostaChatbot,
): Promise<'enviada' | 'dispensada'> {
  const [situacao] = linhas<{ depois: boolean; na_fila: boolean }>(
    await deps.db.execute(sql`
      SELECT EXISTS (SELECT 1 FROM chatbot_mensagem m
                      WHERE m.id_chatbot_conversa = cv.id_chatbot_conversa AND m.id_tipo = 'ENVIADO'
                        AND m.id_chatbot_mensagem > ${t.id_mensagem_recebida}) AS depois,
             (cv.dt_inicio_chat IS NOT NULL AND cv.dt_fim_atendimento_cc IS NULL
              AND cv.id_status_type <> ${STATUS_CONVERSA.encerrada.id}) AS na_fila
        FROM chatbot_conversa cv WHERE cv.id_chatbot_conversa = ${t.id_chatbot_conversa}`),
  );
  if (!situacao || situacao.depois || !situacao.na_fila) return 'dispensada';
  const corpo: CorpoWhatsapp = { type: 'text', text: { body: MENSAGENS_CALLCENTER.respostaTransferencia } };
  const { id: idExterno } = await deps.mensageria.whatsapp.enviar(t.nr_telefone, corpo);
  await deps.db.transaction(async (tx) => {
    const [m] = linhas<{ id: number | string }>(
      await tx.execute(sql`
        INSERT INTO chatbot_mensagem (id_chatbot_conversa, json_mensagem, id_tipo, id_externo, nm_pessoa_analista)
        VALUES (${t.id_chatbot_conversa}, ${JSON.stringify(corpo)}::jsonb, 'ENVIADO', ${idExterno}, ${NOME_CHATBOT})
        ON CONFLICT (id_externo) DO NOTHING RETURNING id_chatbot_mensagem AS id`),
    );
    if (m)
      await deps.realtime.publish(tx, {
        tipo: EVENTO_CHATBOT,
        dados: {
          nr_telefone: t.nr_telefone,
          id_chatbot_conversa: t.id_chatbot_conversa,
          id_chatbot_mensagem: Number(m.id),
        },
      });
  });
  return 'enviada';
}

/** Runs the jobs in a batch one after the other; only a job whose send failed is failed (retried). */
async function executarRespostas(
  deps: DepsResposta,
  boss: PgBoss,
  jobs: readonly PgBoss.Job<TrabalhoRespostaChatbot>[],
) {
  for (const job of jobs) {
    try {
      await respostaDoChatbot(deps, job.data);
      await boss.complete(FILAS.chatbotResposta.name, job.id);
    } catch (e) {
      await boss.fail(FILAS.chatbotResposta.name, job.id, { message: (e as Error).message });
    }
  }
}

/** Takes the hand-over messages waiting in the queue now (after a webhook), until none is left. */
export async function processarRespostasChatbot(deps: DepsResposta): Promise<void> {
  const boss = await deps.jobs.boss();
  for (;;) {
    const jobs = await boss.fetch<TrabalhoRespostaChatbot>(FILAS.chatbotResposta.name, { batchSize: 10 });
    if (!jobs?.length) return;
    await executarRespostas(deps, boss, jobs);
  }
}

/** The instance's workers of the hand-over messages: they send what a crash or a failure left queued. */
export async function iniciarTrabalhadoresChatbot(
  deps: DepsResposta,
  n: number,
  pollingIntervalSeconds = 2,
): Promise<string[]> {
  if (n <= 0) return [];
  const boss = await deps.jobs.boss();
  const ids: string[] = [];
  for (let i = 0; i < n; i++)
    ids.push(
      await boss.work<TrabalhoRespostaChatbot>(
        FILAS.chatbotResposta.name,
        { batchSize: 10, pollingIntervalSeconds },
        (jobs) => executarRespostas(deps, boss, jobs),
      ),
    );
  return ids;
}

/** GET mensageria/saida/{selection}: what was sent from a search, newest first (the outbox). */
export async function saidaDaSelecao(db: Db, nrSelecao: number): Promise<MensagemSaidaLinha[]> {
  const s = linhas(await db.execute(sql`SELECT 1 FROM selecao WHERE nr_selecao = ${nrSelecao}`));
  if (!s.length) throw notFound(MENSAGENS_HISTORICO_PESQUISAS.selecaoNaoEncontrada);
  const r = linhas<{
    id: number | string;
    ds_canal: CanalEnvio;
    nm_adaptador: string;
    ds_destino: string;
    ds_assunto: string | null;
    ds_conteudo: string;
    nm_pessoa: string | null;
    ds_erro: string | null;
    criado_em: Date | string;
  }>(
    await db.execute(sql`
      SELECT m.id_mensagem_saida AS id, m.ds_canal, m.nm_adaptador, m.ds_destino, m.ds_assunto, m.ds_conteudo,
             p.nm_pessoa, m.ds_erro, m.criado_em
        FROM mensagem_saida m LEFT JOIN pessoa p ON p.cd_pessoa = m.cd_pessoa_candidato
       WHERE m.nr_selecao = ${nrSelecao}
       ORDER BY m.criado_em DESC, m.id_mensagem_saida DESC
       LIMIT 2000`),
  );
  return r.map((l) => ({
    ID_MENSAGEM_SAIDA: Number(l.id),
    DS_CANAL: l.ds_canal,
    NM_ADAPTADOR: l.nm_adaptador,
    DS_DESTINO: l.ds_destino,
    DS_ASSUNTO: l.ds_assunto,
    DS_CONTEUDO: l.ds_conteudo,
    NM_PESSOA: l.nm_pessoa,
    ID_ENVIADO: l.ds_erro ? 'N' : 'S',
    DS_ERRO: l.ds_erro,
    CRIADO_EM: new Date(l.criado_em).toISOString(),
  }));
}
