import { LIMITES_CONTROLES } from '@backoffice/domain/controles';
import { IMask } from 'react-imask';

/** Mask options (react-imask) of the pt-BR fields: documents, postal code, phones, money, height, dates. */
export const MASKS = {
  cpf: { mask: '000.000.000-00' },
  cnpj: { mask: '00.000.000/0000-00' },
  cep: { mask: '00000-000' },
  // Landline (10 digits) or mobile (11): imask picks the pattern the digits fit.
  phone: { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] },
  /** Height in metres, e.g. 1,75. */
  height: { mask: '0,00' },
  /** Weight in kg: up to 3 digits. */
  weight: { mask: '000' },
  /** Age: up to 2 digits. */
  age: { mask: '00' },
  date: { mask: '00/00/0000' },
  time: { mask: '00:00' },
  /** Money in reais, at most 9 characters (99.999,99). */
  currency: {
    mask: Number,
    scale: 2,
    radix: ',',
    thousandsSeparator: '.',
    padFractionalZeros: false,
    normalizeZeros: true,
    min: 0,
    max: LIMITES_CONTROLES.moedaValorMaximo,
  },
} as const;

export type MaskName = keyof typeof MASKS;

/** The masked text of a raw value, as the field would show it (e.g. '52998224725' → '529.982.247-25'). */
export function applyMask(name: MaskName, raw: string | number): string {
  // biome-ignore lint/suspicious/noExplicitAny: each entry is a valid imask option object
  const masked = IMask.createMask(MASKS[name] as any);
  // A number is a value (1234.5 → 1.234,50), a text is what the user would type.
  if (typeof raw === 'number') masked.typedValue = raw;
  else masked.resolve(raw);
  return masked.value;
}

/** The unmasked value of a masked text (digits for documents; a number as text for currency). */
export function unmask(name: MaskName, text: string): string {
  // biome-ignore lint/suspicious/noExplicitAny: each entry is a valid imask option object
  const masked = IMask.createMask(MASKS[name] as any);
  masked.resolve(text);
  return masked.unmaskedValue;
}
