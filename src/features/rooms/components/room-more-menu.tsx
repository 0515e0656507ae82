import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/errors';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { usePostRoomStatusMutation, type RoomMark } from '../api/post-room-status';

/** What may be marked 거래완료 or 비공개 (not a listing under verification). */
const MARKABLE: readonly Schema<'RoomStatus'>[] = ['public', 'waiting', 'invisible', 'private'];

/**
 * The row's less frequent actions: mark 거래완료 or 비공개 (confirmed first, since an advertised
 * listing leaves the air) and copy the listing into a new registration form (nothing is saved
 * until the broker registers it).
 */
export function RoomMoreMenu({ room, disabled }: { room: Schema<'AgentRoom'>; disabled: boolean }) {
  const L = useConfig(messages.pages.rooms).lifecycle;
  const errorsText = useConfig(messages.errors);

  const navigate = useNavigate();
  const mark = usePostRoomStatusMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `room-more-${room.roomId}`;
  const close = () => setAnchor(null);
  const markAs = (status: RoomMark) => {
    close();
    const question = status === 'complete' ? L.confirmComplete : L.confirmPrivate;
    if (!window.confirm(fmt(question, { title: room.title }))) return;
    mark.submit(
      { roomId: room.roomId, status },
      {
        onSuccess: () => toast.success(status === 'complete' ? L.markedComplete : L.markedPrivate),
        onError: (e) => toast.error(errorMessage(e, errorsText.server)),
      },
    );
  };
  const markable = MARKABLE.includes(room.status);
  return (
    <>
      <Button
        size="sm"
        kind="outline"
        disabled={disabled || mark.isPending}
        aria-label={fmt(L.moreLabel, { title: room.title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {L.more}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {markable && <MenuItem onClick={() => markAs('complete')}>{L.markComplete}</MenuItem>}
        {markable && room.status !== 'private' && (
          <MenuItem onClick={() => markAs('private')}>{L.markPrivate}</MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            void navigate(href('form', { query: { copyFrom: room.roomId } }));
          }}
        >
          {L.copy}
        </MenuItem>
      </Menu>
    </>
  );
}
