import type { FieldValues } from 'react-hook-form';
import type { TextFieldSpec } from '@/components/form/text-fields';
import { messages } from '@/generated/config/messages';

/**
 * The name and phone row both consultation forms start with (the guest says who to call back).
 * The form's values must have `name` and `phone`.
 */
export function contactFields<T extends FieldValues & { name: string; phone: string }>(text: {
  name: string;
  phone: string;
}): readonly TextFieldSpec<T>[] {
  return [
    { name: 'name', label: text.name, required: true, autoComplete: 'name' },
    {
      name: 'phone',
      type: 'tel',
      label: text.phone,
      required: true,
      autoComplete: 'tel',
      placeholder: messages.pages.findPassword.phoneHint,
    },
    // T has `name` and `phone` (the bound above), which tsc cannot see through Path<T>.
  ] as unknown as readonly TextFieldSpec<T>[];
}
