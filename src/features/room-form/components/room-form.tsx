import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { ServerError } from '@/components/form/server-error';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { usePostRoomMutation, type RoomBody } from '../api/post-room';
import { usePutRoomMutation } from '../api/put-room';
import { useRoomDraft } from '../hooks/use-room-draft';
import { newRoomValues, type RoomFormValues } from '../model/room-form-values';
import { AdPreviewButton } from './ad-preview-button';
import { DraftOffer } from './draft-offer';
import { FormSection, type RoomFieldsProps } from './form-section';
import { RoomLeaveGuard } from './leave-guard';
import { PhotoUploader } from './photo-uploader';
import { RegistrationResult } from './registration-result';
import { RoomAddressFields } from './room-address-section';
import { RoomBasicFields } from './room-basic-section';
import { RoomBuildingFields } from './room-building-section';
import { RoomDetailFields } from './room-detail-section';
import { RoomFeeFields } from './room-fee-section';
import { RoomPriceFields } from './room-price-section';

const LIST = href('room-dabang-list');

// The validation brings zod (about 30 KB gzip): it loads at the form's first check (the first
// field left or the first submit), not with the screen.
const loadSchema = () => import('../model/room-form-schema');
const resolver = lazyResolver(() => loadSchema().then((m) => m.roomFormResolver));

/** The form's parts in order: each a titled section (its heading names it) around its fields. */
const sections = (
  R: typeof messages.form.room,
): { id: string; title: string; Fields: ComponentType<RoomFieldsProps> }[] => [
  { id: 'room-basic', title: R.sectionBasic, Fields: RoomBasicFields },
  { id: 'room-building', title: R.sectionBuilding, Fields: RoomBuildingFields },
  { id: 'room-price', title: R.sectionPrice, Fields: RoomPriceFields },
  { id: 'room-fee', title: R.sectionFee, Fields: RoomFeeFields },
  { id: 'room-address', title: R.sectionAddress, Fields: RoomAddressFields },
  { id: 'room-detail', title: R.sectionDetail, Fields: RoomDetailFields },
  { id: 'room-photos', title: R.sectionPhotos, Fields: PhotoUploader },
];

/**
 * The listing form: registers a new listing, or saves an existing one (roomId). A refusal from
 * the server (a penalty, a rule) is shown above the buttons and every value stays as typed.
 */
export function RoomForm({
  roomId,
  initial,
  advertiser,
  gongsilRoomsSeq,
}: {
  roomId?: string;
  initial?: RoomFormValues;
  /** An edited listing's advertiser (its registrant stays who registered it). */
  advertiser?: Schema<'Advertiser'>;
  /** The claimed gongsil room this new listing is registered from (issue 26 #4). */
  gongsilRoomsSeq?: number;
}) {
  const R = useConfig(messages.form).room;
  const errorsText = useConfig(messages.errors);

  const navigate = useNavigate();
  const [saved, setSaved] = useState<Schema<'RoomSaved'> | null>(null);
  const create = usePostRoomMutation();
  const update = usePutRoomMutation();
  const busy = create.isPending || update.isPending;
  const position = useSession((s) => s.position);
  const empty = newRoomValues(position);
  const form = useForm<RoomFormValues>({
    resolver,
    defaultValues: initial ?? empty,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const { control, handleSubmit, reset } = form;
  const draft = useRoomDraft(form, { enabled: !roomId, empty });

  // handleSubmit runs this only after the resolver passed, so the schema is already loaded.
  const submit = handleSubmit(async (values) => {
    const { roomFormSchema } = await loadSchema();
    const body: RoomBody = { ...roomFormSchema.parse(values), gongsilRoomsSeq };
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
          reset(empty);
          draft.clear();
        },
      });
  });

  if (saved) return <RegistrationResult saved={saved} onAnother={() => setSaved(null)} />;

  return (
    <Form
      noValidate
      aria-label={roomId ? R.editTitle : R.title}
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <RoomLeaveGuard control={control} isNew={!roomId} />
      {draft.offer && (
        <DraftOffer draft={draft.offer} onResume={draft.resume} onDiscard={draft.discard} />
      )}
      {sections(R).map(({ id, title, Fields }) => (
        <FormSection key={id} id={id} title={title}>
          <Fields control={control} isNew={!roomId} />
        </FormSection>
      ))}
      <ServerError error={create.error ?? update.error} fallback={errorsText.server} />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', alignItems: 'center' }}>
        {draft.savedAt && (
          <Typography role="status" sx={{ mr: 'auto', color: 'text.secondary', fontSize: 14 }}>
            {fmt(R.draftSaved, { time: formatDateTime(draft.savedAt) })}
          </Typography>
        )}
        <AdPreviewButton control={control} advertiser={advertiser} />
        {roomId ? (
          <Button kind="secondary" size="xl" to={LIST}>
            {R.cancel}
          </Button>
        ) : (
          <Button kind="secondary" size="xl" onClick={() => reset(empty)}>
            {R.reset}
          </Button>
        )}
        <Button type="submit" size="xl" disabled={busy}>
          {roomId ? R.submitEdit : R.submit}
        </Button>
      </Box>
    </Form>
  );
}
