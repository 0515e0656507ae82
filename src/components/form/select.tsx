import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';
import { type FieldValues } from 'react-hook-form';
import { messages } from '@/generated/config/messages';
import { FormField, helperId } from './form-field';
import type { ElementProps } from './text-input';
import { useFieldBinding } from './use-field-binding';
import { useFieldId } from './use-field-id';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  /** Text of the empty first option (value ''); false for no placeholder. */
  placeholder?: string | false;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLSelectElement>;
  width?: number | string;
}

/** A native `<select>` (keyboard and screen-reader friendly) styled as an outlined input. */
export function Select({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  options,
  placeholder = messages.form.select,
  error,
  helperText,
  disabled,
  required,
  inputRef,
  width,
}: SelectProps) {
  const fieldId = useFieldId(id, name);
  return (
    <FormField
      id={fieldId}
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      width={width}
    >
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        error={error}
        inputRef={inputRef}
        input={<OutlinedInput id={fieldId} name={name} />}
        inputProps={{
          required,
          'aria-invalid': error || undefined,
          'aria-describedby': helperText ? helperId(fieldId) : undefined,
        }}
        sx={{ bgcolor: disabled ? 'action.hover' : 'background.paper' }}
      >
        {placeholder !== false && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

export function SelectElement<T extends FieldValues>({
  name,
  control,
  rules,
  helperText,
  ...rest
}: ElementProps<T, SelectProps>) {
  return <Select {...rest} {...useFieldBinding({ name, control, rules, helperText })} />;
}
