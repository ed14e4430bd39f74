import { z } from 'zod';
import {
  unidadeAdminBody,
  unidadeAdminDetalhe,
  unidadeAdminLinha,
  unidadeAdminNovaBody,
  unidadeAdminParams,
  unidadeCriadaResposta,
  unidadesAdminQuery,
} from '../administracao-unidades';
import { contrato } from '../contrato';

// a unit's change is seen by the unit pickers and by what its flags decide for the logged user
const UNIDADES = ['/admin/unidades', '/admin/usuarios', '/configuracao'];

/** Administração › Unidades (code 900, docs/administracao.md). */
export const CONTRATOS_ADMIN_UNIDADES = {
  unidades: contrato({
    metodo: 'GET',
    caminho: '/admin/unidades',
    query: unidadesAdminQuery,
    resposta: z.array(unidadeAdminLinha),
  }),
  unidade: contrato({
    metodo: 'GET',
    caminho: '/admin/unidades/:cd_unidade',
    params: unidadeAdminParams,
    resposta: unidadeAdminDetalhe,
  }),
  criarUnidade: contrato({
    metodo: 'POST',
    caminho: '/admin/unidades',
    corpo: unidadeAdminNovaBody,
    resposta: unidadeCriadaResposta,
    invalida: UNIDADES,
  }),
  alterarUnidade: contrato({
    metodo: 'PUT',
    caminho: '/admin/unidades/:cd_unidade',
    params: unidadeAdminParams,
    corpo: unidadeAdminBody,
    resposta: z.object({ message: z.string() }),
    invalida: UNIDADES,
  }),
} as const;
