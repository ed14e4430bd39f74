import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { armazenamentoDe } from './arquivos-candidato.service';

/**
 * What the company holds about one candidate, for the LGPD export (art. 18, II): the record, its
 * sub-lists, the applications and web relations, the timeline notes and opinions about the candidate,
 * each table read by the candidate's own key. Secrets (the web password's hash) and the keys of other
 * people (who referred the candidate) are left out.
 */
const SECOES: { secao: string; titulo: string; tabela: string; chave: string }[] = [
  { secao: 'telefones', titulo: 'Telefones', tabela: 'pessoa_telefone', chave: 'cd_pessoa' },
  { secao: 'cargos', titulo: 'Cargos pretendidos', tabela: 'candidato_cargo', chave: 'cd_pessoa_candidato' },
  {
    secao: 'empregos',
    titulo: 'Experiência profissional',
    tabela: 'candidato_emprego',
    chave: 'cd_pessoa_candidato',
  },
  { secao: 'formacoes', titulo: 'Formação', tabela: 'candidato_formacao', chave: 'cd_pessoa_candidato' },
  { secao: 'idiomas', titulo: 'Idiomas', tabela: 'candidato_idioma', chave: 'cd_pessoa_candidato' },
  {
    secao: 'deficiencias',
    titulo: 'Deficiências',
    tabela: 'candidato_deficiencia',
    chave: 'cd_pessoa_candidato',
  },
  { secao: 'softwares', titulo: 'Softwares', tabela: 'candidato_software', chave: 'cd_pessoa_candidato' },
  {
    secao: 'competencias',
    titulo: 'Competências',
    tabela: 'candidato_competencia',
    chave: 'cd_pessoa_candidato',
  },
  {
    secao: 'candidaturas_web',
    titulo: 'Candidaturas pela internet',
    tabela: 'candidato_web',
    chave: 'cd_pessoa_candidato',
  },
  { secao: 'vagas', titulo: 'Participação em vagas', tabela: 'vaga_candidato', chave: 'cd_pessoa_candidato' },
  { secao: 'agendamentos', titulo: 'Agendamentos', tabela: 'agendamento', chave: 'cd_pessoa_candidato' },
  { secao: 'indicacoes', titulo: 'Indicações', tabela: 'indicacao', chave: 'cd_pessoa_candidato' },
  { secao: 'testes', titulo: 'Testes', tabela: 'candidato_teste', chave: 'cd_pessoa_candidato' },
  { secao: 'documentos', titulo: 'Documentos', tabela: 'candidato_documento', chave: 'cd_pessoa_candidato' },
  { secao: 'pareceres', titulo: 'Pareceres', tabela: 'candidato_parecer', chave: 'cd_pessoa_candidato' },
  { secao: 'historico', titulo: 'Histórico', tabela: 'candidato_historico', chave: 'cd_pessoa_candidato' },
];

/** Columns never exported: secrets (the web password's hash, tokens). */
const SEGREDO = /^nm_senha|token|hash/;

export type Linha = Record<string, unknown>;
export interface DadosDoTitular {
  cadastro: Linha;
  secoes: { secao: string; titulo: string; linhas: Linha[] }[];
}

function limpar(l: Linha, cdPessoa: number): Linha {
  const r: Linha = {};
  for (const [k, v] of Object.entries(l)) {
    if (SEGREDO.test(k)) continue;
    // another person's key (who referred the candidate, the analyst): not the candidate's data
    if (k.startsWith('cd_pessoa') && v !== null && Number(v) !== cdPessoa) continue;
    r[k] = v;
  }
  return r;
}

const linhas = (ex: Executor, q: SQL) => consultar<{ l: Linha }>(ex, q).then((rs) => rs.map((r) => r.l));

/** The candidate's data (own record only), or null when there is no such candidate. */
export async function dadosDoTitular(ex: Executor, cdPessoa: number): Promise<DadosDoTitular | null> {
  const [cad] = await linhas(
    ex,
    sql`SELECT to_jsonb(p) || to_jsonb(c) AS l FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
         WHERE c.cd_pessoa = ${cdPessoa}`,
  );
  if (!cad) return null;
  const secoes = await Promise.all(
    SECOES.map(async (s) => ({
      secao: s.secao,
      titulo: s.titulo,
      linhas: (
        await linhas(
          ex,
          sql`SELECT to_jsonb(t) AS l FROM ${sql.identifier(s.tabela)} t
               WHERE t.${sql.identifier(s.chave)} = ${cdPessoa} LIMIT 5000`,
        )
      ).map((l) => limpar(l, cdPessoa)),
    })),
  );
  return { cadastro: limpar(cad, cdPessoa), secoes };
}

/** What an erasure keeps of a candidate who was hired, and why (LGPD art. 16, I: legal obligation). */
export const RETIDO_CONTRATADO =
  'Mantidos nome, CPF, PIS/NIT, CTPS e data de nascimento: o candidato foi contratado e a lei trabalhista e ' +
  'previdenciária exige guardar o registro do empregado (CLT art. 41; Lei 8.036/1990 art. 23, §5º — FGTS; ' +
  'Decreto 3.048/1999 art. 225 — eSocial/INSS), conforme LGPD art. 16, I. Candidaturas e etapas mantidas sem ' +
  'dados pessoais para as estatísticas das vagas.';
export const RETIDO_NAO_CONTRATADO =
  'Nenhum dado pessoal mantido. Mantidos sem identificação: as candidaturas e etapas (estatísticas das vagas) e o ' +
  'registro do consentimento e deste pedido (LGPD art. 8º, §2º e art. 37).';
export const NOME_ANONIMIZADO = 'Titular anonimizado (LGPD)';
const TEXTO_REMOVIDO = 'Texto removido a pedido do titular (LGPD).';

/**
 * Anonymises a candidate in the caller's transaction (LGPD art. 18, VI): name, contacts, documents,
 * address, photo and free texts are erased; sub-lists that describe the person are deleted; the
 * relations to vacancies stay without personal data. A candidate who was hired keeps what labour and
 * tax law require (RETIDO_CONTRATADO). Answers what was kept and the photo's storage key, to be
 * removed after the commit.
 */
export async function anonimizarCandidato(
  tx: Executor,
  cdPessoa: number,
  cdUsuario: number,
): Promise<{ retido: string; foto: string | null } | null> {
  const [c] = await consultar<{ foto: string | null; contratado: boolean }>(
    tx,
    sql`SELECT c.ds_foto_candidato AS foto,
               EXISTS (SELECT 1 FROM vaga_candidato vc WHERE vc.cd_pessoa_candidato = c.cd_pessoa
                        AND vc.cd_estagio_vaga = 7) AS contratado
          FROM candidato c WHERE c.cd_pessoa = ${cdPessoa} FOR UPDATE`,
  );
  if (!c) return null;
  const manter = c.contratado;
  await tx.execute(sql`
    UPDATE pessoa SET nm_pessoa = CASE WHEN ${manter} THEN nm_pessoa ELSE ${NOME_ANONIMIZADO} END,
           nm_apelido = NULL, ds_email = NULL,
           nr_documento_cpf = CASE WHEN ${manter} THEN nr_documento_cpf END,
           alterado_em = now(), alterado_por = ${cdUsuario}
     WHERE cd_pessoa = ${cdPessoa}`);
  await tx.execute(sql`DELETE FROM pessoa_telefone WHERE cd_pessoa = ${cdPessoa}`);
  await tx.execute(sql`
    UPDATE candidato SET
      dt_nascimento = CASE WHEN ${manter} THEN dt_nascimento END,
      nr_documento_pis = CASE WHEN ${manter} THEN nr_documento_pis END,
      nr_documento_nit = CASE WHEN ${manter} THEN nr_documento_nit END,
      nr_documento_ctps = CASE WHEN ${manter} THEN nr_documento_ctps END,
      nr_serie_ctps = CASE WHEN ${manter} THEN nr_serie_ctps END,
      dt_emissao_ctps = NULL, cd_estado_emite_ctps = NULL, nm_cidade_emite_ctps = NULL,
      nr_documento_rg = NULL, orgao_emissor_rg = NULL, dt_emissao_rg = NULL, cd_estado_emite_rg = NULL,
      nm_cidade_emite_rg = NULL,
      id_sexo = NULL, id_estado_civil = NULL, nm_pessoa_mae = NULL, nm_pessoa_pai = NULL,
      cd_pais_origem = NULL, cd_uf_origem = NULL, nm_cidade_origem = NULL, nr_ano_chegada_brasil = NULL,
      nr_altura = NULL, nr_peso = NULL, id_fumante = NULL, id_cutis = NULL, id_cabelo = NULL, id_olho = NULL,
      nr_calcado = NULL, id_tamanho_calca = NULL, id_tamanho_camisa = NULL,
      ds_inf_experiencia = NULL, possui_filhos = NULL, nr_filho = NULL, possui_veiculo = NULL,
      cd_habilitacao_cat = NULL, ds_www = NULL, ds_responsabilidades_sociais = NULL, ds_hobbies = NULL,
      pretensao_salarial = NULL, ds_experiencia_profissional = NULL, ds_laudo = NULL,
      ds_foto_candidato = NULL, cd_cep = NULL, nm_cep = NULL, nr_endereco = NULL, ds_complemento = NULL,
      ds_referencia = NULL, nm_bairro = NULL, cd_cidade = NULL, nm_cidade = NULL, cd_uf = NULL,
      nr_telefone_cel = NULL, nr_telefone_rec = NULL, nr_telefone_res = NULL,
      ds_observacao_cel = NULL, ds_observacao_rec = NULL, ds_observacao_res = NULL,
      nm_senha_web = NULL, ds_lembrete_senha_web = NULL,
      id_bloqueado = 'S', dt_inativo = COALESCE(dt_inativo, CURRENT_DATE),
      alterado_em = now(), alterado_por = ${cdUsuario}
     WHERE cd_pessoa = ${cdPessoa}`);
  for (const tabela of [
    'candidato_cargo',
    'candidato_emprego',
    'candidato_formacao',
    'candidato_idioma',
    'candidato_deficiencia',
    'candidato_software',
    'candidato_competencia',
    'candidato_parecer',
  ])
    await tx.execute(sql`DELETE FROM ${sql.identifier(tabela)} WHERE cd_pessoa_candidato = ${cdPessoa}`);
  await tx.execute(sql`
    UPDATE candidato_historico SET ds_historico = ${TEXTO_REMOVIDO} WHERE cd_pessoa_candidato = ${cdPessoa}`);
  await tx.execute(sql`
    INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, id_tipo, cd_usuario)
    VALUES (${cdPessoa}, 'Dados pessoais anonimizados a pedido do titular (LGPD).', 'CW', ${cdUsuario})`);
  await tx.execute(sql`SELECT atualizar_pesquisa_candidato(${cdPessoa}::bigint)`);
  return { retido: manter ? RETIDO_CONTRATADO : RETIDO_NAO_CONTRATADO, foto: c.foto };
}

/** Removes a stored photo after the commit of an erasure (a failure leaves only an orphan file). */
export async function apagarFotoCandidato(deps: AppDeps, chave: string | null): Promise<void> {
  if (chave)
    await armazenamentoDe(deps)
      .apagar(chave)
      .catch(() => {});
}
