import { type PaginaLegado, paginaNoLegado } from '@backoffice/domain/paginas-legado';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useConfiguracao } from './configuracao';

export interface PaginaNativaOuLegadoProps {
  /** The page, as Administração › Páginas do site principal names it. */
  pagina: PaginaLegado;
  /** The product's own page. */
  nativa: ReactNode;
  /** The legacy site's page in its frame (LegacyFrame). */
  legado: ReactNode;
}

/**
 * A page the product replaces on the legacy main site: the native page, unless the site is
 * configured (LEGACY_SITE_URL) and an administrator chose its frame for this page (GET
 * /api/configuracao, PAGINAS_LEGADO). While the configuration loads, a loader; if it cannot be read,
 * the native page (it never leads to a site that may not exist).
 */
export function PaginaNativaOuLegado({ pagina, nativa, legado }: PaginaNativaOuLegadoProps) {
  const { data: config, isPending } = useConfiguracao();
  if (isPending)
    return (
      <Center mih={200} aria-busy="true">
        <Loader aria-label="Carregando..." />
      </Center>
    );
  return <>{paginaNoLegado(config, pagina) ? legado : nativa}</>;
}
