import { CD_PAIS_BRASIL } from '@backoffice/domain/catalogos';
import type { SalvarCurriculoCorpo } from '@backoffice/domain/curriculo-cadastro';
import type { CurriculoAtual, ItemCurriculoPortal } from '@backoffice/domain/portal-curriculo';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';

/** Numbers as the editor's form types them: money with a decimal comma, height in metres. */
const moeda = (v: unknown) => (v === null || v === undefined ? '' : Number(v).toFixed(2).replace('.', ','));
const textoDe = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * The candidate's record as stored, in the editor's form shape (the inverse of the save's columns),
 * with the jobs, educations and desired positions the portal's area edits; null when there is no
 * such candidate. The area merges the candidate's fields over it and saves with the editor's save.
 */
export async function curriculoAtualDoCandidato(ex: Executor, cd: number): Promise<CurriculoAtual | null> {
  const [r] = await consultar<Record<string, unknown>>(
    ex,
    sql`SELECT p.nm_pessoa, p.nm_apelido, p.nr_documento_cpf, p.ds_email,
               c.id_primeiro_emprego, c.nr_documento_pis, c.nr_documento_nit,
               to_char(c.dt_nascimento, 'YYYY-MM-DD') AS dt_nascimento, c.id_estado_civil, c.id_sexo,
               c.id_possue_deficiencia, c.nr_altura, c.nr_peso, c.id_fumante, c.cd_pais_origem, c.cd_uf_origem,
               c.nm_cidade_origem, c.nr_ano_chegada_brasil, c.id_cutis, c.id_cabelo, c.id_olho, c.nr_calcado,
               c.id_tamanho_calca, c.id_tamanho_camisa, c.id_experiencia, c.id_abordagem, c.id_demonstracao,
               c.id_reposicao, c.ds_inf_experiencia, c.nm_pessoa_mae, c.nm_pessoa_pai, c.possui_filhos, c.nr_filho,
               c.possui_veiculo, c.cd_habilitacao_cat, c.ds_www, c.check_responsabilidades_sociais,
               c.ds_responsabilidades_sociais, c.check_hobbies, c.ds_hobbies, c.pretensao_salarial,
               c.ds_experiencia_profissional, c.ds_laudo, c.cd_cep, c.nm_cep, c.nr_endereco, c.ds_complemento,
               c.ds_referencia, c.nm_bairro, c.nm_cidade, c.cd_uf, c.cd_pais, c.nr_telefone_cel, c.nr_telefone_rec,
               c.nr_telefone_res, c.ds_observacao_cel, c.ds_observacao_rec, c.ds_observacao_res,
               c.id_possui_whatsapp_cel, c.id_possui_whatsapp_rec, c.nr_documento_ctps, c.nr_serie_ctps,
               to_char(c.dt_emissao_ctps, 'YYYY-MM-DD') AS dt_emissao_ctps, c.cd_estado_emite_ctps,
               c.nm_cidade_emite_ctps, c.nr_documento_rg, c.orgao_emissor_rg,
               to_char(c.dt_emissao_rg, 'YYYY-MM-DD') AS dt_emissao_rg, c.cd_estado_emite_rg, c.nm_cidade_emite_rg,
               c.id_turno_normal, c.id_turno_matutino, c.id_turno_vespertino, c.id_turno_noturno, c.id_revezamento,
               c.ds_lembrete_senha_web
          FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
         WHERE c.cd_pessoa = ${cd}`,
  );
  if (!r) return null;
  const t = (k: string) => textoDe(r[k]);
  const cdPais = r.cd_pais_origem === null ? CD_PAIS_BRASIL : Number(r.cd_pais_origem);
  // the stored values as the form would send them (S/N flags and codes as text), parsed on save
  const corpo = {
    cd_pessoa_candidato: cd,
    nm_pessoa: t('nm_pessoa'),
    nm_apelido: t('nm_apelido'),
    nr_documento_cpf: t('nr_documento_cpf'),
    ds_email: t('ds_email'),
    id_primeiro_emprego: t('id_primeiro_emprego'),
    nr_documento_pis: t('nr_documento_pis'),
    nr_documento_nit: t('nr_documento_nit'),
    dt_nascimento: t('dt_nascimento'),
    id_estado_civil: t('id_estado_civil'),
    id_sexo: t('id_sexo'),
    id_possue_deficiencia: t('id_possue_deficiencia'),
    nr_altura: r.nr_altura === null ? '' : Number(r.nr_altura).toFixed(2),
    nr_peso: t('nr_peso'),
    id_fumante: t('id_fumante'),
    cd_pais: cdPais,
    cd_uf: t('cd_uf_origem'),
    nm_cidade_origem: t('nm_cidade_origem'),
    nr_ano_chegada_brasil: t('nr_ano_chegada_brasil'),
    id_cutis: t('id_cutis'),
    id_cabelo: t('id_cabelo'),
    id_olho: t('id_olho'),
    nr_calcado: t('nr_calcado'),
    id_tamanho_calca: t('id_tamanho_calca'),
    id_tamanho_camisa: t('id_tamanho_camisa'),
    id_experiencia: t('id_experiencia'),
    id_abordagem: t('id_abordagem'),
    id_demonstracao: t('id_demonstracao'),
    id_reposicao: t('id_reposicao'),
    ds_inf_experiencia: t('ds_inf_experiencia'),
    nm_pessoa_mae: t('nm_pessoa_mae'),
    nm_pessoa_pai: t('nm_pessoa_pai'),
    possui_filhos: t('possui_filhos'),
    nr_filho: t('nr_filho'),
    possui_veiculo: t('possui_veiculo'),
    cd_habilitacao_cat: t('cd_habilitacao_cat'),
    ds_www: t('ds_www'),
    check_responsabilidades_sociais: t('check_responsabilidades_sociais'),
    ds_responsabilidades_sociais: t('ds_responsabilidades_sociais'),
    check_hobbies: t('check_hobbies'),
    ds_hobbies: t('ds_hobbies'),
    pretensao_salarial: moeda(r.pretensao_salarial),
    ds_experiencia_profissional: t('ds_experiencia_profissional'),
    ds_laudo: t('ds_laudo'),
    cd_cep: t('cd_cep'),
    nm_cep: t('nm_cep'),
    nr_endereco: t('nr_endereco'),
    ds_complemento: t('ds_complemento'),
    ds_referencia: t('ds_referencia'),
    nm_bairro: t('nm_bairro'),
    nm_cidade_reside: t('nm_cidade'),
    cd_uf_reside: t('cd_uf'),
    cd_pais_reside: r.cd_pais === null ? CD_PAIS_BRASIL : Number(r.cd_pais),
    nr_telefone_cel: t('nr_telefone_cel'),
    nr_telefone_rec: t('nr_telefone_rec'),
    nr_telefone_res: t('nr_telefone_res'),
    ds_observacao_cel: t('ds_observacao_cel'),
    ds_observacao_rec: t('ds_observacao_rec'),
    ds_observacao_res: t('ds_observacao_res'),
    id_possui_whatsapp_cel: t('id_possui_whatsapp_cel'),
    id_possui_whatsapp_rec: t('id_possui_whatsapp_rec'),
    nr_documento_ctps: t('nr_documento_ctps'),
    nr_serie_ctps: t('nr_serie_ctps'),
    dt_emissao_ctps: t('dt_emissao_ctps'),
    cd_estado_emite_ctps: t('cd_estado_emite_ctps'),
    nm_cidade_emite_ctps: t('nm_cidade_emite_ctps'),
    nr_documento_rg: t('nr_documento_rg'),
    orgao_emissor_rg: t('orgao_emissor_rg'),
    dt_emissao_rg: t('dt_emissao_rg'),
    cd_estado_emite_rg: t('cd_estado_emite_rg'),
    nm_cidade_emite_rg: t('nm_cidade_emite_rg'),
    id_turno_normal: t('id_turno_normal'),
    id_turno_matutino: t('id_turno_matutino'),
    id_turno_vespertino: t('id_turno_vespertino'),
    id_turno_noturno: t('id_turno_noturno'),
    id_revezamento: t('id_revezamento'),
    nm_senha_web: '',
    nm_confirma_senha_web: '',
    ds_lembrete_senha_web: t('ds_lembrete_senha_web'),
  } as SalvarCurriculoCorpo;
  const empregos = await consultar<Record<string, unknown>>(
    ex,
    sql`SELECT nr_sequencia::float8 AS nr_sequencia, nm_pessoa_empresa, nm_cargo, vl_ultimo_salario,
               to_char(dt_inicio, 'YYYY-MM-DD') AS dt_inicio, to_char(dt_fim, 'YYYY-MM-DD') AS dt_fim,
               ds_motivo_saida, ds_experiencia_profissional
          FROM candidato_emprego WHERE cd_pessoa_candidato = ${cd}
         ORDER BY dt_inicio DESC NULLS LAST, nr_sequencia DESC LIMIT 100`,
  );
  const cursos = await consultar<Record<string, unknown>>(
    ex,
    sql`SELECT nr_sequencia::float8 AS nr_sequencia, cd_nivel, id_situacao,
               to_char(dt_conclusao_curso, 'YYYY-MM') AS dt_conclusao_curso, nr_carga_horaria, ds_serie,
               nm_pessoa_estab_ensino, nm_curso, ds_observacoes
          FROM candidato_formacao WHERE cd_pessoa_candidato = ${cd}
         ORDER BY cd_nivel DESC, nr_sequencia LIMIT 100`,
  );
  const cargos = await consultar<{ cd: number; nome: string; anos: number }>(
    ex,
    sql`SELECT cc.cd_cargo AS cd, g.nm_cargo AS nome, coalesce(cc.nr_experiencia, 0)::float8 AS anos
          FROM candidato_cargo cc JOIN ${tabelasCatalogo.cargo('g')} ON g.cd_cargo = cc.cd_cargo
         WHERE cc.cd_pessoa_candidato = ${cd} ORDER BY g.nm_cargo`,
  );
  const item = (l: Record<string, unknown>, moedas: string[] = []): ItemCurriculoPortal => ({
    nr_sequencia: Number(l.nr_sequencia),
    campos: Object.fromEntries(
      Object.entries(l)
        .filter(([k]) => k !== 'nr_sequencia')
        .map(([k, v]) => [k, moedas.includes(k) ? moeda(v) : textoDe(v)]),
    ),
  });
  return {
    corpo,
    empregos: empregos.map((e) => item(e, ['vl_ultimo_salario'])),
    cursos: cursos.map((c) => item(c)),
    cargos: cargos.map((c) => ({ CD_CARGO: Number(c.cd), NM_CARGO: c.nome, NR_EXPERIENCIA: Number(c.anos) })),
  };
}
