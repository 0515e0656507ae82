import type { ComponentType } from 'react';

// Scaffold: replaced by the popups feature.
export interface PopupChainHostProps {
  contactMethodDialog: ComponentType<{ open: boolean; onClose: (saved: boolean) => void }>;
}

export function PopupChainHost(_props: PopupChainHostProps) {
  return null;
}
