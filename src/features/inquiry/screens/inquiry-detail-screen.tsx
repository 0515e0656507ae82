import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { listOf } from '@/api/answer-shape';
import { Button } from '@/components/form/button';
import { LoadingSpinner } from '@/components/page/query-view';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { InquiryAnswerForm } from '../components/inquiry-answer-form';
import { InquiryDetailFailed } from '../components/inquiry-detail-failed';
import { InquiryThread } from '../components/inquiry-thread';
import { useInquiryDetail } from '../hooks/use-inquiry-detail';

/** /inquiry/:tab/:inquiryId: one inquiry, its thread and the answer box. Showing it marks it
 * read. */
export default function InquiryDetailScreen() {
  const t = useConfig(messages.journeys.inquiry);
  const { tabs, listings: L } = useConfig(messages.pages.inquiry);

  const { tab, valid, query } = useInquiryDetail();
  const back = (
    <Button kind="link" to={href('inquiry-tab', { tab })}>
      {fmt(t.backToList, { tab: tabs[tab] })}
    </Button>
  );
  if (!valid || query.isError)
    return <InquiryDetailFailed error={query.isError ? query.error : null} back={back} gap={6} />;
  if (!query.data) return <LoadingSpinner />;
  const d = query.data;
  return (
    <Box sx={{ py: 6 }}>
      {back}
      <Typography component="h1" variant="h3" sx={{ mt: 2 }}>
        {fmt(t.detailTitle, { name: d.customerName, tab: tabs[tab] })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {fmt(t.receivedAt, { time: formatDateTime(d.savedTime) })}
        {d.customerPhone && ` · ${fmt(t.phone, { phone: d.customerPhone })}`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {d.room ? (
          <Link component={RouterLink} to={href('form-edit', { roomId: d.room.roomId })}>
            {fmt(L.detailRoom, { title: d.room.title, seq: d.room.roomsSeq })}
          </Link>
        ) : (
          L.noRoom
        )}
        {' · '}
        {d.answeredTime
          ? fmt(L.answeredAt, { time: formatDateTime(d.answeredTime) })
          : L.unanswered}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <InquiryThread thread={listOf(d.thread)} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <InquiryAnswerForm tab={tab} inquiryId={d.inquirySeq} />
      </Paper>
    </Box>
  );
}
