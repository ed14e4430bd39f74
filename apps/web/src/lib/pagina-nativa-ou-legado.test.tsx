import type { ConfiguracaoCliente } from '@backoffice/domain/menu';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../components/testing/render';
import { PaginaNativaOuLegado } from './pagina-nativa-ou-legado';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

function config(extra: Partial<ConfiguracaoCliente>): ConfiguracaoCliente {
  return {
    URL_WEBMAIL: null,
    URL_RHBSAAS: null,
    URL_DAYONE: null,
    URL_SITE_LEGADO: null,
    PAGINAS_LEGADO: [],
    ID_USUARIO_HELP_DESK: 'N',
    UNIDADES_CALLCENTER: [],
    ID_CHATBOT_UNIDADE: 'N',
    ID_LAYOUT_CURRICULO_2_UNIDADE: 'N',
    ENVIO_SIMULADO: [],
    ...extra,
  };
}

let resposta: () => Response;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => resposta()),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const pagina = () =>
  renderWithProviders(
    <PaginaNativaOuLegado
      pagina="aberturaRequisicao"
      nativa={<p>Página nativa</p>}
      legado={<p>Frame do site principal</p>}
    />,
  );

describe('PaginaNativaOuLegado', () => {
  it('opens the legacy frame when the site is configured and the page was chosen for it', async () => {
    resposta = () =>
      json(config({ URL_SITE_LEGADO: 'https://site.exemplo/', PAGINAS_LEGADO: ['aberturaRequisicao'] }));
    pagina();
    expect(await screen.findByText('Frame do site principal')).toBeInTheDocument();
    expect(screen.queryByText('Página nativa')).toBeNull();
  });

  it('opens the native page when the site is configured but another page was chosen', async () => {
    resposta = () =>
      json(config({ URL_SITE_LEGADO: 'https://site.exemplo/', PAGINAS_LEGADO: ['dadosCliente'] }));
    pagina();
    expect(await screen.findByText('Página nativa')).toBeInTheDocument();
    expect(screen.queryByText('Frame do site principal')).toBeNull();
  });

  it('opens the native page without the site, whatever the list says', async () => {
    resposta = () => json(config({ URL_SITE_LEGADO: null, PAGINAS_LEGADO: ['aberturaRequisicao'] }));
    pagina();
    expect(await screen.findByText('Página nativa')).toBeInTheDocument();
    expect(screen.queryByText('Frame do site principal')).toBeNull();
  });

  it('opens the native page when the configuration cannot be read', async () => {
    resposta = () => json({ error: 'falhou' }, 500);
    pagina();
    expect(await screen.findByText('Página nativa')).toBeInTheDocument();
  });
});
