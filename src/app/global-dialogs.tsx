import { lazy, Suspense } from 'react';
import { closeGlobalDialog, useGlobalDialogs, type OpenDialog } from '@/lib/dialog-bus';

// Loaded on first use: none of these dialogs is needed to paint a page.
const ReportHistoryDialog = lazy(() =>
  import('@/features/reports/components/report-history-dialog').then((m) => ({
    default: m.ReportHistoryDialog,
  })),
);
const RestrictionInfoDialog = lazy(() =>
  import('@/features/reports/components/restriction-info-dialog').then((m) => ({
    default: m.RestrictionInfoDialog,
  })),
);
const ContactSettingsDialog = lazy(() =>
  import('@/features/contact-settings/components/contact-settings-dialog').then((m) => ({
    default: m.ContactSettingsDialog,
  })),
);

/** One open dialog with its payload; `close` takes it off the bus. */
function BusDialog({ dialog, close }: { dialog: OpenDialog; close: () => void }) {
  switch (dialog.id) {
    case 'report-history':
      return <ReportHistoryDialog open initialTab={dialog.payload.tab} onClose={close} />;
    case 'restriction-info':
      return <RestrictionInfoDialog open onClose={close} />;
    case 'contact-settings':
      return <ContactSettingsDialog open hideCancel={dialog.payload.hideCancel} onClose={close} />;
  }
}

/** Mounts the dialogs opened through the dialog bus (header menu, cross-feature buttons). */
export function GlobalDialogs() {
  const open = useGlobalDialogs();
  return (
    <Suspense fallback={null}>
      {open.map((d) => (
        <BusDialog key={d.id} dialog={d} close={() => closeGlobalDialog(d.id)} />
      ))}
    </Suspense>
  );
}
