// What the command line (src/cli/importar.ts) uses of the import module.

export { importarPelaLinhaDeComando } from './linha-de-comando';
