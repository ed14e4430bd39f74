import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  alturaParaMetros,
  MENSAGENS_CADASTRO as M,
  moedaParaNumero,
} from '@backoffice/domain/candidato-cadastro';
import {
  type ErroCurriculo,
  errosDasSecoes,
  type SalvarCurriculo,
  type SalvarCurriculoResposta,
  secoesAlteradas,
} from '@backoffice/domain/curriculo-cadastro';
import { TEXTOS_EXATOS } from '@backoffice/domain/mensagens-validacao';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { novaChave, type TipoArquivo } from '../../../platform/adapters/armazenamento';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { hashSenha } from '../../../platform/password';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { enviarLinkDeSenha } from '../portal/link-senha.service';
import { armazenamentoDe, conferirLaudo } from './arquivos-candidato.service';
import { consulta, digitos, donoDoDocumento } from './cadastro-leitura.service';
import { conferirResultado, contagensDoRegistro, salvarSubListas } from './cadastro-listas.service';
import { curriculoAtualDoCandidato } from './curriculo-atual.service';

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
    // registered by the staff without a web password: the candidate sets it by the portal's link,
    // sent after the answer (its time tells nothing and a slow mail server holds no one)
    if (r.status === 1 && r.cd_pessoa && c.cd_pessoa_candidato === null && !c.nm_senha_web && c.ds_email)
      void enviarLinkDeSenha(ctx.deps, {
        cdPessoa: r.cd_pessoa,
        nome: c.nm_pessoa ?? '',
        email: c.ds_email,
        motivo: 'cadastro',
      }).catch(() => {});
    return r;
  } catch (e) {
    // nothing was stored: no file stays behind either
    for (const k of gravados) await arm.apagar(k).catch(() => {});
    throw e;
  }
}

/** 'campo: texto' for a generic text, the spec's own texts as written (as the schema's refusals). */
function mensagemDoErro(e: ErroCurriculo): string {
  return TEXTOS_EXATOS.has(e.mensagem) ? e.mensagem : `${e.caminho.join('.')}: ${e.mensagem}`;
}

/** The states (UF) of the save are known ones; on an edit, those it changes. */
async function conferirUfs(
  ex: Executor,
  c: SalvarCurriculo,
  anterior: Readonly<Record<string, unknown>> | null,
) {
  const mudou = (campo: string, v: string) =>
    anterior === null || String(anterior[campo] ?? '').toUpperCase() !== v.toUpperCase();
  const ufs: [string, string][] = [];
  for (const [campo, v] of [
    ['cd_uf', c.cd_pais === 1 ? c.cd_uf : null],
    ['cd_uf_reside', c.cd_uf_reside],
    ['cd_estado_emite_ctps', c.cd_estado_emite_ctps],
    ['cd_estado_emite_rg', c.cd_estado_emite_rg],
  ] as const) {
    if (v && mudou(campo, v)) ufs.push([campo, v]);
  }
  for (const [campo, v] of ufs) if (!UF.test(v.toUpperCase())) throw badRequest(`${campo}: UF inválida`);
  if (ufs.length === 0) return;
  const conhecidas = new Set(
    (
      await consulta<{ cd_uf: string }>(
        ex,
        sql`SELECT cd_uf FROM ${tabelasCatalogo.estado('estado')} WHERE cd_uf IN (${sql.join(
          ufs.map(([, v]) => sql`${v.toUpperCase()}`),
          sql`, `,
        )})`,
      )
    ).map((e) => e.cd_uf),
  );
  for (const [campo, v] of ufs)
    if (!conhecidas.has(v.toUpperCase())) throw badRequest(`${campo}: UF inválida`);
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
  const senhaHash = c.nm_senha_web ? await hashSenha(c.nm_senha_web) : null;
  const cpf = digitos(c.nr_documento_cpf) as string;
  const pis = digitos(c.nr_documento_pis) || null;
  const nit = digitos(c.nr_documento_nit) || null;

  return deps.db.transaction(async (tx) => {
    let cd = c.cd_pessoa_candidato;
    const novo = cd === null;
    if (novo && !usuario) throw new Error('a new record is created by a back-office user');
    // an edit is checked in the sections it changes: a record made before a rule, or brought from
    // another system, stays editable where it is left as it was
    let anterior: Readonly<Record<string, unknown>> | null = null;
    let contagens: Parameters<typeof conferirResultado>[3] = null;
    if (!novo) {
      const [existe] = await consulta(tx, sql`SELECT 1 FROM candidato WHERE cd_pessoa = ${cd} FOR UPDATE`);
      if (!existe) throw notFound(M.candidatoNaoEncontrado);
      anterior = (await curriculoAtualDoCandidato(tx, cd as number))?.corpo ?? {};
      contagens = {
        ...(await contagensDoRegistro(tx, cd as number)),
        deficiencia: anterior.id_possue_deficiencia === 'S',
      };
      const erros = errosDasSecoes(c, secoesAlteradas(c, anterior));
      if (erros.length) throw badRequest(erros.map(mensagemDoErro));
    }
    await conferirUfs(tx, c, anterior);
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
    await conferirResultado(tx, cdPessoa, c, contagens);
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
