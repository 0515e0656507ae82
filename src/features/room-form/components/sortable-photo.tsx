import { useSortable } from '@dnd-kit/sortable';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Badge } from '@/components/form/badge';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { RoomPhoto } from '../model/room-form-values';

/** One photo tile: drag handle (pointer or keyboard), cover badge on the first, remove. */
export function SortablePhoto({
  photo,
  index,
  onRemove,
}: {
  photo: RoomPhoto;
  index: number;
  onRemove: () => void;
}) {
  const R = useConfig(messages.form).room;

  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: photo.photoId });
  const n = index + 1;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="room-photo"
      data-photo-id={photo.photoId}
      sx={{
        position: 'relative',
        width: 160,
        height: 120,
        borderRadius: 1.5,
        overflow: 'hidden',
        border: '1px solid',
        borderColor: index === 0 ? 'primary.main' : 'divider',
        bgcolor: 'grey.100',
      }}
      // Inline, as it changes on every frame of a drag (no class per position).
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
    >
      <Box
        component="img"
        src={photo.thumbUrl}
        alt={fmt(R.photoAlt, { n })}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {index === 0 && (
        <Box sx={{ position: 'absolute', left: 6, top: 6 }}>
          <Badge tone="brand">{R.cover}</Badge>
        </Box>
      )}
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={fmt(R.movePhoto, { n })}
        {...attributes}
        {...listeners}
        sx={{
          position: 'absolute',
          left: 4,
          bottom: 4,
          bgcolor: 'background.paper',
          cursor: 'grab',
        }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={fmt(R.removePhoto, { n })}
        onClick={onRemove}
        sx={{ position: 'absolute', right: 4, top: 4, bgcolor: 'background.paper' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
