import { CONTRATOS_CONFIGURACAO as C } from '@backoffice/domain/contratos/configuracao';
import { type ConfiguracaoCliente, configuracaoClienteSchema } from '@backoffice/domain/menu';
import { useQuery } from '@tanstack/react-query';
import { chamar } from './api-client';
import { chaveDe } from './dados';

/** The key of the settings' read (its query function checks the answer against the menu's schema). */
export const CHAVE_CONFIGURACAO = chaveDe(C.configuracao, {});

export async function buscarConfiguracao({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<ConfiguracaoCliente> {
  const dados = await chamar(
    C.configuracao,
    {},
    { signal, notificar: false, fallback: 'Não foi possível carregar a configuração do sistema.' },
  );
  return configuracaoClienteSchema.parse(dados);
}

/** Installation settings for the logged user (links, Help Desk user, call-center units, legacy site). */
export function useConfiguracao() {
  return useQuery({
    queryKey: CHAVE_CONFIGURACAO,
    queryFn: buscarConfiguracao,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Origin of the legacy main site, or null when it is not configured. */
export function origemLegado(
  config: Pick<ConfiguracaoCliente, 'URL_SITE_LEGADO'> | undefined,
): string | null {
  if (!config?.URL_SITE_LEGADO) return null;
  try {
    return new URL(config.URL_SITE_LEGADO).origin;
  } catch {
    return null;
  }
}
