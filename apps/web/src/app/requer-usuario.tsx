import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { lerUsuario, limparSessao, useUsuario } from '../lib/sessao';
import { TrocaSenhaObrigatoria } from './troca-senha-obrigatoria';

/**
 * With no stored user the browser storage is cleared and the login page shown (spec 002 §2); a user
 * whose password is temporary sees only the password change.
 */
export function RequerUsuario({ children }: { children: ReactNode }) {
  const [usuario] = useState(lerUsuario);
  const atual = useUsuario();
  const location = useLocation();
  useEffect(() => {
    if (!usuario) limparSessao();
  }, [usuario]);
  if (!usuario) {
    const destino = location.pathname + location.search;
    return <Navigate to="/login" replace state={destino !== '/' ? { destino } : undefined} />;
  }
  if (atual?.trocar_senha) return <TrocaSenhaObrigatoria usuario={atual} />;
  return <>{children}</>;
}
