import { contrato } from '../contrato';
import { paginasLegadoAlteradasResposta, paginasLegadoBody, paginasLegadoResposta } from '../paginas-legado';

/** Administração › Páginas do site principal: per page, native or the legacy site's frame (code 900). */
export const CONTRATOS_PAGINAS_LEGADO = {
  paginas: contrato({ metodo: 'GET', caminho: '/admin/paginas-legado', resposta: paginasLegadoResposta }),
  alterar: contrato({
    metodo: 'PUT',
    caminho: '/admin/paginas-legado',
    corpo: paginasLegadoBody,
    resposta: paginasLegadoAlteradasResposta,
    // the configuration carries the pages each user's wrapper reads
    invalida: ['/admin/paginas-legado', '/configuracao'],
  }),
} as const;
