import { LIMITES_CONTROLES, totalPaginas } from '@backoffice/domain/controles';
import { Group, NativeSelect, Pagination, type PaginationProps, Text } from '@mantine/core';
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

/** pt-BR names of Mantine's pagination controls and page buttons (the screen readers' words). */
const ROTULOS_CONTROLES = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

/** Props that give Mantine's `Pagination` its pt-BR labels: 'Próxima página', 'Página 3'… */
export const PAGINACAO_PT_BR = {
  getControlProps: (controle: keyof typeof ROTULOS_CONTROLES) => ({
    'aria-label': ROTULOS_CONTROLES[controle],
  }),
  getItemProps: (pagina: number) => ({ 'aria-label': `Página ${pagina}` }),
} satisfies Pick<PaginationProps, 'getControlProps' | 'getItemProps'>;

export interface PaginationBarProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Page-size choices: 10/20/50/100 unless told. */
  pageSizes?: readonly number[];
}

/**
 * Mantine's pagination (first/previous, the pages around the current one with the first and the last,
 * next/last) with the rows shown and the page size (spec 001 §9).
 */
export function PaginationBar({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizes = LIMITES_CONTROLES.tamanhosPagina,
}: PaginationBarProps) {
  const de = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const ate = Math.min(page * pageSize, total);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" component="nav" aria-label="Paginação">
      <Pagination
        total={totalPaginas(total, pageSize)}
        value={page}
        onChange={onPageChange}
        withEdges
        size="sm"
        {...PAGINACAO_PT_BR}
      />
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
