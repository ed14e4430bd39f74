import { z } from 'zod';
import { codigo, texto, textoAparado, textoOpcionalNulo } from './entrada';
import { MENSAGENS } from './mensagens';
import { PERMISSOES } from './permissions';

/**
 * Candidate groups (spec 001 §2.11, §3 'Candidate group', §5, §7, §8, §9; spec 002 'Add. grupo de
 * cand.'): a named pool of candidates a selector keeps for a unit and a position, with notes on the
 * group and on each candidate.
 *
 * Who sees a group: the users whose unit shares the grouping unit (cd_empresa_agrupadora) of the
 * group's unit. They list it, see its candidates, add and remove them. A group is created by the
 * logged user, in his name, in one of the active units of his grouping unit.
 */

/**
 * Who may use the groups: the tab of the selection workspace and of the management screen (selection
 * codes), the recruitment screen's tab (recruitment entry codes, spec 002 §2.4).
 */
export const PERMISSOES_GRUPO: readonly number[] = [
  ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar]),
];

export const LIMITES_GRUPO = {
  /** Name of the group (not stated by the spec; the column's size). */
  nomeMax: 100,
  /** Notes of the group and of each candidate (spec 001 §5, §9). */
  observacoesMax: 1999,
  /** The remark of the candidate editor's group dialog (spec 002 §5, §9). */
  observacoesEditorMax: 200,
  /** Candidates added in one call. */
  candidatosPorEnvioMax: 100,
  /** The list of candidates sent as JSON text (spec 001 §7): the body limit bounds it too. */
  candidatosJsonMax: 900_000,
  /** A candidate's name, when sent (the server answers the stored one). */
  nomeCandidatoMax: 200,
} as const;

/** Messages (spec 001 §5, §8; spec 002 §8) and the server's refusals. */
export const MENSAGENS_GRUPO = {
  // spec 001 §8 'Groups and others'
  erroBuscarGrupos: 'Ops, ocorreu um erro ao buscar os grupos de candidatos.',
  erroBuscarCandidatos: 'Ops, ocorreu um erro ao buscar os candidatos do grupo.',
  erroExcluirCandidato: 'Ops, ocorreu um erro ao excluir o candidato.',
  erroAdicionarCandidatos: 'Ops, ocorreu um erro ao adicionar os candidatos.',
  erroCriarGrupo: 'Ops, ocorreu um erro ao criar o grupo.',
  // spec 001 §8 successes
  candidatoExcluido: 'Candidato excluído com sucesso',
  candidatosAdicionados: 'Candidatos adicionados com sucesso',
  grupoCriado: 'Grupo criado com sucesso',
  // spec 001 §5
  confirmarExclusao: 'Tem certeza que deseja excluir esse candidato?',
  obrigatorio: MENSAGENS.obrigatorio,
  // spec 002 (candidate editor)
  erroBuscarGruposEditor: 'Erro ao buscar grupos de candidato',
  erroAdicionarCandidatoEditor: 'Não foi possível adicionar o candidato ao grupo.',
  tituloIncluirEditor: 'Incluir candidato a grupo',
  // the server's refusals
  nomeObrigatorio: 'Informe o nome do grupo.',
  nomeMax: `O nome do grupo deve ter no máximo ${LIMITES_GRUPO.nomeMax} caracteres.`,
  unidadeObrigatoria: 'Informe a unidade do grupo.',
  cargoObrigatorio: 'Informe o cargo do grupo.',
  selecionadorObrigatorio: 'Informe o selecionador do grupo.',
  observacoesMax: `As observações devem ter no máximo ${LIMITES_GRUPO.observacoesMax} caracteres.`,
  grupoObrigatorio: 'Informe o grupo de candidatos.',
  candidatoObrigatorio: 'Informe o código do candidato.',
  nomeCandidatoMax: `O nome do candidato deve ter no máximo ${LIMITES_GRUPO.nomeCandidatoMax} caracteres.`,
  candidatosVazio: 'Informe ao menos um candidato.',
  candidatosMax: `Informe no máximo ${LIMITES_GRUPO.candidatosPorEnvioMax} candidatos por vez.`,
  candidatosFormato: 'Informe os candidatos como uma lista (ou o texto JSON dela).',
  candidatosJsonInvalido: 'A lista de candidatos não é um JSON válido.',
  candidatosJsonMax: 'A lista de candidatos é grande demais.',
  candidatoRepetido: (cd: number) => `O candidato ${cd} foi informado mais de uma vez.`,
  grupoNaoEncontrado: 'Grupo de candidatos não encontrado.',
  grupoOutraUnidade: 'Este grupo de candidatos pertence a uma unidade fora da sua.',
  candidatoNaoEncontrado: (cds: readonly number[]) =>
    cds.length === 1
      ? `Candidato ${cds[0]} não encontrado.`
      : `Candidatos não encontrados: ${cds.join(', ')}.`,
  candidatoJaNoGrupo: (nomes: readonly string[]) =>
    nomes.length === 1
      ? `O candidato ${nomes[0]} já está neste grupo.`
      : `Os candidatos ${nomes.join(', ')} já estão neste grupo.`,
  candidatoForaDoGrupo: 'Este candidato não está no grupo.',
  grupoDuplicado: 'Já existe um grupo com este nome nesta unidade.',
  unidadeInvalida: 'Unidade não encontrada ou inativa.',
  unidadeNaoPermitida: 'Você só pode criar grupos nas unidades do seu agrupamento.',
  cargoInvalido: 'Cargo não encontrado ou inativo.',
  selecionadorOutro: 'O grupo é criado em nome do usuário logado.',
  gruposDeOutro: 'Você só pode consultar os grupos das suas unidades.',
} as const;

const chave = (mensagem: string) => codigo('int8', mensagem);
const codigoGrupo = codigo('int4', MENSAGENS_GRUPO.grupoObrigatorio);

// GET grupo/grupos-list

/**
 * The selector whose groups are listed (spec 001 §7: 'with cd_pessoa_selecionador'); the candidate
 * editor (spec 002) sends nothing. It is the logged user (user_sip): another is refused.
 */
export const gruposListQuery = z.object({
  cd_pessoa_selecionador: chave(MENSAGENS_GRUPO.selecionadorObrigatorio).optional(),
});

/** A group (spec 001 §3 'Candidate group') with the codes behind its names and its size. */
export const grupoLinha = z.object({
  CD_TIPO_GRUPO_CANDIDATO: z.number().int(),
  NM_TIPO_GRUPO_CANDIDATO: z.string(),
  CD_EMPRESA: z.number().int(),
  NM_EMPRESA: z.string(),
  CD_CARGO: z.number().int(),
  NM_CARGO: z.string(),
  /** The selector who created it (user_sip) and his name. */
  CD_PESSOA_SELECIONADOR: z.number().int(),
  CRIADO_POR: z.string(),
  DS_OBSERVACOES: z.string().nullable(),
  CRIADO_EM: z.string(),
  QT_CANDIDATOS: z.number().int(),
});
export type GrupoLinha = z.infer<typeof grupoLinha>;
export const gruposListResposta = z.array(grupoLinha);

// GET grupo/candidatos-list/{cd_tipo_grupo_candidato}

export const candidatosListParams = z.object({ cd_tipo_grupo_candidato: codigoGrupo });

/** A candidate of a group (spec 001 §3 'Group candidate'). */
export const candidatoGrupoLinha = z.object({
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  /** When the candidate was added to the group. */
  CRIADO_EM: z.string(),
  DS_OBSERVACOES: z.string().nullable(),
  /** Who added the candidate. */
  ADICIONADO_POR: z.string().nullable(),
  NM_CIDADE: z.string().nullable(),
  CD_UF: z.string().nullable(),
});
export type CandidatoGrupoLinha = z.infer<typeof candidatoGrupoLinha>;
export const candidatosListResposta = z.array(candidatoGrupoLinha);

// DELETE grupo/candidato/{group}/{person}

export const excluirCandidatoParams = z.object({
  group: codigoGrupo,
  person: chave(MENSAGENS_GRUPO.candidatoObrigatorio),
});

// POST grupo/candidatos-add

/** One candidate to add: cd_pessoa, nm_pessoa (spec 001; spec 002 leaves it out) and the notes. */
export const candidatoAdicionar = z.object({
  cd_pessoa: chave(MENSAGENS_GRUPO.candidatoObrigatorio),
  nm_pessoa: textoAparado(LIMITES_GRUPO.nomeCandidatoMax, MENSAGENS_GRUPO.nomeCandidatoMax).nullish(),
  ds_observacoes: textoOpcionalNulo(LIMITES_GRUPO.observacoesMax, MENSAGENS_GRUPO.observacoesMax),
});
export type CandidatoAdicionar = z.input<typeof candidatoAdicionar>;

/** The candidates, each once, one to candidatosPorEnvioMax. */
const listaCandidatos = z
  .array(candidatoAdicionar, { error: MENSAGENS_GRUPO.candidatosFormato })
  .min(1, MENSAGENS_GRUPO.candidatosVazio)
  .max(LIMITES_GRUPO.candidatosPorEnvioMax, MENSAGENS_GRUPO.candidatosMax)
  .superRefine((lista, ctx) => {
    const vistos = new Set<number>();
    for (const [i, c] of lista.entries()) {
      if (vistos.has(c.cd_pessoa))
        ctx.addIssue({
          code: 'custom',
          message: MENSAGENS_GRUPO.candidatoRepetido(c.cd_pessoa),
          path: [i, 'cd_pessoa'],
        });
      vistos.add(c.cd_pessoa);
    }
  });

/**
 * `candidatos` as spec 001 sends it (the JSON text of the list) or as spec 002 does (the list itself);
 * either way the same list rules apply.
 */
const candidatosEntrada = z
  .union(
    [
      texto(LIMITES_GRUPO.candidatosJsonMax, MENSAGENS_GRUPO.candidatosJsonMax),
      z.array(candidatoAdicionar).max(LIMITES_GRUPO.candidatosPorEnvioMax, MENSAGENS_GRUPO.candidatosMax),
    ],
    {
      // A text or a list that fails its own branch answers that branch's first message (the
      // union alone would only say 'invalid'); anything else is the wrong kind of value.
      error: (iss) => {
        const ramo = typeof iss.input === 'string' ? 0 : Array.isArray(iss.input) ? 1 : -1;
        const erros = (iss as { errors?: { message?: string }[][] }).errors;
        return (ramo >= 0 ? erros?.[ramo]?.[0]?.message : undefined) ?? MENSAGENS_GRUPO.candidatosFormato;
      },
    },
  )
  .transform((v, ctx) => {
    if (typeof v !== 'string') return v as unknown;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: MENSAGENS_GRUPO.candidatosJsonInvalido });
      return z.NEVER;
    }
  })
  .pipe(listaCandidatos);

export const candidatosAddBody = z.object({
  cd_tipo_grupo_candidato: codigoGrupo,
  candidatos: candidatosEntrada,
});
export type CandidatosAddBody = z.input<typeof candidatosAddBody>;

export const candidatosAddResposta = z.object({
  message: z.string(),
  /** How many candidates were added. */
  adicionados: z.number().int(),
});

// POST grupo/novo-grupo

/** The new-group payload (spec 001 §3): name, unit and position required; notes up to 1999. */
export const novoGrupoBody = z.object({
  cd_pessoa_selecionador_grupo: chave(MENSAGENS_GRUPO.selecionadorObrigatorio),
  cd_empresa_grupo: codigo('int4', MENSAGENS_GRUPO.unidadeObrigatoria),
  nm_tipo_grupo_candidato: textoAparado(
    LIMITES_GRUPO.nomeMax,
    MENSAGENS_GRUPO.nomeMax,
    MENSAGENS_GRUPO.nomeObrigatorio,
  ).min(1, MENSAGENS_GRUPO.nomeObrigatorio),
  cd_cargo_grupo: codigo('int4', MENSAGENS_GRUPO.cargoObrigatorio),
  ds_observacoes_grupo: textoOpcionalNulo(LIMITES_GRUPO.observacoesMax, MENSAGENS_GRUPO.observacoesMax),
});
export type NovoGrupoBody = z.input<typeof novoGrupoBody>;

export const novoGrupoResposta = z.object({
  message: z.string(),
  CD_TIPO_GRUPO_CANDIDATO: z.number().int(),
});

export const mensagemGrupo = z.object({ message: z.string() });

// The form of the 'Novo grupo' modal

export interface FormNovoGrupo {
  nome: string;
  cdEmpresa: number | null;
  cdCargo: number | null;
  observacoes: string;
}

export type ErrosNovoGrupo = Partial<Record<keyof FormNovoGrupo, string>>;

/** The field errors of the 'Novo grupo' form (spec 001 §5); empty when it can be sent. */
export function errosNovoGrupo(f: FormNovoGrupo): ErrosNovoGrupo {
  const e: ErrosNovoGrupo = {};
  const nome = f.nome.trim();
  if (!nome) e.nome = MENSAGENS_GRUPO.obrigatorio;
  else if (nome.length > LIMITES_GRUPO.nomeMax) e.nome = MENSAGENS_GRUPO.nomeMax;
  if (f.cdEmpresa === null) e.cdEmpresa = MENSAGENS_GRUPO.obrigatorio;
  if (f.cdCargo === null) e.cdCargo = MENSAGENS_GRUPO.obrigatorio;
  if (f.observacoes.trim().length > LIMITES_GRUPO.observacoesMax)
    e.observacoes = MENSAGENS_GRUPO.observacoesMax;
  return e;
}

/** The error of a candidate's notes in the add mode, or null. */
export function erroObservacoesCandidato(
  observacoes: string,
  max: number = LIMITES_GRUPO.observacoesMax,
): string | null {
  if (observacoes.trim().length <= max) return null;
  return max === LIMITES_GRUPO.observacoesMax
    ? MENSAGENS_GRUPO.observacoesMax
    : `As observações devem ter no máximo ${max} caracteres.`;
}

/**
 * The candidates picked in the add mode that are not in the group yet nor picked twice, in the order
 * picked: what the save sends.
 */
export function candidatosNovos<T extends { cd_pessoa: number }>(
  escolhidos: readonly T[],
  noGrupo: Iterable<number>,
): T[] {
  const ja = new Set(noGrupo);
  const saida: T[] = [];
  for (const c of escolhidos) {
    if (ja.has(c.cd_pessoa)) continue;
    ja.add(c.cd_pessoa);
    saida.push(c);
  }
  return saida;
}
