import { z } from 'zod';
import { codigo, dataIso, inteiroEntrada, texto } from './entrada';

/**
 * The candidate's tests (spec 002 §3.6, §4, §5 'Tests', §7 'Tests', §9): the test form and its
 * type rules, the reliability score, Learning Styles and Learning Means, the test report and the
 * medical report. Pure rules shared by the api (which enforces them) and the web (which shows them).
 */

export const MENSAGENS_TESTES = {
  dataObrigatoria: 'Necessário informar a data do teste!',
  testeObrigatorio: 'Necessário selecionar um teste!',
  grauObrigatorio: 'Necessário selecionar o grau do teste!',
  notaObrigatoria: 'Necessário informar o grau do teste!',
  notaFaixa: 'A nota deve estar entre 0 e 10.',
  grauNaoAceito: 'Este teste não aceita grau.',
  notaOuGrau: 'Informe a nota ou o grau do teste, não ambos.',
  notaNaoAceita: 'Este teste não aceita nota numérica.',
  todasPerguntas: 'Todas as perguntas devem ser respondidas!',
  selecioneDeficiencia: 'Selecione pelo menos uma deficiência.',
  confirmarExclusao: 'Deseja realmente excluir este teste?',
  // load and save errors (spec 002 §8)
  erroCarregarConfiabilidade: 'Não foi possível carregar os dados do teste de confiabilidade.',
  erroSalvarConfiabilidade: 'Erro ao salvar teste de confiabilidade.',
  erroCarregarLs: 'Não foi possível carregar os dados do teste Learning Styles.',
  erroSalvarLs: 'Erro ao salvar teste Learning Styles.',
  erroCarregarLm: 'Não foi possível carregar os dados do teste Learning Means.',
  erroSalvarLm: 'Erro ao salvar teste Learning Means.',
  erroInserir: 'Erro ao inserir teste.',
  erroAtualizar: 'Erro ao atualizar teste.',
  erroSalvarAtualizar: 'Não foi possível salvar/atualizar o teste.',
  erroCarregarTestes: 'Não foi possível carregar os testes.',
  erroExcluir: 'Erro ao excluir o teste.',
  erroDisponiveis: 'Não foi possível obter todos os testes disponíveis.',
  erroCargos: 'Não foi possível obter a lista de cargos.',
  erroDeficiencias: 'Erro ao buscar deficiências.',
  inserido: 'Teste inserido com sucesso!',
  atualizado: 'Teste atualizado com sucesso!',
  excluido: 'Teste excluído com sucesso!',
  confiabilidadeSalva: 'Teste de confiabilidade salvo com sucesso!',
  lsSalvo: 'Teste Learning Styles salvo com sucesso!',
  lmSalvo: 'Teste Learning Means salvo com sucesso!',
  testeNaoEncontrado: 'Teste não encontrado.',
  candidatoNaoEncontrado: 'Candidato não encontrado.',
  semPermissaoEditar: 'Você não pode alterar este teste.',
  semPermissaoExcluir: 'Você não pode excluir este teste.',
  testeEspecial: 'Este teste é aplicado pelo seu próprio formulário.',
  jaRealizado: 'Este teste já foi realizado pelo candidato.',
  perguntaInexistente: 'Pergunta inexistente neste teste.',
  respostaInvalida: 'Resposta inválida.',
  testesLaudoObrigatorio: 'Selecione pelo menos um teste para o laudo.',
  clienteLaudoObrigatorio: 'Selecione o cliente.',
  cargoLaudoObrigatorio: 'Selecione o cargo.',
  testeDeOutroCandidato: 'O teste não pertence ao candidato.',
  deficienciaDeOutroCandidato: 'A deficiência não pertence ao candidato.',
  maximoDeficiencias: 'Selecione no máximo 10 deficiências.',
} as const;

export const LIMITES_TESTES = {
  notaMin: 0,
  notaMax: 10,
  /** Only the first 10 disabilities are listed for the medical report. */
  deficienciasLaudo: 10,
  perguntasMax: 200,
  testesLaudoMax: 100,
} as const;

// Catalogue types and degrees

/** Catalogue type: N numeric grade, C degree, E both. */
export const TIPOS_TESTE = { N: 'Nota', C: 'Grau', E: 'Nota e grau' } as const;
export type TipoTeste = keyof typeof TIPOS_TESTE;

/** Degrees of a test, best first. */
export const GRAUS_TESTE = [
  { value: 'S', label: 'Superior' },
  { value: 'MS', label: 'Médio Superior' },
  { value: 'M', label: 'Médio' },
  { value: 'MI', label: 'Médio Inferior' },
  { value: 'I', label: 'Inferior' },
] as const;
export type GrauTeste = (typeof GRAUS_TESTE)[number]['value'];
const CODIGOS_GRAU = GRAUS_TESTE.map((g) => g.value) as [GrauTeste, ...GrauTeste[]];

export function rotuloGrau(cd: string | null | undefined): string {
  return GRAUS_TESTE.find((g) => g.value === cd)?.label ?? '';
}

/** Which fields a catalogue type shows: N only the numeric grade, C only the degree, E both. */
export function camposDoTipo(tipo: string | null | undefined): { nota: boolean; grau: boolean } {
  if (tipo === 'N') return { nota: true, grau: false };
  if (tipo === 'C') return { nota: false, grau: true };
  if (tipo === 'E') return { nota: true, grau: true };
  return { nota: false, grau: false };
}

/** The tests with their own forms: Learning Styles, Learning Means, reliability. */
export const TESTES_ESPECIAIS = ['LS', 'LM', 'CONF'] as const;
export type TesteEspecial = (typeof TESTES_ESPECIAIS)[number];

export interface TesteFormulario {
  dt_teste?: string | null;
  cd_teste?: number | null;
  nr_nota?: number | null;
  cd_grau_teste?: string | null;
}

/** A rule of the test form broken, on the field it concerns. */
export interface ErroTeste {
  campo: 'dt_teste' | 'cd_teste' | 'nr_nota' | 'cd_grau_teste';
  mensagem: string;
}

/**
 * The rules of a test form (spec 002 §5 'Tests') for the catalogue type of the chosen test, by
 * field: date and test always; the degree for C; the numeric grade 0–10 for N; for E, which shows
 * both and where changing one clears the other (§4), one of the two (both messages when neither);
 * and never a value the type does not take.
 */
export function errosTestePorCampo(f: TesteFormulario, tipo: string | null | undefined): ErroTeste[] {
  const erros: ErroTeste[] = [];
  const erro = (campo: ErroTeste['campo'], mensagem: string) => erros.push({ campo, mensagem });
  if (!f.dt_teste) erro('dt_teste', MENSAGENS_TESTES.dataObrigatoria);
  if (!f.cd_teste) {
    erro('cd_teste', MENSAGENS_TESTES.testeObrigatorio);
    return erros;
  }
  const campos = camposDoTipo(tipo);
  const temNota = f.nr_nota !== null && f.nr_nota !== undefined;
  const temGrau = !!f.cd_grau_teste;
  if (tipo === 'E') {
    // both shown, and changing one clears the other: one of them is asked
    if (!temNota && !temGrau) {
      erro('cd_grau_teste', MENSAGENS_TESTES.grauObrigatorio);
      erro('nr_nota', MENSAGENS_TESTES.notaObrigatoria);
    }
    if (temNota && temGrau) erro('cd_grau_teste', MENSAGENS_TESTES.notaOuGrau);
  } else {
    if (campos.grau && !temGrau) erro('cd_grau_teste', MENSAGENS_TESTES.grauObrigatorio);
    if (campos.nota && !temNota) erro('nr_nota', MENSAGENS_TESTES.notaObrigatoria);
  }
  if (
    campos.nota &&
    temNota &&
    (Number(f.nr_nota) < LIMITES_TESTES.notaMin || Number(f.nr_nota) > LIMITES_TESTES.notaMax)
  )
    erro('nr_nota', MENSAGENS_TESTES.notaFaixa);
  if (!campos.grau && temGrau) erro('cd_grau_teste', MENSAGENS_TESTES.grauNaoAceito);
  if (!campos.nota && temNota) erro('nr_nota', MENSAGENS_TESTES.notaNaoAceita);
  return erros;
}

/** The messages of a test form, in the order of errosTestePorCampo (as the server answers them). */
export function errosTeste(f: TesteFormulario, tipo: string | null | undefined): string[] {
  return errosTestePorCampo(f, tipo).map((e) => e.mensagem);
}

/** Changing the degree clears the numeric grade and vice versa (type E shows both). */
export function aoMudarGrau<T extends TesteFormulario>(f: T, grau: string | null): T {
  return { ...f, cd_grau_teste: grau, nr_nota: grau ? null : f.nr_nota };
}
export function aoMudarNota<T extends TesteFormulario>(f: T, nota: number | null): T {
  return { ...f, nr_nota: nota, cd_grau_teste: nota !== null ? null : f.cd_grau_teste };
}

// Reliability evaluation (spec 002 §3.6, §4, §9)

/** Answers of the reliability evaluation and their values. */
export const RESPOSTAS_CONFIABILIDADE = [
  { label: 'Baixo', valor: 0.25 },
  { label: 'Médio', valor: 1.25 },
  { label: 'Alto', valor: 2.5 },
] as const;
export const VALORES_CONFIABILIDADE: readonly number[] = RESPOSTAS_CONFIABILIDADE.map((r) => r.valor);

/** Category total by the sum of its answers: 0 when 0, 1 up to 2, 5 over 2 up to 5, else 10. */
export function totalCategoria(soma: number): 0 | 1 | 5 | 10 {
  if (soma <= 0) return 0;
  if (soma <= 2) return 1;
  if (soma <= 5) return 5;
  return 10;
}

export type ClassificacaoConfiabilidade = 'C' | 'B' | 'A' | 'AA';

/** Rating of a final score: C under 25, B under 500, A under 1000, else AA. */
export function classificacaoConfiabilidade(nota: number): ClassificacaoConfiabilidade {
  if (nota < 25) return 'C';
  if (nota < 500) return 'B';
  if (nota < 1000) return 'A';
  return 'AA';
}

export interface PerguntaCategoria {
  ID: number;
  DS_CLASSIFICACAO_AVALIACAO: string;
}

export interface ResultadoConfiabilidade {
  /** Each category with the sum of its answers and its total, in the questions' order. */
  categorias: { categoria: string; soma: number; total: number }[];
  nota_final: number;
  classificacao: ClassificacaoConfiabilidade;
  /** 'parcial' while any question is unanswered. */
  situacao: 'parcial' | 'final';
  respondidas: number;
  perguntas: number;
}

/**
 * The reliability score: per category the sum of its answers and the category total; the final
 * score is the product of the category totals; 'parcial' while any question is unanswered. Only
 * the values 0.25, 1.25 and 2.5 count as answers.
 */
export function avaliarConfiabilidade(
  perguntas: readonly PerguntaCategoria[],
  notas: ReadonlyMap<number, number> | Readonly<Record<number, number>>,
): ResultadoConfiabilidade {
  const nota = (id: number): number | undefined =>
    notas instanceof Map ? notas.get(id) : (notas as Record<number, number>)[id];
  const somas = new Map<string, number>();
  let respondidas = 0;
  for (const p of perguntas) {
    const v = nota(p.ID);
    const valida = v !== undefined && VALORES_CONFIABILIDADE.includes(v);
    if (valida) respondidas++;
    somas.set(
      p.DS_CLASSIFICACAO_AVALIACAO,
      (somas.get(p.DS_CLASSIFICACAO_AVALIACAO) ?? 0) + (valida ? v : 0),
    );
  }
  const categorias = [...somas].map(([categoria, soma]) => ({
    categoria,
    soma: Math.round(soma * 100) / 100,
    total: totalCategoria(Math.round(soma * 100) / 100),
  }));
  const nota_final = categorias.length ? categorias.reduce((p, c) => p * c.total, 1) : 0;
  return {
    categorias,
    nota_final,
    classificacao: classificacaoConfiabilidade(nota_final),
    situacao: respondidas === perguntas.length && perguntas.length > 0 ? 'final' : 'parcial',
    respondidas,
    perguntas: perguntas.length,
  };
}

// Learning Styles and Learning Means

/** Learning Styles: the share (0–100) of 'V' answers among each style's questions. */
export function resultadoLearningStyles(
  perguntas: readonly { ID: number; DS_CATEGORIA: string }[],
  respostas: ReadonlyMap<number, 'V' | 'F'>,
): { estilo: string; pontos: number; percentual: number }[] {
  const por = new Map<string, { pontos: number; total: number }>();
  for (const p of perguntas) {
    const a = por.get(p.DS_CATEGORIA) ?? { pontos: 0, total: 0 };
    a.total++;
    if (respostas.get(p.ID) === 'V') a.pontos++;
    por.set(p.DS_CATEGORIA, a);
  }
  return [...por].map(([estilo, a]) => ({
    estilo,
    pontos: a.pontos,
    percentual: a.total ? Math.round((a.pontos / a.total) * 100) : 0,
  }));
}

/** Learning Means: how many chosen answers count for each means, in the options' order. */
export function resultadoLearningMeans(
  opcoes: readonly { ID_RESPOSTA: number; DS_CATEGORIA: string }[],
  escolhidas: readonly number[],
): { meio: string; pontos: number; percentual: number }[] {
  const meios = [...new Set(opcoes.map((o) => o.DS_CATEGORIA))];
  const cont = new Map(meios.map((m) => [m, 0]));
  for (const id of escolhidas) {
    const o = opcoes.find((x) => x.ID_RESPOSTA === id);
    if (o) cont.set(o.DS_CATEGORIA, (cont.get(o.DS_CATEGORIA) ?? 0) + 1);
  }
  const total = escolhidas.length;
  return meios.map((meio) => ({
    meio,
    pontos: cont.get(meio) ?? 0,
    percentual: total ? Math.round(((cont.get(meio) ?? 0) / total) * 100) : 0,
  }));
}

// Report types (spec 002 §2.3 'Gera laudo', §9)

/** Report types: standard and one customer-specific. */
export const TIPOS_LAUDO = [
  { value: 'P', label: 'Padrão' },
  { value: 'E', label: 'Específico do cliente' },
] as const;

/** CAN_EDIT: 'S' the form, 'CONF' the reliability evaluation, anything else no edit. */
export function podeEditarTeste(canEdit: string | null | undefined): 'form' | 'confiabilidade' | null {
  if (canEdit === 'S') return 'form';
  if (canEdit === 'CONF') return 'confiabilidade';
  return null;
}

// Schemas (requests and answers)

const chave = codigo('int8');
const chaveOuZero = inteiroEntrada('int8');
const sn = z.enum(['S', 'N']);
const MSG_NOTA = MENSAGENS_TESTES.notaFaixa;

export const cdCandidatoParams = z.object({ cd: chave });
export const idTesteParams = z.object({ id: chave });
export const listaTestesParams = z.object({ cdPessoaCandidato: chave, cdTeste: codigo('int2') });
export const confiabilidadeParams = z.object({ idAvaliacao: chaveOuZero, cdPessoaCandidato: chave });

/** A row of the candidate's tests. */
export const testeCandidatoLinha = z.object({
  ID: z.number(),
  CD_TESTE: z.number(),
  DS_TESTE: z.string(),
  ID_TIPO_TESTE: z.string(),
  ID_ESPECIAL: z.string().nullable(),
  DT_TESTE: z.string(),
  NR_NOTA: z.number().nullable(),
  CD_GRAU_TESTE: z.string().nullable(),
  ID_GERA_LAUDO: sn,
  /** The evaluation's outcome in words ('AA (1000)', 'Ativo 80%'), for LS, LM and CONF. */
  DS_RESULTADO: z.string().nullable(),
  CAN_EDIT: z.string(),
  CAN_DELETE: z.string(),
  NM_USUARIO: z.string().nullable(),
});
export type TesteCandidatoLinha = z.infer<typeof testeCandidatoLinha>;

/** A catalogue item. */
export const catalogoTesteLinha = z.object({
  CD_TESTE: z.number(),
  ID_TIPO_TESTE: z.enum(['N', 'C', 'E']),
  DS_TESTE: z.string(),
  ID_ESPECIAL: z.string().nullable(),
});
export type CatalogoTesteLinha = z.infer<typeof catalogoTesteLinha>;

/** Test detail (teste/dados-teste/{id}). */
export const dadosTesteResposta = z.object({
  ID: z.number(),
  CD_GRAU_TESTE: z.string().nullable(),
  ID_GERA_LAUDO: sn,
  ID_TIPO_TESTE: z.string(),
  DT_TESTE: z.string(),
  CD_TESTE: z.number(),
  NR_NOTA: z.number().nullable(),
  CD_PESSOA_CANDIDATO: z.number(),
});

/** LS, LM, CONF: 0 = not yet done, else the id of the candidate's test (CONF: the evaluation id). */
export const testesDisponiveisResposta = z.object({ LS: z.number(), LM: z.number(), CONF: z.number() });

const notaTeste = z
  .number({ error: MSG_NOTA })
  .min(LIMITES_TESTES.notaMin, { error: MSG_NOTA, abort: true })
  .max(LIMITES_TESTES.notaMax, { error: MSG_NOTA, abort: true })
  .multipleOf(0.01, { error: MSG_NOTA });

/** Test form (teste/inserir-teste and teste/atualizar-teste). */
export const testeCorpo = z.object({
  dt_teste: dataIso().nullish(),
  id_tipo_teste: z.enum(['N', 'C', 'E']).nullish(),
  cd_grau_teste: z.enum(CODIGOS_GRAU).nullish(),
  id_gera_laudo: sn.default('N'),
  cd_teste: codigo('int2').nullish(),
  id_teste: chave.nullish(),
  nr_nota: notaTeste.nullish(),
  cd_pessoa_candidato: chave,
});
export type TesteCorpo = z.input<typeof testeCorpo>;

/**
 * A test as its form sends it: the request's types and the rules of the catalogue type it carries in
 * id_tipo_teste (errosTestePorCampo), each message on its field.
 */
export const testeDoFormulario = testeCorpo.superRefine((v, ctx) => {
  for (const e of errosTestePorCampo(v, v.id_tipo_teste))
    ctx.addIssue({ code: 'custom', message: e.mensagem, path: [e.campo] });
});

export const respostaStatus = z.object({ status: z.literal(1), message: z.string() });

// Reliability

export const perguntaConfiabilidade = z.object({
  ID: z.number(),
  DS_PERGUNTA: z.string(),
  NM_TESTE_APLICADO: z.string().nullable(),
  DS_CLASSIFICACAO_AVALIACAO: z.string(),
});
export type PerguntaConfiabilidade = z.infer<typeof perguntaConfiabilidade>;

export const dadosConfiabilidadeResposta = z.object({
  dados: z
    .object({
      ID_AVALIACAO: z.number(),
      DT_TESTE: z.string(),
      NR_NOTA_FINAL: z.number(),
      DS_CLASSIFICACAO: z.string(),
      DS_SITUACAO: z.enum(['parcial', 'final']),
    })
    .nullable(),
  respostas: z.array(z.object({ ID_PERGUNTA: z.number(), NR_NOTA: z.number() })),
  perguntas: z.array(perguntaConfiabilidade),
});

const valorConfiabilidade = z
  .number()
  .min(0, { error: MENSAGENS_TESTES.respostaInvalida, abort: true })
  .max(2.5, { error: MENSAGENS_TESTES.respostaInvalida, abort: true })
  .refine((v) => VALORES_CONFIABILIDADE.includes(v), MENSAGENS_TESTES.respostaInvalida);

export const salvarConfiabilidadeCorpo = z.object({
  cd_pessoa_candidato: chave,
  id_avaliacao: chaveOuZero.default(0),
  notas: z
    .array(z.object({ id_pergunta: codigo('int4'), nr_nota: valorConfiabilidade }))
    .max(LIMITES_TESTES.perguntasMax),
  /** The client's figure: ignored, the server computes it from the answers. */
  nota_final: z.number().min(0).max(1e9).optional(),
});
export type SalvarConfiabilidadeCorpo = z.input<typeof salvarConfiabilidadeCorpo>;
export const salvarConfiabilidadeResposta = respostaStatus.extend({
  id_avaliacao: z.number(),
  nota_final: z.number(),
  classificacao: z.enum(['C', 'B', 'A', 'AA']),
});

// Learning Styles / Means

export const perguntaLs = z.object({ ID: z.number(), DS_PERGUNTA: z.string(), DS_CATEGORIA: z.string() });
export const dadosLsResposta = z.object({
  dados: z.array(perguntaLs),
  respostas: z.array(z.object({ ID_RESPOSTA: z.enum(['V', 'F']), DS_RESPOSTA: z.string() })),
});
export const salvarLsCorpo = z.object({
  cd_pessoa_candidato: chave,
  respostas: z
    .array(z.object({ id_pergunta: codigo('int4'), resposta: z.enum(['V', 'F']) }))
    .max(LIMITES_TESTES.perguntasMax),
});
export type SalvarLsCorpo = z.input<typeof salvarLsCorpo>;

export const opcaoLm = z.object({ ID_RESPOSTA: z.number(), DS_RESPOSTA: z.string() });
export const dadosLmResposta = z.object({
  dados: z.array(
    z.object({
      DS_GRUPO: z.string(),
      perguntas: z.array(z.object({ ID: z.number(), DS_PERGUNTA: z.string(), respostas: z.array(opcaoLm) })),
    }),
  ),
});
export const salvarLmCorpo = z.object({
  cd_pessoa_candidato: chave,
  respostas: z
    .array(z.object({ id_pergunta: codigo('int4'), id_resposta: codigo('int4') }))
    .max(LIMITES_TESTES.perguntasMax),
});
export type SalvarLmCorpo = z.input<typeof salvarLmCorpo>;

/**
 * A questionnaire's body as its modal sends it (reliability, Learning Styles, Learning Means): every
 * one of its questions answered (`completo`, from the questions the modal shows), the spec's text on
 * the answers (`campo`).
 */
export function questionarioCompleto<T extends z.ZodType>(
  corpo: T,
  campo: string,
  completo: (v: z.output<T>) => boolean,
) {
  return corpo.refine(completo, { message: MENSAGENS_TESTES.todasPerguntas, path: [campo] });
}

/** A candidate's applications of one catalogue test (teste/lista-testes), with the evaluation's result. */
export const listaTestesLinha = z.object({
  ID: z.number(),
  DT_TESTE: z.string(),
  NR_NOTA: z.number().nullable(),
  CD_GRAU_TESTE: z.string().nullable(),
  RESULTADO: z.array(z.object({ NM_CATEGORIA: z.string(), QT_PONTOS: z.number(), PC_PONTOS: z.number() })),
});

// Reports

export const testeLaudoLinha = z.object({
  ID: z.number(),
  DS_TESTE: z.string(),
  DT_TESTE: z.string(),
  NR_NOTA: z.number().nullable(),
  CD_GRAU_TESTE: z.string().nullable(),
  DS_RESULTADO: z.string().nullable(),
  ID_GERA_LAUDO: sn,
});

export const laudoCorpo = z.object({
  cd_pessoa_cliente: codigo('int8', MENSAGENS_TESTES.clienteLaudoObrigatorio),
  cd_cargo: codigo('int4', MENSAGENS_TESTES.cargoLaudoObrigatorio),
  tipo_laudo: z.enum(['P', 'E']),
  logo_empresa: sn.default('S'),
  logo_cliente: sn.default('N'),
  ids: z.array(chave).min(1, MENSAGENS_TESTES.testesLaudoObrigatorio).max(LIMITES_TESTES.testesLaudoMax),
});
export type LaudoCorpo = z.input<typeof laudoCorpo>;

export const laudoMedicoCorpo = z.object({
  origem: texto(40).default('DadosCandidato'),
  check_id_cid_candidato: z
    .array(chave)
    .min(1, MENSAGENS_TESTES.selecioneDeficiencia)
    .max(LIMITES_TESTES.deficienciasLaudo, MENSAGENS_TESTES.maximoDeficiencias),
});
export type LaudoMedicoCorpo = z.input<typeof laudoMedicoCorpo>;

/** Who read the candidate's medical report (M) or a disability's report file (A), and when. */
export const leituraLaudoLinha = z.object({
  ID: z.number(),
  ID_TIPO: z.enum(['M', 'A']),
  ID_CID_CANDIDATO: z.number().nullable(),
  NM_TIPO_DEFICIENCIA: z.string().nullable(),
  CD_USUARIO: z.number(),
  NM_USUARIO: z.string().nullable(),
  LIDO_EM: z.string(),
});
