import MailOutline from '@mui/icons-material/EmailOutlined';
import Badge from '@mui/material/Badge';
import { styled } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardSummaryQueryOptions } from '@/api/queries/dashboard-summary';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

const Anchor = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  padding: '0 12px',
  color: theme.palette.scale.gray[800],
  '&:hover': { color: theme.palette.scale.brand[600] },
}));

/**
 * Unread-inquiry badge: the same query as the dashboard's "읽지 않은 문의", so opening or
 * answering an inquiry (which invalidates it) updates both.
 */
export function InquiryBadge() {
  const headerText = useConfig(messages.journeys.header);

  const summary = useQuery(dashboardSummaryQueryOptions());
  const n = summary.data?.unreadInquiryCount ?? 0;
  const label = fmt(headerText.unreadInquiries, { n });
  return (
    <Anchor
      to={href('inquiry-tab', { tab: 'talk' })}
      aria-label={label}
      title={label}
      data-testid="header-unread-inquiries"
    >
      <Badge badgeContent={n} color="error" max={99}>
        <MailOutline />
      </Badge>
    </Anchor>
  );
}
