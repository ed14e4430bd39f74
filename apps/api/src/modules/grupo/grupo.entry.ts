// What other modules may use of the groups module; everything else in grupo/ is its own.

export { candidatosNoGrupo, grupoParaIncluir, incluirNoGrupo, retirarDoGrupo } from './grupo.service';
