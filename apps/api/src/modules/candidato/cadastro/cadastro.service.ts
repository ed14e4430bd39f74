import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  alturaParaMetros,
  erroCpf,
  MENSAGENS_CADASTRO as M,
  moedaParaNumero,
  pisNitValido,
} from '@backoffice/domain/candidato-cadastro';
import { escolaridadeDaFormacao } from '@backoffice/domain/catalogos';
import type {
  CompetenciaCandidato,
  CursoCandidato,
  DadosBaseResposta,
  IdiomaCandidato,
  PcdCandidato,
  SalvarCurriculo,
  SalvarCurriculoResposta,
  SoftwareCandidato,
  ValidaDocumentoResposta,
} from '@backoffice/domain/curriculo-cadastro';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, linhas, type Tx } from '../../../db/client';
import { iso } from '../../../db/linha';
import { novaChave, type TipoArquivo } from '../../../platform/adapters/armazenamento';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { hashSenha } from '../../../platform/password';
import { armazenamentoDe, conferirLaudo } from './arquivos-candidato.service';

const txt = (x: unknown) => (x === null || x === undefined ? null : String(x));
const digitos = (v: string | null) => (v ? v.replace(/\D/g, '') : null);

async function consulta<T = Record<string, unknown>>(ex: Executor, q: SQL): Promise<T[]> {
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
      sql`SELECT cd_idioma::int AS "CD_IDIOMA", nm_idioma AS "NM_IDIOMA" FROM idioma ORDER BY nm_idioma`,
    ),
    consulta<{ CD_CONHECIMENTO: number; NM_CONHECIMENTO: string }>(
      deps.db,
      sql`SELECT cd_conhecimento::int AS "CD_CONHECIMENTO", nm_conhecimento AS "NM_CONHECIMENTO"
            FROM software ORDER BY nm_conhecimento`,
    ),
    consulta<{ CD_COMPETENCIA: number; NM_COMPETENCIA: string }>(
      deps.db,
      sql`SELECT cd_competencia::int AS "CD_COMPETENCIA", nm_competencia AS "NM_COMPETENCIA"
            FROM competencia ORDER BY nm_competencia`,
    ),
    consulta<{ CD_CARGO: number; NM_CARGO: string }>(
      deps.db,
      sql`SELECT cd_cargo AS "CD_CARGO", nm_cargo AS "NM_CARGO" FROM cargo WHERE id_ativo = 'S' ORDER BY nm_cargo`,
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
          FROM candidato_idioma i JOIN idioma k ON k.cd_idioma = i.cd_idioma
         WHERE i.cd_pessoa_candidato = ${cd} ORDER BY k.nm_idioma`,
  );
}

export async function softwaresDoCandidato(deps: AppDeps, cd: number): Promise<SoftwareCandidato[]> {
  await exigirCandidatoCadastro(deps.db, cd);
  return consulta(
    deps.db,
    sql`SELECT s.cd_conhecimento::int AS "CD_CONHECIMENTO", k.nm_conhecimento AS "NM_CONHECIMENTO",
               s.id_conhecimento::int AS "ID_CONHECIMENTO"
          FROM candidato_software s JOIN software k ON k.cd_conhecimento = s.cd_conhecimento
         WHERE s.cd_pessoa_candidato = ${cd} ORDER BY k.nm_conhecimento`,
  );
}

export async function competenciasDoCandidato(deps: AppDeps, cd: number): Promise<CompetenciaCandidato[]> {
  await exigirCandidatoCadastro(deps.db, cd);
  return consulta(
    deps.db,
    sql`SELECT s.cd_competencia::int AS "CD_COMPETENCIA", k.nm_competencia AS "NM_COMPETENCIA",
               s.nr_nota::int AS "NR_NOTA", s.id_mostra_curriculo AS "ID_MOSTRA_CURRICULO"
          FROM candidato_competencia s JOIN competencia k ON k.cd_competencia = s.cd_competencia
         WHERE s.cd_pessoa_candidato = ${cd} ORDER BY k.nm_competencia`,
  );
}

export async function pcdDoCandidato(deps: AppDeps, cd: number): Promise<PcdCandidato[]> {
  await exigirCandidatoCadastro(deps.db, cd);
  const r = await consulta(
    deps.db,
    sql`SELECT d.id_cid_candidato, d.cd_tipo_deficiencia, t.nm_tipo_deficiencia, d.cd_cid, d.ds_observacao,
               to_char(d.dt_validade, 'YYYY-MM-DD') AS dt_validade, d.ds_caminho_laudo, d.id_status, d.criado_em
          FROM candidato_deficiencia d JOIN tipo_deficiencia t ON t.cd_tipo_deficiencia = d.cd_tipo_deficiencia
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

async function donoDoDocumento(
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

// Save

export interface CtxCadastro {
  deps: AppDeps;
  /** The back-office user; null when the candidate saves their own record from the portal (edit only). */
  usuario: UsuarioSessao | null;
  /** Jobs and educations of this record to delete in the save's transaction (the portal's area). */
  remover?: { empregos: readonly number[]; cursos: readonly number[] };
}

/** The candidate's columns from the form (the form's names of §3.1 → the table's). */
function colunasCandidato(c: SalvarCurriculo, senhaHash: string | null) {
  const semEventos = c.id_experiencia !== 'S';
  const colunas: Record<string, unknown> = {
    dt_nascimento: c.dt_nascimento,
    id_sexo: c.id_sexo,
    id_estado_civil: c.id_estado_civil,
    nm_pessoa_mae: c.nm_pessoa_mae,
    nm_pessoa_pai: c.nm_pessoa_pai,
    cd_pais_origem: c.cd_pais,
    cd_uf_origem: c.cd_pais === 1 ? (c.cd_uf?.toUpperCase() ?? null) : null,
    nm_cidade_origem: c.cd_pais === 1 ? c.nm_cidade_origem : null,
    nr_ano_chegada_brasil:
      c.cd_pais !== 1 && c.nr_ano_chegada_brasil ? Number(c.nr_ano_chegada_brasil) : null,
    id_primeiro_emprego: c.id_primeiro_emprego,
    id_possue_deficiencia: c.id_possue_deficiencia,
    nr_altura: alturaParaMetros(c.nr_altura),
    nr_peso: c.nr_peso ? Number(c.nr_peso) : null,
    id_fumante: c.id_fumante,
    id_cutis: c.id_cutis,
    id_cabelo: c.id_cabelo,
    id_olho: c.id_olho,
    nr_calcado: c.nr_calcado ? Number(c.nr_calcado) : null,
    id_tamanho_calca: c.id_tamanho_calca,
    id_tamanho_camisa: c.id_tamanho_camisa,
    id_experiencia: c.id_experiencia,
    // experience in events off: its kinds are cleared (§4)
    id_abordagem: semEventos ? 'N' : c.id_abordagem,
    id_demonstracao: semEventos ? 'N' : c.id_demonstracao,
    id_reposicao: semEventos ? 'N' : c.id_reposicao,
    ds_inf_experiencia: c.ds_inf_experiencia,
    // children off: the quantity is 0 (§4)
    possui_filhos: c.possui_filhos,
    nr_filho: c.possui_filhos === 'S' ? c.nr_filho : 0,
    possui_veiculo: c.possui_veiculo,
    cd_habilitacao_cat: c.cd_habilitacao_cat,
    ds_www: c.ds_www,
    check_responsabilidades_sociais: c.check_responsabilidades_sociais,
    ds_responsabilidades_sociais:
      c.check_responsabilidades_sociais === 'S' ? c.ds_responsabilidades_sociais : null,
    check_hobbies: c.check_hobbies,
    ds_hobbies: c.check_hobbies === 'S' ? c.ds_hobbies : null,
    pretensao_salarial: moedaParaNumero(c.pretensao_salarial),
    ds_experiencia_profissional: c.ds_experiencia_profissional,
    ds_laudo: c.ds_laudo,
    cd_cep: digitos(c.cd_cep),
    nm_cep: c.nm_cep,
    nr_endereco: c.nr_endereco,
    ds_complemento: c.ds_complemento,
    ds_referencia: c.ds_referencia,
    nm_bairro: c.nm_bairro,
    nm_cidade: c.nm_cidade_reside,
    cd_uf: c.cd_uf_reside?.toUpperCase() ?? null,
    cd_pais: c.cd_pais_reside ?? 1,
    nr_telefone_cel: digitos(c.nr_telefone_cel),
    nr_telefone_rec: digitos(c.nr_telefone_rec),
    nr_telefone_res: digitos(c.nr_telefone_res),
    ds_observacao_cel: c.ds_observacao_cel,
    ds_observacao_rec: c.ds_observacao_rec,
    ds_observacao_res: c.ds_observacao_res,
    id_possui_whatsapp_cel: c.id_possui_whatsapp_cel,
    id_possui_whatsapp_rec: c.id_possui_whatsapp_rec,
    nr_documento_pis: digitos(c.nr_documento_pis) || null,
    nr_documento_nit: digitos(c.nr_documento_nit) || null,
    nr_documento_ctps: c.nr_documento_ctps,
    nr_serie_ctps: c.nr_serie_ctps,
    dt_emissao_ctps: c.dt_emissao_ctps,
    cd_estado_emite_ctps: c.cd_estado_emite_ctps?.toUpperCase() ?? null,
    nm_cidade_emite_ctps: c.nm_cidade_emite_ctps,
    nr_documento_rg: c.nr_documento_rg,
    orgao_emissor_rg: c.orgao_emissor_rg,
    dt_emissao_rg: c.dt_emissao_rg,
    cd_estado_emite_rg: c.cd_estado_emite_rg?.toUpperCase() ?? null,
    nm_cidade_emite_rg: c.nm_cidade_emite_rg,
    id_turno_normal: c.id_turno_normal,
    id_turno_matutino: c.id_turno_matutino,
    id_turno_vespertino: c.id_turno_vespertino,
    id_turno_noturno: c.id_turno_noturno,
    id_revezamento: c.id_revezamento,
    ds_lembrete_senha_web: c.ds_lembrete_senha_web,
  };
  if (senhaHash) colunas.nm_senha_web = senhaHash;
  return colunas;
}

const UF = /^[A-Z]{2}$/;

/**
 * POST candidato/salvar-curriculo: the whole record in one transaction (person, candidate, every
 * sub-list, the derived education level, the search data, the who-changed-what row): all is stored
 * or nothing. The candidate's row is locked first, so two saves of one candidate run one after the
 * other; sub-records are added and edited by their ids, never replaced, so a later save does not
 * erase what an earlier one added (docs/decisions/0010-candidate-concurrent-saves.md).
 */
export async function salvarCurriculo(
  ctx: CtxCadastro,
  c: SalvarCurriculo,
  arquivos: ReadonlyMap<string, Uint8Array> = new Map(),
): Promise<SalvarCurriculoResposta> {
  // the report files named by the disability records: checked by their bytes before anything is written
  const laudos = new Map<string, { dados: Uint8Array; tipo: TipoArquivo }>();
  for (const d of [...c.addPcd, ...c.editPcd]) {
    if (!d.arquivo) continue;
    const dados = arquivos.get(d.arquivo);
    if (!dados) throw badRequest(M.laudoArquivoAusente);
    laudos.set(d.arquivo, { dados, tipo: conferirLaudo(dados) });
  }
  const gravados: string[] = [];
  const substituidos: string[] = [];
  const arm = armazenamentoDe(ctx.deps);
  try {
    const r = await salvarNaTransacao(ctx, c, laudos, gravados, substituidos);
    for (const k of substituidos) await arm.apagar(k).catch(() => {});
    return r;
  } catch (e) {
    // nothing was stored: no file stays behind either
    for (const k of gravados) await arm.apagar(k).catch(() => {});
    throw e;
  }
}

async function salvarNaTransacao(
  ctx: CtxCadastro,
  c: SalvarCurriculo,
  laudos: ReadonlyMap<string, { dados: Uint8Array; tipo: TipoArquivo }>,
  gravados: string[],
  substituidos: string[],
): Promise<SalvarCurriculoResposta> {
  const { deps, usuario } = ctx;
  // who wrote (the trigger on candidato records it); null is the candidate, who makes no operation
  const quem = usuario?.cd_sip ?? null;
  const ufs: [string, string][] = [];
  for (const [campo, v] of [
    ['cd_uf', c.cd_pais === 1 ? c.cd_uf : null],
    ['cd_uf_reside', c.cd_uf_reside],
    ['cd_estado_emite_ctps', c.cd_estado_emite_ctps],
    ['cd_estado_emite_rg', c.cd_estado_emite_rg],
  ] as const) {
    if (v) ufs.push([campo, v]);
  }
  for (const [campo, v] of ufs) if (!UF.test(v.toUpperCase())) throw badRequest(`${campo}: UF inválida`);
  if (ufs.length) {
    const conhecidas = new Set(
      (
        await consulta<{ cd_uf: string }>(
          deps.db,
          sql`SELECT cd_uf FROM estado WHERE cd_uf IN (${sql.join(
            ufs.map(([, v]) => sql`${v.toUpperCase()}`),
            sql`, `,
          )})`,
        )
      ).map((e) => e.cd_uf),
    );
    for (const [campo, v] of ufs)
      if (!conhecidas.has(v.toUpperCase())) throw badRequest(`${campo}: UF inválida`);
  }
  const senhaHash = c.nm_senha_web ? await hashSenha(c.nm_senha_web) : null;
  const cpf = digitos(c.nr_documento_cpf) as string;
  const pis = digitos(c.nr_documento_pis) || null;
  const nit = digitos(c.nr_documento_nit) || null;

  return deps.db.transaction(async (tx) => {
    let cd = c.cd_pessoa_candidato;
    const novo = cd === null;
    if (novo && !usuario) throw new Error('a new record is created by a back-office user');
    if (!novo) {
      const [existe] = await consulta(tx, sql`SELECT 1 FROM candidato WHERE cd_pessoa = ${cd} FOR UPDATE`);
      if (!existe) throw notFound(M.candidatoNaoEncontrado);
    }
    const eu = cd ?? 0;

    // duplicates: one candidate per CPF (a unique index holds it under races), PIS/NIT of one person
    if (await donoDoDocumento(tx, 'cpf', cpf, eu)) throw conflict(M.cpfExistente);
    for (const numero of [pis, nit]) {
      if (!numero) continue;
      const dono = await donoDoDocumento(tx, 'pis', numero, eu);
      if (dono) throw conflict(M.pisNitExistente(dono.nome));
    }
    if (novo && c.id_confirma_homonimo !== 'S') {
      const [homonimo] = await consulta(
        tx,
        sql`SELECT c.cd_pessoa FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
             WHERE c.dt_nascimento = ${c.dt_nascimento}::date
               AND f_unaccent(lower(p.nm_pessoa)) = f_unaccent(lower(${c.nm_pessoa}))
             LIMIT 1`,
      );
      if (homonimo) {
        const outro = Number(homonimo.cd_pessoa);
        return { status: 2 as const, message: M.homonimo(outro), cd_pessoa: outro };
      }
    }

    const colunas = colunasCandidato(c, senhaHash);
    if (novo) {
      const [p] = await consulta(
        tx,
        sql`INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa, nm_apelido, nr_documento_cpf, ds_email, criado_por, alterado_por)
            VALUES ('F', ${c.nm_pessoa}, ${c.nm_apelido}, ${cpf}, ${c.ds_email}, ${quem}, ${quem})
            RETURNING cd_pessoa`,
      );
      cd = Number(p.cd_pessoa);
      const nomes = ['cd_pessoa', 'cd_empresa', 'criado_por', 'alterado_por', ...Object.keys(colunas)];
      const valores = [cd, usuario?.cd_unid, quem, quem, ...Object.values(colunas)];
      await tx.execute(
        sql`INSERT INTO candidato (${sql.raw(nomes.join(', '))}) VALUES (${sql.join(
          valores.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
    } else {
      await tx.execute(
        sql`UPDATE pessoa SET nm_pessoa = ${c.nm_pessoa}, nm_apelido = ${c.nm_apelido}, nr_documento_cpf = ${cpf},
                   ds_email = ${c.ds_email}, alterado_em = now(), alterado_por = ${quem}
             WHERE cd_pessoa = ${cd}`,
      );
      const sets = Object.entries(colunas).map(([k, v]) => sql`${sql.raw(k)} = ${v}`);
      await tx.execute(
        sql`UPDATE candidato SET ${sql.join(sets, sql`, `)}, alterado_em = now(), alterado_por = ${quem}
             WHERE cd_pessoa = ${cd}`,
      );
    }
    const cdPessoa = cd as number;
    const gravarLaudo = async (arquivo: string) => {
      const l = laudos.get(arquivo) as { dados: Uint8Array; tipo: TipoArquivo };
      const chave = novaChave('laudos', cdPessoa, l.tipo);
      await armazenamentoDe(deps).gravar(chave, l.dados);
      gravados.push(chave);
      return chave;
    };
    const remover = ctx.remover;
    if (remover?.empregos.length)
      await tx.execute(sql`DELETE FROM candidato_emprego WHERE cd_pessoa_candidato = ${cdPessoa}
                              AND nr_sequencia = ANY(${sql.param(remover.empregos)}::bigint[])`);
    if (remover?.cursos.length)
      await tx.execute(sql`DELETE FROM candidato_formacao WHERE cd_pessoa_candidato = ${cdPessoa}
                              AND nr_sequencia = ANY(${sql.param(remover.cursos)}::bigint[])`);
    await salvarSubListas(tx, cdPessoa, c, quem, gravarLaudo, substituidos);
    await conferirResultado(tx, cdPessoa, c);
    // the change is recorded by the trigger on candidato (candidato_operacao)
    await tx.execute(
      sql`UPDATE candidato SET alterado_em = now(), alterado_por = ${quem} WHERE cd_pessoa = ${cdPessoa}`,
    );
    await tx.execute(sql`SELECT atualizar_pesquisa_candidato(${cdPessoa}::bigint)`);
    return {
      status: 1 as const,
      message: novo ? M.sucessoCadastro : M.sucessoAtualizacao,
      cd_pessoa: cdPessoa,
    };
  });
}

/** An UPDATE of one sub-record of this candidate; 400 when it is not theirs (or no longer exists). */
async function atualizarItem(tx: Tx, q: SQL, lista: string): Promise<void> {
  const r = await consulta(tx, sql`${q} RETURNING 1`);
  if (r.length === 0) throw badRequest(M.registroInexistente(lista));
}

async function salvarSubListas(
  tx: Tx,
  cd: number,
  c: SalvarCurriculo,
  quem: number | null,
  gravarLaudo: (arquivo: string) => Promise<string>,
  substituidos: string[],
): Promise<void> {
  for (const e of c.editEmprego) {
    await atualizarItem(
      tx,
      sql`UPDATE candidato_emprego SET nm_pessoa_empresa = ${e.nm_pessoa_empresa}, nm_cargo = ${e.nm_cargo},
                 vl_ultimo_salario = ${moedaParaNumero(e.vl_ultimo_salario)}, dt_inicio = ${e.dt_inicio}::date,
                 dt_fim = ${e.dt_fim}::date, ds_motivo_saida = ${e.ds_motivo_saida},
                 ds_experiencia_profissional = ${e.ds_experiencia_profissional}
           WHERE nr_sequencia = ${e.nr_sequencia} AND cd_pessoa_candidato = ${cd}`,
      'emprego',
    );
  }
  for (const e of c.addEmprego) {
    await tx.execute(
      sql`INSERT INTO candidato_emprego (cd_pessoa_candidato, nm_pessoa_empresa, nm_cargo, vl_ultimo_salario,
                 dt_inicio, dt_fim, ds_motivo_saida, ds_experiencia_profissional)
          VALUES (${cd}, ${e.nm_pessoa_empresa}, ${e.nm_cargo}, ${moedaParaNumero(e.vl_ultimo_salario)},
                  ${e.dt_inicio}::date, ${e.dt_fim}::date, ${e.ds_motivo_saida}, ${e.ds_experiencia_profissional})`,
    );
  }
  for (const f of c.editCurso) {
    await atualizarItem(
      tx,
      sql`UPDATE candidato_formacao SET cd_nivel = ${f.cd_nivel}, id_situacao = ${f.id_situacao},
                 dt_conclusao_curso = ${f.dt_conclusao_curso}::date, nr_carga_horaria = ${f.nr_carga_horaria},
                 ds_serie = ${f.ds_serie}, nm_pessoa_estab_ensino = ${f.nm_pessoa_estab_ensino},
                 nm_curso = ${f.nm_curso}, ds_observacoes = ${f.ds_observacoes}
           WHERE nr_sequencia = ${f.nr_sequencia} AND cd_pessoa_candidato = ${cd}`,
      'formação',
    );
  }
  for (const f of c.addCurso) {
    await tx.execute(
      sql`INSERT INTO candidato_formacao (cd_pessoa_candidato, cd_nivel, id_situacao, dt_conclusao_curso,
                 nr_carga_horaria, ds_serie, nm_pessoa_estab_ensino, nm_curso, ds_observacoes)
          VALUES (${cd}, ${f.cd_nivel}, ${f.id_situacao}, ${f.dt_conclusao_curso}::date, ${f.nr_carga_horaria},
                  ${f.ds_serie}, ${f.nm_pessoa_estab_ensino}, ${f.nm_curso}, ${f.ds_observacoes})`,
    );
  }
  // languages, software and competencies are keyed by their code: an edit changes the stored card,
  // an add of a code another user has just added updates it (the last levels typed win)
  for (const i of c.editIdioma) {
    await atualizarItem(
      tx,
      sql`UPDATE candidato_idioma SET id_leitura = ${i.id_leitura}, id_escrita = ${i.id_escrita}, id_fala = ${i.id_fala}
           WHERE cd_pessoa_candidato = ${cd} AND cd_idioma = ${i.cd_idioma}`,
      'idioma',
    );
  }
  for (const i of c.addIdioma) {
    await tx.execute(
      sql`INSERT INTO candidato_idioma (cd_pessoa_candidato, cd_idioma, id_leitura, id_escrita, id_fala)
          VALUES (${cd}, ${i.cd_idioma}, ${i.id_leitura}, ${i.id_escrita}, ${i.id_fala})
          ON CONFLICT (cd_pessoa_candidato, cd_idioma) DO UPDATE
            SET id_leitura = EXCLUDED.id_leitura, id_escrita = EXCLUDED.id_escrita, id_fala = EXCLUDED.id_fala`,
    );
  }
  for (const s of c.editSoftware) {
    await atualizarItem(
      tx,
      sql`UPDATE candidato_software SET id_conhecimento = ${s.id_conhecimento}
           WHERE cd_pessoa_candidato = ${cd} AND cd_conhecimento = ${s.cd_conhecimento}`,
      'software',
    );
  }
  for (const s of c.addSoftware) {
    await tx.execute(
      sql`INSERT INTO candidato_software (cd_pessoa_candidato, cd_conhecimento, id_conhecimento)
          VALUES (${cd}, ${s.cd_conhecimento}, ${s.id_conhecimento})
          ON CONFLICT (cd_pessoa_candidato, cd_conhecimento) DO UPDATE SET id_conhecimento = EXCLUDED.id_conhecimento`,
    );
  }
  for (const s of c.editCompetencia) {
    await atualizarItem(
      tx,
      sql`UPDATE candidato_competencia SET nr_nota = ${s.nr_nota}, id_mostra_curriculo = ${s.id_mostra_curriculo}
           WHERE cd_pessoa_candidato = ${cd} AND cd_competencia = ${s.cd_competencia}`,
      'competência',
    );
  }
  for (const s of c.addCompetencia) {
    await tx.execute(
      sql`INSERT INTO candidato_competencia (cd_pessoa_candidato, cd_competencia, nr_nota, id_mostra_curriculo)
          VALUES (${cd}, ${s.cd_competencia}, ${s.nr_nota}, ${s.id_mostra_curriculo})
          ON CONFLICT (cd_pessoa_candidato, cd_competencia) DO UPDATE
            SET nr_nota = EXCLUDED.nr_nota, id_mostra_curriculo = EXCLUDED.id_mostra_curriculo`,
    );
  }
  for (const d of c.editPcd) {
    const [antes] = await consulta(
      tx,
      sql`SELECT ds_caminho_laudo FROM candidato_deficiencia
           WHERE id_cid_candidato = ${d.id_cid_candidato} AND cd_pessoa_candidato = ${cd}`,
    );
    if (!antes) throw badRequest(M.registroInexistente('laudo PCD'));
    const chave = d.arquivo ? await gravarLaudo(d.arquivo) : null;
    await tx.execute(
      sql`UPDATE candidato_deficiencia SET cd_tipo_deficiencia = ${d.cd_tipo_deficiencia}, cd_cid = ${d.cd_cid},
                 ds_observacao = ${d.ds_observacao}, dt_validade = ${d.dt_validade}::date,
                 ds_caminho_laudo = coalesce(${chave}, ds_caminho_laudo)
           WHERE id_cid_candidato = ${d.id_cid_candidato}`,
    );
    if (chave && antes.ds_caminho_laudo) substituidos.push(String(antes.ds_caminho_laudo));
  }
  for (const d of c.addPcd) {
    const chave = d.arquivo ? await gravarLaudo(d.arquivo) : null;
    await tx.execute(
      sql`INSERT INTO candidato_deficiencia (cd_pessoa_candidato, cd_tipo_deficiencia, cd_cid, ds_observacao,
                 dt_validade, ds_caminho_laudo, criado_por)
          VALUES (${cd}, ${d.cd_tipo_deficiencia}, ${d.cd_cid}, ${d.ds_observacao}, ${d.dt_validade}::date,
                  ${chave}, ${quem})`,
    );
  }
  // desired positions: the selection sent is the whole list (an edit sending none keeps the stored one)
  if (c.cargosSelecionados.length > 0) {
    const codigos = c.cargosSelecionados.map((x) => x.CD_CARGO as number);
    await tx.execute(
      sql`DELETE FROM candidato_cargo WHERE cd_pessoa_candidato = ${cd}
            AND cd_cargo NOT IN (${sql.join(
              codigos.map((x) => sql`${x}`),
              sql`, `,
            )})`,
    );
    for (const k of c.cargosSelecionados) {
      await tx.execute(
        sql`INSERT INTO candidato_cargo (cd_pessoa_candidato, cd_cargo, nr_experiencia)
            VALUES (${cd}, ${k.CD_CARGO}, ${k.NR_EXPERIENCIA})
            ON CONFLICT (cd_pessoa_candidato, cd_cargo) DO UPDATE SET nr_experiencia = EXCLUDED.nr_experiencia`,
      );
    }
  }
}

/**
 * What the record must hold once the sub-lists are stored: an education, a desired position, an
 * active disability record when the person has a disability. Also derives the education level
 * and the 'studying' flag from the education records.
 */
async function conferirResultado(tx: Tx, cd: number, c: SalvarCurriculo): Promise<void> {
  const formacoes = await consulta<{ cd_nivel: number; id_situacao: string }>(
    tx,
    sql`SELECT cd_nivel, id_situacao FROM candidato_formacao WHERE cd_pessoa_candidato = ${cd}`,
  );
  if (formacoes.length === 0) throw badRequest(M.formacao);
  const [cargos] = await consulta(
    tx,
    sql`SELECT count(*)::int AS n FROM candidato_cargo WHERE cd_pessoa_candidato = ${cd}`,
  );
  if (Number(cargos.n) === 0) throw badRequest(M.cargo);
  if (c.id_possue_deficiencia === 'S') {
    const [pcd] = await consulta(
      tx,
      sql`SELECT count(*)::int AS n FROM candidato_deficiencia WHERE cd_pessoa_candidato = ${cd} AND id_status = 'A'`,
    );
    if (Number(pcd.n) === 0) throw badRequest(M.tipoDeficiencia);
  }
  await gravarEscolaridade(tx, cd, formacoes);
}

/** The education level the record proves (its highest) and whether it is studying, from its educations. */
async function gravarEscolaridade(
  tx: Tx,
  cd: number,
  formacoes: readonly { cd_nivel: number; id_situacao: string }[],
): Promise<void> {
  let escolaridade: number | null = null;
  for (const f of formacoes) {
    const e = escolaridadeDaFormacao(Number(f.cd_nivel), String(f.id_situacao));
    if (e !== null && (escolaridade === null || e > escolaridade)) escolaridade = e;
  }
  const cursando = formacoes.some((f) => f.id_situacao === 'A') ? 'S' : 'N';
  await tx.execute(
    sql`UPDATE candidato SET cd_escolaridade = ${escolaridade}, id_cursando = ${cursando} WHERE cd_pessoa = ${cd}`,
  );
}

// Deleting saved cards

type Exclusao = { status: 0 | 1; message: string };

async function excluir(
  deps: AppDeps,
  usuario: UsuarioSessao,
  q: (tx: Tx) => Promise<number | null>,
  o: string,
): Promise<Exclusao> {
  return deps.db.transaction(async (tx) => {
    const cd = await q(tx);
    if (cd === null) throw notFound(M.naoExcluido(o));
    await tx.execute(
      sql`UPDATE candidato SET alterado_em = now(), alterado_por = ${usuario.cd_sip} WHERE cd_pessoa = ${cd}`,
    );
    await tx.execute(sql`SELECT atualizar_pesquisa_candidato(${cd}::bigint)`);
    return { status: 1 as const, message: M.excluido };
  });
}

const apagado = async (tx: Tx, q: SQL) => {
  const [r] = await consulta(tx, sql`${q} RETURNING cd_pessoa_candidato`);
  return r ? Number(r.cd_pessoa_candidato) : null;
};

/** GET candidato/exclui-emprego/{id}. */
export function excluirEmprego(deps: AppDeps, usuario: UsuarioSessao, id: number) {
  return excluir(
    deps,
    usuario,
    (tx) => apagado(tx, sql`DELETE FROM candidato_emprego WHERE nr_sequencia = ${id}`),
    'emprego',
  );
}

/** GET candidato/exclui-curso/{id}: the last education of a candidate is not deleted (409). */
export function excluirCurso(deps: AppDeps, usuario: UsuarioSessao, id: number) {
  return excluir(
    deps,
    usuario,
    async (tx) => {
      const cd = await apagado(tx, sql`DELETE FROM candidato_formacao WHERE nr_sequencia = ${id}`);
      if (cd === null) return null;
      const formacoes = await consulta<{ cd_nivel: number; id_situacao: string }>(
        tx,
        sql`SELECT cd_nivel, id_situacao FROM candidato_formacao WHERE cd_pessoa_candidato = ${cd}`,
      );
      if (formacoes.length === 0) throw conflict(M.formacao);
      // the level the record proves may fall with the education removed
      await gravarEscolaridade(tx, cd, formacoes);
      return cd;
    },
    'curso',
  );
}

export function excluirIdioma(deps: AppDeps, usuario: UsuarioSessao, cd: number, id: number) {
  return excluir(
    deps,
    usuario,
    (tx) =>
      apagado(tx, sql`DELETE FROM candidato_idioma WHERE cd_pessoa_candidato = ${cd} AND cd_idioma = ${id}`),
    'idioma',
  );
}

export function excluirSoftware(deps: AppDeps, usuario: UsuarioSessao, cd: number, id: number) {
  return excluir(
    deps,
    usuario,
    (tx) =>
      apagado(
        tx,
        sql`DELETE FROM candidato_software WHERE cd_pessoa_candidato = ${cd} AND cd_conhecimento = ${id}`,
      ),
    'software',
  );
}

export function excluirCompetencia(deps: AppDeps, usuario: UsuarioSessao, cd: number, id: number) {
  return excluir(
    deps,
    usuario,
    (tx) =>
      apagado(
        tx,
        sql`DELETE FROM candidato_competencia WHERE cd_pessoa_candidato = ${cd} AND cd_competencia = ${id}`,
      ),
    'competência',
  );
}

// Disability records

type AcaoLaudo = 'inativar' | 'reativar' | 'excluir';

/**
 * POST candidato/inativa-laudo-pcd, reativa-laudo-pcd, exclui-laudo-pcd: the record changes, the
 * candidate's search data follow (active disability types), and who did it is recorded. The last
 * active record of a person with a disability is not inactivated nor deleted (409).
 */
export async function alterarLaudoPcd(
  deps: AppDeps,
  usuario: UsuarioSessao,
  id: number,
  acao: AcaoLaudo,
): Promise<{ status: 1; message: string }> {
  return deps.db.transaction(async (tx) => {
    const [d] = await consulta(
      tx,
      sql`SELECT d.cd_pessoa_candidato, c.id_possue_deficiencia
            FROM candidato_deficiencia d JOIN candidato c ON c.cd_pessoa = d.cd_pessoa_candidato
           WHERE d.id_cid_candidato = ${id}
           FOR UPDATE OF c`,
    );
    if (!d) throw notFound(M.laudoNaoEncontrado);
    const cd = Number(d.cd_pessoa_candidato);
    if (acao === 'excluir')
      await tx.execute(sql`DELETE FROM candidato_deficiencia WHERE id_cid_candidato = ${id}`);
    else
      await tx.execute(
        sql`UPDATE candidato_deficiencia SET id_status = ${acao === 'inativar' ? 'I' : 'A'} WHERE id_cid_candidato = ${id}`,
      );
    if (acao !== 'reativar' && d.id_possue_deficiencia === 'S') {
      const [n] = await consulta(
        tx,
        sql`SELECT count(*)::int AS n FROM candidato_deficiencia WHERE cd_pessoa_candidato = ${cd} AND id_status = 'A'`,
      );
      if (Number(n.n) === 0) throw conflict(M.ultimoLaudo);
    }
    await tx.execute(
      sql`UPDATE candidato SET alterado_em = now(), alterado_por = ${usuario.cd_sip} WHERE cd_pessoa = ${cd}`,
    );
    await tx.execute(sql`SELECT atualizar_pesquisa_candidato(${cd}::bigint)`);
    return {
      status: 1 as const,
      message: { inativar: M.laudoInativado, reativar: M.laudoReativado, excluir: M.laudoExcluido }[acao],
    };
  });
}
