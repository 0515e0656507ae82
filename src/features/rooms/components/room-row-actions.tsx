import Box from '@mui/material/Box';
import { errorMessage } from '@/api/errors';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { useDeleteRoomMutation } from '../api/delete-room';
import { usePostRoomEndAdMutation } from '../api/post-room-end-ad';

const t = messages.pages.rooms.list;

interface WriteCallbacks {
  onSuccess: () => void;
  onError: (e: unknown) => void;
}

/** Edit, end the ad (advertised or waiting listings) and delete, each confirmed first. */
export function RoomRowActions({ room }: { room: Schema<'AgentRoom'> }) {
  const endAd = usePostRoomEndAdMutation();
  const remove = useDeleteRoomMutation();
  const busy = endAd.isPending || remove.isPending;
  const title = room.title;
  const run = (
    confirmText: string,
    write: { submit: (roomId: string, callbacks: WriteCallbacks) => void },
    done: string,
  ) => {
    if (!window.confirm(confirmText)) return;
    write.submit(room.roomId, {
      onSuccess: () => toast.success(done),
      onError: (e) => toast.error(errorMessage(e, messages.errors.server)),
    });
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Button
        size="sm"
        kind="outline"
        to={href('form-edit', { roomId: room.roomId })}
        aria-label={fmt(t.editLabel, { title })}
      >
        {t.edit}
      </Button>
      {(room.status === 'public' || room.status === 'waiting') && (
        <Button
          size="sm"
          kind="secondary"
          disabled={busy}
          aria-label={fmt(t.endAdLabel, { title })}
          onClick={() => run(fmt(t.confirmEndAd, { title }), endAd, t.endedAd)}
        >
          {t.endAd}
        </Button>
      )}
      <Button
        size="sm"
        kind="danger"
        disabled={busy}
        aria-label={fmt(t.deleteLabel, { title })}
        onClick={() => run(fmt(t.confirmDelete, { title }), remove, t.deleted)}
      >
        {t.delete}
      </Button>
    </Box>
  );
}
