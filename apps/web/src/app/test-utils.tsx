import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
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
