import type { UsuarioSessao } from '@backoffice/domain/auth';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { CHAVE_USUARIO } from '../lib/sessao';
import { tema } from './theme';

// jsdom fires no transition events: collapses open at once.
const temaTeste = mergeThemeOverrides(tema, {
  components: { Collapse: { defaultProps: { transitionDuration: 0 } } },
});

export function clienteDeTeste(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

let localAtual = '';

/** The router's current address (pathname + search), as the last render saw it. */
export function enderecoAtual(): string {
  return localAtual;
}

let navegarAtual: NavigateFunction | null = null;

/** Goes to an address as the browser would (a pasted link, back and forward). */
export function navegar(endereco: string): void {
  if (!navegarAtual) throw new Error('nada renderizado');
  navegarAtual(endereco);
}

function Espiao() {
  const l = useLocation();
  navegarAtual = useNavigate();
  localAtual = l.pathname + l.search;
  return null;
}

/** Renders with the application's providers, Mantine in test mode and a memory router. */
export function renderizar(ui: ReactElement, { rota = '/', queryClient = clienteDeTeste() } = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={temaTeste} env="test">
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications />
            <MemoryRouter initialEntries={[rota]}>
              <Espiao />
              {children}
            </MemoryRouter>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Wrapper }) };
}

/** The user of a test's session: Ana, of unit 1 (SC), with no codes unless the test gives them. */
export const USUARIO_TESTE: UsuarioSessao = {
  user_sip: 70,
  cd_sip: 7,
  cd_unid: 1,
  cd_uf_unid: 'SC',
  apelido: 'ana',
  grupos: [],
  cd_setor: null,
  permissoes: [],
  nm_login: 'ana',
  nm_pessoa: 'Ana Seleção',
};

/** Stores a logged-in user as the login does: USUARIO_TESTE with what the test changes. */
export function entrarComo(dados: Partial<UsuarioSessao> = {}): UsuarioSessao {
  const usuario = { ...USUARIO_TESTE, ...dados };
  localStorage.setItem(CHAVE_USUARIO, JSON.stringify(usuario));
  return usuario;
}
