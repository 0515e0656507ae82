import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useRoomBulkMutation } from '../api/post-room-bulk';

type BulkItem = Schema<'RoomBulkResult'>['items'][number];

/**
 * The selected listings' actions: end their ads or delete them, after a confirmation naming how
 * many. Each listing's result comes back; the ones that failed stay named with their reason
 * until the broker closes the notice (a partial failure is never hidden behind a success).
 */
export function RoomBulkBar({
  selected,
  onClear,
}: {
  /** roomId → title of the selected listings (titles name failures the server cannot name). */
  selected: ReadonlyMap<string, string>;
  onClear: () => void;
}) {
  const L = useConfig(messages.pages.rooms).lifecycle;
  const errorsText = useConfig(messages.errors);

  const bulk = useRoomBulkMutation();
  const [failed, setFailed] = useState<BulkItem[]>([]);
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());
  const n = selected.size;
  const run = (action: 'endAd' | 'delete') => {
    const question = action === 'endAd' ? L.confirmBulkEnd : L.confirmBulkDelete;
    if (!window.confirm(fmt(question, { n }))) return;
    const asked = new Map(selected);
    bulk.submit(
      { action, roomIds: [...asked.keys()] },
      {
        onSuccess: (r) => {
          setTitles(asked);
          setFailed(r.items.filter((i) => !i.ok));
          if (r.failed === 0) toast.success(fmt(L.bulkDone, { n: r.done }));
          else toast.error(fmt(L.bulkPartial, { done: r.done, failed: r.failed }));
          onClear();
        },
        onError: (e) => toast.error(errorMessage(e, errorsText.server)),
      },
    );
  };
  return (
    <Box sx={{ mb: 1 }}>
      <Box
        role="group"
        aria-label={L.bulkLabel}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 80 }} aria-live="polite">
          {fmt(L.selected, { n })}
        </Typography>
        <Button
          size="sm"
          kind="secondary"
          disabled={n === 0 || bulk.isPending}
          onClick={() => run('endAd')}
        >
          {L.bulkEnd}
        </Button>
        <Button
          size="sm"
          kind="danger-outline"
          disabled={n === 0 || bulk.isPending}
          onClick={() => run('delete')}
        >
          {L.bulkDelete}
        </Button>
        {n > 0 && (
          <Button size="sm" kind="link" onClick={onClear}>
            {L.clearSelection}
          </Button>
        )}
      </Box>
      {failed.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} onClose={() => setFailed([])}>
          <AlertTitle>{fmt(L.bulkFailedTitle, { n: failed.length })}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {failed.map((f) => (
              <li key={f.roomId}>
                {fmt(L.bulkFailedItem, {
                  title: f.title ?? titles.get(f.roomId) ?? f.roomId,
                  msg: f.msg ?? errorsText.server,
                })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
