// Scaffold: replaced by the contact-settings feature.
export interface ContactSettingsDialogProps {
  open: boolean;
  onClose: (saved: boolean) => void;
  hideCancel?: boolean;
}

export function ContactSettingsDialog(_props: ContactSettingsDialogProps) {
  return null;
}
