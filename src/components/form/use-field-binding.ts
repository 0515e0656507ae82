import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { ElementProps } from './field-base';

/**
 * The props every string-valued block takes from react-hook-form: the value (never undefined),
 * change and blur handlers, the ref for focusing the first error, and the error message as
 * helper text. One place, so the text, number, textarea, select and date elements agree.
 */
export function useFieldBinding<T extends FieldValues>({
  name,
  control,
  rules,
  helperText,
}: Pick<ElementProps<T, object>, 'name' | 'control' | 'rules'> & { helperText?: ReactNode }) {
  const { field, fieldState } = useController({ name, control, rules });
  return {
    name: field.name,
    value: field.value === undefined || field.value === null ? '' : String(field.value),
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}
