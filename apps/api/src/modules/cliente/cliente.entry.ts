// What other modules may use of the client module; everything else in cliente/ is its own.

export { gravadorClientes } from './gravacao-clientes';
