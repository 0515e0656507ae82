import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useState, type ComponentType } from 'react';
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
import { FormSection, type RoomFieldsProps } from './form-section';
import { PhotoUploader } from './photo-uploader';
import { RegistrationResult } from './registration-result';
import { RoomAddressFields } from './room-address-section';
import { RoomBasicFields } from './room-basic-section';
import { RoomDetailFields } from './room-detail-section';
import { RoomPriceFields } from './room-price-section';

const R = messages.form.room;
const LIST = href('room-dabang-list');

/** The form's parts in order: each a titled section (its heading names it) around its fields. */
const SECTIONS: { id: string; title: string; Fields: ComponentType<RoomFieldsProps> }[] = [
  { id: 'room-basic', title: R.sectionBasic, Fields: RoomBasicFields },
  { id: 'room-price', title: R.sectionPrice, Fields: RoomPriceFields },
  { id: 'room-address', title: R.sectionAddress, Fields: RoomAddressFields },
  { id: 'room-detail', title: R.sectionDetail, Fields: RoomDetailFields },
  { id: 'room-photos', title: R.sectionPhotos, Fields: PhotoUploader },
];

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
      {SECTIONS.map(({ id, title, Fields }) => (
        <FormSection key={id} id={id} title={title}>
          <Fields control={control} isNew={!roomId} />
        </FormSection>
      ))}
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
