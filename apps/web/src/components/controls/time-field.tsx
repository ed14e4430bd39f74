import { TimePicker, type TimePickerProps } from '@mantine/dates';

export interface TimeFieldProps
  extends Omit<TimePickerProps, 'value' | 'onChange' | 'format' | 'withSeconds' | 'type'> {
  label: string;
  /** HH:mm, or '' when empty (or while only part of it is typed). */
  value: string;
  onChange: (value: string) => void;
  /** Focus the hours when a modal opens. */
  'data-autofocus'?: boolean;
}

/**
 * Time of day in 24 hours (HH:mm), the same in every browser language (no native time input, which
 * shows AM/PM in an English browser): hours and minutes typed from the keyboard (the hours move on to
 * the minutes by themselves; arrows step them; a pasted 14:30 fills both).
 */
export function TimeField({
  label,
  value,
  onChange,
  hoursInputProps,
  minutesInputProps,
  'data-autofocus': autofoco,
  ...rest
}: TimeFieldProps) {
  return (
    <TimePicker
      label={label}
      format="24h"
      value={value}
      onChange={onChange}
      hoursInputLabel={label}
      minutesInputLabel={`${label}: minutos`}
      hoursPlaceholder="hh"
      minutesPlaceholder="mm"
      hoursInputProps={{ ...(autofoco ? { 'data-autofocus': true } : {}), ...hoursInputProps }}
      minutesInputProps={minutesInputProps}
      {...rest}
    />
  );
}
