import type { UsuarioSessao } from '@backoffice/domain/auth';
import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { conflict, notFound } from '../../../platform/errors';
import { consulta } from './cadastro-leitura.service';
import { gravarEscolaridade } from './cadastro-listas.service';

// Deleting the saved cards of a record (jobs, courses, languages, software, competencies) and the
// disability reports' inactivation, reactivation and deletion.

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
