import { type UsuarioSessao, usuarioSessaoSchema } from '@backoffice/domain/auth';
import { type AreaPermissao, podeAcessar } from '@backoffice/domain/permissions';
import { useSyncExternalStore } from 'react';
import { gravarArmazenado, lerTextoArmazenado, limparArmazenamento } from './armazenamento-local';

/** Where the logged user is kept between reloads (the cookie itself is HttpOnly). */
export const CHAVE_USUARIO = 'usuario';

const ouvintes = new Set<() => void>();
let cacheBruto: string | null = null;
let cacheUsuario: UsuarioSessao | null = null;

function avisar(): void {
  for (const fn of ouvintes) fn();
}

/** The stored user, or null when there is none or it is not a valid user. */
export function lerUsuario(): UsuarioSessao | null {
  const bruto = lerTextoArmazenado(CHAVE_USUARIO);
  if (bruto === cacheBruto) return cacheUsuario;
  cacheBruto = bruto;
  cacheUsuario = null;
  if (bruto) {
    try {
      const r = usuarioSessaoSchema.safeParse(JSON.parse(bruto));
      cacheUsuario = r.success ? r.data : null;
    } catch {
      cacheUsuario = null;
    }
  }
  return cacheUsuario;
}

export function salvarUsuario(usuario: UsuarioSessao): void {
  gravarArmazenado(CHAVE_USUARIO, usuario);
  avisar();
}

/** Forgets the user and everything the browser keeps for this site (spec 002 §2, §4). */
export function limparSessao(): void {
  limparArmazenamento();
  avisar();
}

function assinar(fn: () => void): () => void {
  ouvintes.add(fn);
  const aoMudarStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CHAVE_USUARIO) fn();
  };
  window.addEventListener('storage', aoMudarStorage);
  return () => {
    ouvintes.delete(fn);
    window.removeEventListener('storage', aoMudarStorage);
  };
}

/** The logged user, kept in sync with storage (also across browser windows). */
export function useUsuario(): UsuarioSessao | null {
  return useSyncExternalStore(assinar, lerUsuario, () => null);
}

/** True when the logged user may use the area (spec 002 §6). */
export function usePermissao(area: AreaPermissao): boolean {
  const usuario = useUsuario();
  return usuario ? podeAcessar(usuario.permissoes, area) : false;
}

let navegarParaLogin: () => void = () => window.location.assign('/login');

/** The shell registers the router's navigation so leaving for /login keeps the single-page app. */
export function definirNavegacaoLogin(fn: () => void): void {
  navegarParaLogin = fn;
}

export function irParaLogin(): void {
  navegarParaLogin();
}

/** Session refused by the server: forget it and go to the login page. */
export function encerrarSessaoLocal(): void {
  limparSessao();
  irParaLogin();
}
