import { MENSAGENS_CONTROLES } from '@backoffice/domain/controles';
import { Box, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { ListFilter, useListFilter } from './list-filter';
import { EmptyState, LoadingState } from './list-states';
import { VirtualList } from './virtual-list';

export interface SelectableListProps<T extends object> {
  /** Name of the list (e.g. 'Turnos'), read by screen readers. */
  label: string;
  rows: readonly T[] | undefined;
  loading?: boolean;
  /** Text shown instead of the list when loading failed. */
  error?: string | null;
  getValue: (row: T) => string;
  /** Content of a row. */
  renderRow: (row: T, selected: boolean) => ReactNode;
  value: string | null;
  onChange: (value: string, row: T) => void;
  /** Row height in px (60 for shifts). */
  rowHeight?: number;
  /** Height of the visible list in px. */
  height?: number;
}

/**
 * A list to pick one row from, with a text filter over every field and 'Exibindo {n} registros'
 * (spec 000 §5.1). Virtualised; arrow keys move, Enter or Space picks.
 */
export function SelectableList<T extends object>({
  label,
  rows,
  loading = false,
  error,
  getValue,
  renderRow,
  value,
  onChange,
  rowHeight = 44,
  height = 300,
}: SelectableListProps<T>) {
  const id = useId();
  const { text, setText, filtered } = useListFilter(rows ?? []);
  const selecionado = value === null ? -1 : filtered.findIndex((r) => getValue(r) === value);
  const [ativo, setAtivo] = useState(-1);
  // The keyboard cursor is drawn only while the list has the focus.
  const [focada, setFocada] = useState(false);

  useEffect(() => {
    setAtivo(selecionado >= 0 ? selecionado : filtered.length > 0 ? 0 : -1);
  }, [filtered, selecionado]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (filtered.length === 0) return;
    const passo: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };
    if (e.key in passo) {
      e.preventDefault();
      setAtivo((a) => Math.min(filtered.length - 1, Math.max(0, a + passo[e.key])));
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      setAtivo(e.key === 'Home' ? 0 : filtered.length - 1);
    } else if ((e.key === 'Enter' || e.key === ' ') && ativo >= 0) {
      e.preventDefault();
      const row = filtered[ativo];
      onChange(getValue(row), row);
    }
  }

  let corpo: ReactNode;
  if (loading) corpo = <LoadingState />;
  else if (error)
    corpo = (
      <Text c="red.9" size="sm" py="md" ta="center">
        {error}
      </Text>
    );
  else if (filtered.length === 0) corpo = <EmptyState />;
  else
    corpo = (
      <Box
        bd="1px solid var(--mantine-color-gray-4)"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        className="selectable-list"
      >
        <VirtualList
          items={filtered}
          rowHeight={rowHeight}
          height={Math.min(height, filtered.length * rowHeight + 2)}
          getKey={(r) => getValue(r)}
          activeIndex={ativo}
          role="listbox"
          aria-label={label}
          tabIndex={0}
          aria-activedescendant={ativo >= 0 ? `${id}-op-${ativo}` : undefined}
          onKeyDown={onKeyDown}
          onFocus={() => setFocada(true)}
          onBlur={() => setFocada(false)}
          rowProps={(r, i) => ({
            id: `${id}-op-${i}`,
            role: 'option',
            'aria-selected': getValue(r) === value,
            'data-ativo': i === ativo || undefined,
            onClick: () => {
              setAtivo(i);
              onChange(getValue(r), r);
            },
          })}
          renderRow={(r, i) => (
            <Box
              h="100%"
              px="sm"
              display="flex"
              style={{
                alignItems: 'center',
                cursor: 'pointer',
                borderBottom: '1px solid var(--mantine-color-gray-2)',
                background:
                  getValue(r) === value
                    ? 'var(--mantine-color-blue-1)'
                    : focada && i === ativo
                      ? 'var(--mantine-color-gray-1)'
                      : undefined,
                outline: focada && i === ativo ? '2px solid var(--mantine-color-blue-7)' : undefined,
                outlineOffset: -2,
              }}
            >
              {renderRow(r, getValue(r) === value)}
            </Box>
          )}
        />
      </Box>
    );

  return (
    <Stack gap="xs">
      <ListFilter
        label={`Filtrar ${label.toLocaleLowerCase('pt-BR')}`}
        value={text}
        onChange={setText}
        shown={filtered.length}
        total={rows?.length ?? 0}
        countText={(n) => MENSAGENS_CONTROLES.exibindoRegistros(n)}
      />
      {corpo}
    </Stack>
  );
}
