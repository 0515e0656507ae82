import { useEffect, useMemo, useState } from 'react';
import { TextInput } from '@/components/form/text-input';
import { messages } from '@/generated/config/messages-studio';
import type { SessionFieldsConfig } from '@/generated/config/session-fields';
import { readConfig, useConfig } from '@/lib/config';
import { checkCondition, sessionEnvironment } from '@config/conditions/check-conditions';
import { problemText } from '@config/problem-text';
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
  /** The session fields conditions are typed against (developer-owned, read-only). */
  fields: SessionFieldsConfig;
  /** Empty means "no condition" (a step or item without `when`). */
  optional?: boolean;
  /** What an empty optional condition means here (default: the item is always shown). */
  emptyHelp?: string;
  emptyPlaceholder?: string;
  'aria-label'?: string;
}

/**
 * A CEL condition with a live check: the text is kept locally while typing, checked after a
 * short pause by the kernel's own condition check (the one the server runs at save, in the
 * browser: cel-js interprets, no eval), and handed to the draft on blur. A problem the server
 * reported stays shown until the text changes.
 */
export function ConditionField({
  id,
  label,
  value,
  onCommit,
  serverError,
  fields,
  optional = true,
  emptyHelp,
  emptyPlaceholder,
  'aria-label': ariaLabel,
}: ConditionFieldProps) {
  const t = useConfig(messages.studioEditors);

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
    () => check(checkedText, fields, optional, emptyHelp),
    [checkedText, fields, optional, emptyHelp],
  );

  const unchanged = text === (value ?? '');
  const error = checked.error ?? (unchanged ? serverError : undefined);
  return (
    <TextInput
      id={id}
      label={label ?? t.condition.label}
      aria-label={ariaLabel}
      value={text}
      onChange={setDraft}
      onBlur={() => {
        setDraft(null);
        if (!unchanged) onCommit(text.trim() === '' ? '' : text);
      }}
      placeholder={optional ? (emptyPlaceholder ?? t.chain.noCondition) : undefined}
      error={!!error}
      helperText={error ?? checked.note}
    />
  );
}

function check(
  text: string,
  fields: SessionFieldsConfig,
  optional: boolean,
  emptyHelp: string | undefined,
): { error?: string; note: string } {
  const t = readConfig(messages.studioEditors).condition;

  if (text.trim() === '')
    return optional ? { note: emptyHelp ?? t.help } : { error: t.empty, note: '' };
  const r = checkCondition(sessionEnvironment(fields), text);
  return r.ok ? { note: t.ok } : { error: problemText(r.code, r.params), note: '' };
}
