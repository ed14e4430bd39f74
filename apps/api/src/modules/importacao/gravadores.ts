import { ROTULOS_TIPO_IMPORTACAO, type TipoImportacao } from '@backoffice/domain/importacao';
import type { GravadorImportacao } from '../../db/gravador-importacao';
import { badRequest } from '../../platform/errors';
import { gravadorCandidatos } from '../candidato/candidato.entry';

/** The writer of each kind, from the module that owns its records. */
const GRAVADORES: Partial<Record<TipoImportacao, GravadorImportacao>> = {
  candidatos: gravadorCandidatos,
};

export function gravadorDo(tipo: TipoImportacao): GravadorImportacao {
  const g = GRAVADORES[tipo];
  if (!g)
    throw badRequest(
      `A importação de ${ROTULOS_TIPO_IMPORTACAO[tipo].toLowerCase()} ainda não está disponível.`,
    );
  return g;
}
