import type { UsuarioSessao } from '@backoffice/domain/auth';
import { CHAVE_USUARIO } from './sessao';

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
