import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { ListingAdDialog } from '@/components/listing-ad/listing-ad-dialog';
import { ListingAdPreview } from '@/components/listing-ad/listing-ad-preview';
import { QueryView } from '@/components/page/query-view';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { roomAdQueryOptions } from '../api/get-room-ad';

/** The stored listing, loaded when the preview opens. */
function StoredAd({ roomId }: { roomId: string }) {
  const room = useQuery(roomAdQueryOptions(roomId));
  return <QueryView query={room}>{(data) => <ListingAdPreview ad={data} />}</QueryView>;
}

/** 미리보기 in a row: the listing's ad as a customer sees it. */
export function RoomAdPreview({ room }: { room: Schema<'AgentRoom'> }) {
  const t = useConfig(messages.pages.rooms).list;

  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        kind="outline"
        aria-label={fmt(t.previewLabel, { title: room.title })}
        onClick={() => setOpen(true)}
      >
        {t.preview}
      </Button>
      <ListingAdDialog open={open} onClose={() => setOpen(false)}>
        {open && <StoredAd roomId={room.roomId} />}
      </ListingAdDialog>
    </>
  );
}
