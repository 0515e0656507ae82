import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { namesOnPath } from '@config/change-list';
import type { StaffConfigName } from '@config/registry';
import type { Resolutions } from '../api/put-studio-draft';
import { fieldWords, valueWords } from '../model/describe-change';
import type { DraftFiles } from '../model/studio-section';
import type { DraftConflicts } from '../model/use-studio-draft';

type Side = 'mine' | 'theirs';

const valueBox = {
  fontSize: 14,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1.5,
  py: 1,
} as const;

/**
 * Someone published a change to a field this draft changed too: each such field side by side in
 * Korean words (the value both started from, mine, theirs), a choice per field, and a save that
 * keeps the choices together with every other change of both staff.
 */
export function ConflictResolver({
  conflicts,
  files,
  onResolve,
}: {
  conflicts: DraftConflicts;
  /** This draft's files (mine), to name elements the other side removed. */
  files: DraftFiles;
  onResolve: (choices: Resolutions) => Promise<boolean>;
}) {
  const t = useConfig(messages.studio).conflicts;
  const [choices, setChoices] = useState<Resolutions>({});
  const [busy, setBusy] = useState(false);
  const keyOf = (c: { file: string; path: string }) => `${c.file}#${c.path}`;
  const left = conflicts.conflicts.filter((c) => !choices[keyOf(c)]).length;
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="draft-conflict"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{fmt(t.title, { version: conflicts.activeVersion })}</AlertTitle>
      <Typography sx={{ mb: 2 }}>{t.lead}</Typography>
      <Stack spacing={2}>
        {conflicts.conflicts.map((c) => {
          const key = keyOf(c);
          const file = c.file as StaffConfigName;
          const words = fieldWords(file, c.path, namesOnPath(file, c.path, [files[file]]));
          const shown = (value: unknown) => valueWords(file, c.path, value);
          const side = (s: Side, value: unknown) => (
            <FormControlLabel
              value={s}
              sx={{
                m: 0,
                alignItems: 'flex-start',
                '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
              }}
              control={<Radio sx={{ mt: -0.75 }} />}
              label={
                <Box sx={{ display: 'grid', gap: 0.5 }}>
                  <Box sx={{ fontWeight: 700 }}>
                    {s === 'mine' ? t.mine : fmt(t.theirs, { version: conflicts.activeVersion })}
                  </Box>
                  <Box sx={valueBox}>{shown(value)}</Box>
                </Box>
              }
            />
          );
          return (
            <Box
              key={key}
              component="fieldset"
              data-conflict={key}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 2 }}
            >
              <Box component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
                {words}
              </Box>
              <RadioGroup
                aria-label={fmt(t.keepOf, { field: words })}
                value={choices[key] ?? ''}
                onChange={(_, v) => setChoices((old) => ({ ...old, [key]: v as Side }))}
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 }}
              >
                <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start', pl: 4 }}>
                  <Box sx={{ fontWeight: 700 }}>
                    {fmt(t.base, { version: conflicts.baseVersion })}
                  </Box>
                  <Box sx={{ ...valueBox, color: 'text.secondary' }}>{shown(c.base)}</Box>
                </Box>
                {side('mine', c.mine)}
                {side('theirs', c.theirs)}
              </RadioGroup>
            </Box>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button
          size="md"
          disabled={left > 0 || busy}
          onClick={() => {
            setBusy(true);
            void onResolve(choices).finally(() => setBusy(false));
          }}
        >
          {t.save}
        </Button>
        {left > 0 && (
          <Typography role="status" sx={{ fontSize: 14 }}>
            {fmt(t.pickAll, { n: left })}
          </Typography>
        )}
      </Stack>
    </Alert>
  );
}
