import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { listOf } from '@/api/answer-shape';
import { Button } from '@/components/form/button';
import { TOUCH } from '@/components/mobile/touch';
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

/**
 * /mobile/inquiry/:tab/:inquiryId: the inquiry, its thread and the answer box on a phone; the
 * same hook (query, mark-read) and the same answer form as the desktop page. A text inquiry's
 * phone number is a tel: link.
 */
export default function MobileInquiryDetailScreen() {
  const t = useConfig(messages.journeys.inquiry);
  const { tabs, listings: L } = useConfig(messages.pages.inquiry);
  const mobileText = useConfig(messages.mobile.inquiry);
  const { tab, valid, query } = useInquiryDetail();

  const back = (
    <Button kind="link" size="lg" to={href('mobile-inquiry-tab', { tab })}>
      {fmt(t.backToList, { tab: tabs[tab] })}
    </Button>
  );
  if (!valid || query.isError)
    return <InquiryDetailFailed error={query.isError ? query.error : null} back={back} gap={2} />;
  if (!query.data) return <LoadingSpinner />;
  const d = query.data;
  return (
    <>
      {back}
      <Typography component="h1" sx={{ fontSize: 22, fontWeight: 700, mt: 1 }}>
        {fmt(t.detailTitle, { name: d.customerName, tab: tabs[tab] })}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: 14, mt: 0.5 }}>
        {fmt(t.receivedAt, { time: formatDateTime(d.savedTime) })}
      </Typography>
      {d.customerPhone && (
        <Link
          href={`tel:${d.customerPhone}`}
          aria-label={fmt(mobileText.call, { phone: d.customerPhone })}
          sx={{ ...TOUCH, justifyContent: 'flex-start', fontSize: 15 }}
        >
          {fmt(t.phone, { phone: d.customerPhone })}
        </Link>
      )}
      <Typography color="text.secondary" sx={{ fontSize: 14, mb: 2, overflowWrap: 'anywhere' }}>
        {d.room ? fmt(L.detailRoom, { title: d.room.title, seq: d.room.roomsSeq }) : L.noRoom}
        {' · '}
        {d.answeredTime
          ? fmt(L.answeredAt, { time: formatDateTime(d.answeredTime) })
          : L.unanswered}
      </Typography>
      <Box sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <InquiryThread thread={listOf(d.thread)} />
      </Box>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <InquiryAnswerForm tab={tab} inquiryId={d.inquirySeq} />
      </Box>
    </>
  );
}
