import { z } from 'zod';
import { erroLimiteData } from './controles';
import { dataNegocio, diasEntre } from './datas';
import { codigo, texto, textoAparado } from './entrada';

/**
 * Appointments of the search area (spec 000 §2.6, §3.11, §4.5, §5.3, §7.6): the payload of
 * POST agendamento/salvar-agendamento and agendamento/atualizar-agendamento, its rules and
 * messages, and the answer of GET agendamento/dados-agendamento/{candidate}/{createdAt}.
 */

/** Limits of an appointment (spec 000 §5.3, §9). */
export const LIMITES_AGENDAMENTO = {
  descricaoMin: 10,
  descricaoMax: 2000,
  /** The service date runs from today to this many days ahead. */
  diasJanela: 90,
} as const;

/**
 * Client whose appointments need no process type (spec 000 §5.3 names 'one specific client code'
 * without giving it; the one sentinel client code of the specification is 80011, spec 002 §9).
 */
export const CLIENTE_SEM_TIPO_PROCESSO = 80011;

/** Kinds of appointment: E interview, T test, C call center. */
export const TIPOS_AGENDAMENTO = { E: 'Entrevista', T: 'Teste', C: 'Call center' } as const;
export type TipoAgendamento = keyof typeof TIPOS_AGENDAMENTO;

/** Real-time event announced when an appointment is saved (spec 000 §7.6, 001 §2.10). */
export const EVENTO_AGENDA = 'agenda';

export const MENSAGENS_AGENDAMENTO = {
  candidato: 'Necessário informar o candidato!',
  usuarioAtendimento: 'Necessário informar o usuário de atendimento!',
  dataHora: 'Necessário informar a data e a hora do atendimento!',
  tipoProcesso: 'Necessário selecionar um tipo de processo!',
  descricaoMin: `A descrição deve possuir no mínimo ${LIMITES_AGENDAMENTO.descricaoMin} caracteres!`,
  descricaoMax: `A descrição deve possuir no máximo ${LIMITES_AGENDAMENTO.descricaoMax} caracteres!`,
  janela: `A data do atendimento deve estar entre hoje e ${LIMITES_AGENDAMENTO.diasJanela} dias à frente.`,
  dataInvalida: 'Data ou hora inválida.',
  tipoProcessoInvalido: 'Tipo de processo não encontrado para o cliente.',
  erroSalvar: 'Não foi possível salvar o agendamento',
  erroAtualizar: 'Não foi possível atualizar o agendamento',
  salvo: 'Agendamento salvo com sucesso.',
  atualizado: 'Agendamento atualizado com sucesso.',
  naoEncontrado: 'Agendamento não encontrado.',
  encerrado: 'Este agendamento já foi encerrado e não pode ser alterado.',
  candidatoNaoEncontrado: 'Candidato não encontrado.',
  usuarioNaoEncontrado: 'Usuário de atendimento não encontrado.',
  clienteNaoEncontrado: 'Cliente não encontrado.',
  vagaNaoEncontrada: 'Vaga não encontrada.',
} as const;

/** Description filled in when the candidate did not attend (spec 000 §4.5). */
export const TEXTO_NAO_COMPARECEU = 'Candidato não compareceu ao atendimento agendado.';

/** Description filled in when a vacancy is chosen for the appointment (spec 000 §4.5). */
export function textoVagaAgendamento(nrVaga: number): string {
  return `Agendamento referente à vaga ${nrVaga}.`;
}

// Brazil has had no daylight saving time since 2019: business time is UTC-3.
const OFFSET_NEGOCIO = '-03:00';

/**
 * A date with time as the panel sends it: ISO 8601 (with or without offset; without, business
 * time) or dd-MM-yyyy HH:mm[:ss] / dd/MM/yyyy HH:mm[:ss] in business time. Answers the instant (ISO,
 * UTC) and its business date, or null when there is no time or it is not a real date.
 */
export function lerDataHora(texto: string | null | undefined): { instante: string; data: string } | null {
  if (!texto) return null;
  const t = texto.trim();
  let a: string;
  let m: string;
  let d: string;
  let h: string;
  let min: string;
  let s = '00';
  let frac = '';
  let offset = OFFSET_NEGOCIO;
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(t);
  const br = /^(\d{2})[/-](\d{2})[/-](\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  if (iso) {
    [, a, m, d, h, min] = iso;
    s = iso[6] ?? '00';
    frac = iso[7] ?? '';
    if (iso[8]) offset = iso[8] === 'Z' ? 'Z' : iso[8].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  } else if (br) {
    [, d, m, a, h, min] = br;
    s = br[6] ?? '00';
  } else {
    return null;
  }
  if (Number(h) > 23 || Number(min) > 59 || Number(s) > 59) return null;
  if (erroLimiteData(`${a}-${m}-${d}`)) return null;
  const dia = new Date(Date.UTC(Number(a), Number(m) - 1, Number(d)));
  if (
    dia.getUTCFullYear() !== Number(a) ||
    dia.getUTCMonth() !== Number(m) - 1 ||
    dia.getUTCDate() !== Number(d)
  )
    return null;
  const instante = new Date(`${a}-${m}-${d}T${h}:${min}:${s}${frac.slice(0, 4)}${offset}`);
  if (Number.isNaN(instante.getTime())) return null;
  return { instante: instante.toISOString(), data: dataNegocio(instante) };
}

const vazio = (v: unknown) => v === '' || v === null || (typeof v === 'string' && v.trim() === '');
const opcional = <T extends z.ZodType>(s: T) => z.preprocess((v) => (vazio(v) ? undefined : v), s.optional());
const INVALIDO = 'Código inválido.';
/** Keys of people and vacancies (bigint), and user and unit numbers (integer). */
const chave = codigo('int8', INVALIDO);
const numero = codigo('int4', INVALIDO);
/** A date with time as the panel sends it (see lerDataHora). */
const dataHora = texto(40);

/**
 * Payload of the appointment saves (spec 000 §3.11). Types only: the rules with the spec's messages
 * are in errosAgendamento, so the form and the server give the same texts.
 */
export const agendamentoBody = z.object({
  cd_pessoa_candidato: opcional(chave),
  /** The user who attends (cd_sip). */
  cd_usuario_atendimento: opcional(numero),
  cd_pessoa_analista: opcional(chave),
  cd_pessoa_cliente: opcional(chave),
  /** E interview (default), T test, C call center. */
  tipo_agendamento: opcional(z.enum(['E', 'T', 'C'], { error: 'Tipo de agendamento deve ser E, T ou C.' })),
  /** Date and time of the service (see lerDataHora for the formats). */
  dt_atendimento: opcional(dataHora),
  data_encerramento: opcional(dataHora),
  data_chegada: opcional(dataHora),
  /** The client's process type code (TIPO of agendamento/dados-tipo-processo). */
  tipo_processo: opcional(textoAparado(20)),
  descricao: opcional(texto(LIMITES_AGENDAMENTO.descricaoMax + 1000)),
  /** S attended, N did not attend. */
  id_compareceu: opcional(z.enum(['S', 'N'], { error: 'Informe S ou N.' })),
  nr_vaga: opcional(chave),
  /** Unit where it takes place; the user's unit when absent. */
  cd_empresa: opcional(numero),
  /** On update: when the appointment was created (with the candidate, its key). */
  criado_em: opcional(dataHora),
});
export type AgendamentoBody = z.infer<typeof agendamentoBody>;

/** Whether a client needs a process type on its appointments. */
export function exigeTipoProcesso(cdPessoaCliente: number | null | undefined): boolean {
  return cdPessoaCliente != null && cdPessoaCliente !== CLIENTE_SEM_TIPO_PROCESSO;
}

/** A rule of an appointment broken, on the field of the payload it concerns. */
export interface ErroAgendamento {
  campo: keyof AgendamentoBody;
  mensagem: string;
}

/**
 * The spec's rules of an appointment (spec 000 §5.3), in the order the panel shows them: candidate,
 * attending user, date and time, process type when a client is set (except CLIENTE_SEM_TIPO_PROCESSO),
 * description 10–2000 when filled, service date from today to 90 days ahead. On an update the date
 * window applies only when the date changes (`dataAtual`, the stored instant), so a past
 * appointment can still be closed or marked as attended.
 */
export function errosAgendamentoPorCampo(
  a: AgendamentoBody,
  hoje: string = dataNegocio(),
  dataAtual?: string | null,
): ErroAgendamento[] {
  const erros: ErroAgendamento[] = [];
  const erro = (campo: keyof AgendamentoBody, mensagem: string) => erros.push({ campo, mensagem });
  if (!a.cd_pessoa_candidato) erro('cd_pessoa_candidato', MENSAGENS_AGENDAMENTO.candidato);
  if (!a.cd_usuario_atendimento) erro('cd_usuario_atendimento', MENSAGENS_AGENDAMENTO.usuarioAtendimento);
  const dt = lerDataHora(a.dt_atendimento);
  if (!a.dt_atendimento) erro('dt_atendimento', MENSAGENS_AGENDAMENTO.dataHora);
  else if (!dt)
    erro('dt_atendimento', `${MENSAGENS_AGENDAMENTO.dataHora} ${MENSAGENS_AGENDAMENTO.dataInvalida}`);
  if (exigeTipoProcesso(a.cd_pessoa_cliente) && !a.tipo_processo)
    erro('tipo_processo', MENSAGENS_AGENDAMENTO.tipoProcesso);
  const descricao = a.descricao?.trim() ?? '';
  if (descricao && descricao.length < LIMITES_AGENDAMENTO.descricaoMin)
    erro('descricao', MENSAGENS_AGENDAMENTO.descricaoMin);
  if (descricao.length > LIMITES_AGENDAMENTO.descricaoMax)
    erro('descricao', MENSAGENS_AGENDAMENTO.descricaoMax);
  const mudou = !dataAtual || !dt || new Date(dataAtual).getTime() !== new Date(dt.instante).getTime();
  if (dt && mudou) {
    const dias = diasEntre(hoje, dt.data);
    if (dias < 0 || dias > LIMITES_AGENDAMENTO.diasJanela)
      erro('dt_atendimento', MENSAGENS_AGENDAMENTO.janela);
  }
  for (const campo of ['data_encerramento', 'data_chegada'] as const) {
    if (a[campo] && !lerDataHora(a[campo])) erro(campo, MENSAGENS_AGENDAMENTO.dataInvalida);
  }
  return erros;
}

/** The rules' texts, as the server answers a refused save (`campo: texto` for the closing dates). */
export function errosAgendamento(
  a: AgendamentoBody,
  hoje: string = dataNegocio(),
  dataAtual?: string | null,
): string[] {
  return errosAgendamentoPorCampo(a, hoje, dataAtual).map((e) =>
    e.campo === 'data_encerramento' || e.campo === 'data_chegada' ? `${e.campo}: ${e.mensagem}` : e.mensagem,
  );
}

/**
 * An appointment as its panel sends it: the payload's types and the spec's rules, each message on
 * its field (`dataAtual`: the stored instant of an edited appointment).
 */
export function agendamentoDoPainel(dataAtual?: string | null, hoje: string = dataNegocio()) {
  return agendamentoBody.superRefine((a, ctx) => {
    for (const e of errosAgendamentoPorCampo(a as AgendamentoBody, hoje, dataAtual))
      ctx.addIssue({ code: 'custom', message: e.mensagem, path: [e.campo] });
  });
}

export const dadosAgendamentoParams = z.object({
  candidate: chave,
  /** CRIADO_EM of the appointment as answered (ISO timestamp). */
  createdAt: textoAparado(40).min(10),
});

const txt = z.string().nullable();

/** Answer of GET agendamento/dados-agendamento/{candidate}/{createdAt} (spec 000 §3.11). */
export const agendamentoResposta = z.object({
  ID_AGENDAMENTO: z.number().int(),
  CD_PESSOA_CANDIDATO: z.number().int(),
  NM_PESSOA_CANDIDATO: z.string(),
  CD_USUARIO_ATENDIMENTO: z.number().int(),
  NM_USUARIO_ATENDIMENTO: txt,
  CD_PESSOA_ANALISTA: z.number().int().nullable(),
  NM_PESSOA_ANALISTA: txt,
  CD_PESSOA_CLIENTE: z.number().int().nullable(),
  NM_PESSOA_CLIENTE: txt,
  CD_EMPRESA: z.number().int().nullable(),
  TIPO_AGENDAMENTO: z.string(),
  DT_ATENDIMENTO: z.string(),
  DATA_ENCERRAMENTO: txt,
  DATA_CHEGADA: txt,
  TIPO_PROCESSO: txt,
  DESCRICAO: txt,
  ID_COMPARECEU: txt,
  NR_VAGA: z.number().int().nullable(),
  CRIADO_EM: z.string(),
});
export type AgendamentoResposta = z.infer<typeof agendamentoResposta>;

/** Answer of the saves: the message plus the appointment's key. */
export const agendamentoSalvoResposta = z.object({
  message: z.string(),
  id_agendamento: z.number().int(),
  cd_pessoa_candidato: z.number().int(),
  criado_em: z.string(),
});
