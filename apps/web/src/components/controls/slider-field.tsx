import { Input, Slider, type SliderProps } from '@mantine/core';
import { useId } from '@mantine/hooks';

export interface SliderFieldProps extends Omit<SliderProps, 'value' | 'onChange' | 'label'> {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Text of a value, e.g. v => `${v}%`; shown on the thumb and in the marks. */
  format?: (value: number) => string;
  /** Show a mark at every step. */
  withStepMarks?: boolean;
}

/** Slider with a visible label; arrow keys move it one step. */
export function SliderField({
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  format = String,
  withStepMarks = false,
  marks,
  ...rest
}: SliderFieldProps) {
  const labelId = useId();
  const marcas =
    marks ??
    (withStepMarks
      ? Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => {
          const v = min + i * step;
          return { value: v, label: format(v) };
        })
      : undefined);
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, component: 'div' }}
      mb={marcas ? 'lg' : undefined}
    >
      <Slider
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        step={step}
        marks={marcas}
        label={format}
        thumbLabel={label}
        thumbProps={{ 'aria-valuetext': format(value), 'aria-labelledby': labelId }}
        mt="xs"
        {...rest}
      />
    </Input.Wrapper>
  );
}
