import { z } from 'zod';
import {
  CORPOS_CADASTROS,
  cadastroLinha,
  cadastroParams,
  cadastroResposta,
  opcaoCadastro,
  type RegistroCadastro,
  turnoCadastroLinha,
} from '../cadastros';
import type { Contrato, ContratoQualquer } from '../contrato';

type Params = typeof cadastroParams;
type Resposta = typeof cadastroResposta;

/**
 * The four calls of one register: GET|POST /cadastros/<registro>, PUT|DELETE /cadastros/<registro>/:cd.
 * A write makes the register and the pickers that offer its entries stale (`seletores`). Built as
 * plain contracts: `contrato()` cannot check the parameters of a path that is still generic here
 * (the path `/cadastros/${R}/:cd` has exactly the parameter `cd` of `cadastroParams`).
 */
function contratosDoCadastro<const R extends RegistroCadastro, L extends z.ZodType>(
  registro: R,
  linha: L,
  seletores: readonly string[],
) {
  type B = (typeof CORPOS_CADASTROS)[R];
  const caminho = `/cadastros/${registro}` as const;
  const item = `${caminho}/:cd` as const;
  const corpo = CORPOS_CADASTROS[registro] as B;
  const invalida = [caminho, ...seletores];
  const base = { query: undefined, status: 200 as const, resposta: cadastroResposta };
  const lista: Contrato<'GET', typeof caminho, undefined, undefined, undefined, z.ZodArray<L>, 200> = {
    ...base,
    metodo: 'GET',
    caminho,
    params: undefined,
    corpo: undefined,
    resposta: z.array(linha),
    invalida: [],
  };
  const criar: Contrato<'POST', typeof caminho, undefined, undefined, B, Resposta, 200> = {
    ...base,
    metodo: 'POST',
    caminho,
    params: undefined,
    corpo,
    invalida,
  };
  const alterar: Contrato<'PUT', typeof item, Params, undefined, B, Resposta, 200> = {
    ...base,
    metodo: 'PUT',
    caminho: item,
    params: cadastroParams,
    corpo,
    invalida,
  };
  const excluir: Contrato<'DELETE', typeof item, Params, undefined, undefined, Resposta, 200> = {
    ...base,
    metodo: 'DELETE',
    caminho: item,
    params: cadastroParams,
    corpo: undefined,
    invalida,
  };
  return { lista, criar, alterar, excluir };
}

/** The active entries of a register, by name, for the pickers (GET /cadastros/<registro>/ativos). */
function seletorDoCadastro<const R extends RegistroCadastro>(registro: R) {
  const caminho = `/cadastros/${registro}/ativos` as const;
  const resposta = z.array(opcaoCadastro);
  const c: Contrato<'GET', typeof caminho, undefined, undefined, undefined, typeof resposta, 200> = {
    metodo: 'GET',
    caminho,
    params: undefined,
    query: undefined,
    corpo: undefined,
    resposta,
    status: 200,
    invalida: [],
  };
  return c;
}

/** Cadastros (docs/cadastros.md): one set of calls per register, and the pickers of the new ones. */
export const CONTRATOS_CADASTROS = {
  turnos: contratosDoCadastro('turnos', turnoCadastroLinha, ['/turno/turnos-list']),
  'motivos-cancelamento': contratosDoCadastro('motivos-cancelamento', cadastroLinha, [
    '/vaga/motivos-cancelamento-vaga-list',
  ]),
  'motivos-reprovacao': contratosDoCadastro('motivos-reprovacao', cadastroLinha, []),
  'motivos-desistencia': contratosDoCadastro('motivos-desistencia', cadastroLinha, []),
  areas: contratosDoCadastro('areas', cadastroLinha, []),
} as const;

/**
 * The pickers of the registers that have no picker elsewhere: the reject dialog's reasons, the
 * giving-up reasons, the areas of a requisition or vacancy. Open to the vacancy's analysts.
 */
export const CONTRATOS_SELETORES_CADASTROS = {
  'motivos-reprovacao': seletorDoCadastro('motivos-reprovacao'),
  'motivos-desistencia': seletorDoCadastro('motivos-desistencia'),
  areas: seletorDoCadastro('areas'),
} as const;

/** Every contract of the registers (the OpenAPI walk). */
export const TODOS_CONTRATOS_CADASTROS: readonly ContratoQualquer[] = [
  ...Object.values(CONTRATOS_CADASTROS).flatMap((c) => Object.values(c)),
  ...Object.values(CONTRATOS_SELETORES_CADASTROS),
];
