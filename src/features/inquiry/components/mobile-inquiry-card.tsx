import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { Schema } from '@/api/types';
import { Badge } from '@/components/form/badge';
import { TOUCH } from '@/components/mobile/touch';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import type { InquiryTab } from '../api/get-inquiry-list';
import { waited } from '../model/waited';

/**
 * One inquiry as a card on a phone: who, about which listing, what (two lines), when, and whether
 * the office answered or how long the customer has waited. The whole card opens the inquiry (its
 * link is stretched over the card; what the card says stays readable text).
 */
export function MobileInquiryCard({
  tab,
  item,
  now,
}: {
  tab: InquiryTab;
  item: Schema<'Inquiry'>;
  now: number;
}) {
  const text = useConfig(messages.pages.inquiry);
  const open = useConfig(messages.journeys.inquiry).open;
  const t = text.listings;
  const wait = item.answeredTime ? null : waited(item.savedTime, now, t);
  return (
    <Box
      component="li"
      data-testid="mobile-inquiry"
      sx={{
        position: 'relative',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          component={Link}
          to={href('mobile-inquiry-detail', { tab, inquiryId: item.inquirySeq })}
          aria-label={fmt(open, { name: item.customerName })}
          sx={{
            ...TOUCH,
            justifyContent: 'flex-start',
            fontSize: 17,
            fontWeight: item.isRead ? 500 : 800,
            color: 'text.primary',
            textDecoration: 'none',
            // The card is the target: the link's box covers it.
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
          }}
        >
          {item.customerName}
        </Box>
        {!item.isRead && <Badge tone="brand">{text.unread}</Badge>}
        <Box sx={{ ml: 'auto' }}>
          {wait ? (
            <Badge tone="red">{t.unanswered}</Badge>
          ) : (
            <Badge tone="green">{t.answered}</Badge>
          )}
        </Box>
      </Box>
      <Typography
        sx={{
          mt: 1,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {item.message}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: 13, mt: 1 }}>
        {formatDateTime(item.savedTime)}
        {' · '}
        {item.room
          ? fmt(t.roomLink, { title: item.room.title, seq: item.room.roomsSeq })
          : t.noRoom}
      </Typography>
      {wait && (
        <Typography
          data-testid="waited"
          sx={{
            fontSize: 13,
            mt: 0.5,
            color: wait.overdue ? 'error.dark' : 'text.secondary',
            fontWeight: wait.overdue ? 700 : 400,
          }}
        >
          {wait.text}
          {wait.overdue && ` · ${t.overdue}`}
        </Typography>
      )}
    </Box>
  );
}
