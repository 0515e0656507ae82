import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';
import { type FieldValues } from 'react-hook-form';
import { FormField, helperId } from './form-field';
import { applyNumberRule, normalizeNumberOnBlur, REJECTED_NUMBER_KEYS } from './input-rules';
import type { ElementProps } from './text-input';
import { useFieldBinding } from './use-field-binding';
import { useFieldId } from './use-field-id';

export interface NumberInputProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  /** The value as typed: a digit string ('' when empty). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Decimal places; undefined or 0 means no decimals. */
  decimals?: number;
  /** Character cap without decimals. */
  maxLength?: number;
  /** Numeric maximum with decimals. */
  max?: number;
  unit?: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  width?: number | string;
  'aria-label'?: string;
}

/**
 * Number input (seed 001 §5). A text input with a numeric keyboard, so the rules below decide
 * exactly what is kept: without decimals only digits, capped at maxLength; with decimals one
 * period, at most N decimals, no value above max, leading zeros stripped, normalised on blur.
 */
export function NumberInput({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  decimals,
  maxLength,
  max,
  unit,
  error,
  helperText,
  disabled,
  required,
  placeholder,
  inputRef,
  width,
  'aria-label': ariaLabel,
}: NumberInputProps) {
  const fieldId = useFieldId(id, name);
  const withDecimals = (decimals ?? 0) > 0;
  return (
    <FormField
      id={fieldId}
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      width={width}
    >
      <OutlinedInput
        id={fieldId}
        name={name}
        type="text"
        value={value}
        error={error}
        disabled={disabled}
        placeholder={placeholder}
        inputRef={inputRef}
        endAdornment={unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined}
        onKeyDown={(e) => {
          if (e.ctrlKey || e.metaKey || e.altKey) return;
          const rejected = (REJECTED_NUMBER_KEYS as readonly string[]).includes(e.key);
          if (rejected && !(withDecimals && e.key === '.')) e.preventDefault();
        }}
        onChange={(e) => {
          const next = applyNumberRule(value, e.target.value, { decimals, maxLength, max });
          if (next !== value) onChange(next);
        }}
        onBlur={() => {
          const normalised = normalizeNumberOnBlur(value, decimals);
          if (normalised !== value) onChange(normalised);
          onBlur?.();
        }}
        inputProps={{
          inputMode: withDecimals ? 'decimal' : 'numeric',
          required,
          'aria-label': ariaLabel,
          'aria-invalid': error || undefined,
          'aria-describedby': helperText ? helperId(fieldId) : undefined,
        }}
        sx={{ bgcolor: disabled ? 'action.hover' : 'background.paper' }}
      />
    </FormField>
  );
}

/** react-hook-form binding of NumberInput (the form value is the digit string). */
export function NumberFieldElement<T extends FieldValues>({
  name,
  control,
  rules,
  helperText,
  ...rest
}: ElementProps<T, NumberInputProps>) {
  return <NumberInput {...rest} {...useFieldBinding({ name, control, rules, helperText })} />;
}
