import { z } from 'zod';
import { codigo, inteiroEntrada } from './entrada';

/**
 * Resume and referral generation (spec 001 §2.9, §3 'Resume settings', §4, §5, §7, §8, §9): the
 * settings of the resume panel, the candidate's positions, employments and disabilities it offers,
 * and the messages. The API renders the resume and the referral letter as PDF.
 */

export const LIMITES_CURRICULO = {
  /** Employments and disabilities offered (and accepted): up to 10 (spec 001 §9). */
  maxEmpregos: 10,
  maxDeficiencias: 10,
  /** Employments preselected in the panel. */
  empregosPreSelecionados: 3,
} as const;

/** Resume layouts: 1 standard, 2 compact (only for units whose id_layout_curriculo_2 is 'S'). */
export const LAYOUTS_CURRICULO = [1, 2] as const;
export type LayoutCurriculo = (typeof LAYOUTS_CURRICULO)[number];

/** Medical report options (gerar_laudo). */
export const OPCOES_LAUDO = [
  { value: 'N', label: 'Não gerar' },
  { value: 'padrao', label: 'Padrão' },
  { value: 'embraco', label: 'Embraco' },
] as const;
export type OpcaoLaudo = (typeof OPCOES_LAUDO)[number]['value'];

/** The S/N settings of the resume (spec 001 §3), with their labels in the panel. */
export const FLAGS_CURRICULO = {
  identificar_candidato: 'Identificar candidato',
  mostrar_documentos: 'Mostrar documentos',
  emite_parecer: 'Emitir parecer',
  mostrar_perfil: 'Mostrar perfil',
  curriculo_logo: 'Logotipo no currículo',
  curriculo_marca: "Marca d'água",
  mostrar_deficiencia: 'Mostrar deficiência',
  mostrar_dados_pessoais: 'Mostrar dados pessoais',
  gerar_laudo_medico: 'Gerar laudo médico',
  mostrar_foto: 'Mostrar foto',
  mostrar_uniforme: 'Mostrar uniforme',
  mostrar_turnos_pretendidos: 'Mostrar turnos pretendidos',
  mostrar_pretensao_salarial: 'Mostrar pretensão salarial',
  ultimo_salario: 'Mostrar último salário',
  mostrar_motivo_saida: 'Mostrar motivo de saída',
} as const;
export type FlagCurriculo = keyof typeof FLAGS_CURRICULO;
const NOMES_FLAGS = Object.keys(FLAGS_CURRICULO) as FlagCurriculo[];

const flagSN = z.enum(['S', 'N'], { error: 'Informe S ou N.' });
const INVALIDO = 'Código inválido.';
/** Keys of people, vacancies, jobs and disability records (bigint). */
const chave = codigo('int8', INVALIDO);

/** The panel's defaults of the S/N settings. */
export const PADROES_FLAGS_CURRICULO = {
  identificar_candidato: 'S',
  mostrar_documentos: 'N',
  emite_parecer: 'N',
  mostrar_perfil: 'S',
  curriculo_logo: 'S',
  curriculo_marca: 'N',
  mostrar_deficiencia: 'N',
  mostrar_dados_pessoais: 'S',
  gerar_laudo_medico: 'N',
  mostrar_foto: 'N',
  mostrar_uniforme: 'N',
  mostrar_turnos_pretendidos: 'S',
  mostrar_pretensao_salarial: 'N',
  ultimo_salario: 'N',
  mostrar_motivo_saida: 'N',
} as const satisfies Record<FlagCurriculo, 'S' | 'N'>;

export const MENSAGENS_CURRICULO = {
  popups: 'Necessário permitir os pop-ups da página para gerar o currículo',
  erroCargos: 'Erro ao buscar cargos do candidato.',
  erroEmpregos: 'Erro ao buscar empregos.',
  erroDeficiencias: 'Erro ao buscar deficiências.',
  erroGerar: 'Não foi possível gerar o currículo.',
  erroEncaminhar: 'Não foi possível encaminhar o candidato.',
  layout2Unidade: 'O layout 2 do currículo não está disponível para a sua unidade.',
  maxEmpregos: `Escolha no máximo ${LIMITES_CURRICULO.maxEmpregos} empregos.`,
  maxDeficiencias: `Escolha no máximo ${LIMITES_CURRICULO.maxDeficiencias} deficiências.`,
  empregoDeOutro: 'Um dos empregos escolhidos não pertence ao candidato.',
  deficienciaDeOutra: 'Uma das deficiências escolhidas não pertence ao candidato.',
  cargoDeOutro: 'O cargo escolhido não é um dos cargos pretendidos pelo candidato.',
  candidatoNaoRelacionado: 'O candidato não está relacionado a esta vaga.',
  candidatoNaoEncontrado: 'Candidato não encontrado.',
  vagaNaoEncontrada: 'Vaga não encontrada.',
  jaEncaminhado: 'O candidato já está encaminhado ou em um estágio mais avançado desta vaga.',
  candidatoReprovado: 'O candidato está reprovado nesta vaga.',
  encaminhado: 'Candidato encaminhado com sucesso!',
  curriculoGerado: 'Currículo gerado com sucesso!',
  naoEncaminhado: 'O candidato ainda não foi encaminhado para esta vaga.',
  erroCarta: 'Não foi possível gerar a carta de encaminhamento.',
} as const;

/** Notes written on the candidate's timeline. */
export const NOTAS_CURRICULO = {
  curriculo: (nrVaga: number) => `Currículo gerado e enviado ao cliente (vaga ${nrVaga}).`,
  encaminhamento: (nrVaga: number) => `Candidato encaminhado ao cliente (vaga ${nrVaga}).`,
} as const;

const flagsSchema = Object.fromEntries(
  NOMES_FLAGS.map((k) => [k, flagSN.default(PADROES_FLAGS_CURRICULO[k])]),
) as {
  [K in FlagCurriculo]: z.ZodDefault<typeof flagSN>;
};

/** Body of POST candidato/curriculo/{nrVaga}/{cdPessoa}: the settings of the panel. */
export const configuracaoCurriculo = z.object({
  ...flagsSchema,
  mostrar_layout: inteiroEntrada('int2')
    .refine((n) => n === 1 || n === 2, 'Layout deve ser 1 ou 2.')
    .default(1),
  cd_cargo: codigo('int4', INVALIDO).nullable().default(null),
  gerar_laudo: z
    .enum(['padrao', 'embraco', 'N'], { error: 'Laudo deve ser padrao, embraco ou N.' })
    .default('N'),
  /** Chosen employment sequences (NR_SEQUENCIA). */
  empregos: z.array(chave).max(LIMITES_CURRICULO.maxEmpregos, MENSAGENS_CURRICULO.maxEmpregos).default([]),
  /** Chosen disability ids (ID_CID_CANDIDATO). */
  deficiencias: z
    .array(chave)
    .max(LIMITES_CURRICULO.maxDeficiencias, MENSAGENS_CURRICULO.maxDeficiencias)
    .default([]),
});
export type ConfiguracaoCurriculo = z.output<typeof configuracaoCurriculo>;
export type ConfiguracaoCurriculoEntrada = z.input<typeof configuracaoCurriculo>;

/** The panel's defaults (every setting). */
export const PADROES_CURRICULO: ConfiguracaoCurriculo = {
  ...PADROES_FLAGS_CURRICULO,
  mostrar_layout: 1,
  cd_cargo: null,
  gerar_laudo: 'N',
  empregos: [],
  deficiencias: [],
};

export const curriculoParams = z.object({ nrVaga: chave, cdPessoa: chave });
export const candidatoIdParams = z.object({ id: chave });
export const aprovaEstagioParams = z.object({ job: chave, candidate: chave });

/** GET candidato/nome/{cd}. */
export const nomeCandidatoParams = z.object({ cd: chave });
export const nomeCandidatoResposta = z.object({
  NM_PESSOA: z.string(),
  ID_POSSUE_DEFICIENCIA: z.enum(['S', 'N']),
});

/** GET candidato/cargos/{id}: the candidate's desired positions. */
export const cargoCandidato = z.object({
  CD_CARGO: z.number().int(),
  NM_CARGO: z.string(),
  NR_EXPERIENCIA: z.number(),
});
export const cargosCandidatoResposta = z.array(cargoCandidato);
export type CargoCandidato = z.infer<typeof cargoCandidato>;

/** GET candidato/empregos/{id}: at most 10, most recent first. */
export const empregoCandidato = z.object({
  NR_SEQUENCIA: z.number().int(),
  NM_PESSOA_EMPRESA: z.string(),
  NM_CARGO: z.string(),
  DT_INICIO: z.string(),
  DT_FIM: z.string().nullable(),
  VL_ULTIMO_SALARIO: z.number().nullable(),
  DS_MOTIVO_SAIDA: z.string().nullable(),
  DS_EXPERIENCIA_PROFISSIONAL: z.string().nullable(),
});
/** `todos=S` (the resume editor): every job, up to 100, instead of the 10 most recent. */
export const empregosCandidatoQuery = z.object({ todos: z.enum(['S', 'N']).optional() });
export const empregosCandidatoResposta = z.array(empregoCandidato);
export type EmpregoCandidato = z.infer<typeof empregoCandidato>;

/** GET candidato/deficiencias/{id}: at most 10. */
export const deficienciaCandidato = z.object({
  ID_CID_CANDIDATO: z.number().int(),
  NM_TIPO_DEFICIENCIA: z.string(),
  CD_CID: z.string().nullable(),
  CRIADO_EM: z.string(),
});
export const deficienciasCandidatoResposta = z.array(deficienciaCandidato);
export type DeficienciaCandidato = z.infer<typeof deficienciaCandidato>;

/** Answer of POST candidato/aprova-candidato-estagio-vaga/{job}/{candidate}/5. */
export const aprovaEstagioResposta = z.object({ status: z.number().int(), msg: z.string() });

/** The PDF the resume and referral routes answer (sent as bytes, never through the JSON serializer). */
export const respostaPdf = z.string().describe('application/pdf');

/** The employments preselected in the panel: the first three of the list (most recent first). */
export function empregosPreSelecionados(empregos: readonly { NR_SEQUENCIA: number }[]): number[] {
  return empregos.slice(0, LIMITES_CURRICULO.empregosPreSelecionados).map((e) => e.NR_SEQUENCIA);
}
