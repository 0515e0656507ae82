import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { openGlobalDialog } from '@/lib/dialog-bus';
import { setFloatingButtonOpen } from '@/lib/ui-state';
import { useSession } from '@/session';
import { pendingNumbers } from '../model/format';
import { RestrictionInfoDialog } from './restriction-info-dialog';

const reportText = messages.reports;

/**
 * On entering /form: the registration-restriction popup when a penalty is active,
 * otherwise the pending-handling popup when reports of the business are still waiting.
 */
export function FormEntryGate() {
  const s = useSession((x) => x);
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(false);
  const [restrictionInfo, setRestrictionInfo] = useState(false);

  const penalty = s.hasPenalty || s.hasNaverPenalty;
  const pending =
    s.hasWaitReportByBusinessId ||
    s.hasWaitNaverReportByBusinessId ||
    s.hasWaitNaverSameAddressTradeCompleteByBusinessId;
  const close = () => setDismissed(true);

  if (penalty) {
    const rb = reportText.registrationBlocked;
    return (
      <>
        <Modal
          open={!dismissed}
          title={rb.title}
          onClose={close}
          width={480}
          testId="registration-blocked-dialog"
          actions={
            <>
              <Button kind="secondary" size="lg" onClick={close}>
                {messages.common.close}
              </Button>
              <Button
                size="lg"
                onClick={() => {
                  close();
                  openGlobalDialog('report-history', { tab: 'PENALTY' });
                }}
              >
                {rb.checkPenalty}
              </Button>
            </>
          }
        >
          <Typography sx={{ mb: 1.5, fontWeight: 600 }}>{rb.text}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {rb.objection}
          </Typography>
          <Button kind="outline" size="md" onClick={() => setRestrictionInfo(true)}>
            {reportText.history.restrictionButton}
          </Button>
        </Modal>
        <RestrictionInfoDialog open={restrictionInfo} onClose={() => setRestrictionInfo(false)} />
      </>
    );
  }

  if (!pending) return null;
  const p = reportText.pending;
  const groups = [
    {
      key: 'DABANG',
      label: p.groups.DABANG,
      list: pendingNumbers(s.waitReportUserListByBusinessId),
    },
    {
      key: 'NAVER',
      label: p.groups.NAVER,
      list: pendingNumbers(s.waitNaverReportUserListByBusinessId),
    },
    {
      key: 'SAME_ADDRESS',
      label: p.groups.SAME_ADDRESS,
      list: pendingNumbers(s.waitNaverSameAddressTradeCompleteUserListByBusinessId),
    },
  ] as const;
  const any = groups.some((g) => g.list.length > 0);
  const go = () => {
    close();
    setFloatingButtonOpen(true);
    void navigate(href('dashboard'), { replace: true });
  };

  return (
    <Modal
      open={!dismissed}
      title={p.title}
      onClose={close}
      width={520}
      testId="pending-handling-dialog"
      actions={
        <>
          <Button kind="secondary" size="lg" onClick={close}>
            {messages.common.close}
          </Button>
          {any && (
            <Button size="lg" onClick={go}>
              {p.go}
            </Button>
          )}
        </>
      }
    >
      <Typography sx={{ mb: 2 }}>{p.text}</Typography>
      {groups.map((g) => (
        <Box
          key={g.key}
          component="section"
          aria-label={g.label}
          data-testid={`pending-group-${g.key}`}
          sx={{ mb: 1.5, p: 1.5, bgcolor: 'scale.gray.50', borderRadius: 1 }}
        >
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 14, mb: 0.5 }}>
            {g.label} ({g.list.length})
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {g.list.length > 0 ? g.list.join(', ') : p.none}
          </Typography>
        </Box>
      ))}
    </Modal>
  );
}
