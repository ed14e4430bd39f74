import { z } from 'zod';
import { codigo, inteiroEntrada, textoAparado, uf } from './entrada';
import { MENSAGENS } from './mensagens';
import { codigoRequisicao, codigoVaga, corpoVaga, dataEntrada, flagSN } from './vaga-edicao';
import { SITUACOES_ABERTAS_PRAZO } from './vaga-situacao';

/**
 * Publishing a vacancy (spec 000 §2.3, §2.4, §3.4, §4.3, §5.2, §7.4): the Divulga Web tab (the
 * internet release of the vacancy), the social/job-board integrations of its requisition, and the
 * public feed (schema.org JobPosting) job boards read.
 */

export const LIMITES_DIVULGACAO = {
  descricaoMin: 20,
  descricaoMax: 1999,
  qtCandidatosPadrao: 100,
  qtCandidatosMin: 1,
  qtCandidatosMax: 200,
  requisitosMin: 20,
  requisitosMax: 199,
  atividadesMin: 20,
  atividadesMax: 199,
  localAtuacaoMax: 199,
  cidadeMax: 120,
} as const;

/** Situations in which a released vacancy is shown on the web and in the public feed. */
export const SITUACOES_DIVULGAVEIS: readonly number[] = SITUACOES_ABERTAS_PRAZO;

export const MENSAGENS_DIVULGACAO = {
  descricaoMin: 'Descrição da vaga Min. de 20 caracteres!',
  descricaoMax: `Descrição da vaga: máximo de ${LIMITES_DIVULGACAO.descricaoMax} caracteres`,
  quantidadeMin: 'Quantidade de candidatos deve ser maior que 0',
  quantidadeMax: MENSAGENS.maximoValor(LIMITES_DIVULGACAO.qtCandidatosMax),
  requisitosMin: 'Requisitos da vaga. Min. de 20 caracteres',
  requisitosMax: `Requisitos da vaga: máximo de ${LIMITES_DIVULGACAO.requisitosMax} caracteres`,
  atividadesMin: 'Atividade da vaga. Min. de 20 caracteres',
  atividadesMax: `Atividade da vaga: máximo de ${LIMITES_DIVULGACAO.atividadesMax} caracteres`,
  localAtuacaoMax: `Local de atuação: máximo de ${LIMITES_DIVULGACAO.localAtuacaoMax} caracteres`,
  informeEstado: 'Informe o estado de atuação',
  informeCidade: 'Informe a cidade de atuação',
  estadoInvalido: 'Estado de atuação não encontrado',
  cidadeInvalida: 'Cidade de atuação não encontrada no estado informado',
  localTrabalhoInvalido: 'Local de trabalho inválido: use C (cidade do cliente) ou L (local de atuação)',
  datasInvertidas: 'A data de retirada deve ser igual ou posterior à data de liberação',
  /** Tooltip of the two job boards while the publication is not effective yet. */
  efetivacao24h: 'Efetivação da divulgação em até 24hs',
  /** Overlay of the social tab, and the 409 of a publish, while web publishing is off. */
  internetDesabilitada:
    'Habilite a divulgação na internet na aba Divulga Web para divulgar a vaga nas redes sociais.',
  integracaoNaoEncontrada: 'Integração de divulgação não encontrada.',
  jaDivulgada: 'A vaga já está divulgada (ou na fila de divulgação) nesta integração.',
  naoDivulgada: 'A vaga não está divulgada nesta integração.',
  vagaDeOutraRequisicao: 'A vaga informada não pertence a esta requisição.',
  integracaoObrigatoria: 'Selecione a integração',
  /** Shown on the social tab when publications go to the local adapter (no real job board). */
  adaptadorLocal:
    'Ambiente de demonstração: as divulgações são simuladas localmente e não chegam aos sites de vagas.',
  vagaNaoPublicada: 'Vaga não encontrada ou não divulgada na internet.',
} as const;

/** A free text of the tab, trimmed; absent or null is ''. */
const textoLivre = (max: number, mensagemMax: string) =>
  textoAparado(max, mensagemMax)
    .nullish()
    .transform((v) => v ?? '');

/**
 * POST vaga/divulga-vaga-web (spec 000 §3.4, §5.2). With the internet flag on: description 20–1999,
 * candidates 1–200 (default 100); with the social flag on also requirements and activities 20–199;
 * work location L needs state and city. The social flag is forced to N while the internet flag is N.
 * replica_descricao S copies description, requirements and activities to the other vacancies of the
 * requisition; envia_email_alteracoes S e-mails applicants when the vacancy changes.
 */
export const divulgaWebBody = corpoVaga({
  nr_vaga: codigoVaga,
  id_libera_internet: flagSN,
  id_divulga_redes_sociais: flagSN.default('N'),
  id_local_trabalho: z.enum(['C', 'L'], { error: MENSAGENS_DIVULGACAO.localTrabalhoInvalido }).default('C'),
  qt_candidatos_vaga_web: inteiroEntrada('int2')
    .nullish()
    .transform((v) => v ?? LIMITES_DIVULGACAO.qtCandidatosPadrao),
  ds_observacao_internet: textoLivre(LIMITES_DIVULGACAO.descricaoMax, MENSAGENS_DIVULGACAO.descricaoMax),
  ds_requisitos_internet: textoLivre(LIMITES_DIVULGACAO.requisitosMax, MENSAGENS_DIVULGACAO.requisitosMax),
  ds_atividades_internet: textoLivre(LIMITES_DIVULGACAO.atividadesMax, MENSAGENS_DIVULGACAO.atividadesMax),
  ds_local_atuacao_internet: textoLivre(
    LIMITES_DIVULGACAO.localAtuacaoMax,
    MENSAGENS_DIVULGACAO.localAtuacaoMax,
  ),
  /** Release, withdrawal and publicity e-mail dates (ISO, dd-MM-yyyy or dd/MM/yyyy). */
  dt_libera_internet: dataEntrada.nullish().transform((v) => v ?? null),
  dt_retira_internet: dataEntrada.nullish().transform((v) => v ?? null),
  dt_email_divulgacao_internet: dataEntrada.nullish().transform((v) => v ?? null),
  envia_email_alteracoes: flagSN.default('N'),
  replica_descricao: flagSN.default('N'),
  /** A state (UF), or blank. */
  cd_uf_atuacao: z
    .union([uf(MENSAGENS_DIVULGACAO.estadoInvalido), z.literal('')], {
      error: MENSAGENS_DIVULGACAO.estadoInvalido,
    })
    .nullish()
    .transform((v) => v ?? ''),
  nm_cidade_atuacao: textoLivre(LIMITES_DIVULGACAO.cidadeMax, MENSAGENS_DIVULGACAO.cidadeInvalida),
})
  .superRefine((v, ctx) => {
    const erro = (message: string, campo: string) => ctx.addIssue({ code: 'custom', message, path: [campo] });
    if (v.id_libera_internet === 'S') {
      if (v.ds_observacao_internet.length < LIMITES_DIVULGACAO.descricaoMin)
        erro(MENSAGENS_DIVULGACAO.descricaoMin, 'ds_observacao_internet');
      if (v.qt_candidatos_vaga_web < LIMITES_DIVULGACAO.qtCandidatosMin)
        erro(MENSAGENS_DIVULGACAO.quantidadeMin, 'qt_candidatos_vaga_web');
      if (v.qt_candidatos_vaga_web > LIMITES_DIVULGACAO.qtCandidatosMax)
        erro(MENSAGENS_DIVULGACAO.quantidadeMax, 'qt_candidatos_vaga_web');
      if (v.id_divulga_redes_sociais === 'S') {
        if (v.ds_requisitos_internet.length < LIMITES_DIVULGACAO.requisitosMin)
          erro(MENSAGENS_DIVULGACAO.requisitosMin, 'ds_requisitos_internet');
        if (v.ds_atividades_internet.length < LIMITES_DIVULGACAO.atividadesMin)
          erro(MENSAGENS_DIVULGACAO.atividadesMin, 'ds_atividades_internet');
      }
      if (v.id_local_trabalho === 'L') {
        if (!/^[A-Z]{2}$/.test(v.cd_uf_atuacao)) erro(MENSAGENS_DIVULGACAO.informeEstado, 'cd_uf_atuacao');
        if (!v.nm_cidade_atuacao) erro(MENSAGENS_DIVULGACAO.informeCidade, 'nm_cidade_atuacao');
      }
      if (v.dt_libera_internet && v.dt_retira_internet && v.dt_retira_internet < v.dt_libera_internet)
        erro(MENSAGENS_DIVULGACAO.datasInvertidas, 'dt_retira_internet');
    }
  })
  .transform((v) => {
    const vazio = (t: string) => (t === '' ? null : t);
    const local = v.id_libera_internet === 'S' && v.id_local_trabalho === 'L';
    return {
      ...v,
      id_divulga_redes_sociais: v.id_libera_internet === 'S' ? v.id_divulga_redes_sociais : ('N' as const),
      ds_observacao_internet: vazio(v.ds_observacao_internet),
      ds_requisitos_internet: vazio(v.ds_requisitos_internet),
      ds_atividades_internet: vazio(v.ds_atividades_internet),
      ds_local_atuacao_internet: vazio(v.ds_local_atuacao_internet),
      cd_uf_atuacao: local ? v.cd_uf_atuacao : null,
      nm_cidade_atuacao: local ? vazio(v.nm_cidade_atuacao) : null,
    };
  });
export type DivulgaWebBody = z.input<typeof divulgaWebBody>;
export type DivulgaWeb = z.output<typeof divulgaWebBody>;

/** GET vaga/requisicao-vaga-liberada-internet/{nrVaga}: the Divulga Web data (spec 000 §3.4). */
export const divulgaWebResposta = z.object({
  NR_VAGA: z.number().int(),
  NR_REQUISICAO: z.number().int(),
  ID_LIBERA_INTERNET: flagSN,
  ID_DIVULGA_REDES_SOCIAIS: flagSN,
  /** C client city, L work location (CD_UF_ATUACAO, NM_CIDADE_ATUACAO). */
  ID_LOCAL_TRABALHO: z.enum(['C', 'L']),
  QT_CANDIDATOS_VAGA_WEB: z.number().int(),
  DS_OBSERVACAO_INTERNET: z.string().nullable(),
  DS_REQUISITOS_INTERNET: z.string().nullable(),
  DS_ATIVIDADES_INTERNET: z.string().nullable(),
  DS_LOCAL_ATUACAO_INTERNET: z.string().nullable(),
  /** ISO dates. */
  DT_LIBERA_INTERNET: z.string().nullable(),
  DT_RETIRA_INTERNET: z.string().nullable(),
  DT_EMAIL_DIVULGACAO_INTERNET: z.string().nullable(),
  ID_ENVIA_EMAIL_ALTERACOES: flagSN,
  CD_UF_ATUACAO: z.string().nullable(),
  NM_CIDADE_ATUACAO: z.string().nullable(),
  /** S while the vacancy is on the public feed (released, in an open situation, within its dates). */
  ID_PUBLICADA_WEB: flagSN,
});
export type DivulgaWebResposta = z.infer<typeof divulgaWebResposta>;

/** State of a requisition's publication on one integration. */
export const SITUACOES_DIVULGACAO = {
  /** In the queue: requested, not effective yet. */
  FILA: 'F',
  /** Effective on the job board (DATA_DIVULGACAO set). */
  PUBLICADA: 'P',
  /** The job board refused it after the retries (DS_ERRO). */
  ERRO: 'E',
} as const;

/**
 * One card of the social tab (spec 000 §3.2): DIVULGADO S from the publish request until it is
 * removed; DATA_DIVULGACAO once the job board made it effective.
 */
export const divulgacaoRedeSocialLinha = z.object({
  CD_INTEGRACAO: z.number().int(),
  NM_INTEGRACAO: z.string(),
  /** Logo key of the integration (the web maps it to an image). */
  DS_LOGO: z.string(),
  DIVULGADO: flagSN,
  /** ISO 8601 timestamp of the effective publication. */
  DATA_DIVULGACAO: z.string().nullable(),
  /** S for the job boards that take up to 24 h. */
  ID_PRAZO_24H: flagSN,
  ID_SITUACAO_DIVULGACAO: z.enum(['F', 'P', 'E']).nullable(),
  /** 'Efetivação da divulgação em até 24hs' while a 24-hour integration is pending, else null. */
  DS_AVISO: z.string().nullable(),
  DS_ERRO: z.string().nullable(),
  /** S when publications go to the local adapter (demonstration; nothing leaves the server). */
  ID_ADAPTADOR_LOCAL: flagSN,
});
export type DivulgacaoRedeSocialLinha = z.infer<typeof divulgacaoRedeSocialLinha>;

export const divulgarParams = z.object({ nrVaga: codigoVaga, nrRequisicao: codigoRequisicao });

/** POST vaga/{nrVaga}/divulgar-requisicao-redes-sociais/{nrRequisicao} and POST vaga/remover-divulgacao-rede-social/{nrRequisicao}. */
export const integracaoBody = z.object({
  cd_integracao: codigo('int2', MENSAGENS_DIVULGACAO.integracaoObrigatoria),
  /** The vacancy whose tab asks (removal); optional. */
  nr_vaga: codigo('int8').nullish(),
});
export type IntegracaoBody = z.input<typeof integracaoBody>;

/**
 * A schema.org JobPosting: the JSON-LD of a vacancy published on the web (GET /api/divulgacao/vagas/{nrVaga})
 * and what job boards receive. The client is hidden (the unit's name instead) when the vacancy is
 * confidential or secret.
 */
export const jobPostingSchema = z.object({
  '@context': z.literal('https://schema.org/'),
  '@type': z.literal('JobPosting'),
  title: z.string(),
  /** Plain text: description, requirements, activities and work location, a paragraph each. */
  description: z.string(),
  identifier: z.object({ '@type': z.literal('PropertyValue'), name: z.string(), value: z.string() }),
  /** ISO 8601. */
  datePosted: z.string(),
  /** ISO 8601 with its offset: the end of the withdrawal day in Brasília time, when the vacancy has one. */
  validThrough: z.string().optional(),
  employmentType: z.string().optional(),
  hiringOrganization: z.object({ '@type': z.literal('Organization'), name: z.string() }),
  jobLocation: z.object({
    '@type': z.literal('Place'),
    address: z.object({
      '@type': z.literal('PostalAddress'),
      addressLocality: z.string().optional(),
      addressRegion: z.string().optional(),
      addressCountry: z.literal('BR'),
    }),
  }),
  baseSalary: z
    .object({
      '@type': z.literal('MonetaryAmount'),
      currency: z.literal('BRL'),
      value: z.object({
        '@type': z.literal('QuantitativeValue'),
        value: z.number(),
        unitText: z.enum(['HOUR', 'DAY', 'MONTH']),
      }),
    })
    .optional(),
  totalJobOpenings: z.number().int().optional(),
  jobBenefits: z.string().optional(),
  url: z.string().optional(),
  /** One applies on the vacancy's page of the portal itself. */
  directApply: z.boolean(),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;

/** schema.org employmentType of each hiring type (1 efetivo, 2 temporário, 6 terceirizado, 10 estágio). */
export const TIPO_EMPREGO_SCHEMA_ORG: Readonly<Record<number, string>> = {
  1: 'FULL_TIME',
  2: 'TEMPORARY',
  6: 'CONTRACTOR',
  10: 'INTERN',
};

/** schema.org unitText of the salary types that have a unit (H, D, M). */
export const UNIDADE_SALARIO_SCHEMA_ORG: Readonly<Record<string, 'HOUR' | 'DAY' | 'MONTH'>> = {
  H: 'HOUR',
  D: 'DAY',
  M: 'MONTH',
};
