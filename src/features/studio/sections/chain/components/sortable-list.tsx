import { arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SortableArea } from '@/components/sortable/sortable-area';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

export interface SortableListProps {
  /** Stable ids of the rows, in their order (a step id, a menu item's key; never an index). */
  ids: readonly string[];
  /** The name a row is announced by. */
  nameOf: (id: string) => string;
  /** The ids in their new order. */
  onReorder: (order: string[]) => void;
  children: ReactNode;
}

/**
 * A list of named rows reordered by dragging a row's handle or from the keyboard, announced in
 * Korean by the rows' names.
 */
export function SortableList({ ids, nameOf, onReorder, children }: SortableListProps) {
  const t = useConfig(messages.studioEditors).dnd;

  const item = (id: string | number) => nameOf(String(id));
  return (
    <SortableArea
      ids={ids}
      onMove={(from, to) => onReorder(arrayMove([...ids], from, to))}
      strategy={verticalListSortingStrategy}
      instructions={t.instructions}
      announce={{
        start: (id) => fmt(t.start, { item: item(id) }),
        over: (id, n) => fmt(t.over, { item: item(id), n }),
        end: (id, n) => fmt(t.end, { item: item(id), n }),
        cancel: t.cancel,
      }}
    >
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {children}
      </Box>
    </SortableArea>
  );
}
