import { useEffect, useState } from 'react';
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
 * included) stays local, and the check runs when staff leave the field.
 */
export function BlurTextInput({
  value,
  onCommit,
  validate,
  error,
  helperText,
  ...rest
}: BlurTextInputProps) {
  const [text, setText] = useState(value);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState(() => validate?.(value));
  useEffect(() => {
    if (!editing) {
      setText(value);
      setProblem(validate?.(value));
    }
  }, [value, editing]); // eslint-disable-line react-hooks/exhaustive-deps -- validate is a fresh closure each render
  return (
    <TextInput
      {...rest}
      value={text}
      onChange={(next) => {
        setEditing(true);
        setText(next);
      }}
      onBlur={() => {
        setEditing(false);
        setProblem(validate?.(text));
        if (text !== value) onCommit(text);
      }}
      error={!!problem || !!error}
      helperText={problem ?? helperText}
    />
  );
}
