import { arrayMove, rectSortingStrategy } from '@dnd-kit/sortable';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { SortableArea } from '@/components/sortable/sortable-area';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { usePostRoomPhotoMutation } from '../api/post-room-photo';
import { PHOTO_TYPES, pickPhotoFiles } from '../model/photo-files';
import { PHOTOS_MAX } from '../model/room-form-schema';
import type { RoomFieldsProps } from './form-section';
import { SortablePhoto } from './sortable-photo';

const R = messages.form.room;

/** Photos: upload (checked here and by the server), reorder by drag or keyboard, remove. */
export function PhotoUploader({ control }: RoomFieldsProps) {
  const { field } = useController({ control, name: 'photos' });
  const photos = field.value;
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const upload = usePostRoomPhotoMutation();
  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    const { accepted, errors: refused } = pickPhotoFiles(files, photos.length);
    const problems = [...refused];
    let next = photos;
    // One at a time: two cores serve every upload, and the order chosen is kept.
    for (const file of accepted) {
      try {
        next = [...next, await upload.mutateAsync(file)];
        field.onChange(next);
      } catch (err) {
        problems.push(`${file.name}: ${errorMessage(err, messages.errors.server)}`);
      }
    }
    setErrors(problems);
  };

  return (
    <>
      <Typography id="room-photos-help" sx={{ color: 'text.secondary', fontSize: 14 }}>
        {fmt(R.photosHelp, { max: PHOTOS_MAX })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          kind="outline"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={upload.isPending || photos.length >= PHOTOS_MAX}
          onClick={() => input.current?.click()}
        >
          {R.addPhotos}
        </Button>
        <Typography sx={{ fontSize: 14 }}>
          {fmt(R.photoCount, { n: photos.length, max: PHOTOS_MAX })}
        </Typography>
        {upload.isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography sx={{ fontSize: 14 }}>{R.uploading}</Typography>
          </Box>
        )}
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={PHOTO_TYPES.join(',')}
          aria-label={R.addPhotos}
          data-testid="room-photo-input"
          onChange={(e) => void onFiles(e)}
        />
      </Box>
      {errors.length > 0 && (
        <Box component="ul" role="alert" sx={{ m: 0, pl: 2.5, color: 'error.main', fontSize: 14 }}>
          {errors.map((msg, i) => (
            <li key={i}>{msg}</li>
          ))}
        </Box>
      )}
      <SortableArea
        ids={photos.map((p) => p.photoId)}
        onMove={(from, to) => field.onChange(arrayMove(photos, from, to))}
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
              onRemove={() => field.onChange(photos.filter((x) => x.photoId !== p.photoId))}
            />
          ))}
        </Box>
      </SortableArea>
    </>
  );
}
