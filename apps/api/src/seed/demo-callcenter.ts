import { MENSAGENS_CALLCENTER } from '@backoffice/domain/callcenter';
import { numeroWhatsapp, primeiroNome } from '@backoffice/domain/formatacao';
import { STATUS_CONVERSA } from '@backoffice/domain/mensageria';
import type { DbHandle } from '../db/client';

const MIN = 60_000;
const HORA = 60 * MIN;

/**
 * Where a demo conversation stands: waiting for the candidate's reply, in the queue, with a colleague,
 * with the demo agent, or finished.
 */
type Estado = 'aguardando' | 'fila' | 'colega' | 'agente' | 'finalizada';

interface ConversaDemo {
  estado: Estado;
  /** Minutes before the demo's clock of the candidate's reply (the queue entry). */
  resposta: number;
  /** Finished: days before today of the end (the elapsed-days badge). */
  dias?: number;
  texto: string;
}

const CONVERSAS: readonly ConversaDemo[] = [
  // opened by the chatbot, the candidate has not replied yet (the next reply reaches the queue)
  { estado: 'aguardando', resposta: 0, texto: '' },
  { estado: 'aguardando', resposta: 0, texto: '' },
  { estado: 'aguardando', resposta: 0, texto: '' },
  { estado: 'fila', resposta: 3, texto: 'Oi! Tenho interesse sim, qual o horário?' },
  { estado: 'fila', resposta: 12, texto: 'Boa tarde, ainda está disponível?' },
  { estado: 'fila', resposta: 40, texto: 'Sim, pode me passar mais detalhes?' },
  { estado: 'fila', resposta: 26 * 60, texto: 'Tenho interesse' },
  { estado: 'colega', resposta: 55, texto: 'Olá, quero participar.' },
  { estado: 'agente', resposta: 20, texto: 'Pode ser amanhã de manhã?' },
  { estado: 'finalizada', resposta: 30 * 60, dias: 1, texto: 'Obrigado, fico no aguardo.' },
  { estado: 'finalizada', resposta: 60 * 60, dias: 2, texto: 'Não tenho mais interesse.' },
  { estado: 'finalizada', resposta: 100 * 60, dias: 4, texto: 'Já consegui outro emprego.' },
];

/**
 * The call center's demo (spec 001 §2.17): conversations the chatbot opened for open vacancies of the
 * demo agent's unit that the candidates answered, waiting in the queue, one with a colleague, one with
 * the demo agent 'callcenter', and some the agent finished days ago. `agora` is the demo's clock.
 */
export async function gerarCallcenterDemo(handle: DbHandle, agora: number = Date.now()): Promise<void> {
  const [agente] = await handle.query<{ cd_sip: number; cd_pessoa: number; cd_unid: number; nm: string }>(
    `SELECT u.cd_sip, u.user_sip AS cd_pessoa, u.cd_unid, p.nm_pessoa AS nm
       FROM usuario u JOIN pessoa p ON p.cd_pessoa = u.user_sip WHERE u.nm_login = 'callcenter'`,
  );
  if (!agente) return;
  const [colega] = await handle.query<{ cd_pessoa: number; nm: string }>(
    `SELECT u.user_sip AS cd_pessoa, p.nm_pessoa AS nm FROM usuario u JOIN pessoa p ON p.cd_pessoa = u.user_sip
      WHERE u.cd_unid = $1 AND u.cd_sip <> $2 AND u.id_ativo = 'S' AND u.nm_login <> 'admin'
      ORDER BY u.cd_sip LIMIT 1`,
    [agente.cd_unid, agente.cd_sip],
  );
  const vagas = await handle.query<{ nr_vaga: number; cargo: string }>(
    `SELECT v.nr_vaga, coalesce(cc.nm_cargo_cliente, cg.nm_cargo, 'Vaga') AS cargo
       FROM vaga v LEFT JOIN cargo cg ON cg.cd_cargo = v.cd_cargo
       LEFT JOIN cargo_cliente cc ON cc.cd_cargo_cliente = v.cd_cargo_cliente
      WHERE v.cd_empresa = $1 AND v.cd_situacao_vaga = 1 ORDER BY v.nr_vaga LIMIT $2`,
    [agente.cd_unid, CONVERSAS.length],
  );
  const candidatos = await handle.query<{ cd_pessoa: number; nm_pessoa: string; cel: string | null }>(
    `SELECT c.cd_pessoa, p.nm_pessoa, c.nr_telefone_cel AS cel FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
      WHERE c.id_bloqueado = 'N' AND c.dt_inativo IS NULL AND length(regexp_replace(coalesce(c.nr_telefone_cel, ''), '\\D', '', 'g')) >= 10
      ORDER BY c.cd_pessoa LIMIT $1`,
    [CONVERSAS.length],
  );
  if (!vagas.length || candidatos.length < CONVERSAS.length) return;
  const iso = (ms: number) => new Date(ms).toISOString();
  for (const [i, c] of CONVERSAS.entries()) {
    const v = vagas[i % vagas.length];
    const cand = candidatos[i];
    const telefone = numeroWhatsapp(cand.cel);
    if (!telefone) continue;
    const respondeu = c.estado !== 'aguardando';
    const resposta = agora - c.resposta * MIN;
    const inicio = resposta - 2 * HORA;
    const atendente =
      c.estado === 'colega'
        ? colega
        : c.estado === 'agente' || c.estado === 'finalizada'
          ? { cd_pessoa: agente.cd_pessoa, nm: agente.nm }
          : null;
    const inicioAtendimento = atendente ? resposta + 5 * MIN : null;
    const fim = c.estado === 'finalizada' ? agora - (c.dias ?? 1) * 24 * HORA : null;
    const [cv] = await handle.query<{ id: number }>(
      `INSERT INTO chatbot_conversa (cd_pessoa_candidato, nr_telefone, nr_vaga, id_chatbot_fluxo, id_status_type,
          cd_usuario, dt_inicio_conversa, dt_ultima_resposta, cd_empresa, dt_inicio_chat,
          cd_pessoa_analista_atendimento, nm_analista_atendimento, dt_inicio_atendimento_cc, dt_fim_atendimento_cc,
          id_motivo_call_center, id_chatbot_ativo)
       VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $7, $9, $10, $11, $12, $13, $14)
       RETURNING id_chatbot_conversa AS id`,
      [
        cand.cd_pessoa,
        telefone,
        v.nr_vaga,
        fim
          ? STATUS_CONVERSA.encerrada.id
          : respondeu
            ? STATUS_CONVERSA.respondida.id
            : STATUS_CONVERSA.aguardando.id,
        agente.cd_sip,
        iso(inicio),
        respondeu ? iso(resposta) : null,
        agente.cd_unid,
        atendente?.cd_pessoa ?? null,
        atendente?.nm ?? null,
        inicioAtendimento ? iso(inicioAtendimento) : null,
        fim ? iso(fim) : null,
        fim ? 1 + (i % 3) : null,
        atendente ? 'N' : 'S',
      ],
    );
    const id = Number(cv.id);
    const mensagens: [
      Record<string, unknown>,
      'ENVIADO' | 'RECEBIDO',
      string | null,
      number,
      string | null,
    ][] = [
      [
        {
          type: 'template',
          template: {
            name: 'contato_vaga',
            language: { code: 'pt_BR' },
            texto: `Olá, ${primeiroNome(cand.nm_pessoa)}! Temos uma vaga de ${v.cargo} (vaga ${v.nr_vaga}) que combina com o seu perfil. Podemos conversar?`,
          },
        },
        'ENVIADO',
        'Chatbot',
        inicio,
        'read',
      ],
      [{ type: 'text', text: { body: c.texto } }, 'RECEBIDO', null, resposta, null],
      [
        { type: 'text', text: { body: MENSAGENS_CALLCENTER.respostaTransferencia } },
        'ENVIADO',
        'Chatbot',
        resposta + MIN,
        'delivered',
      ],
    ];
    if (!respondeu) mensagens.length = 1;
    if (atendente && inicioAtendimento)
      mensagens.push([
        {
          type: 'text',
          text: {
            body: `Olá! Sou ${primeiroNome(atendente.nm)}, do recrutamento. Vamos conversar sobre a vaga ${v.nr_vaga}?`,
          },
        },
        'ENVIADO',
        atendente.nm,
        inicioAtendimento + MIN,
        'sent',
      ]);
    for (const [j, [json, tipo, nome, quando, status]] of mensagens.entries()) {
      await handle.query(
        `INSERT INTO chatbot_mensagem (id_chatbot_conversa, json_mensagem, id_tipo, id_externo, nm_pessoa_analista,
            data_mensagem, ds_status)
         VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7)`,
        [id, JSON.stringify(json), tipo, `wamid.demo-${id}-${j}`, nome, iso(quando), status],
      );
    }
  }
}
