import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { CONTRATOS_CANDIDATO } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_CANDIDATO_CADASTRO as C } from '@backoffice/domain/contratos/candidato-cadastro';
import { useQueries } from '@tanstack/react-query';
import { consulta } from '../../lib/dados';

/** The reads the editor composes a stored record of: what its save makes stale. */
export const LEITURAS_CURRICULO = [
  CONTRATOS_CANDIDATO.dados,
  CONTRATOS_CANDIDATO.empregos,
  C.cursos,
  C.idiomas,
  C.softwares,
  C.competencias,
  CONTRATOS_CANDIDATO.cargos,
  C.dadosPcd,
] as const;

/**
 * The stored record of a candidate as the editor loads it: the basic data and every sub-list, each
 * through its contract's read (shared with the other screens reading it). Pending while any is,
 * failed with the first failure; none for a new registration.
 */
export function useCargaCurriculo(cd: number | null) {
  const ativo = cd !== null;
  const id = cd ?? 0;
  const p = { params: { id } };
  // the sub-lists' failure is the editor's alert (and the basic data's toast)
  const lista = { enabled: ativo, meta: { silencioso: true } };
  return useQueries({
    queries: [
      { ...consulta(CONTRATOS_CANDIDATO.dados, { params: { cd: id } }, M.erroBuscar), enabled: ativo },
      { ...consulta(CONTRATOS_CANDIDATO.empregos, { ...p, query: { todos: 'S' } }, M.erroBuscar), ...lista },
      { ...consulta(C.cursos, p, M.erroBuscar), ...lista },
      { ...consulta(C.idiomas, p, M.erroBuscar), ...lista },
      { ...consulta(C.softwares, p, M.erroBuscar), ...lista },
      { ...consulta(C.competencias, p, M.erroBuscar), ...lista },
      { ...consulta(CONTRATOS_CANDIDATO.cargos, p, M.erroBuscar), ...lista },
      { ...consulta(C.dadosPcd, p, M.erroBuscar), ...lista },
    ],
    combine: (r) => {
      const [dados, empregos, cursos, idiomas, softwares, competencias, cargos, pcds] = r;
      const falha = r.find((q) => q.isError);
      const data =
        dados.isSuccess &&
        empregos.isSuccess &&
        cursos.isSuccess &&
        idiomas.isSuccess &&
        softwares.isSuccess &&
        competencias.isSuccess &&
        cargos.isSuccess &&
        pcds.isSuccess
          ? {
              dados: dados.data,
              empregos: empregos.data,
              cursos: cursos.data,
              idiomas: idiomas.data,
              softwares: softwares.data,
              competencias: competencias.data,
              cargos: cargos.data,
              pcds: pcds.data,
            }
          : undefined;
      return {
        data,
        isPending: !falha && r.some((q) => q.isPending),
        isError: falha !== undefined,
        error: falha?.error ?? null,
      };
    },
  });
}
