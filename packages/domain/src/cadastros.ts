import { z } from 'zod';
import { codigo, textoAparado } from './entrada';
import { PERMISSOES } from './permissions';

/**
 * Cadastros: the registers the pickers offer, edited on screen (spec 002 §6). Each register has its
 * own permission code: the rejection reasons 90, the giving-up reasons 91, the areas 92 and the
 * shifts per hiring type 302 (area Cadastros); the vacancy cancellation reasons 59 (Gerencial,
 * docs/cadastros.md: the cancellation itself is open to every vacancy analyst, too many people to
 * change the list everyone picks from).
 *
 * Every register is one definition (CADASTROS): its label, code, name size and what counts as a use
 * of an entry. An entry in use is never deleted, only deactivated.
 */
export const REGISTROS_CADASTRO = [
  'turnos',
  'motivos-cancelamento',
  'motivos-reprovacao',
  'motivos-desistencia',
  'areas',
] as const;
export type RegistroCadastro = (typeof REGISTROS_CADASTRO)[number];

/** What counts as one use of an entry, as the in-use message names it ('3 vagas'). */
export interface UsoCadastro {
  singular: string;
  plural: string;
}

const USO_VAGAS: UsoCadastro = { singular: 'vaga', plural: 'vagas' };

export interface DefinicaoCadastro {
  /** The tab's and the list's title. */
  rotulo: string;
  /** One entry, for the form's title ('Novo motivo de reprovação'). */
  item: string;
  /** 'Novo' or 'Nova' (the entry's gender). */
  novo: 'Novo' | 'Nova';
  /** Who lists, creates, edits and deletes its entries. */
  permissoes: readonly number[];
  /** The name column's size. */
  nomeMax: number;
  uso: UsoCadastro;
  /** What the page says the register is for. */
  explicacao: string;
}

export const CADASTROS: Record<RegistroCadastro, DefinicaoCadastro> = {
  turnos: {
    rotulo: 'Turnos',
    item: 'turno',
    novo: 'Novo',
    permissoes: PERMISSOES.cadastroTurnos,
    nomeMax: 200,
    uso: USO_VAGAS,
    explicacao:
      'Os turnos que cada tipo de contratação oferece na vaga. Um turno desativado deixa de ser oferecido; as vagas que já o têm continuam mostrando o seu nome.',
  },
  'motivos-cancelamento': {
    rotulo: 'Motivos de cancelamento de vaga',
    item: 'motivo de cancelamento',
    novo: 'Novo',
    permissoes: PERMISSOES.cadastroMotivosCancelamento,
    nomeMax: 200,
    uso: USO_VAGAS,
    explicacao:
      'Os motivos oferecidos ao cancelar uma vaga. Um motivo desativado deixa de ser oferecido; as vagas canceladas com ele continuam mostrando o seu nome.',
  },
  'motivos-reprovacao': {
    rotulo: 'Motivos de reprovação',
    item: 'motivo de reprovação',
    novo: 'Novo',
    permissoes: PERMISSOES.cadastroMotivosReprovacao,
    nomeMax: 200,
    uso: { singular: 'reprovação', plural: 'reprovações' },
    explicacao:
      'Os motivos oferecidos ao reprovar um candidato numa vaga. Um motivo desativado deixa de ser oferecido; as reprovações feitas com ele continuam mostrando o seu nome.',
  },
  'motivos-desistencia': {
    rotulo: 'Motivos de desistência',
    item: 'motivo de desistência',
    novo: 'Novo',
    permissoes: PERMISSOES.cadastroMotivosDesistencia,
    nomeMax: 200,
    uso: { singular: 'desistência', plural: 'desistências' },
    explicacao:
      'Os motivos pelos quais um candidato desiste de uma vaga. Um motivo desativado deixa de ser oferecido; as desistências registradas com ele continuam mostrando o seu nome.',
  },
  areas: {
    rotulo: 'Áreas',
    item: 'área',
    novo: 'Nova',
    permissoes: PERMISSOES.cadastroAreas,
    nomeMax: 200,
    uso: { singular: 'vaga ou requisição', plural: 'vagas ou requisições' },
    explicacao:
      'As áreas (setores do cliente) para as quais as vagas e as requisições são abertas. Uma área em uso não muda de nome (as vagas guardam o nome): desative-a e crie outra.',
  },
};

/** The code of each register (a user holding it lists, creates, edits and deletes its entries). */
export const PERMISSOES_CADASTROS: Record<RegistroCadastro, readonly number[]> = Object.fromEntries(
  REGISTROS_CADASTRO.map((r) => [r, CADASTROS[r].permissoes]),
) as Record<RegistroCadastro, readonly number[]>;

/** Every register's code: who sees the Cadastros page. */
export const CODIGOS_CADASTROS: readonly number[] = [...new Set(Object.values(PERMISSOES_CADASTROS).flat())];

export const ROTULOS_CADASTROS: Record<RegistroCadastro, string> = Object.fromEntries(
  REGISTROS_CADASTRO.map((r) => [r, CADASTROS[r].rotulo]),
) as Record<RegistroCadastro, string>;

/** Name lengths: the columns (turno.nm_turno, motivo_*.ds_motivo_*, area.nm_area). */
export const LIMITES_CADASTROS = {
  nomeTurnoMax: CADASTROS.turnos.nomeMax,
  nomeMotivoCancelamentoMax: CADASTROS['motivos-cancelamento'].nomeMax,
} as const;

const plural = (n: number, uso: UsoCadastro) => `${n} ${n === 1 ? uso.singular : uso.plural}`;

export const MENSAGENS_CADASTROS = {
  nomeObrigatorio: 'Informe o nome.',
  tipoContratacaoObrigatorio: 'Escolha o tipo de contratação.',
  tipoContratacaoInexistente: 'Tipo de contratação não encontrado.',
  nomeExiste: 'Já existe um registro com este nome neste cadastro.',
  nomeTurnoExiste: 'Já existe um turno com este nome neste tipo de contratação.',
  naoEncontrado: 'Registro não encontrado.',
  tipoContratacaoEmUso: (n: number) =>
    `Este turno está em uso (${plural(n, USO_VAGAS)}): o tipo de contratação não pode mudar.`,
  /** An entry in use (of its register's kind of use: vacancies by default). */
  emUso: (n: number, uso: UsoCadastro = USO_VAGAS) =>
    `Este registro está em uso (${plural(n, uso)}): não pode ser excluído, apenas desativado.`,
  /** An area in use keeps its name (the vacancies keep the name, not the code). */
  areaRenomeadaEmUso: (n: number) =>
    `Esta área está em uso (${plural(n, CADASTROS.areas.uso)}): o nome não pode mudar. Desative-a e crie outra.`,
  inativo: 'Este registro está desativado: escolha outro.',
  cheio: 'Este cadastro atingiu o número máximo de registros: reative ou renomeie um registro sem uso.',
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

/** An entry of a register (create and edit): its name and whether the pickers offer it. */
export function cadastroBody(max: number) {
  return z.object({ nome: nome(max), id_ativo: ativo });
}
export type CadastroBody = z.infer<ReturnType<typeof cadastroBody>>;

/** A shift (create and edit): its name, hiring type and whether the pickers offer it. */
export const turnoCadastroBody = cadastroBody(CADASTROS.turnos.nomeMax).extend({
  cd_tipo_contratacao: codigo('int2', MENSAGENS_CADASTROS.tipoContratacaoObrigatorio),
});
export type TurnoCadastroBody = z.infer<typeof turnoCadastroBody>;

/** A vacancy cancellation reason (create and edit). */
export const motivoCancelamentoCadastroBody = cadastroBody(CADASTROS['motivos-cancelamento'].nomeMax);
export type MotivoCancelamentoCadastroBody = z.infer<typeof motivoCancelamentoCadastroBody>;

/** The body of each register's create and edit. */
export const CORPOS_CADASTROS = {
  turnos: turnoCadastroBody,
  'motivos-cancelamento': motivoCancelamentoCadastroBody,
  'motivos-reprovacao': cadastroBody(CADASTROS['motivos-reprovacao'].nomeMax),
  'motivos-desistencia': cadastroBody(CADASTROS['motivos-desistencia'].nomeMax),
  areas: cadastroBody(CADASTROS.areas.nomeMax),
} as const satisfies Record<RegistroCadastro, z.ZodType>;

export const cadastroParams = z.object({ cd: codigo('int4', MENSAGENS_CADASTROS.naoEncontrado) });

/** An entry as the Cadastros page lists it; nr_em_uso: the uses that name it (CADASTROS[r].uso). */
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

/** An active entry as a picker offers it (the reject dialog's reason, the area of a requisition). */
export const opcaoCadastro = z.object({ cd: z.number(), nome: z.string() });
export type OpcaoCadastro = z.infer<typeof opcaoCadastro>;

/**
 * Default entries a new company starts with (reference data, loaded only into an empty table: an
 * entry the company deletes stays deleted). The cancellation reasons and the shifts have theirs in
 * catalogos.ts / the seed.
 */
export const PADROES_CADASTROS: Record<
  'motivos-reprovacao' | 'motivos-desistencia' | 'areas',
  readonly string[]
> = {
  'motivos-reprovacao': [
    'Perfil não atende aos requisitos da vaga',
    'Experiência insuficiente',
    'Pretensão salarial acima da faixa',
    'Não compareceu à entrevista',
    'Reprovado na entrevista com o cliente',
    'Reprovado nos testes',
    'Documentação incompleta',
    'Outros',
  ],
  'motivos-desistencia': [
    'Aceitou outra proposta',
    'Salário abaixo do esperado',
    'Distância ou deslocamento',
    'Horário ou turno incompatível',
    'Motivos pessoais',
    'Permaneceu no emprego atual',
    'Não respondeu aos contatos',
    'Outros',
  ],
  areas: [
    'Administrativo',
    'Atendimento',
    'Comercial',
    'Financeiro',
    'Logística',
    'Manutenção',
    'Produção',
    'Qualidade',
    'Recursos Humanos',
    'Tecnologia da Informação',
  ],
};
