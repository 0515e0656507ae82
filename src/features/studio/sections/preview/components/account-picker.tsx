import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Schema } from '@/api/types';
import { Select } from '@/components/form/select';
import { TextInput } from '@/components/form/text-input';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { studioAccountsQueryOptions } from '../api/get-studio-accounts';

type Account = Schema<'StudioAccount'>;
/** The search runs after typing pauses (no request per keystroke, IME composition intact). */
const SEARCH_DELAY_MS = 300;

export interface AccountPickerProps {
  /** Prefix of the field ids, so two pickers on one page stay distinct. */
  id: string;
  value: number | null;
  onChange: (userId: number | null) => void;
}

/** Search broker accounts by email, name or office, then pick one from the matches. */
export function AccountPicker({ id, value, onChange }: AccountPickerProps) {
  const t = useConfig(messages.studioEditors).account;

  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const accounts = useQuery(studioAccountsQueryOptions(q));
  // The picked account stays in the list while staff search for another one.
  const [picked, setPicked] = useState<Account | null>(null);
  const found = accounts.data?.items ?? [];
  const items =
    picked && picked.userId === value && !found.some((a) => a.userId === value)
      ? [picked, ...found]
      : found;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <TextInput
        id={`${id}-search`}
        type="search"
        label={t.search}
        value={text}
        onChange={setText}
        maxLength={50}
        showCounter={false}
        helperText={accounts.isError ? t.loadFailed : t.searchHelp}
        error={accounts.isError}
        width={280}
      />
      <Select
        id={`${id}-pick`}
        label={t.pick}
        value={value === null ? '' : String(value)}
        onChange={(v) => {
          const next = items.find((a) => String(a.userId) === v) ?? null;
          setPicked(next);
          onChange(next?.userId ?? null);
        }}
        placeholder={items.length ? t.placeholder : t.none}
        options={items.map((a) => ({
          value: String(a.userId),
          label: fmt(t.option, { email: a.email, name: a.name, agentName: a.agentName }),
        }))}
        width={420}
      />
    </Box>
  );
}
