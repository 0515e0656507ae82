import Box from '@mui/material/Box';
import { useDeferredValue, useMemo, useState } from 'react';
import { Checkbox } from '@/components/form/checkbox';
import { TextInput } from '@/components/form/text-input';
import { Pagination } from '@/components/pagination/pagination';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useFocusTarget } from '../../model/focus-target';
import { fieldError, fieldId } from '../../model/problems';
import type { StudioSectionProps } from '../../model/studio-section';
import { MessageRow } from './components/message-row';
import { messageEntries, searchEntries, setMessage } from './model/message-entries';
const FILE = 'messages.ko';
const PAGE_SIZE = 20;

/** The Korean messages editor: search by key or text, edit values, `{n}` checked against the original. */
export default function MessagesSection({
  files,
  activeFiles,
  onChange,
  problems,
}: StudioSectionProps) {
  const t = useConfig(messages.studioEditors).messages;

  const [query, setQuery] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const [page, setPage] = useState(1);
  // The list filters behind the input, so typing (Korean IME included) never waits for it.
  const search = useDeferredValue(query);
  const entries = useMemo(
    () => messageEntries(files[FILE], activeFiles[FILE]),
    [files, activeFiles],
  );
  const found = useMemo(() => {
    const hits = searchEntries(entries, search);
    return changedOnly
      ? hits.filter((e) => e.original === undefined || e.value !== e.original)
      : hits;
  }, [entries, search, changedOnly]);
  // A problem opened from the problem list: show its text (it may sit on another page).
  const target = useFocusTarget();
  const targetKey =
    target?.file === FILE ? target.pointer.split('/').filter(Boolean).join('.') : null;
  const [shownTarget, setShownTarget] = useState<string | null>(null);
  if (targetKey !== null && targetKey !== shownTarget) {
    setShownTarget(targetKey);
    setChangedOnly(false);
    setQuery(targetKey);
    setPage(1);
  }
  const shown = found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{t.intro}</Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
        <TextInput
          id="studio-messages-search"
          type="search"
          label={t.search}
          value={query}
          onChange={(q) => {
            setQuery(q);
            setPage(1);
          }}
          helperText={t.searchHelp}
          width={420}
        />
        <Checkbox
          label={t.changedOnly}
          checked={changedOnly}
          onChange={(on) => {
            setChangedOnly(on);
            setPage(1);
          }}
        />
        <Box role="status" sx={{ ml: 'auto', color: 'text.secondary' }}>
          {fmt(t.count, { total: entries.length, shown: found.length })}
        </Box>
      </Box>
      {found.length === 0 ? (
        <Box role="status">{t.none}</Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((entry) => (
            <MessageRow
              key={entry.key}
              entry={entry}
              id={fieldId(FILE, entry.pointer)}
              serverError={fieldError(problems, FILE, entry.pointer)}
              onCommit={(value) => onChange(FILE, setMessage(files[FILE], entry.path, value))}
            />
          ))}
        </Box>
      )}
      <Pagination total={found.length} page={page} limit={PAGE_SIZE} onChange={setPage} />
    </Box>
  );
}
