import { type FieldValues } from 'react-hook-form';
import type { ElementProps } from '@/components/form/text-input';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { DatePicker, type DatePickerProps } from './date-picker';

/** react-hook-form binding of DatePicker (the form value is yyyy-MM-dd or ''). */
export function DatePickerElement<T extends FieldValues>({
  name,
  control,
  rules,
  helperText,
  ...rest
}: ElementProps<T, DatePickerProps>) {
  return <DatePicker {...rest} {...useFieldBinding({ name, control, rules, helperText })} />;
}
