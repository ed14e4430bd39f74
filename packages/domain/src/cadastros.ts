import { z } from 'zod';
import { codigo, textoAparado } from './entrada';
import { PERMISSOES } from './permissions';

/**
 * Cadastros: the registers the pickers offer, edited on screen (spec 002 §6). Each register has its
 * own permission code: the shifts per hiring type 302 (area Cadastros); the vacancy cancellation
 * reasons 59 (Gerencial, docs/cadastros.md: the cancellation itself is open to every vacancy analyst,
 * too many people to change the list everyone picks from).
 *
 * The rejection (90), giving-up (91) and area (92) registers have no table yet: the rejection and
 * the giving-up store no reason and the vacancy's area is free text (docs/cadastros.md).
 */
export const REGISTROS_CADASTRO = ['turnos', 'motivos-cancelamento'] as const;
export type RegistroCadastro = (typeof REGISTROS_CADASTRO)[number];

/** The code of each register (a user holding it lists, creates, edits and deletes its entries). */
export const PERMISSOES_CADASTROS: Record<RegistroCadastro, readonly number[]> = {
  turnos: PERMISSOES.cadastroTurnos,
  'motivos-cancelamento': PERMISSOES.cadastroMotivosCancelamento,
};

/** Every register's code: who sees the Cadastros page. */
export const CODIGOS_CADASTROS: readonly number[] = [...new Set(Object.values(PERMISSOES_CADASTROS).flat())];

export const ROTULOS_CADASTROS: Record<RegistroCadastro, string> = {
  turnos: 'Turnos',
  'motivos-cancelamento': 'Motivos de cancelamento de vaga',
};

/** Name lengths: the columns (turno.nm_turno, motivo_cancelamento.ds_motivo_cancelamento). */
export const LIMITES_CADASTROS = { nomeTurnoMax: 200, nomeMotivoCancelamentoMax: 200 } as const;

export const MENSAGENS_CADASTROS = {
  nomeObrigatorio: 'Informe o nome.',
  tipoContratacaoObrigatorio: 'Escolha o tipo de contratação.',
  tipoContratacaoInexistente: 'Tipo de contratação não encontrado.',
  nomeExiste: 'Já existe um registro com este nome neste cadastro.',
  nomeTurnoExiste: 'Já existe um turno com este nome neste tipo de contratação.',
  naoEncontrado: 'Registro não encontrado.',
  tipoContratacaoEmUso: (n: number) =>
    `Este turno está em uso (${n} ${n === 1 ? 'vaga' : 'vagas'}): o tipo de contratação não pode mudar.`,
  emUso: (n: number) =>
    `Este registro está em uso (${n} ${n === 1 ? 'vaga' : 'vagas'}): não pode ser excluído, apenas desativado.`,
  criado: 'Registro criado.',
  alterado: 'Registro alterado.',
  excluido: 'Registro excluído.',
} as const;

/**
 * The key two names of a register are compared by: without case, accents and repeated spaces
 * ('Manhã' and 'manha' are the same name).
 */
export function chaveNomeCadastro(nome: string): string {
  return nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const nome = (max: number) =>
  textoAparado(max, undefined, MENSAGENS_CADASTROS.nomeObrigatorio).min(
    1,
    MENSAGENS_CADASTROS.nomeObrigatorio,
  );
const ativo = z.enum(['S', 'N']);

/** A shift (create and edit): its name, hiring type and whether the pickers offer it. */
export const turnoCadastroBody = z.object({
  nome: nome(LIMITES_CADASTROS.nomeTurnoMax),
  cd_tipo_contratacao: codigo('int2', MENSAGENS_CADASTROS.tipoContratacaoObrigatorio),
  id_ativo: ativo,
});
export type TurnoCadastroBody = z.infer<typeof turnoCadastroBody>;

/** A vacancy cancellation reason (create and edit). */
export const motivoCancelamentoCadastroBody = z.object({
  nome: nome(LIMITES_CADASTROS.nomeMotivoCancelamentoMax),
  id_ativo: ativo,
});
export type MotivoCancelamentoCadastroBody = z.infer<typeof motivoCancelamentoCadastroBody>;

export const cadastroParams = z.object({ cd: codigo('int4', MENSAGENS_CADASTROS.naoEncontrado) });

/** An entry as the Cadastros page lists it; nr_em_uso: the vacancies that name it. */
export const cadastroLinha = z.object({
  cd: z.number(),
  nome: z.string(),
  id_ativo: ativo,
  nr_em_uso: z.number(),
});
export type CadastroLinha = z.infer<typeof cadastroLinha>;

export const turnoCadastroLinha = cadastroLinha.extend({
  cd_tipo_contratacao: z.number(),
  nm_tipo_contratacao: z.string(),
});
export type TurnoCadastroLinha = z.infer<typeof turnoCadastroLinha>;

export const cadastroResposta = z.object({ cd: z.number(), message: z.string() });
