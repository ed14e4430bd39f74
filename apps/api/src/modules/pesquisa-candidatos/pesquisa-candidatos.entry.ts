// What other modules may use of the search module: the send marks on a selection's rows.
export { marcarEnvio } from './selecao.service';
