import { useVirtualizer } from '@tanstack/react-virtual';
import { type HTMLAttributes, type Key, type ReactNode, useEffect, useRef } from 'react';

export interface VirtualListProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  items: readonly T[];
  /** Height of each row in px (e.g. 60 for shifts). */
  rowHeight: number;
  /** Height of the visible area in px. */
  height: number;
  renderRow: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  /** Extra attributes of each row's wrapper (role, aria-selected, id...). */
  rowProps?: (item: T, index: number) => HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, unknown>;
  /** Keep this row in view (keyboard navigation). */
  activeIndex?: number;
  /** Rows rendered beyond the visible ones. */
  overscan?: number;
}

/** Long list that renders only the rows in view (@tanstack/react-virtual). */
export function VirtualList<T>({
  items,
  rowHeight,
  height,
  renderRow,
  getKey,
  rowProps,
  activeIndex,
  overscan = 8,
  style,
  ...rest
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height },
    getItemKey: getKey ? (i) => getKey(items[i], i) : undefined,
  });

  useEffect(() => {
    if (activeIndex !== undefined && activeIndex >= 0 && activeIndex < items.length) {
      virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
    }
  }, [activeIndex, items.length, virtualizer]);

  return (
    <div
      ref={scrollRef}
      style={{ height, maxHeight: height, overflowY: 'auto', position: 'relative', ...style }}
      {...rest}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((v) => (
          <div
            key={v.key}
            {...rowProps?.(items[v.index], v.index)}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: rowHeight,
              transform: `translateY(${v.start}px)`,
            }}
          >
            {renderRow(items[v.index], v.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
