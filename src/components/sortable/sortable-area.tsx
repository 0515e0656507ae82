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
  SortableContext,
  sortableKeyboardCoordinates,
  type SortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

/** What a screen reader hears while an item moves: `n` is the 1-based place it is over. */
export interface SortAnnouncements {
  start: (id: UniqueIdentifier, n: number) => string;
  over: (id: UniqueIdentifier, n: number) => string;
  end: (id: UniqueIdentifier, n: number) => string;
  cancel: string;
}

export interface SortableAreaProps {
  /** Stable ids of the items in their order (never an index). */
  ids: readonly UniqueIdentifier[];
  /** The item at `from` was dropped at `to` (0-based; never called for no move). */
  onMove: (from: number, to: number) => void;
  strategy: SortingStrategy;
  /** How to move an item from the keyboard, read out when a handle is focused. */
  instructions: string;
  announce: SortAnnouncements;
  children: ReactNode;
}

/**
 * Items reordered by dragging with the mouse (after 4px, so a click stays a click) or from the
 * keyboard (Space or Enter lifts and drops, arrows move, Esc cancels), with every step announced.
 * The items are `useSortable` rows of the same ids.
 */
export function SortableArea({
  ids,
  onMove,
  strategy,
  instructions,
  announce,
  children,
}: SortableAreaProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => announce.start(active.id, position(active.id)),
    onDragOver: ({ active, over }) =>
      over ? announce.over(active.id, position(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? announce.end(active.id, position(over.id)) : announce.cancel,
    onDragCancel: () => announce.cancel,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(position(active.id) - 1, position(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={[...ids]} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
