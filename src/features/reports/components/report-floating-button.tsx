import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/session';

// Most offices have no open report: the button, its panel and MUI's Fab load only for those
// that do. The button is fixed in the corner, so its late arrival moves nothing on the page.
const ReportFloatingPanel = lazy(() =>
  import('./report-floating-panel').then((m) => ({ default: m.ReportFloatingPanel })),
);

/** Floating report button on the dashboard, loaded once the session has a report. */
export function ReportFloatingButton() {
  const hasReports = useSession(
    (s) => s.hasReport || s.hasNaverReport || s.hasNaverSameAddressTradeComplete,
  );
  // Once loaded it stays mounted: a handling dialog opened from it outlives the counts reaching 0.
  const [needed, setNeeded] = useState(false);
  if (hasReports && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ReportFloatingPanel />
    </Suspense>
  );
}
