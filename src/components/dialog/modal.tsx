import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { useHoldConfig } from '@/lib/config/config-holds';
import { useModalStack } from './modal-stack';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose?: (reason: 'close' | 'escape' | 'backdrop') => void;
  children: ReactNode;
  actions?: ReactNode;
  /** Escape closes the modal (default true); the image notice turns it off. */
  escapeClose?: boolean;
  /** Backdrop click closes the modal (default false: popups here close deliberately). */
  backdropClose?: boolean;
  /** Hide the × button (required popups such as the role selection). */
  hideClose?: boolean;
  minWidth?: number;
  width?: number;
  testId?: string;
}

/**
 * The generic modal: named by its title, close button labelled 닫기, body scroll locked while open,
 * stacked above the modals opened before it, focus back on its opener once closed.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  actions,
  escapeClose = true,
  backdropClose = false,
  hideClose = false,
  minWidth: minWidthProp,
  width,
  testId,
}: ModalProps) {
  const ui = useConfig(uiConfig);
  const commonText = useConfig(messages.common);
  const minWidth = minWidthProp ?? ui.modal.minWidth;

  const titleId = useId();
  // Stack position among the open modals: the active one sits above the rest (seed 000 §2.4).
  const { index, active } = useModalStack(open);
  // A config version published meanwhile waits until the dialog closes.
  useHoldConfig(open);
  const zIndex = (active ? ui.modal.zActive : ui.modal.zBase) + index;
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown' && escapeClose) onClose?.('escape');
        if (reason === 'backdropClick' && backdropClose) onClose?.('backdrop');
      }}
      sx={{ zIndex }}
      // Focus goes back to the opener through the modal stack, which also covers hidden openers.
      disableRestoreFocus
      slotProps={{
        paper: { sx: { minWidth, width, maxWidth: width ? 'none' : undefined, borderRadius: 2 } },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontSize: 20, fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {!hideClose && (
        <IconButton
          aria-label={commonText.close}
          onClick={() => onClose?.('close')}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2.5 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
