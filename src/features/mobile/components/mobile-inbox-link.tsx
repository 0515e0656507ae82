import MailOutline from '@mui/icons-material/EmailOutlined';
import Badge from '@mui/material/Badge';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardSummaryQueryOptions } from '@/api/queries/dashboard-summary';
import { TOUCH } from '@/components/mobile/touch';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/**
 * The mobile top bar's notification link: the desktop header's unread-inquiry figure (the same
 * dashboard summary query, so answering an inquiry updates both), opening the mobile inquiries.
 */
export function MobileInboxLink() {
  const t = useConfig(messages.mobile.shell);
  const summary = useQuery(dashboardSummaryQueryOptions());
  const n = summary.data?.unreadInquiryCount ?? 0;
  const label = fmt(t.inbox, { n });
  return (
    <Link
      to={href('mobile-inquiry-tab', { tab: 'talk' })}
      aria-label={label}
      title={label}
      data-testid="mobile-inbox"
      style={{ ...TOUCH, color: 'inherit' }}
    >
      <Badge badgeContent={n} color="error" max={99}>
        <MailOutline />
      </Badge>
    </Link>
  );
}
