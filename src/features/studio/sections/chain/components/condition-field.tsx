import { useEffect, useMemo, useState } from 'react';
import { TextInput } from '@/components/form/text-input';
import { messages } from '@/generated/config/messages-studio';
import { readConfig, useConfig } from '@/lib/config';
import { checkCondition } from '../model/condition-check';
/** Typing pauses this long before the live check runs, so Korean IME composition is never cut. */
export const CHECK_DELAY_MS = 300;

export interface ConditionFieldProps {
  id: string;
  label?: string;
  value: string | undefined;
  /** Called on blur with the edited text ('' removes an optional condition). */
  onCommit: (next: string) => void;
  /** The checker's problem for this field from the last save (Korean), if any. */
  serverError?: string;
  /** The draft's session fields (read-only); the built-in ones when absent. */
  fields?: unknown;
  /** Empty means "no condition" (a step or item without `when`). */
  optional?: boolean;
  'aria-label'?: string;
}

/**
 * A CEL condition with a live check: the text is kept locally while typing, checked after a
 * short pause, and handed to the draft on blur. A problem the server reported stays shown until
 * the text changes.
 */
export function ConditionField({
  id,
  label = t.label,
  value,
  onCommit,
  serverError,
  fields,
  optional = true,
  'aria-label': ariaLabel,
}: ConditionFieldProps) {
  const studioEditorsText = useConfig(messages.studioEditors);

  // The typed text while the field is being edited; null shows the draft's value.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value ?? '';
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setPaused(text), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const checkedText = draft === null ? text : paused;
  const checked = useMemo(
    () => check(checkedText, fields, optional),
    [checkedText, fields, optional],
  );

  const unchanged = text === (value ?? '');
  const error = checked.error ?? (unchanged ? serverError : undefined);
  return (
    <TextInput
      id={id}
      label={label}
      aria-label={ariaLabel}
      value={text}
      onChange={setDraft}
      onBlur={() => {
        setDraft(null);
        if (!unchanged) onCommit(text.trim() === '' ? '' : text);
      }}
      placeholder={optional ? studioEditorsText.chain.noCondition : undefined}
      error={!!error}
      helperText={error ?? checked.note}
    />
  );
}

function check(text: string, fields: unknown, optional: boolean): { error?: string; note: string } {
  const t = readConfig(messages.studioEditors).condition;

  if (optional && text.trim() === '') return { note: t.help };
  const r = checkCondition(text, fields);
  return r.ok ? { note: t.ok } : { error: r.reason, note: '' };
}
