import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kisoPenaltyQueryOptions } from '@/api/queries/kiso-penalty';
import type { Schema } from '@/api/types';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { Pagination } from '@/components/pagination/pagination';
import { RestrictionEnd } from '@/components/restriction/restriction-end';
import { restrictionEndText } from '@/components/restriction/restriction-end-text';
import { useErrorToast } from '@/components/toast/use-error-toast';
import { apiLimits } from '@/generated/api/limits';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { agentTreatCompleteQueryOptions } from '../api/get-agent-treat-complete';
import { sourceLabel } from '../model/format';
import { ObjectionCell } from './objection-cell';
import { ObjectionFormDialog } from './objection-form-dialog';
import { ObjectionList } from './objection-list';
import { RestrictionInfoDialog } from './restriction-info-dialog';

export type ReportHistoryTab = 'PROCESSING_DETAILS' | 'PENALTY';
type ObjectionTarget = Schema<'HandledReport'> & { id: number };

export interface ReportHistoryDialogProps {
  open: boolean;
  initialTab: ReportHistoryTab;
  onClose: () => void;
}

const TABS: ReportHistoryTab[] = ['PROCESSING_DETAILS', 'PENALTY'];
const historyLimit = apiLimits.reportHistoryPageSize;

const headSx = { bgcolor: 'scale.gray.50', fontWeight: 700, textAlign: 'center' } as const;
const cellSx = { textAlign: 'center' } as const;
/** Each recorded answer in its own colour: 허위매물 red, 정상매물 blue, 거래완료 dark gray (A-54
 * plus the deal-complete answer, recorded as sent: issue 23 #8). */
const RESULT_COLOURS = {
  FAKE_ROOM: 'scale.red.700',
  NORMAL_ROOM: 'scale.blue.700',
  DEAL_COMPLETE: 'scale.gray.800',
} as const;

/** Both tabs' tables head their columns the same way, from the column names in messages. */
function HeadRow({ columns }: { columns: Record<string, string> }) {
  return (
    <TableHead>
      <TableRow>
        {Object.values(columns).map((c) => (
          <TableCell key={c} sx={headSx}>
            {c}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** Fake-listing report history popup (001 §2 #5): handling history and penalty status. */
export function ReportHistoryDialog({ open, initialTab, onClose }: ReportHistoryDialogProps) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const commonText = useConfig(messages.common);
  const ui = useConfig(uiConfig);
  const reportText = useConfig(messages.reports);
  const historyText = reportText.history;
  const { penaltyRowHeight, penaltyMaxHeight } = ui.reports;

  const [tab, setTab] = useState<ReportHistoryTab>(initialTab);
  const [page, setPage] = useState(1);
  const [restrictionOpen, setRestrictionOpen] = useState(false);
  const [objecting, setObjecting] = useState<ObjectionTarget | null>(null);
  // The header menu can reopen the dialog on the other tab while it is open.
  const [shownInitialTab, setShownInitialTab] = useState(initialTab);
  if (shownInitialTab !== initialTab) {
    setShownInitialTab(initialTab);
    setTab(initialTab);
    setPage(1);
  }

  const historyQuery = useQuery({
    ...agentTreatCompleteQueryOptions({ page, limit: historyLimit }),
    enabled: open && tab === 'PROCESSING_DETAILS',
    // The rows of the page before stay while the next page loads.
    placeholderData: keepPreviousData,
  });
  const penaltyQuery = useQuery({
    ...kisoPenaltyQueryOptions(),
    enabled: open && tab === 'PENALTY',
  });
  const active = tab === 'PENALTY' ? penaltyQuery : historyQuery;
  useErrorToast(active.error);
  const reports = historyQuery.data?.reportList ?? [];
  const penalties = penaltyQuery.data?.penaltyList ?? [];
  const total = tab === 'PENALTY' ? penalties.length : (historyQuery.data?.total ?? 0);
  const limit = historyQuery.data?.limit || historyLimit;
  const loading = active.isPending && !active.isError;

  const changeTab = (next: ReportHistoryTab) => {
    if (next === tab) return;
    setPage(1);
    setTab(next);
  };

  const empty = !loading && total === 0;
  const emptyRow = (cols: number) => (
    <TableRow>
      <TableCell colSpan={cols} sx={{ ...cellSx, py: 5, color: 'text.secondary' }}>
        {loading ? commonText.loading : commonText.empty}
      </TableCell>
    </TableRow>
  );

  return (
    <>
      <Modal
        open={open}
        title={historyText.title}
        onClose={onClose}
        width={ui.modal.reportHistoryWidth}
        testId="report-history-dialog"
      >
        <Tabs
          value={tab}
          onChange={(_, v: ReportHistoryTab) => changeTab(v)}
          aria-label={historyText.title}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {TABS.map((t) => (
            <Tab
              key={t}
              value={t}
              label={reportText.tabs[t]}
              sx={{ fontWeight: 700, fontSize: 15 }}
            />
          ))}
        </Tabs>
        <Box
          component="ul"
          sx={{ m: 0, mb: 1.5, pl: 2.5, fontSize: 13, color: 'text.secondary', lineHeight: 1.7 }}
        >
          {historyText.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography data-testid="history-total" sx={{ fontWeight: 700, mr: 'auto' }}>
            {fmt(historyText.total, { n: total })}
          </Typography>
          <Button size="md" kind="outline" onClick={() => setRestrictionOpen(true)}>
            {historyText.restrictionButton}
          </Button>
        </Box>

        {tab === 'PROCESSING_DETAILS' ? (
          <>
            <Table size="small" aria-label={reportText.tabs.PROCESSING_DETAILS}>
              <HeadRow
                columns={{ ...historyText.columns, objection: reportText.objection.column }}
              />
              <TableBody>
                {empty || (loading && reports.length === 0)
                  ? emptyRow(6)
                  : reports.map((r, i) => {
                      const step = r.reportStep in RESULT_COLOURS ? r.reportStep : 'NORMAL_ROOM';
                      return (
                        <TableRow key={`${r.roomsSeq}-${i}`} sx={{ height: 52 }}>
                          <TableCell sx={cellSx}>{r.roomsSeq}</TableCell>
                          <TableCell sx={cellSx}>{sourceLabel(r.inflowType)}</TableCell>
                          <TableCell
                            sx={{
                              ...cellSx,
                              fontWeight: 700,
                              color: RESULT_COLOURS[step],
                            }}
                          >
                            {reportText.results[step]}
                          </TableCell>
                          <TableCell sx={cellSx}>{r.warning}</TableCell>
                          <TableCell sx={cellSx}>{r.penalty}</TableCell>
                          <TableCell sx={cellSx}>
                            <ObjectionCell report={r} onFile={setObjecting} />
                          </TableCell>
                        </TableRow>
                      );
                    })}
              </TableBody>
            </Table>
            <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
              <Pagination total={total} page={page} limit={limit} onChange={setPage} />
            </Box>
            <ObjectionList enabled={open && tab === 'PROCESSING_DETAILS'} />
          </>
        ) : (
          <>
            <RestrictionEnd />
            <Box
              data-testid="penalty-scroll"
              sx={{ maxHeight: penaltyMaxHeight, overflowY: 'auto' }}
              tabIndex={0}
              role="region"
              aria-label={reportText.tabs.PENALTY}
            >
              <Table size="small" stickyHeader aria-label={reportText.tabs.PENALTY}>
                <HeadRow columns={historyText.penaltyColumns} />
                <TableBody>
                  {empty || (loading && penalties.length === 0)
                    ? emptyRow(5)
                    : penalties.map((p, i) => (
                        <TableRow key={`${p.cpArticleNo}-${i}`} sx={{ height: penaltyRowHeight }}>
                          <TableCell sx={cellSx}>{p.cpArticleNo}</TableCell>
                          <TableCell sx={cellSx}>{p.cpName}</TableCell>
                          <TableCell sx={cellSx}>{p.warningDate}</TableCell>
                          <TableCell sx={cellSx}>{p.penalty}</TableCell>
                          <TableCell sx={cellSx}>{restrictionEndText(p.restrictionEnd)}</TableCell>
                        </TableRow>
                      ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </Modal>
      <RestrictionInfoDialog open={restrictionOpen} onClose={() => setRestrictionOpen(false)} />
      {objecting && <ObjectionFormDialog report={objecting} onClose={() => setObjecting(null)} />}
    </>
  );
}
