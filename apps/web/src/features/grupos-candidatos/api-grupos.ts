import { CONTRATOS_CANDIDATO } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { CONTRATOS_GRUPO as C } from '@backoffice/domain/contratos/grupo';
import { MENSAGENS_GRUPO as M, type NovoGrupoBody } from '@backoffice/domain/grupo';
import { MENSAGENS_UNIDADE } from '@backoffice/domain/unidade';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, consultaDe } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** Query keys of the groups' lists. */
export const CHAVES_GRUPO = {
  todos: ['grupo'] as const,
  grupos: (userSip: number) => ['grupo', 'grupos', userSip] as const,
  candidatos: (cdGrupo: number) => ['grupo', 'candidatos', cdGrupo] as const,
};

/** GET grupo/grupos-list with the logged selector (spec 001 §7). */
export function useGrupos(userSip: number) {
  return useQuery({
    queryKey: CHAVES_GRUPO.grupos(userSip),
    queryFn: consultaDe(C.grupos, { query: { cd_pessoa_selecionador: userSip } }, M.erroBuscarGrupos),
    enabled: userSip > 0,
  });
}

/** GET grupo/candidatos-list/{cd_tipo_grupo_candidato}. */
export function useCandidatosGrupo(cdGrupo: number | null) {
  return useQuery({
    queryKey: CHAVES_GRUPO.candidatos(cdGrupo ?? 0),
    queryFn: consultaDe(
      C.candidatos,
      { params: { cd_tipo_grupo_candidato: cdGrupo ?? 0 } },
      M.erroBuscarCandidatos,
    ),
    enabled: cdGrupo !== null,
  });
}

/** GET unidade/unidades-selecionador/{cd_sip}: the units of the new-group modal. */
export function useUnidadesSelecionador(cdSip: number, ativo: boolean) {
  return useQuery({
    queryKey: ['unidade', 'unidades-selecionador', cdSip],
    queryFn: consultaDe(
      CONTRATOS_CATALOGO.unidadesSelecionador,
      { params: { cd_sip: cdSip } },
      MENSAGENS_UNIDADE.erroUnidadesSelecionador,
    ),
    enabled: ativo && cdSip > 0,
    staleTime: 5 * 60_000,
  });
}

/** GET candidato/curriculo-resumido/{cd}: the summary of the profile panel. */
export function useResumoCandidato(cdPessoa: number | null) {
  return useQuery({
    queryKey: ['candidato', 'curriculo-resumido', cdPessoa],
    queryFn: consultaDe(
      CONTRATOS_CANDIDATO.curriculoResumido,
      { params: { cd: cdPessoa ?? 0 } },
      'Não foi possível carregar o currículo.',
    ),
    enabled: cdPessoa !== null,
  });
}

/** POST grupo/novo-grupo; the list is read again and the success shown. */
export function useCriarGrupo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (corpo: NovoGrupoBody) => chamar(C.novoGrupo, { corpo }, { fallback: M.erroCriarGrupo }),
    onSuccess: (r) => {
      notify.sucesso(r.message);
      void qc.invalidateQueries({ queryKey: CHAVES_GRUPO.todos });
    },
  });
}

export interface CandidatoParaAdicionar {
  cd_pessoa: number;
  nm_pessoa: string;
  ds_observacoes: string;
}

/** POST grupo/candidatos-add with the candidates as JSON text (spec 001 §7). */
export function useAdicionarCandidatos(cdGrupo: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (candidatos: readonly CandidatoParaAdicionar[]) =>
      chamar(
        C.adicionarCandidatos,
        { corpo: { cd_tipo_grupo_candidato: cdGrupo, candidatos: JSON.stringify(candidatos) } },
        { fallback: M.erroAdicionarCandidatos },
      ),
    onSuccess: (r) => {
      notify.sucesso(r.message);
      void qc.invalidateQueries({ queryKey: CHAVES_GRUPO.todos });
    },
  });
}

/** DELETE grupo/candidato/{group}/{person}. */
export function useExcluirCandidato(cdGrupo: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cdPessoa: number) =>
      chamar(
        C.excluirCandidato,
        { params: { group: cdGrupo, person: cdPessoa } },
        { fallback: M.erroExcluirCandidato },
      ),
    onSuccess: (r) => {
      notify.sucesso(r.message);
      void qc.invalidateQueries({ queryKey: CHAVES_GRUPO.todos });
    },
  });
}
