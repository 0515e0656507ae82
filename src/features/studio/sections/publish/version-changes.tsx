import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/dialog/modal';
import { ServerError } from '@/components/form/server-error';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { studioVersionQueryOptions } from '../../api/get-studio-version';
import { DroppedChanges } from '../../components/dropped-changes';
import { FileDiffView } from '../../components/file-diff-view';
import { diffFiles } from '../../model/file-diff';

/** What one version changed from the version it was published on, and what this build drops. */
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
          <FileDiffView diffs={diffFiles(before.data.files, after.data.files)} />
        </Stack>
      ) : after.isError || before.isError ? (
        <ServerError error={after.error ?? before.error} fallback={text.loadFailed} />
      ) : (
        <Typography role="status">{studio.loading}</Typography>
      )}
    </Modal>
  );
}
