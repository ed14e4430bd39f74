import { contrato } from '../contrato';
import {
  candidatosAddBody,
  candidatosAddResposta,
  candidatosListParams,
  candidatosListResposta,
  excluirCandidatoParams,
  gruposListQuery,
  gruposListResposta,
  mensagemGrupo,
  novoGrupoBody,
  novoGrupoResposta,
} from '../grupo';

/** Candidate groups (spec 001 §2.11, §7; spec 002 'Add. grupo de cand.'). */
export const CONTRATOS_GRUPO = {
  grupos: contrato({
    metodo: 'GET',
    caminho: '/grupo/grupos-list',
    query: gruposListQuery,
    resposta: gruposListResposta,
  }),
  candidatos: contrato({
    metodo: 'GET',
    caminho: '/grupo/candidatos-list/:cd_tipo_grupo_candidato',
    params: candidatosListParams,
    resposta: candidatosListResposta,
  }),
  excluirCandidato: contrato({
    metodo: 'DELETE',
    caminho: '/grupo/candidato/:group/:person',
    invalida: ['/grupo/'],
    params: excluirCandidatoParams,
    resposta: mensagemGrupo,
  }),
  adicionarCandidatos: contrato({
    metodo: 'POST',
    caminho: '/grupo/candidatos-add',
    invalida: ['/grupo/'],
    corpo: candidatosAddBody,
    resposta: candidatosAddResposta,
  }),
  novoGrupo: contrato({
    metodo: 'POST',
    caminho: '/grupo/novo-grupo',
    invalida: ['/grupo/'],
    corpo: novoGrupoBody,
    resposta: novoGrupoResposta,
  }),
} as const;
