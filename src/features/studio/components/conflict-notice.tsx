import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { studioVersionQueryOptions } from '../api/get-studio-version';
import { diffFiles } from '../model/file-diff';
import type { DraftFiles } from '../model/studio-section';
import type { DraftConflict } from '../model/use-studio-draft';
import { FileDiffView } from './file-diff-view';

/**
 * Someone published first: the draft is not saved until staff choose. The diff shows the draft
 * against the version now active; staff keep their draft on top of it, or start again from it.
 */
export function ConflictNotice({
  conflict,
  files,
  onRebase,
}: {
  conflict: DraftConflict;
  files: DraftFiles;
  onRebase: (files: DraftFiles) => Promise<void>;
}) {
  const text = useConfig(messages.studio).draft;

  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const latest = useQuery(studioVersionQueryOptions(conflict.activeVersion));
  const choose = (next: DraftFiles | undefined) => {
    if (!next || busy) return;
    setBusy(true);
    void onRebase(next).finally(() => {
      setBusy(false);
      setOpen(false);
    });
  };
  return (
    <Alert severity="warning" role="alert" data-testid="draft-conflict">
      {text.stale}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button size="sm" kind="outline" onClick={() => setOpen(true)}>
          {text.showDiff}
        </Button>
        <Button size="sm" onClick={() => choose(files)} disabled={busy || !latest.data}>
          {text.keepMine}
        </Button>
        <Button
          size="sm"
          kind="danger-outline"
          onClick={() => choose(latest.data?.files)}
          disabled={busy || !latest.data}
        >
          {text.takeLatest}
        </Button>
      </Stack>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={fmt(text.diffTitle, { version: conflict.activeVersion })}
        width={1000}
      >
        {latest.data && <FileDiffView diffs={diffFiles(latest.data.files, files)} />}
      </Modal>
    </Alert>
  );
}
