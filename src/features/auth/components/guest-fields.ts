import type { FieldValues } from 'react-hook-form';
import type { TextFieldSpec } from '@/components/form/text-fields';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

/** The email field the login and find-password forms start with (autofill says which email). */
export const emailField = (label: string, autoComplete: 'username' | 'email') =>
  ({ name: 'email', type: 'email', label, autoComplete }) as const;

/** The number format every guest phone field shows as its placeholder (e.g. 010-0000-0000). */
export const usePhoneHint = () => useConfig(messages.pages.findPassword).phoneHint;

/** A guest's mobile number: the number format as placeholder; a form adds what it needs. */
export const phoneField = <Extra extends Partial<TextFieldSpec<FieldValues>>>(
  label: string,
  phoneHint: string,
  extra: Extra,
) =>
  ({
    name: 'phone',
    type: 'tel',
    label,
    autoComplete: 'tel',
    placeholder: phoneHint,
    ...extra,
  }) as const;

/**
 * The name and phone row both consultation forms start with (the guest says who to call back).
 * The form's values must have `name` and `phone`.
 */
export function contactFields<T extends FieldValues & { name: string; phone: string }>(
  text: { name: string; phone: string },
  phoneHint: string,
): readonly TextFieldSpec<T>[] {
  return [
    { name: 'name', label: text.name, required: true, autoComplete: 'name' },
    phoneField(text.phone, phoneHint, { required: true }),
    // T has `name` and `phone` (the bound above), which tsc cannot see through Path<T>.
  ] as unknown as readonly TextFieldSpec<T>[];
}
