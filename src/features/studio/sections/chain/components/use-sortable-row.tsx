import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import type { CSSProperties } from 'react';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/** A row of a SortableList: the row's ref and style, and its drag handle. */
export function useSortableRow(id: string, name: string) {
  const t = useConfig(messages.studioEditors).dnd;

  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  const handle = (
    <Box
      component="button"
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={fmt(t.handle, { item: name })}
      sx={{
        mt: 0.5,
        width: 36,
        height: 36,
        border: 0,
        borderRadius: 1,
        bgcolor: 'transparent',
        cursor: 'grab',
        color: 'text.secondary',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <DragIndicator aria-hidden />
    </Box>
  );
  return { setNode: setNodeRef, style, dragging: isDragging, handle };
}
