import { z } from 'zod';
import { COLUNAS_INTEIRAS, codigo, dataHoraIso, dataIso, inteiroEntrada, textoAparado } from './entrada';
import { MENSAGENS } from './mensagens';

/**
 * The self-service recruitment queue (spec 001 §2.8, §3 'Self-service row', §4, §5, §7, §8): candidates
 * who registered at a unit's self-service kiosk for a vacancy published to self-service. One row per
 * candidate, vacancy and day (DATA_AGENDA), with the current situation (CD_SITUACAO_ATUAL) and the
 * attendance flag (ID_ATENDIMENTO S/N).
 */

/** Situations of a queue row. */
export const SITUACAO_AUTOATENDIMENTO = {
  /** Waiting to be handled. */
  AGUARDANDO: 1,
  /** Forwarded: related to a vacancy at stage 5 (origin 1 Recrutamento). */
  ENCAMINHADO: 2,
  /** Rejected with a reason. */
  REPROVADO: 3,
  /** Recycled into another self-service vacancy (a new waiting row of the same day). */
  RECICLADO: 4,
  /** Did not attend. */
  NAO_COMPARECEU: 5,
  /** An appointment was made and the row written off. */
  AGENDADO: 6,
} as const;
export type SituacaoAutoatendimento =
  (typeof SITUACAO_AUTOATENDIMENTO)[keyof typeof SITUACAO_AUTOATENDIMENTO];

/** Names of the situations, as the list shows them. */
export const NOMES_SITUACAO_AUTOATENDIMENTO: Readonly<Record<number, string>> = {
  1: 'Aguardando',
  2: 'Encaminhado',
  3: 'Reprovado',
  4: 'Reciclado',
  5: 'Não compareceu',
  6: 'Agendado',
};

/** Actions on a queue row. */
export type AcaoAutoatendimento = 'encaminhar' | 'reprovar' | 'agendar' | 'naoCompareceu' | 'reciclar';

/**
 * Actions a row allows (spec 001 §4): waiting (1) → forward, reject, schedule, did-not-attend;
 * otherwise recycle and reject. A row already rejected cannot be rejected again.
 */
export function acoesPermitidas(situacao: number): readonly AcaoAutoatendimento[] {
  if (situacao === SITUACAO_AUTOATENDIMENTO.AGUARDANDO)
    return ['encaminhar', 'reprovar', 'agendar', 'naoCompareceu'];
  if (situacao === SITUACAO_AUTOATENDIMENTO.REPROVADO) return ['reciclar'];
  return ['reciclar', 'reprovar'];
}

/** True when the row's situation allows the action. */
export function acaoPermitida(situacao: number, acao: AcaoAutoatendimento): boolean {
  return acoesPermitidas(situacao).includes(acao);
}

export const LIMITES_AUTOATENDIMENTO = {
  /** Discard reason: at least 10 characters (spec 001 §5, §9). */
  motivoMin: 10,
  motivoMax: 2000,
  /** The queue shows the rows of the last days (today included). */
  diasFila: 30,
  /** Open lists: 20 per page (spec 001 §9). */
  tamanhoPagina: 20,
  /** Vacancies offered to relate. */
  maxVagasRelacionar: 50,
  buscaMax: 100,
} as const;

/** Stage a forwarded candidate reaches, and the relation's origin (1 Recrutamento). */
export const ESTAGIO_ENCAMINHAR_AUTOATENDIMENTO = 5;
export const ORIGEM_RECRUTAMENTO = 1;

/** The real-time event of the queue (spec 001 §7). */
export const EVENTO_AUTOATENDIMENTO = 'autoatendimento';

/** Messages (spec 001 §8 'Self-service' and the server's refusals). */
export const MENSAGENS_AUTOATENDIMENTO = {
  erroBuscarCandidatos: 'Erro ao buscar candidatos',
  erroBuscarVagas: 'Erro ao buscar vagas.',
  erroCarregarVagas: 'Não foi possível carregar as vagas.',
  nenhumaVagaReciclagem: 'Nenhuma vaga encontrada para o candidato.',
  erroReciclar: 'Erro ao reciclar o candidato.',
  erroBaixar: 'Erro ao baixar vagas.',
  erroReprovar: 'Não foi possível reprovar o candidato!...',
  erroTentarReprovar: 'Erro ao tentar reprovar o candidato',
  erroAlteracao: 'Não foi possível realizar a alteração...',
  erroAtendimento: 'Não foi possível atualizar o atendimento.',
  erroRelacionar: 'Erro ao relacionar candidato',
  motivoMin: `O motivo deve ter no mínimo ${LIMITES_AUTOATENDIMENTO.motivoMin} caracteres.`,
  motivoMax: `O motivo deve ter no máximo ${LIMITES_AUTOATENDIMENTO.motivoMax} caracteres.`,
  filaNaoEncontrada: 'Candidato não encontrado na fila do autoatendimento.',
  acaoNaoPermitida: (situacao: number) =>
    `Ação não permitida para um candidato na situação '${NOMES_SITUACAO_AUTOATENDIMENTO[situacao] ?? situacao}'.`,
  atendimentoJaAlterado: 'O atendimento deste candidato já foi alterado por outro usuário. Atualize a lista.',
  unidadeNaoPermitida: 'Você só pode consultar a fila do autoatendimento da sua unidade.',
  vagaNaoEncontrada: 'Vaga não encontrada.',
  vagaNaoAberta: 'A vaga escolhida não está aberta.',
  requisicaoSemVaga: 'Nenhuma vaga aberta no autoatendimento para esta requisição.',
  jaNaFila: 'O candidato já está na fila desta vaga nesta data.',
  encaminhado: 'Candidato encaminhado com sucesso!',
  reprovado: 'Candidato reprovado com sucesso!',
  reciclado: 'Candidato reciclado com sucesso!',
  baixado: 'Agenda do candidato baixada com sucesso!',
  naoCompareceu: 'Não comparecimento registrado com sucesso!',
  atendimentoAtualizado: 'Atendimento atualizado com sucesso!',
  confirmarNaoCompareceu: (nome: string) => `Confirma que ${nome} não compareceu?`,
  confirmarAtendimento: (nome: string, para: 'S' | 'N') =>
    para === 'S'
      ? `Confirma o início do atendimento de ${nome}?`
      : `Confirma desfazer o atendimento de ${nome}?`,
} as const;

/** History notes the queue writes on the candidate's timeline. */
export const NOTAS_AUTOATENDIMENTO = {
  atendimento: (para: 'S' | 'N', nrVaga: number) =>
    para === 'S'
      ? `Autoatendimento: atendimento iniciado (vaga ${nrVaga}).`
      : `Autoatendimento: atendimento desfeito (vaga ${nrVaga}).`,
  naoCompareceu: (nome: string, nrVaga: number) =>
    `Autoatendimento: ${nome} não compareceu ao atendimento da vaga ${nrVaga}.`,
  reprovado: (nrVaga: number, motivo: string) =>
    `Autoatendimento: reprovado na vaga ${nrVaga}. Motivo: ${motivo}`,
  encaminhado: (nrVagaAuto: number, nrVaga: number) =>
    `Autoatendimento: encaminhado da vaga ${nrVagaAuto} para a vaga ${nrVaga}.`,
  reciclado: (nrVaga: number) => `Autoatendimento: reciclado para a vaga ${nrVaga}.`,
  agendado: (data: string) => `Autoatendimento: agenda de ${data} baixada (agendamento realizado).`,
} as const;

const INVALIDO = 'Código inválido.';
/** Keys of people, vacancies and requisitions (bigint). */
const chave = codigo('int8', INVALIDO);
/** User (cd_sip) and unit numbers (integer). */
const numero = codigo('int4', INVALIDO);
const flagSN = z.enum(['S', 'N'], { error: 'Informe S ou N.' });
const data = dataIso('Data inválida (use AAAA-MM-DD).');
const instante = dataHoraIso('Data e hora inválidas.');

/** POST recrutamento/candidatos-autoatendimento. */
export const filaAutoatendimentoBody = z.object({
  cd_usuario: numero.optional(),
  cd_unidade: numero,
});

/** A queue row (spec 001 §3 'Self-service row'). */
export const linhaAutoatendimento = z.object({
  CD_PESSOA_CANDIDATO: z.number().int(),
  NM_PESSOA_SOCIAL: z.string(),
  NR_VAGA: z.number().int(),
  NM_CARGO: z.string().nullable(),
  NM_ANALISTA: z.string().nullable(),
  /** When the candidate registered at the kiosk (ISO with offset). */
  DT_HISTORICO: z.string(),
  SEXO: z.string().nullable(),
  ID_ATENDIMENTO: flagSN,
  CD_EMPRESA: z.number().int(),
  CD_SITUACAO_ATUAL: z.number().int(),
  NM_SITUACAO_ATUAL: z.string(),
  /** Day of the queue (YYYY-MM-DD). */
  DATA_AGENDA: z.string(),
  CD_PESSOA_CLIENTE: z.number().int().nullable(),
  CD_PESSOA_ANALISTA: z.number().int().nullable(),
});
export type LinhaAutoatendimento = z.infer<typeof linhaAutoatendimento>;
export const filaAutoatendimentoResposta = z.array(linhaAutoatendimento);

/** GET recrutamento/vagas-relacionar/{user}/{search}. */
export const vagasRelacionarParams = z.object({
  user: numero,
  /** The vacancy number (digits only, then at most the largest vacancy number) or words. */
  search: textoAparado(LIMITES_AUTOATENDIMENTO.buscaMax)
    .min(1, 'Informe o texto da busca.')
    .refine(
      (v) => !/^\d+$/.test(v) || Number(v) <= COLUNAS_INTEIRAS.int8,
      MENSAGENS.maximoValor(COLUNAS_INTEIRAS.int8),
    ),
});

/** A vacancy offered to relate or recycle into. */
export const vagaOpcaoAutoatendimento = z.object({
  NR_VAGA: z.number().int(),
  NR_REQUISICAO: z.number().int(),
  NM_CARGO: z.string().nullable(),
  NM_CLIENTE: z.string().nullable(),
  NM_ANALISTA: z.string().nullable(),
  NM_CIDADE: z.string().nullable(),
});
export type VagaOpcaoAutoatendimento = z.infer<typeof vagaOpcaoAutoatendimento>;
export const vagasOpcaoResposta = z.array(vagaOpcaoAutoatendimento);

/** The label of a vacancy option in a select. */
export function rotuloVagaOpcao(v: VagaOpcaoAutoatendimento): string {
  return [`${v.NR_VAGA}`, v.NM_CARGO, v.NM_CLIENTE].filter(Boolean).join(' - ');
}

/** POST recrutamento/relacionar-candidato (forward). */
export const relacionarAutoatendimentoBody = z.object({
  nr_vaga: chave,
  nr_vaga_autoatendimento: chave,
  cd_pessoa_candidato: chave,
  cd_estagio_vaga: inteiroEntrada('int2')
    .refine(
      (n) => n === ESTAGIO_ENCAMINHAR_AUTOATENDIMENTO,
      'O encaminhamento do autoatendimento é no estágio 5.',
    )
    .default(ESTAGIO_ENCAMINHAR_AUTOATENDIMENTO),
  recrutamento: flagSN.default('S'),
});

export const vagasReciclagemParams = z.object({ candidate: chave });

/** POST recrutamento/reaproveita-candidato (recycle). */
export const reaproveitaCandidatoBody = z.object({
  cd_pessoa_candidato: chave,
  nr_requisicao: chave,
  data_agenda: data,
});

/** POST recrutamento/baixa-agenda-candidato (written off after an appointment). */
export const baixaAgendaBody = z.object({
  cd_pessoa_candidato: chave,
  data_agenda: data,
});

/** PUT recrutamento/descartar-candidato (reject with a reason). */
export const descartarAutoatendimentoBody = z.object({
  cd_pessoa_candidato: chave,
  nr_vaga: chave,
  cd_usuario: numero.optional(),
  motivo: textoAparado(
    LIMITES_AUTOATENDIMENTO.motivoMax,
    MENSAGENS_AUTOATENDIMENTO.motivoMax,
    MENSAGENS_AUTOATENDIMENTO.motivoMin,
  ).min(LIMITES_AUTOATENDIMENTO.motivoMin, MENSAGENS_AUTOATENDIMENTO.motivoMin),
});

/** PUT recrutamento/candidato-nao-compareceu. */
export const naoCompareceuBody = z.object({
  cd_pessoa_candidato: chave,
  nm_pessoa: textoAparado(200).min(1),
  nr_vaga: chave,
  cd_empresa: numero,
  dt_historico: instante,
  cd_usuario: numero.optional(),
});

/**
 * PUT recrutamento/atendimento-candidato. id_atendimento is the value the row goes to; a row
 * already at that value was changed by someone else (409).
 */
export const atendimentoCandidatoBody = z.object({
  cd_pessoa_candidato: chave,
  id_atendimento: flagSN,
  cd_empresa: numero,
  dt_historico: instante,
  nr_vaga: chave,
  cd_usuario: numero.optional(),
});

/** The payload of the 'autoatendimento' event. */
export interface EventoAutoatendimento {
  cd_pessoa_candidato: number;
  nr_vaga: number;
  cd_empresa: number;
  data_agenda: string;
  id_atendimento: 'S' | 'N';
  cd_situacao_atual: number;
  /** Who changed it (cd_sip): the list ignores its own changes. */
  cd_usuario: number;
}

export const mensagemAutoatendimento = z.object({ message: z.string() });

/** The rule a discard reason must meet; null when fine. */
export function erroMotivoDescarte(motivo: string): string | null {
  const t = motivo.trim();
  if (t.length < LIMITES_AUTOATENDIMENTO.motivoMin) return MENSAGENS_AUTOATENDIMENTO.motivoMin;
  if (t.length > LIMITES_AUTOATENDIMENTO.motivoMax) return MENSAGENS_AUTOATENDIMENTO.motivoMax;
  return null;
}
