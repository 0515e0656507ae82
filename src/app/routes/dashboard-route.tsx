import DashboardScreen from '@/features/dashboard/screens/dashboard-screen';
import { ReportFloatingButton } from '@/features/reports/components/report-floating-button';

/** /dashboard: the summary screen and the floating report button (its popup chain runs from the shell). */
export default function DashboardRoute() {
  return (
    <>
      <DashboardScreen />
      <ReportFloatingButton />
    </>
  );
}
