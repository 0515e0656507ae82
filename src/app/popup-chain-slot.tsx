import { lazy, Suspense } from 'react';
import { PopupChainHost } from '@/features/popups/components/popup-chain-host';
import type { ChainConfig } from '@/features/popups/model/types';

// The contact-method form is loaded only when its popup step opens (most visits never do); its
// own Suspense keeps the page on screen meanwhile.
const LazyContactSettingsDialog = lazy(() =>
  import('@/features/contact-settings/components/contact-settings-dialog').then((m) => ({
    default: m.ContactSettingsDialog,
  })),
);
export function ContactSettingsDialog(props: { open: boolean; onClose: (saved: boolean) => void }) {
  return (
    <Suspense fallback={null}>
      <LazyContactSettingsDialog {...props} />
    </Suspense>
  );
}

/** The chain host with the dialogs of other features it opens; its own chunk (see popup-chains). */
export default function PopupChainSlot({ chain }: { chain: ChainConfig }) {
  return <PopupChainHost chain={chain} contactMethodDialog={ContactSettingsDialog} />;
}
