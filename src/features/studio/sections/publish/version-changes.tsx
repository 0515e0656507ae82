import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Modal } from '@/components/dialog/modal';
import { ServerError } from '@/components/form/server-error';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { changeList } from '@config/change-list';
import { STAFF_FILES } from '@config/registry';
import { studioVersionQueryOptions } from '../../api/get-studio-version';
import { ChangeList } from '../../components/change-list';
import { DroppedChanges } from '../../components/dropped-changes';
import { FileDiffView } from '../../components/file-diff-view';
import { diffFiles } from '../../model/file-diff';

/**
 * What one version changed from the version it was published on, in Korean words (the files'
 * line diff below them, folded), and what this build drops.
 */
export function VersionChanges({
  version,
  parent,
  onClose,
}: {
  version: number;
  parent: number;
  onClose: () => void;
}) {
  const studio = useConfig(messages.studio);
  const text = studio.history;
  const after = useQuery(studioVersionQueryOptions(version));
  const before = useQuery(studioVersionQueryOptions(parent));
  const changes = useMemo(
    () =>
      after.data && before.data
        ? STAFF_FILES.flatMap((f) => changeList(f, before.data.files[f], after.data.files[f]))
        : [],
    [after.data, before.data],
  );
  return (
    <Modal open onClose={onClose} title={fmt(text.changesTitle, { version, parent })} width={1000}>
      {after.data && before.data ? (
        <Stack spacing={2}>
          <DroppedChanges
            dropped={after.data.dropped}
            files={after.data.files}
            title={fmt(text.dropped, { n: after.data.dropped.length })}
            note={text.droppedNote}
          />
          <ChangeList changes={changes} />
          <Box component="details">
            <Typography component="summary" sx={{ cursor: 'pointer', fontWeight: 700, mb: 1 }}>
              {text.fileDiff}
            </Typography>
            <FileDiffView diffs={diffFiles(before.data.files, after.data.files)} />
          </Box>
        </Stack>
      ) : after.isError || before.isError ? (
        <ServerError error={after.error ?? before.error} fallback={text.loadFailed} />
      ) : (
        <Typography role="status">{studio.loading}</Typography>
      )}
    </Modal>
  );
}
