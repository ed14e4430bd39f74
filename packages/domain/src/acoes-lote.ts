import { z } from 'zod';
import { codigo, texto } from './entrada';
import { codigoVaga } from './vaga-edicao';

/**
 * Bulk actions on a vacancy's candidates (the list and the board): move to a stage, reject with a
 * reason, send a message, add to a group, forward to a client contact. One bulk action is one
 * transaction recorded with its id; the last one can be undone for a while.
 */

export const LIMITES_ACOES_LOTE = {
  /** Candidates one bulk action may take. */
  maxCandidatos: 5000,
  /** Minutes during which a bulk action can be undone. */
  minutosDesfazer: 10,
  textoMensagemMax: 1000,
  assuntoMax: 200,
} as const;

export const TIPOS_ACAO_LOTE = ['mover', 'reprovar', 'mensagem', 'grupo', 'encaminhar'] as const;
export type TipoAcaoLote = (typeof TIPOS_ACAO_LOTE)[number];

export const ROTULOS_ACAO_LOTE: Record<TipoAcaoLote, string> = {
  mover: 'Mover de estágio',
  reprovar: 'Reprovar',
  mensagem: 'Enviar mensagem',
  grupo: 'Adicionar a um grupo',
  encaminhar: 'Encaminhar ao cliente',
};

/** Stages a bulk move may take the candidates to (approval is one candidate at a time, with dates). */
export const ESTAGIOS_MOVER_LOTE = [3, 4, 5] as const;

export const CANAIS_MENSAGEM_LOTE = ['email', 'sms', 'whatsapp'] as const;
export type CanalMensagemLote = (typeof CANAIS_MENSAGEM_LOTE)[number];

export const MENSAGENS_ACOES_LOTE = {
  semCandidatos: 'Selecione ao menos um candidato.',
  maxCandidatos: `Selecione no máximo ${LIMITES_ACOES_LOTE.maxCandidatos.toLocaleString('pt-BR')} candidatos.`,
  candidatoInvalido: 'Candidato inválido.',
  tipoInvalido: 'Ação em lote inválida.',
  estagioInvalido: 'Escolha o estágio: Relacionado, Currículo enviado ou Encaminhado.',
  canalInvalido: 'Escolha o canal: e-mail, SMS ou WhatsApp.',
  textoObrigatorio: 'Escreva a mensagem.',
  textoLongo: `A mensagem tem no máximo ${LIMITES_ACOES_LOTE.textoMensagemMax} caracteres.`,
  assuntoObrigatorio: 'Informe o assunto do e-mail.',
  assuntoLongo: `O assunto tem no máximo ${LIMITES_ACOES_LOTE.assuntoMax} caracteres.`,
  grupoObrigatorio: 'Escolha o grupo.',
  contatoObrigatorio: 'Escolha o contato do cliente.',
  motivoInvalido: 'Motivo de reprovação inválido.',
  /** 409 when some candidates cannot take the action and the user has not confirmed. */
  confirmarRecusados: (recusados: number, aplicaveis: number) =>
    `${recusados} candidato(s) não podem receber esta ação. Confirme para aplicá-la aos outros ${aplicaveis}.`,
  nenhumAplicavel: 'Nenhum dos candidatos selecionados pode receber esta ação.',
  acaoNaoEncontrada: 'Ação em lote não encontrada.',
  jaDesfeita: 'Esta ação em lote já foi desfeita.',
  prazoDesfazer: `Uma ação em lote só pode ser desfeita em até ${LIMITES_ACOES_LOTE.minutosDesfazer} minutos.`,
  desfazerDeOutro: 'Só quem fez a ação em lote pode desfazê-la.',
  naoDesfazivel: 'Esta ação em lote não pode ser desfeita.',
  naoEhAUltima: 'Só a última ação em lote da vaga pode ser desfeita.',
  vagaCongelada:
    'Vaga congelada (aguardando pagamento do adiantamento): não é possível aplicar ou desfazer ações em lote.',
  encaminharIndisponivel: 'O encaminhamento em lote ao cliente não está disponível neste servidor.',
  mensagemIndisponivel: 'O envio de mensagens em lote não está disponível.',
  /** Why one candidate is left out of the action. */
  recusa: {
    naoRelacionado: 'Não está relacionado a esta vaga.',
    indisponivel: 'Candidato bloqueado ou inativo.',
    estagioAtingido: 'Já está neste estágio ou em um estágio mais avançado (o estágio não retrocede).',
    reprovadoMover: 'Candidato reprovado: restaure-o antes de movê-lo.',
    aprovadoReprovar: 'Candidato aprovado: volte-o para pendente antes de reprová-lo.',
    jaReprovado: 'Já está reprovado nesta vaga.',
    semEmail: 'Candidato sem e-mail.',
    semCelular: 'Candidato sem celular.',
    semJanelaWhatsapp:
      'Sem resposta do candidato no WhatsApp nas últimas 24 horas: faça o contato inicial pelo chatbot (mensagens antes da resposta contam como spam).',
    jaNoGrupo: 'Já está no grupo.',
  },
  /** Why one candidate is left as it is on undo. */
  alteradoDepois: 'Alterado depois da ação em lote: mantido como está.',
  aplicada: (n: number) => `Ação aplicada a ${n} candidato(s).`,
  desfeita: (n: number) => `Ação desfeita: ${n} candidato(s) restaurado(s).`,
} as const;

const M = MENSAGENS_ACOES_LOTE;

const ROTULOS_ESTAGIO_LOTE: Record<(typeof ESTAGIOS_MOVER_LOTE)[number], string> = {
  3: 'Relacionado',
  4: 'Currículo enviado',
  5: 'Encaminhado',
};

const ROTULOS_CANAL_LOTE: Record<CanalMensagemLote, string> = {
  email: 'e-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

const candidatosN = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'candidato' : 'candidatos'}`;

/** The one-line summary of a bulk action kept with it and shown in its list. */
export const RESUMOS_ACAO_LOTE = {
  mover: (n: number, estagio: (typeof ESTAGIOS_MOVER_LOTE)[number]) =>
    `Movidos ${candidatosN(n)} para ${ROTULOS_ESTAGIO_LOTE[estagio]}`,
  reprovar: (n: number, motivo: string | null) =>
    `Reprovados ${candidatosN(n)}${motivo ? ` (motivo: ${motivo})` : ''}`,
  mensagem: (n: number, canal: CanalMensagemLote) =>
    `Mensagem por ${ROTULOS_CANAL_LOTE[canal]} a ${candidatosN(n)}`,
  grupo: (n: number, grupo: string) => `Adicionados ${candidatosN(n)} ao grupo ${grupo}`,
  encaminhar: (n: number, contato: string) => `Encaminhados ${candidatosN(n)} a ${contato}`,
} as const;

/** Notes of the bulk actions on the candidate's and the vacancy's timelines. */
export const NOTAS_ACAO_LOTE = {
  vaga: (id: number, resumo: string) => `Ação em lote nº ${id}: ${resumo}.`,
  vagaDesfeita: (id: number, restaurados: number, mantidos: number) =>
    `Ação em lote nº ${id} desfeita: ${candidatosN(restaurados)} restaurado(s)` +
    (mantidos ? `, ${candidatosN(mantidos)} mantido(s) por terem sido alterados depois.` : '.'),
  reprovado: (nrVaga: number, comEmail: boolean, motivo: string | null, id: number) =>
    `Candidato reprovado na vaga ${nrVaga}${comEmail ? ' (com e-mail de reprovação)' : ''}.` +
    `${motivo ? ` Motivo: ${motivo}.` : ''} Ação em lote nº ${id}.`,
  movido: (texto: string, id: number) => `${texto} Ação em lote nº ${id}.`,
  mensagem: (nrVaga: number, canal: CanalMensagemLote, id: number) =>
    `Mensagem por ${ROTULOS_CANAL_LOTE[canal]} sobre a vaga ${nrVaga}. Ação em lote nº ${id}.`,
  grupo: (grupo: string, id: number) => `Adicionado ao grupo ${grupo}. Ação em lote nº ${id}.`,
  desfeito: (nrVaga: number, id: number) =>
    `Ação em lote nº ${id} na vaga ${nrVaga} desfeita: candidato restaurado como estava.`,
} as const;
const chave = codigo('int8', M.candidatoInvalido);

const candidatos = z
  .array(chave)
  .min(1, M.semCandidatos)
  .max(LIMITES_ACOES_LOTE.maxCandidatos, M.maxCandidatos);

const comum = {
  candidatos,
  /** True once the user accepted that the refused candidates are left out. */
  confirmar: z.boolean().optional(),
};

/** Body of POST /vaga/:nrVaga/acoes-em-lote. */
export const acaoLoteBody = z.discriminatedUnion(
  'tipo',
  [
    z.object({
      tipo: z.literal('mover'),
      cd_estagio_vaga: z.union([z.literal(3), z.literal(4), z.literal(5)], { error: M.estagioInvalido }),
      ...comum,
    }),
    z.object({
      tipo: z.literal('reprovar'),
      cd_motivo_reprovacao: codigo('int2', M.motivoInvalido).nullish(),
      ...comum,
    }),
    z.object({
      tipo: z.literal('mensagem'),
      canal: z.enum(CANAIS_MENSAGEM_LOTE, { error: M.canalInvalido }),
      assunto: texto(LIMITES_ACOES_LOTE.assuntoMax, M.assuntoLongo).nullish(),
      texto: texto(LIMITES_ACOES_LOTE.textoMensagemMax, M.textoLongo).refine(
        (t) => t.trim() !== '',
        M.textoObrigatorio,
      ),
      ...comum,
    }),
    z.object({
      tipo: z.literal('grupo'),
      cd_tipo_grupo_candidato: codigo('int4', M.grupoObrigatorio),
      ...comum,
    }),
    z.object({
      tipo: z.literal('encaminhar'),
      cd_pessoa_contato: codigo('int8', M.contatoObrigatorio),
      /** Also send the link by WhatsApp when the contact has a mobile phone. */
      whatsapp: z.boolean().optional(),
      ...comum,
    }),
  ],
  { error: M.tipoInvalido },
);
export type AcaoLoteBody = z.input<typeof acaoLoteBody>;

/** A candidate the action left out, and why (pt-BR). */
export const recusadoLote = z.object({
  cd_pessoa_candidato: z.number(),
  nm_pessoa: z.string().nullable(),
  motivo: z.string(),
});
export type RecusadoLote = z.infer<typeof recusadoLote>;

/**
 * A refusal (409) of a bulk action: the refused candidates with their reasons and how many can take
 * it, when the refusal is about the candidates (nothing is written).
 */
export const acaoLoteRecusaResposta = z.object({
  error: z.union([z.string(), z.array(z.string())]),
  recusados: z.array(recusadoLote).optional(),
  aplicaveis: z.number().optional(),
});
export type AcaoLoteRecusaResposta = z.infer<typeof acaoLoteRecusaResposta>;

/** A message a bulk action sent: listed on undo (a sent message is not unsent). */
export const envioLote = z.object({
  cd_pessoa_candidato: z.number(),
  nm_pessoa: z.string().nullable(),
  canal: z.string(),
  destino: z.string(),
});

/** Answer of a bulk action. */
export const acaoLoteResposta = z.object({
  message: z.string(),
  id_acao_lote: z.number(),
  aplicados: z.number(),
  recusados: z.array(recusadoLote),
  /** Until when it can be undone (ISO 8601). */
  desfazer_ate: z.string().nullable(),
  /** The estimated cost of the messages sent (mensagem), in reais. */
  custo_estimado: z.number().nullable(),
  /** The client's link a forwarding sent (encaminhar): shown once, it is stored hashed. */
  link: z.object({ url: z.string(), expira_em: z.string(), canais: z.array(z.string()) }).nullish(),
});
export type AcaoLoteResposta = z.infer<typeof acaoLoteResposta>;

export const idAcaoLoteParams = z.object({ id: codigo('int8', M.acaoNaoEncontrada) });

/** Answer of POST /acoes-em-lote/:id/desfazer. */
export const desfazerLoteResposta = z.object({
  message: z.string(),
  restaurados: z.number(),
  /** Candidates changed by someone else after the action: left as they are. */
  mantidos: z.array(recusadoLote),
  /** Messages already sent: listed, not unsent. */
  envios: z.array(envioLote),
});
export type DesfazerLoteResposta = z.infer<typeof desfazerLoteResposta>;

/** A bulk action in the vacancy's list of them (GET /vaga/:nrVaga/acoes-em-lote). */
export const acaoLoteLinha = z.object({
  id_acao_lote: z.number(),
  id_tipo: z.enum(TIPOS_ACAO_LOTE),
  ds_resumo: z.string().nullable(),
  qt_aplicados: z.number(),
  qt_recusados: z.number(),
  nm_usuario: z.string().nullable(),
  cd_usuario: z.number(),
  criado_em: z.string(),
  desfeito_em: z.string().nullable(),
  /** Whether the logged user can still undo it now. */
  pode_desfazer: z.boolean(),
});
export type AcaoLoteLinha = z.infer<typeof acaoLoteLinha>;

export const nrVagaLoteParams = z.object({ nrVaga: codigoVaga });
