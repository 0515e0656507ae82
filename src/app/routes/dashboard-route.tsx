import { ContactSettingsDialog } from '@/features/contact-settings/components/contact-settings-dialog';
import DashboardScreen from '@/features/dashboard/screens/dashboard-screen';
import { PopupChainHost } from '@/features/popups/components/popup-chain-host';
import { ReportFloatingButton } from '@/features/reports/components/report-floating-button';
import { useSession } from '@/session';

/**
 * /dashboard: the summary screen, the start-up popup chain and the floating report button.
 * Product staff who open it are not brokers: the broker start-up chain is not theirs.
 */
export default function DashboardRoute() {
  const isStaff = useSession((s) => s.isStaff);
  return (
    <>
      <DashboardScreen />
      {!isStaff && <PopupChainHost contactMethodDialog={ContactSettingsDialog} />}
      <ReportFloatingButton />
    </>
  );
}
