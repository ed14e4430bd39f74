import { erroLimiteNumero } from '@backoffice/domain/controles';
import { NumberInput, type NumberInputProps } from '@mantine/core';

export interface NumberFieldProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'min' | 'max'> {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
}

/**
 * Number input that keeps what was typed and says which bound is broken
 * ('O valor mínimo permitido é {min}' / 'O valor máximo permitido é {max}') instead of silently clamping.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  decimalSeparator = ',',
  thousandSeparator = '.',
  ...rest
}: NumberFieldProps) {
  const erroLimite = erroLimiteNumero(value, min, max);
  return (
    <NumberInput
      label={label}
      value={value ?? ''}
      onChange={(v) => onChange(v === '' || v === '-' ? null : Number(v))}
      min={min}
      max={max}
      clampBehavior="none"
      decimalSeparator={decimalSeparator}
      thousandSeparator={thousandSeparator}
      error={error ?? erroLimite}
      {...rest}
    />
  );
}
