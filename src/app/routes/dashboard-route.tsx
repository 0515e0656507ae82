import { ContactSettingsDialog } from '@/features/contact-settings/components/contact-settings-dialog';
import DashboardScreen from '@/features/dashboard/screens/dashboard-screen';
import { PopupChainHost } from '@/features/popups/components/popup-chain-host';
import { ReportFloatingButton } from '@/features/reports/components/report-floating-button';

/** /dashboard: the summary screen, the start-up popup chain and the floating report button. */
export default function DashboardRoute() {
  return (
    <>
      <DashboardScreen />
      <PopupChainHost contactMethodDialog={ContactSettingsDialog} />
      <ReportFloatingButton />
    </>
  );
}
