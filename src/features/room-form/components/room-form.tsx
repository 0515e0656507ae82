import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { ServerError } from '@/components/form/server-error';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { usePostRoomMutation, type RoomBody } from '../api/post-room';
import { usePutRoomMutation } from '../api/put-room';
import {
  roomFormDefaults,
  roomFormErrors,
  roomFormSchema,
  type RoomFormValues,
} from '../model/room-form-schema';
import { PhotoUploader } from './photo-uploader';
import { RegistrationResult } from './registration-result';
import { RoomAddressSection } from './room-address-section';
import { RoomBasicSection } from './room-basic-section';
import { RoomDetailSection } from './room-detail-section';
import { RoomPriceSection } from './room-price-section';

const R = messages.form.room;
const LIST = href('room-dabang-list');

/**
 * The listing form: registers a new listing, or saves an existing one (roomId). A refusal from
 * the server (a penalty, a rule) is shown above the buttons and every value stays as typed.
 */
export function RoomForm({ roomId, initial }: { roomId?: string; initial?: RoomFormValues }) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Schema<'RoomSaved'> | null>(null);
  const create = usePostRoomMutation();
  const update = usePutRoomMutation();
  const busy = create.isPending || update.isPending;
  // The resolver checks the values through the request-body schema but hands them back as
  // typed (raw), so the fields keep their text; the body is derived once on submit.
  const { control, handleSubmit, reset } = useForm<RoomFormValues>({
    resolver: zodResolver(roomFormSchema, { error: roomFormErrors }, { raw: true }),
    defaultValues: initial ?? roomFormDefaults,
    mode: 'onTouched',
    shouldFocusError: true,
  });

  const submit = handleSubmit((values) => {
    const body: RoomBody = roomFormSchema.parse(values);
    if (roomId)
      update.submit(
        { roomId, body },
        {
          onSuccess: () => {
            toast.success(R.saved);
            navigate(LIST);
          },
        },
      );
    else
      create.submit(body, {
        onSuccess: (result) => {
          setSaved(result);
          reset(roomFormDefaults);
        },
      });
  });

  if (saved) return <RegistrationResult saved={saved} onAnother={() => setSaved(null)} />;

  return (
    <Box
      component="form"
      noValidate
      aria-label={roomId ? R.editTitle : R.title}
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <RoomBasicSection control={control} isNew={!roomId} />
      <RoomPriceSection control={control} />
      <RoomAddressSection control={control} />
      <RoomDetailSection control={control} />
      <PhotoUploader control={control} />
      <ServerError error={create.error ?? update.error} fallback={messages.errors.server} />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
        {roomId ? (
          <Button kind="secondary" size="xl" to={LIST}>
            {R.cancel}
          </Button>
        ) : (
          <Button kind="secondary" size="xl" onClick={() => reset(roomFormDefaults)}>
            {R.reset}
          </Button>
        )}
        <Button type="submit" size="xl" disabled={busy}>
          {roomId ? R.submitEdit : R.submit}
        </Button>
      </Box>
    </Box>
  );
}
