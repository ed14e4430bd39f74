import { TimeInput, type TimeInputProps } from '@mantine/dates';

export interface TimeFieldProps extends Omit<TimeInputProps, 'value' | 'onChange'> {
  label: string;
  /** HH:mm, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
}

/** Time of day (HH:mm) in the browser's own time control, usable from the keyboard. */
export function TimeField({ label, value, onChange, ...rest }: TimeFieldProps) {
  return (
    <TimeInput label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} {...rest} />
  );
}
