import type { StepProps } from '../model/types';

/** Contact-method setting: the injected dialog; closing it with any result marks the step done. */
export function ContactMethodStep({
  contactMethodDialog: Dialog,
  onDone,
}: StepProps<'contact-method'>) {
  return <Dialog open onClose={() => onDone()} />;
}
