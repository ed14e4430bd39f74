// What other modules may use of the users module: notices and the analyst's registered phone.
export { criarAviso } from './avisos.service';
export { alterarTelefoneUsuario } from './telefone-usuario.service';
