import { Alert, Box, Center, Loader } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useMemo, useRef } from 'react';
import { origemLegado, useConfiguracao } from './configuracao';

/** A message from a legacy page, passed on as type plus payload (spec 000 §2.1). */
export interface MensagemLegado {
  type: string;
  payload: unknown;
}

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** Messages are accepted only from the legacy site's origin and from local development origins. */
export function origemAceita(origem: string, origemSiteLegado: string | null): boolean {
  if (origemSiteLegado && origem === origemSiteLegado) return true;
  return LOCAL.test(origem);
}

/** Whatever the page posted, as {type, payload}; null when it carries no type. */
export function normalizarMensagem(dados: unknown): MensagemLegado | null {
  if (typeof dados === 'string') return dados ? { type: dados, payload: null } : null;
  if (!dados || typeof dados !== 'object') return null;
  const d = dados as Record<string, unknown>;
  const tipo = d.type ?? d.tipo ?? d.evento ?? d.action;
  if (typeof tipo !== 'string' || !tipo) return null;
  return { type: tipo, payload: d.payload ?? d.dados ?? d.data ?? null };
}

/** Address of a page of the legacy site. */
export function urlLegado(
  base: string,
  pagina: string,
  params: Record<string, string | number> = {},
): string {
  const url = new URL(pagina.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return url.toString();
}

export interface LegacyFrameProps {
  /** Page of the main site, relative to its address, e.g. 'faturamento_avaliacao.php'. */
  pagina: string;
  params?: Record<string, string | number>;
  /** Accessible name of the frame. */
  titulo: string;
  aoMensagem?: (mensagem: MensagemLegado) => void;
  style?: CSSProperties;
}

/** A page of the legacy main site inside a frame (at least 400×400), talking back by postMessage. */
export function LegacyFrame({ pagina, params, titulo, aoMensagem, style }: LegacyFrameProps) {
  const { data: config, isPending, isError } = useConfiguracao();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const origem = origemLegado(config);
  const aoMensagemRef = useRef(aoMensagem);
  aoMensagemRef.current = aoMensagem;

  const chaveParams = JSON.stringify(params ?? {});
  const src = useMemo(
    () =>
      config?.URL_SITE_LEGADO ? urlLegado(config.URL_SITE_LEGADO, pagina, JSON.parse(chaveParams)) : null,
    [config?.URL_SITE_LEGADO, pagina, chaveParams],
  );

  useEffect(() => {
    if (!src) return;
    const ouvir = (ev: MessageEvent) => {
      if (!origemAceita(ev.origin, origem)) return;
      if (frameRef.current && ev.source !== frameRef.current.contentWindow) return;
      const msg = normalizarMensagem(ev.data);
      if (msg) aoMensagemRef.current?.(msg);
    };
    window.addEventListener('message', ouvir);
    return () => window.removeEventListener('message', ouvir);
  }, [src, origem]);

  if (isPending) {
    return (
      <Center mih={400} aria-busy="true">
        <Loader aria-label="Carregando..." />
      </Center>
    );
  }
  if (isError || !src) {
    return (
      <Alert
        variant="light"
        color="yellow"
        icon={<IconPlugConnectedX aria-hidden />}
        title="Site principal não configurado"
        m="md"
      >
        A página “{titulo}” faz parte do site principal, cujo endereço não está configurado nesta instalação.
        Peça ao administrador para definir LEGACY_SITE_URL no servidor.
      </Alert>
    );
  }
  return (
    <Box style={{ minWidth: 400, minHeight: 400, height: '100%', display: 'flex', ...style }}>
      <iframe
        ref={frameRef}
        title={titulo}
        src={src}
        style={{ border: 0, flex: 1, width: '100%', minWidth: 400, minHeight: 400 }}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </Box>
  );
}
