import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { FieldCounter, FormField, helperId } from './form-field';
import { applyTextLimit } from './input-rules';
import { useFieldBinding } from './use-field-binding';
import { useFieldId } from './use-field-id';

export interface TextInputProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  maxLength?: number;
  /** Reject changes beyond maxLength (default true, A-62). No native maxlength is set. */
  enforceMaxLength?: boolean;
  /** Show the `n/max` counter (default: when maxLength is set). */
  showCounter?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search';
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
  width?: number | string;
  'aria-label'?: string;
}

/** Text input with an enforced length limit and an `n/max` counter (seed 001 §5). */
export function TextInput({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  maxLength,
  enforceMaxLength = true,
  showCounter,
  error,
  helperText,
  disabled,
  required,
  placeholder,
  type = 'text',
  autoComplete,
  inputRef,
  endAdornment,
  width,
  'aria-label': ariaLabel,
}: TextInputProps) {
  const fieldId = useFieldId(id, name);
  const counterOn = showCounter ?? maxLength !== undefined;
  const over = maxLength !== undefined && value.length > maxLength;
  const hasError = Boolean(error) || (counterOn && over);
  return (
    <FormField
      id={fieldId}
      label={label}
      required={required}
      error={hasError}
      helperText={helperText}
      width={width}
      counter={
        counterOn && maxLength !== undefined ? (
          <FieldCounter id={`${fieldId}-counter`} length={value.length} max={maxLength} />
        ) : undefined
      }
    >
      <OutlinedInput
        id={fieldId}
        name={name}
        type={type}
        value={value}
        error={hasError}
        disabled={disabled}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputRef={inputRef}
        endAdornment={endAdornment}
        onChange={(e) => {
          const next = applyTextLimit(value, e.target.value, maxLength, enforceMaxLength);
          if (next !== value) onChange(next);
        }}
        onBlur={onBlur}
        inputProps={{
          required,
          'aria-label': ariaLabel,
          'aria-invalid': hasError || undefined,
          'aria-describedby':
            [helperText ? helperId(fieldId) : '', counterOn ? `${fieldId}-counter` : '']
              .filter(Boolean)
              .join(' ') || undefined,
        }}
        sx={{ bgcolor: disabled ? 'action.hover' : 'background.paper' }}
      />
    </FormField>
  );
}

export type ElementProps<T extends FieldValues, P> = Omit<
  P,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error' | 'inputRef'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  rules?: RegisterOptions<T, FieldPath<T>>;
};

/** react-hook-form binding of TextInput; the field error's message becomes the helper text. */
export function TextFieldElement<T extends FieldValues>({
  name,
  control,
  rules,
  helperText,
  ...rest
}: ElementProps<T, TextInputProps>) {
  return <TextInput {...rest} {...useFieldBinding({ name, control, rules, helperText })} />;
}
