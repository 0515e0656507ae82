import { arrayMove, rectSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import { SortableArea } from '@/components/sortable/sortable-area';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { RoomPhoto } from '../model/room-form-values';
import { SortablePhoto } from './sortable-photo';

/** The uploaded photos in their order: reorder by drag or keyboard, remove; the first is the cover. */
export default function PhotoList({
  photos,
  onChange,
}: {
  photos: RoomPhoto[];
  onChange: (next: RoomPhoto[]) => void;
}) {
  const R = useConfig(messages.form).room;

  return (
    <SortableArea
      ids={photos.map((p) => p.photoId)}
      onMove={(from, to) => onChange(arrayMove(photos, from, to))}
      strategy={rectSortingStrategy}
      instructions={R.dragInstructions}
      announce={{
        start: (_, n) => fmt(R.dragStart, { n }),
        over: (_, n) => fmt(R.dragOver, { n }),
        end: (_, n) => fmt(R.dragEnd, { n }),
        cancel: R.dragCancel,
      }}
    >
      <Box
        component="ol"
        aria-label={R.sectionPhotos}
        aria-describedby="room-photos-help"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {photos.map((p, i) => (
          <SortablePhoto
            key={p.photoId}
            photo={p}
            index={i}
            onRemove={() => onChange(photos.filter((x) => x.photoId !== p.photoId))}
          />
        ))}
      </Box>
    </SortableArea>
  );
}
