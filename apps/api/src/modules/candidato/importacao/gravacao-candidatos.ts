import { getTableColumns, SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import type {
  GravadorImportacao,
  LinhaParaGravar,
  LoteImportacao,
  ResultadoGravacao,
} from '../../../db/gravador-importacao';
import { candidato } from '../../../db/schema';

/** What a row of the candidates' import may write in pessoa (the CPF is the key, written on insert). */
const COLUNAS_PESSOA = ['nm_pessoa', 'ds_email'] as const;

/** candidato's columns an import may write: all but the key, the derived search data and the photo. */
const COLUNAS_CANDIDATO = Object.entries(getTableColumns(candidato))
  .filter(
    ([k]) =>
      ![
        'cd_pessoa',
        'tsv_pesquisa',
        'cargos_anos',
        'idiomas_niveis',
        'deficiencias',
        'ds_foto_candidato',
      ].includes(k),
  )
  .map(([k, c]) => ({ nome: k, tipoSql: c.getSQLType(), padrao: c.notNull ? c.default : undefined }));

const NOMES_CANDIDATO = new Set(COLUNAS_CANDIDATO.map((c) => c.nome));

const lista = (nomes: readonly string[], fn: (n: string) => SQL) =>
  sql.join(
    nomes.map((n) => fn(n)),
    sql`, `,
  );
const id = (n: string): SQL => sql`${sql.identifier(n)}`;

/** A PIS/NIT another candidate holds now (registered since the dry run) is left out. */
const PIS_LIVRE = sql`CASE WHEN EXISTS (SELECT 1 FROM candidato o WHERE o.nr_documento_pis = r.nr_documento_pis
                                          AND o.cd_pessoa <> r.cd_pessoa) THEN NULL ELSE r.nr_documento_pis END`;

/** A NOT NULL column with a default takes it when the row leaves it empty. */
function valorNovo(nome: string): SQL {
  if (nome === 'nr_documento_pis') return PIS_LIVRE;
  const c = COLUNAS_CANDIDATO.find((x) => x.nome === nome);
  if (c?.padrao !== undefined && c.padrao !== null && typeof c.padrao !== 'object')
    return sql`coalesce(r.${id(nome)}, ${String(c.padrao)})`;
  // a NOT NULL column whose default is an expression (the registration's now())
  if (c?.padrao instanceof SQL) return sql`coalesce(r.${id(nome)}, ${c.padrao})`;
  return sql`r.${id(nome)}`;
}

interface Pessoa {
  cpf: string;
  cd_pessoa: number;
  candidato: boolean;
}

/** The person of each CPF (a candidate first, then the oldest). */
async function pessoasDosCpfs(ex: Executor, cpfs: readonly string[]): Promise<Map<string, Pessoa>> {
  if (!cpfs.length) return new Map();
  const r = await consultar<Pessoa>(
    ex,
    sql`SELECT DISTINCT ON (p.nr_documento_cpf) p.nr_documento_cpf AS cpf, p.cd_pessoa,
               (c.cd_pessoa IS NOT NULL) AS candidato
          FROM pessoa p LEFT JOIN candidato c ON c.cd_pessoa = p.cd_pessoa
         WHERE p.nr_documento_cpf = ANY(${sql.param(cpfs)}::text[]) AND p.id_tipo_pessoa = 'F'
         ORDER BY p.nr_documento_cpf, (c.cd_pessoa IS NULL), p.cd_pessoa`,
  );
  return new Map(r.map((p) => [p.cpf, { ...p, cd_pessoa: Number(p.cd_pessoa) }]));
}

const json = (linhas: readonly object[]) => sql`${JSON.stringify(linhas)}::jsonb`;

/**
 * Candidates of an import (docs/importacao.md): a CPF not in the base becomes a person and a
 * candidate; a CPF of a person who is not a candidate (a contact, a user) becomes a candidate; a
 * candidate already here is updated with the mapped fields (an empty cell keeps what the record has)
 * or skipped, as the import chose. A row that changes nothing counts as skipped. Each record gets a
 * timeline note naming the import, and its search data is recomputed in the same transaction.
 */
export const gravadorCandidatos: GravadorImportacao = {
  async existentes(ex, chaves) {
    const r = await consultar<{ cpf: string }>(
      ex,
      sql`SELECT DISTINCT p.nr_documento_cpf AS cpf FROM pessoa p JOIN candidato c ON c.cd_pessoa = p.cd_pessoa
           WHERE p.nr_documento_cpf = ANY(${sql.param(chaves)}::text[])`,
    );
    return new Set(r.map((x) => x.cpf));
  },

  async conferir(ex, linhas, memoria) {
    // the PIS/NIT is unique among candidates: a repeated or taken one is left out with a warning
    const comPis = linhas.filter((l) => l.status !== 'E' && typeof l.dados.nr_documento_pis === 'string');
    if (!comPis.length) return;
    const donos = await consultar<{ pis: string; cpf: string }>(
      ex,
      sql`SELECT c.nr_documento_pis AS pis, p.nr_documento_cpf AS cpf FROM candidato c JOIN pessoa p USING (cd_pessoa)
           WHERE c.nr_documento_pis = ANY(${sql.param(comPis.map((l) => l.dados.nr_documento_pis as string))}::text[])`,
    );
    const doBanco = new Map(donos.map((d) => [d.pis, d.cpf]));
    for (const l of comPis) {
      const pis = l.dados.nr_documento_pis as string;
      const dono = doBanco.get(pis);
      const anterior = memoria.get(`pis:${pis}`);
      let motivo: string | null = null;
      if (dono !== undefined && dono !== l.chave)
        motivo = 'PIS/NIT: já é de outro candidato da base; não importado.';
      else if (anterior !== undefined)
        motivo = `PIS/NIT: repetido no arquivo (linha ${anterior}); não importado.`;
      if (motivo) {
        l.dados.nr_documento_pis = null;
        l.mensagens.push(motivo);
        l.status = 'A';
      } else memoria.set(`pis:${pis}`, l.nr);
    }
  },

  async gravar(tx, lote) {
    const pessoas = await pessoasDosCpfs(
      tx,
      lote.linhas.map((l) => l.chave),
    );
    // the rows of a batch share the file's mapping: the keys of their values are the columns to write
    const chaves = new Set(lote.linhas.flatMap((l) => Object.keys(l.dados)));
    const colunasCandidato = [...chaves].filter((c) => NOMES_CANDIDATO.has(c));
    const colunasPessoa = COLUNAS_PESSOA.filter((c) => chaves.has(c));
    const resultados = new Map<number, ResultadoGravacao>();
    const novas: LinhaParaGravar[] = [];
    const semCandidato: (LinhaParaGravar & { cd_pessoa: number })[] = [];
    const existentes: (LinhaParaGravar & { cd_pessoa: number })[] = [];
    for (const l of lote.linhas) {
      const p = pessoas.get(l.chave);
      if (!p) novas.push(l);
      else if (!p.candidato) semCandidato.push({ ...l, cd_pessoa: p.cd_pessoa });
      else if (lote.atualizar) existentes.push({ ...l, cd_pessoa: p.cd_pessoa });
      else resultados.set(l.nr_linha, { nr_linha: l.nr_linha, resultado: 'S', cd_registro: p.cd_pessoa });
    }

    // new people
    const inseridas: (LinhaParaGravar & { cd_pessoa: number })[] = [...semCandidato];
    const novasCd: number[] = [];
    if (novas.length) {
      const criadas = await consultar<{ cd_pessoa: number; cpf: string }>(
        tx,
        sql`INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa, nr_documento_cpf, ds_email, criado_em, alterado_em,
                                criado_por, alterado_por, cd_importacao)
            SELECT 'F', r.nm_pessoa, r.cpf, r.ds_email, coalesce(r.criado_em, now()), now(),
                   ${lote.cdUsuario}, ${lote.cdUsuario}, ${lote.cdImportacao}
              FROM jsonb_to_recordset(${json(
                novas.map((l) => ({
                  cpf: l.chave,
                  nm_pessoa: l.dados.nm_pessoa,
                  ds_email: l.dados.ds_email ?? null,
                  criado_em: l.dados.criado_em ?? null,
                })),
              )}) AS r(cpf text, nm_pessoa text, ds_email text, criado_em timestamptz)
            RETURNING cd_pessoa, nr_documento_cpf AS cpf`,
      );
      const porCpf = new Map(criadas.map((c) => [c.cpf, Number(c.cd_pessoa)]));
      for (const l of novas) {
        const cd = porCpf.get(l.chave) as number;
        novasCd.push(cd);
        inseridas.push({ ...l, cd_pessoa: cd });
      }
    }
    if (semCandidato.length && lote.atualizar && colunasPessoa.length) {
      await atualizarPessoas(tx, semCandidato, colunasPessoa, lote);
    }

    // new candidates
    if (inseridas.length) {
      await tx.execute(sql`
        INSERT INTO candidato (cd_pessoa${colunasCandidato.length ? sql`, ` : sql``}${lista(colunasCandidato, id)})
        SELECT r.cd_pessoa${colunasCandidato.length ? sql`, ` : sql``}${lista(colunasCandidato, valorNovo)}
          FROM jsonb_populate_recordset(NULL::candidato, ${json(
            inseridas.map((l) => ({ ...l.dados, cd_pessoa: l.cd_pessoa })),
          )}) AS r`);
      for (const l of inseridas)
        resultados.set(l.nr_linha, { nr_linha: l.nr_linha, resultado: 'I', cd_registro: l.cd_pessoa });
    }

    // candidates already here
    const mudaram = new Set<number>();
    if (existentes.length) {
      for (const cd of await atualizarPessoas(tx, existentes, colunasPessoa, lote)) mudaram.add(cd);
      if (colunasCandidato.length) {
        const novo = (n: string) =>
          sql`coalesce(${n === 'nr_documento_pis' ? PIS_LIVRE : sql`r.${id(n)}`}, c.${id(n)})`;
        const r = await consultar<{ cd_pessoa: number }>(
          tx,
          sql`UPDATE candidato c SET ${sql.join(
            colunasCandidato.map((n) => sql`${id(n)} = ${novo(n)}`),
            sql`, `,
          )}
                FROM jsonb_populate_recordset(NULL::candidato, ${json(
                  existentes.map((l) => ({ ...l.dados, cd_pessoa: l.cd_pessoa })),
                )}) AS r
               WHERE c.cd_pessoa = r.cd_pessoa
                 AND (${lista(colunasCandidato, (n) => sql`c.${id(n)}`)})
                     IS DISTINCT FROM (${lista(colunasCandidato, novo)})
              RETURNING c.cd_pessoa`,
        );
        for (const x of r) mudaram.add(Number(x.cd_pessoa));
      }
    }

    // desired positions: added to what the record has
    const comCargos = [...inseridas, ...existentes].filter(
      (l) => Array.isArray(l.dados.cargos) && l.dados.cargos.length,
    );
    if (comCargos.length) {
      const r = await consultar<{ cd: number }>(
        tx,
        sql`INSERT INTO candidato_cargo (cd_pessoa_candidato, cd_cargo)
            SELECT DISTINCT r.cd_pessoa, x.cd::int
              FROM jsonb_to_recordset(${json(
                comCargos.map((l) => ({ cd_pessoa: l.cd_pessoa, cargos: l.dados.cargos })),
              )}) AS r(cd_pessoa bigint, cargos jsonb),
                   jsonb_array_elements_text(r.cargos) AS x(cd)
            ON CONFLICT DO NOTHING
            RETURNING cd_pessoa_candidato AS cd`,
      );
      for (const x of r) mudaram.add(Number(x.cd));
    }
    for (const l of existentes) {
      const mudou = mudaram.has(l.cd_pessoa);
      resultados.set(l.nr_linha, {
        nr_linha: l.nr_linha,
        resultado: mudou ? 'U' : 'S',
        cd_registro: l.cd_pessoa,
      });
    }

    // timeline notes and search data of what changed
    const atualizadas = existentes.filter((l) => mudaram.has(l.cd_pessoa)).map((l) => l.cd_pessoa);
    const criadas = inseridas.map((l) => l.cd_pessoa);
    const origem = `${lote.nomeArquivo} (importação nº ${lote.cdImportacao})`;
    await notas(tx, criadas, `Cadastro importado do arquivo ${origem}.`, lote);
    await notas(tx, atualizadas, `Cadastro atualizado pela importação do arquivo ${origem}.`, lote);
    // new people are a run of codes: one range computation; the rest one by one
    if (novasCd.length) {
      await tx.execute(
        sql`SELECT atualizar_pesquisa_candidatos(${Math.min(...novasCd)}, ${Math.max(...novasCd)})`,
      );
    }
    const avulsos = [...semCandidato.map((l) => l.cd_pessoa), ...atualizadas];
    if (avulsos.length) {
      await tx.execute(
        sql`SELECT atualizar_pesquisa_candidato(cd) FROM unnest(${sql.param(avulsos)}::bigint[]) AS cd`,
      );
    }
    return lote.linhas.map((l) => resultados.get(l.nr_linha) as ResultadoGravacao);
  },

  async aoConcluir({ deps }) {
    // fresh statistics, so the search plans with the new rows
    const ex = deps.db;
    await ex.execute(sql`ANALYZE pessoa`);
    await ex.execute(sql`ANALYZE candidato`);
    await ex.execute(sql`ANALYZE candidato_cargo`);
  },
};

async function atualizarPessoas(
  tx: Executor,
  linhas: readonly (LinhaParaGravar & { cd_pessoa: number })[],
  colunas: readonly string[],
  lote: LoteImportacao,
): Promise<number[]> {
  if (!colunas.length || !linhas.length) return [];
  const novo = (n: string) => sql`coalesce(r.${id(n)}, p.${id(n)})`;
  const r = await consultar<{ cd_pessoa: number }>(
    tx,
    sql`UPDATE pessoa p SET ${sql.join(
      colunas.map((n) => sql`${id(n)} = ${novo(n)}`),
      sql`, `,
    )}, alterado_em = now(), alterado_por = ${lote.cdUsuario}
          FROM jsonb_to_recordset(${json(
            linhas.map((l) => ({
              cd_pessoa: l.cd_pessoa,
              ...Object.fromEntries(colunas.map((c) => [c, l.dados[c] ?? null])),
            })),
          )}) AS r(cd_pessoa bigint, ${sql.raw(colunas.map((c) => `${c} text`).join(', '))})
         WHERE p.cd_pessoa = r.cd_pessoa
           AND (${lista(colunas, (n) => sql`p.${id(n)}`)}) IS DISTINCT FROM (${lista(colunas, novo)})
        RETURNING p.cd_pessoa`,
  );
  return r.map((x) => Number(x.cd_pessoa));
}

async function notas(tx: Executor, cds: readonly number[], texto: string, lote: LoteImportacao) {
  if (!cds.length) return;
  await tx.execute(sql`
    INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, cd_usuario, id_tipo)
    SELECT cd, ${texto}, ${lote.cdUsuario}, 'IMP' FROM unnest(${sql.param(cds)}::bigint[]) AS cd`);
}
