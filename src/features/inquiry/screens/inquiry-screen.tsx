import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { LinkTabsPage } from '@/components/page/link-tabs-page';
import { QueryView } from '@/components/page/query-view';
import { Pagination } from '@/components/pagination/pagination';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { inquiryListQueryOptions, type InquiryTab } from '../api/get-inquiry-list';

const TABS: InquiryTab[] = ['talk', 'sms'];
/** The inquiry list is served in pages of the API default size. */
const PAGE_SIZE = 10;

export default function InquiryScreen() {
  const inquiryText = useConfig(messages.pages.inquiry);
  const commonText = useConfig(messages.pages.common);
  const inquiryTextCfg = useConfig(messages.journeys.inquiry);

  const params = useParams();
  const tab: InquiryTab = params.tab === 'sms' ? 'sms' : 'talk';
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = useQuery(inquiryListQueryOptions(tab, page));
  // A row without its number cannot be opened: it is left out rather than break the list.
  const items = (query.data?.items ?? []).filter((i) => i?.inquirySeq != null);

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
      <QueryView query={query}>
        {(data) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {fmt(commonText.total, { n: data.total })}
            </Typography>
            <TableContainer component={Paper} variant="outlined">
              <Table aria-label={fmt(inquiryText.caption, { tab: inquiryText.tabs[tab] })}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: 140 }}>{inquiryText.columns.customerName}</TableCell>
                    <TableCell>{inquiryText.columns.message}</TableCell>
                    <TableCell sx={{ width: 200 }}>{inquiryText.columns.savedTime}</TableCell>
                    <TableCell sx={{ width: 100 }}>{inquiryText.columns.isRead}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={4} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                        {inquiryText.empty}
                      </TableCell>
                    </TableRow>
                  ) : (
                    items.map((item) => (
                      <TableRow key={item.inquirySeq}>
                        <TableCell>
                          <Link
                            component={RouterLink}
                            to={href('inquiry-detail', { tab, inquiryId: item.inquirySeq })}
                            aria-label={fmt(inquiryTextCfg.open, {
                              name: item.customerName,
                            })}
                            sx={{ fontWeight: item.isRead ? 400 : 700 }}
                          >
                            {item.customerName}
                          </Link>
                        </TableCell>
                        <TableCell>{item.message}</TableCell>
                        <TableCell>{formatDateTime(item.savedTime)}</TableCell>
                        <TableCell>
                          <Chip
                            variant="outlined"
                            size="small"
                            label={item.isRead ? inquiryText.read : inquiryText.unread}
                          />
                        </TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </TableContainer>
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                total={data.total}
                page={page}
                limit={PAGE_SIZE}
                onChange={(p) => setSearch({ page: String(p) })}
              />
            </Box>
          </>
        )}
      </QueryView>
    </LinkTabsPage>
  );
}
