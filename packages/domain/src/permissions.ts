/**
 * Permission codes of each area (spec 002 §6). A rule passes when the user holds any of its codes.
 * The server checks routes against these; the sidebar shows entries with the same table.
 */
export const PERMISSOES = {
  selecao: [58, 59, 60, 90, 91, 92, 93, 94, 104, 105, 132, 106],
  selecaoEntrar: [58, 59, 60],
  gerencial: [59],
  requisicoes: [58, 59, 60],
  aberturaRequisicao: [58, 59, 60],
  faturamentoAvaliacao: [58, 59, 60],
  testes: [206],
  processos: [90, 91, 92, 93, 94, 104, 105, 106, 132, 289, 290, 302, 308],
  cadastros: [90, 91, 92, 302],
  /** Cadastros › Turnos: the shifts per hiring type (the register's own code, docs/cadastros.md). */
  cadastroTurnos: [302],
  /**
   * Cadastros › Motivos de cancelamento de vaga: the spec names no code for this register; the
   * management code of the selection (Gerencial), not the cancellation's (every vacancy analyst may
   * cancel, too many people to change the list everyone picks from). docs/cadastros.md.
   */
  cadastroMotivosCancelamento: [59],
  /** Cadastros › Motivos de reprovação (spec 002 §6: rejection 90). */
  cadastroMotivosReprovacao: [90],
  /** Cadastros › Motivos de desistência (spec 002 §6: giving-up 91). */
  cadastroMotivosDesistencia: [91],
  /** Cadastros › Áreas (spec 002 §6: areas 92). */
  cadastroAreas: [92],
  processosCliente: [93, 289, 290, 104, 308, 105, 132, 106],
  /**
   * Seleção › Clientes: registering and editing clients, their contacts, positions, cost centres and
   * process types. The spec names no code for it: the selection's codes, those that open vacancy
   * editing today (analysts 58/60, management 59), where the client's positions and cost centres
   * are picked (docs/clientes.md).
   */
  clientes: [58, 59, 60, 90, 91, 92, 93, 94, 104, 105, 132, 106],
  relatorios: [94],
  gestaoVagasAbertas: [100],
  premiacao: [304],
  ramais: [25],
  dayOne: [334],
  chatbot: [335],
  financeiro: [107],
  botValidaCliente: [341],
  callcenter: [316],
  recrutamento: [36],
  autoatendimento: [103],
  recrutamentoEntrar: [36, 37],
  campanhasMarketing: [338],
  /**
   * Administração (users, profiles, units): not a code of the specification, which has no such area;
   * 900 is outside its numbering (docs/administracao.md).
   */
  administracao: [900],
} as const satisfies Record<string, readonly number[]>;

export type AreaPermissao = keyof typeof PERMISSOES;

/**
 * The analysts of a vacancy: selectors (Selection codes) and recruiters (Recruitment entry codes). They
 * share the vacancy's candidate search area (spec 000 §6: no role distinctions there, §7.6 with the
 * sector R or S) and the overdue cancel-or-extend flow (spec 001 §2.13, 002 §6). See docs/decisions/0012.
 */
export const ANALISTAS_VAGA: readonly number[] = [
  ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar]),
];

/**
 * Who registers and edits candidate records: the selection and recruitment workspaces, where the
 * editor is opened (spec 002 §2.2, §2.4, §6).
 */
export const PERMISSOES_EDITAR_CANDIDATO: readonly number[] = [
  ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar]),
];

/**
 * Who may change a candidate's e-Social status (the 'Validar e-Social' action, spec 002 §4). The
 * specification names no code of its own for it ('Whether other actions are restricted: not shown',
 * §6), so it is the candidate-record editing codes: whoever may correct the record may confirm it.
 */
export const PERMISSOES_VALIDAR_ESOCIAL: readonly number[] = PERMISSOES_EDITAR_CANDIDATO;

/** Every permission code: the specification's, and Administração's. */
export const TODOS_CODIGOS_PERMISSAO: readonly number[] = [...new Set(Object.values(PERMISSOES).flat())].sort(
  (a, b) => a - b,
);

/**
 * The spec's call-center units (spec 001 §5, 002 §6). Only the default of a unit's flag
 * (flagsPadraoDaUnidade): what decides is the unit's id_callcenter in the database.
 */
export const UNIDADES_CALLCENTER = [1, 101, 201, 19, 119, 219, 330, 145, 45, 430] as const;

/** The spec's units offered resume layout 2 (spec 001 §5): only the default of id_layout_curriculo_2. */
export const UNIDADES_LAYOUT_CURRICULO_2 = [1, 19, 330, 430] as const;

/** True when the user holds at least one of the codes required (an empty requirement always passes). */
export function temPermissao(codigosUsuario: readonly number[], exigidos: readonly number[]): boolean {
  if (exigidos.length === 0) return true;
  return exigidos.some((c) => codigosUsuario.includes(c));
}

/** True when the user may use an area. */
export function podeAcessar(codigosUsuario: readonly number[], area: AreaPermissao): boolean {
  return temPermissao(codigosUsuario, PERMISSOES[area]);
}
