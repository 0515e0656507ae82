import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ActionDialog } from '@/components/dialog/action-dialog';
import { RequiredStar } from '@/components/form/label-group';
import { useErrorToast } from '@/components/toast/use-error-toast';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { agentTreatDetailQueryOptions, type InflowType } from '../api/get-agent-treat-detail';
import { useAgentTreatMutation, type TreatAnswer } from '../api/post-agent-treat';
import { sourceLabel } from '../model/format';
import { sendAnswer } from '../model/send-answer';
import { HandlingDeadline } from './handling-deadline';
import { ReportDetailTable } from './report-detail-table';

/** Answers offered for a reason type: CMPL only when the report reason is CMPL (001 §5). */
function answerOptions(reasonType: string | undefined): TreatAnswer[] {
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
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const commonText = useConfig(messages.common);
  const reportText = useConfig(messages.reports);
  const selfHandlingText = reportText.selfHandling;

  const countStr = useSession((s) =>
    inflowType === 'DABANG' ? s.reportCountStr : s.naverReportCountStr,
  );
  const detailQuery = useQuery({ ...agentTreatDetailQueryOptions(inflowType), enabled: open });
  useErrorToast(detailQuery.error);
  const detail = detailQuery.data ?? null;
  const loading = detailQuery.isFetching;
  const treat = useAgentTreatMutation();
  const sending = treat.isPending;
  const [answer, setAnswer] = useState<TreatAnswer | ''>('');
  // A new report (after a send, or another source) starts without an answer.
  const [answeredReport, setAnsweredReport] = useState(detail?.reportId);
  if (answeredReport !== detail?.reportId) {
    setAnsweredReport(detail?.reportId);
    setAnswer('');
  }
  const selectId = useId();
  const guidanceId = useId();

  // 001 §4 and §8: more of the source left reloads the detail and clears the answer; none left
  // runs the handler and the callback (the popup closes, the detail is not reloaded); an error
  // status keeps the popup as it is, answer included, with its toast.
  const send = async () => {
    if (!detail) return;
    const outcome = await sendAnswer({
      answer,
      reportId: detail.reportId,
      inflowType,
      isBusy: treat.isBusy,
      post: (reportId, chosen) => treat.mutateAsync({ reportId, answer: chosen }),
    });
    if (outcome === 'reload') {
      setAnswer('');
      void detailQuery.refetch();
    } else if (outcome === 'done') {
      onClose();
      onDone?.();
    }
  };

  const source = sourceLabel(inflowType);

  return (
    <ActionDialog
      open={open}
      title={fmt(selfHandlingText.title, { source })}
      onClose={onClose}
      width={720}
      testId="self-handling-dialog"
      action={{
        label: commonText.send,
        onClick: () => void send(),
        disabled: !answer || !detail || loading || sending,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1 }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: 16 }}>
          {source}{' '}
          <Box component="span" sx={{ color: 'scale.red.700' }}>
            {fmt(selfHandlingText.unhandled, { n: countStr })}
          </Box>
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {selfHandlingText.intro}
      </Typography>
      {detail && <HandlingDeadline savedTime={detail.savedTime} />}
      {!detail && !loading && (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {selfHandlingText.empty}
        </Typography>
      )}
      {loading && !detail && (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {commonText.loading}
        </Typography>
      )}
      {detail && (
        <>
          <ReportDetailTable detail={detail} inflowType={inflowType} />
          <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography component="label" htmlFor={selectId} sx={{ fontWeight: 700 }}>
              {selfHandlingText.answerLabel}
              <RequiredStar />
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
              <option value="">{selfHandlingText.answerPlaceholder}</option>
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
            {answer ? selfHandlingText.guidance[answer] : reportText.blueNote}
          </Box>
          <Box
            component="ul"
            sx={{ mt: 2, mb: 0, pl: 2.5, color: 'text.secondary', fontSize: 13, lineHeight: 1.6 }}
          >
            {selfHandlingText.policy.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
        </>
      )}
    </ActionDialog>
  );
}
