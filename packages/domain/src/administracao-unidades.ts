import { z } from 'zod';
import { registroAuditoria } from './administracao';
import { codigo, inteiro, textoAparado, UFS_BRASIL } from './entrada';
import { UNIDADES_CHATBOT } from './mensageria';
import { UNIDADES_CALLCENTER, UNIDADES_LAYOUT_CURRICULO_2 } from './permissions';
import { DIAS_PRAZO_VAGA, UNIDADES_PRAZO_VAGA } from './vaga-prazo';

/**
 * Administração › Unidades (GET|POST /api/admin/unidades, PUT /api/admin/unidades/:cd_unidade): the
 * units (table empresa) and their flags, which decide per unit what used to be lists of the
 * specification. The lists stay only as the defaults of a unit (flagsPadraoDaUnidade).
 */

export const LIMITES_UNIDADE = {
  nomeMax: 120,
  cidadeMax: 120,
  diasPrazoMin: 1,
  diasPrazoMax: 365,
} as const;

/** The S/N flags of a unit (columns of empresa). */
export const FLAGS_UNIDADE = [
  'id_callcenter',
  'id_prazo_vaga',
  'id_layout_curriculo_2',
  'id_chatbot',
] as const;
export type FlagUnidade = (typeof FLAGS_UNIDADE)[number];

/** The flags' labels in the unit form and detail. */
export const ROTULOS_FLAGS_UNIDADE: Record<FlagUnidade, string> = {
  id_callcenter: 'Unidade de call center',
  id_prazo_vaga: 'Regra de vagas atrasadas',
  id_layout_curriculo_2: 'Layout 2 do currículo',
  id_chatbot: 'Envios pelo chatbot',
};

/** What each flag changes, as the form explains it. */
export const DESCRICOES_FLAGS_UNIDADE: Record<FlagUnidade, string> = {
  id_callcenter:
    'Os usuários da unidade (com o código 316) veem o Call Center; a fila mostra as conversas dela.',
  id_prazo_vaga:
    'Os analistas da unidade precisam cancelar ou prorrogar as vagas abertas há mais dias que o prazo.',
  id_layout_curriculo_2: 'Os usuários da unidade podem gerar o currículo no layout 2.',
  id_chatbot:
    'Os usuários da unidade podem iniciar conversas pelo chatbot (WhatsApp) a partir de uma pesquisa.',
};

export const ROTULO_DIAS_PRAZO_VAGA = 'Dias para a vaga ficar atrasada';

type SN = 'S' | 'N';

/** The flags of a unit as stored. */
export interface FlagsUnidade {
  id_callcenter: SN;
  id_prazo_vaga: SN;
  nr_dias_prazo_vaga: number;
  id_layout_curriculo_2: SN;
  id_chatbot: SN;
}

const sn = (sim: boolean): SN => (sim ? 'S' : 'N');
const contem = (lista: readonly number[], cd: number) => lista.includes(cd);

/**
 * The specification's defaults for a unit code (spec 001 §5, §9; 002 §6): the call-center, overdue,
 * layout-2 and chatbot lists, and the overdue days (120 for unit 330, 90 otherwise). Used when a unit
 * is created (the form pre-fills them) and by the seeds; afterwards only the stored flags decide.
 */
export function flagsPadraoDaUnidade(cd: number): FlagsUnidade {
  return {
    id_callcenter: sn(contem(UNIDADES_CALLCENTER, cd)),
    id_prazo_vaga: sn(contem(UNIDADES_PRAZO_VAGA, cd)),
    nr_dias_prazo_vaga: DIAS_PRAZO_VAGA.porUnidade[cd] ?? DIAS_PRAZO_VAGA.padrao,
    id_layout_curriculo_2: sn(contem(UNIDADES_LAYOUT_CURRICULO_2, cd)),
    id_chatbot: sn(contem(UNIDADES_CHATBOT, cd)),
  };
}

/** True when the code is named by any of the specification's lists (its defaults are not all off). */
export function unidadeComPadraoDaEspecificacao(cd: number): boolean {
  const f = flagsPadraoDaUnidade(cd);
  return FLAGS_UNIDADE.some((k) => f[k] === 'S') || f.nr_dias_prazo_vaga !== DIAS_PRAZO_VAGA.padrao;
}

export const MENSAGENS_ADMIN_UNIDADES = {
  codigoInvalido: 'Informe o código da unidade: um número inteiro positivo.',
  codigoExiste: 'Já existe uma unidade com este código.',
  nomeObrigatorio: 'Informe o nome da unidade.',
  nomeMax: `O nome da unidade deve ter no máximo ${LIMITES_UNIDADE.nomeMax} caracteres.`,
  ufInvalida: 'Escolha a UF: uma das 27 unidades da federação.',
  cidadeObrigatoria: 'Informe a cidade.',
  cidadeMax: `A cidade deve ter no máximo ${LIMITES_UNIDADE.cidadeMax} caracteres.`,
  agrupadoraInexistente: 'Unidade agrupadora não encontrada.',
  diasPrazo: `Informe de ${LIMITES_UNIDADE.diasPrazoMin} a ${LIMITES_UNIDADE.diasPrazoMax} dias.`,
  flagInvalida: 'Informe S ou N.',
  unidadeNaoEncontrada: 'Unidade não encontrada.',
  usuariosAtivos: (n: number) =>
    n === 1
      ? 'A unidade tem 1 usuário ativo: mova-o para outra unidade ou desative o acesso dele antes.'
      : `A unidade tem ${n} usuários ativos: mova-os para outra unidade ou desative o acesso deles antes.`,
  agrupaUnidadesAtivas: (n: number) =>
    n === 1
      ? 'A unidade é a agrupadora de 1 unidade ativa: mude a agrupadora dela ou desative-a antes.'
      : `A unidade é a agrupadora de ${n} unidades ativas: mude a agrupadora delas ou desative-as antes.`,
  criada: 'Unidade criada.',
  alterada: 'Unidade alterada.',
} as const;
const M = MENSAGENS_ADMIN_UNIDADES;

const flag = z.enum(['S', 'N'], { error: M.flagInvalida });

/** A UF of the 27, trimmed and in upper case. */
export const ufBrasil = z
  .string({ error: M.ufInvalida })
  .trim()
  .max(2, { error: M.ufInvalida, abort: true })
  .regex(/^[A-Za-z]*$/, M.ufInvalida)
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(UFS_BRASIL, { error: M.ufInvalida }));

/** The editable data of a unit (edit); creating also names its code. */
export const unidadeAdminBody = z.object({
  nm_unidade: textoAparado(LIMITES_UNIDADE.nomeMax, M.nomeMax, M.nomeObrigatorio).min(1, M.nomeObrigatorio),
  cd_uf: ufBrasil,
  /** The city's name, as the city pickers give it (the server keeps the city's code when it knows it). */
  nm_cidade: textoAparado(LIMITES_UNIDADE.cidadeMax, M.cidadeMax, M.cidadeObrigatoria).min(
    1,
    M.cidadeObrigatoria,
  ),
  /** The grouping unit; null: the unit itself. */
  cd_agrupadora: codigo('int4', M.agrupadoraInexistente).nullable(),
  id_callcenter: flag,
  id_prazo_vaga: flag,
  nr_dias_prazo_vaga: inteiro('int2', {
    min: LIMITES_UNIDADE.diasPrazoMin,
    max: LIMITES_UNIDADE.diasPrazoMax,
    mensagem: M.diasPrazo,
  }),
  id_layout_curriculo_2: flag,
  id_chatbot: flag,
  id_ativo: flag,
});
export type UnidadeAdminBody = z.infer<typeof unidadeAdminBody>;

export const unidadeAdminNovaBody = unidadeAdminBody.extend({
  cd_unidade: codigo('int4', M.codigoInvalido),
});
export type UnidadeAdminNovaBody = z.infer<typeof unidadeAdminNovaBody>;

export const unidadeAdminParams = z.object({
  cd_unidade: codigo('int4', M.unidadeNaoEncontrada),
});

/** The list's filters: text (code, name or city), UF and activity; none lists every unit. */
export const unidadesAdminQuery = z.object({
  texto: textoAparado(LIMITES_UNIDADE.nomeMax).optional(),
  cd_uf: ufBrasil.optional(),
  ativo: z.enum(['S', 'N']).optional(),
});

const sn01 = z.enum(['S', 'N']);

/** A unit as Administração lists it (GET /api/admin/unidades; also the users form's unit picker). */
export const unidadeAdminLinha = z.object({
  cd_unidade: z.number(),
  nm_unidade: z.string(),
  cd_uf: z.string(),
  nm_cidade: z.string(),
  cd_agrupadora: z.number(),
  id_ativo: sn01,
  id_callcenter: sn01,
  id_prazo_vaga: sn01,
  nr_dias_prazo_vaga: z.number(),
  id_layout_curriculo_2: sn01,
  id_chatbot: sn01,
  /** Active users placed in the unit. */
  qt_usuarios_ativos: z.number(),
});
export type UnidadeAdminLinha = z.infer<typeof unidadeAdminLinha>;

export const unidadeAdminDetalhe = unidadeAdminLinha.extend({
  nm_agrupadora: z.string().nullable(),
  auditoria: z.array(registroAuditoria),
});
export type UnidadeAdminDetalhe = z.infer<typeof unidadeAdminDetalhe>;

export const unidadeCriadaResposta = z.object({ cd_unidade: z.number(), message: z.string() });
