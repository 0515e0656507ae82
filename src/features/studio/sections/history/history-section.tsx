import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pagination } from '@/components/pagination/pagination';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import {
  HISTORY_PAGE_SIZE,
  studioHistoryQueryOptions,
  type HistoryEvent,
} from '../../api/get-studio-history';
import { QueryListStates } from '../../components/query-list-states';
import { VersionChanges } from '../publish/version-changes';
import { HistoryEventCard } from './history-event';
import { VersionCompare } from './version-compare';

/**
 * The config's audit history as staff read it: every publish and rollback, newest first, with
 * who, when, the note and the changes in Korean words; and any two versions compared.
 */
export default function HistorySection() {
  const studio = useConfig(messages.studio);
  const t = studio.historyLog;
  const [page, setPage] = useState(1);
  const history = useQuery(studioHistoryQueryOptions(page));
  const [open, setOpen] = useState<HistoryEvent | null>(null);
  const data = history.data;
  return (
    <Stack spacing={4} sx={{ py: 3 }}>
      <Stack spacing={1.5} component="section" aria-labelledby="studio-history-log-title">
        <Typography id="studio-history-log-title" component="h2" variant="h5">
          {t.title}
        </Typography>
        <Typography color="text.secondary">{t.lead}</Typography>
        <QueryListStates query={history} loadFailed={t.loadFailed} empty={t.empty}>
          {(data) => (
            <Box
              component="ol"
              aria-label={t.listLabel}
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
            >
              {data.items.map((e) => (
                <HistoryEventCard key={e.id} event={e} onOpenAll={setOpen} />
              ))}
            </Box>
          )}
        </QueryListStates>
        {data && data.total > HISTORY_PAGE_SIZE && (
          <Pagination total={data.total} page={page} limit={HISTORY_PAGE_SIZE} onChange={setPage} />
        )}
      </Stack>
      <VersionCompare />
      {open && open.version !== null && (
        <VersionChanges
          version={open.version}
          parent={open.parentVersion ?? 0}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
