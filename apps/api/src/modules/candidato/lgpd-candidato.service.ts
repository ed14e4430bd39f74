import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';

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
