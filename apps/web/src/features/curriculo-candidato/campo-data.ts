import type { EditorCurriculo } from './use-curriculo-formulario';

/**
 * A date of the record for the DateField: the form holds it as ISO text ('' when blank, as the save
 * sends it); the dates of a person's history go back to 1900, as the server accepts them.
 */
export function campoData(ed: EditorCurriculo, k: string, label: string) {
  return {
    label,
    value: ed.v(k) || null,
    onChange: (x: string | null) => ed.set(k, x ?? ''),
    onBlur: () => ed.tocar(k),
    error: ed.erro(k),
    historica: true,
  };
}

/** A month/year of the record ('YYYY-MM', '' when blank) as the month picker's first day of it. */
export function mesParaData(mes: string): string | null {
  return /^\d{4}-\d{2}/.test(mes) ? `${mes.slice(0, 7)}-01` : null;
}

/** The month picker's date back to the record's 'YYYY-MM' ('' when cleared). */
export function dataParaMes(data: string | null): string {
  return data ? data.slice(0, 7) : '';
}
