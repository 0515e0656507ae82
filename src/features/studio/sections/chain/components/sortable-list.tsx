import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import type { CSSProperties, ReactNode } from 'react';
import { messages } from '@/generated/config/messages-studio';
import { fmt } from '@/lib/format-message';

const t = messages.studioEditors.dnd;

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
 * A list reordered by dragging a row's handle or from the keyboard (focus the handle, Space or
 * Enter to lift, arrow keys to move, Space or Enter to drop, Esc to cancel), announced in Korean.
 */
export function SortableList({ ids, nameOf, onReorder, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => fmt(t.start, { item: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? fmt(t.over, { item: name(active.id), n: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? fmt(t.end, { item: name(active.id), n: position(over.id) }) : t.cancel,
    onDragCancel: () => t.cancel,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...ids], position(active.id) - 1, position(over.id) - 1));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {children}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

/** A row of a SortableList: the row's ref and style, and its drag handle. */
export function useSortableRow(id: string, name: string) {
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
