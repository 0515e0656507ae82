import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/form/button';
import { LinkTabsPage } from '@/components/page/link-tabs-page';
import { QueryView } from '@/components/page/query-view';
import { Pagination } from '@/components/pagination/pagination';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import {
  inquiryListQueryOptions,
  type InquiryState,
  type InquiryTab,
} from '../api/get-inquiry-list';
import { AnswerRate } from '../components/answer-rate';
import { InquirySearch } from '../components/inquiry-search';
import { InquiryTable } from '../components/inquiry-table';
import { InquiryTemplatesDialog } from '../components/inquiry-templates-dialog';

const TABS: InquiryTab[] = ['talk', 'sms'];
/** The inquiry list is served in pages of the API default size. */
const PAGE_SIZE = 10;

const stateOf = (v: string | null): InquiryState | '' =>
  v === 'answered' || v === 'unanswered' ? v : '';

/** /inquiry/:tab: the answer rate, the channel's inquiries (state, search, pages; in the URL)
 * and the office's answer templates. */
export default function InquiryScreen() {
  const inquiryText = useConfig(messages.pages.inquiry);
  const commonText = useConfig(messages.pages.common);

  const params = useParams();
  const tab: InquiryTab = params.tab === 'sms' ? 'sms' : 'talk';
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const state = stateOf(search.get('state'));
  const keyword = search.get('keyword')?.trim() ?? '';
  const query = useQuery(
    inquiryListQueryOptions(tab, {
      page,
      ...(state ? { state } : {}),
      ...(keyword ? { keyword } : {}),
    }),
  );
  const [templatesOpen, setTemplatesOpen] = useState(false);
  // Waits are told in minutes at least: the moment the screen opened is close enough.
  const [now] = useState(Date.now);
  // A row without its number cannot be opened: it is left out rather than break the list.
  const items = (query.data?.items ?? []).filter((i) => i?.inquirySeq != null);
  const go = (next: { page?: number; state?: InquiryState | ''; keyword?: string }) => {
    const p: Record<string, string> = {};
    const s = next.state ?? state;
    const k = next.keyword ?? keyword;
    if (s) p.state = s;
    if (k) p.keyword = k;
    if ((next.page ?? 1) > 1) p.page = String(next.page);
    setSearch(p);
  };

  return (
    <LinkTabsPage
      title={inquiryText.title}
      tabsLabel={inquiryText.tabsLabel}
      idPrefix="inquiry"
      tabs={TABS.map((id) => ({
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
                limit={PAGE_SIZE}
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
