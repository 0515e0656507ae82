import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';
import type { StringFieldProps } from './field-base';
import { FormField } from './form-field';
import { applyNumberRule, normalizeNumberOnBlur, REJECTED_NUMBER_KEYS } from './input-rules';
import { useFieldShell } from './use-field-shell';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export interface NumberInputProps extends StringFieldProps {
  /** The value as typed: a digit string ('' when empty). */
  value: string;
  /** Decimal places; undefined or 0 means no decimals. */
  decimals?: number;
  /** Character cap without decimals. */
  maxLength?: number;
  /** Numeric maximum with decimals. */
  max?: number;
  unit?: ReactNode;
  /** Before the number (e.g. 지하 in 지하 [1] 층). */
  prefix?: ReactNode;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * Number input (seed 001 §5). A text input with a numeric keyboard, so the rules below decide
 * exactly what is kept: without decimals only digits, capped at maxLength; with decimals one
 * period, at most N decimals, no value above max, leading zeros stripped, normalised on blur.
 */
export function NumberInput({
  value,
  onChange,
  onBlur,
  decimals,
  maxLength,
  max,
  unit,
  prefix,
  placeholder,
  inputRef,
  ...base
}: NumberInputProps) {
  const field = useFieldShell(base);
  const withDecimals = (decimals ?? 0) > 0;
  /** Takes what the input holds under the rules below. */
  const take = (raw: string) => {
    const next = applyNumberRule(value, raw, { decimals, maxLength, max });
    if (next !== value) onChange(next);
  };
  // Typed before hydration: taken under the same rules as a keystroke.
  useTypedBeforeHydration(field.id, value, take);
  return (
    <FormField {...field.shell}>
      <OutlinedInput
        id={field.id}
        name={base.name}
        type="text"
        value={value}
        error={base.error}
        disabled={base.disabled}
        placeholder={placeholder}
        inputRef={inputRef}
        startAdornment={
          prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined
        }
        endAdornment={unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined}
        onKeyDown={(e) => {
          if (e.ctrlKey || e.metaKey || e.altKey) return;
          const rejected = (REJECTED_NUMBER_KEYS as readonly string[]).includes(e.key);
          if (rejected && !(withDecimals && e.key === '.')) e.preventDefault();
        }}
        onChange={(e) => take(e.target.value)}
        onBlur={() => {
          const normalised = normalizeNumberOnBlur(value, decimals);
          if (normalised !== value) onChange(normalised);
          onBlur?.();
        }}
        inputProps={{ ...field.inputProps, inputMode: withDecimals ? 'decimal' : 'numeric' }}
        sx={field.inputSx}
      />
    </FormField>
  );
}
