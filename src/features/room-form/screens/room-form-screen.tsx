import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { QueryView } from '@/components/page/query-view';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { roomQueryOptions } from '../api/get-room';
import { RoomForm } from '../components/room-form';
import { isRoomId, copyRoomValues } from '../model/room-copy';
import { fromRoomDetail } from '../model/room-form-values';

/** Editing: the stored listing fills the form once it has loaded. */
function EditRoom({ roomId }: { roomId: string }) {
  const room = useQuery(roomQueryOptions(roomId));
  return (
    <QueryView query={room}>
      {(data) => (
        <RoomForm
          key={roomId}
          roomId={roomId}
          initial={fromRoomDetail(data)}
          advertiser={data.advertiser}
        />
      )}
    </QueryView>
  );
}

/** Copying: a new listing's form filled from a stored one; nothing is saved until the broker
 * registers it. */
function CopyRoom({ roomId }: { roomId: string }) {
  const L = useConfig(messages.pages.rooms).lifecycle;
  const position = useSession((s) => s.position);
  const room = useQuery(roomQueryOptions(roomId));
  return (
    <QueryView query={room}>
      {(data) => (
        <>
          <Alert severity="info" role="note" sx={{ mb: 3 }}>
            {fmt(L.copyNotice, { title: data.title })}
          </Alert>
          <RoomForm key={`copy-${roomId}`} initial={copyRoomValues(data, position)} />
        </>
      )}
    </QueryView>
  );
}

// Only a listing made from a claimed gongsil room needs this: it loads with ?gongsil=, not with
// /form (its first-load budget, scripts/bench-bundle.ts).
const FromGongsilRoom = lazy(() =>
  import('../components/from-gongsil-room').then((m) => ({ default: m.FromGongsilRoom })),
);

/** ?gongsil=<number>: the claimed gongsil room a new listing is registered from. */
const gongsilParam = (v: string | null) => {
  const n = Number(v);
  return v && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * /form registers a listing (?copyFrom=<roomId>: copied from one; ?gongsil=<n>: from a claimed
 * gongsil room); /form/:roomId edits one of the office's listings.
 */
export default function RoomFormScreen() {
  const R = useConfig(messages.form).room;

  const { roomId } = useParams();
  const [search] = useSearchParams();
  const copyFrom = search.get('copyFrom');
  const fromGongsil = roomId ? null : gongsilParam(search.get('gongsil'));
  // The session may be out of date: the notice warns, the server decides.
  const restricted = useSession((s) => s.hasPenalty || s.hasNaverPenalty);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', py: 5, px: 2 }}>
      <Typography component="h1" sx={{ fontSize: 28, fontWeight: 700, mb: 1 }}>
        {roomId ? R.editTitle : R.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {roomId ? R.editIntro : R.intro}
      </Typography>
      {restricted && !roomId && (
        <Alert severity="error" role="note" sx={{ mb: 3 }}>
          {R.restricted}
        </Alert>
      )}
      {roomId ? (
        <EditRoom roomId={roomId} />
      ) : isRoomId(copyFrom) ? (
        <CopyRoom roomId={copyFrom} />
      ) : fromGongsil ? (
        <Suspense fallback={null}>
          <FromGongsilRoom roomsSeq={fromGongsil} />
        </Suspense>
      ) : (
        <RoomForm />
      )}
    </Box>
  );
}
