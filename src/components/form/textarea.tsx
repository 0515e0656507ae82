import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { bindField } from './bind-field';
import type { StringFieldProps } from './field-base';
import { FieldCounter, FormField } from './form-field';
import { applyTextareaRule, countLines } from './input-rules';
import { useFieldShell } from './use-field-shell';
import { usePasteLimit } from './use-paste-limit';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export interface TextAreaProps extends StringFieldProps<HTMLTextAreaElement> {
  maxLength?: number;
  /** Lines are value.split('\n').length. */
  maxLines?: number;
  /** Height in px (default 78). */
  height?: number;
  placeholder?: string;
}

/**
 * Textarea that rejects typing beyond maxLength or maxLines and cuts a paste at them (with a note
 * in the helper text, issue 23 #5); shows character and line counters.
 */
export function TextArea({
  value,
  onChange,
  onBlur,
  maxLength,
  maxLines,
  height: heightProp,
  placeholder,
  inputRef,
  ...base
}: TextAreaProps) {
  const formText = useConfig(messages.form);
  const { textareaHeight } = useConfig(uiConfig).form;
  const height = heightProp ?? textareaHeight;

  const paste = usePasteLimit({ value, onChange, maxLength, maxLines, multiline: true });
  const field = useFieldShell({ ...base, helperText: paste.note ?? base.helperText });
  useTypedBeforeHydration(field.id, value, onChange);
  const counters =
    maxLength !== undefined || maxLines !== undefined ? (
      <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>
        {maxLines !== undefined && (
          <Box
            component="span"
            sx={{ fontSize: 12, color: 'text.secondary' }}
            data-testid="line-counter"
          >
            {fmt(formText.counter, { n: countLines(value), max: maxLines })}
            {formText.linesUnit}
          </Box>
        )}
        {maxLength !== undefined && (
          <FieldCounter id={field.counterId} length={value.length} max={maxLength} />
        )}
      </Box>
    ) : undefined;
  return (
    <FormField {...field.shell} helperNotice={paste.note !== null} counter={counters}>
      <OutlinedInput
        id={field.id}
        name={base.name}
        multiline
        value={value}
        error={base.error}
        disabled={base.disabled}
        placeholder={placeholder}
        inputRef={inputRef}
        onChange={(e) => {
          paste.clearNote();
          const next = applyTextareaRule(value, e.target.value, { maxLength, maxLines });
          if (next !== value) onChange(next);
        }}
        onBlur={onBlur}
        inputProps={{ ...field.inputProps, onPaste: paste.onPaste }}
        sx={{
          ...field.inputSx,
          alignItems: 'flex-start',
          p: 0,
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

/** react-hook-form binding of TextArea. */
export const TextareaElement = bindField(TextArea);
