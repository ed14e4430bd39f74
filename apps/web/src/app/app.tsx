import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { nonceEstilo } from '../lib/csp';
import { definirNavegacaoLogin } from '../lib/sessao';
import { LoginPage } from './login-page';
import { RedefinirSenhaPage } from './redefinir-senha-page';
import { RequerUsuario } from './requer-usuario';
import { CLASSE_TOASTS } from './reserva-toasts';
import { TelaCarregando } from './tela-carregando';
import { resolverVariaveis, tema } from './theme';

// The login page loads only what it needs: the shell (menu, tabs, alerts, every screen's registry)
// comes once someone is logged in.
const Shell = lazy(() => import('./shell').then((m) => ({ default: m.Shell })));

function NavegacaoLogin() {
  const navigate = useNavigate();
  useEffect(() => {
    definirNavegacaoLogin(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return null;
}

/** Routes: /login, /redefinir-senha (an administrator's one-time link), and everything else inside the shell (tabs at /t/<key>). */
export function Rotas() {
  return (
    <>
      <NavegacaoLogin />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/redefinir-senha" element={<RedefinirSenhaPage />} />
        <Route
          path="*"
          element={
            <RequerUsuario>
              <Suspense fallback={<TelaCarregando telaCheia />}>
                <Shell />
              </Suspense>
            </RequerUsuario>
          }
        />
      </Routes>
    </>
  );
}

/** Providers of the whole application. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={tema}
      defaultColorScheme="light"
      cssVariablesResolver={resolverVariaveis}
      getStyleNonce={nonceEstilo}
    >
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
        <QueryClientProvider client={queryClient}>
          {/* At the bottom centre: the top right holds the alerts button and every modal's close
                button, the right the alerts column. In the shell the work area keeps an empty strip
                under the open tab while toasts are shown (ReservaToasts), so none covers a control. */}
          <Notifications
            position="bottom-center"
            limit={3}
            zIndex={1000}
            classNames={{ root: CLASSE_TOASTS }}
          />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <Rotas />
      </BrowserRouter>
    </Providers>
  );
}
