import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

/** The ad preview in a modal: from the form before sending, and from the list's rows. */
export function ListingAdDialog({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The preview itself (ListingAdPreview), or the view that loads the listing first. */
  children: ReactNode;
}) {
  const a = useConfig(messages.pages.rooms).ad;

  return (
    <Modal
      open={open}
      title={a.title}
      onClose={onClose}
      width={760}
      actions={
        <Button kind="secondary" size="lg" onClick={onClose}>
          {a.close}
        </Button>
      }
    >
      <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 2 }}>{a.lead}</Typography>
      {children}
    </Modal>
  );
}
