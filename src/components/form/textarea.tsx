import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';
import { type FieldValues } from 'react-hook-form';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { fmt } from '@/lib/format-message';
import { FieldCounter, FormField, helperId } from './form-field';
import { applyTextareaRule, countLines } from './input-rules';
import type { ElementProps } from './text-input';
import { useFieldBinding } from './use-field-binding';
import { useFieldId } from './use-field-id';

export interface TextAreaProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  maxLength?: number;
  /** Lines are value.split('\n').length. */
  maxLines?: number;
  /** Height in px (default 78). */
  height?: number;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  width?: number | string;
}

/** Textarea that rejects text beyond maxLength or maxLines; shows character and line counters. */
export function TextArea({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  maxLength,
  maxLines,
  height = uiConfig.form.textareaHeight,
  error,
  helperText,
  disabled,
  required,
  placeholder,
  inputRef,
  width,
}: TextAreaProps) {
  const fieldId = useFieldId(id, name);
  const counters =
    maxLength !== undefined || maxLines !== undefined ? (
      <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>
        {maxLines !== undefined && (
          <Box
            component="span"
            sx={{ fontSize: 12, color: 'text.secondary' }}
            data-testid="line-counter"
          >
            {fmt(messages.form.counter, { n: countLines(value), max: maxLines })}
            {messages.form.linesUnit}
          </Box>
        )}
        {maxLength !== undefined && (
          <FieldCounter id={`${fieldId}-counter`} length={value.length} max={maxLength} />
        )}
      </Box>
    ) : undefined;
  return (
    <FormField
      id={fieldId}
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      counter={counters}
      width={width}
    >
      <OutlinedInput
        id={fieldId}
        name={name}
        multiline
        value={value}
        error={error}
        disabled={disabled}
        placeholder={placeholder}
        inputRef={inputRef}
        onChange={(e) => {
          const next = applyTextareaRule(value, e.target.value, { maxLength, maxLines });
          if (next !== value) onChange(next);
        }}
        onBlur={onBlur}
        inputProps={{
          required,
          'aria-invalid': error || undefined,
          'aria-describedby': helperText ? helperId(fieldId) : undefined,
        }}
        sx={{
          alignItems: 'flex-start',
          p: 0,
          bgcolor: disabled ? 'action.hover' : 'background.paper',
          '& textarea': {
            height: `${height - 20}px !important`,
            overflow: 'auto !important',
            resize: 'vertical',
            p: '10px 14px',
            boxSizing: 'content-box',
          },
        }}
      />
    </FormField>
  );
}

export function TextareaElement<T extends FieldValues>({
  name,
  control,
  rules,
  helperText,
  ...rest
}: ElementProps<T, TextAreaProps>) {
  return <TextArea {...rest} {...useFieldBinding({ name, control, rules, helperText })} />;
}
