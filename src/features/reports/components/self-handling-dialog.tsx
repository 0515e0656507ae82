import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Modal } from '@/components/dialog/modal';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { formatDeal } from '@/lib/format-money';
import { useSession } from '@/session';
import {
  getAgentTreatDetail,
  type FakeReportDetail,
  type InflowType,
} from '../api/get-agent-treat-detail';
import type { TreatAnswer } from '../api/post-agent-treat';
import {
  buildingUseLabel,
  formatSavedTime,
  listingNumber,
  reasonLabel,
  sourceLabel,
} from '../model/format';
import { sendAnswer } from '../model/send-answer';
import { HandlingDeadline } from './handling-deadline';

const reportText = messages.reports;
const sh = reportText.selfHandling;

/** Answers offered for a reason type: CMPL only when the report reason is CMPL (001 §5). */
export function answerOptions(reasonType: string | undefined): TreatAnswer[] {
  return reasonType === 'CMPL' ? ['NOMAL', 'FALSE', 'CMPL'] : ['NOMAL', 'FALSE'];
}

export interface SelfHandlingDialogProps {
  open: boolean;
  inflowType: InflowType;
  onClose: () => void;
  /** Runs after the last report of the source was handled and the popup closed. */
  onDone?: () => void;
}

/** Broker self-handling popup for one inflow source (001 §2 #2, §4). */
export function SelfHandlingDialog({ open, inflowType, onClose, onDone }: SelfHandlingDialogProps) {
  const countStr = useSession((s) =>
    inflowType === 'DABANG' ? s.reportCountStr : s.naverReportCountStr,
  );
  const [detail, setDetail] = useState<FakeReportDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<TreatAnswer | ''>('');
  const busy = useRef(false);
  const selectId = useId();
  const guidanceId = useId();

  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    if (!open) return;
    const ctrl = new AbortController();
    getAgentTreatDetail(inflowType, ctrl.signal).then(
      (d) => {
        if (ctrl.signal.aborted) return;
        setDetail(d);
        setAnswer('');
        setLoading(false);
      },
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        setDetail(null);
        setLoading(false);
        toast.error(errorMessage(e, messages.errors.server));
      },
    );
    return () => ctrl.abort();
  }, [open, inflowType, reloadKey]);

  const send = async () => {
    if (!detail) return;
    const outcome = await sendAnswer({
      answer,
      reportId: detail.reportId,
      inflowType,
      isBusy: () => busy.current,
      setBusy: (b) => {
        busy.current = b;
        setSending(b);
      },
    });
    if (outcome === 'reload') {
      setLoading(true);
      setReloadKey((k) => k + 1);
    }
    if (outcome === 'done') {
      onClose();
      onDone?.();
    }
  };

  const source = sourceLabel(inflowType);
  const rows: [string, React.ReactNode][] = detail
    ? [
        [sh.columns.roomNo, listingNumber(detail, inflowType)],
        [sh.columns.source, sourceLabel(detail.inflowType ?? inflowType)],
        [sh.columns.savedTime, formatSavedTime(detail.savedTime)],
        [
          sh.columns.reason,
          <Box key="reason" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <span>{reasonLabel(detail.reasonType)}</span>
            <Button
              size="sm"
              variant="outlined"
              onClick={() => window.alert(detail.reasonDescription || sh.noDescription)}
            >
              {sh.detail}
            </Button>
          </Box>,
        ],
        [sh.columns.buildingUse, buildingUseLabel(detail)],
        [
          sh.columns.deal,
          formatDeal({ type: detail.leaseType, deposit: detail.deposit, price: detail.price }),
        ],
        [sh.columns.address, detail.address],
        [sh.columns.contact, detail.formatAgentContact],
      ]
    : [];

  return (
    <Modal
      open={open}
      title={fmt(sh.title, { source })}
      onClose={onClose}
      width={720}
      testId="self-handling-dialog"
      actions={
        <>
          <Button variant="outlined" color="inherit" size="lg" onClick={onClose}>
            {messages.common.close}
          </Button>
          <Button
            variant="contained"
            size="lg"
            disabled={!answer || !detail || loading || sending}
            onClick={() => void send()}
          >
            {messages.common.send}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1 }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: 16 }}>
          {source}{' '}
          <Box component="span" sx={{ color: 'scale.red.700' }}>
            {fmt(sh.unhandled, { n: countStr })}
          </Box>
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {sh.intro}
      </Typography>
      {detail && <HandlingDeadline savedTime={detail.savedTime} />}
      {!detail && !loading && (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {sh.empty}
        </Typography>
      )}
      {loading && !detail && (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {messages.common.loading}
        </Typography>
      )}
      {detail && (
        <>
          <Table size="small" sx={{ mt: 1.5, borderTop: 2, borderColor: 'text.primary' }}>
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ width: 140, bgcolor: 'scale.gray.50', fontWeight: 600 }}
                  >
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography component="label" htmlFor={selectId} sx={{ fontWeight: 700 }}>
              {sh.answerLabel}
            </Typography>
            <Box
              component="select"
              id={selectId}
              required
              aria-describedby={guidanceId}
              value={answer}
              disabled={sending}
              onChange={(e: React.ChangeEvent<HTMLSelectElement>) =>
                setAnswer(e.target.value as TreatAnswer | '')
              }
              sx={{
                flex: 1,
                height: 44,
                px: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: 'scale.gray.300',
                fontSize: 15,
                fontFamily: 'inherit',
                bgcolor: 'background.paper',
              }}
            >
              <option value="">{sh.answerPlaceholder}</option>
              {answerOptions(detail.reasonType).map((a) => (
                <option key={a} value={a}>
                  {reportText.answers[a]}
                </option>
              ))}
            </Box>
          </Box>
          <Box
            id={guidanceId}
            data-testid={answer ? 'answer-guidance' : 'blue-note'}
            sx={{
              mt: 1.5,
              p: 1.5,
              borderRadius: 1,
              fontSize: 14,
              border: 1,
              ...(answer
                ? { bgcolor: 'scale.red.50', borderColor: 'scale.red.300', color: 'scale.red.700' }
                : {
                    bgcolor: 'scale.blue.50',
                    borderColor: 'scale.blue.300',
                    color: 'scale.blue.700',
                  }),
            }}
          >
            {answer ? sh.guidance[answer] : reportText.blueNote}
          </Box>
          <Box
            component="ul"
            sx={{ mt: 2, mb: 0, pl: 2.5, color: 'text.secondary', fontSize: 13, lineHeight: 1.6 }}
          >
            {sh.policy.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
        </>
      )}
    </Modal>
  );
}
