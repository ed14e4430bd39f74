import { SECOES_CURRICULO, type SecaoCurriculo } from '@backoffice/domain/candidato-cadastro';
import { errosDasSecoes, salvarCurriculoCorpo, secoesAlteradas } from '@backoffice/domain/curriculo-cadastro';
import { paraTexto } from '../../lib/formulario/envio';

/**
 * The resume editor's values as typed (texts, and numbers for height, weight, children and money),
 * the sub-lists as cards, their one conversion to the multipart save's texts (`montarEnvio`), and
 * the sections' validity read from the domain's save schema: the editor and the server check the
 * record with the same rules and messages.
 */

export type Campos = Record<string, string | number | null>;

/** The fields the editor keeps as numbers, with their wire text (the spec's format). */
const NUMEROS: Record<string, (v: number | null) => string> = {
  // typed as centimetres (3 digits, as the domain reads '175'), sent in metres
  nr_altura: (v) => paraTexto.decimal(v !== null && v >= 100 ? v / 100 : v, 2),
  nr_peso: paraTexto.inteiro,
  nr_filho: paraTexto.inteiro,
  pretensao_salarial: paraTexto.moeda,
};

/** A field's wire text. */
function textoDoCampo(k: string, v: string | number | null | undefined): string {
  if (typeof v === 'number' || k in NUMEROS) {
    const n = typeof v === 'number' ? v : v === null || v === undefined || v === '' ? null : Number(v);
    return (NUMEROS[k] ?? paraTexto.inteiro)(n !== null && Number.isNaN(n) ? null : n);
  }
  return v ?? '';
}

/** A card of a sub-list: stored ones (`salvo`) go in the edit list when changed, new ones in the add list. */
export interface Cartao<T> {
  chave: string;
  salvo: boolean;
  alterado: boolean;
  dados: T;
}

export interface Emprego {
  nr_sequencia?: number;
  nm_pessoa_empresa: string;
  nm_cargo: string;
  /** R$, typed once as a number. */
  vl_ultimo_salario: number | null;
  dt_inicio: string;
  dt_fim: string;
  ds_motivo_saida: string;
  ds_experiencia_profissional: string;
}
export interface Curso {
  nr_sequencia?: number;
  cd_nivel: string;
  id_situacao: string;
  dt_conclusao_curso: string;
  nr_carga_horaria: string;
  ds_serie: string;
  nm_pessoa_estab_ensino: string;
  nm_curso: string;
  ds_observacoes: string;
}
export interface Idioma {
  cd_idioma: number;
  nome: string;
  id_leitura: number;
  id_escrita: number;
  id_fala: number;
}
export interface Software {
  cd_conhecimento: number;
  nome: string;
  id_conhecimento: number;
}
export interface Competencia {
  cd_competencia: number;
  nome: string;
  nr_nota: number;
  id_mostra_curriculo: 'S' | 'N';
}
export interface Pcd {
  id_cid_candidato?: number;
  cd_tipo_deficiencia: string;
  cd_cid: string;
  ds_observacao: string;
  dt_validade: string;
  /** Stored records: I inactive, A active. */
  id_status?: string;
  /** Stored records: the report file's key, when there is one. */
  ds_caminho_laudo?: string | null;
  /** The multipart part holding this record's new report file. */
  arquivo?: string;
}
export interface CargoPretendido {
  CD_CARGO: number;
  NM_CARGO: string;
  NR_EXPERIENCIA: number;
}

export interface Listas {
  empregos: Cartao<Emprego>[];
  cursos: Cartao<Curso>[];
  idiomas: Cartao<Idioma>[];
  softwares: Cartao<Software>[];
  competencias: Cartao<Competencia>[];
  pcds: Cartao<Pcd>[];
  cargos: CargoPretendido[];
}

export const LISTAS_VAZIAS: Listas = {
  empregos: [],
  cursos: [],
  idiomas: [],
  softwares: [],
  competencias: [],
  pcds: [],
  cargos: [],
};

let sequencia = 0;
export function novaChave(): string {
  sequencia += 1;
  return `novo-${sequencia}`;
}

export function novoCartao<T>(dados: T): Cartao<T> {
  return { chave: novaChave(), salvo: false, alterado: true, dados };
}

export function cartaoSalvo<T>(chave: string, dados: T): Cartao<T> {
  return { chave, salvo: true, alterado: false, dados };
}

export const EMPREGO_VAZIO: Emprego = {
  nm_pessoa_empresa: '',
  nm_cargo: '',
  vl_ultimo_salario: null,
  dt_inicio: '',
  dt_fim: '',
  ds_motivo_saida: '',
  ds_experiencia_profissional: '',
};
export const PCD_VAZIO: Pcd = { cd_tipo_deficiencia: '', cd_cid: '', ds_observacao: '', dt_validade: '' };
export const CURSO_VAZIO: Curso = {
  cd_nivel: '',
  id_situacao: '',
  dt_conclusao_curso: '',
  nr_carga_horaria: '',
  ds_serie: '',
  nm_pessoa_estab_ensino: '',
  nm_curso: '',
  ds_observacoes: '',
};

/** Defaults of a new record. */
export const CAMPOS_NOVO: Campos = {
  cd_pais: '1',
  cd_pais_reside: '1',
  id_primeiro_emprego: 'N',
  id_possue_deficiencia: 'N',
  possui_filhos: 'N',
  nr_filho: 0,
  id_experiencia: 'N',
};

/** The multipart fields of the save: every form field, the sub-lists as JSON text. */
export function montarEnvio(
  cd: number | null,
  campos: Campos,
  listas: Listas,
  /** Card key → name of the multipart part with its report file. */
  partesLaudo: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const pcds = listas.pcds.map((c) => ({
    ...c,
    alterado: c.alterado || c.chave in partesLaudo,
    dados: { ...c.dados, arquivo: partesLaudo[c.chave] },
  }));
  const adicionados = <T>(l: Cartao<T>[]) => l.filter((c) => !c.salvo).map((c) => c.dados);
  const editados = <T>(l: Cartao<T>[]) => l.filter((c) => c.salvo && c.alterado).map((c) => c.dados);
  const semNome = <T extends { nome: string }>(l: T[]) => l.map(({ nome: _n, ...r }) => r);
  const empregos: Cartao<Omit<Emprego, 'vl_ultimo_salario'> & { vl_ultimo_salario: string }>[] =
    listas.empregos.map((c) => ({
      ...c,
      dados: { ...c.dados, vl_ultimo_salario: paraTexto.moeda(c.dados.vl_ultimo_salario) },
    }));
  return {
    ...Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, textoDoCampo(k, v)])),
    cd_pessoa_candidato: cd ? String(cd) : '0',
    addEmprego: JSON.stringify(adicionados(empregos)),
    editEmprego: JSON.stringify(editados(empregos)),
    addCurso: JSON.stringify(adicionados(listas.cursos)),
    editCurso: JSON.stringify(editados(listas.cursos)),
    addIdioma: JSON.stringify(semNome(adicionados(listas.idiomas))),
    editIdioma: JSON.stringify(semNome(editados(listas.idiomas))),
    addSoftware: JSON.stringify(semNome(adicionados(listas.softwares))),
    editSoftware: JSON.stringify(semNome(editados(listas.softwares))),
    addCompetencia: JSON.stringify(semNome(adicionados(listas.competencias))),
    editCompetencia: JSON.stringify(semNome(editados(listas.competencias))),
    addPcd: JSON.stringify(adicionados(pcds)),
    editPcd: JSON.stringify(editados(pcds).map(({ id_status: _s, ds_caminho_laudo: _c, ...r }) => r)),
    cargosSelecionados: JSON.stringify(listas.cargos),
  };
}

/** The section each field (or sub-list) of the save belongs to. */
const SECAO_DO_CAMPO: Record<string, SecaoCurriculo> = {
  nr_documento_pis: 'documentos',
  nr_documento_nit: 'documentos',
  nr_documento_ctps: 'documentos',
  nr_serie_ctps: 'documentos',
  dt_emissao_ctps: 'documentos',
  cd_estado_emite_ctps: 'documentos',
  nm_cidade_emite_ctps: 'documentos',
  nr_documento_rg: 'documentos',
  orgao_emissor_rg: 'documentos',
  dt_emissao_rg: 'documentos',
  cd_estado_emite_rg: 'documentos',
  nm_cidade_emite_rg: 'documentos',
  cd_cep: 'endereco',
  nm_cep: 'endereco',
  nr_endereco: 'endereco',
  ds_complemento: 'endereco',
  ds_referencia: 'endereco',
  nm_bairro: 'endereco',
  nm_cidade_reside: 'endereco',
  cd_uf_reside: 'endereco',
  nm_estado_reside: 'endereco',
  nr_telefone_cel: 'contato',
  nr_telefone_rec: 'contato',
  nr_telefone_res: 'contato',
  ds_observacao_cel: 'contato',
  ds_observacao_rec: 'contato',
  ds_observacao_res: 'contato',
  ds_www: 'contato',
  addCurso: 'formacao',
  editCurso: 'formacao',
  cargosSelecionados: 'cargo',
  pretensao_salarial: 'cargo',
  id_turno_normal: 'cargo',
  addEmprego: 'empregos',
  editEmprego: 'empregos',
  idiomas: 'idiomas',
  addIdioma: 'idiomas',
  editIdioma: 'idiomas',
  softwares: 'softwares',
  addSoftware: 'softwares',
  editSoftware: 'softwares',
  competencias: 'competencias',
  addCompetencia: 'competencias',
  editCompetencia: 'competencias',
  nm_senha_web: 'acesso',
  nm_confirma_senha_web: 'acesso',
  ds_lembrete_senha_web: 'acesso',
};

export function secaoDoCampo(campo: string): SecaoCurriculo {
  return SECAO_DO_CAMPO[campo] ?? 'pessoal';
}

export interface Validacao {
  /** The first message of each field (by the save's field name). */
  erros: Record<string, string>;
  /** Sections holding an error. */
  secoesComErro: ReadonlySet<SecaoCurriculo>;
}

/**
 * The save's schema for this record, as the server checks it: a new record whole; an edit in the
 * sections it changes from the record as loaded (a record made before a rule stays editable).
 */
export function esquemaDoRegistro(
  carregado: Readonly<Record<string, string>> | null,
): typeof salvarCurriculoCorpo {
  if (carregado === null) return salvarCurriculoCorpo;
  return salvarCurriculoCorpo.superRefine((c, ctx) => {
    for (const e of errosDasSecoes(c, secoesAlteradas(c, carregado)))
      ctx.addIssue({ code: 'custom', path: e.caminho, message: e.mensagem });
  }) as unknown as typeof salvarCurriculoCorpo;
}

/** Checks the record with the save's schema (the server's rules and messages). */
export function validar(envio: Record<string, string>, esquema = salvarCurriculoCorpo): Validacao {
  const r = esquema.safeParse(envio);
  const erros: Record<string, string> = {};
  const secoes = new Set<SecaoCurriculo>();
  if (!r.success) {
    for (const issue of r.error.issues) {
      const campo = String(issue.path[0] ?? '');
      if (!(campo in erros)) erros[campo] = issue.message;
      secoes.add(secaoDoCampo(campo));
    }
  }
  return { erros, secoesComErro: secoes };
}

/**
 * A section is open when the record exists, or when every section before it is valid; the web
 * access needs only valid personal data (spec 002 §2.2).
 */
export function secaoLiberada(
  secao: SecaoCurriculo,
  existe: boolean,
  comErro: ReadonlySet<SecaoCurriculo>,
): boolean {
  if (existe) return true;
  if (secao === 'acesso') return !comErro.has('pessoal');
  const ordem = SECOES_CURRICULO.map((s) => s.id);
  return ordem.slice(0, ordem.indexOf(secao)).every((s) => !comErro.has(s));
}
