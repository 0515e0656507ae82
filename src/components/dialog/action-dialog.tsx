import type { ReactNode } from 'react';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { Modal, type ModalProps } from './modal';

export interface DialogAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export interface ActionDialogProps extends Pick<ModalProps, 'open' | 'title' | 'width' | 'testId'> {
  onClose: () => void;
  /** The one thing the dialog asks for, beside 닫기; without it 닫기 stands alone. */
  action?: DialogAction;
  children: ReactNode;
}

/**
 * A notice or task dialog whose footer is 닫기 and at most one primary action (the report
 * popups: pending handling, registration blocked, self-handling). 닫기, the × and Escape all
 * run `onClose`.
 */
export function ActionDialog({ onClose, action, children, ...modal }: ActionDialogProps) {
  const commonText = useConfig(messages.common);

  return (
    <Modal
      {...modal}
      onClose={onClose}
      actions={
        <>
          <Button kind="secondary" size="lg" onClick={onClose}>
            {commonText.close}
          </Button>
          {action && (
            <Button size="lg" disabled={action.disabled} onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </>
      }
    >
      {children}
    </Modal>
  );
}
