import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Modal } from '@/components/dialog/modal';
import { Pagination } from '@/components/pagination/pagination';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { fmt } from '@/lib/format-message';
import { getAgentTreatComplete, type HandledReport } from '../api/get-agent-treat-complete';
import { getKisoPenalty, type PenaltyRow } from '../api/get-kiso-penalty';
import { sourceLabel } from '../model/format';
import { RestrictionInfoDialog } from './restriction-info-dialog';

export type ReportHistoryTab = 'PROCESSING_DETAILS' | 'PENALTY';

export interface ReportHistoryDialogProps {
  open: boolean;
  initialTab: ReportHistoryTab;
  onClose: () => void;
}

const reportText = messages.reports;
const h = reportText.history;
const TABS: ReportHistoryTab[] = ['PROCESSING_DETAILS', 'PENALTY'];
const { historyLimit, penaltyRowHeight, penaltyMaxHeight, objectionFormUrl } = uiConfig.reports;

interface HistoryState {
  loading: boolean;
  reports: HandledReport[];
  penalties: PenaltyRow[];
  total: number;
  limit: number;
}
const EMPTY: HistoryState = {
  loading: false,
  reports: [],
  penalties: [],
  total: 0,
  limit: historyLimit,
};

const headSx = { bgcolor: 'scale.gray.50', fontWeight: 700, textAlign: 'center' } as const;
const cellSx = { textAlign: 'center' } as const;

/** Fake-listing report history popup (001 §2 #5): handling history and penalty status. */
export function ReportHistoryDialog({ open, initialTab, onClose }: ReportHistoryDialogProps) {
  const [tab, setTab] = useState<ReportHistoryTab>(initialTab);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<HistoryState>({ ...EMPTY, loading: true });
  const [restrictionOpen, setRestrictionOpen] = useState(false);
  // The header menu can reopen the dialog on the other tab while it is open.
  const [shownInitialTab, setShownInitialTab] = useState(initialTab);
  if (shownInitialTab !== initialTab) {
    setShownInitialTab(initialTab);
    setTab(initialTab);
    setPage(1);
    setState({ ...EMPTY, loading: true });
  }

  useEffect(() => {
    if (!open) return;
    const ctrl = new AbortController();
    const run = async () => {
      try {
        if (tab === 'PENALTY') {
          const r = await getKisoPenalty(ctrl.signal);
          const list = r.penaltyList ?? [];
          setState({ ...EMPTY, penalties: list, total: list.length });
        } else {
          const r = await getAgentTreatComplete({ page, limit: historyLimit }, ctrl.signal);
          setState({
            ...EMPTY,
            reports: r.reportList ?? [],
            total: r.total ?? 0,
            limit: r.limit || historyLimit,
          });
        }
      } catch (e) {
        if (ctrl.signal.aborted) return;
        setState(EMPTY);
        toast.error(errorMessage(e, messages.errors.server));
      }
    };
    void run();
    return () => ctrl.abort();
  }, [open, tab, page]);

  const changeTab = (next: ReportHistoryTab) => {
    if (next === tab) return;
    setState({ ...EMPTY, loading: true });
    setPage(1);
    setTab(next);
  };

  const changePage = (next: number) => {
    if (next === page) return;
    setState((s) => ({ ...s, loading: true }));
    setPage(next);
  };

  const empty = !state.loading && state.total === 0;
  const emptyRow = (cols: number) => (
    <TableRow>
      <TableCell colSpan={cols} sx={{ ...cellSx, py: 5, color: 'text.secondary' }}>
        {state.loading ? messages.common.loading : messages.common.empty}
      </TableCell>
    </TableRow>
  );

  return (
    <>
      <Modal
        open={open}
        title={h.title}
        onClose={onClose}
        width={uiConfig.modal.reportHistoryWidth}
        testId="report-history-dialog"
      >
        <Tabs
          value={tab}
          onChange={(_, v: ReportHistoryTab) => changeTab(v)}
          aria-label={h.title}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {TABS.map((t) => (
            <Tab key={t} value={t} label={reportText.tabs[t]} sx={{ fontWeight: 700, fontSize: 15 }} />
          ))}
        </Tabs>
        <Box
          component="ul"
          sx={{ m: 0, mb: 1.5, pl: 2.5, fontSize: 13, color: 'text.secondary', lineHeight: 1.7 }}
        >
          {h.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography data-testid="history-total" sx={{ fontWeight: 700, mr: 'auto' }}>
            {fmt(h.total, { n: state.total })}
          </Typography>
          <Button size="md" variant="outlined" onClick={() => setRestrictionOpen(true)}>
            {h.restrictionButton}
          </Button>
          <Button size="md" variant="outlined" href={objectionFormUrl} download>
            {h.objectionDownload}
          </Button>
        </Box>

        {tab === 'PROCESSING_DETAILS' ? (
          <>
            <Table size="small" aria-label={reportText.tabs.PROCESSING_DETAILS}>
              <TableHead>
                <TableRow>
                  {Object.values(h.columns).map((c) => (
                    <TableCell key={c} sx={headSx}>
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {empty || (state.loading && state.reports.length === 0)
                  ? emptyRow(5)
                  : state.reports.map((r, i) => {
                      const fake = r.reportStep === 'FAKE_ROOM';
                      return (
                        <TableRow key={`${r.roomsSeq}-${i}`} sx={{ height: 52 }}>
                          <TableCell sx={cellSx}>{r.roomsSeq}</TableCell>
                          <TableCell sx={cellSx}>{sourceLabel(r.inflowType)}</TableCell>
                          <TableCell
                            sx={{
                              ...cellSx,
                              fontWeight: 700,
                              color: fake ? 'scale.red.700' : 'scale.blue.700',
                            }}
                          >
                            {fake ? reportText.results.FAKE_ROOM : reportText.results.NORMAL_ROOM}
                          </TableCell>
                          <TableCell sx={cellSx}>{r.warning}</TableCell>
                          <TableCell sx={cellSx}>{r.penalty}</TableCell>
                        </TableRow>
                      );
                    })}
              </TableBody>
            </Table>
            <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
              <Pagination
                total={state.total}
                page={page}
                limit={state.limit}
                onChange={changePage}
              />
            </Box>
          </>
        ) : (
          <Box
            data-testid="penalty-scroll"
            sx={{ maxHeight: penaltyMaxHeight, overflowY: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label={reportText.tabs.PENALTY}
          >
            <Table size="small" stickyHeader aria-label={reportText.tabs.PENALTY}>
              <TableHead>
                <TableRow>
                  {Object.values(h.penaltyColumns).map((c) => (
                    <TableCell key={c} sx={headSx}>
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {empty || (state.loading && state.penalties.length === 0)
                  ? emptyRow(4)
                  : state.penalties.map((p, i) => (
                      <TableRow key={`${p.cpArticleNo}-${i}`} sx={{ height: penaltyRowHeight }}>
                        <TableCell sx={cellSx}>{p.cpArticleNo}</TableCell>
                        <TableCell sx={cellSx}>{p.cpName}</TableCell>
                        <TableCell sx={cellSx}>{p.warningDate}</TableCell>
                        <TableCell sx={cellSx}>{p.penalty}</TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Modal>
      <RestrictionInfoDialog open={restrictionOpen} onClose={() => setRestrictionOpen(false)} />
    </>
  );
}
