import { ContactSettingsDialog } from '@/features/contact-settings/components/contact-settings-dialog';
import { ReportHistoryDialog } from '@/features/reports/components/report-history-dialog';
import { RestrictionInfoDialog } from '@/features/reports/components/restriction-info-dialog';
import { closeGlobalDialog, useGlobalDialogs } from '@/lib/dialog-bus';

/** Mounts the dialogs opened through the dialog bus (header menu, cross-feature buttons). */
export function GlobalDialogs() {
  const open = useGlobalDialogs();
  return (
    <>
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
    </>
  );
}
