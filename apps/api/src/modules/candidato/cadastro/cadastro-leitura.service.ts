import { erroCpf, MENSAGENS_CADASTRO as M, pisNitValido } from '@backoffice/domain/candidato-cadastro';
import type {
  CompetenciaCandidato,
  CursoCandidato,
  DadosBaseResposta,
  IdiomaCandidato,
  PcdCandidato,
  SoftwareCandidato,
  ValidaDocumentoResposta,
} from '@backoffice/domain/curriculo-cadastro';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, linhas } from '../../../db/client';
import { iso } from '../../../db/linha';
import type { AppDeps } from '../../../platform/deps';
import { notFound } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';

// The record editor's reads: the catalogues, the candidate's sub-lists, and the document checks
// (CPF, PIS/NIT and who already holds them).

const txt = (x: unknown) => (x === null || x === undefined ? null : String(x));
export const digitos = (v: string | null) => (v ? v.replace(/\D/g, '') : null);

export async function consulta<T = Record<string, unknown>>(ex: Executor, q: SQL): Promise<T[]> {
  return linhas<T>(await ex.execute(q));
}

/** 404 'Candidato não encontrado.' unless the candidate exists. */
export async function exigirCandidatoCadastro(ex: Executor, cd: number): Promise<void> {
  const [c] = await consulta(ex, sql`SELECT 1 FROM candidato WHERE cd_pessoa = ${cd}`);
  if (!c) throw notFound(M.candidatoNaoEncontrado);
}

// Loading

/** GET curriculo/dados-base: languages, software, competencies and active positions. */
export async function dadosBase(deps: AppDeps): Promise<DadosBaseResposta> {
  const [idiomas, softwares, competencias, cargos] = await Promise.all([
    consulta<{ CD_IDIOMA: number; NM_IDIOMA: string }>(
      deps.db,
      sql`SELECT cd_idioma::int AS "CD_IDIOMA", nm_idioma AS "NM_IDIOMA" FROM ${tabelasCatalogo.idioma('idioma')} ORDER BY nm_idioma`,
    ),
    consulta<{ CD_CONHECIMENTO: number; NM_CONHECIMENTO: string }>(
      deps.db,
      sql`SELECT cd_conhecimento::int AS "CD_CONHECIMENTO", nm_conhecimento AS "NM_CONHECIMENTO"
            FROM ${tabelasCatalogo.software('software')} ORDER BY nm_conhecimento`,
    ),
    consulta<{ CD_COMPETENCIA: number; NM_COMPETENCIA: string }>(
      deps.db,
      sql`SELECT cd_competencia::int AS "CD_COMPETENCIA", nm_competencia AS "NM_COMPETENCIA"
            FROM ${tabelasCatalogo.competencia('competencia')} ORDER BY nm_competencia`,
    ),
    consulta<{ CD_CARGO: number; NM_CARGO: string }>(
      deps.db,
      sql`SELECT cd_cargo AS "CD_CARGO", nm_cargo AS "NM_CARGO" FROM ${tabelasCatalogo.cargo('cargo')} WHERE id_ativo = 'S' ORDER BY nm_cargo`,
    ),
  ]);
  return { idiomas, softwares, competencias, cargos };
}

export async function cursosDoCandidato(deps: AppDeps, cd: number): Promise<CursoCandidato[]> {
  await exigirCandidatoCadastro(deps.db, cd);
  const r = await consulta(
    deps.db,
    sql`SELECT nr_sequencia, cd_nivel, id_situacao, to_char(dt_conclusao_curso, 'YYYY-MM') AS dt_conclusao_curso,
               nr_carga_horaria, ds_serie, nm_pessoa_estab_ensino, nm_curso, ds_observacoes
          FROM candidato_formacao WHERE cd_pessoa_candidato = ${cd}
         ORDER BY cd_nivel DESC, nr_sequencia`,
  );
  return r.map((x) => ({
    NR_SEQUENCIA: Number(x.nr_sequencia),
    CD_NIVEL: Number(x.cd_nivel),
    ID_SITUACAO: String(x.id_situacao),
    DT_CONCLUSAO_CURSO: txt(x.dt_conclusao_curso),
    NR_CARGA_HORARIA: x.nr_carga_horaria === null ? null : Number(x.nr_carga_horaria),
    DS_SERIE: txt(x.ds_serie),
    NM_PESSOA_ESTAB_ENSINO: txt(x.nm_pessoa_estab_ensino),
    NM_CURSO: txt(x.nm_curso),
    DS_OBSERVACOES: txt(x.ds_observacoes),
  }));
}

export async function idiomasDoCandidato(deps: AppDeps, cd: number): Promise<IdiomaCandidato[]> {
  await exigirCandidatoCadastro(deps.db, cd);
  return consulta(
    deps.db,
    sql`SELECT i.cd_idioma::int AS "CD_IDIOMA", k.nm_idioma AS "NM_IDIOMA", i.id_leitura::int AS "ID_LEITURA",
               i.id_escrita::int AS "ID_ESCRITA", i.id_fala::int AS "ID_FALA"
          FROM candidato_idioma i JOIN ${tabelasCatalogo.idioma('k')} ON k.cd_idioma = i.cd_idioma
         WHERE i.cd_pessoa_candidato = ${cd} ORDER BY k.nm_idioma`,
  );
}

export async function softwaresDoCandidato(deps: AppDeps, cd: number): Promise<SoftwareCandidato[]> {
  await exigirCandidatoCadastro(deps.db, cd);
  return consulta(
    deps.db,
    sql`SELECT s.cd_conhecimento::int AS "CD_CONHECIMENTO", k.nm_conhecimento AS "NM_CONHECIMENTO",
               s.id_conhecimento::int AS "ID_CONHECIMENTO"
          FROM candidato_software s JOIN ${tabelasCatalogo.software('k')} ON k.cd_conhecimento = s.cd_conhecimento
         WHERE s.cd_pessoa_candidato = ${cd} ORDER BY k.nm_conhecimento`,
  );
}

export async function competenciasDoCandidato(deps: AppDeps, cd: number): Promise<CompetenciaCandidato[]> {
  await exigirCandidatoCadastro(deps.db, cd);
  return consulta(
    deps.db,
    sql`SELECT s.cd_competencia::int AS "CD_COMPETENCIA", k.nm_competencia AS "NM_COMPETENCIA",
               s.nr_nota::int AS "NR_NOTA", s.id_mostra_curriculo AS "ID_MOSTRA_CURRICULO"
          FROM candidato_competencia s JOIN ${tabelasCatalogo.competencia('k')} ON k.cd_competencia = s.cd_competencia
         WHERE s.cd_pessoa_candidato = ${cd} ORDER BY k.nm_competencia`,
  );
}

export async function pcdDoCandidato(deps: AppDeps, cd: number): Promise<PcdCandidato[]> {
  await exigirCandidatoCadastro(deps.db, cd);
  const r = await consulta(
    deps.db,
    sql`SELECT d.id_cid_candidato, d.cd_tipo_deficiencia, t.nm_tipo_deficiencia, d.cd_cid, d.ds_observacao,
               to_char(d.dt_validade, 'YYYY-MM-DD') AS dt_validade, d.ds_caminho_laudo, d.id_status, d.criado_em
          FROM candidato_deficiencia d JOIN ${tabelasCatalogo.tipo_deficiencia('t')} ON t.cd_tipo_deficiencia = d.cd_tipo_deficiencia
         WHERE d.cd_pessoa_candidato = ${cd} ORDER BY d.criado_em DESC, d.id_cid_candidato DESC`,
  );
  return r.map((x) => ({
    ID_CID_CANDIDATO: Number(x.id_cid_candidato),
    CD_TIPO_DEFICIENCIA: Number(x.cd_tipo_deficiencia),
    NM_TIPO_DEFICIENCIA: String(x.nm_tipo_deficiencia),
    CD_CID: txt(x.cd_cid),
    DS_OBSERVACAO: txt(x.ds_observacao),
    DT_VALIDADE: txt(x.dt_validade),
    DS_CAMINHO_LAUDO: txt(x.ds_caminho_laudo),
    ID_STATUS: String(x.id_status),
    NM_STATUS: x.id_status === 'I' ? 'Inativo' : 'Ativo',
    CRIADO_EM: iso(x.criado_em as Date | string),
  }));
}

// Documents

type TipoDocumento = 'cpf' | 'pis' | 'nit';

/**
 * GET documento/valida-cpf|valida-pis|valida-nit/{número}/{pessoa ou 0}: the number's check digits
 * and the other candidate holding it (the person being edited is left out).
 */
export async function validaDocumento(
  deps: AppDeps,
  tipo: TipoDocumento,
  numero: string,
  pessoa: number,
): Promise<ValidaDocumentoResposta> {
  const d = numero.replace(/\D/g, '');
  const valido = tipo === 'cpf' ? erroCpf(d) === null : pisNitValido(d);
  const chave = tipo === 'cpf' ? 'CPF_VALIDO' : tipo === 'pis' ? 'PIS_VALIDO' : 'NIT_VALIDO';
  if (!valido) {
    return {
      [chave]: 'N',
      CD_PESSOA: null,
      NM_PESSOA: null,
      message: tipo === 'cpf' ? M.cpfInvalido : M.documentoInvalido,
    };
  }
  const outro = await donoDoDocumento(deps.db, tipo, d, pessoa);
  return {
    [chave]: outro ? 'N' : 'S',
    CD_PESSOA: outro?.cd ?? null,
    NM_PESSOA: outro?.nome ?? null,
    message: outro ? (tipo === 'cpf' ? M.cpfExistente : M.pisNitExistente(outro.nome)) : null,
  };
}

export async function donoDoDocumento(
  ex: Executor,
  tipo: TipoDocumento,
  d: string,
  pessoa: number,
): Promise<{ cd: number; nome: string } | null> {
  const [r] =
    tipo === 'cpf'
      ? await consulta(
          ex,
          sql`SELECT cd_pessoa, nm_pessoa FROM candidato_busca
               WHERE nr_documento_cpf = ${d} AND cd_pessoa <> ${pessoa} LIMIT 1`,
        )
      : await consulta(
          ex,
          // PIS and NIT are the same number: either column of another candidate counts
          sql`SELECT c.cd_pessoa, p.nm_pessoa FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
               WHERE (c.nr_documento_pis = ${d} OR c.nr_documento_nit = ${d}) AND c.cd_pessoa <> ${pessoa}
               LIMIT 1`,
        );
  return r ? { cd: Number(r.cd_pessoa), nome: String(r.nm_pessoa) } : null;
}
