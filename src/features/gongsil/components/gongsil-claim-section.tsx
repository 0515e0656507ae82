import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import type { GongsilRoomDetail } from '@/api/queries/gongsil-room';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { TextInput } from '@/components/form/text-input';
import { FactRows } from '@/components/page/fact-list';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { usePostGongsilReleaseMutation } from '../api/post-gongsil-release';

const REASON_MAX = 200;

/**
 * What the office that claimed a room sees (issue 26 #4): the owner's contact (the server sends
 * it to no one else), the rule and the moment the claim lapses, 내 매물로 등록 (the listing form
 * filled from the room) and releasing the claim with a reason.
 */
export function GongsilClaimSection({
  room,
  onReleased,
}: {
  room: GongsilRoomDetail;
  onReleased: () => void;
}) {
  const claimText = useConfig(messages.gongsil).claim;
  const days = useConfig(uiConfig).gongsil.claimDays;
  const release = usePostGongsilReleaseMutation();
  const [releasing, setReleasing] = useState(false);
  const [reason, setReason] = useState('');

  const submit = () =>
    release.submit(
      { roomId: room.roomsSeq, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(fmt(claimText.release.done, { n: room.roomsSeq }));
          onReleased();
        },
        onError: (e) => toast.error(errorMessage(e, claimText.release.failed)),
      },
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="gongsil-claim">
      {room.owner && (
        <Box component="section" aria-label={claimText.owner}>
          <Typography component="h4" sx={{ fontSize: 15, fontWeight: 700, mb: 1 }}>
            {claimText.owner}
          </Typography>
          <FactRows
            rows={[
              [claimText.ownerName, room.owner.name ?? '-'],
              [claimText.ownerPhone, room.owner.phone ?? '-'],
            ]}
            columns="120px 1fr"
            rowGap={1}
            columnGap={2}
            valueSx={{ fontWeight: 600 }}
          />
          <Typography color="text.secondary" sx={{ fontSize: 13, mt: 0.5 }}>
            {claimText.ownerNote}
          </Typography>
        </Box>
      )}
      {room.listingRoomsSeq ? (
        <Alert severity="success">{fmt(claimText.converted, { n: room.listingRoomsSeq })}</Alert>
      ) : (
        <Alert severity="info" role="note">
          {fmt(claimText.rule, { days })}
          {room.claimExpiresAt && (
            <> {fmt(claimText.expires, { date: formatDateTime(room.claimExpiresAt) })}</>
          )}
        </Alert>
      )}
      {!room.listingRoomsSeq && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button to={href('form', { query: { gongsil: String(room.roomsSeq) } })}>
            {claimText.register}
          </Button>
          {!releasing && (
            <Button kind="secondary" onClick={() => setReleasing(true)}>
              {claimText.release.button}
            </Button>
          )}
        </Box>
      )}
      {releasing && (
        <Form
          aria-label={claimText.release.button}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <TextInput
            id="gongsil-release-reason"
            label={claimText.release.reason}
            placeholder={claimText.release.reasonPlaceholder}
            required
            maxLength={REASON_MAX}
            value={reason}
            onChange={setReason}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button kind="secondary" onClick={() => setReleasing(false)}>
              {claimText.release.cancel}
            </Button>
            <Button type="submit" disabled={!reason.trim() || release.isPending}>
              {claimText.release.confirm}
            </Button>
          </Box>
        </Form>
      )}
    </Box>
  );
}
