import { LIMITES_CONTROLES, paginasVisiveis, totalPaginas } from '@backoffice/domain/controles';
import { ActionIcon, Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

/** Current page of a list held in memory; returns to page 1 when the list or the page size changes. */
export function usePagination<T>(
  rows: readonly T[],
  initialPageSize: number = LIMITES_CONTROLES.tamanhoPaginaPadrao,
) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const paginas = totalPaginas(rows.length, pageSize);
  // A new list or page size starts again at page 1 (adjusted while rendering, not in an effect).
  const [origem, setOrigem] = useState({ rows, pageSize });
  if (origem.rows !== rows || origem.pageSize !== pageSize) {
    setOrigem({ rows, pageSize });
    setPage(1);
  }
  const atual = Math.min(page, paginas);
  const pageRows = useMemo(
    () => rows.slice((atual - 1) * pageSize, atual * pageSize),
    [rows, atual, pageSize],
  );
  return { page: atual, setPage, pageSize, setPageSize, pageRows, total: rows.length };
}

export interface PaginationBarProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Page-size choices: 10/20/50/100 unless told. */
  pageSizes?: readonly number[];
  /** How many page buttons are shown around the current one (5). */
  buttons?: number;
}

/** Page buttons (a window of 5), first/previous/next/last and the page size (spec 001 §9). */
export function PaginationBar({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizes = LIMITES_CONTROLES.tamanhosPagina,
  buttons = LIMITES_CONTROLES.botoesPagina,
}: PaginationBarProps) {
  const paginas = totalPaginas(total, pageSize);
  const visiveis = paginasVisiveis(page, paginas, buttons);
  const de = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const ate = Math.min(page * pageSize, total);
  const naPrimeira = page <= 1;
  const naUltima = page >= paginas;

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" component="nav" aria-label="Paginação">
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          onClick={() => onPageChange(1)}
          disabled={naPrimeira}
          aria-label="Primeira página"
        >
          <IconChevronsLeft size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          onClick={() => onPageChange(page - 1)}
          disabled={naPrimeira}
          aria-label="Página anterior"
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        {visiveis.map((n) => (
          <Button
            key={n}
            size="compact-sm"
            miw={32}
            variant={n === page ? 'filled' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Página ${n}`}
            onClick={() => onPageChange(n)}
          >
            {n}
          </Button>
        ))}
        <ActionIcon
          variant="default"
          onClick={() => onPageChange(page + 1)}
          disabled={naUltima}
          aria-label="Próxima página"
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          onClick={() => onPageChange(paginas)}
          disabled={naUltima}
          aria-label="Última página"
        >
          <IconChevronsRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="gray.7">
          {de}–{ate} de {total}
        </Text>
        {onPageSizeChange ? (
          <NativeSelect
            size="xs"
            aria-label="Registros por página"
            value={String(pageSize)}
            onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
            data={pageSizes.map((n) => ({ value: String(n), label: `${n} por página` }))}
          />
        ) : null}
      </Group>
    </Group>
  );
}
