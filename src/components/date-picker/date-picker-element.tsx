import { useController, type FieldValues } from 'react-hook-form';
import type { ElementProps } from '@/components/form/text-input';
import { DatePicker, type DatePickerProps } from './date-picker';

/** react-hook-form binding of DatePicker (the form value is yyyy-MM-dd or ''). */
export function DatePickerElement<T extends FieldValues>({
  name,
  control,
  rules,
  helperText,
  ...rest
}: ElementProps<T, DatePickerProps>) {
  const { field, fieldState } = useController({ name, control, rules });
  return (
    <DatePicker
      {...rest}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
