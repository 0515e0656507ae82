import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { usePostRoomPhotoMutation } from '../api/post-room-photo';
import { PHOTO_TYPES, pickPhotoFiles } from '../model/photo-files';
import { PHOTOS_MAX } from '../model/room-form-values';
import type { RoomFieldsProps } from './form-section';

// The drag-and-drop list (with @dnd-kit, ~15 KB gzip) loads only once there are photos to order:
// a new listing's first screen has none. Choosing files starts the load before the first upload ends.
const loadPhotoList = () => import('./photo-list');
const PhotoList = lazy(loadPhotoList);

/** Photos: upload (checked here and by the server), reorder by drag or keyboard, remove. */
export function PhotoUploader({ control }: RoomFieldsProps) {
  const errorsText = useConfig(messages.errors);
  const R = useConfig(messages.form).room;

  const { field } = useController({ control, name: 'photos' });
  const photos = field.value;
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const upload = usePostRoomPhotoMutation();
  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    void loadPhotoList();
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
        problems.push(`${file.name}: ${errorMessage(err, errorsText.server)}`);
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
      {photos.length > 0 && (
        <Suspense fallback={null}>
          <PhotoList photos={photos} onChange={field.onChange} />
        </Suspense>
      )}
    </>
  );
}
