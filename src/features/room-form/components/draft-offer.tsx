import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import type { RoomDraft } from '../model/room-draft';

/** 작성 중이던 매물: the draft found when the form opened, to take up again or set aside. */
export function DraftOffer({
  draft,
  onResume,
  onDiscard,
}: {
  draft: RoomDraft;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const R = useConfig(messages.form).room;

  const photos = draft.values.photos.length;
  return (
    <Alert
      severity="info"
      role="region"
      aria-label={R.draftTitle}
      sx={{ alignItems: 'center', '& .MuiAlert-action': { flexShrink: 0 } }}
      action={
        // The two answers stay on one line each; the notice wraps instead.
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            flexShrink: 0,
            '& .MuiButton-root': { whiteSpace: 'nowrap' },
          }}
        >
          <Button size="md" onClick={onResume}>
            {R.draftResume}
          </Button>
          <Button size="md" kind="secondary" onClick={onDiscard}>
            {R.draftDiscard}
          </Button>
        </Box>
      }
    >
      {fmt(R.draftOffer, {
        time: formatDateTime(draft.savedAt),
        title: draft.values.title.trim() || R.draftUntitled,
      })}
      {photos > 0 && ` ${fmt(R.draftPhotos, { n: photos })}`}
    </Alert>
  );
}
