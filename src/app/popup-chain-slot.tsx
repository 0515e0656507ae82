import { ContactSettingsDialog } from '@/features/contact-settings/components/contact-settings-dialog';
import { PopupChainHost } from '@/features/popups/components/popup-chain-host';
import type { ChainConfig } from '@/features/popups/model/types';

/** The chain host with the dialogs of other features it opens; its own chunk (see popup-chains). */
export default function PopupChainSlot({ chain }: { chain: ChainConfig }) {
  return <PopupChainHost chain={chain} contactMethodDialog={ContactSettingsDialog} />;
}
