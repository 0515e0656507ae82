import { useLayoutEffect, useRef, useState, type ClipboardEvent } from 'react';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { applyPaste } from './input-rules';

type Editable = HTMLInputElement | HTMLTextAreaElement;

export interface PasteLimitOptions {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  maxLines?: number;
  multiline?: boolean;
  /** Off: the paste is left to the browser (a field whose limit is not enforced). */
  enabled?: boolean;
}

/**
 * A paste over the field's limit keeps what fits, cut at the limit, and `note` says so in the
 * field's helper text until the next change (issue 23 #5). Typing over the limit stays rejected
 * by the field's change rule.
 */
export function usePasteLimit({
  value,
  onChange,
  maxLength,
  maxLines,
  multiline,
  enabled = true,
}: PasteLimitOptions) {
  const formText = useConfig(messages.form);
  const [note, setNote] = useState<string | null>(null);
  const caret = useRef<{ el: Editable; at: number } | null>(null);

  // The controlled value puts the caret at the end: put it back after the inserted part.
  useLayoutEffect(() => {
    const c = caret.current;
    if (!c) return;
    caret.current = null;
    if (document.activeElement === c.el) c.el.setSelectionRange(c.at, c.at);
  }, [value]);

  const onPaste = (e: ClipboardEvent<Editable>) => {
    if (!enabled || (maxLength === undefined && maxLines === undefined)) return;
    const el = e.currentTarget;
    const pasted = e.clipboardData.getData('text/plain');
    const start = el.selectionStart ?? value.length;
    const end = el.selectionEnd ?? start;
    const cut = applyPaste(value, pasted, start, end, { maxLength, maxLines, multiline });
    if (!cut) return;
    e.preventDefault();
    caret.current = { el, at: cut.caret };
    setNote(
      cut.cutBy === 'lines'
        ? fmt(formText.pasteCutLines, { max: maxLines ?? 0 })
        : fmt(formText.pasteCut, { max: maxLength ?? 0 }),
    );
    if (cut.value !== value) onChange(cut.value);
  };

  return {
    onPaste,
    /** Why the last paste was cut, or null. */
    note,
    /** Any other change (typing) ends the note. */
    clearNote: () => setNote(null),
  };
}
