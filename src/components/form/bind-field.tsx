import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ElementProps, StringFieldProps } from './field-base';
import { useFieldBinding } from './use-field-binding';

/**
 * The react-hook-form binding of a string-valued block (`TextFieldElement = bindField(TextInput)`):
 * the form gives the value, change and blur, the ref for focusing the first error, and the
 * error message as helper text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any input element; P fixes it
export function bindField<P extends StringFieldProps<any>>(Block: ComponentType<P>) {
  return function FieldElement<T extends FieldValues>({
    name,
    control,
    rules,
    helperText,
    ...rest
  }: ElementProps<T, P>) {
    const binding = useFieldBinding({ name, control, rules, helperText: helperText as never });
    return <Block {...(rest as unknown as P)} {...binding} />;
  };
}
