import { MENSAGENS_CADASTRO as M, moedaParaNumero } from '@backoffice/domain/candidato-cadastro';
import { escolaridadeDaFormacao } from '@backoffice/domain/catalogos';
import type { SalvarCurriculo } from '@backoffice/domain/curriculo-cadastro';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import { consulta } from './cadastro-leitura.service';

// The save's sub-lists (jobs, educations, languages, software, competencies, positions, disability)
// and what the record must hold once they are stored.

/** An UPDATE of one sub-record of this candidate; 400 when it is not theirs (or no longer exists). */
async function atualizarItem(tx: Tx, q: SQL, lista: string): Promise<void> {
  const r = await consulta(tx, sql`${q} RETURNING 1`);
  if (r.length === 0) throw badRequest(M.registroInexistente(lista));
}

export async function salvarSubListas(
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
/** How many educations, desired positions and active reports a record holds. */
export async function contagensDoRegistro(
  ex: Executor,
  cd: number,
): Promise<{ formacoes: number; cargos: number; laudos: number }> {
  const [r] = await consulta<{ formacoes: number; cargos: number; laudos: number }>(
    ex,
    sql`SELECT (SELECT count(*) FROM candidato_formacao WHERE cd_pessoa_candidato = ${cd})::int AS formacoes,
               (SELECT count(*) FROM candidato_cargo WHERE cd_pessoa_candidato = ${cd})::int AS cargos,
               (SELECT count(*) FROM candidato_deficiencia
                 WHERE cd_pessoa_candidato = ${cd} AND id_status = 'A')::int AS laudos`,
  );
  return {
    formacoes: Number(r?.formacoes ?? 0),
    cargos: Number(r?.cargos ?? 0),
    laudos: Number(r?.laudos ?? 0),
  };
}

/**
 * The record after the save keeps an education, a desired position and, when disabled, an active
 * report. A new record must have them; an edit may not take away the last one, but a record that
 * never had one (made before the rule, brought from another system) is not asked for it.
 */
export async function conferirResultado(
  tx: Tx,
  cd: number,
  c: SalvarCurriculo,
  antes: { formacoes: number; cargos: number; laudos: number; deficiencia: boolean } | null,
): Promise<void> {
  const formacoes = await consulta<{ cd_nivel: number; id_situacao: string }>(
    tx,
    sql`SELECT cd_nivel, id_situacao FROM candidato_formacao WHERE cd_pessoa_candidato = ${cd}`,
  );
  const depois = await contagensDoRegistro(tx, cd);
  if (depois.formacoes === 0 && (antes === null || antes.formacoes > 0)) throw badRequest(M.formacao);
  if (depois.cargos === 0 && (antes === null || antes.cargos > 0)) throw badRequest(M.cargo);
  const exigeLaudo = antes === null || !antes.deficiencia || antes.laudos > 0;
  if (c.id_possue_deficiencia === 'S' && depois.laudos === 0 && exigeLaudo)
    throw badRequest(M.tipoDeficiencia);
  await gravarEscolaridade(tx, cd, formacoes);
}

/**
 * The education level the record proves (its highest) and whether it is studying, from its educations.
 * A record without any (imported with its level alone) keeps the level it has.
 */
export async function gravarEscolaridade(
  tx: Tx,
  cd: number,
  formacoes: readonly { cd_nivel: number; id_situacao: string }[],
): Promise<void> {
  if (formacoes.length === 0) {
    await tx.execute(sql`UPDATE candidato SET id_cursando = 'N' WHERE cd_pessoa = ${cd}`);
    return;
  }
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
