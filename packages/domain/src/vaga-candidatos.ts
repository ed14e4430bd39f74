import { z } from 'zod';
import { somarDias } from './datas';
import { codigo, inteiroEntrada, texto } from './entrada';
import { dataFaturamentoPadrao } from './faturamento';
import { ESTAGIOS_RELACIONAR } from './pesquisa-candidatos';
import { textoDeHtml } from './texto-html';
import { codigoVaga, dataEntrada, flagSN } from './vaga-edicao';
import { estagioAprovado } from './vaga-estagio';
import { SITUACAO_VAGA } from './vaga-situacao';

/**
 * Vacancy-side candidate management (spec 001 §2.1–2.4, §2.6, §2.7, §3–§9): the lists of the
 * candidate panel (related, web, discarded) and their counters, approve / reject / restore /
 * return to pending, the rejection e-mail, adding candidates, the web applicants' actions, the job
 * timeline, the analyst change and the job summary.
 */

/** Limits of the area (spec 001 §5, §9). */
export const LIMITES_VAGA_CANDIDATOS = {
  /** Timeline note: fewest characters of text after the markup is stripped. */
  timelineMin: 20,
  /** Timeline note: most characters stored (the formatted text). */
  timelineMax: 3999,
  /** The editor's progress bar runs to this. */
  timelineBarra: 4000,
  /** The start of work must be later than this many days ago. */
  diasInicioTrabalho: 14,
  /** Most candidates added in one save. */
  candidatosPorVez: 50,
} as const;

/** Hiring type whose approval carries a billing date and may return to pending. */
export const TIPO_CONTRATACAO_FATURA_APROVACAO = 1;

/** Situations in which the panel's analyst change is allowed. */
export const SITUACOES_ALTERAR_ANALISTA: readonly number[] = [SITUACAO_VAGA.ABERTA];

/** Actions a frozen vacancy refuses, each with its warning (spec 001 §4, §8). */
export type AcaoCongelada =
  | 'relacionar'
  | 'agendar'
  | 'descartar'
  | 'aprovar'
  | 'reprovar'
  | 'emailReprovacao'
  | 'restaurar'
  | 'enviarMensagens'
  | 'chatbot'
  | 'encaminhar';

const congelada = (acao: string) =>
  `Vaga congelada (aguardando pagamento do adiantamento): não é possível ${acao}.`;

/** Texts of the area: the spec's fallbacks (§8) and the server's refusals. */
export const MENSAGENS_VAGA_CANDIDATOS = {
  congelada: {
    relacionar: congelada('relacionar candidatos'),
    agendar: congelada('agendar candidatos'),
    descartar: congelada('descartar candidatos'),
    aprovar: congelada('aprovar candidatos'),
    reprovar: congelada('reprovar candidatos'),
    emailReprovacao: congelada('alterar o e-mail de reprovação'),
    restaurar: congelada('restaurar candidatos'),
    enviarMensagens: congelada('enviar mensagens aos candidatos'),
    chatbot: congelada('iniciar conversas pelo chatbot'),
    encaminhar: congelada('encaminhar candidatos ao cliente'),
  } satisfies Record<AcaoCongelada, string>,
  falha: {
    situacao: 'Não foi possível buscar a situação da vaga',
    dadosVaga: 'Erro ao buscar dados da vaga.',
    candidatos: 'Erro ao buscar candidatos',
    voltarAprovado: 'Não foi possível remover o candidato da situação aprovado.',
    reprovar: 'Não foi possível reprovar o candidato.',
    motivosReprovacao: 'Não foi possível carregar os motivos de reprovação.',
    restaurar: 'Não foi possível restaurar o candidato.',
    aprovar: 'Não foi possível aprovar o candidato.',
    relacionarVarios: 'Não foi possível relacionar os candidatos.',
    emailReprovacao: 'Não foi possível alterar o email de reprovação.',
    visto: 'Não foi possível atualizar o status de visto',
    descartarWeb: 'Não foi possível descartar o candidato',
    relacionarWeb: 'Não foi possível relacionar o candidato',
    timeline: 'Não foi possível inserir o histórico',
    analistas: (m: string) => `Erro ao carregar analistas de recrutamento: ${m}`,
    alterarAnalista: 'Não foi possível alterar o analista da vaga.',
  },
  validacao: {
    dataFaturamentoHoje: 'A data do faturamento não pode ser a data atual.',
    dataFaturamentoObrigatoria: 'Informe a data do faturamento.',
    dataInicioAntiga: 'A data de início de trabalho deve ser maior que 14 dias atrás.',
    dataInicioObrigatoria: 'Informe a data de início de trabalho.',
    timelineMinimo: 'Informe o histórico, mínimo 20 caracteres',
    timelineMaximo: 'O histórico pode ter no máximo 3999 caracteres (incluindo a formatação).',
    candidatoIndisponivel:
      'Este candidato não pode ser selecionado pois está inativo, bloqueado ou já relacionado.',
    listaVazia: 'Informe ao menos um candidato.',
    listaGrande: `Informe no máximo ${LIMITES_VAGA_CANDIDATOS.candidatosPorVez} candidatos por vez.`,
    estagio: 'Estágio deve ser 3, 4 ou 5.',
    flag: 'Informe S ou N.',
    motivoReprovacao: 'Motivo de reprovação não encontrado ou desativado: escolha outro.',
    analistaInvalido: 'Selecione um analista ativo.',
  },
  conflito: {
    vagaNaoEncontrada: 'Vaga não encontrada.',
    candidatoNaoRelacionado: 'O candidato não está relacionado a esta vaga.',
    aprovarSituacao7: 'A vaga está com o cliente (situação 7): não é possível aprovar candidatos.',
    jaAprovado: 'Já existe um candidato aprovado para esta vaga',
    candidatoJaAprovado: 'O candidato já está aprovado nesta vaga.',
    candidatoReprovado: 'O candidato está reprovado: restaure-o antes de aprovar.',
    voltarNaoAprovado: 'Somente candidatos aprovados podem voltar para pendente.',
    voltarTipoContratacao:
      'Somente vagas do tipo de contratação 1 permitem voltar o candidato para pendente.',
    voltarVagaFechada: 'A vaga está fechada: o candidato aprovado não pode voltar para pendente.',
    reprovarAprovado: 'O candidato está aprovado: volte-o para pendente antes de reprovar.',
    jaReprovado: 'O candidato já está reprovado nesta vaga.',
    restaurarNaoReprovado: 'Somente candidatos reprovados podem ser restaurados.',
    restaurarComAprovado: 'A vaga já tem um candidato aprovado: não é possível restaurar o candidato.',
    candidatoWebNaoEncontrado: 'Candidato web não encontrado nesta requisição.',
    analistaSituacao: 'O analista só pode ser alterado em vagas abertas.',
    requisicaoDiferente: 'A requisição informada não é a da vaga.',
  },
  sucesso: {
    aprovado: 'Candidato aprovado com sucesso!',
    voltarPendente: 'Candidato voltou para pendente.',
    reprovado: 'Candidato reprovado com sucesso!',
    restaurado: 'Candidato restaurado com sucesso!',
    relacionados: 'Candidatos relacionados com sucesso!',
    emailReprovacao: (f: 'S' | 'N') =>
      f === 'S'
        ? 'O candidato receberá o e-mail de reprovação.'
        : 'O candidato não receberá o e-mail de reprovação.',
    visto: 'Status de visto atualizado.',
    descartadosVistos: (n: number) =>
      n === 0
        ? 'Nenhum candidato visto para descartar.'
        : `${n} ${n === 1 ? 'candidato visto descartado' : 'candidatos vistos descartados'}.`,
    descartadoWeb: 'Candidato descartado com sucesso',
    timeline: 'Histórico inserido com sucesso!',
    analistaAlterado: 'Analista alterado com sucesso!',
    recrutamentoAlterado: 'Recrutamento da vaga atualizado com sucesso!',
    semAlteracao: 'Nenhuma alteração a salvar.',
  },
  info: {
    timelineExcedido:
      'O texto passou de 3999 caracteres: o que exceder o limite será perdido ao salvar. Reduza o texto.',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Pure rules

/** Stars of a candidate's score (NOTA 0–10 shown as 0–5 stars, halves allowed). */
export function estrelasDaNota(nota: number | null | undefined): number {
  if (nota === null || nota === undefined || Number.isNaN(nota)) return 0;
  return Math.min(5, Math.max(0, Math.round(nota) / 2));
}

/** Origin label of a discarded candidate: ELASTIC came from a search ('pesquisa'), else 'WEB'. */
export function rotuloOrigemDescartado(idTipo: string | null | undefined): string {
  return idTipo === 'ELASTIC' ? 'pesquisa' : 'WEB';
}

/**
 * Default dates of the approve modal (spec 001 §9): billing on the next week-end-based date (the
 * next Sunday, as the billing tab) and the start of work one day after.
 */
export function datasAprovacaoPadrao(hoje: string): { dt_faturamento: string; dt_inicio_trabalho: string } {
  const faturamento = dataFaturamentoPadrao(hoje);
  return { dt_faturamento: faturamento, dt_inicio_trabalho: somarDias(faturamento, 1) };
}

/** The earliest start-of-work date accepted (the day after 14 days ago). */
export function dataInicioTrabalhoMinima(hoje: string): string {
  return somarDias(hoje, -LIMITES_VAGA_CANDIDATOS.diasInicioTrabalho + 1);
}

/** The approval's date errors (spec 001 §5), empty when the dates are fine. */
export function errosAprovacao(
  d: { dt_faturamento?: string | null; dt_inicio_trabalho?: string | null },
  cdTipoContratacao: number,
  hoje: string,
): string[] {
  const V = MENSAGENS_VAGA_CANDIDATOS.validacao;
  const erros: string[] = [];
  if (cdTipoContratacao === TIPO_CONTRATACAO_FATURA_APROVACAO) {
    if (!d.dt_faturamento) erros.push(V.dataFaturamentoObrigatoria);
    else if (d.dt_faturamento === hoje) erros.push(V.dataFaturamentoHoje);
  }
  if (!d.dt_inicio_trabalho) erros.push(V.dataInicioObrigatoria);
  else if (d.dt_inicio_trabalho < dataInicioTrabalhoMinima(hoje)) erros.push(V.dataInicioAntiga);
  return erros;
}

/** Whether an approved candidate may return to pending (approved, hiring type 1, job not closed). */
export function podeVoltarPendente(
  c: { CD_ESTAGIO_VAGA: number; ID_SITUACAO: string | null },
  vaga: { cdTipoContratacao: number; cdSituacao: number },
): boolean {
  return (
    c.ID_SITUACAO === 'A' &&
    estagioAprovado(c.CD_ESTAGIO_VAGA) &&
    vaga.cdTipoContratacao === TIPO_CONTRATACAO_FATURA_APROVACAO &&
    vaga.cdSituacao !== SITUACAO_VAGA.FECHADA
  );
}

/** Whether a candidate of the job may be approved now (the job not with the client, nobody approved). */
export function podeAprovar(
  c: { ID_SITUACAO: string | null },
  vaga: { cdSituacao: number; temAprovado: boolean },
): boolean {
  return (
    c.ID_SITUACAO === null &&
    vaga.cdSituacao !== SITUACAO_VAGA.CLIENTE &&
    vaga.cdSituacao !== SITUACAO_VAGA.CONGELADA &&
    !vaga.temAprovado
  );
}

/** Whether the analyst may be changed from the candidate panel. */
export function podeAlterarAnalista(cdSituacao: number): boolean {
  return SITUACOES_ALTERAR_ANALISTA.includes(cdSituacao);
}

/** The timeline note's error, or null: 20 characters of text at least, 3999 stored at most. */
export function erroTimeline(html: string): string | null {
  const V = MENSAGENS_VAGA_CANDIDATOS.validacao;
  if (textoDeHtml(html).length < LIMITES_VAGA_CANDIDATOS.timelineMin) return V.timelineMinimo;
  if (html.length > LIMITES_VAGA_CANDIDATOS.timelineMax) return V.timelineMaximo;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Payloads

const V = MENSAGENS_VAGA_CANDIDATOS.validacao;
const flagObrigatorio = z.enum(['S', 'N'], { error: V.flag });
const estagio = inteiroEntrada('int2', { mensagem: V.estagio }).refine(
  (v) => (ESTAGIOS_RELACIONAR as readonly number[]).includes(v),
  V.estagio,
);
/** Keys of people and requisitions (bigint). */
const chave = codigo('int8');

/** Body of vaga/voltar-candidato-aprovado, vaga/restaurar-candidato and vaga/reprovar-candidato. */
export const candidatoVagaBody = z.object({ cd_pessoa_candidato: chave, nr_vaga: codigoVaga });
export type CandidatoVagaBody = z.input<typeof candidatoVagaBody>;

/**
 * Body of vaga/reprovar-candidato: the candidate and, optionally, the reason (an active entry of
 * Cadastros › Motivos de reprovação, register 90).
 */
export const reprovarCandidatoBody = candidatoVagaBody.extend({
  cd_motivo_reprovacao: codigo('int2', V.motivoReprovacao).nullish(),
});
export type ReprovarCandidatoBody = z.input<typeof reprovarCandidatoBody>;

/** Body of POST vaga/aprovar-candidato (dates ISO or dd-MM-yyyy / dd/MM/yyyy). */
export const aprovarCandidatoBody = z.object({
  nm_candidato: texto(200).nullish(),
  cd_pessoa_candidato: chave,
  nr_vaga: codigoVaga,
  dt_faturamento: dataEntrada.nullish().transform((v) => v ?? null),
  dt_inicio_trabalho: dataEntrada.nullish().transform((v) => v ?? null),
  cd_pessoa_analista: chave.nullish(),
});
export type AprovarCandidatoBody = z.input<typeof aprovarCandidatoBody>;

/** One candidate of POST vaga/relacionar-candidatos. */
export const candidatoRelacionarItem = z.object({
  cd_pessoa: chave,
  nm_pessoa: texto(200).nullish(),
  cd_estagio_vaga: estagio.default(3),
});

/** Body of POST vaga/relacionar-candidatos: the candidates and their stages, all or none. */
export const relacionarCandidatosBody = z.object({
  candidatos: z
    .array(candidatoRelacionarItem, { error: V.listaVazia })
    .min(1, V.listaVazia)
    .max(LIMITES_VAGA_CANDIDATOS.candidatosPorVez, V.listaGrande),
  nr_vaga: codigoVaga,
});
export type RelacionarCandidatosBody = z.input<typeof relacionarCandidatosBody>;

/** Answer of POST vaga/relacionar-candidatos: what was related. */
export const relacionarCandidatosResposta = z.object({
  message: z.string(),
  candidatos: z.array(z.object({ CD_PESSOA: z.number(), CD_ESTAGIO_VAGA: z.number() })),
});

export const toggleEmailParams = z.object({ candidate: chave, job: codigoVaga });
export const toggleEmailBody = z.object({ email_reprovacao: flagObrigatorio });

/** Body of vaga/pode-relacionar-candidato-nova-vaga (nr_vaga: also refuse one already related there). */
export const podeRelacionarBody = z.object({ cd_pessoa: chave, nr_vaga: codigoVaga.nullish() });
export const podeRelacionarVariosBody = z.object({
  cd_pessoas: z
    .array(chave)
    .min(1, V.listaVazia)
    .max(LIMITES_VAGA_CANDIDATOS.candidatosPorVez, V.listaGrande),
  nr_vaga: codigoVaga.nullish(),
});
export const podeRelacionarLinha = z.object({
  CD_PESSOA: z.number(),
  NM_PESSOA: z.string().nullable(),
  PODE_RELACIONAR: flagSN,
  MOTIVO: z.string().nullable(),
});
export type PodeRelacionarLinha = z.infer<typeof podeRelacionarLinha>;

export const nrVagaBody = z.object({ nr_vaga: codigoVaga });
export const candidatoVistoBody = z.object({
  nr_requisicao: chave,
  cd_pessoa_candidato: chave,
  id_visto: flagObrigatorio,
});
export const descartarWebBody = z.object({
  cd_pessoa_candidato: chave,
  nr_requisicao: chave,
  nr_vaga: codigoVaga,
});

/** Body of POST vaga/timeline: the note as HTML (sanitised by the server). */
export const timelineBody = z.object({
  ds_historico: texto(LIMITES_VAGA_CANDIDATOS.timelineMax, V.timelineMaximo, V.timelineMinimo).refine(
    (v) => textoDeHtml(v).length >= LIMITES_VAGA_CANDIDATOS.timelineMin,
    V.timelineMinimo,
  ),
  nr_vaga: codigoVaga,
  /** The writer is the logged user; a value sent is ignored. */
  cd_usuario: inteiroEntrada('int4').nullish(),
});
export const timelineParams = z.object({ user: inteiroEntrada('int4'), job: codigoVaga });
export const timelineLinha = z.object({
  ID_HISTORICO: z.number(),
  NM_USUARIO: z.string().nullable(),
  DT_HISTORICO: z.string(),
  DS_HISTORICO: z.string(),
  ID_TIPO: z.string().nullable(),
});
export type TimelineLinha = z.infer<typeof timelineLinha>;

export const jobParams = z.object({ job: codigoVaga });
export const situacaoVagaResposta = z.object({
  NR_VAGA: z.number(),
  CD_SITUACAO_VAGA: z.number(),
  NM_SITUACAO_VAGA: z.string(),
  ID_VAGA_CONGELADA: flagSN,
});
export type SituacaoVagaResposta = z.infer<typeof situacaoVagaResposta>;

/**
 * Body of POST vaga/{job}/alterar-analista-vaga; the analyst is saved only when salvar_analista.
 * `origem` 'minhas_vagas' is the change made from My openings, which also allows a frozen vacancy
 * (spec 001 §2.1, §6: situation 1, and 13 in my openings); the candidate panel sends none.
 */
export const alterarAnalistaBody = z.object({
  cd_pessoa_analista: chave.nullish(),
  nr_requisicao: chave,
  id_recrutamento: flagObrigatorio,
  salvar_analista: z
    .union([z.boolean(), z.enum(['S', 'N']), z.literal(1), z.literal(0)])
    .default(false)
    .transform((v) => v === true || v === 'S' || v === 1),
  origem: z.enum(['minhas_vagas']).optional(),
});
export type AlterarAnalistaBody = z.input<typeof alterarAnalistaBody>;

// ---------------------------------------------------------------------------------------------
// Answers of the lists

const txt = z.string().nullable();
const dataHora = z.string().nullable();

/** A related candidate (spec 001 §3 'Related candidate row'). */
export const candidatoRelacionadoLinha = z.object({
  CD_PESSOA: z.number(),
  NM_PESSOA: z.string(),
  CD_ESTAGIO_VAGA: z.number(),
  NM_ESTAGIO_VAGA: txt,
  ID_SITUACAO: z.enum(['A', 'R']).nullable(),
  NOTA: z.number().nullable(),
  ID_SEXO: txt,
  ID_POSSUE_DEFICIENCIA: txt,
  ID_DESTAQUE: txt,
  ANALISTA_VAGA: txt,
  DT: dataHora,
  CRIADO_EM: z.string(),
  DT_CURRICULO: dataHora,
  DT_ENCAMINHAMENTO: dataHora,
  DT_APROVACAO: dataHora,
  DT_REPROVACAO: dataHora,
  /** The rejection's reason (Cadastros › Motivos de reprovação), when one was given. */
  NM_MOTIVO_REPROVACAO: txt.optional(),
  DT_FATURAMENTO: txt,
  DT_INICIO_TRABALHO: txt,
  CD_ORIGEM_RELACIONAMENTO: z.number(),
  CD_SITUACAO_ATUAL_VAGA: z.number(),
  CD_TIPO_CONTRATACAO: z.number(),
  ID_ENVIA_EMAIL_REPROV: flagSN,
  NR_VAGA: z.number(),
  /**
   * The client's verdict by link on this candidate (latest link): A approved, R rejected, E interview
   * asked, P forwarded and awaiting; null when never forwarded by link. Cleared from the badge once
   * the analyst acted on it (PARECER_TRATADO S).
   */
  PARECER_CLIENTE: z.enum(['A', 'R', 'E', 'P']).nullish(),
  DT_PARECER_CLIENTE: dataHora.optional(),
  PARECER_TRATADO: flagSN.nullish(),
});
export type CandidatoRelacionadoLinha = z.infer<typeof candidatoRelacionadoLinha>;

/** A web applicant (spec 001 §3 'Web candidate'). */
export const candidatoWebLinha = z.object({
  CD_PESSOA_CANDIDATO: z.number(),
  NM_PESSOA: z.string(),
  NR_REQUISICAO: z.number(),
  NR_VAGA: z.number(),
  ID_VISTO: flagSN,
  ID_DESVINCULAR_WEB: flagSN,
  ID_TIPO: z.string(),
  POSSUI_RELACIONAMENTO: flagSN,
  NR_VAGA_RELACIONADA: z.number().nullable(),
  ANALISTA: txt,
  DT_DO_RELACIONAMENTO: dataHora,
  NM_BAIRRO: txt,
  NM_CIDADE: txt,
  CD_PESSOA_CLIENTE: z.number().nullable(),
  NM_CLIENTE: txt,
  CRIADO_EM: z.string(),
});
export type CandidatoWebLinha = z.infer<typeof candidatoWebLinha>;

/** A discarded candidate: a web applicant let go or a search row discarded. */
export const candidatoDescartadoLinha = z.object({
  CD_PESSOA_CANDIDATO: z.number(),
  NM_PESSOA: z.string(),
  ALTERADO_EM: z.string(),
  ID_TIPO: z.string(),
  DS_LOCALIDADE_SEM_CEP: txt,
  NR_SELECAO: z.number().nullable(),
});
export type CandidatoDescartadoLinha = z.infer<typeof candidatoDescartadoLinha>;

/** The four counters of the panel's tabs. */
export const contadoresCandidatosResposta = z.object({
  QTD_CANDIDATOS_RELACIONADOS: z.number(),
  QTD_CANDIDATOS_WEB: z.number(),
  QTD_CANDIDATOS_DESCARTADOS: z.number(),
  QTD_PESQUISAS: z.number(),
});
export type ContadoresCandidatos = z.infer<typeof contadoresCandidatosResposta>;

/** The job summary (spec 001 §2.7, §3 'Job summary'). */
export const vagaResumidaResposta = z.object({
  VAGA: z.object({
    NR_VAGA: z.number(),
    NR_REQUISICAO: z.number(),
    ID_VAGA_SIGILOSA: flagSN,
    ID_VAGA_CONFIDENCIAL: flagSN,
    ID_ESCONDE_INFO_SIGILOSA: flagSN,
    CD_SITUACAO_VAGA: z.number(),
    NM_SITUACAO_VAGA: txt,
    NM_PESSOA_SELECIONADOR: txt,
    CD_PESSOA_ANALISTA: z.number().nullable(),
    ID_RECRUTAMENTO: flagSN,
    DT_ABERTURA: z.string(),
    CD_PESSOA_CLIENTE: z.number(),
    NM_PESSOA_CLIENTE: txt,
    ENDERECO_CLIENTE: txt,
    NM_CARGO: txt,
    NM_TURNO: txt,
    CD_CENTRO_CUSTO: txt,
    SALARIO: z.number().nullable(),
    ID_TIPO_CONTRATACAO: z.number(),
    NM_TIPO_CONTRATACAO: txt,
    DS_ATIVIDADES_ESTAGIO: txt,
    DS_OBSERVACOES: txt,
  }),
  PERFIL: z
    .object({
      ID_SEXO: txt,
      NR_IDADE_DE: z.number().nullable(),
      NR_IDADE_ATE: z.number().nullable(),
      NR_ANOS_EXPERIENCIA_DE: z.number().nullable(),
      NR_ANOS_EXPERIENCIA_ATE: z.number().nullable(),
      NM_GRAU_INSTRUCAO_DE: txt,
      NM_GRAU_INSTRUCAO_ATE: txt,
      NM_BAIRRO: txt,
    })
    .nullable(),
});
export type VagaResumida = z.infer<typeof vagaResumidaResposta>;

/** What a client is shown as when the vacancy hides client information. */
export const CLIENTE_SIGILOSO = 'Informação Sigilosa';

// ---------------------------------------------------------------------------------------------
// Relating a candidate from the search (spec 000 §4.5)

/** Keys as the search sends them (its own message). */
const chaveDaPesquisa = codigo('int8', 'Código inválido.');
const vazio = (v: unknown) => v === '' || v === null || (typeof v === 'string' && v.trim() === '');
/** Absent, null and '' all mean 'not given' (the panel sends empty fields). */
const opcional = <T extends z.ZodType>(s: T) => z.preprocess((v) => (vazio(v) ? undefined : v), s.optional());

/** Body of POST vaga/relacionar-candidato: relate (3), send the resume (4) or forward (5). */
export const relacionarCandidatoBody = z.object({
  cd_pessoa_candidato: chaveDaPesquisa,
  nr_vaga: chaveDaPesquisa,
  cd_estagio_vaga: inteiroEntrada('int2', { mensagem: 'Estágio deve ser 3, 4 ou 5.' }).refine(
    (v) => (ESTAGIOS_RELACIONAR as readonly number[]).includes(v),
    'Estágio deve ser 3, 4 ou 5.',
  ),
  /** Origin of the relation: 99 call center, 1 recruitment, otherwise selection (default 2). */
  cd_origem_relacionamento: opcional(inteiroEntrada('int2', { min: 1, max: 99 })),
});
