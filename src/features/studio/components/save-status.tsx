import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import type { SaveStatus } from '../model/use-studio-draft';

// Dark shades: white text on them stays above 4.5:1 (the theme's 500s do not for small text).
const TONE: Record<SaveStatus, { bgcolor: string; color: string }> = {
  saved: { bgcolor: 'scale.green.700', color: 'common.white' },
  dirty: { bgcolor: 'scale.gray.100', color: 'text.primary' },
  saving: { bgcolor: 'scale.blue.700', color: 'common.white' },
  error: { bgcolor: 'scale.red.700', color: 'common.white' },
  conflict: { bgcolor: 'scale.yellow.100', color: 'text.primary' },
};

/** The draft's save state, announced politely, and the button that saves at once. */
export function SaveStatusBar({ status, onSave }: { status: SaveStatus; onSave: () => void }) {
  const text = useConfig(messages.studio).draft;

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Chip
        role="status"
        aria-live="polite"
        data-testid="draft-status"
        data-status={status}
        label={text.status[status]}
        sx={{ ...TONE[status], fontWeight: 700 }}
      />
      <Button
        kind="outline"
        onClick={onSave}
        disabled={status === 'saving' || status === 'conflict' || status === 'saved'}
      >
        {text.save}
      </Button>
    </Stack>
  );
}
