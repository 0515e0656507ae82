import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { gongsilRoomQueryOptions } from '@/api/queries/gongsil-room';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { FactRows, type FactRow } from '@/components/page/fact-list';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { GongsilRoom } from '../api/get-gongsil-list';
import { useClaimRoom } from '../hooks/use-claim-room';
import { canClaim, roomFacts } from '../model/room-facts';
import { GongsilClaimBadge } from './gongsil-claim-badge';
import { GongsilClaimSection } from './gongsil-claim-section';
import { GongsilStatusBadge } from './gongsil-status-badge';

/** The dialog's facts: a narrow label column, values in semi-bold. */
const Facts = ({ rows }: { rows: FactRow[] }) => (
  <FactRows
    rows={rows}
    columns="120px 1fr"
    rowGap={1}
    columnGap={2}
    valueSx={{ fontWeight: 600 }}
  />
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mt: 3, '&:first-of-type': { mt: 0 } }} aria-label={title}>
    <Typography component="h3" sx={{ fontSize: 16, fontWeight: 700, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/**
 * One gongsil room: its facts, the owner's request and how it stands for this office, with the
 * 선점 button when the office may claim it. A room another office took first answers 409: the
 * server's Korean reason is toasted, the dialog closes and the counts and lists reload.
 */
export function GongsilRoomDialog({
  room,
  onClose,
}: {
  room: GongsilRoom | null;
  onClose: () => void;
}) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const commonText = useConfig(messages.common);
  const gongsilText = useConfig(messages.gongsil);
  const { detail: detailText, claim: claimText } = gongsilText;

  const pick = useClaimRoom(() => onClose());
  const claim = () => {
    if (room) pick.claim(room.roomsSeq);
  };
  const claimable = canClaim(room?.claim);
  // The room as the server sends it to this office alone: a claim of its own comes with the
  // owner's contact and when it lapses (a claim made in this dialog shows them at once).
  const detail = useQuery({
    ...gongsilRoomQueryOptions(room?.roomsSeq ?? 0),
    enabled: room !== null,
  });
  const mine = detail.data?.claim === 'MINE' ? detail.data : null;
  return (
    <Modal
      open={room !== null}
      title={room ? fmt(detailText.title, { n: room.roomsSeq }) : ''}
      onClose={onClose}
      width={560}
      actions={
        <>
          <Button kind="secondary" onClick={onClose}>
            {commonText.close}
          </Button>
          {claimable && (
            <Button onClick={claim} disabled={pick.isPending}>
              {pick.isPending ? claimText.pending : claimText.button}
            </Button>
          )}
        </>
      }
    >
      {room && (
        <>
          <Section title={detailText.facts}>
            <Facts
              rows={[
                ...roomFacts(room),
                [gongsilText.columns.status, <GongsilStatusBadge key="s" status={room.status} />],
              ]}
            />
          </Section>
          <Section title={detailText.request}>
            <Facts
              rows={[
                [gongsilText.columns.request, room.requestMemo || detailText.none],
                [detailText.requester, room.requesterName || detailText.none],
              ]}
            />
          </Section>
          <Section title={claimText.label}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <GongsilClaimBadge claim={detail.data?.claim ?? room.claim} />
              <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                {(detail.data?.claim ?? room.claim)
                  ? claimText.explain[(detail.data?.claim ?? room.claim)!]
                  : ''}
              </Typography>
            </Box>
            {mine && (
              <Box sx={{ mt: 2 }}>
                <GongsilClaimSection room={mine} onReleased={onClose} />
              </Box>
            )}
          </Section>
        </>
      )}
    </Modal>
  );
}
