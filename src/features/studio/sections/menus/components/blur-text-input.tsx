import { useState } from 'react';
import { TextInput, type TextInputProps } from '@/components/form/text-input';

export interface BlurTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'> {
  value: string;
  /** Called on blur when the text changed. */
  onCommit: (value: string) => void;
  /** Why the typed text cannot stand (checked on blur), if anything. */
  validate?: (value: string) => string | undefined;
}

/**
 * A text field that hands its text to the draft on blur: typing (Korean IME composition
 * included) stays local, and the check shows when staff leave the field.
 */
export function BlurTextInput({
  value,
  onCommit,
  validate,
  error,
  helperText,
  ...rest
}: BlurTextInputProps) {
  // The typed text while the field is being edited; null shows the draft's value.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value;
  const problem = draft === null ? validate?.(value) : undefined;
  return (
    <TextInput
      {...rest}
      value={text}
      onChange={setDraft}
      onBlur={() => {
        setDraft(null);
        if (text !== value) onCommit(text);
      }}
      error={!!problem || !!error}
      helperText={problem ?? helperText}
    />
  );
}
