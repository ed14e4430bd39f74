// What other modules may use of the portal module: the candidate's LGPD export (the import reads it back).

export { type ExportacaoLgpd, exportacaoJson, exportarDadosDoCandidato } from './lgpd';
