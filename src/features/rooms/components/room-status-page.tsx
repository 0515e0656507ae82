import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Button } from '@/components/form/button';
import { FactList, type FactRow } from '@/components/page/fact-list';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';

export interface RoomStatusPageProps {
  title: string;
  lead: string;
  /** Why the office cannot use this yet (a missing item or membership), above the facts. */
  warning?: string | false;
  rows: readonly FactRow[];
  toDabangLabel: string;
  /** Where to get what is missing; no button when there is nothing to buy. */
  buy?: { to: string; label: string } | false;
}

/**
 * A room page with no list call of its own (serve, naver): the facts the session holds, a way
 * back to the dabang listings and, when something is missing, where to get it.
 */
export function RoomStatusPage({
  title,
  lead,
  warning,
  rows,
  toDabangLabel,
  buy,
}: RoomStatusPageProps) {
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={title} lead={lead} />
      <Stack spacing={3}>
        {warning && <Alert severity="warning">{warning}</Alert>}
        <FactList rows={rows} strong />
        <Stack direction="row" spacing={1}>
          <Button to={href('room-dabang-list')} size="lg">
            {toDabangLabel}
          </Button>
          {buy && (
            <Button kind="outline" to={buy.to} size="lg">
              {buy.label}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
