import { Switch, type SwitchProps } from '@mantine/core';

export interface ToggleFieldProps extends Omit<SwitchProps, 'checked' | 'onChange' | 'value'> {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** On/off switch with its label; Space toggles it from the keyboard. */
export function ToggleField({ label, checked, onChange, ...rest }: ToggleFieldProps) {
  return (
    <Switch label={label} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} {...rest} />
  );
}

/** 'S'/'N' flag adapter for ToggleField, as flags travel in the API. */
export function flagToBoolean(flag: string | null | undefined): boolean {
  return flag === 'S';
}

export function booleanToFlag(v: boolean): 'S' | 'N' {
  return v ? 'S' : 'N';
}
