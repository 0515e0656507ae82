import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';
import { bindField } from './bind-field';
import type { StringFieldProps } from './field-base';
import { FieldCounter, FormField } from './form-field';
import { applyTextLimit } from './input-rules';
import { useFieldShell } from './use-field-shell';
import { usePasteLimit } from './use-paste-limit';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export type { ElementProps } from './field-base';

export interface TextInputProps extends StringFieldProps {
  maxLength?: number;
  /**
   * Reject typing beyond maxLength (default true, A-62); a paste keeps what fits and says so
   * (issue 23 #5). No native maxlength is set.
   */
  enforceMaxLength?: boolean;
  /** Show the `n/max` counter (default: when maxLength is set). */
  showCounter?: boolean;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search';
  autoComplete?: string;
  endAdornment?: ReactNode;
  'aria-label'?: string;
}

/**
 * Text input with an enforced length limit and an `n/max` counter (seed 001 §5); a paste over the
 * limit is cut at it, with a note in the helper text.
 */
export function TextInput({
  value,
  onChange,
  onBlur,
  maxLength,
  enforceMaxLength = true,
  showCounter,
  placeholder,
  type = 'text',
  autoComplete,
  inputRef,
  endAdornment,
  ...base
}: TextInputProps) {
  const counterOn = showCounter ?? maxLength !== undefined;
  const over = maxLength !== undefined && value.length > maxLength;
  const hasError = Boolean(base.error) || (counterOn && over);
  const paste = usePasteLimit({ value, onChange, maxLength, enabled: enforceMaxLength });
  const field = useFieldShell(
    { ...base, helperText: paste.note ?? base.helperText },
    { error: hasError, describedByCounter: counterOn },
  );
  useTypedBeforeHydration(field.id, value, onChange);
  return (
    <FormField
      {...field.shell}
      helperNotice={paste.note !== null}
      counter={
        counterOn && maxLength !== undefined ? (
          <FieldCounter id={field.counterId} length={value.length} max={maxLength} />
        ) : undefined
      }
    >
      <OutlinedInput
        id={field.id}
        name={base.name}
        type={type}
        value={value}
        error={hasError}
        disabled={base.disabled}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputRef={inputRef}
        endAdornment={endAdornment}
        onChange={(e) => {
          paste.clearNote();
          const next = applyTextLimit(value, e.target.value, maxLength, enforceMaxLength);
          if (next !== value) onChange(next);
        }}
        onBlur={onBlur}
        inputProps={{ ...field.inputProps, onPaste: paste.onPaste }}
        sx={field.inputSx}
      />
    </FormField>
  );
}

/** react-hook-form binding of TextInput; the field error's message becomes the helper text. */
export const TextFieldElement = bindField(TextInput);
