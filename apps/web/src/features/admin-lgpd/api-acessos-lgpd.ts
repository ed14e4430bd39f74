import type { UsuarioAdminLinha } from '@backoffice/domain/administracao';
import { CONTRATOS_ADMIN as CA } from '@backoffice/domain/contratos/admin';
import { CONTRATOS_LGPD_ACESSOS as C } from '@backoffice/domain/contratos/contratacoes';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '../../lib/dados';

export const ERRO_ACESSOS = 'Não foi possível carregar os acessos a dados sensíveis.';
export const ERRO_USUARIOS = 'Não foi possível buscar os usuários.';

/** The screen's filters: the candidate's code, the user's cd_sip, the period (ISO dates), the page. */
export interface FiltroAcessos {
  cdPessoaCandidato: number | null;
  cdUsuario: number | null;
  de: string | null;
  ate: string | null;
  pagina: number;
}

/** GET /api/lgpd/acessos with the filters set (the page keeps the last answer while the next loads). */
export function useAcessosLgpd(f: FiltroAcessos) {
  return useQuery({
    ...consulta(
      C.lgpdAcessos,
      {
        query: {
          ...(f.cdPessoaCandidato !== null ? { cd_pessoa_candidato: f.cdPessoaCandidato } : {}),
          ...(f.cdUsuario !== null ? { cd_usuario: f.cdUsuario } : {}),
          ...(f.de ? { de: f.de } : {}),
          ...(f.ate ? { ate: f.ate } : {}),
          pagina: f.pagina,
        },
      },
      ERRO_ACESSOS,
    ),
    placeholderData: (anterior) => anterior,
  });
}

/**
 * The user picker's search: Administração › Usuários' list by name, login or e-mail, active or not
 * (someone who read data may have lost access since).
 */
export function buscaUsuarios(texto: string) {
  const c = consulta(CA.usuarios, { query: { texto: texto.trim() } }, ERRO_USUARIOS);
  return {
    // the list's own key holds its whole answer: the picker's rows are kept apart
    queryKey: [...c.queryKey, 'seletor'],
    queryFn: async (ctx: { signal: AbortSignal }): Promise<UsuarioAdminLinha[]> =>
      (await c.queryFn(ctx)).itens,
  };
}
