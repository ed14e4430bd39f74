import { filtrarLinhas, MENSAGENS_CONTROLES } from '@backoffice/domain/controles';
import { Group, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

/** Rows matching a free text on any string field, ignoring case and accents (spec 002 §5). */
export function useListFilter<T extends object>(rows: readonly T[]) {
  const [text, setText] = useState('');
  const filtered = useMemo(() => filtrarLinhas(rows, text), [rows, text]);
  return { text, setText, filtered };
}

export interface ListFilterProps extends Omit<TextInputProps, 'value' | 'onChange' | 'label'> {
  value: string;
  onChange: (value: string) => void;
  /** Rows shown after filtering and rows in the list. */
  shown: number;
  total: number;
  label?: string;
  /** How the count reads; 'Exibindo X de Y' by default. */
  countText?: (shown: number, total: number) => string;
}

/** Filter box of a list with the count of rows shown, announced politely as it changes. */
export function ListFilter({
  value,
  onChange,
  shown,
  total,
  label = 'Filtrar',
  placeholder = 'Digite para filtrar',
  countText = MENSAGENS_CONTROLES.exibindo,
  ...rest
}: ListFilterProps) {
  return (
    <Group align="flex-end" justify="space-between" gap="sm" wrap="wrap">
      <TextInput
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        style={{ flex: 1, minWidth: 200 }}
        {...rest}
      />
      <Text size="sm" c="gray.7" role="status" aria-live="polite" pb={6}>
        {countText(shown, total)}
      </Text>
    </Group>
  );
}
