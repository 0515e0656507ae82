import type { ReactNode, Ref } from 'react';
import type { Control, FieldPath, FieldValues, RegisterOptions } from 'react-hook-form';

/** The props every house field shares: id and name, label, state and helper text. */
export interface FieldBaseProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  width?: number | string;
}

/** A field whose value is a string: text, number, textarea, select and date. */
export interface StringFieldProps<E extends HTMLElement = HTMLInputElement> extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<E>;
}

/** The props of a block's react-hook-form binding: the form supplies value, change and error. */
export type ElementProps<T extends FieldValues, P> = Omit<
  P,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error' | 'inputRef'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  rules?: RegisterOptions<T, FieldPath<T>>;
};
