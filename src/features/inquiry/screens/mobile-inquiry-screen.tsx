import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MobileLinkTabs } from '@/components/mobile/mobile-link-tabs';
import { MobilePager } from '@/components/mobile/mobile-pager';
import { QueryView } from '@/components/page/query-view';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { MobileInquiryCard } from '../components/mobile-inquiry-card';
import { INQUIRY_PAGE_SIZE, INQUIRY_TABS, useInquiryList } from '../hooks/use-inquiry-list';

/** /mobile/inquiry/:tab: the channel's inquiries as cards, the same query and address as
 * /inquiry/:tab (search and templates stay on the desktop page). */
export default function MobileInquiryScreen() {
  const inquiryText = useConfig(messages.pages.inquiry);
  const commonText = useConfig(messages.pages.common);
  const t = useConfig(messages.mobile.inquiry);
  const { tab, page, state, keyword, query, items, go } = useInquiryList();
  // Waits are told in minutes at least: the moment the screen opened is close enough.
  const [now] = useState(Date.now);

  return (
    <>
      <Typography component="h1" sx={{ fontSize: 22, fontWeight: 700, mb: 1 }}>
        {t.title}
      </Typography>
      <MobileLinkTabs
        label={inquiryText.tabsLabel}
        value={tab}
        tabs={INQUIRY_TABS.map((id) => ({
          value: id,
          label: inquiryText.tabs[id],
          to: href('mobile-inquiry-tab', { tab: id }),
        }))}
      />
      <QueryView query={query}>
        {(data) => (
          <>
            <Typography color="text.secondary" sx={{ fontSize: 14, my: 1.5 }}>
              {fmt(commonText.total, { n: data.total })}
            </Typography>
            {items.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {state || keyword ? inquiryText.listings.emptySearch : inquiryText.empty}
              </Typography>
            ) : (
              <Box
                component="ul"
                aria-label={fmt(inquiryText.caption, { tab: inquiryText.tabs[tab] })}
                sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
              >
                {items.map((item) => (
                  <MobileInquiryCard key={item.inquirySeq} tab={tab} item={item} now={now} />
                ))}
              </Box>
            )}
            <MobilePager
              page={page}
              total={data.total}
              limit={INQUIRY_PAGE_SIZE}
              onChange={(p) => {
                go({ page: p });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
