import {
  errosDasSecoes,
  NOMES_SECOES,
  type SalvarCurriculo,
  type SalvarCurriculoCorpo,
  salvarCurriculoCorpo,
  secoesAlteradas,
} from './curriculo-cadastro';
import { dataDigitada, mesDigitado } from './datas';

/**
 * The resume the candidate updates from the portal's area (docs/portal.md): a part of the editor's
 * form, merged into the stored record and checked by the editor's own schema (salvarCurriculoCorpo),
 * then saved by the editor's save. Whatever the candidate does not see keeps its stored value; the
 * CPF (the login) and the record's key never come from the form.
 */

/** Texts and choices the candidate edits, by the editor's field names. */
export const CAMPOS_TEXTO_CURRICULO_PORTAL = [
  'nm_pessoa',
  'dt_nascimento',
  'id_sexo',
  'id_estado_civil',
  'cd_uf',
  'nm_cidade_origem',
  'nr_ano_chegada_brasil',
  'ds_email',
  'nr_telefone_cel',
  'nr_telefone_rec',
  'nr_telefone_res',
  'cd_cep',
  'nm_cep',
  'nr_endereco',
  'ds_complemento',
  'nm_bairro',
  'nm_cidade_reside',
  'cd_uf_reside',
  'pretensao_salarial',
  'cd_habilitacao_cat',
  'ds_experiencia_profissional',
] as const;

/** Check boxes (S when ticked; a box left blank is not sent by the browser and means N). */
export const CAMPOS_MARCAR_CURRICULO_PORTAL = [
  'id_possui_whatsapp_cel',
  'possui_veiculo',
  'id_turno_normal',
  'id_turno_matutino',
  'id_turno_vespertino',
  'id_turno_noturno',
  'id_revezamento',
] as const;

/** The fields of a job and of an education the area shows. */
export const CAMPOS_EMPREGO_PORTAL = [
  'nm_pessoa_empresa',
  'nm_cargo',
  'dt_inicio',
  'dt_fim',
  'ds_experiencia_profissional',
] as const;
export const CAMPOS_CURSO_PORTAL = [
  'cd_nivel',
  'id_situacao',
  'nm_curso',
  'nm_pessoa_estab_ensino',
  'dt_conclusao_curso',
] as const;

export const MENSAGENS_CURRICULO_PORTAL = {
  atualizado: 'Currículo atualizado. Obrigado por manter seus dados em dia!',
  confira: 'Confira os campos destacados.',
  outrosCampos: 'Há dados do seu cadastro que só a empresa pode corrigir. Fale com a unidade que o atendeu:',
  nota: 'Currículo atualizado pelo próprio candidato no portal de vagas.',
  cargoDesconhecido: 'Escolha um cargo da lista.',
  cepBuscando: 'Buscando o endereço do CEP…',
  cepPreenchido: 'Endereço preenchido pelo CEP. Confira o número e o complemento.',
  cepFalhou: 'Não foi possível buscar o CEP agora. Preencha o endereço.',
} as const;

/** A stored job or education as the area lists it (its key and its fields as the form shows them). */
export interface ItemCurriculoPortal {
  nr_sequencia: number;
  campos: Record<string, string>;
}

/** The record as stored, in the editor's form shape, with the lists the area edits. */
export interface CurriculoAtual {
  corpo: SalvarCurriculoCorpo;
  empregos: ItemCurriculoPortal[];
  cursos: ItemCurriculoPortal[];
  cargos: { CD_CARGO: number; NM_CARGO: string; NR_EXPERIENCIA: number }[];
}

/** Where a message of the editor's schema shows in the area: a field id, or null (a field it does not show). */
export function campoDoErroPortal(
  caminho: readonly PropertyKey[],
  c: { editEmprego?: unknown; editCurso?: unknown },
): string | null {
  const [raiz, indice] = caminho;
  if (typeof raiz !== 'string') return null;
  if ((CAMPOS_TEXTO_CURRICULO_PORTAL as readonly string[]).includes(raiz)) return raiz;
  if ((CAMPOS_MARCAR_CURRICULO_PORTAL as readonly string[]).includes(raiz)) return raiz;
  const item = (nome: 'editEmprego' | 'editCurso', prefixo: string) => {
    const lista = (c[nome] ?? []) as { nr_sequencia?: unknown }[];
    const seq = typeof indice === 'number' ? lista[indice]?.nr_sequencia : undefined;
    return seq === undefined ? prefixo : `${prefixo}_${String(seq)}`;
  };
  if (raiz === 'editEmprego') return item('editEmprego', 'emprego');
  if (raiz === 'addEmprego') return 'emprego_novo';
  if (raiz === 'editCurso') return item('editCurso', 'curso');
  if (raiz === 'addCurso') return 'curso_novo';
  if (raiz === 'cargosSelecionados') return 'cargo_novo';
  return null;
}

/** A form field as text: a repeated field gives its first value, anything else ''. */
export const textoDoForm = (v: unknown): string =>
  typeof v === 'string' ? v : Array.isArray(v) ? String(v[0] ?? '') : '';
const lista = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v !== '' ? [v] : [];

/** A field as the rules read it: dates typed dd/mm/aaaa and months mm/aaaa become ISO. */
function digitado(campo: string, valor: string): string {
  if (campo === 'dt_inicio' || campo === 'dt_fim') return dataDigitada(valor);
  if (campo === 'dt_conclusao_curso') return mesDigitado(valor);
  return valor;
}

/** The items of a list the form sent: the stored ones by their key, and the new one when any field is filled. */
function itensDoForm(
  form: Record<string, unknown>,
  prefixo: 'emprego' | 'curso',
  campos: readonly string[],
  guardados: ItemCurriculoPortal[],
) {
  const editar: Record<string, string | number>[] = [];
  for (const g of guardados) {
    if (!campos.some((k) => `${prefixo}_${g.nr_sequencia}_${k}` in form)) continue;
    if (textoDoForm(form[`${prefixo}_${g.nr_sequencia}_remover`]) === 'S') continue;
    const item: Record<string, string | number> = { ...g.campos, nr_sequencia: g.nr_sequencia };
    for (const k of campos) item[k] = digitado(k, textoDoForm(form[`${prefixo}_${g.nr_sequencia}_${k}`]));
    editar.push(item);
  }
  const novo: Record<string, string> = {};
  for (const k of campos) novo[k] = digitado(k, textoDoForm(form[`${prefixo}_novo_${k}`]));
  const adicionar = Object.values(novo).some((v) => v.trim() !== '') ? [novo] : [];
  return { editar, adicionar };
}

/**
 * The editor's save body for the candidate's form: the stored record with the area's fields over
 * it, the jobs and educations edited by their keys, the new ones added, and the desired positions
 * kept plus the one chosen. Parse the result with salvarCurriculoCorpo (the editor's rules).
 */
export function corpoDoCurriculoPortal(
  atual: CurriculoAtual,
  form: Record<string, unknown>,
): SalvarCurriculoCorpo {
  const corpo: Record<string, unknown> = { ...atual.corpo };
  for (const k of CAMPOS_TEXTO_CURRICULO_PORTAL) corpo[k] = textoDoForm(form[k]);
  corpo.dt_nascimento = dataDigitada(corpo.dt_nascimento as string);
  for (const k of CAMPOS_MARCAR_CURRICULO_PORTAL) corpo[k] = textoDoForm(form[k]) === 'S' ? 'S' : 'N';
  // the web password is changed by the reset, never here; the CPF and key are the session's record
  corpo.nm_senha_web = '';
  corpo.nm_confirma_senha_web = '';
  corpo.nr_documento_cpf = atual.corpo.nr_documento_cpf;
  corpo.cd_pessoa_candidato = atual.corpo.cd_pessoa_candidato;
  const empregos = itensDoForm(form, 'emprego', CAMPOS_EMPREGO_PORTAL, atual.empregos);
  const cursos = itensDoForm(form, 'curso', CAMPOS_CURSO_PORTAL, atual.cursos);
  corpo.editEmprego = empregos.editar;
  corpo.addEmprego = empregos.adicionar;
  corpo.editCurso = cursos.editar;
  corpo.addCurso = cursos.adicionar;
  // every other list is left as stored (the save adds and edits by key, never replaces)
  for (const k of [
    'addIdioma',
    'editIdioma',
    'addSoftware',
    'editSoftware',
    'addCompetencia',
    'editCompetencia',
  ]) {
    corpo[k] = [];
  }
  corpo.addPcd = [];
  corpo.editPcd = [];
  // desired positions: the stored ones the candidate kept and the one chosen (the whole list is sent;
  // none at all keeps the stored list, as in the editor)
  const manter = new Set(lista(form.cargo_manter).map(Number));
  const cargos = atual.cargos
    .filter((c) => manter.has(c.CD_CARGO))
    .map((c) => ({ CD_CARGO: c.CD_CARGO, NR_EXPERIENCIA: c.NR_EXPERIENCIA }));
  const novo = textoDoForm(form.cargo_novo).trim();
  if (novo !== '' && !cargos.some((c) => String(c.CD_CARGO) === novo)) {
    corpo.cargosSelecionados = [
      ...cargos,
      { CD_CARGO: novo, NR_EXPERIENCIA: textoDoForm(form.cargo_novo_experiencia) },
    ];
  } else corpo.cargosSelecionados = cargos;
  return corpo as SalvarCurriculoCorpo;
}

/**
 * The stored jobs and educations the candidate ticked for removal (only keys of the session's own
 * record); deleted in the save's transaction, whose check keeps at least one education.
 */
export function remocoesDoCurriculoPortal(
  atual: CurriculoAtual,
  form: Record<string, unknown>,
): { empregos: number[]; cursos: number[] } {
  const marcados = (prefixo: string, itens: ItemCurriculoPortal[]) =>
    itens
      .filter((g) => textoDoForm(form[`${prefixo}_${g.nr_sequencia}_remover`]) === 'S')
      .map((g) => g.nr_sequencia);
  return { empregos: marcados('emprego', atual.empregos), cursos: marcados('curso', atual.cursos) };
}

/**
 * The merged body checked by the editor's rules: the save's input, or the messages by the area's
 * field. Given the stored record (the form's shape), its sections are checked where the candidate
 * changes them, as the editor's save does; without it, all of them.
 */
export function conferirCurriculoPortal(
  corpo: SalvarCurriculoCorpo,
  armazenado?: Readonly<Record<string, unknown>>,
): { ok: true; dados: SalvarCurriculo } | { ok: false; erros: Record<string, string>; outros: string[] } {
  const r = salvarCurriculoCorpo.safeParse(corpo);
  if (!r.success) return { ok: false, ...errosPorCampo(r.error.issues, corpo) };
  const secoes = armazenado ? secoesAlteradas(r.data, armazenado) : new Set(NOMES_SECOES);
  const erros = errosDasSecoes(r.data, secoes);
  if (erros.length === 0) return { ok: true, dados: r.data };
  return {
    ok: false,
    ...errosPorCampo(
      erros.map((e) => ({ path: e.caminho, message: e.mensagem })),
      corpo,
    ),
  };
}

function errosPorCampo(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  corpo: SalvarCurriculoCorpo,
) {
  const erros: Record<string, string> = {};
  const outros: string[] = [];
  for (const i of issues) {
    const campo = campoDoErroPortal(i.path, corpo);
    if (campo === null) outros.push(i.message);
    else erros[campo] ??= i.message;
  }
  return { erros, outros: [...new Set(outros)] };
}
