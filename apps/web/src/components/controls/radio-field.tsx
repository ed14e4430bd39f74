import { Group, Radio, type RadioGroupProps, Stack } from '@mantine/core';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioFieldProps extends Omit<RadioGroupProps, 'value' | 'onChange' | 'children'> {
  label: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Side by side instead of one per line. */
  inline?: boolean;
}

/** Radio group with a legend; arrow keys move between options. */
export function RadioField({ label, options, value, onChange, inline = false, ...rest }: RadioFieldProps) {
  const itens = options.map((o) => (
    <Radio key={o.value} value={o.value} label={o.label} disabled={o.disabled} />
  ));
  return (
    <Radio.Group label={label} value={value} onChange={onChange} {...rest}>
      {inline ? (
        <Group mt="xs" gap="md">
          {itens}
        </Group>
      ) : (
        <Stack mt="xs" gap="xs">
          {itens}
        </Stack>
      )}
    </Radio.Group>
  );
}
