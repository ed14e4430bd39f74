import { z } from 'zod';
import { codigo, inteiro, textoAparado } from './entrada';
import { codigoRequisicao } from './vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from './vaga-edicao-mensagens';

/**
 * Benefits of a requisition (spec 000 §2.2 Benefícios, §3.6, §5.2, §9): shared by all its vacancies.
 * Each benefit is an S/N flag with an optional note; transport is N/C/E and its note
 * (ds_obs_transporte) holds the discount type.
 */

export const LIMITES_BENEFICIOS = {
  /** Notes of each benefit and 'other benefits'. */
  observacaoMax: 500,
  /** Shortest note accepted when one is written. */
  observacaoMin: 5,
} as const;

/** The S/N benefits, in the tab's order, with their labels (column id_<chave>, note ds_obs_<chave>). */
export const BENEFICIOS_SN = [
  { chave: 'alimentacao', nome: 'Alimentação' },
  { chave: 'plano_saude', nome: 'Plano de saúde' },
  { chave: 'plano_odontologico', nome: 'Plano odontológico' },
  { chave: 'previdencia_privada', nome: 'Previdência privada' },
  { chave: 'auxilio_creche', nome: 'Auxílio creche' },
  { chave: 'bolsa_estudo', nome: 'Bolsa de estudo' },
  { chave: 'farmacia', nome: 'Farmácia' },
  { chave: 'vale_refeicao', nome: 'Vale refeição' },
  { chave: 'cesta_basica', nome: 'Cesta básica' },
  { chave: 'seguro_vida', nome: 'Seguro de vida' },
  { chave: 'possui_ppr', nome: 'PPR' },
] as const;

export type ChaveBeneficio = (typeof BENEFICIOS_SN)[number]['chave'];

/** Transport (id_transporte): N none, C collective, E special. */
export const TIPOS_TRANSPORTE = [
  { id: 'N', nome: 'Não' },
  { id: 'C', nome: 'Coletivo' },
  { id: 'E', nome: 'Especial' },
] as const;

/** Transport discount types (held in ds_obs_transporte). */
export const TIPOS_DESCONTO_TRANSPORTE = [
  { id: '1', nome: 'Percentual sobre total' },
  { id: '2', nome: 'Valor total passes' },
  { id: '3', nome: 'Desc. 6% salário' },
  { id: '4', nome: 'Valor fixo / transporte especial' },
] as const;

export const MENSAGENS_BENEFICIOS = {
  requisicaoObrigatoria: MENSAGENS_VAGA_EDICAO.validacao.requisicaoObrigatoria,
  semBeneficios: MENSAGENS_VAGA_EDICAO.info.semBeneficios,
  observacaoMin: `A observação do benefício deve ter no mínimo ${LIMITES_BENEFICIOS.observacaoMin} caracteres`,
  observacaoMax: `A observação do benefício deve ter no máximo ${LIMITES_BENEFICIOS.observacaoMax} caracteres`,
  outrosMax: `Outros benefícios: máximo de ${LIMITES_BENEFICIOS.observacaoMax} caracteres`,
  transporteInvalido: 'Transporte inválido: use N (não), C (coletivo) ou E (especial)',
  descontoObrigatorio: 'Selecione o tipo de desconto do transporte',
  descontoInvalido: 'Tipo de desconto do transporte inválido',
  flagInvalida: 'Informe S ou N',
} as const;

const flag = z.enum(['S', 'N'], { error: MENSAGENS_BENEFICIOS.flagInvalida }).default('N');

const observacao = textoAparado(LIMITES_BENEFICIOS.observacaoMax, MENSAGENS_BENEFICIOS.observacaoMax)
  .nullish()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || v.length >= LIMITES_BENEFICIOS.observacaoMin, MENSAGENS_BENEFICIOS.observacaoMin)
  .transform((v) => (v === '' ? null : v));

const formaBeneficios = {
  /** Required: 'Número da requisição obrigatório'. */
  nr_requisicao: codigoRequisicao,
  /** The vacancy whose tab saves (optional; the benefits belong to the requisition). */
  nr_vaga: codigo('int8').nullish(),
  id_transporte: z.enum(['N', 'C', 'E'], { error: MENSAGENS_BENEFICIOS.transporteInvalido }).default('N'),
  /** Transport discount type '1'–'4' (required when transport is C or E). */
  ds_obs_transporte: z
    .union(
      [
        textoAparado(1, MENSAGENS_BENEFICIOS.descontoInvalido),
        inteiro('int2', { min: 1, max: 4, mensagem: MENSAGENS_BENEFICIOS.descontoInvalido }),
      ],
      { error: MENSAGENS_BENEFICIOS.descontoInvalido },
    )
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v)))
    .refine((v) => v === '' || ['1', '2', '3', '4'].includes(v), MENSAGENS_BENEFICIOS.descontoInvalido)
    .transform((v) => (v === '' ? null : v)),
  ds_obs_outros_beneficios: textoAparado(LIMITES_BENEFICIOS.observacaoMax, MENSAGENS_BENEFICIOS.outrosMax)
    .nullish()
    .transform((v) => (v ? v : null)),
  id_alimentacao: flag,
  ds_obs_alimentacao: observacao,
  id_plano_saude: flag,
  ds_obs_plano_saude: observacao,
  id_plano_odontologico: flag,
  ds_obs_plano_odontologico: observacao,
  id_previdencia_privada: flag,
  ds_obs_previdencia_privada: observacao,
  id_auxilio_creche: flag,
  ds_obs_auxilio_creche: observacao,
  id_bolsa_estudo: flag,
  ds_obs_bolsa_estudo: observacao,
  id_farmacia: flag,
  ds_obs_farmacia: observacao,
  id_vale_refeicao: flag,
  ds_obs_vale_refeicao: observacao,
  id_cesta_basica: flag,
  ds_obs_cesta_basica: observacao,
  id_seguro_vida: flag,
  ds_obs_seguro_vida: observacao,
  id_possui_ppr: flag,
  ds_obs_possui_ppr: observacao,
};

function exigeDesconto(v: { id_transporte: string; ds_obs_transporte: string | null }, ctx: z.RefinementCtx) {
  if (v.id_transporte !== 'N' && !v.ds_obs_transporte)
    ctx.addIssue({
      code: 'custom',
      message: MENSAGENS_BENEFICIOS.descontoObrigatorio,
      path: ['ds_obs_transporte'],
    });
}

/** POST vaga/beficios-requisicao-vaga (the spec's path spelling). */
export const beneficiosBody = z
  .object(formaBeneficios)
  .superRefine(exigeDesconto)
  .transform((v) => ({ ...v, ds_obs_transporte: v.id_transporte === 'N' ? null : v.ds_obs_transporte }));
export type BeneficiosBody = z.input<typeof beneficiosBody>;
export type Beneficios = z.output<typeof beneficiosBody>;

/** The same payload without the keys: the benefits of a requisition being opened (abertura-requisicao.ts). */
export const beneficiosRequisicaoBody = z
  .object(formaBeneficios)
  .omit({ nr_requisicao: true, nr_vaga: true })
  .superRefine(exigeDesconto)
  .transform((v) => ({ ...v, ds_obs_transporte: v.id_transporte === 'N' ? null : v.ds_obs_transporte }));
export type BeneficiosRequisicaoBody = z.input<typeof beneficiosRequisicaoBody>;
export type BeneficiosRequisicao = z.output<typeof beneficiosRequisicaoBody>;

const sn = z.enum(['S', 'N']);
const obs = z.string().nullable();

/** The stored benefits in the spec's UPPER_CASE names. */
export const beneficiosLinha = z.object({
  NR_REQUISICAO: z.number().int(),
  ID_TRANSPORTE: z.enum(['N', 'C', 'E']),
  DS_OBS_TRANSPORTE: obs,
  DS_OBS_OUTROS_BENEFICIOS: obs,
  ID_ALIMENTACAO: sn,
  DS_OBS_ALIMENTACAO: obs,
  ID_PLANO_SAUDE: sn,
  DS_OBS_PLANO_SAUDE: obs,
  ID_PLANO_ODONTOLOGICO: sn,
  DS_OBS_PLANO_ODONTOLOGICO: obs,
  ID_PREVIDENCIA_PRIVADA: sn,
  DS_OBS_PREVIDENCIA_PRIVADA: obs,
  ID_AUXILIO_CRECHE: sn,
  DS_OBS_AUXILIO_CRECHE: obs,
  ID_BOLSA_ESTUDO: sn,
  DS_OBS_BOLSA_ESTUDO: obs,
  ID_FARMACIA: sn,
  DS_OBS_FARMACIA: obs,
  ID_VALE_REFEICAO: sn,
  DS_OBS_VALE_REFEICAO: obs,
  ID_CESTA_BASICA: sn,
  DS_OBS_CESTA_BASICA: obs,
  ID_SEGURO_VIDA: sn,
  DS_OBS_SEGURO_VIDA: obs,
  ID_POSSUI_PPR: sn,
  DS_OBS_POSSUI_PPR: obs,
  /** ISO 8601 timestamp of the last change. */
  ALTERADO_EM: z.string(),
});
export type BeneficiosLinha = z.infer<typeof beneficiosLinha>;

/**
 * GET vaga/beneficios-requisicao-vaga-web/{nrRequisicao}: status 1 with BENEFICIOS, or status 2 with
 * 'Ainda não há benefícios cadastrados para esta vaga' and BENEFICIOS null.
 */
export const beneficiosResposta = z.object({
  status: z.union([z.literal(1), z.literal(2)]),
  message: z.string().nullable(),
  BENEFICIOS: beneficiosLinha.nullable(),
});
export type BeneficiosResposta = z.infer<typeof beneficiosResposta>;

/** The benefits offered, as one line of text (job boards' jobBenefits). */
export function textoBeneficios(b: Beneficios | null): string | null {
  if (!b) return null;
  const nomes: string[] = BENEFICIOS_SN.filter((x) => b[`id_${x.chave}`] === 'S').map((x) => x.nome);
  if (b.id_transporte !== 'N')
    nomes.unshift(`Transporte ${b.id_transporte === 'C' ? 'coletivo' : 'especial'}`);
  if (b.ds_obs_outros_beneficios) nomes.push(b.ds_obs_outros_beneficios);
  return nomes.length ? nomes.join(', ') : null;
}
