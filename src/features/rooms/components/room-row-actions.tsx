import Box from '@mui/material/Box';
import { errorMessage } from '@/api/errors';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useDeleteRoomMutation } from '../api/delete-room';
import { usePostRoomEndAdMutation } from '../api/post-room-end-ad';
import { usePostRoomReAdvertiseMutation } from '../api/post-room-re-advertise';
import { usePostRoomStartAdMutation } from '../api/post-room-start-ad';
import { RoomAdPreview } from './room-ad-preview';
import { RoomMoreMenu } from './room-more-menu';

interface WriteCallbacks {
  onSuccess: () => void;
  onError: (e: unknown) => void;
}

/** Ended, hidden or done: what may be advertised again (server/rooms/room-lifecycle.ts). */
const RE_ADVERTISABLE: readonly Schema<'RoomStatus'>[] = ['invisible', 'private', 'complete'];

/**
 * Edit, start the ad (waiting listings, once a slot is free), end the ad (advertised or waiting
 * listings), advertise again (ended ones) and delete; 거래완료, 비공개 and copying sit in the
 * 더보기 menu. Ending and deleting are confirmed first; starting only takes a free slot.
 */
export function RoomRowActions({ room }: { room: Schema<'AgentRoom'> }) {
  const errorsText = useConfig(messages.errors);
  const t = useConfig(messages.pages.rooms).list;

  const startAd = usePostRoomStartAdMutation();
  const endAd = usePostRoomEndAdMutation();
  const remove = useDeleteRoomMutation();
  const reAdvertise = usePostRoomReAdvertiseMutation();
  const L = useConfig(messages.pages.rooms).lifecycle;
  const busy = startAd.isPending || endAd.isPending || remove.isPending || reAdvertise.isPending;
  const title = room.title;
  const run = (
    confirmText: string | null,
    write: { submit: (roomId: string, callbacks: WriteCallbacks) => void },
    done: string,
  ) => {
    if (confirmText !== null && !window.confirm(confirmText)) return;
    // A 409 without a free slot carries the server's reason (buy a product or end another ad).
    write.submit(room.roomId, {
      onSuccess: () => toast.success(done),
      onError: (e) => toast.error(errorMessage(e, errorsText.server)),
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
      <RoomAdPreview room={room} />
      {room.status === 'waiting' && (
        <Button
          size="sm"
          kind="primary"
          disabled={busy}
          aria-label={fmt(t.startAdLabel, { title })}
          onClick={() => run(null, startAd, t.startedAd)}
        >
          {t.startAd}
        </Button>
      )}
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
      {RE_ADVERTISABLE.includes(room.status) && (
        <Button
          size="sm"
          kind="primary"
          disabled={busy}
          aria-label={fmt(L.reAdvertiseLabel, { title })}
          onClick={() =>
            reAdvertise.submit(room.roomId, {
              // No free slot: it waits, as a registration would, and the broker is told so.
              onSuccess: (r) =>
                r.status === 'public'
                  ? toast.success(L.reAdvertised)
                  : toast.error(L.reAdvertisedWaiting),
              onError: (e) => toast.error(errorMessage(e, errorsText.server)),
            })
          }
        >
          {L.reAdvertise}
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
      <RoomMoreMenu room={room} disabled={busy} />
    </Box>
  );
}
