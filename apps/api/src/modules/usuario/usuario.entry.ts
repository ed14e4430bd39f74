// What other modules may use of the users module: the administrative trail, notices, the analyst's registered phone and the
// recruitment analysts of a unit, the user a verified e-mail of the company login is, and the import's writer of users.

export { criarAdministrador } from './administrador.service';
export { analistasRecrutamento } from './analistas-relatorio.service';
export { registrarAuditoria, trilhaDaEntidade } from './auditoria';
export { avisarUsuariosDaUnidade, criarAviso } from './avisos.service';
export { gravadorUsuarios } from './gravacao-usuarios';
export { alterarTelefoneUsuario } from './telefone-usuario.service';
export { type UsuarioDoEmail, usuarioDoEmail } from './usuario-do-email.service';
