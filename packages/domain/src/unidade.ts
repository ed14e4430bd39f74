import { z } from 'zod';
import { codigo } from './entrada';

/**
 * The units a selector may choose (spec 001 §7 'GET unidade/unidades-selecionador/{cd_sip}'): the
 * active units sharing the grouping unit (cd_empresa_agrupadora) of the user's unit.
 */

export const MENSAGENS_UNIDADE = {
  // spec 001 §8 'Groups and others'
  erroUnidadesSelecionador: 'Ops, ocorreu um erro ao buscar unidades por selecionador.',
  erroUnidadesUsuario: 'Ops, ocorreu um erro ao buscar as unidades do usuário.',
  usuarioInvalido: 'Código do usuário inválido.',
  unidadesDeOutro: 'Você só pode consultar as suas unidades.',
} as const;

export const unidadesSelecionadorParams = z.object({
  cd_sip: codigo('int4', MENSAGENS_UNIDADE.usuarioInvalido),
});

/** A unit of a unit select. */
export const unidadeLinha = z.object({
  CD_EMPRESA: z.number().int(),
  NM_EMPRESA: z.string(),
  CD_EMPRESA_AGRUPADORA: z.number().int(),
});
export type UnidadeLinha = z.infer<typeof unidadeLinha>;
