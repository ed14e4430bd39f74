/**
 * The API's wire texts of typed values, where the spec's format asks for text (a multipart body, a
 * money or height field): written once here, used by each form's `paraEnvio`.
 */
export const paraTexto = {
  /** 1234.5 → '1.234,50' (empty when there is no value). */
  moeda(v: number | null | undefined): string {
    return v === null || v === undefined || Number.isNaN(v)
      ? ''
      : v.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
  },
  /** 1.7 → '1,70' with the given decimals (empty when there is no value). */
  decimal(v: number | null | undefined, casas: number): string {
    return v === null || v === undefined || Number.isNaN(v) ? '' : v.toFixed(casas).replace('.', ',');
  },
  /** 65 → '65' (empty when there is no value). */
  inteiro(v: number | null | undefined): string {
    return v === null || v === undefined || Number.isNaN(v) ? '' : String(Math.trunc(v));
  },
};
