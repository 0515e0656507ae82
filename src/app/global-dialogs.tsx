import { lazy, Suspense } from 'react';
import { closeGlobalDialog, useGlobalDialogs } from '@/lib/dialog-bus';

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

/** Mounts the dialogs opened through the dialog bus (header menu, cross-feature buttons). */
export function GlobalDialogs() {
  const open = useGlobalDialogs();
  return (
    <Suspense fallback={null}>
      {open.map((d) => {
        switch (d.id) {
          case 'report-history':
            return (
              <ReportHistoryDialog
                key={d.id}
                open
                initialTab={d.payload.tab}
                onClose={() => closeGlobalDialog(d.id)}
              />
            );
          case 'restriction-info':
            return (
              <RestrictionInfoDialog key={d.id} open onClose={() => closeGlobalDialog(d.id)} />
            );
          case 'contact-settings':
            return (
              <ContactSettingsDialog
                key={d.id}
                open
                hideCancel={d.payload.hideCancel}
                onClose={() => closeGlobalDialog(d.id)}
              />
            );
        }
      })}
    </Suspense>
  );
}
