import { z } from 'zod';
import {
  alturaParaMetros,
  CABELOS,
  CALCADOS,
  CALCAS,
  CAMISAS,
  CUTIS,
  ESTADOS_CIVIS,
  erroCpf,
  erroDataNascimento,
  errosEmprego,
  errosSenhaPorCampo,
  erroTelefones,
  erroWhatsapp,
  exigeNaturalidade,
  HABILITACOES,
  LIMITES_CADASTRO as L,
  MENSAGENS_CADASTRO as M,
  moedaParaNumero,
  OLHOS,
  PADRAO_CEP,
  pisNitValido,
  SEXOS,
  SITUACOES_ESOCIAL,
  senhaWebInformada,
} from './candidato-cadastro';
import { CATALOGO_TIPOS_DEFICIENCIA } from './catalogos';
import { LIMITES_CONTROLES } from './controles';
import { dataNegocio } from './datas';
import { codigo, inteiroEntrada, PADRAO_TEXTO_VALIDO } from './entrada';

/**
 * The contract of the resume editor (spec 002 §7 'Candidate editor'): the save
 * `POST candidato/salvar-curriculo` (multipart: every form field as text, the sub-lists as JSON text,
 * the report files; the same object is accepted as JSON) and the loading calls' answers.
 */

const chave = codigo('int8');

/** A text field as the form sends it: at most `max` characters, trimmed, blank is null. */
function campo(max: number) {
  return z
    .string()
    .max(max, { error: `Informe no máximo ${max} caracteres.`, abort: true })
    .regex(PADRAO_TEXTO_VALIDO, 'O texto contém caracteres inválidos.')
    .nullish()
    .transform((v) => {
      const t = (v ?? '').trim();
      return t === '' ? null : t;
    });
}

/**
 * A CEP as typed (blank is null). Its rule, eight digits with or without the hyphen, belongs to the
 * address section (`errosDasSecoes`): anything else, however long, is 'CEP inválido.' beside it.
 */
const cep = z
  .string()
  .max(L.cepMax * 4, { error: M.cepInvalido, abort: true })
  .regex(PADRAO_TEXTO_VALIDO, M.cepInvalido)
  .nullish()
  .transform((v) => {
    const t = (v ?? '').trim();
    return t === '' ? null : t;
  });

/** S/N flag (booleans are sent as S/N); anything blank is N. */
const sn = z
  .union([z.enum(['S', 'N', '']), z.boolean().transform((b) => (b ? 'S' : 'N'))])
  .nullish()
  .transform((v): 'S' | 'N' => (v === 'S' ? 'S' : 'N'));

/** One of a coded list, or blank (null). */
function codigoDe(ids: readonly string[], mensagem = 'Valor inválido.') {
  return z
    .enum(['', ...ids] as [string, ...string[]], { error: mensagem })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A whole number as digits or a number within [min, max]; blank is null. */
function numero(min: number, max: number, mensagem?: string) {
  const m = mensagem ?? `Informe um número de ${min} a ${max}.`;
  return z
    .union([
      z
        .string()
        .max(20, { error: m, abort: true })
        .regex(/^\s*\d*\s*$/, m),
      z.number({ error: m }).min(min, m).max(max, m).int(m),
    ])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .refine((v) => v === '' || (Number(v) >= min && Number(v) <= max), { error: m })
    .transform((v) => (v === '' ? null : Number(v)));
}

/** An ISO date (YYYY-MM-DD) or blank (null); birth dates may be before 1970. */
const data = z
  .string()
  .max(10, { error: 'Data inválida.', abort: true })
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: 'Data inválida.', abort: true })
  .nullish()
  .transform((v) => v ?? '')
  .refine(
    (v) =>
      v === '' ||
      (v >= LIMITES_CONTROLES.dataMinimaHistorica &&
        v <= LIMITES_CONTROLES.dataMaxima &&
        !Number.isNaN(Date.parse(v))),
    'Data inválida.',
  )
  .transform((v) => (v === '' ? null : v));

/** A month/year of conclusion: YYYY-MM or a date; stored as the first day of the month. */
const mesAno = z
  .string()
  .max(10, { error: 'Mês/ano inválido.', abort: true })
  .regex(/^(\d{4}-(0[1-9]|1[0-2])(-\d{2})?)?$/, 'Mês/ano inválido.')
  .nullish()
  .transform((v) => (v ? `${v.slice(0, 7)}-01` : null));

/** A sub-list sent as JSON text (multipart) or as an array (JSON body). */
function lista<T extends z.ZodType>(nome: string, item: T) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.array(item, { error: M.listaInvalida(nome) }).max(L.itensPorLista, { error: M.listaInvalida(nome) }),
  );
}

const nivel14 = (padrao: number) => numero(1, 4).transform((v) => v ?? padrao);

export const empregoItem = z.object({
  nr_sequencia: numero(1, Number.MAX_SAFE_INTEGER).optional(),
  nm_pessoa_empresa: campo(200),
  nm_cargo: campo(120),
  vl_ultimo_salario: campo(L.moedaTexto).refine(
    (v) => v === null || moedaParaNumero(v) !== null,
    'Salário inválido.',
  ),
  dt_inicio: data,
  dt_fim: data,
  ds_motivo_saida: campo(500),
  ds_experiencia_profissional: campo(L.descricaoEmprego),
});
export type EmpregoItem = z.output<typeof empregoItem>;

export const cursoItem = z.object({
  nr_sequencia: numero(1, Number.MAX_SAFE_INTEGER).optional(),
  cd_nivel: numero(1, 9, 'Informe o nível da formação.').refine(
    (v) => v !== null,
    'Informe o nível da formação.',
  ),
  id_situacao: codigoDe(['C', 'T', 'A', 'D'], 'Informe a situação da formação.').refine(
    (v) => v !== null,
    'Informe a situação da formação.',
  ),
  dt_conclusao_curso: mesAno,
  nr_carga_horaria: numero(0, 32_767),
  ds_serie: campo(L.serie),
  nm_pessoa_estab_ensino: campo(L.nomeEscola),
  nm_curso: campo(L.nomeCurso),
  ds_observacoes: campo(L.observacoesCurso),
});
export type CursoItem = z.output<typeof cursoItem>;

export const idiomaItem = z.object({
  cd_idioma: numero(1, 32_767).refine((v) => v !== null, 'Informe o idioma.'),
  id_leitura: nivel14(2),
  id_escrita: nivel14(2),
  id_fala: nivel14(2),
});
export const softwareItem = z.object({
  cd_conhecimento: numero(1, 32_767).refine((v) => v !== null, 'Informe o software.'),
  id_conhecimento: numero(1, 3).transform((v) => v ?? 1),
});
export const competenciaItem = z.object({
  cd_competencia: numero(1, 32_767).refine((v) => v !== null, 'Informe a competência.'),
  nr_nota: numero(1, 5).transform((v) => v ?? 1),
  id_mostra_curriculo: sn,
});
export const cargoSelecionadoItem = z.object({
  CD_CARGO: numero(1, 2_147_483_647).refine((v) => v !== null, 'Informe o cargo.'),
  NM_CARGO: campo(200).optional(),
  NR_EXPERIENCIA: z
    .union([
      z
        .string()
        .max(6)
        .regex(/^[\d.,]*$/),
      z.number().min(0).max(L.experienciaAnosMax),
    ])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? 0 : Number(String(v).replace(',', '.'))))
    .refine(
      (v) => Number.isFinite(v) && v >= 0 && v <= L.experienciaAnosMax,
      'Anos de experiência inválidos.',
    ),
});
const TIPOS_PCD = CATALOGO_TIPOS_DEFICIENCIA.map((t) => String(t.cd));
export const pcdItem = z.object({
  id_cid_candidato: numero(1, Number.MAX_SAFE_INTEGER).optional(),
  cd_tipo_deficiencia: z
    .union([z.string().max(2).regex(/^\d*$/), z.number().int().min(0).max(99)])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v)))
    .refine((v) => TIPOS_PCD.includes(v), M.tipoDeficiencia)
    .transform(Number),
  cd_cid: campo(L.cid),
  ds_observacao: campo(L.observacaoPcd),
  dt_validade: data.refine((v) => v === null || v <= dataNegocio(), M.dataLaudoFutura),
  /** Name of the multipart file part holding this record's report (arquivo_laudo_N). */
  arquivo: campo(60).optional(),
});

const ANO_MAX = 2200;

/** The fields of `POST candidato/salvar-curriculo` (spec 002 §3.1) and its sub-lists, each checked alone. */
export const camposSalvarCurriculo = z.object({
  cd_pessoa_candidato: numero(0, Number.MAX_SAFE_INTEGER).transform((v) => (v ? v : null)),
  /** Sent by the legacy client; the server uses the logged user. */
  cd_usuario: campo(20).optional(),
  /** 'S' when the user saw the same-name-and-birth warning and saves anyway. */
  id_confirma_homonimo: sn.optional(),

  nm_pessoa: campo(200),
  nm_apelido: campo(120),
  nr_documento_cpf: campo(L.cpfMascara),
  ds_email: campo(200),
  id_primeiro_emprego: sn,
  nr_documento_pis: campo(L.pisMax),
  nr_documento_nit: campo(L.pisMax),
  dt_nascimento: data,
  idade: campo(3).optional(),
  id_estado_civil: codigoDe(ESTADOS_CIVIS.map((e) => e.id)),
  id_sexo: codigoDe(SEXOS.map((e) => e.id)),
  id_possue_deficiencia: sn,
  nr_altura: campo(4).refine((v) => v === null || alturaParaMetros(v) !== null, 'Altura inválida.'),
  nr_peso: campo(L.pesoDigitos).refine((v) => v === null || /^\d{1,3}$/.test(v), 'Peso inválido.'),
  id_fumante: sn,
  cd_pais: numero(1, 2_147_483_647),
  cd_uf: campo(2),
  nm_cidade_origem: campo(120),
  nr_ano_chegada_brasil: campo(L.anoChegadaDigitos).refine(
    (v) => v === null || (/^\d{4}$/.test(v) && Number(v) >= 1900 && Number(v) <= ANO_MAX),
    'Ano de chegada inválido.',
  ),
  id_cutis: codigoDe(CUTIS.map((e) => e.id)),
  id_cabelo: codigoDe(CABELOS.map((e) => e.id)),
  id_olho: codigoDe(OLHOS.map((e) => e.id)),
  nr_calcado: codigoDe(CALCADOS.map(String)),
  id_tamanho_calca: codigoDe(CALCAS),
  id_tamanho_camisa: codigoDe(CAMISAS),
  id_experiencia: sn,
  id_abordagem: sn,
  id_demonstracao: sn,
  id_reposicao: sn,
  ds_inf_experiencia: campo(L.infExperiencia),
  nm_pessoa_mae: campo(200),
  nm_pessoa_pai: campo(200),
  possui_filhos: sn,
  nr_filho: numero(0, 30),
  possui_veiculo: sn,
  cd_habilitacao_cat: codigoDe(HABILITACOES),
  ds_www: campo(200),
  check_responsabilidades_sociais: sn,
  ds_responsabilidades_sociais: campo(L.responsabilidades),
  check_hobbies: sn,
  ds_hobbies: campo(L.hobbies),
  pretensao_salarial: campo(L.moedaTexto).refine(
    (v) => v === null || moedaParaNumero(v) !== null,
    'Pretensão salarial inválida.',
  ),
  ds_experiencia_profissional: campo(4000),
  /** The medical report's text (the candidate's 'Laudo' section). */
  ds_laudo: campo(4000),
  id_situacao_esocial: codigoDe(SITUACOES_ESOCIAL.map((s) => s.id)).optional(),

  // address
  cd_cep: cep,
  nm_cep: campo(200),
  nr_endereco: campo(20),
  ds_complemento: campo(120),
  ds_referencia: campo(200),
  nm_bairro: campo(120),
  nm_cidade_reside: campo(120),
  nm_estado_reside: campo(60),
  cd_uf_reside: campo(2),
  cd_pais_reside: numero(1, 2_147_483_647),

  // phones
  nr_telefone_cel: campo(30),
  nr_telefone_rec: campo(30),
  nr_telefone_res: campo(30),
  ds_observacao_cel: campo(100),
  ds_observacao_rec: campo(100),
  ds_observacao_res: campo(100),
  id_possui_whatsapp_cel: sn,
  id_possui_whatsapp_rec: sn,

  // documents
  nr_documento_ctps: campo(20),
  nr_serie_ctps: campo(10),
  dt_emissao_ctps: data,
  cd_estado_emite_ctps: campo(2),
  nm_cidade_emite_ctps: campo(120),
  nr_documento_rg: campo(L.rg),
  orgao_emissor_rg: campo(20),
  dt_emissao_rg: data,
  cd_estado_emite_rg: campo(2),
  nm_cidade_emite_rg: campo(120),

  // shifts
  id_turno_normal: sn,
  id_turno_matutino: sn,
  id_turno_vespertino: sn,
  id_turno_noturno: sn,
  id_revezamento: sn,

  // web access (blank on an edit keeps the stored password)
  nm_senha_web: z
    .string()
    .max(64)
    .regex(PADRAO_TEXTO_VALIDO)
    .nullish()
    .transform((v) => v ?? ''),
  nm_confirma_senha_web: z
    .string()
    .max(64)
    .regex(PADRAO_TEXTO_VALIDO)
    .nullish()
    .transform((v) => v ?? ''),
  ds_lembrete_senha_web: campo(L.lembreteMax),

  // sub-lists
  cargosSelecionados: lista('cargosSelecionados', cargoSelecionadoItem),
  addEmprego: lista('addEmprego', empregoItem),
  editEmprego: lista('editEmprego', empregoItem),
  addCurso: lista('addCurso', cursoItem),
  editCurso: lista('editCurso', cursoItem),
  addIdioma: lista('addIdioma', idiomaItem),
  editIdioma: lista('editIdioma', idiomaItem),
  addSoftware: lista('addSoftware', softwareItem),
  editSoftware: lista('editSoftware', softwareItem),
  addCompetencia: lista('addCompetencia', competenciaItem),
  editCompetencia: lista('editCompetencia', competenciaItem),
  addPcd: lista('addPcd', pcdItem),
  editPcd: lista('editPcd', pcdItem),
});

type CamposCurriculo = z.output<typeof camposSalvarCurriculo>;

/**
 * The editor's sections whose rules bind together (spec 002 §2.2). A new record is checked whole; an
 * edit is checked in the sections it changes, so a record made before a rule existed (or brought
 * from another system) stays editable where it is left as it was.
 */
export const SECOES_CURRICULO = {
  pessoais: [
    'nm_pessoa',
    'nr_documento_cpf',
    'ds_email',
    'dt_nascimento',
    'id_estado_civil',
    'id_sexo',
    'cd_pais',
    'cd_uf',
    'nm_cidade_origem',
    'nr_ano_chegada_brasil',
    'possui_filhos',
    'nr_filho',
  ],
  documentos: ['nr_documento_pis', 'nr_documento_nit'],
  endereco: [
    'cd_cep',
    'nm_cep',
    'nr_endereco',
    'ds_complemento',
    'ds_referencia',
    'nm_bairro',
    'nm_cidade_reside',
    'cd_uf_reside',
    'cd_pais_reside',
  ],
  contato: [
    'nr_telefone_cel',
    'nr_telefone_rec',
    'nr_telefone_res',
    'ds_observacao_cel',
    'ds_observacao_rec',
    'ds_observacao_res',
    'id_possui_whatsapp_cel',
    'id_possui_whatsapp_rec',
  ],
  turnos: [
    'id_turno_normal',
    'id_turno_matutino',
    'id_turno_vespertino',
    'id_turno_noturno',
    'id_revezamento',
  ],
  perfil: ['check_responsabilidades_sociais', 'ds_responsabilidades_sociais', 'check_hobbies', 'ds_hobbies'],
} as const satisfies Record<string, readonly (keyof CamposCurriculo)[]>;
export type SecaoCurriculo = keyof typeof SECOES_CURRICULO;
export const NOMES_SECOES = Object.keys(SECOES_CURRICULO) as SecaoCurriculo[];

/** A refusal of the save: the field (or sub-list item) it belongs to and its pt-BR message. */
export interface ErroCurriculo {
  caminho: (string | number)[];
  mensagem: string;
}

/** The rules of the given sections (each field's own format is its schema's). */
export function errosDasSecoes(c: CamposCurriculo, secoes: ReadonlySet<SecaoCurriculo>): ErroCurriculo[] {
  const erros: ErroCurriculo[] = [];
  const erro = (campo: string, mensagem: string) => erros.push({ caminho: [campo], mensagem });
  if (secoes.has('pessoais')) {
    if (!c.nm_pessoa) erro('nm_pessoa', M.nome);
    const cpf = erroCpf(c.nr_documento_cpf);
    if (cpf) erro('nr_documento_cpf', cpf);
    if (!c.ds_email || !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(c.ds_email)) erro('ds_email', M.email);
    const nasc = erroDataNascimento(c.dt_nascimento, dataNegocio());
    if (nasc) erro('dt_nascimento', nasc);
    if (!c.id_estado_civil) erro('id_estado_civil', M.obrigatorio);
    if (!c.id_sexo) erro('id_sexo', M.obrigatorio);
    if (!c.cd_pais) erro('cd_pais', M.obrigatorio);
    else if (exigeNaturalidade(c.cd_pais)) {
      if (!c.cd_uf) erro('cd_uf', M.obrigatorio);
      if (!c.nm_cidade_origem) erro('nm_cidade_origem', M.obrigatorio);
    } else if (!c.nr_ano_chegada_brasil) erro('nr_ano_chegada_brasil', M.anoChegada);
    if (c.possui_filhos === 'S' && !(c.nr_filho && c.nr_filho >= 1)) erro('nr_filho', M.filhos);
  }
  if (secoes.has('documentos')) {
    if (c.nr_documento_pis && !pisNitValido(c.nr_documento_pis))
      erro('nr_documento_pis', M.documentoInvalido);
    if (c.nr_documento_nit && !pisNitValido(c.nr_documento_nit))
      erro('nr_documento_nit', M.documentoInvalido);
  }
  if (secoes.has('endereco')) {
    if (!c.cd_cep || !PADRAO_CEP.test(c.cd_cep)) erro('cd_cep', M.cepInvalido);
    if (!c.nm_cep) erro('nm_cep', M.cep);
    if (!c.nm_bairro) erro('nm_bairro', M.obrigatorio);
    if (!c.nm_cidade_reside) erro('nm_cidade_reside', M.obrigatorio);
    if (!c.cd_uf_reside) erro('cd_uf_reside', M.obrigatorio);
  }
  if (secoes.has('contato')) {
    const tel = erroTelefones([c.nr_telefone_cel, c.nr_telefone_rec, c.nr_telefone_res]);
    if (tel) erro('nr_telefone_cel', tel);
    if (c.id_possui_whatsapp_cel === 'S' && erroWhatsapp(c.nr_telefone_cel))
      erro('nr_telefone_cel', M.telefoneIncompleto);
    if (c.id_possui_whatsapp_rec === 'S' && erroWhatsapp(c.nr_telefone_rec))
      erro('nr_telefone_rec', M.telefoneIncompleto);
  }
  if (
    secoes.has('turnos') &&
    ![
      c.id_turno_normal,
      c.id_turno_matutino,
      c.id_turno_vespertino,
      c.id_turno_noturno,
      c.id_revezamento,
    ].includes('S')
  )
    erro('id_turno_normal', M.turno);
  if (secoes.has('perfil')) {
    if (c.check_responsabilidades_sociais === 'S' && !c.ds_responsabilidades_sociais)
      erro('ds_responsabilidades_sociais', M.obrigatorio);
    if (c.check_hobbies === 'S' && !c.ds_hobbies) erro('ds_hobbies', M.obrigatorio);
  }
  return erros;
}

/** A value as compared between the save and the stored record: masks, spaces and case aside. */
function comparavel(v: unknown): string {
  if (v === null || v === undefined) return '';
  return String(v)
    .normalize('NFC')
    .replace(/[\s().\-/]/g, '')
    .toLowerCase();
}

/**
 * The sections whose fields differ from the stored record. The stored values (in the form's shape,
 * as the editor loads them) go through each field's own schema first, so 'N' and blank, '1,70' and
 * 1.7 compare alike; a stored value that its schema refuses is compared as it is.
 */
export function secoesAlteradas(
  c: CamposCurriculo,
  armazenado: Readonly<Record<string, unknown>>,
): Set<SecaoCurriculo> {
  const campos = camposSalvarCurriculo.shape as Record<string, z.ZodType>;
  const alteradas = new Set<SecaoCurriculo>();
  for (const secao of NOMES_SECOES) {
    for (const campo of SECOES_CURRICULO[secao]) {
      const lido = campos[campo]?.safeParse(armazenado[campo]);
      const antes = lido?.success ? lido.data : armazenado[campo];
      if (comparavel(antes) !== comparavel(c[campo])) {
        alteradas.add(secao);
        break;
      }
    }
  }
  return alteradas;
}

/**
 * The body of `POST candidato/salvar-curriculo`. What holds whatever the stored record is: each
 * field's format, the sub-lists sent, codes not repeated, the web password when one is typed. A new
 * record is checked whole; an edit's sections are checked by the save against the stored record
 * (`secoesAlteradas`, `errosDasSecoes`).
 */
export const salvarCurriculoCorpo = camposSalvarCurriculo.superRefine((c, ctx) => {
  const erro = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const novo = c.cd_pessoa_candidato === null;
  if (novo) {
    for (const e of errosDasSecoes(c, new Set(NOMES_SECOES)))
      ctx.addIssue({ code: 'custom', path: e.caminho, message: e.mensagem });
    // a new record brings its education and positions (and reports when disabled); an edit keeps the stored ones
    if (c.id_possue_deficiencia === 'S' && c.addPcd.length === 0) erro('addPcd', M.tipoDeficiencia);
    if (c.addCurso.length === 0) erro('addCurso', M.formacao);
    if (c.cargosSelecionados.length === 0) erro('cargosSelecionados', M.cargo);
  }
  // jobs
  for (const [nome, itens] of [
    ['addEmprego', c.addEmprego],
    ['editEmprego', c.editEmprego],
  ] as const) {
    itens.forEach((e, i) => {
      for (const m of errosEmprego(e)) ctx.addIssue({ code: 'custom', path: [nome, i], message: m });
    });
  }
  for (const e of c.editEmprego) if (!e.nr_sequencia) erro('editEmprego', M.listaInvalida('editEmprego'));
  for (const e of c.editCurso) if (!e.nr_sequencia) erro('editCurso', M.listaInvalida('editCurso'));
  for (const e of c.editPcd) if (!e.id_cid_candidato) erro('editPcd', M.listaInvalida('editPcd'));

  // codes repeated within the save
  const repetidos = (nome: string, codigos: number[]) => {
    if (new Set(codigos).size !== codigos.length) erro(nome, M.itemRepetido(nome));
  };
  repetidos(
    'cargosSelecionados',
    c.cargosSelecionados.map((x) => x.CD_CARGO as number),
  );
  repetidos(
    'idiomas',
    [...c.addIdioma, ...c.editIdioma].map((x) => x.cd_idioma as number),
  );
  repetidos(
    'softwares',
    [...c.addSoftware, ...c.editSoftware].map((x) => x.cd_conhecimento as number),
  );
  repetidos(
    'competencias',
    [...c.addCompetencia, ...c.editCompetencia].map((x) => x.cd_competencia as number),
  );

  // web access: optional (left empty, the candidate sets it by the portal's e-mail); checked when
  // given, each message on its own field
  if (senhaWebInformada(novo, c.nm_senha_web, c.nm_confirma_senha_web, c.ds_lembrete_senha_web)) {
    const campos = {
      senha: 'nm_senha_web',
      confirmacao: 'nm_confirma_senha_web',
      lembrete: 'ds_lembrete_senha_web',
    } as const;
    for (const e of errosSenhaPorCampo(
      c.nm_senha_web,
      c.nm_confirma_senha_web,
      c.ds_lembrete_senha_web ?? '',
    ))
      erro(campos[e.campo], e.mensagem);
  }
});
export type SalvarCurriculoCorpo = z.input<typeof salvarCurriculoCorpo>;
export type SalvarCurriculo = z.output<typeof salvarCurriculoCorpo>;

/** Answer of the save: status 0 error, 1 success, 2 warning, the message, and the candidate's code. */
export const salvarCurriculoResposta = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  message: z.string(),
  cd_pessoa: z.number().int().nullable(),
});
export type SalvarCurriculoResposta = z.infer<typeof salvarCurriculoResposta>;

// Loading calls

export const curriculoIdParams = z.object({ id: chave });
export const excluiItemParams = z.object({ candidate: chave, id: codigo('int4') });

const txt = z.string().nullable();

/** GET curriculo/dados-base: the catalogues of the editor. */
export const dadosBaseResposta = z.object({
  idiomas: z.array(z.object({ CD_IDIOMA: z.number().int(), NM_IDIOMA: z.string() })),
  softwares: z.array(z.object({ CD_CONHECIMENTO: z.number().int(), NM_CONHECIMENTO: z.string() })),
  competencias: z.array(z.object({ CD_COMPETENCIA: z.number().int(), NM_COMPETENCIA: z.string() })),
  cargos: z.array(z.object({ CD_CARGO: z.number().int(), NM_CARGO: z.string() })),
});
export type DadosBaseResposta = z.infer<typeof dadosBaseResposta>;

export const cursoCandidato = z.object({
  NR_SEQUENCIA: z.number().int(),
  CD_NIVEL: z.number().int(),
  ID_SITUACAO: z.string(),
  DT_CONCLUSAO_CURSO: txt,
  NR_CARGA_HORARIA: z.number().int().nullable(),
  DS_SERIE: txt,
  NM_PESSOA_ESTAB_ENSINO: txt,
  NM_CURSO: txt,
  DS_OBSERVACOES: txt,
});
export const idiomaCandidato = z.object({
  CD_IDIOMA: z.number().int(),
  NM_IDIOMA: z.string(),
  ID_LEITURA: z.number().int(),
  ID_ESCRITA: z.number().int(),
  ID_FALA: z.number().int(),
});
export const softwareCandidato = z.object({
  CD_CONHECIMENTO: z.number().int(),
  NM_CONHECIMENTO: z.string(),
  ID_CONHECIMENTO: z.number().int(),
});
export const competenciaCandidato = z.object({
  CD_COMPETENCIA: z.number().int(),
  NM_COMPETENCIA: z.string(),
  NR_NOTA: z.number().int(),
  ID_MOSTRA_CURRICULO: z.enum(['S', 'N']),
});
export const pcdCandidato = z.object({
  ID_CID_CANDIDATO: z.number().int(),
  CD_TIPO_DEFICIENCIA: z.number().int(),
  NM_TIPO_DEFICIENCIA: z.string(),
  CD_CID: txt,
  DS_OBSERVACAO: txt,
  DT_VALIDADE: txt,
  DS_CAMINHO_LAUDO: txt,
  ID_STATUS: z.string(),
  NM_STATUS: z.string(),
  CRIADO_EM: z.string(),
});
export type CursoCandidato = z.infer<typeof cursoCandidato>;
export type IdiomaCandidato = z.infer<typeof idiomaCandidato>;
export type SoftwareCandidato = z.infer<typeof softwareCandidato>;
export type CompetenciaCandidato = z.infer<typeof competenciaCandidato>;
export type PcdCandidato = z.infer<typeof pcdCandidato>;

/** The editor's fields of GET candidato/dados-candidato/{id}, added to the basic data. */
export const camposCurriculo = {
  NR_DOCUMENTO_PIS: txt,
  NR_DOCUMENTO_NIT: txt,
  ID_PRIMEIRO_EMPREGO: z.enum(['S', 'N']),
  NR_ALTURA: z.number().nullable(),
  NR_PESO: z.number().int().nullable(),
  ID_FUMANTE: txt,
  CD_PAIS: z.number().int().nullable(),
  CD_UF_ORIGEM: txt,
  NM_CIDADE_ORIGEM: txt,
  NR_ANO_CHEGADA_BRASIL: z.number().int().nullable(),
  ID_CUTIS: txt,
  ID_CABELO: txt,
  ID_OLHO: txt,
  NR_CALCADO: z.number().int().nullable(),
  ID_TAMANHO_CALCA: txt,
  ID_TAMANHO_CAMISA: txt,
  ID_EXPERIENCIA: txt,
  ID_ABORDAGEM: txt,
  ID_DEMONSTRACAO: txt,
  ID_REPOSICAO: txt,
  DS_INF_EXPERIENCIA: txt,
  NM_PESSOA_MAE: txt,
  NM_PESSOA_PAI: txt,
  POSSUI_FILHOS: txt,
  NR_FILHO: z.number().int().nullable(),
  POSSUI_VEICULO: txt,
  CD_HABILITACAO_CAT: txt,
  DS_WWW: txt,
  CHECK_RESPONSABILIDADES_SOCIAIS: txt,
  DS_RESPONSABILIDADES_SOCIAIS: txt,
  CHECK_HOBBIES: txt,
  DS_HOBBIES: txt,
  PRETENSAO_SALARIAL: z.number().nullable(),
  DS_EXPERIENCIA_PROFISSIONAL: txt,
  DS_LAUDO: txt,
  DS_FOTO_CANDIDATO: txt,
  ID_USO_IMAGEM: z.string(),
  ID_SITUACAO_ESOCIAL: z.string(),
  CD_CEP: txt,
  NM_CEP: txt,
  NR_ENDERECO: txt,
  DS_COMPLEMENTO: txt,
  DS_REFERENCIA: txt,
  CD_PAIS_RESIDE: z.number().int().nullable(),
  DS_OBSERVACAO_CEL: txt,
  DS_OBSERVACAO_REC: txt,
  DS_OBSERVACAO_RES: txt,
  ID_POSSUI_WHATSAPP_REC: z.enum(['S', 'N']),
  NR_DOCUMENTO_CTPS: txt,
  NR_SERIE_CTPS: txt,
  DT_EMISSAO_CTPS: txt,
  CD_ESTADO_EMITE_CTPS: txt,
  NM_CIDADE_EMITE_CTPS: txt,
  NR_DOCUMENTO_RG: txt,
  ORGAO_EMISSOR_RG: txt,
  DT_EMISSAO_RG: txt,
  CD_ESTADO_EMITE_RG: txt,
  NM_CIDADE_EMITE_RG: txt,
  ID_TURNO_NORMAL: z.enum(['S', 'N']),
  ID_TURNO_MATUTINO: z.enum(['S', 'N']),
  ID_TURNO_VESPERTINO: z.enum(['S', 'N']),
  ID_TURNO_NOTURNO: z.enum(['S', 'N']),
  ID_REVEZAMENTO: z.enum(['S', 'N']),
  /** Whether a web password is stored (the password itself is never answered). */
  ID_SENHA_WEB: z.enum(['S', 'N']),
  DS_LEMBRETE_SENHA_WEB: txt,
} as const;

/** POST candidato/inativa-laudo-pcd, reativa-laudo-pcd, exclui-laudo-pcd. */
export const laudoPcdCorpo = z.object({
  id_cid_candidato: codigo('int8'),
  /** Sent by the legacy client; the server uses the logged user. */
  cd_usuario: z
    .union([z.string().max(20).regex(/^\d*$/), z.number().int().min(0).max(2_147_483_647)])
    .optional(),
});
export const respostaStatus = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  message: z.string(),
});

const motivo = z
  .string({ error: M.motivoMinimo })
  .trim()
  .max(L.motivoMax, { error: `Informe no máximo ${L.motivoMax} caracteres.`, abort: true })
  .regex(PADRAO_TEXTO_VALIDO, 'O texto contém caracteres inválidos.')
  .min(L.motivoMin, M.motivoMinimo);
const usuarioLegado = z
  .union([z.string().max(20).regex(/^\d*$/), z.number().int().min(0).max(2_147_483_647)])
  .optional();

/** POST candidato/bloquear-candidato, desbloquear-candidato: reason of at least 40 characters. */
export const bloqueioCorpo = z.object({
  cd_pessoa_candidato: codigo('int8'),
  /** The state asked: BLOQUEADO or LIBERADO (the path says it too). */
  status_candidato: z.enum(['BLOQUEADO', 'LIBERADO']).optional(),
  ds_observacoes: motivo,
  cd_usuario: usuarioLegado,
});
/** POST candidato/inativar-candidato (date required), ativar-candidato. */
export const inativacaoCorpo = z.object({
  cd_pessoa_candidato: codigo('int8'),
  dt_inativo: z
    .string()
    .max(10, { error: 'Data inválida.', abort: true })
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Data inválida.')
    .nullish(),
  ds_observacoes: motivo,
  cd_usuario: usuarioLegado,
});
/**
 * The date of 'Inativar candidato' as the status bar asks it before the reason: given, and after
 * `hoje` (the server's rule of the inactivation, the same messages).
 */
export function dataInativacaoPainel(hoje: string) {
  return z.object({
    dt_inativo: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, M.dataInativacao)
      .refine((d) => d > hoje, M.dataInativacaoPassada),
  });
}

/** POST candidato/status-esocial. */
export const esocialCorpo = z.object({
  cd_pessoa_candidato: codigo('int8'),
  status: z.enum(['V', 'L', 'E', 'I', 'N', 'R'], { error: 'Situação do e-Social inválida.' }),
  description: z.string().trim().max(2000).regex(PADRAO_TEXTO_VALIDO).nullish(),
  cd_usuario: usuarioLegado,
});
/** GET candidato/atualiza-nota/{id}/{nota}: the score doubled, 0 to 10. */
export const notaParams = z.object({ id: codigo('int8'), nota: inteiroEntrada('int2', { min: 0, max: 10 }) });
/** GET candidato/autoriza-uso-imagem/{id}/{user}. */
export const usoImagemParams = z.object({ id: codigo('int8'), user: inteiroEntrada('int4') });
/** POST candidato/inserir-parecer: 50 to 3800 characters. */
export const parecerCorpo = z.object({
  cd_pessoa_candidato: codigo('int8'),
  ds_observacoes: z
    .string({ error: M.parecerMinimo })
    .trim()
    .max(L.parecerMax, { error: M.parecerMaximo, abort: true })
    .regex(PADRAO_TEXTO_VALIDO, 'O texto contém caracteres inválidos.')
    .min(L.parecerMin, M.parecerMinimo),
  cd_usuario: usuarioLegado,
});
export type ParecerCorpo = z.input<typeof parecerCorpo>;
export const parecerLinha = z.object({
  ID: z.number().int(),
  DS_OBSERVACOES: z.string(),
  NM_USUARIO: z.string().nullable(),
  CRIADO_EM: z.string(),
});
export type ParecerLinha = z.infer<typeof parecerLinha>;

/** Answer of POST candidato/update-profile-picture/{id}: the new photo's key. */
export const fotoResposta = respostaStatus.extend({ DS_FOTO_CANDIDATO: z.string().nullable() });
/** The photo and the reports are sent as their bytes (never through the JSON serializer). */
export const respostaArquivo = z.string().describe('image/png, image/jpeg, application/pdf, Word');
export const arquivoLaudoParams = z.object({ id: codigo('int8') });

export const orgaoEmissorLinha = z.object({ SIGLA: z.string(), NM_ORGAO: z.string() });

/** GET documento/valida-cpf|valida-pis|valida-nit/{número}/{pessoa ou 0}. */
export const validaDocumentoParams = z.object({
  numero: z
    .string()
    .max(L.pisMax, { error: M.documentoInvalido, abort: true })
    .regex(/^[\d.\-/]+$/, M.documentoInvalido),
  pessoa: codigo('int8').or(z.literal('0').transform(() => 0)),
});
export const validaDocumentoResposta = z.object({
  CPF_VALIDO: z.enum(['S', 'N']).optional(),
  PIS_VALIDO: z.enum(['S', 'N']).optional(),
  NIT_VALIDO: z.enum(['S', 'N']).optional(),
  /** The other candidate holding the number, when there is one. */
  CD_PESSOA: z.number().int().nullable(),
  NM_PESSOA: z.string().nullable(),
  /** The message to show, when the number cannot be used. */
  message: z.string().nullable(),
});
export type ValidaDocumentoResposta = z.infer<typeof validaDocumentoResposta>;
