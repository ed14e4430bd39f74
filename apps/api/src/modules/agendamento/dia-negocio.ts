import { FUSO_NEGOCIO } from '@backoffice/domain/vaga-prazo';
import { type SQL, sql } from 'drizzle-orm';

/** A timestamptz column within the business day `hoje` (YYYY-MM-DD in São Paulo). */
export function noDiaNegocio(coluna: SQL, hoje: string): SQL {
  return sql`${coluna} >= (${hoje}::date)::timestamp AT TIME ZONE ${FUSO_NEGOCIO}
         AND ${coluna} < (${hoje}::date + 1)::timestamp AT TIME ZONE ${FUSO_NEGOCIO}`;
}
