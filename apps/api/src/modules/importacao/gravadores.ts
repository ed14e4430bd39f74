import type { TipoImportacao } from '@backoffice/domain/importacao';
import type { GravadorImportacao } from '../../db/gravador-importacao';
import { gravadorCandidatos } from '../candidato/candidato.entry';
import { gravadorClientes } from '../cliente/cliente.entry';
import { gravadorUsuarios } from '../usuario/usuario.entry';
import { gravadorVagas } from '../vaga/vaga.entry';

/** The writer of each kind, from the module that owns its records. */
const GRAVADORES: Record<TipoImportacao, GravadorImportacao> = {
  candidatos: gravadorCandidatos,
  clientes: gravadorClientes,
  usuarios: gravadorUsuarios,
  vagas: gravadorVagas,
};

export function gravadorDo(tipo: TipoImportacao): GravadorImportacao {
  return GRAVADORES[tipo];
}
