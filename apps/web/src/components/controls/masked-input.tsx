import { InputBase, type InputBaseProps } from '@mantine/core';
import type { InputHTMLAttributes } from 'react';
import { IMaskInput } from 'react-imask';
import { MASKS, type MaskName } from '../../lib/masks';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'size' | 'defaultValue' | 'style' | 'className'
>;

export interface MaskedInputProps extends Omit<InputBaseProps, 'value' | 'onChange'>, NativeProps {
  label: string;
  mask: Exclude<MaskName, 'currency'>;
  /** Unmasked value (digits for documents and phones). */
  value: string;
  /** Called with the unmasked value and the text as shown. */
  onChange: (value: string, masked: string) => void;
}

/** Text input with a pt-BR mask (react-imask). */
export function MaskedInput({ mask, value, onChange, ...rest }: MaskedInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      // biome-ignore lint/suspicious/noExplicitAny: imask's option union does not narrow through InputBase
      {...(MASKS[mask] as any)}
      unmask
      value={value}
      onAccept={(v: string, m: { value: string }) => onChange(v, m.value)}
      {...rest}
    />
  );
}

type Specific = Omit<MaskedInputProps, 'mask'>;

export function CpfInput(props: Specific) {
  return <MaskedInput mask="cpf" inputMode="numeric" placeholder="000.000.000-00" {...props} />;
}

export function CnpjInput(props: Specific) {
  return <MaskedInput mask="cnpj" inputMode="numeric" placeholder="00.000.000/0000-00" {...props} />;
}

export function CepInput(props: Specific) {
  return <MaskedInput mask="cep" inputMode="numeric" placeholder="00000-000" {...props} />;
}

export function PhoneInput(props: Specific) {
  return <MaskedInput mask="phone" inputMode="tel" placeholder="(00) 00000-0000" {...props} />;
}

/** Height in metres (1,75); the value is the digits typed, e.g. '175'. */
export function HeightInput(props: Specific) {
  return <MaskedInput mask="height" inputMode="numeric" placeholder="0,00" {...props} />;
}

export interface CurrencyInputProps extends Omit<InputBaseProps, 'value' | 'onChange'>, NativeProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

/** Money in reais with the pt-BR mask, at most 9 characters (99.999,99). */
export function CurrencyInput({ value, onChange, ...rest }: CurrencyInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      // biome-ignore lint/suspicious/noExplicitAny: imask's option union does not narrow through InputBase
      {...(MASKS.currency as any)}
      // The unmasked text ('1234.56'), not the typed number: an empty field must stay empty, not 0.
      unmask
      value={value === null ? '' : String(value)}
      onAccept={(v: string) => onChange(v === '' ? null : Number(v))}
      leftSection="R$"
      inputMode="decimal"
      maxLength={9}
      {...rest}
    />
  );
}
