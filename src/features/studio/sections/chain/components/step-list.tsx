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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import type { ChainStep } from '../model/chain-file';

const t = messages.studioEditors.chain;

/** The Korean name of a step type (its id when the type is new to the studio). */
export const stepLabel = (type: string): string =>
  (t.types as Readonly<Record<string, string>>)[type] ?? type;

export interface StepListProps {
  steps: readonly ChainStep[];
  /** The step ids in their new order. */
  onReorder: (order: string[]) => void;
  renderStep: (step: ChainStep, index: number) => ReactNode;
}

/**
 * The steps of one chain, reordered by dragging a row's handle or from the keyboard (focus the
 * handle, Space or Enter to lift, arrow keys to move, Space or Enter to drop, Esc to cancel).
 * What happens is announced in Korean.
 */
export function StepList({ steps, onReorder, renderStep }: StepListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = steps.map((s) => s.id);
  const name = (id: UniqueIdentifier) =>
    stepLabel(steps.find((s) => s.id === id)?.type ?? String(id));
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => fmt(t.dnd.start, { step: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? fmt(t.dnd.over, { step: name(active.id), n: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? fmt(t.dnd.end, { step: name(active.id), n: position(over.id) }) : t.dnd.cancel,
    onDragCancel: () => t.dnd.cancel,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.dnd.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {steps.map((s, i) => renderStep(s, i))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
