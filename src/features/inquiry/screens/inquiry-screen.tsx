import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button } from '@/components/form/button';
import { LinkTabsPage } from '@/components/page/link-tabs-page';
import { QueryView } from '@/components/page/query-view';
import { Pagination } from '@/components/pagination/pagination';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { AnswerRate } from '../components/answer-rate';
import { InquirySearch } from '../components/inquiry-search';
import { InquiryTable } from '../components/inquiry-table';
import { InquiryTemplatesDialog } from '../components/inquiry-templates-dialog';
import { INQUIRY_PAGE_SIZE, INQUIRY_TABS, useInquiryList } from '../hooks/use-inquiry-list';

/** /inquiry/:tab: the answer rate, the channel's inquiries (state, search, pages; in the URL)
 * and the office's answer templates. */
export default function InquiryScreen() {
  const inquiryText = useConfig(messages.pages.inquiry);
  const commonText = useConfig(messages.pages.common);

  const { tab, page, state, keyword, query, items, go } = useInquiryList();
  const [templatesOpen, setTemplatesOpen] = useState(false);
  // Waits are told in minutes at least: the moment the screen opened is close enough.
  const [now] = useState(Date.now);

  return (
    <LinkTabsPage
      title={inquiryText.title}
      tabsLabel={inquiryText.tabsLabel}
      idPrefix="inquiry"
      tabs={INQUIRY_TABS.map((id) => ({
        value: id,
        label: inquiryText.tabs[id],
        to: href('inquiry-tab', { tab: id }),
      }))}
      value={tab}
    >
      <AnswerRate />
      <InquirySearch key={keyword} keyword={keyword} state={state} onChange={go} />
      <QueryView query={query}>
        {(data) => (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {fmt(commonText.total, { n: data.total })}
              </Typography>
              <Box sx={{ ml: 'auto' }}>
                <Button
                  size="sm"
                  kind="outline"
                  aria-haspopup="dialog"
                  onClick={() => setTemplatesOpen(true)}
                >
                  {inquiryText.templates.manage}
                </Button>
              </Box>
            </Box>
            <InquiryTable
              tab={tab}
              items={items}
              now={now}
              empty={state || keyword ? inquiryText.listings.emptySearch : inquiryText.empty}
            />
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                total={data.total}
                page={page}
                limit={INQUIRY_PAGE_SIZE}
                onChange={(p) => go({ page: p })}
              />
            </Box>
          </>
        )}
      </QueryView>
      <InquiryTemplatesDialog open={templatesOpen} onClose={() => setTemplatesOpen(false)} />
    </LinkTabsPage>
  );
}
