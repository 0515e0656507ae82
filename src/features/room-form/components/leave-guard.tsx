import { useFormState, useWatch, type Control } from 'react-hook-form';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useLeaveGuard } from '@/lib/leave-guard';
import { hasInput } from '../model/room-draft';
import type { RoomFormValues } from '../model/room-form-values';

/**
 * Asks before the broker leaves a form with unsent input (issue 23 #4): a new listing once
 * anything is entered (its draft is kept, and the question says so), an edit once anything
 * changed. Its own component, so only it renders again on each keystroke.
 */
export function RoomLeaveGuard({
  control,
  isNew,
}: {
  control: Control<RoomFormValues>;
  isNew: boolean;
}) {
  const R = useConfig(messages.form).room;

  const values = useWatch({ control }) as RoomFormValues;
  const { isDirty } = useFormState({ control });
  const unsent = isNew ? hasInput(values) : isDirty;
  useLeaveGuard(unsent ? (isNew ? R.leaveDraft : R.leaveEdit) : null);
  return null;
}
