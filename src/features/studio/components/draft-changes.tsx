import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { ConfigChange } from '@config/change-list';
import { ChangeList } from './change-list';

/** Changes shown before "show all". */
const FOLDED = 6;

/**
 * What the draft changes from the active version, in Korean words, first thing on the studio
 * page; each line opens its field.
 */
export function DraftChanges({
  changes,
  onOpen,
}: {
  changes: readonly ConfigChange[];
  onOpen: (change: ConfigChange) => void;
}) {
  const t = useConfig(messages.studio).draftChanges;
  const [all, setAll] = useState(false);
  const shown = all ? changes : changes.slice(0, FOLDED);
  return (
    <Box
      component="section"
      aria-labelledby="studio-draft-changes-title"
      data-testid="draft-changes"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}
    >
      <Typography id="studio-draft-changes-title" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {changes.length ? fmt(t.title, { n: changes.length }) : t.none}
      </Typography>
      {changes.length > 0 && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <ChangeList changes={shown} label={t.label} onOpen={onOpen} testId="draft-change-list" />
          {changes.length > FOLDED && (
            <Button size="sm" kind="link" aria-expanded={all} onClick={() => setAll((v) => !v)}>
              {all ? t.showLess : fmt(t.showAll, { n: changes.length })}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
