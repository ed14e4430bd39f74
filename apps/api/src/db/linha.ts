// The values of a driver row as the answers carry them: node-postgres and PGlite hand back numeric
// and bigint columns as strings or numbers, and timestamps as Date or text.

/** A numeric column as a number; null stays null. */
export function num(v: unknown): number | null {
  return v === null || v === undefined ? null : Number(v);
}

/** A flag column as 'S' or 'N' (anything but 'S' is 'N'). */
export function sn(v: unknown): 'S' | 'N' {
  return v === 'S' ? 'S' : 'N';
}

/** A timestamp column in ISO 8601; null stays null. */
export function iso(v: Date | string): string;
export function iso(v: unknown): string | null;
export function iso(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return (v instanceof Date ? v : new Date(v as string)).toISOString();
}
