import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { gongsilRoomQueryOptions } from '@/api/queries/gongsil-room';
import { QueryView } from '@/components/page/query-view';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { fromGongsilRoom } from '../model/from-gongsil-room';
import { RoomForm } from './room-form';

/** 내 매물로 등록: a gongsil room the office claimed fills a new listing's form. */
export function FromGongsilRoom({ roomsSeq }: { roomsSeq: number }) {
  const F = useConfig(messages.form);
  const position = useSession((s) => s.position);
  const room = useQuery(gongsilRoomQueryOptions(roomsSeq));
  return (
    <QueryView query={room}>
      {(data) => (
        <>
          <Alert severity="info" role="note" sx={{ mb: 3 }}>
            {fmt(F.fromGongsil, { n: data.roomsSeq })}
          </Alert>
          <RoomForm
            key={roomsSeq}
            initial={fromGongsilRoom(data, position)}
            gongsilRoomsSeq={data.roomsSeq}
          />
        </>
      )}
    </QueryView>
  );
}
