import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { DroppedChanges } from '../../components/dropped-changes';
import { FileDiffView } from '../../components/file-diff-view';
import { diffFiles } from '../../model/file-diff';
import { draftReviewChanges } from '../../model/review-changes';
import { useStudioDraftContext } from '../../model/studio-draft-context';
import type { StudioSectionProps } from '../../model/studio-section';
import { PublishForm } from './publish-form';
import { ReviewRequestForm } from './review-request-form';
import { VersionHistory } from './version-history';

/**
 * Compare the draft with the active version file by file, publish it (or, when it changes what
 * the office setting sends to review, ask for review instead), browse and restore history.
 */
export default function PublishSection({ files, activeFiles }: StudioSectionProps) {
  const text = useConfig(messages.studio);
  const draft = useStudioDraftContext();

  const diffs = useMemo(() => diffFiles(activeFiles, files), [activeFiles, files]);
  const review = useMemo(() => draftReviewChanges(activeFiles, files), [activeFiles, files]);
  return (
    <Stack spacing={4} sx={{ py: 3 }}>
      <Stack spacing={1.5} component="section" aria-labelledby="studio-diff-title">
        <Typography id="studio-diff-title" component="h2" variant="h5">
          {text.diff.title}
        </Typography>
        <DroppedChanges
          dropped={draft.activeDropped}
          files={activeFiles}
          title={fmt(text.history.droppedActive, {
            version: draft.activeVersion,
            n: draft.activeDropped.length,
          })}
          note={text.history.droppedNote}
        />
        <FileDiffView diffs={diffs} />
      </Stack>
      <Stack spacing={1.5} component="section" aria-labelledby="studio-publish-title">
        <Typography id="studio-publish-title" component="h2" variant="h5">
          {text.publish.title}
        </Typography>
        <PublishForm changed={diffs.length > 0} reviewRequired={review.length > 0} />
        <ReviewRequestForm changes={review} changed={diffs.length > 0} />
      </Stack>
      <Stack spacing={1.5} component="section" aria-labelledby="studio-history-title">
        <Typography id="studio-history-title" component="h2" variant="h5">
          {text.history.title}
        </Typography>
        <VersionHistory />
      </Stack>
    </Stack>
  );
}
