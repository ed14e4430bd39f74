import { CONTRATOS_CANDIDATO } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { CONTRATOS_GRUPO as C } from '@backoffice/domain/contratos/grupo';
import { MENSAGENS_GRUPO as M } from '@backoffice/domain/grupo';
import { MENSAGENS_UNIDADE } from '@backoffice/domain/unidade';
import { useQuery } from '@tanstack/react-query';
import { consulta, useAcao } from '../../lib/dados';

/** GET grupo/grupos-list with the logged selector (spec 001 §7). */
export function useGrupos(userSip: number) {
  return useQuery({
    ...consulta(C.grupos, { query: { cd_pessoa_selecionador: userSip } }, M.erroBuscarGrupos),
    enabled: userSip > 0,
  });
}

/** GET grupo/candidatos-list/{cd_tipo_grupo_candidato}. */
export function useCandidatosGrupo(cdGrupo: number | null) {
  return useQuery({
    ...consulta(C.candidatos, { params: { cd_tipo_grupo_candidato: cdGrupo ?? 0 } }, M.erroBuscarCandidatos),
    enabled: cdGrupo !== null,
  });
}

/** GET unidade/unidades-selecionador/{cd_sip}: the units of the new-group modal. */
export function useUnidadesSelecionador(cdSip: number, ativo: boolean) {
  return useQuery({
    ...consulta(
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
    ...consulta(
      CONTRATOS_CANDIDATO.curriculoResumido,
      { params: { cd: cdPessoa ?? 0 } },
      'Não foi possível carregar o currículo.',
    ),
    enabled: cdPessoa !== null,
  });
}

const mensagem = (r: { message: string }) => r.message;

/** POST grupo/novo-grupo; the success shown, the groups read again (the contract says so). */
export function useCriarGrupo() {
  return useAcao(C.novoGrupo, { sucesso: mensagem, fallback: M.erroCriarGrupo, silencioso: true });
}

export interface CandidatoParaAdicionar {
  cd_pessoa: number;
  nm_pessoa: string;
  ds_observacoes: string;
}

/** POST grupo/candidatos-add with the candidates as JSON text (spec 001 §7). */
export function useAdicionarCandidatos(cdGrupo: number) {
  const adicionar = useAcao(C.adicionarCandidatos, {
    sucesso: mensagem,
    fallback: M.erroAdicionarCandidatos,
  });
  return {
    isPending: adicionar.isPending,
    mutate: (candidatos: readonly CandidatoParaAdicionar[], aoConcluir?: () => void) =>
      adicionar.mutate(
        { corpo: { cd_tipo_grupo_candidato: cdGrupo, candidatos: JSON.stringify(candidatos) } },
        { onSuccess: aoConcluir },
      ),
  };
}

/** DELETE grupo/candidato/{group}/{person}. */
export function useExcluirCandidato(cdGrupo: number) {
  const excluir = useAcao(C.excluirCandidato, { sucesso: mensagem, fallback: M.erroExcluirCandidato });
  return {
    isPending: excluir.isPending,
    mutate: (cdPessoa: number, aoTerminar?: () => void) =>
      excluir.mutate({ params: { group: cdGrupo, person: cdPessoa } }, { onSettled: aoTerminar }),
  };
}
