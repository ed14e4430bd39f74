import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { lerUsuario, limparSessao } from '../lib/sessao';

/** With no stored user the browser storage is cleared and the login page shown (spec 002 §2). */
export function RequerUsuario({ children }: { children: ReactNode }) {
  const [usuario] = useState(lerUsuario);
  const location = useLocation();
  useEffect(() => {
    if (!usuario) limparSessao();
  }, [usuario]);
  if (!usuario) {
    const destino = location.pathname + location.search;
    return <Navigate to="/login" replace state={destino !== '/' ? { destino } : undefined} />;
  }
  return <>{children}</>;
}
