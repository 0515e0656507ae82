import CampaignIcon from '@mui/icons-material/Campaign';
import CloseIcon from '@mui/icons-material/Close';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { cookies } from '@/lib/cookies';
import { fmt } from '@/lib/format-message';
import { setFloatingButtonOpen, useFloatingButtonOpen } from '@/lib/ui-state';
import { useSession } from '@/session';
import type { InflowType } from '../api/get-agent-treat-detail';

// Loaded when a report is opened: the dashboard paints without the handling form.
const SelfHandlingDialog = lazy(() =>
  import('./self-handling-dialog').then((m) => ({ default: m.SelfHandlingDialog })),
);

type Entry = { key: 'DABANG' | 'NAVER' | 'SAME_ADDRESS'; source: InflowType; count: string };

/**
 * Floating report button on the dashboard: one panel entry per source with its count.
 * Loaded by ReportFloatingButton once the session has reports.
 */
export function ReportFloatingPanel() {
  const ui = useConfig(uiConfig);
  const floatingText = useConfig(messages.reports).floating;

  const s = useSession((x) => x);
  const isOpen = useFloatingButtonOpen();
  const [handling, setHandling] = useState<InflowType | null>(null);
  const panelId = useId();

  const shown = s.hasReport || s.hasNaverReport || s.hasNaverSameAddressTradeComplete;

  // the first opening of the panel in a session marks the notice read.
  useEffect(() => {
    const readCookie = ui.cookies.reportNoticeRead;
    if (shown && isOpen && !cookies.get(readCookie)) {
      cookies.setSession(readCookie, 'Y');
    }
  }, [shown, isOpen, ui.cookies.reportNoticeRead]);

  if (!shown && !handling) return null;

  const entries: Entry[] = [];
  if (s.hasReport) entries.push({ key: 'DABANG', source: 'DABANG', count: s.reportCountStr });
  if (s.hasNaverReport)
    entries.push({ key: 'NAVER', source: 'NAVER', count: s.naverReportCountStr });
  if (s.hasNaverSameAddressTradeComplete)
    entries.push({
      key: 'SAME_ADDRESS',
      source: 'NAVER',
      count: s.naverSameAddressTradeCompleteCountStr,
    });

  return (
    <>
      {shown && (
        <Box
          data-testid="report-floating"
          sx={{
            position: 'fixed',
            right: 32,
            bottom: 32,
            zIndex: 1100,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-end',
            gap: 1.5,
          }}
        >
          {isOpen && (
            <Paper
              id={panelId}
              role="region"
              aria-label={floatingText.panelTitle}
              elevation={6}
              sx={{ width: 320, p: 2, borderRadius: 2 }}
            >
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, mb: 1 }}>
                {floatingText.panelTitle}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {entries.map((e) => (
                  <Box
                    component="li"
                    key={e.key}
                    data-testid={`report-entry-${e.key}`}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      py: 1,
                      borderTop: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Typography sx={{ flex: 1, fontSize: 14 }}>{floatingText[e.key]}</Typography>
                    <Typography sx={{ fontWeight: 700, color: 'scale.red.700', fontSize: 14 }}>
                      {fmt(floatingText.count, { n: e.count })}
                    </Typography>
                    <Button
                      size="sm"
                      aria-label={`${floatingText[e.key]} ${floatingText.handle}`}
                      onClick={() => setHandling(e.source)}
                    >
                      {floatingText.handle}
                    </Button>
                  </Box>
                ))}
              </Box>
            </Paper>
          )}
          <Fab
            color="primary"
            variant="extended"
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId : undefined}
            onClick={() => setFloatingButtonOpen(!isOpen)}
            sx={{ fontWeight: 700, gap: 1 }}
          >
            <Badge
              color="error"
              variant="dot"
              invisible={isOpen || !!cookies.get(ui.cookies.reportNoticeRead)}
            >
              {isOpen ? <CloseIcon /> : <CampaignIcon />}
            </Badge>
            {floatingText.button}
          </Fab>
        </Box>
      )}
      {handling && (
        <Suspense fallback={null}>
          <SelfHandlingDialog open inflowType={handling} onClose={() => setHandling(null)} />
        </Suspense>
      )}
    </>
  );
}
