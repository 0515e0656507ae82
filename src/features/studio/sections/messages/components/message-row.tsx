import Box from '@mui/material/Box';
import { useState } from 'react';
import { TextInput } from '@/components/form/text-input';
import { messages } from '@/generated/config/messages-studio';
import { readConfig, useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { placeholderMismatch, type MessageEntry } from '../model/message-entries';

export interface MessageRowProps {
  entry: MessageEntry;
  id: string;
  /** The checker's problem for this text from the last save, if any. */
  serverError?: string;
  onCommit: (value: string) => void;
}

/** Why a text cannot be published as typed (empty, or `{n}` parameters unlike the original). */
function messageError(value: string, original: string | undefined): string | undefined {
  const t = readConfig(messages.studioEditors).messages;

  if (!value.trim()) return t.empty;
  const m = placeholderMismatch(value, original);
  if (!m) return undefined;
  const names = (list: string[]) => list.map((n) => `{${n}}`).join(', ');
  return m.missing.length
    ? fmt(t.missing, { names: names(m.missing) })
    : fmt(t.extra, { names: names(m.extra) });
}

/**
 * One text: its key, the editable text and the original when it differs. Typing stays local
 * (Korean IME composition is never interrupted); the check runs and the draft changes on blur.
 */
export function MessageRow({ entry, id, serverError, onCommit }: MessageRowProps) {
  const t = useConfig(messages.studioEditors).messages;

  // The typed text while the field is being edited; null shows the draft's text.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? entry.value;
  const error = draft === null ? messageError(entry.value, entry.original) : undefined;
  const changed = entry.original !== undefined && entry.value !== entry.original;
  const shownError = error ?? (text === entry.value ? serverError : undefined);
  return (
    <Box
      component="li"
      data-key={entry.key}
      sx={{
        display: 'grid',
        gridTemplateColumns: '320px 1fr',
        gap: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all', pt: 1.25 }}>
        <label htmlFor={id}>{entry.key}</label>
      </Box>
      <Box>
        <TextInput
          id={id}
          value={text}
          onChange={setDraft}
          onBlur={() => {
            setDraft(null);
            if (text !== entry.value) onCommit(text);
          }}
          error={!!shownError}
          helperText={
            shownError ?? (changed ? fmt(t.original, { text: entry.original! }) : undefined)
          }
        />
      </Box>
    </Box>
  );
}
