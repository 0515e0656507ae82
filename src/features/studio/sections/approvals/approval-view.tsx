import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/form/button';
import { ServerError } from '@/components/form/server-error';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { studioApprovalQueryOptions } from '../../api/get-studio-approval';
import type { ApprovalState } from '../../api/get-studio-approvals';
import type { getStudioMe } from '../../api/get-studio-me';
import { studioVersionQueryOptions } from '../../api/get-studio-version';
import { ApprovalStateChip } from '../../components/approval-state-chip';
import { FileDiffView } from '../../components/file-diff-view';
import { ReviewChangeList } from '../../components/review-change-list';
import { diffFiles } from '../../model/file-diff';
import { ApprovalThread } from './approval-thread';
import { PublishActions } from './publish-actions';
import { ReviewActions } from './review-actions';
import { WithdrawAction } from './withdraw-action';

type Me = Awaited<ReturnType<typeof getStudioMe>>;

/** The states its author may still withdraw a request from (the server says the same). */
const WITHDRAWABLE: readonly ApprovalState[] = ['pending', 'returned', 'approved'];

/**
 * One review request as its reviewer reads it: what it changes that needs review (in the words of
 * the fields), every other change, the diff against the version it was made on, its thread, and
 * the actions the signed-in staff member's roles allow: review (an approver, never the author),
 * publish now or at a time (a publisher, once approved), withdraw it (its author, until published).
 */
export function ApprovalView({
  id,
  me,
  onBack,
}: {
  id: number;
  me: Me | undefined;
  onBack: () => void;
}) {
  const review = useConfig(messages.studioReview);
  const text = review.request;

  const request = useQuery(studioApprovalQueryOptions(id));
  const baseVersion = request.data?.request.baseVersion;
  const base = useQuery({
    ...studioVersionQueryOptions(baseVersion ?? 0),
    enabled: baseVersion !== undefined,
  });

  const back = (
    <Stack direction="row">
      <Button size="sm" kind="link" onClick={onBack}>
        {text.back}
      </Button>
    </Stack>
  );
  if (request.isError)
    return (
      <Stack spacing={1.5}>
        {back}
        <ServerError error={request.error} fallback={text.loadFailed} />
      </Stack>
    );
  if (!request.data) return <Typography role="status">{review.loading}</Typography>;
  const { request: r, files, changes, events } = request.data;
  const needing = changes.filter((c) => c.rule !== null);
  const others = changes.filter((c) => c.rule === null);
  const roles = me?.roles ?? [];
  const own = me?.email === r.author;

  return (
    <Stack
      spacing={3}
      component="article"
      aria-labelledby="studio-request-title"
      data-testid="approval-view"
    >
      {back}
      <Stack spacing={1}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography id="studio-request-title" component="h2" variant="h5">
            {`${fmt(text.title, { id: r.id })} · ${r.note}`}
          </Typography>
          <ApprovalStateChip state={r.state} />
        </Stack>
        <Typography color="text.secondary">
          {fmt(text.meta, {
            author: r.author,
            n: r.revision,
            base: r.baseVersion,
            at: formatDateTime(r.updatedAt),
          })}
          {r.reviewer ? ` · ${fmt(text.reviewedBy, { reviewer: r.reviewer })}` : ''}
        </Typography>
        {r.version !== null && (
          <Alert severity="success">{fmt(text.published, { version: r.version })}</Alert>
        )}
        {r.state === 'pending' && !roles.includes('approver') && (
          <Alert severity="info">{text.waiting}</Alert>
        )}
        {r.schedule && (
          <Alert severity="info" data-testid="request-scheduled">
            {fmt(text.scheduled, { at: formatDateTime(r.schedule.at) })}
          </Alert>
        )}
      </Stack>

      {needing.length > 0 && (
        <Stack spacing={1} component="section" aria-labelledby="studio-request-needing">
          <Typography id="studio-request-needing" component="h3" variant="h6">
            {fmt(text.needsReview, { n: needing.length })}
          </Typography>
          <ReviewChangeList
            changes={needing}
            label={fmt(text.needsReview, { n: needing.length })}
          />
        </Stack>
      )}
      {others.length > 0 && (
        <Stack spacing={1} component="section" aria-labelledby="studio-request-others">
          <Typography id="studio-request-others" component="h3" variant="h6">
            {fmt(text.otherChanges, { n: others.length })}
          </Typography>
          <ReviewChangeList changes={others} label={fmt(text.otherChanges, { n: others.length })} />
        </Stack>
      )}

      {/* The changes are worded above; the line diff of the files is there to check them. */}
      <Stack spacing={1} component="section" aria-labelledby="studio-request-diff">
        <Typography id="studio-request-diff" component="h3" variant="h6">
          {fmt(text.diff, { base: r.baseVersion })}
        </Typography>
        {base.data ? (
          <FileDiffView diffs={diffFiles(base.data.files, files)} />
        ) : base.isError ? (
          <ServerError error={base.error} fallback={text.loadFailed} />
        ) : (
          <Typography role="status">{review.loading}</Typography>
        )}
      </Stack>

      {roles.includes('approver') && r.state === 'pending' && <ReviewActions id={r.id} own={own} />}
      {roles.includes('publisher') && r.state === 'approved' && (
        <PublishActions id={r.id} scheduled={r.schedule} />
      )}
      {own && WITHDRAWABLE.includes(r.state) && <WithdrawAction id={r.id} />}
      <ApprovalThread id={r.id} events={events} canComment={roles.some((x) => x !== 'viewer')} />
    </Stack>
  );
}
